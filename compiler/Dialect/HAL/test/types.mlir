// RUN: iree-opt %s | iree-opt | FileCheck %s

// Every hal type parses as a registered type, on its own and as the object
// of a !vm.ref, without --allow-unregistered-dialect.

// CHECK-LABEL: func.func @types
// CHECK-SAME: : !hal.allocator,
// CHECK-SAME: : !hal.buffer,
// CHECK-SAME: : !hal.buffer_view,
// CHECK-SAME: : !hal.command_buffer,
// CHECK-SAME: : !hal.device,
// CHECK-SAME: : !hal.executable,
// CHECK-SAME: : !hal.fence)
func.func @types(%a : !hal.allocator, %b : !hal.buffer, %bv : !hal.buffer_view,
                 %cb : !hal.command_buffer, %d : !hal.device,
                 %e : !hal.executable, %f : !hal.fence) {
  return
}

// CHECK-LABEL: vm.module @hal_imports
vm.module @hal_imports {
  // CHECK: vm.import private @hal.devices.get(i32) -> !vm.ref<!hal.device>
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<!hal.device>
  // CHECK: vm.import private @hal.device.allocator(!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
  vm.import private @hal.device.allocator(%device : !vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
  // CHECK: vm.import private @hal.allocator.allocate(!vm.ref<!hal.allocator>, i32, i32, i64) -> !vm.ref<!hal.buffer>
  vm.import private @hal.allocator.allocate(%allocator : !vm.ref<!hal.allocator>, %memory_types : i32, %buffer_usage : i32, %size : i64) -> !vm.ref<!hal.buffer>
  // CHECK: vm.import private @hal.buffer_view.create(!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64 ...) -> !vm.ref<!hal.buffer_view>
  vm.import private @hal.buffer_view.create(%buffer : !vm.ref<!hal.buffer>, %offset : i64, %length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<!hal.buffer_view>
  // CHECK: vm.import private @hal.command_buffer.create(!vm.ref<!hal.device>, i32, i32) -> !vm.ref<!hal.command_buffer>
  vm.import private @hal.command_buffer.create(%device : !vm.ref<!hal.device>, %modes : i32, %categories : i32) -> !vm.ref<!hal.command_buffer>
  // CHECK: vm.import private @hal.executable.create(!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
  vm.import private @hal.executable.create(%device : !vm.ref<!hal.device>, %format : !vm.buffer, %data : !vm.buffer) -> !vm.ref<!hal.executable>
  // CHECK: vm.import private @hal.fence.create(!vm.ref<!hal.device>, i32) -> !vm.ref<!hal.fence>
  vm.import private @hal.fence.create(%device : !vm.ref<!hal.device>, %flags : i32) -> !vm.ref<!hal.fence>

  // CHECK: vm.func @identity(%{{.+}}: !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view>
  vm.func @identity(%view : !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view> {
    vm.return %view : !vm.ref<!hal.buffer_view>
  }
  vm.export @identity
}
