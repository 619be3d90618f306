// tosa.slice: start offsets and sizes per dimension.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @slice_f32() {
  %x = util.unfoldable_constant dense<[[0.25, 5.0, -7.25, 1.25, -6.75, 7.0], [3.25, -1.25, 4.25, 2.5, 4.0, -7.0], [1.25, -3.25, -3.25, -5.5, -0.75, 2.75], [3.0, -6.25, -3.5, 0.0, -7.25, -4.0]]> : tensor<4x6xf32>
  %start = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.slice %x, %start, %size : (tensor<4x6xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  check.expect_almost_eq_const(%result, dense<[[4.25, 2.5, 4.0], [-3.25, -5.5, -0.75]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @slice_i32_3d() {
  %x = util.unfoldable_constant dense<[[[-25052, -66433, -78379, 62670, 17806], [-51236, -2278, -84026, 43331, -21516], [-14691, -57857, 32584, 42804, 18276], [23740, 63272, 89789, -49429, 70269]], [[-74126, -38779, 41152, 72197, 37271], [-49402, -14387, 70691, -30258, -71000], [40027, 85726, 89036, 12889, -18503], [-8508, -85661, -19411, -37375, -24506]], [[67776, -68554, 59069, 26241, 81421], [-28829, -37517, 76087, -73966, -75267], [53701, -6404, -11608, 17071, 41408], [45795, -33660, 31044, -52306, -14694]]]> : tensor<3x4x5xi32>
  %start = tosa.const_shape {values = dense<[0, 1, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[3, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %result = tosa.slice %x, %start, %size : (tensor<3x4x5xi32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<3x2x1xi32>
  check.expect_eq_const(%result, dense<[[[-21516], [18276]], [[-71000], [-18503]], [[-75267], [41408]]]> : tensor<3x2x1xi32>) : tensor<3x2x1xi32>
  return
}

func.func @slice_i8_1d() {
  %x = util.unfoldable_constant dense<[-63, 59, -123, 54, 70, -30, -114, -18, 84, -37, 10, 71, 122, -91, -107, 80, 84]> : tensor<17xi8>
  %start = tosa.const_shape {values = dense<[5]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %size = tosa.const_shape {values = dense<[9]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %result = tosa.slice %x, %start, %size : (tensor<17xi8>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<9xi8>
  check.expect_eq_const(%result, dense<[-30, -114, -18, 84, -37, 10, 71, 122, -91]> : tensor<9xi8>) : tensor<9xi8>
  return
}

// The whole tensor.
func.func @slice_f16_whole() {
  %x = util.unfoldable_constant dense<[[1.5, -4.5, -2.0], [1.0, 7.25, -7.75]]> : tensor<2x3xf16>
  %start = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.slice %x, %start, %size : (tensor<2x3xf16>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf16>
  check.expect_almost_eq_const(%result, dense<[[1.5, -4.5, -2.0], [1.0, 7.25, -7.75]]> : tensor<2x3xf16>) : tensor<2x3xf16>
  return
}
