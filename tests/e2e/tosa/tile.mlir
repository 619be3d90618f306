// tosa.tile: repeat the tensor multiples[i] times along dimension i.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @tile_f32() {
  %x = util.unfoldable_constant dense<[[7.5, 4.75, 7.5], [-2.0, -6.5, 5.25]]> : tensor<2x3xf32>
  %multiples = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.tile %x, %multiples : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x9xf32>
  check.expect_almost_eq_const(%result, dense<[[7.5, 4.75, 7.5, 7.5, 4.75, 7.5, 7.5, 4.75, 7.5], [-2.0, -6.5, 5.25, -2.0, -6.5, 5.25, -2.0, -6.5, 5.25], [7.5, 4.75, 7.5, 7.5, 4.75, 7.5, 7.5, 4.75, 7.5], [-2.0, -6.5, 5.25, -2.0, -6.5, 5.25, -2.0, -6.5, 5.25]]> : tensor<4x9xf32>) : tensor<4x9xf32>
  return
}

func.func @tile_i32_3d() {
  %x = util.unfoldable_constant dense<[[[-1888, -12889, 84169], [21938, -98227, 58981]]]> : tensor<1x2x3xi32>
  %multiples = tosa.const_shape {values = dense<[3, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %result = tosa.tile %x, %multiples : (tensor<1x2x3xi32>, !tosa.shape<3>) -> tensor<3x2x6xi32>
  check.expect_eq_const(%result, dense<[[[-1888, -12889, 84169, -1888, -12889, 84169], [21938, -98227, 58981, 21938, -98227, 58981]], [[-1888, -12889, 84169, -1888, -12889, 84169], [21938, -98227, 58981, 21938, -98227, 58981]], [[-1888, -12889, 84169, -1888, -12889, 84169], [21938, -98227, 58981, 21938, -98227, 58981]]]> : tensor<3x2x6xi32>) : tensor<3x2x6xi32>
  return
}

func.func @tile_i8_1d() {
  %x = util.unfoldable_constant dense<[-51, 0, -10, -73, -57]> : tensor<5xi8>
  %multiples = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %result = tosa.tile %x, %multiples : (tensor<5xi8>, !tosa.shape<1>) -> tensor<20xi8>
  check.expect_eq_const(%result, dense<[-51, 0, -10, -73, -57, -51, 0, -10, -73, -57, -51, 0, -10, -73, -57, -51, 0, -10, -73, -57]> : tensor<20xi8>) : tensor<20xi8>
  return
}

func.func @tile_i1() {
  %x = util.unfoldable_constant dense<[[false], [true]]> : tensor<2x1xi1>
  %multiples = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %result = tosa.tile %x, %multiples : (tensor<2x1xi1>, !tosa.shape<2>) -> tensor<2x3xi1>
  check.expect_eq_const(%result, dense<[[false, false, false], [true, true, true]]> : tensor<2x3xi1>) : tensor<2x3xi1>
  return
}
