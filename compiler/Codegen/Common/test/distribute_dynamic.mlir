// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --canonicalize %s | FileCheck %s --check-prefix=TILE
// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --canonicalize --iree-codegen-bufferize-dispatch --cse --canonicalize %s | FileCheck %s --check-prefix=BUF
// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups=version-full-tiles=false --canonicalize %s | FileCheck %s --check-prefix=UNVERSIONED

// A dispatch whose size is not a host expression of its push constants
// (here an index argument) runs in one workgroup, in a loop over tiles of
// 8 rows of its dynamic loop with the matmul fused into each; the matmul's
// temporary is then bounded by the tile (8x32) and reserved statically,
// viewed at the tile's actual size.
// TILE-LABEL: func.func @matmul_bias_dynamic
//  TILE-SAME: iree.workgroup_count = array<i64: 1, 1, 1>
//       TILE: scf.for %[[I:.+]] = %c0 to %[[N:.+]] step %c8
//       TILE: affine.min #{{.+}}(%[[I]])[%[[N]]]
//       TILE: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<?x64xf32>, tensor<64x32xf32>) outs(%{{.+}} : tensor<?x32xf32>)
//       TILE: linalg.generic
// BUF-LABEL: func.func @matmul_bias_dynamic
//       BUF: %[[STORAGE:.+]] = memref.alloca() {{.*}}: memref<8x32xf32>
//       BUF: scf.for
//       BUF: %[[TEMP:.+]] = memref.reinterpret_cast %[[STORAGE]] to offset: [0], sizes: [%{{.+}}, 32], strides: [32, 1] : memref<8x32xf32> to memref<?x32xf32>
//       BUF: linalg.matmul {{.*}} outs(%[[TEMP]] : memref<?x32xf32>)
//   BUF-NOT: memref.alloc(
func.func @matmul_bias_dynamic(%x: memref<f32>, %w: memref<64x32xf32>, %out: memref<f32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  %xv = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 64], strides: [64, 1] : memref<f32> to memref<?x64xf32>
  %ov = memref.reinterpret_cast %out to offset: [0], sizes: [%n, 32], strides: [32, 1] : memref<f32> to memref<?x32xf32>
  %xt = bufferization.to_tensor %xv restrict : memref<?x64xf32> to tensor<?x64xf32>
  %wt = bufferization.to_tensor %w restrict : memref<64x32xf32> to tensor<64x32xf32>
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %m = linalg.matmul ins(%xt, %wt : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<?x32xf32>
  bufferization.materialize_in_destination %r in restrict writable %ov : (tensor<?x32xf32>, memref<?x32xf32>) -> ()
  return
}

// -----

