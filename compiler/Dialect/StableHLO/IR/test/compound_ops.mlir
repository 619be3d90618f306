// RUN: iree-opt %s | iree-opt | FileCheck %s

// The compound ops print in upstream's pretty forms and round-trip.
// CHECK-LABEL: func.func @compound
// CHECK: stablehlo.broadcast %{{.+}}, sizes = [2] : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK: stablehlo.einsum %{{.+}}, %{{.+}}, config = "ab,bc->ac" : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
// CHECK: stablehlo.unary_einsum %{{.+}}, config = "ab->a" : (tensor<4x3xf32>) -> tensor<4xf32>
// CHECK: "stablehlo.torch_index_select"(%{{.+}}, %{{.+}}) <{batch_dims = 0 : i64, dim = 0 : i64}>
// CHECK: stablehlo.get_dimension_size %{{.+}}, dim = 1 : (tensor<4x3xf32>) -> tensor<i32>
// CHECK: stablehlo.replica_id : tensor<ui32>
// CHECK: stablehlo.partition_id : tensor<ui32>
// CHECK: %[[T:.+]] = stablehlo.tuple %{{.+}}, %{{.+}} : tuple<tensor<4xf32>, tensor<f32>>
// CHECK: stablehlo.get_tuple_element %[[T]][1] : (tuple<tensor<4xf32>, tensor<f32>>) -> tensor<f32>
// CHECK: stablehlo.composite "my.op" %{{.+}} {composite_attributes = {k = 1 : i64}, decomposition = @dec, version = 1 : i32} : (tensor<f32>) -> tensor<f32>
// CHECK: "stablehlo.map"
// CHECK: stablehlo.rng %{{.+}}, %{{.+}}, %{{.+}}, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
// CHECK: "stablehlo.batch_norm_training"
// CHECK: stablehlo.cholesky %{{.+}}, lower = true : tensor<3x3xf32>
// CHECK: "stablehlo.triangular_solve"(%{{.+}}, %{{.+}}) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}>
// CHECK: "stablehlo.batch_norm_grad"
// CHECK: stablehlo.fft %{{.+}}, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
func.func private @dec(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
func.func @compound(%a: tensor<4xf32>, %m: tensor<4x3xf32>, %n: tensor<3x5xf32>, %i: tensor<2xi32>, %s: tensor<f32>, %f: tensor<3xf32>) {
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.einsum %m, %n, config = "ab,bc->ac" : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
  %2 = stablehlo.unary_einsum %m, config = "ab->a" : (tensor<4x3xf32>) -> tensor<4xf32>
  %3 = "stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %4 = stablehlo.get_dimension_size %m, dim = 1 : (tensor<4x3xf32>) -> tensor<i32>
  %5 = stablehlo.replica_id : tensor<ui32>
  %6 = stablehlo.partition_id : tensor<ui32>
  %t = stablehlo.tuple %a, %s : tuple<tensor<4xf32>, tensor<f32>>
  %7 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<f32>>) -> tensor<f32>
  %8 = stablehlo.composite "my.op" %s {composite_attributes = {k = 1 : i64}, decomposition = @dec, version = 1 : i32} : (tensor<f32>) -> tensor<f32>
  %9 = "stablehlo.map"(%a, %a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %10 = stablehlo.rng %s, %s, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
  %11:3 = "stablehlo.batch_norm_training"(%m, %f, %f) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %sq = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %13 = stablehlo.cholesky %sq, lower = true : tensor<3x3xf32>
  %14 = "stablehlo.triangular_solve"(%sq, %n) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %12:3 = "stablehlo.batch_norm_grad"(%m, %f, %f, %f, %m) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %15 = stablehlo.fft %a, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  return
}
