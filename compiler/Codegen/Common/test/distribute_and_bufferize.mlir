// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --canonicalize %s | FileCheck %s --check-prefix=TILE
// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --canonicalize --iree-codegen-bufferize-dispatch --cse --canonicalize %s | FileCheck %s --check-prefix=BUF

#map = affine_map<(d0, d1) -> (d0, d1)>
// A matmul with a bias epilogue: an 8x8 grid of 16x64 tiles, the fill and
// matmul fused into each tile, written in place into the output binding.
// TILE-LABEL: func.func @matmul_bias
// TILE-SAME: iree.workgroup_count = array<i64: 8, 8, 1>
// TILE: scf.forall (%{{.+}}, %{{.+}}) = (0, 0) to (128, 512) step (16, 64)
// TILE: linalg.fill
// TILE: linalg.matmul {{.*}} -> tensor<16x64xf32>
// TILE: linalg.generic
// BUF-LABEL: func.func @matmul_bias
// BUF-SAME: (%[[X:[a-z0-9]+]]: memref<128x256xf32>, %[[W:[a-z0-9]+]]: memref<256x512xf32>, %[[B:[a-z0-9]+]]: memref<128x512xf32>, %[[OUT:[a-z0-9]+]]: memref<128x512xf32>, %[[WGX:[a-z0-9]+]]: index, %[[WGY:[a-z0-9]+]]: index, %{{.+}}: index)
// BUF-NOT: scf.forall
// BUF-DAG: %[[ROW:.+]] = arith.muli %[[WGX]], %c16
// BUF-DAG: %[[COL:.+]] = arith.muli %[[WGY]], %c64
// BUF: memref.subview %[[X]][%[[ROW]], 0] [16, 256]
// BUF: linalg.matmul
// BUF: %[[OUTTILE:.+]] = memref.subview %[[OUT]][%[[ROW]], %[[COL]]] [16, 64]
// BUF: linalg.generic {{.+}} outs(%[[OUTTILE]]
// BUF-NOT: memref.copy
// BUF-NOT: linalg.copy
func.func @matmul_bias(%x: memref<128x256xf32>, %w: memref<256x512xf32>, %b: memref<128x512xf32>, %out: memref<128x512xf32>) {
  %tx = bufferization.to_tensor %x restrict : memref<128x256xf32> to tensor<128x256xf32>
  %tw = bufferization.to_tensor %w restrict : memref<256x512xf32> to tensor<256x512xf32>
  %tb = bufferization.to_tensor %b restrict : memref<128x512xf32> to tensor<128x512xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x512xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<128x512xf32>) -> tensor<128x512xf32>
  %m = linalg.matmul ins(%tx, %tw : tensor<128x256xf32>, tensor<256x512xf32>) outs(%f : tensor<128x512xf32>) -> tensor<128x512xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m, %tb : tensor<128x512xf32>, tensor<128x512xf32>) outs(%e : tensor<128x512xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<128x512xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x512xf32>, memref<128x512xf32>) -> ()
  return
}

// -----

// Small work stays in one workgroup and is not tiled.
// TILE-LABEL: func.func @tiny
// TILE-SAME: iree.workgroup_count = array<i64: 1, 1, 1>
// TILE-NOT: scf.forall
// BUF-LABEL: func.func @tiny
// BUF: linalg.generic {{.+}} ins(%{{.+}} : memref<4xf32>) outs(%{{.+}} : memref<4xf32>)
func.func @tiny(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.absf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// A matmul accumulating into an input binding: the copy of the input into
// the output is fused into each tile, so every workgroup copies only its own
// 16x16 slice before accumulating into it.
// TILE-LABEL: func.func @matmul_into_input
// TILE: scf.forall
// TILE: linalg.copy ins(%{{.+}} : tensor<16x16xf32>)
// TILE: linalg.matmul {{.*}} -> tensor<16x16xf32>
// BUF-LABEL: func.func @matmul_into_input
// BUF-SAME: (%{{.+}}: memref<128x64xf32>, %{{.+}}: memref<64x128xf32>, %[[C:[a-z0-9]+]]: memref<128x128xf32>, %[[OUT:[a-z0-9]+]]: memref<128x128xf32>
// BUF: %[[CTILE:.+]] = memref.subview %[[C]]{{.+}} [16, 16]
// BUF: %[[OUTTILE:.+]] = memref.subview %[[OUT]]{{.+}} [16, 16]
// BUF: linalg.copy ins(%[[CTILE]] {{.+}} outs(%[[OUTTILE]]
// BUF: linalg.matmul {{.+}} outs(%[[OUTTILE]]
func.func @matmul_into_input(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>, %out: memref<128x128xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<128x64xf32> to tensor<128x64xf32>
  %tb = bufferization.to_tensor %b restrict : memref<64x128xf32> to tensor<64x128xf32>
  %tc = bufferization.to_tensor %c restrict : memref<128x128xf32> to tensor<128x128xf32>
  %r = linalg.matmul ins(%ta, %tb : tensor<128x64xf32>, tensor<64x128xf32>) outs(%tc : tensor<128x128xf32>) -> tensor<128x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x128xf32>, memref<128x128xf32>) -> ()
  return
}

