// RUN: iree-opt --split-input-file --allow-unregistered-dialect %s | iree-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: vm.module @variadic_imports
vm.module @variadic_imports {
  // CHECK: vm.import private @native.sum(i32, i32 ...) -> i32
  vm.import private @native.sum(%base : i32, %values : i32 ...) -> i32
  // CHECK: vm.import @hal.command_buffer.dispatch(!vm.ref<!hal.command_buffer>, i32 ..., tuple<!vm.buffer, i64, i64> ...)
  vm.import @hal.command_buffer.dispatch(%cb : !vm.ref<!hal.command_buffer>, %constants : i32 ..., %bindings : tuple<!vm.buffer, i64, i64> ...)
  // CHECK: vm.import optional @other.only_variadic(f32 ...) -> (i64, f64)
  vm.import optional @other.only_variadic(f32 ...) -> (i64, f64)
}

// -----

vm.module @variadic_calls {
  vm.import private @native.sum(%base : i32, %values : i32 ...) -> i32
  vm.import private @hal.command_buffer.dispatch(%cb : !vm.ref<!hal.command_buffer>, %constants : i32 ..., %bindings : tuple<!vm.buffer, i64, i64> ...)
  // CHECK-LABEL: vm.func @calls
  vm.func @calls(%a : i32, %cb : !vm.ref<!hal.command_buffer>, %buffer : !vm.buffer, %offset : i64) -> i32 {
    // CHECK: %[[SUM:.+]] = vm.call.variadic @native.sum(%arg0, %arg0, %arg0, %arg0) {segment_sizes = array<i16: -1, 3>} : (i32, i32, i32, i32) -> i32
    %0 = vm.call.variadic @native.sum(%a, %a, %a, %a) {segment_sizes = array<i16: -1, 3>} : (i32, i32, i32, i32) -> i32
    // CHECK: vm.call.variadic @native.sum(%[[SUM]]) {segment_sizes = array<i16: -1, 0>} : (i32) -> i32
    %1 = vm.call.variadic @native.sum(%0) {segment_sizes = array<i16: -1, 0>} : (i32) -> i32
    // CHECK: vm.call.variadic @hal.command_buffer.dispatch(%arg1, %arg0, %arg2, %arg3, %arg3, %arg2, %arg3, %arg3) {segment_sizes = array<i16: -1, 1, 2>} : (!vm.ref<!hal.command_buffer>, i32, !vm.buffer, i64, i64, !vm.buffer, i64, i64) -> ()
    vm.call.variadic @hal.command_buffer.dispatch(%cb, %a, %buffer, %offset, %offset, %buffer, %offset, %offset) {segment_sizes = array<i16: -1, 1, 2>} : (!vm.ref<!hal.command_buffer>, i32, !vm.buffer, i64, i64, !vm.buffer, i64, i64) -> ()
    vm.return %1 : i32
  }
}
