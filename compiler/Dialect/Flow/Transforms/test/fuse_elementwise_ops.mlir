// RUN: iree-opt --split-input-file --iree-flow-fuse-elementwise-ops %s | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
// Elementwise chains fuse into one generic.
// CHECK-LABEL: func.func @chain
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An elementwise producer (softmax's normalization) stays out of the matmul
// consuming it: fused, its exp would run once per column of the other
// operand, and the matmul would no longer be a multiply-add.
// CHECK-LABEL: func.func @producer_of_matmul
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.matmul
func.func @producer_of_matmul(%s: tensor<4x8xf32>, %v: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %m = linalg.matmul ins(%p, %v : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// A contraction written as a generic (JAX's transposed or batched forms)
// keeps its body too.
// CHECK-LABEL: func.func @producer_of_contraction_generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK-NOT: math.exp
// CHECK: arith.mulf
func.func @producer_of_contraction_generic(%s: tensor<4x8xf32>, %v: tensor<16x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%p, %v : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %o, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// A reduction reading the producer through a broadcast keeps it apart; one
// reading it element for element takes it in.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[P:.+]] = linalg.generic {{.+}} iterator_types = ["parallel"]
// CHECK: math.exp
// CHECK: linalg.generic {{.+}} ins(%[[P]]
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
func.func @reductions(%x: tensor<4xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e1 = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  // Sums over j of y[i, j] - exp(x[i]): the exp is read through a broadcast.
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p, %y : tensor<4xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %b, %a : f32
    %s = arith.addf %d, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %p2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x8xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %r2 = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%p2 : tensor<4x8xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %sum = arith.addf %r1, %r2 : tensor<4xf32>
  return %y, %sum : tensor<4x8xf32>, tensor<4xf32>
}
