// RUN: iree-opt --split-input-file --iree-spirv-distribute-to-invocations=workgroup-size=128 %s | FileCheck %s

// A parallel nest is shared among the invocations (linearized, from the
// invocation's id in steps of the workgroup size); a store no nest holds
// runs on invocation 0; a sequential loop holding nests runs on every
// invocation with its nests shared and a barrier after each; barriers
// separate what one op writes from the next.
// CHECK-LABEL: func.func @chunks
// CHECK: %[[ID:.+]] = gpu.thread_id x
// CHECK: %[[FIRST:.+]] = arith.cmpi eq, %[[ID]], %c0
// CHECK: scf.if %[[FIRST]] {
// CHECK:   memref.store
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for %[[CHUNK:.+]] = %c0{{.*}} to %c64 step %c16 {
// CHECK:   scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c128 {
// CHECK:     memref.store %{{.+}}, %[[TMP:.+]][
// CHECK:   }
// CHECK-NEXT: gpu.barrier
// CHECK:   scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c128 {
// CHECK:     memref.load %[[TMP]]
// CHECK:   }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
// CHECK-NOT: gpu.barrier
// CHECK: return
func.func @chunks(%in: memref<64x32xf32>, %out: memref<64x32xf32>, %flag: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %flag[%c0] : memref<1xf32>
  %tmp = memref.alloca() : memref<16x32xf32>
  scf.for %chunk = %c0 to %c64 step %c16 {
    scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c32) step (%c1, %c1) {
      %row = arith.addi %chunk, %i : index
      %v = memref.load %in[%row, %j] : memref<64x32xf32>
      memref.store %v, %tmp[%i, %j] : memref<16x32xf32>
      scf.reduce
    }
    scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c32) step (%c1, %c1) {
      %row = arith.addi %chunk, %i : index
      %v = memref.load %tmp[%i, %j] : memref<16x32xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %out[%row, %j] : memref<64x32xf32>
      scf.reduce
    }
  }
  return
}

// -----

// A kernel's own barrier (between the subgroups' last reads of workgroup
// memory and the per-invocation stores reusing it) is every invocation's:
// not guarded like a store, and no second barrier before the next run.
// CHECK-LABEL: func.func @kernel_barrier
// CHECK-NOT: scf.if
// CHECK: %[[V:.+]] = memref.load %{{.+}} : memref<4xf32, 3>
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %[[V]], %{{.+}} {iree.spirv.per_invocation}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: return
func.func @kernel_barrier(%out: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %shared = memref.alloc() : memref<4xf32, 3>
  %v = memref.load %shared[%c0] : memref<4xf32, 3>
  gpu.barrier
  memref.store %v, %shared[%c1] {iree.spirv.per_invocation} : memref<4xf32, 3>
  scf.parallel (%i) = (%c0) to (%c128) step (%c1) {
    %w = memref.load %shared[%c1] : memref<4xf32, 3>
    memref.store %w, %out[%i] : memref<128xf32>
    scf.reduce
  }
  return
}

// -----

// The versions of a dynamically sized tile (a full tile's static code, a
// partial one's rows) are a branch at the top of the workgroup's code: every
// invocation takes the same side, and each side's nests are shared with a
// barrier after each, as at the top.
// CHECK-LABEL: func.func @versioned_tile
// CHECK: %[[ID:.+]] = gpu.thread_id x
// CHECK: scf.if %{{.+}} {
// CHECK:   scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c128 {
// CHECK:     memref.store
// CHECK:   }
// CHECK-NEXT: gpu.barrier
// CHECK: } else {
// CHECK:   scf.for %{{.+}} = %c0{{.*}} to %[[ROWS:.+]] step %c1{{.*}} {
// CHECK:     scf.for %{{.+}} = %[[ID]] to %{{.+}} step %c128 {
// CHECK:       memref.store
// CHECK:     }
// CHECK-NEXT: gpu.barrier
// CHECK:   }
// CHECK: }
func.func @versioned_tile(%out: memref<8x32xf32>, %rows: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %full = arith.cmpi eq, %rows, %c8 : index
  scf.if %full {
    scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c32) step (%c1, %c1) {
      memref.store %zero, %out[%i, %j] : memref<8x32xf32>
    }
  } else {
    scf.for %r = %c0 to %rows step %c1 {
      scf.parallel (%j) = (%c0) to (%c32) step (%c1) {
        memref.store %zero, %out[%r, %j] : memref<8x32xf32>
      }
    }
  }
  return
}
