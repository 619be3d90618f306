// RUN: iree-opt --split-input-file --iree-vm-conversion %s | FileCheck %s

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

// -----

// A create names one variant of an executable with several; only that
// variant's binary is stored, as rodata named after executable and variant
// (its format string is the query's key, stored once). Device queries call
// hal.device.query.i64 with their category and key as rodata.
// CHECK-LABEL: vm.module @module
// CHECK-NOT: system-elf-x86_64
// CHECK: vm.rodata private @query_category "hal.executable.format"
// CHECK-NEXT: vm.rodata private @query_key "vmvx-bytecode-fb"
// CHECK-NEXT: vm.import private @hal.device.query.i64(!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
// CHECK-NEXT: vm.rodata private @multi_vmvx_data {alignment = 64 : i64} dense<[1, 2, 3, 4]>
// CHECK-NOT: system-elf-x86_64
hal.executable private @multi {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<[127, 69, 76, 70]> : vector<4xi8>} {
    hal.executable.export @dispatch ordinal(0) bindings(2)
  }
  hal.executable.variant @vmvx target("vmvx") attributes {format = "vmvx-bytecode-fb", data = dense<[1, 2, 3, 4]> : vector<4xi8>} {
    hal.executable.export @dispatch ordinal(0) bindings(2)
  }
}

// CHECK: vm.func @load_vmvx(%[[DEVICE:.+]]: !vm.ref<!hal.device>) -> (i32, i64, !vm.ref<!hal.executable>)
func.func @load_vmvx(%device: !hal.device) -> (i1, i64, !hal.executable) {
  // CHECK: %[[CATEGORY:.+]] = vm.const.ref.rodata @query_category
  // CHECK: %[[KEY:.+]] = vm.const.ref.rodata @query_key
  // CHECK: %[[ANSWER:.+]]:2 = vm.call @hal.device.query.i64(%[[DEVICE]], %[[CATEGORY]], %[[KEY]])
  %ok, %value = hal.device.query device(%device) key("hal.executable.format", "vmvx-bytecode-fb") : i1, i64
  // CHECK: %[[FORMAT:.+]] = vm.const.ref.rodata @query_key
  // CHECK: %[[DATA:.+]] = vm.const.ref.rodata @multi_vmvx_data
  // CHECK: %[[EXE:.+]] = vm.call @hal.executable.create(%[[DEVICE]], %[[FORMAT]], %[[DATA]])
  %exe = hal.executable.create device(%device) executable(@multi::@vmvx) : !hal.executable
  // CHECK: vm.return %[[ANSWER]]#0, %[[ANSWER]]#1, %[[EXE]]
  return %ok, %value, %exe : i1, i64, !hal.executable
}
