// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @bitcast_bad_parts(%x: tensor<2xf32>) -> tensor<2x2xi8> {
  // expected-error @+1 {{the narrower side needs a last dimension of 4}}
  %0 = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}

// -----

func.func @reduce_precision_bad_format(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected exponent mantissa in format e#m#, saw f5m10}}
  %0 = stablehlo.reduce_precision %x, format = f5m10 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @batch_norm_bad_feature(%x: tensor<2x3xf32>, %s: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{scale, offset, mean and variance must be 'tensor<3xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) <{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @complex_bad_parts(%x: tensor<2xf32>) -> tensor<2xcomplex<f64>> {
  // expected-error @+1 {{result must be complex of the operand element type}}
  %0 = stablehlo.complex %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  return %0 : tensor<2xcomplex<f64>>
}
