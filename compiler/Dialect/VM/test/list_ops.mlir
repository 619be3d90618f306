// RUN: iree-opt --allow-unregistered-dialect %s | iree-opt --allow-unregistered-dialect | FileCheck %s

// Indices and sizes are i32.

// CHECK-LABEL: vm.func @lists
vm.module @lists_module {
  vm.func @lists(%n: i32, %i: i32, %l: i64, %f: f32, %d: f64, %b: !vm.buffer) {
    // CHECK: %[[LI:.+]] = vm.list.alloc %arg0 : (i32) -> !vm.list<i32>
    %li = vm.list.alloc %n : (i32) -> !vm.list<i32>
    // CHECK: vm.list.reserve %[[LI]], %arg0 : (!vm.list<i32>, i32)
    vm.list.reserve %li, %n : (!vm.list<i32>, i32)
    // CHECK: vm.list.resize %[[LI]], %arg0 : (!vm.list<i32>, i32)
    vm.list.resize %li, %n : (!vm.list<i32>, i32)
    // CHECK: vm.list.size %[[LI]] : (!vm.list<i32>) -> i32
    %size = vm.list.size %li : (!vm.list<i32>) -> i32
    // CHECK: vm.list.get.i32 %[[LI]], %arg1 : (!vm.list<i32>, i32) -> i32
    %0 = vm.list.get.i32 %li, %i : (!vm.list<i32>, i32) -> i32
    // CHECK: vm.list.set.i32 %[[LI]], %arg1, %arg1 : (!vm.list<i32>, i32, i32)
    vm.list.set.i32 %li, %i, %i : (!vm.list<i32>, i32, i32)

    // Variant lists hold any value or ref.
    // CHECK: %[[LV:.+]] = vm.list.alloc %arg0 : (i32) -> !vm.list<?>
    %lv = vm.list.alloc %n : (i32) -> !vm.list<?>
    // CHECK: vm.list.get.i64 %[[LV]], %arg1 : (!vm.list<?>, i32) -> i64
    %1 = vm.list.get.i64 %lv, %i : (!vm.list<?>, i32) -> i64
    // CHECK: vm.list.set.i64 %[[LV]], %arg1, %arg2 : (!vm.list<?>, i32, i64)
    vm.list.set.i64 %lv, %i, %l : (!vm.list<?>, i32, i64)
    // CHECK: vm.list.get.f32 %[[LV]], %arg1 : (!vm.list<?>, i32) -> f32
    %2 = vm.list.get.f32 %lv, %i : (!vm.list<?>, i32) -> f32
    // CHECK: vm.list.set.f32 %[[LV]], %arg1, %arg3 : (!vm.list<?>, i32, f32)
    vm.list.set.f32 %lv, %i, %f : (!vm.list<?>, i32, f32)
    // CHECK: vm.list.get.f64 %[[LV]], %arg1 : (!vm.list<?>, i32) -> f64
    %3 = vm.list.get.f64 %lv, %i : (!vm.list<?>, i32) -> f64
    // CHECK: vm.list.set.f64 %[[LV]], %arg1, %arg4 : (!vm.list<?>, i32, f64)
    vm.list.set.f64 %lv, %i, %d : (!vm.list<?>, i32, f64)
    // CHECK: vm.list.get.ref %[[LV]], %arg1 : (!vm.list<?>, i32) -> !vm.buffer
    %4 = vm.list.get.ref %lv, %i : (!vm.list<?>, i32) -> !vm.buffer
    // CHECK: vm.list.set.ref %[[LV]], %arg1, %arg5 : (!vm.list<?>, i32, !vm.buffer)
    vm.list.set.ref %lv, %i, %b : (!vm.list<?>, i32, !vm.buffer)

    // A list of refs of any type, read back as a specific one.
    // CHECK: %[[LR:.+]] = vm.list.alloc %arg0 : (i32) -> !vm.list<!vm.ref<?>>
    %lr = vm.list.alloc %n : (i32) -> !vm.list<!vm.ref<?>>
    // CHECK: vm.list.get.ref %[[LR]], %arg1 : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.buffer_view>
    %5 = vm.list.get.ref %lr, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.buffer_view>
    // CHECK: vm.list.set.ref %[[LR]], %arg1, %arg5 : (!vm.list<!vm.ref<?>>, i32, !vm.buffer)
    vm.list.set.ref %lr, %i, %b : (!vm.list<!vm.ref<?>>, i32, !vm.buffer)

    // Nested lists.
    // CHECK: vm.list.alloc %arg0 : (i32) -> !vm.list<!vm.list<f32>>
    %ll = vm.list.alloc %n : (i32) -> !vm.list<!vm.list<f32>>
    vm.return
  }
}
