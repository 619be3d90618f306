// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// Narrowing: part i of each element is its bits [8i, 8i + 8).
// CHECK-DAG: #[[OUTER:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @bitcast_narrowing
// CHECK: linalg.generic {indexing_maps = [#[[OUTER]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<2xf32>) outs(%{{.*}} : tensor<2x4xi8>)
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: i8):
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK: %[[PART:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK: %[[SHIFT:.*]] = arith.muli %[[PART]], %{{.*}} : i32
// CHECK: %[[SH:.*]] = arith.shrui %[[BITS]], %[[SHIFT]] : i32
// CHECK: %[[T:.*]] = arith.trunci %[[SH]] : i32 to i8
// CHECK: linalg.yield %[[T]] : i8
func.func @bitcast_narrowing(%x: tensor<2xf32>) -> tensor<2x4xi8> {
  %0 = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}

// -----

// Widening: one slice per part, or'ed together shifted into place.
// CHECK-LABEL: func.func @bitcast_widening
// CHECK: %[[P0:.*]] = tensor.extract_slice %{{.*}}[0, 0] [3, 1] [1, 1] : tensor<3x2xi16> to tensor<3xi16>
// CHECK: %[[P1:.*]] = tensor.extract_slice %{{.*}}[0, 1] [3, 1] [1, 1] : tensor<3x2xi16> to tensor<3xi16>
// CHECK: linalg.generic {{.*}} ins(%[[P0]], %[[P1]] : tensor<3xi16>, tensor<3xi16>) outs(%{{.*}} : tensor<3xf32>)
// CHECK: ^bb0(%[[LO:.*]]: i16, %[[HI:.*]]: i16, %{{.*}}: f32):
// CHECK: %[[L:.*]] = arith.extui %[[LO]] : i16 to i32
// CHECK: %[[H:.*]] = arith.extui %[[HI]] : i16 to i32
// CHECK: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: %[[HS:.*]] = arith.shli %[[H]], %[[C16]] : i32
// CHECK: %[[OR:.*]] = arith.ori %[[L]], %[[HS]] : i32
// CHECK: %[[F:.*]] = arith.bitcast %[[OR]] : i32 to f32
// CHECK: linalg.yield %[[F]] : f32
func.func @bitcast_widening(%x: tensor<3x2xi16>) -> tensor<3xf32> {
  %0 = stablehlo.bitcast_convert %x : (tensor<3x2xi16>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// (x - mean) * rsqrt(variance + epsilon) * scale + offset, the parameters
// read along the feature dimension.
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[FEATURE:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @batch_norm_inference
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[FEATURE]], #[[FEATURE]], #[[FEATURE]], #[[FEATURE]], #[[ID3]]]
// CHECK: ^bb0(%[[X:.*]]: f32, %[[SCALE:.*]]: f32, %[[OFFSET:.*]]: f32, %[[MEAN:.*]]: f32, %[[VAR:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[EPS:.*]] = arith.constant 1.000000e-03 : f32
// CHECK: %[[C:.*]] = arith.subf %[[X]], %[[MEAN]] : f32
// CHECK: %[[V:.*]] = arith.addf %[[VAR]], %[[EPS]] : f32
// CHECK: %[[INV:.*]] = math.rsqrt %[[V]] : f32
// CHECK: %[[N:.*]] = arith.mulf %[[C]], %[[INV]] : f32
// CHECK: %[[S:.*]] = arith.mulf %[[N]], %[[SCALE]] : f32
// CHECK: %[[R:.*]] = arith.addf %[[S]], %[[OFFSET]] : f32
// CHECK: linalg.yield %[[R]] : f32
func.func @batch_norm_inference(%x: tensor<2x3x4xf32>, %p: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %p, %p, %p, %p) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @optimization_barrier
// CHECK: %[[B:.*]]:2 = util.optimization_barrier %{{.*}}, %{{.*}} : tensor<f32>, tensor<3xi8>
// CHECK: return %[[B]]#0, %[[B]]#1
func.func @optimization_barrier(%a: tensor<f32>, %b: tensor<3xui8>) -> (tensor<f32>, tensor<3xui8>) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<3xui8>
  return %0#0, %0#1 : tensor<f32>, tensor<3xui8>
}

// -----

// real/imag are pushed to stablehlo.complex; no complex value is left.
// CHECK-LABEL: func.func @complex_parts
// CHECK-NOT: complex
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK-NOT: complex
// CHECK: return
func.func @complex_parts(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %z = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>
  %zz = stablehlo.multiply %z, %z : tensor<3xcomplex<f32>>
  %re = stablehlo.real %zz : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %im = stablehlo.imag %zz : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %re, %im : tensor<3xf32>, tensor<3xf32>
}

// -----

// Sharding annotations of one-device programs return their operand.
// CHECK-LABEL: func.func @sharding_custom_calls
// CHECK-NOT: custom_call
// CHECK: return %arg0
func.func @sharding_custom_calls(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.custom_call @Sharding(%x) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}