// -----

// A pad of a computed tensor (not tiled: a pad is no linalg root) fills the
// output and computes its source straight into the output's interior: no
// temporary, which Vulkan would have to place in scarce workgroup memory.
// BUF-LABEL: func.func @pad_of_generic
// BUF-SAME: (%[[IN:[a-z0-9]+]]: memref<33x65xf32>, %[[OUT:[a-z0-9]+]]: memref<36x72xf32>
// BUF-NOT: memref.alloc
// BUF: linalg.fill ins(%{{.+}} : f32) outs(%[[OUT]] : memref<36x72xf32>)
// BUF: %[[INTERIOR:.+]] = memref.subview %[[OUT]][2, 3] [33, 65] [1, 1]
// BUF: linalg.generic {{.+}} ins(%[[IN]] : memref<33x65xf32>) outs(%[[INTERIOR]] : memref<33x65xf32, strided<[72, 1], offset: 147>>)
// BUF-NOT: linalg.copy
func.func @pad_of_generic(%in: memref<33x65xf32>, %out: memref<36x72xf32>) {
  %t = bufferization.to_tensor %in restrict : memref<33x65xf32> to tensor<33x65xf32>
  %cst = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<33x65xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<33x65xf32>) outs(%e : tensor<33x65xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<33x65xf32>
  %p = tensor.pad %g low[2, 3] high[1, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<33x65xf32> to tensor<36x72xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<36x72xf32>, memref<36x72xf32>) -> ()
  return
}

// -----

// A pad of a binding's tensor becomes an elementwise generic that reads the
// source at its position less the low padding (clamped, selected against
// the padding value), so it is split over workgroups like any other.
// TILE-LABEL: func.func @pad_of_binding
// TILE-SAME: iree.workgroup_count = array<i64: 2, 1, 1>
// TILE: scf.forall
// TILE: linalg.generic
// TILE: %[[I:.+]] = linalg.index 0 : index
// TILE: arith.subi %[[I]], %c1 : index
// TILE: tensor.extract %{{.+}} : tensor<512x64xf32>
// TILE: arith.select %{{.+}}, %{{.+}}, %cst : f32
// TILE-NOT: tensor.pad
func.func @pad_of_binding(%in: memref<512x64xf32>, %out: memref<514x66xf32>) {
  %t = bufferization.to_tensor %in restrict : memref<512x64xf32> to tensor<512x64xf32>
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<512x64xf32> to tensor<514x66xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<514x66xf32>, memref<514x66xf32>) -> ()
  return
}

// -----

