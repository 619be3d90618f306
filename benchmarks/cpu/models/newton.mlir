module @jit_newton attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<64xf32>
    %2:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg0, %iterArg_1 = %1) : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
    cond {
      %3 = stablehlo.subtract %iterArg_0, %iterArg_1 : tensor<64xf32>
      %4 = stablehlo.abs %3 : tensor<64xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %5 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %6 = stablehlo.reduce(%iterArg_0 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %7 = stablehlo.multiply %cst_4, %6 : tensor<f32>
      %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %3 = stablehlo.divide %iterArg, %iterArg_0 : tensor<64xf32>
      %4 = stablehlo.add %iterArg_0, %3 : tensor<64xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %6 = stablehlo.multiply %5, %4 : tensor<64xf32>
      stablehlo.return %iterArg, %6, %iterArg_0 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
    }
    return %2#1 : tensor<64xf32>
  }
}
