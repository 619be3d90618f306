// RUN: iree-opt --split-input-file --iree-flow-form-dispatch-regions %s | FileCheck %s --check-prefix=REGION
// RUN: iree-opt --split-input-file --iree-flow-pipeline %s | FileCheck %s --check-prefix=OUTLINE
// RUN: iree-opt --split-input-file --iree-flow-check-dynamic-dims %s | FileCheck %s --check-prefix=CHECKS

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// A region's dynamic result size is computed on the host before it, from
// the operands of its producer (here the argument's size).
// REGION-LABEL: func.func @matmul_bias
//       REGION: tensor.empty
//       REGION: %[[N:.+]] = tensor.dim %arg0
//       REGION: flow.dispatch.region -> (tensor<?x16xf32>) dims(%[[N]])

// Outlined: the bindings' sizes reach the dispatch as push constants (low,
// high word), shared by the input binding, the result binding and the
// tensor.empty; the host passes the result's size as the dispatch's dims.
// OUTLINE-LABEL: func.func @matmul_bias_dispatch_0_matmul_Dx16x8_f32
//  OUTLINE-SAME: (%[[X:.+]]: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %{{.+}}: !flow.dispatch.tensor<readonly:tensor<8x16xf32>>, %{{.+}}: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %[[OUT:.+]]: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>, %[[LO:.+]]: i32, %[[HI:.+]]: i32)
//       OUTLINE: %[[JOINED:.+]] = arith.index_cast %{{.+}} : i64 to index
//       OUTLINE: flow.dispatch.tensor.load %[[X]] dims(%[[JOINED]]) : <readonly:tensor<?x8xf32>> -> tensor<?x8xf32>
//       OUTLINE: tensor.empty(%[[JOINED]]) : tensor<?x16xf32>
//       OUTLINE: flow.dispatch.tensor.store %{{.+}}, %[[OUT]] dims(%[[JOINED]])
// OUTLINE-LABEL: func.func @matmul_bias(
//       OUTLINE: %[[N:.+]] = tensor.dim %arg0, %c0
//       OUTLINE: flow.dispatch @matmul_bias_dispatch_0_matmul_Dx16x8_f32::@matmul_bias_dispatch_0_matmul_Dx16x8_f32(%arg0, %arg1, %arg2) constants(%{{.+}}, %{{.+}}) dims(%[[N]])
func.func @matmul_bias(%x: tensor<?x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<?x8xf32>, tensor<8x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<?x16xf32>, tensor<16xf32>) outs(%e : tensor<?x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// The host asserts that sizes a linalg op reads along one loop agree, each
// against the first operand's (canonicalization drops those that hold by
// construction, like the init's here).
// CHECKS-LABEL: func.func @two_inputs
//       CHECKS: %[[A0:.+]] = tensor.dim %arg0, %c0
//       CHECKS: %[[B0:.+]] = tensor.dim %arg1, %c0
//       CHECKS: %[[EQ:.+]] = arith.cmpi eq, %[[A0]], %[[B0]] : index
//       CHECKS: cf.assert %[[EQ]], "dynamic sizes disagree: dimension 0 of operand 1 and dimension 0 of operand 0 of 'linalg.generic' at
//       CHECKS: cf.assert %{{.+}}, "dynamic sizes disagree: dimension 0 of operand 2 and dimension 0 of operand 0
//       CHECKS: cf.assert %{{.+}}, "dynamic sizes disagree: dimension 1 of operand 1 and dimension 1 of operand 0
//       CHECKS: cf.assert %{{.+}}, "dynamic sizes disagree: dimension 1 of operand 2 and dimension 1 of operand 0
//   CHECKS-NOT: cf.assert
//       CHECKS: linalg.generic
// OUTLINE-LABEL: func.func @two_inputs(
//       OUTLINE: cf.assert
//       OUTLINE: %[[R:.+]] = flow.dispatch
//       OUTLINE: return %[[R]]
func.func @two_inputs(%a: tensor<?x?xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %b, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// A cast of a dynamic size to a static one asserts the size on the host.
// CHECKS-LABEL: func.func @cast_to_static
//       CHECKS: %[[N:.+]] = tensor.dim %arg0, %c0
//       CHECKS: %[[EQ:.+]] = arith.cmpi eq, %[[N]], %c8
//       CHECKS: cf.assert %[[EQ]], "dynamic size disagrees: dimension 0 of 'tensor.cast' at {{.+}} must be 8"
//       CHECKS: tensor.cast
func.func @cast_to_static(%x: tensor<?x4xf32>) -> tensor<8x4xf32> {
  %r = tensor.cast %x : tensor<?x4xf32> to tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
