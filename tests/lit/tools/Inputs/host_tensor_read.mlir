// Host code reading a 16-bit float element: the VM has no f16 registers.
// iree-compile names the op and its location without dumping the IR.
func.func @f(%arg0: tensor<4xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %arg0[%c0] : tensor<4xf16>
  return %0 : f16
}
