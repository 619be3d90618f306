// RUN: iree-opt --split-input-file --iree-flow-convert-to-flow-tensor-ops --iree-flow-form-dispatch-regions %s | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
// matmul + bias + tanh is one region; the fill and empty are cloned later.
// CHECK-LABEL: func.func @matmul_bias_tanh
func.func @matmul_bias_tanh(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  // CHECK: %[[EMPTY:.+]] = tensor.empty
  // CHECK: %[[FILL:.+]] = linalg.fill
  // CHECK: %[[R:.+]] = flow.dispatch.region -> (tensor<4x16xf32>) {
  // CHECK-NEXT: linalg.matmul
  // CHECK-NEXT: %[[EPI:.+]] = linalg.generic
  // CHECK: flow.return %[[EPI]] : tensor<4x16xf32>
  // CHECK: return %[[R]]
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
// A chain of elementwise ops is one region; a second user of the chain's
// result ends fusion there (unless the group is tiny; see below).
// CHECK-LABEL: func.func @elementwise_chain
func.func @elementwise_chain(%a: tensor<8192xf32>) -> (tensor<8192xf32>, tensor<8192xf32>) {
  // CHECK: %[[R0:.+]] = flow.dispatch.region -> (tensor<8192xf32>)
  // CHECK-COUNT-2: linalg.generic
  // CHECK: flow.return
  // CHECK: %[[R1:.+]] = flow.dispatch.region -> (tensor<8192xf32>)
  // CHECK-COUNT-1: linalg.generic
  // CHECK: flow.return
  // CHECK: return %[[R0]], %[[R1]]
  %e = tensor.empty() : tensor<8192xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<8192xf32>) outs(%e : tensor<8192xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<8192xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<8192xf32>) outs(%e : tensor<8192xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8192xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8192xf32>) outs(%e : tensor<8192xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8192xf32>
  return %1, %2 : tensor<8192xf32>, tensor<8192xf32>
}

// -----

// Two contractions never share a region; the host keeps constants and
// reshapes.
// CHECK-LABEL: func.func @two_matmuls
func.func @two_matmuls(%a: tensor<4x4xf32>) -> tensor<16xf32> {
  // CHECK: arith.constant dense<{{.+}}> : tensor<4x4xf32>
  // CHECK: flow.dispatch.region
  // CHECK: linalg.matmul
  // CHECK: flow.dispatch.region
  // CHECK: linalg.matmul
  // CHECK: flow.tensor.reshape %{{.+}} : tensor<4x4xf32> -> tensor<16xf32>
  %w = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0]]> : tensor<4x4xf32>
  %z = arith.constant dense<0.0> : tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%0, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// A pad is an anchor of its own region and takes its elementwise consumer.
