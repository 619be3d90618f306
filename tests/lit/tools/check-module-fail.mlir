// iree-check-module on a test module with failing expectations: each failed
// test prints [  FAILED  ] and the check's message, the others still run, and
// the tool exits non-zero. The program is the vm-dialect form of
// check-module-pass.mlir's (HAL objects are `!vm.ref<?>`).
// RUN: iree-compile %s -o %t.vmfb
// RUN: not iree-check-module --module=%t.vmfb --device=local-sync | FileCheck %s
// RUN: iree-check-module --module=%t.vmfb --function=passes | FileCheck %s --check-prefix=ONE
// RUN: not iree-check-module --module=%t.vmfb --function=missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not iree-check-module --module=%t.vmfb --function=view 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: [ RUN      ] passes
// CHECK-NEXT: [       OK ] passes
// CHECK-NEXT: [ RUN      ] element_mismatch
// CHECK-NEXT: [  FAILED  ] element_mismatch
// CHECK-NEXT: FAILED_PRECONDITION; {{.*}}expect_almost_eq failed: element [1, 2] is 3.5 but expected 3.25 (atol 0.0001, rtol 0.0001)
// CHECK: [ RUN      ] ints_differ
// CHECK-NEXT: [  FAILED  ] ints_differ
// CHECK-NEXT: {{.*}}expect_eq failed: element [1, 1] is 5 but expected 50
// CHECK: [ RUN      ] type_mismatch
// CHECK-NEXT: [  FAILED  ] type_mismatch
// CHECK-NEXT: {{.*}}expect_eq failed: type 2x3xi32 but expected 2x3xf32
// CHECK: [ RUN      ] scalars_fail
// CHECK-NEXT: [  FAILED  ] scalars_fail
// CHECK-NEXT: {{.*}}expect_eq_i32 failed: 3 but expected 4
// CHECK-NOT: expect_true
// CHECK: {{^}}1 passed, 4 failed{{$}}

// ONE: [       OK ] passes
// ONE-NEXT: {{^}}1 passed, 0 failed{{$}}

// MISSING: iree-check-module: error: NOT_FOUND; {{.*}}--function={{missing|view}} is not an export of the module

vm.module @check_fail {
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<?>
  vm.import private @hal.device.allocator(%device : !vm.ref<?>) -> !vm.ref<?>
  vm.import private @hal.allocator.allocate.initialized(%allocator : !vm.ref<?>, %memory_types : i32, %buffer_usage : i32, %source : !vm.buffer, %offset : i64, %length : i64) -> !vm.ref<?>
  vm.import private @hal.buffer_view.create(%buffer : !vm.ref<?>, %offset : i64, %length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<?>
  vm.import private @check.expect_true(%value : i32)
  vm.import private @check.expect_false(%value : i32)
  vm.import private @check.expect_eq_i32(%lhs : i32, %rhs : i32)
  vm.import private @check.expect_eq(%lhs : !vm.ref<?>, %rhs : !vm.ref<?>)
  vm.import private @check.expect_almost_eq(%lhs : !vm.ref<?>, %rhs : !vm.ref<?>)

  vm.rodata private @ints_a dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  vm.rodata private @ints_b dense<[1, 2, 3, 4, 50, 6]> : tensor<6xi32>
  vm.rodata private @expected dense<[1.0, 2.0, 3.0, 4.0, 5.0, 3.25]> : tensor<6xf32>
  vm.rodata private @actual dense<[1.0, 2.0, 3.0, 4.0, 5.0, 3.5]> : tensor<6xf32>

  // A 2x3 view of |type| (i32 268435488, f32 553648160) over |data|.
  vm.func private @view(%data : !vm.buffer, %type : i32) -> !vm.ref<?> {
    %zero = vm.const.i32 0
    %device = vm.call @hal.devices.get(%zero) : (i32) -> !vm.ref<?>
    %allocator = vm.call @hal.device.allocator(%device) : (!vm.ref<?>) -> !vm.ref<?>
    %memory = vm.const.i32 5
    %usage = vm.const.i32 15
    %offset = vm.const.i64 0
    %length = vm.buffer.length %data : !vm.buffer -> i64
    %buffer = vm.call @hal.allocator.allocate.initialized(%allocator, %memory, %usage, %data, %offset, %length) : (!vm.ref<?>, i32, i32, !vm.buffer, i64, i64) -> !vm.ref<?>
    %whole = vm.const.i64 -1
    %dense = vm.const.i32 1
    %rows = vm.const.i64 2
    %cols = vm.const.i64 3
    %view = vm.call.variadic @hal.buffer_view.create(%buffer, %offset, %whole, %type, %dense, %rows, %cols) {segment_sizes = array<i16: -1, -1, -1, -1, -1, 2>} : (!vm.ref<?>, i64, i64, i32, i32, i64, i64) -> !vm.ref<?>
    vm.return %view : !vm.ref<?>
  }

  vm.func @passes() {
    %one = vm.const.i32 1
    vm.call @check.expect_true(%one) : (i32) -> ()
    vm.return
  }
  vm.export @passes

  vm.func @element_mismatch() {
    %f32 = vm.const.i32 553648160
    %actual_data = vm.const.ref.rodata @actual : !vm.buffer
    %expected_data = vm.const.ref.rodata @expected : !vm.buffer
    %actual = vm.call @view(%actual_data, %f32) : (!vm.buffer, i32) -> !vm.ref<?>
    %expected = vm.call @view(%expected_data, %f32) : (!vm.buffer, i32) -> !vm.ref<?>
    vm.call @check.expect_almost_eq(%actual, %expected) : (!vm.ref<?>, !vm.ref<?>) -> ()
    vm.return
  }
  vm.export @element_mismatch

  vm.func @ints_differ() {
    %i32 = vm.const.i32 268435488
    %a_data = vm.const.ref.rodata @ints_a : !vm.buffer
    %b_data = vm.const.ref.rodata @ints_b : !vm.buffer
    %a = vm.call @view(%a_data, %i32) : (!vm.buffer, i32) -> !vm.ref<?>
    %b = vm.call @view(%b_data, %i32) : (!vm.buffer, i32) -> !vm.ref<?>
    vm.call @check.expect_eq(%a, %b) : (!vm.ref<?>, !vm.ref<?>) -> ()
    vm.return
  }
  vm.export @ints_differ

  vm.func @type_mismatch() {
    %i32 = vm.const.i32 268435488
    %f32 = vm.const.i32 553648160
    %a_data = vm.const.ref.rodata @ints_a : !vm.buffer
    %b_data = vm.const.ref.rodata @expected : !vm.buffer
    %a = vm.call @view(%a_data, %i32) : (!vm.buffer, i32) -> !vm.ref<?>
    %b = vm.call @view(%b_data, %f32) : (!vm.buffer, i32) -> !vm.ref<?>
    vm.call @check.expect_eq(%a, %b) : (!vm.ref<?>, !vm.ref<?>) -> ()
    vm.return
  }
  vm.export @type_mismatch

  // A later expectation does not run once one failed.
  vm.func @scalars_fail() {
    %zero = vm.const.i32 0
    %three = vm.const.i32 3
    %four = vm.const.i32 4
    vm.call @check.expect_eq_i32(%three, %four) : (i32, i32) -> ()
    vm.call @check.expect_true(%zero) : (i32) -> ()
    vm.return
  }
  vm.export @scalars_fail
}
