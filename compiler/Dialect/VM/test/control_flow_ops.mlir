// RUN: iree-opt --split-input-file --allow-unregistered-dialect %s | iree-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: vm.func @branches
vm.module @branches_module {
  vm.func @branches(%c: i32, %x: i32, %b: !vm.buffer) -> i32 {
    // CHECK: vm.br ^bb1(%arg1, %arg2 : i32, !vm.buffer)
    vm.br ^bb1(%x, %b : i32, !vm.buffer)
  // CHECK: ^bb1(%[[V:.+]]: i32, %{{.+}}: !vm.buffer):
  ^bb1(%v: i32, %r: !vm.buffer):
    // CHECK: vm.cond_br %arg0, ^bb2, ^bb3(%[[V]] : i32)
    vm.cond_br %c, ^bb2, ^bb3(%v : i32)
  ^bb2:
    // CHECK: vm.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4
    vm.cond_br %c, ^bb3(%x : i32), ^bb4
  ^bb3(%y: i32):
    vm.return %y : i32
  ^bb4:
    vm.br ^bb1(%x, %b : i32, !vm.buffer)
  }
}

// -----

// CHECK-LABEL: vm.func @br_table
vm.module @br_table_module {
  vm.func @br_table(%i: i32, %a: i32, %b: i64) -> i32 {
    //      CHECK: vm.br_table %arg0 {
    // CHECK-NEXT:   default: ^bb1(%arg1 : i32),
    // CHECK-NEXT:   0: ^bb2,
    // CHECK-NEXT:   1: ^bb1(%arg1 : i32),
    // CHECK-NEXT:   2: ^bb3(%arg1, %arg2 : i32, i64)
    // CHECK-NEXT: }
    vm.br_table %i {
      default: ^bb1(%a : i32),
      0: ^bb2,
      1: ^bb1(%a : i32),
      2: ^bb3(%a, %b : i32, i64)
    }
  ^bb1(%x: i32):
    vm.return %x : i32
  ^bb2:
    // A table with no cases always takes the default.
    // CHECK: vm.br_table %arg0 {
    // CHECK-NEXT: default: ^bb1(%arg1 : i32)
    // CHECK-NEXT: }
    vm.br_table %i {
      default: ^bb1(%a : i32)
    }
  ^bb3(%y: i32, %z: i64):
    vm.return %y : i32
  }
}

// -----

vm.module @calls_module {
  vm.import private @other.g(i32, !vm.ref<!hal.buffer_view>) -> (i32, i64)
  vm.func private @f(%a: i32) -> i32 {
    vm.return %a : i32
  }
  // CHECK-LABEL: vm.func @calls
  vm.func @calls(%a: i32, %v: !vm.ref<!hal.buffer_view>) -> i64 {
    // CHECK: %[[R:.+]] = vm.call @f(%arg0) : (i32) -> i32
    %0 = vm.call @f(%a) : (i32) -> i32
    // CHECK: %{{.+}}:2 = vm.call @other.g(%[[R]], %arg1) : (i32, !vm.ref<!hal.buffer_view>) -> (i32, i64)
    %1:2 = vm.call @other.g(%0, %v) : (i32, !vm.ref<!hal.buffer_view>) -> (i32, i64)
    // CHECK: vm.call @calls_nothing() : () -> ()
    vm.call @calls_nothing() : () -> ()
    vm.return %1#1 : i64
  }
  vm.func private @calls_nothing() {
    vm.return
  }
}

// -----

// CHECK-LABEL: vm.func @fail
vm.module @fail_module {
  vm.func @fail(%c: i32, %code: i32) {
    // CHECK: vm.cond_fail %arg0, %arg1, "checked"
    vm.cond_fail %c, %code, "checked"
    // CHECK: vm.cond_fail %arg0, %arg1{{$}}
    vm.cond_fail %c, %code
    vm.cond_br %c, ^bb1, ^bb2
  ^bb1:
    // CHECK: vm.fail %arg1, "failed \22here\22"
    vm.fail %code, "failed \"here\""
  ^bb2:
    // CHECK: vm.fail %arg1{{$}}
    vm.fail %code
  }
}
