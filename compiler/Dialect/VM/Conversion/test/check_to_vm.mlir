// RUN: iree-opt --iree-vm-conversion %s | FileCheck %s

// The runtime check module's conventions: expect_true/false take an i32,
// expect_eq/almost_eq two buffer views.
// CHECK-LABEL: vm.module @module
// CHECK: vm.import private @check.expect_true(i32)
// CHECK-NEXT: vm.import private @check.expect_false(i32)
// CHECK-NEXT: vm.import private @check.expect_eq(!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>)
// CHECK-NEXT: vm.import private @check.expect_almost_eq(!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>)
// CHECK: vm.func @checks(%[[A:.+]]: !vm.ref<!hal.buffer_view>, %[[B:.+]]: !vm.ref<!hal.buffer_view>, %[[X:.+]]: i32)
func.func @checks(%a: !hal.buffer_view, %b: !hal.buffer_view, %x: i32) {
  // CHECK-NEXT: vm.call @check.expect_true(%[[X]]) : (i32) -> ()
  check.expect_true(%x) : i32
  // CHECK-NEXT: vm.call @check.expect_false(%[[X]]) : (i32) -> ()
  check.expect_false(%x) : i32
  // CHECK-NEXT: vm.call @check.expect_eq(%[[A]], %[[B]]) : (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>) -> ()
  check.expect_eq(%a, %b) : !hal.buffer_view
  // CHECK-NEXT: vm.call @check.expect_almost_eq(%[[A]], %[[B]]) : (!vm.ref<!hal.buffer_view>, !vm.ref<!hal.buffer_view>) -> ()
  check.expect_almost_eq(%a, %b) : !hal.buffer_view
  return
}
