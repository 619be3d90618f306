// Complex tensors in and out of a program (run-module-complex.test).
func.func @multiply_add(%z: tensor<3xcomplex<f32>>, %w: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xf32>) {
  %p = stablehlo.multiply %z, %w : tensor<3xcomplex<f32>>
  %s = stablehlo.add %p, %z : tensor<3xcomplex<f32>>
  %re = stablehlo.real %s : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %s, %re : tensor<3xcomplex<f32>>, tensor<3xf32>
}

func.func @conjugate(%z: tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>> {
  %re = stablehlo.real %z : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  %im = stablehlo.imag %z : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  %neg = stablehlo.negate %im : tensor<2x2xf64>
  %c = stablehlo.complex %re, %neg : tensor<2x2xcomplex<f64>>
  return %c : tensor<2x2xcomplex<f64>>
}
