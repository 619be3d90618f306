// Host code reading a tensor element: not supported yet. iree-compile names
// the op and its location without dumping the IR.
func.func @f(%arg0: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %arg0[%c0] : tensor<4xf32>
  return %0 : f32
}
