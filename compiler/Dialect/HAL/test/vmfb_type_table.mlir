// RUN: iree-compile %s -o %t.vmfb && iree-dump-module %t.vmfb | FileCheck %s

// !vm.ref<!hal.T> is written into the .vmfb under the runtime type name
// "!hal.T", the name the HAL module registers its ref types with. Import
// signatures only say "r" for a ref; the type table lists the types that ops
// check at run time (list element types, typed list reads).
vm.module @hal_types {
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<!hal.device>
  vm.import private @hal.device.allocator(%device : !vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
  vm.import private @hal.allocator.allocate(%allocator : !vm.ref<!hal.allocator>, %memory_types : i32, %buffer_usage : i32, %size : i64) -> !vm.ref<!hal.buffer>
  vm.import private @hal.buffer_view.create(%buffer : !vm.ref<!hal.buffer>, %offset : i64, %length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<!hal.buffer_view>
  vm.import private @hal.command_buffer.create(%device : !vm.ref<!hal.device>, %modes : i32, %categories : i32) -> !vm.ref<!hal.command_buffer>
  vm.import private @hal.executable.create(%device : !vm.ref<!hal.device>, %format : !vm.buffer, %data : !vm.buffer) -> !vm.ref<!hal.executable>
  vm.import private @hal.fence.create(%device : !vm.ref<!hal.device>, %flags : i32) -> !vm.ref<!hal.fence>

  vm.func @identity(%view : !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view> {
    vm.return %view : !vm.ref<!hal.buffer_view>
  }
  vm.export @identity

  vm.func @unpack(%list : !vm.list<!vm.ref<?>>, %i : i32) -> (!vm.list<!vm.ref<!hal.buffer_view>>, !vm.ref<!hal.allocator>, !vm.ref<!hal.buffer>, !vm.ref<!hal.command_buffer>, !vm.ref<!hal.device>, !vm.ref<!hal.executable>, !vm.ref<!hal.fence>) {
    %views = vm.list.alloc %i : (i32) -> !vm.list<!vm.ref<!hal.buffer_view>>
    %a = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.allocator>
    %b = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.buffer>
    %cb = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.command_buffer>
    %d = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.device>
    %e = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.executable>
    %f = vm.list.get.ref %list, %i : (!vm.list<!vm.ref<?>>, i32) -> !vm.ref<!hal.fence>
    vm.return %views, %a, %b, %cb, %d, %e, %f : !vm.list<!vm.ref<!hal.buffer_view>>, !vm.ref<!hal.allocator>, !vm.ref<!hal.buffer>, !vm.ref<!hal.command_buffer>, !vm.ref<!hal.device>, !vm.ref<!hal.executable>, !vm.ref<!hal.fence>
  }
  vm.export @unpack
}

// CHECK: Types (7):
// CHECK-DAG: ] !hal.allocator
// CHECK-DAG: ] !hal.buffer{{$}}
// CHECK-DAG: ] !hal.buffer_view
// CHECK-DAG: ] !hal.command_buffer
// CHECK-DAG: ] !hal.device
// CHECK-DAG: ] !hal.executable
// CHECK-DAG: ] !hal.fence
// CHECK: Imports (7):
// CHECK-NEXT: [0] hal.devices.get 0i_r
// CHECK-NEXT: [1] hal.device.allocator 0r_r
// CHECK-NEXT: [2] hal.allocator.allocate 0riiI_r
// CHECK-NEXT: [3] hal.buffer_view.create 0rIIiiCID_r
// CHECK-NEXT: [4] hal.command_buffer.create 0rii_r
// CHECK-NEXT: [5] hal.executable.create 0rrr_r
// CHECK-NEXT: [6] hal.fence.create 0ri_r
// CHECK: [0] identity 0r_r:
// CHECK-NEXT: [1] unpack 0ri_rrrrrrr:
