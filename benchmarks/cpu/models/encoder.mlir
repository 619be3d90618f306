module @jit_encoder attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<256x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x1024xf32>, %arg8: tensor<1024xf32>, %arg9: tensor<1024x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>) -> (tensor<128x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x768xf32>) -> tensor<128x768xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x768xf32>) -> tensor<128x768xf32>
    %3 = stablehlo.add %0, %2 : tensor<128x768xf32>
    %4 = stablehlo.reshape %3 : (tensor<128x768xf32>) -> tensor<128x3x4x64xf32>
    %5 = stablehlo.slice %4 [0:128, 0:1, 0:4, 0:64] : (tensor<128x3x4x64xf32>) -> tensor<128x1x4x64xf32>
    %6 = stablehlo.reshape %5 : (tensor<128x1x4x64xf32>) -> tensor<128x4x64xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %8 = stablehlo.slice %4 [0:128, 1:2, 0:4, 0:64] : (tensor<128x3x4x64xf32>) -> tensor<128x1x4x64xf32>
    %9 = stablehlo.reshape %8 : (tensor<128x1x4x64xf32>) -> tensor<128x4x64xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %11 = stablehlo.slice %4 [0:128, 2:3, 0:4, 0:64] : (tensor<128x3x4x64xf32>) -> tensor<128x1x4x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<128x1x4x64xf32>) -> tensor<128x4x64xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<128x4x64xf32>) -> tensor<4x128x64xf32>
    %14 = stablehlo.dot_general %7, %10, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x64xf32>, tensor<4x128x64xf32>) -> tensor<4x128x128xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.sqrt %cst : tensor<f32>
    %16 = stablehlo.convert %15 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %18 = stablehlo.divide %14, %17 : tensor<4x128x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<4x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %24 = stablehlo.subtract %18, %23 : tensor<4x128x128xf32>
    %25 = stablehlo.exponential %24 : tensor<4x128x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %29 = stablehlo.divide %25, %28 : tensor<4x128x128xf32>
    %30 = stablehlo.dot_general %29, %13, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0, 2] : (tensor<4x128x64xf32>) -> tensor<128x4x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<128x4x64xf32>) -> tensor<128x256xf32>
    %33 = stablehlo.dot_general %32, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %34 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %36 = stablehlo.add %33, %35 : tensor<128x256xf32>
    %37 = stablehlo.add %arg0, %36 : tensor<128x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<128x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %43 = stablehlo.subtract %37, %42 : tensor<128x256xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<128x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_6 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<128x1xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %50 = stablehlo.subtract %37, %49 : tensor<128x256xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %52 = stablehlo.add %48, %51 : tensor<128x1xf32>
    %53 = stablehlo.rsqrt %52 : tensor<128x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %55 = stablehlo.multiply %50, %54 : tensor<128x256xf32>
    %56 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<128x256xf32>
    %59 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %61 = stablehlo.add %58, %60 : tensor<128x256xf32>
    %62 = stablehlo.dot_general %61, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<256x1024xf32>) -> tensor<128x1024xf32>
    %63 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<128x1024xf32>
    %65 = stablehlo.add %62, %64 : tensor<128x1024xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<128x1024xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<128x1024xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<128x1024xf32>
    %70 = stablehlo.add %65, %69 : tensor<128x1024xf32>
    %cst_9 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<128x1024xf32>
    %73 = stablehlo.tanh %72 : tensor<128x1024xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %75 = stablehlo.add %74, %73 : tensor<128x1024xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<128x1024xf32>
    %78 = stablehlo.multiply %65, %77 : tensor<128x1024xf32>
    %79 = stablehlo.dot_general %78, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x256xf32>) -> tensor<128x256xf32>
    %80 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %82 = stablehlo.add %79, %81 : tensor<128x256xf32>
    %83 = stablehlo.add %61, %82 : tensor<128x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<128x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %89 = stablehlo.subtract %83, %88 : tensor<128x256xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<128x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<128x1xf32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %96 = stablehlo.subtract %83, %95 : tensor<128x256xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %98 = stablehlo.add %94, %97 : tensor<128x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<128x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x256xf32>
    %101 = stablehlo.multiply %96, %100 : tensor<128x256xf32>
    %102 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<128x256xf32>
    %105 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<128x256xf32>
    %107 = stablehlo.add %104, %106 : tensor<128x256xf32>
    return %107 : tensor<128x256xf32>
  }
}
