// RUN: iree-opt --split-input-file --iree-input-demote-types="f64-to-f32=true i64-to-i32=true" %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-input-demote-types="f64-to-f32=true" %s | FileCheck %s --check-prefix=F64

// Signatures, values and constants change type; attributes that are not data
// (iota's dimension) keep theirs.
// CHECK-LABEL: func.func @demote(%{{.*}}: tensor<3xf32>, %{{.*}}: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
// CHECK: %[[C:.*]] = stablehlo.constant dense<[1.000000e-01, 0x7F800000, -2.500000e+00]> : tensor<3xf32>
// CHECK: %[[I:.*]] = stablehlo.constant dense<[1, -1, 0]> : tensor<3xi32>
// CHECK: stablehlo.add %{{.*}}, %[[C]] : tensor<3xf32>
// CHECK: stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<3xi32>) -> tensor<3xf32>
// F64-LABEL: func.func @demote(%{{.*}}: tensor<3xf32>, %{{.*}}: tensor<3xi64>) -> (tensor<3xf32>, tensor<3xi64>)
// F64: stablehlo.constant dense<[4294967297, -1, 0]> : tensor<3xi64>
func.func @demote(%x: tensor<3xf64>, %n: tensor<3xi64>) -> (tensor<3xf64>, tensor<3xi64>) {
  %c = stablehlo.constant dense<[0.1, 1.0e300, -2.5]> : tensor<3xf64>
  %i = stablehlo.constant dense<[4294967297, -1, 0]> : tensor<3xi64>
  %0 = stablehlo.add %x, %c : tensor<3xf64>
  %1 = stablehlo.iota dim = 0 : tensor<3xi64>
  %2 = stablehlo.add %1, %i : tensor<3xi64>
  %3 = stablehlo.add %2, %n : tensor<3xi64>
  %4 = stablehlo.convert %3 : (tensor<3xi64>) -> tensor<3xf64>
  %5 = stablehlo.multiply %0, %4 : tensor<3xf64>
  return %5, %3 : tensor<3xf64>, tensor<3xi64>
}

// -----

// Region arguments, scalar arith constants and complex element types too.
// CHECK-LABEL: func.func @regions_and_scalars
// CHECK: arith.constant 1.500000e+00 : f32
// CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK: tensor<2xcomplex<f32>>
func.func @regions_and_scalars(%x: tensor<4xf64>, %z: tensor<2xcomplex<f64>>) -> (f64, tensor<f64>, tensor<2xcomplex<f64>>) {
  %s = arith.constant 1.5 : f64
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  return %s, %r, %z : f64, tensor<f64>, tensor<2xcomplex<f64>>
}
