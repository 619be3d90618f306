// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @dispatch_binding_mismatch(%cmd: !hal.command_buffer, %exe: !hal.executable, %buf: !hal.buffer, %n: i64, %c1: i32) {
  // expected-error @+1 {{needs one offset and one length per binding buffer}}
  hal.command_buffer.dispatch %cmd, %exe[0] workgroups([%c1, %c1, %c1]) bindings([%buf, %buf]) offsets([%n]) lengths([%n, %n])
  return
}

// -----

util.initializer {
  %c0 = arith.constant 0 : i32
  %dev = hal.devices.get %c0 : !hal.device
  // expected-error @+1 {{refers to @missing, which is not a hal.executable}}
  %exe = hal.executable.create device(%dev) executable(@missing) : !hal.executable
  util.return
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") {
  }
}
util.initializer {
  %c0 = arith.constant 0 : i32
  %dev = hal.devices.get %c0 : !hal.device
  // expected-error @+1 {{refers to @ex::@vmvx, which is not a variant of @ex}}
  %exe = hal.executable.create device(%dev) executable(@ex::@vmvx) : !hal.executable
  util.return
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") {
    // expected-error @+1 {{workgroup count must be three positive 32-bit values}}
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([4, 0, 1])
  }
}
