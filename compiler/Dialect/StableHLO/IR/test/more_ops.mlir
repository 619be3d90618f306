// RUN: iree-opt --split-input-file %s | FileCheck %s
// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// The pretty forms JAX prints for the ops of StableHLOMoreOps.td print back
// unchanged.
// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%f: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) {
  // CHECK: stablehlo.sine %{{.*}} : tensor<4xf32>
  %0 = stablehlo.sine %f : tensor<4xf32>
  // CHECK: stablehlo.cosine %{{.*}} : tensor<4xf32>
  %1 = stablehlo.cosine %0 : tensor<4xf32>
  // CHECK: stablehlo.tan %{{.*}} : tensor<4xf32>
  %2 = stablehlo.tan %1 : tensor<4xf32>
  // CHECK: stablehlo.cbrt %{{.*}} : tensor<4xf32>
  %3 = stablehlo.cbrt %2 : tensor<4xf32>
  // CHECK: stablehlo.atan2 %{{.*}}, %{{.*}} : tensor<4xf32>
  %4 = stablehlo.atan2 %3, %f : tensor<4xf32>
  // CHECK: stablehlo.is_finite %{{.*}} : (tensor<4xf32>) -> tensor<4xi1>
  %5 = stablehlo.is_finite %4 : (tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.popcnt %{{.*}} : tensor<4xi32>
  %6 = stablehlo.popcnt %i : tensor<4xi32>
  // CHECK: stablehlo.count_leading_zeros %{{.*}} : tensor<4xi32>
  %7 = stablehlo.count_leading_zeros %6 : tensor<4xi32>
  // CHECK: stablehlo.shift_left %{{.*}}, %{{.*}} : tensor<4xi32>
  %8 = stablehlo.shift_left %7, %i : tensor<4xi32>
  // CHECK: stablehlo.shift_right_arithmetic %{{.*}}, %{{.*}} : tensor<4xi32>
  %9 = stablehlo.shift_right_arithmetic %8, %i : tensor<4xi32>
  // CHECK: stablehlo.shift_right_logical %{{.*}}, %{{.*}} : tensor<4xi32>
  %10 = stablehlo.shift_right_logical %9, %i : tensor<4xi32>
  // CHECK: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
  %11 = stablehlo.reduce_precision %4, format = e5m10 : tensor<4xf32>
  return %11, %10, %5 : tensor<4xf32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @conversions
func.func @conversions(%f: tensor<2xf32>, %c: tensor<2xcomplex<f32>>) -> (tensor<2x4xi8>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  // CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2xf32>) -> tensor<2x4xi8>
  %0 = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2x4xi8>
  // CHECK: stablehlo.complex %{{.*}}, %{{.*}} : tensor<2xcomplex<f32>>
  %1 = stablehlo.complex %f, %f : tensor<2xcomplex<f32>>
  // CHECK: stablehlo.real %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: stablehlo.imag %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %3 = stablehlo.imag %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: stablehlo.imag %{{.*}} : tensor<2xf32>
  %4 = stablehlo.imag %f : tensor<2xf32>
  return %0, %1, %2, %3, %4 : tensor<2x4xi8>, tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @structure
func.func @structure(%a: tensor<f32>, %b: tensor<2x3xf32>, %s: tensor<3xf32>) -> (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK: %{{.*}}:2 = stablehlo.optimization_barrier %{{.*}}, %{{.*}} : tensor<f32>, tensor<2x3xf32>
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<2x3xf32>
  // CHECK: stablehlo.custom_call @my_kernel(%{{.*}}) {backend_config = "", has_side_effect = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.custom_call @my_kernel(%0#1) {backend_config = "", has_side_effect = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: "stablehlo.batch_norm_inference"(%{{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}>
  %2 = "stablehlo.batch_norm_inference"(%1, %s, %s, %s, %s) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0#0, %1, %2 : tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>
}
