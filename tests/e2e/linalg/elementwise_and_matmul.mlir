// linalg on tensors: linalg.generic (elementwise, broadcast, transpose, reduction) and linalg.matmul.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Elementwise add written as linalg.generic.
func.func @linalg_generic_add() {
  %a = util.unfoldable_constant dense<[[-3.0, 6.75, 4.5, 3.0, -1.0], [1.25, 2.0, -3.5, 5.5, -7.0], [-7.25, -8.25, 7.5, -3.75, -7.5]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[2.25, 2.5, -5.25, 8.5, -4.75], [-1.5, 1.25, 3.25, -1.75, -5.5], [-1.25, -0.75, 3.25, 8.0, 8.25]]> : tensor<3x5xf32>
  %init = tensor.empty() : tensor<3x5xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x5xf32>, tensor<3x5xf32>) outs(%init : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %sum = arith.addf %x, %y : f32
    linalg.yield %sum : f32
  } -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[-0.75, 9.25, -0.75, 11.5, -5.75], [-0.25, 3.25, -0.25, 3.75, -12.5], [-8.5, -9.0, 10.75, 4.25, 0.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// Broadcast bias add and relu in one generic.
func.func @linalg_generic_bias_relu() {
  %a = util.unfoldable_constant dense<[[8.25, -0.75, -5.25, 0.75, -3.0], [-0.25, 1.75, 4.0, 1.75, -3.25], [9.0, -2.5, 8.75, -4.75, -4.75]]> : tensor<3x5xf32>
  %bias = util.unfoldable_constant dense<[5.5, -3.25, -8.75, -2.0, 8.5]> : tensor<5xf32>
  %init = tensor.empty() : tensor<3x5xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %bias : tensor<3x5xf32>, tensor<5xf32>) outs(%init : tensor<3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %sum = arith.addf %x, %y : f32
    %zero = arith.constant 0.0 : f32
    %relu = arith.maximumf %sum, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[13.75, 0.0, 0.0, 0.0, 5.5], [5.25, 0.0, 0.0, 0.0, 5.25], [14.5, 0.0, 0.0, 0.0, 3.75]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

// A permuted input map: transpose and scale by 3.
func.func @linalg_generic_transpose_scale_i32() {
  %x = util.unfoldable_constant dense<[[[-2, -93, -30, -28], [-77, 5, -88, 25], [-90, -47, 95, 52]], [[41, 35, -57, 79], [-38, 93, -33, -15], [-24, -77, -14, -65]]]> : tensor<2x3x4xi32>
  %init = tensor.empty() : tensor<2x4x3xi32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x3x4xi32>) outs(%init : tensor<2x4x3xi32>) {
  ^bb0(%v: i32, %out: i32):
    %c3 = arith.constant 3 : i32
    %m = arith.muli %v, %c3 : i32
    linalg.yield %m : i32
  } -> tensor<2x4x3xi32>
  check.expect_eq_const(%result, dense<[[[-6, -231, -270], [-279, 15, -141], [-90, -264, 285], [-84, 75, 156]], [[123, -114, -72], [105, 279, -231], [-171, -99, -42], [237, -45, -195]]]> : tensor<2x4x3xi32>) : tensor<2x4x3xi32>
  return
}

// A reduction generic: row sums.
func.func @linalg_generic_row_sum() {
  %x = util.unfoldable_constant dense<[[3.75, -1.0, 0.75, 9.0, 4.75], [-4.0, 8.75, -3.25, 4.75, -2.5], [4.0, -0.5, -0.5, -2.25, 0.5]]> : tensor<3x5xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3xf32>) -> tensor<3xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x5xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  check.expect_almost_eq_const(%result, dense<[17.25, 3.75, 1.25]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// linalg.matmul into a zero-filled init tensor.
func.func @linalg_matmul_f32() {
  %a = util.unfoldable_constant dense<[[3.75, -2.5, 3.0, -4.0, -2.5], [3.0, 3.25, -1.25, -2.25, 1.75], [2.5, -3.25, 0.25, -2.5, 0.75]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[2.0, -1.75, 3.0, -3.25], [-2.5, -3.75, 3.75, 0.25], [2.5, 2.5, 1.25, 2.5], [-1.0, -1.5, 2.25, -1.25], [-1.75, 1.75, -1.5, 2.5]]> : tensor<5x4xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x4xf32>) -> tensor<3x4xf32>
  %result = linalg.matmul ins(%a, %b : tensor<3x5xf32>, tensor<5x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[29.625, 11.9375, 0.375, -6.5625], [-6.0625, -14.125, 11.9375, -4.875], [14.9375, 13.5, -11.125, -3.3125]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

func.func @linalg_matmul_i32() {
  %a = util.unfoldable_constant dense<[[40, 47, 29, -30, -10, -29], [40, -14, 25, -49, -48, -40], [-23, -19, -19, 16, -42, 28], [-29, 15, -49, 15, -30, 29]]> : tensor<4x6xi32>
  %b = util.unfoldable_constant dense<[[3, -18, 41], [11, 29, 37], [47, -39, -40], [15, -25, -4], [-5, -4, -10], [-1, -12, -8]]> : tensor<6x3xi32>
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<4x3xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<4x3xi32>) -> tensor<4x3xi32>
  %result = linalg.matmul ins(%a, %b : tensor<4x6xi32>, tensor<6x3xi32>) outs(%init : tensor<4x3xi32>) -> tensor<4x3xi32>
  check.expect_eq_const(%result, dense<[[1629, 650, 2671], [686, -204, 1118], [-749, 36, -754], [-1879, 2265, 1334]]> : tensor<4x3xi32>) : tensor<4x3xi32>
  return
}

// matmul followed by a bias + relu epilogue.
func.func @linalg_matmul_bias_relu() {
  %a = util.unfoldable_constant dense<[[1.75, -1.25, -2.0, 0.25, 2.25], [2.75, -2.25, -1.0, -2.0, -4.0], [-1.5, -1.75, 3.0, -2.25, 4.0]]> : tensor<3x5xf32>
  %b = util.unfoldable_constant dense<[[-3.25, -4.0, 2.25, -2.0], [-2.5, 3.5, 3.25, -1.5], [-0.5, -2.5, 1.25, 4.0], [-3.5, -4.0, -3.75, 1.25], [-1.25, 3.75, 3.25, -3.0]]> : tensor<5x4xf32>
  %bias = util.unfoldable_constant dense<[3.75, 3.25, -0.5, 1.25]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x4xf32>) -> tensor<3x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<3x5xf32>, tensor<5x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<3x4xf32>, tensor<4xf32>) outs(%empty : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %sum = arith.addf %x, %y : f32
    %relu = arith.maximumf %sum, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<3x4xf32>
  check.expect_almost_eq_const(%result, dense<[[0.0, 4.3125, 3.25, 0.0], [12.9375, 0.0, 0.0, 4.625], [14.375, 19.625, 15.625, 4.0625]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

// Large splat inputs: every element is 65 * 0.5 * 0.25.
func.func @linalg_matmul_f32_33x65x17() {
  %a = util.unfoldable_constant dense<0.5> : tensor<33x65xf32>
  %b = util.unfoldable_constant dense<0.25> : tensor<65x17xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<33x17xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<33x17xf32>) -> tensor<33x17xf32>
  %result = linalg.matmul ins(%a, %b : tensor<33x65xf32>, tensor<65x17xf32>) outs(%init : tensor<33x17xf32>) -> tensor<33x17xf32>
  check.expect_almost_eq_const(%result, dense<8.125> : tensor<33x17xf32>) : tensor<33x17xf32>
  return
}
