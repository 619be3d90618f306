// Input with no vm.module: iree-compile names the problem without dumping
// the IR.
func.func @f() {
  return
}
