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
