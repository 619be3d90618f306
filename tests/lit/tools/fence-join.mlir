// A fence joined from two is reached only when both are: polled before they
// are signaled it times out (status 4), awaited after, it is reached (0).
// RUN: iree-compile --compile-from=hal %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=join --device=local-sync | FileCheck %s
// RUN: iree-run-module --module=%t.vmfb --function=join --device=local-task | FileCheck %s
// CHECK: result[0]: i32=4
// CHECK: result[1]: i32=0

module {
  func.func @join() -> (i32, i32) {
    %c0 = arith.constant 0 : i32
    %dev = hal.devices.get %c0 : !hal.device
    %a = hal.fence.create device(%dev) : !hal.fence
    %b = hal.fence.create device(%dev) : !hal.fence
    %j = hal.fence.join at([%a, %b]) : !hal.fence
    %before = hal.fence.await until([%j]) timeout_millis(%c0) : i32
    hal.device.queue.execute %dev signal(%a)
    hal.device.queue.execute %dev signal(%b)
    %m1 = arith.constant -1 : i32
    %after = hal.fence.await until([%j]) timeout_millis(%m1) : i32
    return %before, %after : i32, i32
  }
}
