// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @broadcast_shape(%a: tensor<4xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{result shape must be the broadcast sizes followed by the operand's shape}}
  %0 = stablehlo.broadcast %a, sizes = [2] : (tensor<4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @einsum_config(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{einsum_config 'ij,jk' is not of the form 'ab,bc->ac'}}
  %0 = stablehlo.einsum %a, %b, config = "ij,jk" : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @einsum_sizes(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{label 'j' has sizes 3 and 4}}
  %0 = stablehlo.einsum %a, %b, config = "ij,jk->ik" : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @einsum_output_label(%a: tensor<2x3xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{output label 'z' is not an operand's}}
  %0 = stablehlo.unary_einsum %a, config = "ij->iz" : (tensor<2x3xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @index_select_shape(%x: tensor<3x2xf32>, %i: tensor<4xi32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{result must be 'tensor<4x2xf32>'}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<4xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @dimension_size_range(%x: tensor<3x2xf32>) -> tensor<i32> {
  // expected-error @+1 {{dim 2 is out of range for rank 2}}
  %0 = stablehlo.get_dimension_size %x, dim = 2 : (tensor<3x2xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @tuple_index(%t: tuple<tensor<f32>>) -> tensor<f32> {
  // expected-error @+1 {{index 1 is out of range for 'tuple<tensor<f32>>'}}
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @map_dimensions(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{dimensions must be every dimension, in order}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @rng_shape(%a: tensor<f32>) -> tensor<3xf32> {
  %shape = stablehlo.constant dense<[3, 1]> : tensor<2xi64>
  // expected-error @+1 {{shape has 2 elements for a result of rank 1}}
  %0 = stablehlo.rng %a, %a, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @rng_normal_int(%a: tensor<i32>) -> tensor<3xi32> {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  // expected-error @+1 {{the normal distribution needs a float type}}
  %0 = stablehlo.rng %a, %a, %shape, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @batch_norm_training_vectors(%x: tensor<4x3xf32>, %s: tensor<4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{per-feature operands and results must be 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x3xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0 : tensor<4x3xf32>
}

// -----

func.func @cholesky_not_square(%a: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{a must be square matrices in its last two dimensions}}
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @triangular_solve_rows(%a: tensor<3x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{b has 2 rows for a 3x3 a}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @fft_kind(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{FFT and IFFT map complex to complex, RFFT real to complex and IRFFT complex to real}}
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @rfft_shape(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{result shape must be [3]}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @dequantize_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand must have uniform quantized elements}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An operand may repeat a label (a diagonal), the result may not.
func.func @einsum_repeated_output_label(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{einsum_config 'ii->ii' is not of the form 'ab,bc->ac'}}
  %0 = stablehlo.unary_einsum %a, config = "ii->ii" : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @einsum_diagonal_sizes(%a: tensor<3x4xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{label 'i' has sizes 3 and 4}}
  %0 = stablehlo.unary_einsum %a, config = "ii->i" : (tensor<3x4xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