// The size joined from two push constants (low, high word): tiles of 8 rows
// over workgroups whose count the host computes from them, the static
// columns split in two (16 f32 each, a cache line), and copies of each
// tile's code with static shapes: for a full tile, and for each row of a
// partial one.
//      TILE: #[[COUNT:.+]] = affine_map<()[s0, s1] -> ((s0 + s1 * 4294967296) ceildiv 8, 2, 1)>
// TILE-LABEL: func.func @pushed_size
//  TILE-SAME: attributes {iree.workgroup_count_map = #[[COUNT]]}
//       TILE: scf.forall (%[[I:.+]], %[[J:.+]]) = (0, 0) to (%[[N:.+]], 32) step (8, 16)
//       TILE: %[[ROWS:.+]] = affine.min #{{.+}}(%[[I]])[%[[N]]]
//       TILE: %[[FULL:.+]] = arith.cmpi eq, %[[ROWS]], %c8
//       TILE: scf.if %[[FULL]]
//       TILE: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<8x64xf32>, tensor<64x16xf32>) outs(%{{.+}} : tensor<8x16xf32>)
//       TILE: } else {
//       TILE: scf.for %[[R:.+]] = %c0 to %[[ROWS]] step %c1
//       TILE: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<1x64xf32>, tensor<64x16xf32>) outs(%{{.+}} : tensor<1x16xf32>)
//       TILE: tensor.insert_slice %{{.+}} into %{{.+}}[%[[R]], 0] [1, 16]
//       TILE: tensor.parallel_insert_slice %{{.+}} into %{{.+}}[%[[I]], %[[J]]] [%[[ROWS]], 16]
// Bufferized, a full tile is computed in place, into a static view of the
// result (as a static program's tile is); the partial version copies its
// rows in: the branch yields no buffer.
//   BUF-LABEL: func.func @pushed_size
//       BUF: %[[PARTIAL:.+]] = memref.alloca() {{.*}}: memref<8x16xf32>
//       BUF: %[[RESULT:.+]] = memref.subview %{{.+}} : memref<?x32xf32> to memref<?x16xf32, strided<[32, 1], offset: ?>>
//       BUF: scf.if %{{.+}} {
//       BUF:   %[[FULL:.+]] = memref.subview %[[RESULT]][0, 0] [8, 16] [1, 1] : memref<?x16xf32, strided<[32, 1], offset: ?>> to memref<8x16xf32, strided<[32, 1], offset: ?>>
//       BUF:   linalg.matmul {{.*}} outs(%[[FULL]] : memref<8x16xf32, strided<[32, 1], offset: ?>>)
//   BUF-NOT:   linalg.copy
//       BUF: } else {
//       BUF:   scf.for
//       BUF:   linalg.copy ins(%{{.+}} : memref<?x16xf32>) outs(%[[RESULT]] :
//   BUF-NOT: scf.yield
//       BUF: return
// Without versioning (vmvx), every tile runs the dynamically sized code.
// UNVERSIONED-LABEL: func.func @pushed_size
//       UNVERSIONED: scf.forall
//   UNVERSIONED-NOT: scf.if
//       UNVERSIONED: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<?x64xf32>, tensor<64x16xf32>) outs(%{{.+}} : tensor<?x16xf32>)
//       UNVERSIONED: tensor.parallel_insert_slice
func.func @pushed_size(%x: memref<f32>, %w: memref<64x32xf32>, %out: memref<f32>, %lo: i32, %hi: i32) {
  %zero = arith.constant 0.0 : f32
  %c32 = arith.constant 32 : i64
  %l = arith.extui %lo : i32 to i64
  %h = arith.extui %hi : i32 to i64
  %hs = arith.shli %h, %c32 : i64
  %joined = arith.ori %l, %hs : i64
  %n = arith.index_cast %joined : i64 to index
  %xv = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 64], strides: [64, 1] : memref<f32> to memref<?x64xf32>
  %ov = memref.reinterpret_cast %out to offset: [0], sizes: [%n, 32], strides: [32, 1] : memref<f32> to memref<?x32xf32>
  %xt = bufferization.to_tensor %xv restrict : memref<?x64xf32> to tensor<?x64xf32>
  %wt = bufferization.to_tensor %w restrict : memref<64x32xf32> to tensor<64x32xf32>
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %m = linalg.matmul ins(%xt, %wt : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32>
  bufferization.materialize_in_destination %m in restrict writable %ov : (tensor<?x32xf32>, memref<?x32xf32>) -> ()
  return
}

// -----

// A tile a backend's kernel strategy chose (iree.workgroup_tile_sizes: the
// SPIR-V matmul kernel's 16 x 32) replaces the default 8-row tiles of the
// dynamic loop and the split of the static one.
//      TILE: #[[KERNEL_COUNT:.+]] = affine_map<()[s0, s1] -> ((s0 + s1 * 4294967296) ceildiv 16, 2, 1)>
// TILE-LABEL: func.func @kernel_tile
//  TILE-SAME: attributes {iree.workgroup_count_map = #[[KERNEL_COUNT]]}
//       TILE: scf.forall ({{.+}}) = (0, 0) to (%{{.+}}, 64) step (16, 32)
//       TILE: linalg.matmul {{.*}}ins(%{{.+}}, %{{.+}} : tensor<16x64xf32>, tensor<64x32xf32>) outs(%{{.+}} : tensor<16x32xf32>)
func.func @kernel_tile(%x: memref<f32>, %w: memref<64x64xf32>, %out: memref<f32>, %lo: i32, %hi: i32) {
  %zero = arith.constant 0.0 : f32
  %c32 = arith.constant 32 : i64
  %l = arith.extui %lo : i32 to i64
  %h = arith.extui %hi : i32 to i64
  %hs = arith.shli %h, %c32 : i64
  %joined = arith.ori %l, %hs : i64
  %n = arith.index_cast %joined : i64 to index
  %xv = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 64], strides: [64, 1] : memref<f32> to memref<?x64xf32>
  %ov = memref.reinterpret_cast %out to offset: [0], sizes: [%n, 64], strides: [64, 1] : memref<f32> to memref<?x64xf32>
  %xt = bufferization.to_tensor %xv restrict : memref<?x64xf32> to tensor<?x64xf32>
  %wt = bufferization.to_tensor %w restrict : memref<64x64xf32> to tensor<64x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  %m = linalg.matmul {iree.workgroup_tile_sizes = array<i64: 16, 32, 0>} ins(%xt, %wt : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f : tensor<?x64xf32>) -> tensor<?x64xf32>
  bufferization.materialize_in_destination %m in restrict writable %ov : (tensor<?x64xf32>, memref<?x64xf32>) -> ()
  return
}
