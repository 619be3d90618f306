// Malformed input: MLIR's parse error with its location.
vm.module @m {
  vm.func @f() -> i32 {
    %0 = vm.add.i32 %missing, %missing : i32
    vm.return %0 : i32
  }
}
