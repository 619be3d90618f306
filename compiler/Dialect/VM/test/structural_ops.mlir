// RUN: iree-opt --split-input-file --allow-unregistered-dialect %s | iree-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: vm.module @empty
vm.module @empty {
}

// -----

// CHECK-LABEL: vm.module @functions
vm.module @functions {
  // CHECK: vm.func private @add(%arg0: i32, %arg1: i32) -> i32 {
  vm.func private @add(%a: i32, %b: i32) -> i32 {
    %0 = vm.add.i32 %a, %b : i32
    vm.return %0 : i32
  }
  // CHECK: vm.func @refs(%arg0: !vm.buffer, %arg1: !vm.list<?>) -> (!vm.buffer, i64) {
  vm.func @refs(%b: !vm.buffer, %l: !vm.list<?>) -> (!vm.buffer, i64) {
    %0 = vm.const.i64.zero
    vm.return %b, %0 : !vm.buffer, i64
  }
  // CHECK: vm.func @no_results() {
  vm.func @no_results() {
    vm.return
  }
  // CHECK: vm.export @add
  // CHECK-NOT: as(
  vm.export @add
  // CHECK: vm.export @add as("plus")
  vm.export @add as("plus")
}

// -----

// CHECK-LABEL: vm.module @imports
vm.module @imports {
  // CHECK: vm.import private @hal.buffer_view.dim(!vm.ref<!hal.buffer_view>, i32) -> i64
  vm.import private @hal.buffer_view.dim(%view : !vm.ref<!hal.buffer_view>, %index : i32) -> i64
  // CHECK: vm.import optional @other.pair(i32) -> (i32, f32)
  vm.import optional @other.pair(i32) -> (i32, f32)
  // CHECK: vm.import @other.nothing()
  vm.import @other.nothing()
}

// -----

// CHECK-LABEL: vm.module @globals
vm.module @globals {
  // CHECK: vm.global.i32 @i32 : i32
  vm.global.i32 @i32 : i32
  // CHECK: vm.global.i32 mutable @i32_init = 42 : i32
  vm.global.i32 mutable @i32_init = 42 : i32
  // CHECK: vm.global.i64 mutable @i64 = -1 : i64
  vm.global.i64 mutable @i64 = -1 : i64
  // CHECK: vm.global.f32 @f32 = 1.500000e+00 : f32
  vm.global.f32 @f32 = 1.5 : f32
  // CHECK: vm.global.f64 mutable @f64 : f64
  vm.global.f64 mutable @f64 : f64
  // CHECK: vm.global.ref mutable @buffer : !vm.buffer
  vm.global.ref mutable @buffer : !vm.buffer
  // CHECK: vm.global.ref @view : !vm.ref<!hal.buffer_view>
  vm.global.ref @view : !vm.ref<!hal.buffer_view>

  // CHECK: vm.func @access
  vm.func @access(%b: !vm.buffer) {
    // CHECK: %[[I32:.+]] = vm.global.load.i32 @i32_init : i32
    %0 = vm.global.load.i32 @i32_init : i32
    // CHECK: vm.global.store.i32 %[[I32]], @i32_init : i32
    vm.global.store.i32 %0, @i32_init : i32
    // CHECK: %[[I64:.+]] = vm.global.load.i64 @i64 : i64
    %1 = vm.global.load.i64 @i64 : i64
    // CHECK: vm.global.store.i64 %[[I64]], @i64 : i64
    vm.global.store.i64 %1, @i64 : i64
    // CHECK: vm.global.load.f32 @f32 : f32
    %2 = vm.global.load.f32 @f32 : f32
    // CHECK: %[[F64:.+]] = vm.global.load.f64 @f64 : f64
    %3 = vm.global.load.f64 @f64 : f64
    // CHECK: vm.global.store.f64 %[[F64]], @f64 : f64
    vm.global.store.f64 %3, @f64 : f64
    // CHECK: vm.global.load.ref @buffer : !vm.buffer
    %4 = vm.global.load.ref @buffer : !vm.buffer
    // CHECK: vm.global.store.ref %arg0, @buffer : !vm.buffer
    vm.global.store.ref %b, @buffer : !vm.buffer
    vm.return
  }

  // Initializers may store to immutable globals.
  // CHECK: vm.initializer {
  vm.initializer {
    // CHECK-NEXT: %[[C:.+]] = vm.const.f32 2.500000e+00
    %c = vm.const.f32 2.5
    // CHECK-NEXT: vm.global.store.f32 %[[C]], @f32 : f32
    vm.global.store.f32 %c, @f32 : f32
    // CHECK-NEXT: vm.return
    vm.return
  }
}

// -----

// CHECK-LABEL: vm.module @rodata
vm.module @rodata {
  // CHECK: vm.rodata private @bytes dense<[1, 2, 3]> : tensor<3xi8>
  vm.rodata private @bytes dense<[1, 2, 3]> : tensor<3xi8>
  // CHECK: vm.rodata @text {alignment = 64 : i64} "hello"
  vm.rodata @text {alignment = 64 : i64} "hello"
  // CHECK: vm.func @use
  vm.func @use() -> !vm.buffer {
    // CHECK: vm.const.ref.rodata @bytes : !vm.buffer
    %0 = vm.const.ref.rodata @bytes : !vm.buffer
    vm.return %0 : !vm.buffer
  }
}

// -----

// CHECK-LABEL: vm.module @constants
vm.module @constants {
  vm.func @constants() {
    // CHECK: vm.const.i32 42
    %0 = vm.const.i32 42
    // CHECK: vm.const.i32 -1
    %1 = vm.const.i32 -1
    // CHECK: vm.const.i64 9223372036854775807
    %2 = vm.const.i64 9223372036854775807
    // CHECK: vm.const.f32 5.000000e-01
    %3 = vm.const.f32 0.5
    // CHECK: vm.const.f64 -2.000000e+00
    %4 = vm.const.f64 -2.0
    // CHECK: vm.const.i32.zero
    %5 = vm.const.i32.zero
    // CHECK: vm.const.i64.zero
    %6 = vm.const.i64.zero
    // CHECK: vm.const.f32.zero
    %7 = vm.const.f32.zero
    // CHECK: vm.const.f64.zero
    %8 = vm.const.f64.zero
    // CHECK: vm.const.ref.zero : !vm.buffer
    %9 = vm.const.ref.zero : !vm.buffer
    // CHECK: vm.const.ref.zero : !vm.ref<?>
    %10 = vm.const.ref.zero : !vm.ref<?>
    vm.return
  }
}
