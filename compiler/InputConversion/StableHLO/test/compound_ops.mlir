// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// einsum: loops are the output labels then the summed ones; each operand
// reads through its labels.
// CHECK-DAG: #[[LHS:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[RHS:.+]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @einsum
// CHECK: %[[INIT:.+]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: outs(%[[INIT]] : tensor<5x4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @einsum(%m: tensor<4x3xf32>, %n: tensor<3x5xf32>) -> tensor<5x4xf32> {
  %1 = stablehlo.einsum %m, %n, config = "ab,bc->ca" : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<5x4xf32>
  return %1 : tensor<5x4xf32>
}

// -----

// torch_index_select reads the operand at the clamped index.
// CHECK-LABEL: func.func @index_select
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.+}} : tensor<2xi32>)
// CHECK: %[[I:.+]] = arith.index_cast
// CHECK: %[[LO:.+]] = arith.maxsi %[[I]]
// CHECK: %[[C:.+]] = arith.minsi %[[LO]]
// CHECK: %[[J:.+]] = linalg.index 1
// CHECK: tensor.extract %{{.+}}[%[[C]], %[[J]]] : tensor<4x3xf32>
func.func @index_select(%m: tensor<4x3xf32>, %i: tensor<2xi32>) -> tensor<2x3xf32> {
  %3 = "stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<4x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// broadcast becomes a broadcast_in_dim copy; a tuple built here is taken
// apart; a composite calls its decomposition; replica_id is 0.
// CHECK-LABEL: func.func @structure
// CHECK-SAME: (%[[A:.+]]: tensor<4xf32>, %[[S:.+]]: tensor<f32>)
// CHECK: %[[B:.+]] = linalg.generic
// CHECK-NOT: tuple
// CHECK: %[[CALL:.+]] = call @dec(%[[S]])
// CHECK: %[[ZERO:.+]] = arith.constant dense<0> : tensor<i32>
// CHECK: return %[[B]], %[[S]], %[[CALL]], %[[ZERO]]
func.func private @dec(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
func.func @structure(%a: tensor<4xf32>, %s: tensor<f32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<f32>, tensor<ui32>) {
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<4xf32>) -> tensor<2x4xf32>
  %t = stablehlo.tuple %a, %s : tuple<tensor<4xf32>, tensor<f32>>
  %7 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<f32>>) -> tensor<f32>
  %8 = stablehlo.composite "my.op" %s {decomposition = @dec} : (tensor<f32>) -> tensor<f32>
  %5 = stablehlo.replica_id : tensor<ui32>
  return %0, %7, %8, %5 : tensor<2x4xf32>, tensor<f32>, tensor<f32>, tensor<ui32>
}

// -----

// batch_norm_training: a per-feature sum (the feature loop parallel, the
// others reductions), the mean, the centered squares, the variance and the
// normalized output.
// CHECK-LABEL: func.func @batch_norm_training
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK: arith.divf
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK: arith.divf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: math.rsqrt
func.func @batch_norm_training(%x: tensor<4x3xf32>, %f: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %f, %f) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// cholesky: a counted loop over the columns carrying the factor; each trip
// multiplies the factor by its row j and takes one square root.
// CHECK-LABEL: func.func @cholesky
// CHECK: %[[LOOP:.+]]:2 = scf.while ({{.+}}) : (tensor<i32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<3x3xf32>)
// CHECK: arith.cmpi slt
// CHECK: } do {
// CHECK: linalg.matmul
// CHECK: math.sqrt
// CHECK: scf.yield
// CHECK: return %[[LOOP]]#1
func.func @cholesky(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// triangular_solve on the right side solves the transposed system: the
// operands are transposed before the loop and the result after it.
// CHECK-LABEL: func.func @triangular_solve_right
// CHECK: linalg.transpose
// CHECK: linalg.transpose
// CHECK: scf.while
// CHECK: linalg.matmul
// CHECK: arith.divf
// CHECK: linalg.transpose
func.func @triangular_solve_right(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The real part of an RFFT is the operand times the DFT's cosine matrix
// (n x (n/2 + 1)); the complex result itself never exists.
// CHECK-LABEL: func.func @rfft_real_part
// CHECK: %[[COS:.+]] = arith.constant dense<{{\[\[}}1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, {{.+}}, -1.000000e+00], [1.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, {{.+}}, -1.000000e+00]]> : tensor<4x3xf32>
// CHECK: %[[R:.+]] = linalg.vecmat ins(%{{.+}}, %[[COS]] : tensor<4xf32>, tensor<4x3xf32>)
// CHECK-NOT: complex
// CHECK: return %[[R]]
func.func @rfft_real_part(%x: tensor<4xf32>) -> tensor<3xf32> {
  %X = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  %re = stablehlo.real %X : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %re : tensor<3xf32>
}

// -----

// Quantized tensors are their storage integers: quantize divides, rounds to
// nearest even, shifts by the zero point and clamps to the storage range.
// CHECK-LABEL: func.func @quantize
// CHECK-SAME: -> tensor<4xi8>
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<4xi8>)
// CHECK: arith.divf
// CHECK: math.roundeven
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.fptosi
// CHECK: arith.trunci {{.+}} : i64 to i8
func.func @quantize(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:2>> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:2>>
  return %q : tensor<4x!quant.uniform<i8:f32, 0.5:2>>
}
