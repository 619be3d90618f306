// RUN: iree-opt --iree-vm-conversion %s | FileCheck %s

// The serialized variant's format and data become rodata (the data 64-byte
// aligned) and the hal.executable is gone afterwards.
// CHECK-NOT: hal.executable
// CHECK-LABEL: vm.module @module
// CHECK: vm.rodata private @ex_format "system-elf-x86_64"
// CHECK-NEXT: vm.rodata private @ex_data {alignment = 64 : i64} dense<[127, 69, 76, 70]> : vector<4xi8>
// CHECK-NEXT: vm.import private @hal.executable.create(!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
// CHECK-NOT: hal.executable
hal.executable private @ex {
  hal.executable.variant @embedded target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<[127, 69, 76, 70]> : vector<4xi8>} {
    hal.executable.export @dispatch ordinal(0) bindings(2)
  }
}

// CHECK: vm.func @load(%[[DEVICE:.+]]: !vm.ref<!hal.device>) -> !vm.ref<!hal.executable>
func.func @load(%device: !hal.device) -> !hal.executable {
  // CHECK-NEXT: %[[FORMAT:.+]] = vm.const.ref.rodata @ex_format : !vm.buffer
  // CHECK-NEXT: %[[DATA:.+]] = vm.const.ref.rodata @ex_data : !vm.buffer
  // CHECK-NEXT: %[[EXE:.+]] = vm.call @hal.executable.create(%[[DEVICE]], %[[FORMAT]], %[[DATA]])
  %exe = hal.executable.create device(%device) executable(@ex) : !hal.executable
  // CHECK-NEXT: vm.return %[[EXE]]
  return %exe : !hal.executable
}
