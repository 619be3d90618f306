// RUN: iree-opt --split-input-file --iree-spirv-hoist-accumulators %s | FileCheck %s

// A reduction's output element is loaded once before its loop, carried
// through it and stored once after.
// CHECK-LABEL: func.func @row_sum
// CHECK: %[[INIT:.+]] = memref.load %[[OUT:.+]][%[[ROW:.+]]] : memref<4xf32>
// CHECK: %[[SUM:.+]] = scf.for {{.+}} iter_args(%[[ACC:.+]] = %[[INIT]]) -> (f32)
// CHECK-NOT: memref.store
// CHECK: arith.addf %[[ACC]]
// CHECK: scf.yield
// CHECK: memref.store %[[SUM]], %[[OUT]][%[[ROW]]]
func.func @row_sum(%in: memref<4x8xf32>, %out: memref<4xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %acc = memref.load %out[%row] : memref<4xf32>
    %x = memref.load %in[%row, %k] : memref<4x8xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %out[%row] : memref<4xf32>
  }
  return
}

// -----

// The loop also reads the output buffer through a view: the element stays in
// memory.
// CHECK-LABEL: func.func @aliased
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: memref.load %{{.+}}[%{{.+}}] : memref<4xf32>
// CHECK: memref.store
func.func @aliased(%out: memref<4xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %view = memref.subview %out[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  scf.for %k = %c0 to %c2 step %c1 {
    %acc = memref.load %out[%row] : memref<4xf32>
    %x = memref.load %view[%k] : memref<2xf32, strided<[1], offset: 2>>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %out[%row] : memref<4xf32>
  }
  return
}

// -----

// Other invocations may read the element at a barrier in the loop, and a
// loop that may not run must not store.
// CHECK-LABEL: func.func @not_hoisted
// CHECK-NOT: iter_args
// CHECK: return
func.func @not_hoisted(%in: memref<8xf32>, %out: memref<4xf32>, %row: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %acc = memref.load %out[%row] : memref<4xf32>
    %x = memref.load %in[%k] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %out[%row] : memref<4xf32>
    gpu.barrier
  }
  scf.for %k = %c0 to %n step %c1 {
    %acc = memref.load %out[%row] : memref<4xf32>
    %x = memref.load %in[%k] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %out[%row] : memref<4xf32>
  }
  return
}

// -----

// A register block of a tiled matmul (vector transfers of a subview of the
// output tile) is carried through both K loops around it; the reads of the
// other bindings' subviews do not alias it.
// CHECK-LABEL: func.func @vector_block
// CHECK: %[[BLOCK:.+]] = memref.subview %[[C:.+]][%{{.+}}, 0] [4, 16]
// CHECK: %[[INIT:.+]] = vector.transfer_read %[[BLOCK]]
// CHECK: %[[OUTER:.+]] = scf.for {{.+}} iter_args(%[[ACC0:.+]] = %[[INIT]]) -> (vector<4x16xf32>)
// CHECK: %[[INNER:.+]] = scf.for {{.+}} iter_args(%[[ACC:.+]] = %[[ACC0]]) -> (vector<4x16xf32>)
// CHECK-NOT: vector.transfer_write
// CHECK: vector.contract {{.+}} %[[ACC]]
// CHECK: scf.yield
// CHECK: scf.yield %[[INNER]]
// CHECK: vector.transfer_write %[[OUTER]], %[[BLOCK]]
func.func @vector_block(%a: memref<8x2x32xf32>, %b: memref<2x32x16xf32>, %c: memref<8x16xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %h = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c32 step %c1 {
      %av = memref.subview %a[%m, %h, %k] [4, 1, 1] [1, 1, 1] : memref<8x2x32xf32> to memref<4x1xf32, strided<[64, 1], offset: ?>>
      %bv = memref.subview %b[%h, %k, 0] [1, 1, 16] [1, 1, 1] : memref<2x32x16xf32> to memref<1x16xf32, strided<[16, 1], offset: ?>>
      %cv = memref.subview %c[%m, 0] [4, 16] [1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
      %x = vector.transfer_read %av[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<4x1xf32, strided<[64, 1], offset: ?>>, vector<4x1xf32>
      %y = vector.transfer_read %bv[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<1x16xf32, strided<[16, 1], offset: ?>>, vector<1x16xf32>
      %acc = vector.transfer_read %cv[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<4x16xf32, strided<[16, 1], offset: ?>>, vector<4x16xf32>
      %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
      vector.transfer_write %r, %cv[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<4x16xf32, strided<[16, 1], offset: ?>>
    }
  }
  return
}

// -----

// A transfer of another shape through the same block is another access:
// nothing moves.
// CHECK-LABEL: func.func @vector_block_other_access
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: vector.transfer_read {{.+}} vector<4x16xf32>
// CHECK: vector.transfer_read {{.+}} vector<16xf32>
// CHECK: vector.transfer_write
func.func @vector_block_other_access(%c: memref<8x16xf32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %f0 = arith.constant 0.0 : f32
  %cv = memref.subview %c[%m, 0] [4, 16] [1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  scf.for %k = %c0 to %c32 step %c1 {
    %acc = vector.transfer_read %cv[%c0, %c0], %f0 {in_bounds = [true, true]} : memref<4x16xf32, strided<[16, 1], offset: ?>>, vector<4x16xf32>
    %row = vector.transfer_read %c[%c0, %c0], %f0 {in_bounds = [true]} : memref<8x16xf32>, vector<16xf32>
    %b = vector.broadcast %row : vector<16xf32> to vector<4x16xf32>
    %r = arith.addf %acc, %b : vector<4x16xf32>
    vector.transfer_write %r, %cv[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<4x16xf32, strided<[16, 1], offset: ?>>
  }
  return
}
