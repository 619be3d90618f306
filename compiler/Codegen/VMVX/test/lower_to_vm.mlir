// RUN: iree-opt --split-input-file --iree-codegen-widen-narrow-integers --fold-memref-alias-ops --expand-strided-metadata --lower-affine --convert-scf-to-cf --canonicalize --iree-vmvx-lower-to-vm --canonicalize %s | FileCheck %s

// Kernels take their bindings as buffers and the workgroup id and count as
// six i32s; loads and stores index the base buffer by linearized element
// offsets, views only move the offset.
// CHECK-LABEL: vm.func @scalar
// CHECK-SAME: (%[[IN:.+]]: !vm.buffer, %[[OUT:.+]]: !vm.buffer, %[[X:.+]]: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32)
// CHECK: %[[ID:.+]] = vm.ext.i32.i64.u %[[X]]
// CHECK: %[[ROW:.+]] = vm.mul.i64 %[[ID]], %{{.+}}
// CHECK: %[[V:.+]] = vm.buffer.load.f32 %[[IN]][%[[ROW]]]
// CHECK: %[[E:.+]] = vm.exp.f32 %[[V]]
// CHECK: vm.buffer.store.f32 %[[E]], %[[OUT]][%{{.+}}]
// CHECK: vm.export @scalar
func.func @scalar(%in: memref<4x8xf32>, %out: memref<4x8xf32>, %x: index, %y: index, %z: index) {
  %row = memref.subview %in[%x, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.load %row[%c0] : memref<8xf32, strided<[1], offset: ?>>
  %e = math.exp %v : f32
  memref.store %e, %out[%x, %c3] : memref<4x8xf32>
  return
}

// -----

// i8 arithmetic wraps in 8 bits and compares signed; i8 elements load
// zero-extended; f16 elements are their 16 bits.
// CHECK-LABEL: vm.func @narrow
// CHECK: %[[A:.+]] = vm.buffer.load.i8.u
// CHECK: %[[B:.+]] = vm.buffer.load.i8.u
// CHECK: %[[SUM:.+]] = vm.add.i32
// CHECK: vm.trunc.i32.i8 %[[SUM]]
// CHECK: vm.ext.i8.i32.s
// CHECK: vm.cmp.lt.i32.s
// CHECK: vm.buffer.load.i16.u
// CHECK: vm.buffer.store.i16
func.func @narrow(%a: memref<2xi8>, %h: memref<2xf16>, %out: memref<2xi8>, %x: index, %y: index, %z: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %va = memref.load %a[%c0] : memref<2xi8>
  %vb = memref.load %a[%c1] : memref<2xi8>
  %sum = arith.addi %va, %vb : i8
  %lt = arith.cmpi slt, %sum, %va : i8
  %r = arith.select %lt, %sum, %va : i8
  memref.store %r, %out[%c0] : memref<2xi8>
  %hv = memref.load %h[%c0] : memref<2xf16>
  memref.store %hv, %h[%c1] : memref<2xf16>
  return
}

// -----

// vmvx ops become calls of the runtime's microkernels (a float fill value as
// its bits, 1.5f here); temporaries are buffers of their byte size.
// CHECK-LABEL: vm.module @kernels
// CHECK: vm.import private @vmvx.fill.2d.x32(i32, !vm.buffer, i64, i64, i64, i64, i64)
// CHECK: vm.func @fill
// CHECK: %[[BITS:.+]] = vm.const.i32 1069547520
// CHECK: %[[TMP:.+]] = vm.buffer.alloc %{{.+}}
// CHECK: vm.call @vmvx.fill.2d.x32(%[[BITS]], %[[TMP]],
func.func @fill(%out: memref<16xf32>, %x: index, %y: index, %z: index) {
  %tmp = memref.alloca() : memref<16xf32>
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %tmp : memref<16xf32> -> memref<f32>, index, index, index
  %one = arith.constant 1.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  vmvx.fill %one out(%base[%offset], [%c0, %c1]) sizes(%c1, %c16) : f32, memref<f32>
  %v = memref.load %tmp[%c0] : memref<16xf32>
  memref.store %v, %out[%c0] : memref<16xf32>
  return
}

// -----

// The rows of a dynamically sized tile: the loop bound is the size of the
// view over the tile's temporary, a push constant here.
// CHECK-LABEL: vm.func @dynamic_tile
// CHECK-SAME: (%{{.+}}: !vm.buffer, %[[N:[^:]+]]: i32,
// CHECK: %[[ROWS:.+]] = vm.ext.i32.i64.u %[[N]]
// CHECK: vm.cmp.lt.i64.s %{{.+}}, %[[ROWS]]
// CHECK-NOT: memref.dim
func.func @dynamic_tile(%out: memref<8x16xf32>, %n32: i32, %x: index, %y: index, %z: index) {
  %n = arith.index_castui %n32 : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %view = memref.reinterpret_cast %out to offset: [0], sizes: [%n, 16], strides: [16, 1] : memref<8x16xf32> to memref<?x16xf32>
  %rows = memref.dim %view, %c0 : memref<?x16xf32>
  scf.for %i = %c0 to %rows step %c1 {
    memref.store %zero, %view[%i, %c0] : memref<?x16xf32>
  }
  return
}

// -----

// A constant the kernel reads (a memref.global, which stays outside the
// vm.module the kernels move into) becomes rodata of the vm.module.
// CHECK: vm.rodata private @__constant_2xi32 {alignment = 64 : i64} dense<[7, 9]> : tensor<2xi32>
// CHECK-LABEL: vm.func @constant
// CHECK: %[[C:.+]] = vm.const.ref.rodata @__constant_2xi32 : !vm.buffer
// CHECK: vm.call @vmvx.copy.{{.+}}(%[[C]]
memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[7, 9]> {alignment = 64 : i64}
func.func @constant(%out: memref<2xi32>, %x: index, %y: index, %z: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = memref.get_global @__constant_2xi32 : memref<2xi32>
  %gb = memref.reinterpret_cast %g to offset: [0], sizes: [], strides: [] : memref<2xi32> to memref<i32>
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %out : memref<2xi32> -> memref<i32>, index, index, index
  vmvx.copy in(%gb[%c0], [%c0, %c1]) out(%base[%c0], [%c0, %c1]) sizes(%c1, %c2) : memref<i32>, memref<i32>
  return
}

// -----

// A load from a dynamically shaped row-major view (a gather's read of a
// dynamic binding) indexes the buffer by the position linearized with
// strides multiplied out of the view's sizes, a push constant here.
// CHECK-LABEL: vm.func @dynamic_load
// CHECK-SAME: (%[[IN:[^:]+]]: !vm.buffer, %{{.+}}: !vm.buffer, %[[N:[^:]+]]: i32,
// CHECK: %[[COLS:.+]] = vm.ext.i32.i64.u %[[N]]
// CHECK: %[[ROW:.+]] = vm.mul.i64 %{{.+}}, %[[COLS]]
// CHECK: %[[AT:.+]] = vm.add.i64 %{{.+}}, %[[ROW]]
// CHECK: vm.buffer.load.f32 %[[IN]][%[[AT]]]
func.func @dynamic_load(%in: memref<?xf32>, %out: memref<f32>, %n32: i32, %x: index, %y: index, %z: index) {
  %n = arith.index_castui %n32 : i32 to index
  %view = memref.reinterpret_cast %in to offset: [0], sizes: [3, %n], strides: [%n, 1] : memref<?xf32> to memref<3x?xf32>
  %v = memref.load %view[%x, %y] : memref<3x?xf32>
  memref.store %v, %out[] : memref<f32>
  return
}
