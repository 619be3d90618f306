// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @host_ops
func.func @host_ops(%view: !hal.buffer_view, %exe: !hal.executable) -> !hal.buffer_view {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c0_i64 = arith.constant 0 : i64
  %c4 = arith.constant 4 : i64
  %c16 = arith.constant 16 : i64
  %timeout = arith.constant -1 : i32
  // CHECK: %[[DEV:.+]] = hal.devices.get %{{.+}} : !hal.device
  %dev = hal.devices.get %c0 : !hal.device
  // CHECK: hal.device.allocator %[[DEV]] : !hal.allocator
  %alloc = hal.device.allocator %dev : !hal.allocator
  // CHECK: hal.buffer_view.assert %{{.+}} message("input 0") element_type(553648160) encoding(1) shape([%{{.+}}])
  hal.buffer_view.assert %view message("input 0") element_type(553648160) encoding(1) shape([%c4])
  // CHECK: hal.buffer_view.buffer
  %in = hal.buffer_view.buffer %view : !hal.buffer
  // CHECK: hal.allocator.allocate %{{.+}} type(6) usage(3) size(%{{.+}}) : !hal.buffer
  %out = hal.allocator.allocate %alloc type(6) usage(3) size(%c16) : !hal.buffer
  // CHECK: hal.allocator.allocate.initialized %{{.+}} type(6) usage(3) data(dense<[1, 2]> : tensor<2xi32>)
  %cst = hal.allocator.allocate.initialized %alloc type(6) usage(3) data(dense<[1, 2]> : tensor<2xi32>) : !hal.buffer
  // CHECK: hal.command_buffer.create device(%[[DEV]]) mode(1) categories(3)
  %cmd = hal.command_buffer.create device(%dev) mode(1) categories(3) : !hal.command_buffer
  // CHECK: hal.command_buffer.fill_buffer %{{.+}} target(%{{.+}}[%{{.+}}, %{{.+}}]) pattern(%{{.+}}) pattern_length(4)
  hal.command_buffer.fill_buffer %cmd target(%out[%c0_i64, %c16]) pattern(%c0) pattern_length(4)
  // CHECK: hal.command_buffer.execution_barrier %{{.+}} source(1) target(1)
  hal.command_buffer.execution_barrier %cmd source(1) target(1)
  // CHECK: hal.command_buffer.dispatch %{{.+}}, %{{.+}}[0] workgroups([%{{.+}}, %{{.+}}, %{{.+}}]) bindings([%{{.+}}, %{{.+}}]) offsets([%{{.+}}, %{{.+}}]) lengths([%{{.+}}, %{{.+}}])
  hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1, %c1, %c1]) bindings([%in, %out]) offsets([%c0_i64, %c0_i64]) lengths([%c16, %c16])
  // CHECK: hal.command_buffer.dispatch %{{.+}}, %{{.+}}[0] barrier workgroups(
  hal.command_buffer.dispatch %cmd, %exe[0] barrier workgroups([%c1, %c1, %c1]) bindings([%in, %out]) offsets([%c0_i64, %c0_i64]) lengths([%c16, %c16])
  // CHECK: hal.command_buffer.copy_buffer %{{.+}} source(%{{.+}}[%{{.+}}]) target(%{{.+}}[%{{.+}}]) length(%{{.+}})
  hal.command_buffer.copy_buffer %cmd source(%in[%c0_i64]) target(%out[%c0_i64]) length(%c16)
  // CHECK: hal.command_buffer.finalize
  hal.command_buffer.finalize %cmd
  // CHECK: %[[FENCE:.+]] = hal.fence.create device(%[[DEV]]) : !hal.fence
  %fence = hal.fence.create device(%dev) : !hal.fence
  // CHECK: %[[POOLED:.+]] = hal.device.queue.alloca %[[DEV]] signal(%[[FENCE]]) type(6) usage(3) size(%{{.+}}) : !hal.buffer
  %pooled = hal.device.queue.alloca %dev signal(%fence) type(6) usage(3) size(%c16) : !hal.buffer
  // CHECK: hal.device.queue.dealloca %[[DEV]] wait(%[[FENCE]]) buffer(%[[POOLED]])
  hal.device.queue.dealloca %dev wait(%fence) buffer(%pooled)
  // CHECK: hal.device.queue.execute %[[DEV]] signal(%[[FENCE]]) commands(%{{.+}})
  hal.device.queue.execute %dev signal(%fence) commands(%cmd)
  // CHECK: %[[JOINED:.+]] = hal.fence.join at([%[[FENCE]], %[[FENCE]]]) : !hal.fence
  %joined = hal.fence.join at([%fence, %fence]) : !hal.fence
  // CHECK: hal.fence.await until([%[[JOINED]]]) timeout_millis(%{{.+}}) : i32
  %status = hal.fence.await until([%joined]) timeout_millis(%timeout) : i32
  // CHECK: hal.buffer_view.create %{{.+}}[%{{.+}}, %{{.+}}] element_type(553648160) encoding(1) shape([%{{.+}}]) : !hal.buffer_view
  %result = hal.buffer_view.create %out[%c0_i64, %c16] element_type(553648160) encoding(1) shape([%c4]) : !hal.buffer_view
  return %result : !hal.buffer_view
}

// -----

// CHECK: hal.executable private @ex
hal.executable private @ex {
  // CHECK: hal.executable.variant @llvm_cpu target("llvm-cpu")
  hal.executable.variant @llvm_cpu target("llvm-cpu") {
    // CHECK: hal.executable.export @fn ordinal(0) bindings(2) workgroups([4, 1, 1])
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([4, 1, 1])
    builtin.module {
      func.func @fn(%a: memref<4xf32>, %b: memref<4xf32>) {
        return
      }
    }
  }
}
// CHECK-LABEL: util.initializer
util.initializer {
  %c0 = arith.constant 0 : i32
  %dev = hal.devices.get %c0 : !hal.device
  // CHECK: hal.executable.create device(%{{.+}}) executable(@ex) : !hal.executable
  %exe = hal.executable.create device(%dev) executable(@ex) : !hal.executable
  util.return
}