// A segment sum: only the column dim (which no index moves) is split, into
// tiles of at least a cache line (16 f32); every tile runs all 4096 scatter
// positions over its columns, in place in the output binding.
// TILE-LABEL: func.func @scatter_rows
// TILE-SAME: iree.workgroup_count = array<i64: 8, 1, 1>
// TILE: scf.forall (%[[C:.+]]) = (0) to (128) step (16)
// TILE: linalg.fill {{.+}} -> tensor<256x16xf32>
// TILE: linalg_ext.scatter dimension_map = [0] ins(%{{.+}} : tensor<4096x1x16xf32>) indices(%{{.+}} : tensor<4096x1xi32>) outs(%{{.+}} : tensor<256x16xf32>)
// BUF-LABEL: func.func @scatter_rows
// BUF-SAME: (%[[U:[a-z0-9]+]]: memref<4096x1x128xf32>, %[[I:[a-z0-9]+]]: memref<4096x1xi32>, %[[OUT:[a-z0-9]+]]: memref<256x128xf32>, %[[WGX:[a-z0-9]+]]: index
// BUF: %[[COL:.+]] = arith.muli %[[WGX]], %c16
// BUF: %[[UT:.+]] = memref.subview %[[U]][0, 0, %[[COL]]] [4096, 1, 16]
// BUF: %[[OT:.+]] = memref.subview %[[OUT]][0, %[[COL]]] [256, 16]
// BUF: linalg.fill {{.+}} outs(%[[OT]]
// BUF: linalg_ext.scatter dimension_map = [0] ins(%[[UT]] : {{.+}}) indices(%[[I]] : memref<4096x1xi32>) outs(%[[OT]] : {{.+}})
// BUF-NOT: memref.copy
func.func @scatter_rows(%u: memref<4096x1x128xf32>, %i: memref<4096x1xi32>, %out: memref<256x128xf32>) {
  %tu = bufferization.to_tensor %u restrict : memref<4096x1x128xf32> to tensor<4096x1x128xf32>
  %ti = bufferization.to_tensor %i restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %r = linalg_ext.scatter dimension_map = [0] ins(%tu : tensor<4096x1x128xf32>) indices(%ti : tensor<4096x1xi32>) outs(%f : tensor<256x128xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  } -> tensor<256x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x128xf32>, memref<256x128xf32>) -> ()
  return
}

// -----

// Updates gathered in the dispatch: each workgroup's scatter loops over
// chunks of 256 positions (16 KiB of its 16 columns), the gather fused into
// each chunk and the fill of the output done once, before the chunks.
// TILE-LABEL: func.func @scatter_gathered_rows
// TILE: scf.forall (%[[C:.+]]) = (0) to (128) step (16)
// TILE: %[[FILL:.+]] = linalg.fill {{.+}} -> tensor<256x16xf32>
// TILE: scf.for %[[P:.+]] = %c0 to %c4096 step %c256 iter_args(%[[ACC:.+]] = %[[FILL]])
// TILE: %[[ROWS:.+]] = linalg.generic
// TILE: } -> tensor<256x1x16xf32>
// TILE-NOT: linalg.fill
// TILE: %[[IDX:.+]] = tensor.extract_slice %{{.+}}[%[[P]], 0] [256, 1] [1, 1]
// TILE: linalg_ext.scatter dimension_map = [0] ins(%[[ROWS]] : tensor<256x1x16xf32>) indices(%[[IDX]] : tensor<256x1xi32>) outs(%[[ACC]] : tensor<256x16xf32>)
func.func @scatter_gathered_rows(%t: memref<10000x128xf32>, %g: memref<4096x1xi32>, %i: memref<4096x1xi32>, %out: memref<256x128xf32>) {
  %tt = bufferization.to_tensor %t restrict : memref<10000x128xf32> to tensor<10000x128xf32>
  %tg = bufferization.to_tensor %g restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %ti = bufferization.to_tensor %i restrict : memref<4096x1xi32> to tensor<4096x1xi32>
  %c0 = arith.constant 0 : index
  %e3 = tensor.empty() : tensor<4096x1x128xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e3 : tensor<4096x1x128xf32>) {
  ^bb0(%o: f32):
    %r = linalg.index 0 : index
    %c = linalg.index 2 : index
    %x = tensor.extract %tg[%r, %c0] : tensor<4096x1xi32>
    %xi = arith.index_cast %x : i32 to index
    %v = tensor.extract %tt[%xi, %c] : tensor<10000x128xf32>
    linalg.yield %v : f32
  } -> tensor<4096x1x128xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x128xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4096x1x128xf32>) indices(%ti : tensor<4096x1xi32>) outs(%f : tensor<256x128xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  } -> tensor<256x128xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x128xf32>, memref<256x128xf32>) -> ()
  return
}
