// RUN: iree-opt --split-input-file --iree-linalg-ext-lower-to-loops --canonicalize %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-linalg-ext-lower-to-loops=vectorize=true --canonicalize %s | FileCheck %s --check-prefix=VEC
// RUN: iree-opt --split-input-file --iree-linalg-ext-lower-to-loops=parallel-outer=true --canonicalize %s | FileCheck %s --check-prefix=PAR
// RUN: iree-opt --split-input-file --iree-linalg-ext-lower-to-loops="parallel-outer=true atomic-integer=true atomic-float-add=true" --canonicalize %s | FileCheck %s --check-prefix=ATOMIC

// Rows of a segment sum: scatter positions in order, the row index checked
// once per position, the free column dim innermost (as one vector with
// vectorize, outermost and parallel with parallel-outer).
// CHECK-LABEL: func.func @rows
// CHECK: scf.for %[[S:.+]] = %c0 to %c4 step %c1 {
// CHECK:   %[[I:.+]] = memref.load %{{.+}}[%[[S]], %c0] : memref<4x1xi32>
// CHECK:   %[[ROW:.+]] = arith.index_cast %[[I]] : i32 to index
// CHECK:   %[[LT:.+]] = arith.cmpi slt, %[[ROW]], %c16 : index
// CHECK:   %[[GE:.+]] = arith.cmpi sge, %[[ROW]], %c0 : index
// CHECK:   %[[IN:.+]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:   scf.if %[[IN]] {
// CHECK:     scf.for %[[C:.+]] = %c0 to %c8 step %c1 {
// CHECK:       %[[CUR:.+]] = memref.load %[[X:.+]][%[[ROW]], %[[C]]] : memref<16x8xf32>
// CHECK:       %[[UPD:.+]] = memref.load %{{.+}}[%[[S]], %c0, %[[C]]] : memref<4x1x8xf32>
// CHECK:       %[[SUM:.+]] = arith.addf %[[CUR]], %[[UPD]] : f32
// CHECK:       memref.store %[[SUM]], %[[X]][%[[ROW]], %[[C]]] : memref<16x8xf32>
// VEC-LABEL: func.func @rows
// VEC: scf.for %[[S:.+]] = %c0 to %c4 step %c1 {
// VEC:   scf.if
// VEC-NOT: scf.for
// VEC:     %[[CUR:.+]] = vector.transfer_read %[[X:.+]][%[[ROW:.+]], %c0], %{{.+}} {in_bounds = [true]} : memref<16x8xf32>, vector<8xf32>
// VEC:     %[[UPD:.+]] = vector.transfer_read %{{.+}}[%[[S]], %c0, %c0], %{{.+}} {in_bounds = [true]} : memref<4x1x8xf32>, vector<8xf32>
// VEC:     %[[SUM:.+]] = arith.addf %[[CUR]], %[[UPD]] : vector<8xf32>
// VEC:     vector.transfer_write %[[SUM]], %[[X]][%[[ROW]], %c0] {in_bounds = [true]}
// PAR-LABEL: func.func @rows
// PAR: scf.parallel (%[[C:.+]]) = (%c0) to (%c8) step (%c1) {
// PAR:   scf.for %[[S:.+]] = %c0 to %c4 step %c1 {
// PAR:     scf.if
// PAR:       memref.load %{{.+}}[%{{.+}}, %[[C]]] : memref<16x8xf32>
// With atomics, positions and columns are one parallel loop and each update
// adds into the destination atomically.
// ATOMIC-LABEL: func.func @rows
// ATOMIC: scf.parallel (%[[S:.+]], %[[C:.+]]) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// ATOMIC:   %[[I:.+]] = memref.load %{{.+}}[%[[S]], %c0] : memref<4x1xi32>
// ATOMIC:   %[[ROW:.+]] = arith.index_cast %[[I]] : i32 to index
// ATOMIC:   scf.if
// ATOMIC:     %[[UPD:.+]] = memref.load %{{.+}}[%[[S]], %c0, %[[C]]] : memref<4x1x8xf32>
// ATOMIC:     memref.atomic_rmw addf %[[UPD]], %{{.+}}[%[[ROW]], %[[C]]] : (f32, memref<16x8xf32>) -> f32
// ATOMIC-NOT: scf.for
// ATOMIC: return
func.func @rows(%u: memref<4x1x8xf32>, %i: memref<4x1xi32>, %x: memref<16x8xf32>) {
  linalg_ext.scatter dimension_map = [0] ins(%u : memref<4x1x8xf32>) indices(%i : memref<4x1xi32>) outs(%x : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  }
  return
}

// -----