// CHECK-LABEL: func.func @pad_then_negate
func.func @pad_then_negate(%a: tensor<2xf32>) -> tensor<4xf32> {
  // CHECK: flow.dispatch.region
  // CHECK-NEXT: tensor.pad
  // CHECK: linalg.generic
  // CHECK: flow.return
  // CHECK-NOT: flow.dispatch.region
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<2xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// The elementwise producer of a scatter's updates joins its region (tiles
// compute their columns of it, a chunk of positions at a time); the producer
// of its indices does not (every tile reads all indices).
// CHECK-LABEL: func.func @scatter_producers
// CHECK: %[[IDX:.+]] = flow.dispatch.region -> (tensor<6x1xi32>) {
// CHECK-NEXT: linalg.generic
// CHECK: %[[R:.+]] = flow.dispatch.region -> (tensor<8x4xf32>) {
// CHECK-NEXT: %[[UPD:.+]] = linalg.generic
// CHECK: linalg_ext.scatter dimension_map = [0] ins(%[[UPD]] : tensor<6x1x4xf32>) indices(%[[IDX]] : tensor<6x1xi32>)
// CHECK: return %[[R]]
func.func @scatter_producers(%x: tensor<8x4xf32>, %i: tensor<6x1xi32>, %u: tensor<6x1x4xf32>) -> tensor<8x4xf32> {
  %c1 = arith.constant 1 : i32
  %ei = tensor.empty() : tensor<6x1xi32>
  %idx = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%i : tensor<6x1xi32>) outs(%ei : tensor<6x1xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %a, %c1 : i32
    linalg.yield %s : i32
  } -> tensor<6x1xi32>
  %eu = tensor.empty() : tensor<6x1x4xf32>
  %upd = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%u : tensor<6x1x4xf32>) outs(%eu : tensor<6x1x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<6x1x4xf32>
  %r = linalg_ext.scatter dimension_map = [0] ins(%upd : tensor<6x1x4xf32>) indices(%idx : tensor<6x1xi32>) outs(%x : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

#v = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
#e = affine_map<() -> ()>
// A tiny condition (two 64-element reductions compared) is one dispatch:
// the elementwise compare joins both reductions' groups.
// CHECK-LABEL: func.func @tiny_condition
// CHECK: flow.dispatch.region -> (tensor<i1>) {
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction"]
// CHECK: linalg.generic {{.+}} iterator_types = ["reduction"]
// CHECK: arith.cmpf ogt
// CHECK: flow.return
// CHECK-NOT: flow.dispatch.region
func.func @tiny_condition(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<i1> {
  %e = tensor.empty() : tensor<f32>
  %a = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%x : tensor<64xf32>) outs(%e : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %b = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%y : tensor<64xf32>) outs(%e : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %ei = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [#e, #e, #e], iterator_types = []} ins(%a, %b : tensor<f32>, tensor<f32>) outs(%ei : tensor<i1>) {
  ^bb0(%p: f32, %q: f32, %o: i1):
    %g = arith.cmpf ogt, %p, %q : f32
    linalg.yield %g : i1
  } -> tensor<i1>
  return %c : tensor<i1>
}

// -----

#v2 = affine_map<(d0) -> (d0)>
#s2 = affine_map<(d0) -> ()>
#e2 = affine_map<() -> ()>
// The same over 8192 elements each is no longer tiny: two dispatches.
// CHECK-LABEL: func.func @large_condition
// CHECK: flow.dispatch.region -> (tensor<f32>)
// CHECK: flow.dispatch.region -> (tensor<i1>)
func.func @large_condition(%x: tensor<8192xf32>, %y: tensor<8192xf32>) -> tensor<i1> {
  %e = tensor.empty() : tensor<f32>
  %a = linalg.generic {indexing_maps = [#v2, #s2], iterator_types = ["reduction"]} ins(%x : tensor<8192xf32>) outs(%e : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %b = linalg.generic {indexing_maps = [#v2, #s2], iterator_types = ["reduction"]} ins(%y : tensor<8192xf32>) outs(%e : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %ei = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [#e2, #e2, #e2], iterator_types = []} ins(%a, %b : tensor<f32>, tensor<f32>) outs(%ei : tensor<i1>) {
  ^bb0(%p: f32, %q: f32, %o: i1):
    %g = arith.cmpf ogt, %p, %q : f32
    linalg.yield %g : i1
  } -> tensor<i1>
  return %c : tensor<i1>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
// A layer norm is one row group: its two row reductions, the mean and the
// normalization read the input three times and the mean twice (a diamond),
// and share the rows.
// CHECK-LABEL: func.func @layer_norm
func.func @layer_norm(%x: tensor<128x256xf32>, %g: tensor<256xf32>) -> tensor<128x256xf32> {
  // CHECK: %[[R:.+]] = flow.dispatch.region -> (tensor<128x256xf32>)
  // CHECK-COUNT-5: linalg.generic
  // CHECK-NOT: linalg.generic
  // CHECK: flow.return
  // CHECK-NOT: flow.dispatch.region
  // CHECK: return %[[R]]
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 256.0 : f32
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%sum : tensor<128xf32>) outs(%e : tensor<128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.divf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<128xf32>
  %o = tensor.empty() : tensor<128x256xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<128x256xf32>, tensor<128xf32>) outs(%o : tensor<128x256xf32>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    %p = arith.mulf %d, %d : f32
    linalg.yield %p : f32
  } -> tensor<128x256xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #row, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %var, %g : tensor<128x256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>) outs(%o : tensor<128x256xf32>) {
  ^bb0(%a: f32, %m: f32, %v: f32, %gamma: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    %s = math.rsqrt %v : f32
    %y = arith.mulf %d, %s : f32
    %z = arith.mulf %y, %gamma : f32
    linalg.yield %z : f32
  } -> tensor<128x256xf32>
  return %r : tensor<128x256xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// A row reduction of a matmul's result is no row group with the matmul (a
// contraction anchors its own dispatch); and the row sum, which the host
// reads too, stays out of the scaling's group.
// CHECK-LABEL: func.func @matmul_then_rows
func.func @matmul_then_rows(%a: tensor<128x64xf32>, %b: tensor<64x256xf32>) -> (tensor<128x256xf32>, tensor<128xf32>) {
  // CHECK: flow.dispatch.region
  // CHECK: linalg.matmul
  // CHECK: %[[SUM:.+]] = flow.dispatch.region
  // CHECK-NOT: linalg.matmul
  // CHECK: linalg.generic
  // CHECK: flow.return
  // CHECK: %[[HOST:.+]] = flow.tensor.reshape %[[SUM]]
  // CHECK: flow.dispatch.region
  // CHECK: linalg.generic
  // CHECK: flow.return
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<128x256xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%o : tensor<128x256xf32>) -> tensor<128x256xf32>
  %m = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x256xf32>) outs(%fo : tensor<128x256xf32>) -> tensor<128x256xf32>
  %e = tensor.empty() : tensor<128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  %host = tensor.expand_shape %sum [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
  %h = tensor.collapse_shape %host [[0, 1]] : tensor<128x1xf32> into tensor<128xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %sum : tensor<128x256xf32>, tensor<128xf32>) outs(%o : tensor<128x256xf32>) {
  ^bb0(%x: f32, %s: f32, %out: f32):
    %y = arith.divf %x, %s : f32
    linalg.yield %y : f32
  } -> tensor<128x256xf32>
  return %r, %h : tensor<128x256xf32>, tensor<128xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
// A tiny loop body: the next state, its maximum and the comparison are one
// region returning the state and the condition (the terminator reads the
// state from the region), not a region for the state and one for the
// condition.
// CHECK-LABEL: func.func @tiny_loop_body
// CHECK: } do {
// CHECK: %[[R:.+]]:2 = flow.dispatch.region -> (tensor<64xf32>, tensor<i1>)
// CHECK-COUNT-3: linalg.generic
// CHECK: flow.return
// CHECK-NOT: flow.dispatch.region
// CHECK: scf.yield %[[R]]#0, %[[R]]#1
func.func @tiny_loop_body(%a: tensor<64xf32>, %c0: tensor<i1>) -> tensor<64xf32> {
  %r:2 = scf.while (%x = %a, %c = %c0) : (tensor<64xf32>, tensor<i1>) -> (tensor<64xf32>, tensor<i1>) {
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %x, %c : tensor<64xf32>, tensor<i1>
  } do {
  ^bb0(%x: tensor<64xf32>, %c: tensor<i1>):
    %e = tensor.empty() : tensor<64xf32>
    %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%v: f32, %o: f32):
      %half = arith.constant 0.5 : f32
      %w = arith.mulf %v, %half : f32
      linalg.yield %w : f32
    } -> tensor<64xf32>
    %ninf = arith.constant 0xFF800000 : f32
    %e0 = tensor.empty() : tensor<f32>
    %init = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %m = linalg.generic {indexing_maps = [#map, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%y : tensor<64xf32>) outs(%init : tensor<f32>) {
    ^bb0(%v: f32, %o: f32):
      %w = arith.maximumf %v, %o : f32
      linalg.yield %w : f32
    } -> tensor<f32>
    %eb = tensor.empty() : tensor<i1>
    %k = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%m : tensor<f32>) outs(%eb : tensor<i1>) {
    ^bb0(%v: f32, %o: i1):
      %one = arith.constant 1.0 : f32
      %w = arith.cmpf ogt, %v, %one : f32
      linalg.yield %w : i1
    } -> tensor<i1>
    scf.yield %y, %k : tensor<64xf32>, tensor<i1>
  }
  return %r#0 : tensor<64xf32>
}

// -----

// A reshape of a dynamically shaped tensor is a host view too, its dynamic
// size computed from the source's (a batch of rows split into parts, as
// split-K does), not a copy in a dispatch of its own.
// CHECK-LABEL: func.func @dynamic_reshape
// CHECK-SAME: (%[[A:.+]]: tensor<?x784xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[A]]
// CHECK: %[[V:.+]] = flow.tensor.reshape %[[A]] : tensor<?x784xf32> -> tensor<?x7x112xf32>{%[[N]]}
// CHECK: %[[DIM:.+]] = tensor.dim %[[V]]
// CHECK: flow.dispatch.region -> (tensor<?x7x112xf32>) dims(%[[DIM]])
// CHECK-NOT: tensor.expand_shape
// CHECK: ins(%[[V]] : tensor<?x7x112xf32>)
func.func @dynamic_reshape(%a: tensor<?x784xf32>) -> tensor<?x7x112xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x784xf32>
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, 7, 112] : tensor<?x784xf32> into tensor<?x7x112xf32>
  %init = tensor.empty(%n) : tensor<?x7x112xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e : tensor<?x7x112xf32>) outs(%init : tensor<?x7x112xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<?x7x112xf32>
  return %r : tensor<?x7x112xf32>
}
