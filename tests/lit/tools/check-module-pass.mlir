// iree-check-module on a test module whose expectations all hold: every
// export without arguments and results runs as a test, others are skipped.
// The program is written in the vm dialect against the hal and check
// modules' imports (HAL objects are `!vm.ref<?>`: no hal dialect yet).
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-check-module --module=%t.vmfb --device=local-sync | FileCheck %s
// RUN: iree-check-module --module=%t.vmfb --function=floats_close | FileCheck %s --check-prefix=ONE
// RUN: not iree-check-module --module=%t.vmfb --function=not_a_test 2>&1 | FileCheck %s --check-prefix=NOT-TEST
// A module without tests fails: nothing ran.
// RUN: iree-compile %S/Inputs/hal_tensors.mlir -o %t.none.vmfb
// RUN: not iree-check-module --module=%t.none.vmfb | FileCheck %s --check-prefix=NONE

// CHECK: [ RUN      ] scalars
// CHECK-NEXT: [       OK ] scalars
// CHECK-NEXT: [ RUN      ] ints_equal
// CHECK-NEXT: [       OK ] ints_equal
// CHECK-NEXT: [ RUN      ] floats_close
// CHECK-NEXT: [       OK ] floats_close
// CHECK-NOT: not_a_test
// CHECK: {{^}}3 passed, 0 failed{{$}}

// ONE-NOT: scalars
// ONE: [       OK ] floats_close
// ONE-NEXT: {{^}}1 passed, 0 failed{{$}}

// NOT-TEST: iree-check-module: error: INVALID_ARGUMENT; {{.*}}--function=not_a_test is not a test: tests take no arguments and return nothing

// NONE-NOT: RUN
// NONE: {{^}}0 passed, 0 failed{{$}}

vm.module @check_pass {
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
  vm.rodata private @ints_b dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  vm.rodata private @floats_a dense<[1.0, 2.0, 3.0, 4.0, 5.0, 3.25]> : tensor<6xf32>
  vm.rodata private @floats_b dense<[1.00005, 2.0, 3.0, 4.0, 5.0, 3.25005]> : tensor<6xf32>

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

  vm.func @scalars() {
    %one = vm.const.i32 1
    %zero = vm.const.i32 0
    %seven = vm.const.i32 7
    vm.call @check.expect_true(%one) : (i32) -> ()
    vm.call @check.expect_false(%zero) : (i32) -> ()
    vm.call @check.expect_eq_i32(%seven, %seven) : (i32, i32) -> ()
    vm.return
  }
  vm.export @scalars

  vm.func @ints_equal() {
    %i32 = vm.const.i32 268435488
    %a_data = vm.const.ref.rodata @ints_a : !vm.buffer
    %b_data = vm.const.ref.rodata @ints_b : !vm.buffer
    %a = vm.call @view(%a_data, %i32) : (!vm.buffer, i32) -> !vm.ref<?>
    %b = vm.call @view(%b_data, %i32) : (!vm.buffer, i32) -> !vm.ref<?>
    vm.call @check.expect_eq(%a, %b) : (!vm.ref<?>, !vm.ref<?>) -> ()
    vm.return
  }
  vm.export @ints_equal

  vm.func @floats_close() {
    %f32 = vm.const.i32 553648160
    %a_data = vm.const.ref.rodata @floats_a : !vm.buffer
    %b_data = vm.const.ref.rodata @floats_b : !vm.buffer
    %a = vm.call @view(%a_data, %f32) : (!vm.buffer, i32) -> !vm.ref<?>
    %b = vm.call @view(%b_data, %f32) : (!vm.buffer, i32) -> !vm.ref<?>
    vm.call @check.expect_almost_eq(%b, %a) : (!vm.ref<?>, !vm.ref<?>) -> ()
    vm.return
  }
  vm.export @floats_close

  // Takes an argument: not a test, skipped.
  vm.func @not_a_test(%value : i32) -> i32 {
    vm.return %value : i32
  }
  vm.export @not_a_test
}