// A window that indices move in both dims: each element's position is
// start + offset, checked per dim; the constant in the combiner is a splat
// when vectorized (nothing is vectorized here: no dim is free).
// CHECK-LABEL: func.func @windows
// CHECK: scf.for %[[S:.+]] = %c0 to %c2 step %c1 {
// CHECK:   %[[I0:.+]] = memref.load %{{.+}}[%[[S]], %c0] : memref<2x2xi64>
// CHECK:   %[[R0:.+]] = arith.index_cast %[[I0]] : i64 to index
// CHECK:   %[[I1:.+]] = memref.load %{{.+}}[%[[S]], %c1] : memref<2x2xi64>
// CHECK:   %[[R1:.+]] = arith.index_cast %[[I1]] : i64 to index
// CHECK:   scf.for %[[W0:.+]] = %c0 to %c2 step %c1 {
// CHECK:     %[[P0:.+]] = arith.addi %[[R0]], %[[W0]] : index
// CHECK:     scf.if
// CHECK:       scf.for %[[W1:.+]] = %c0 to %c2 step %c1 {
// CHECK:         %[[P1:.+]] = arith.addi %[[R1]], %[[W1]] : index
// CHECK:         scf.if
// CHECK:           memref.load %{{.+}}[%[[P0]], %[[P1]]] : memref<4x4xi32>
// CHECK:           memref.load %{{.+}}[%[[S]], %[[W0]], %[[W1]]] : memref<2x2x2xi32>
// CHECK:           arith.muli
// VEC-LABEL: func.func @windows
// VEC-NOT: vector.
// VEC: return
func.func @windows(%u: memref<2x2x2xi32>, %i: memref<2x2xi64>, %x: memref<4x4xi32>) {
  linalg_ext.scatter dimension_map = [0, 1] ins(%u : memref<2x2x2xi32>) indices(%i : memref<2x2xi64>) outs(%x : memref<4x4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %two = arith.constant 2 : i32
    %d = arith.muli %b, %two : i32
    %s = arith.addi %a, %d : i32
    linalg_ext.yield %s : i32
  }
  return
}

// -----

// A combiner constant becomes a splat on vectors.
// VEC-LABEL: func.func @splat_constant
// VEC: %[[TWO:.+]] = arith.constant dense<2.000000e+00> : vector<4xf32>
// VEC: %[[UPD:.+]] = vector.transfer_read
// VEC: arith.mulf %[[UPD]], %[[TWO]] : vector<4xf32>
func.func @splat_constant(%u: memref<3x1x4xf32>, %i: memref<3x1xi32>, %x: memref<5x4xf32>) {
  linalg_ext.scatter dimension_map = [0] ins(%u : memref<3x1x4xf32>) indices(%i : memref<3x1xi32>) outs(%x : memref<5x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %two = arith.constant 2.0 : f32
    %d = arith.mulf %b, %two : f32
    linalg_ext.yield %d : f32
  }
  return
}

// -----

// Atomics address the view's source; an integer max is one too.
// ATOMIC-LABEL: func.func @max_into_view
// ATOMIC: scf.parallel (%[[S:.+]], %[[C:.+]]) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// ATOMIC:   %[[COL:.+]] = arith.addi %[[C]], %c8 : index
// ATOMIC:   memref.atomic_rmw maxs %{{.+}}, %{{.+}}[%{{.+}}, %[[COL]]] : (i32, memref<16x16xi32>) -> i32
func.func @max_into_view(%u: memref<4x1x8xi32>, %i: memref<4x1xi32>, %y: memref<16x16xi32>) {
  %x = memref.subview %y[0, 8] [16, 8] [1, 1] : memref<16x16xi32> to memref<16x8xi32, strided<[16, 1], offset: 8>>
  linalg_ext.scatter dimension_map = [0] ins(%u : memref<4x1x8xi32>) indices(%i : memref<4x1xi32>) outs(%x : memref<16x8xi32, strided<[16, 1], offset: 8>>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.maxsi %b, %a : i32
    linalg_ext.yield %s : i32
  }
  return
}

// -----

// No atomic for a combiner that is not one (a product), nor for a temporary
// destination: positions stay a sequential loop.
// ATOMIC-LABEL: func.func @not_atomic
// ATOMIC: scf.parallel (%{{.+}}) = (%c0) to (%c8) step (%c1) {
// ATOMIC:   scf.for
// ATOMIC: scf.parallel (%{{.+}}) = (%c0) to (%c8) step (%c1) {
// ATOMIC:   scf.for
// ATOMIC-NOT: memref.atomic_rmw
// ATOMIC: return
func.func @not_atomic(%u: memref<4x1x8xf32>, %i: memref<4x1xi32>, %x: memref<16x8xf32>) {
  linalg_ext.scatter dimension_map = [0] ins(%u : memref<4x1x8xf32>) indices(%i : memref<4x1xi32>) outs(%x : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.mulf %a, %b : f32
    linalg_ext.yield %s : f32
  }
  %t = memref.alloca() : memref<16x8xf32>
  linalg_ext.scatter dimension_map = [0] ins(%u : memref<4x1x8xf32>) indices(%i : memref<4x1xi32>) outs(%t : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg_ext.yield %s : f32
  }
  memref.copy %t, %x : memref<16x8xf32> to memref<16x8xf32>
  return
}
