// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

vm.module @m {
  // CHECK-LABEL: vm.func @cond_br_constant
  vm.func @cond_br_constant(%x: i32, %y: i32) -> i32 {
    %c = vm.const.i32 1
    // CHECK-NOT: vm.cond_br
    // CHECK: vm.return %arg0 : i32
    vm.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
  ^bb1(%v: i32):
    vm.return %v : i32
  }

  // CHECK-LABEL: vm.func @cond_br_same_target
  vm.func @cond_br_same_target(%c: i32, %x: i32) -> i32 {
    // CHECK-NOT: vm.cond_br
    // CHECK: vm.return %arg1 : i32
    vm.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
  ^bb1(%v: i32):
    vm.return %v : i32
  }

  // CHECK-LABEL: vm.func @cond_fail
  vm.func @cond_fail(%c: i32, %code: i32) {
    %zero = vm.const.i32.zero
    // CHECK-NOT: vm.cond_fail %{{.+}}, %{{.+}}, "never"
    vm.cond_fail %zero, %code, "never"
    // CHECK: vm.cond_fail %arg0, %arg1, "maybe"
    vm.cond_fail %c, %code, "maybe"
    vm.return
  }
}
