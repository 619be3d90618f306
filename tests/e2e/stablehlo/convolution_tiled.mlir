// Convolutions large enough for vulkan-spirv's workgroup-memory kernel
// (several input-channel chunks, a batch, strides, dilations, a bias+relu
// epilogue), on every backend. Integer-valued data keeps every sum exact;
// per-channel sums weighted by position catch misplaced outputs.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @conv_batch_channel_chunks() {
  %x_i = stablehlo.iota dim = 0 : tensor<16384xi32>
  %x_m = stablehlo.constant dense<7> : tensor<16384xi32>
  %x_r = stablehlo.remainder %x_i, %x_m : tensor<16384xi32>
  %x_o = stablehlo.constant dense<3> : tensor<16384xi32>
  %x_s = stablehlo.subtract %x_r, %x_o : tensor<16384xi32>
  %x_f = stablehlo.convert %x_s : (tensor<16384xi32>) -> tensor<16384xf32>
  %x_b = stablehlo.reshape %x_f : (tensor<16384xf32>) -> tensor<2x16x16x32xf32>
  %x = util.optimization_barrier %x_b : tensor<2x16x16x32xf32>
  %w_i = stablehlo.iota dim = 0 : tensor<4608xi32>
  %w_m = stablehlo.constant dense<5> : tensor<4608xi32>
  %w_r = stablehlo.remainder %w_i, %w_m : tensor<4608xi32>
  %w_o = stablehlo.constant dense<2> : tensor<4608xi32>
  %w_s = stablehlo.subtract %w_r, %w_o : tensor<4608xi32>
  %w_f = stablehlo.convert %w_s : (tensor<4608xi32>) -> tensor<4608xf32>
  %w_b = stablehlo.reshape %w_f : (tensor<4608xf32>) -> tensor<3x3x32x16xf32>
  %w = util.optimization_barrier %w_b : tensor<3x3x32x16xf32>
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x16x32xf32>, tensor<3x3x32x16xf32>) -> tensor<2x16x16x16xf32>
  %h = stablehlo.iota dim = 1 : tensor<2x16x16x16xi32>
  %w3 = stablehlo.iota dim = 2 : tensor<2x16x16x16xi32>
  %f7 = stablehlo.iota dim = 3 : tensor<2x16x16x16xi32>
  %n11 = stablehlo.iota dim = 0 : tensor<2x16x16x16xi32>
  %c3 = stablehlo.constant dense<3> : tensor<2x16x16x16xi32>
  %c5 = stablehlo.constant dense<5> : tensor<2x16x16x16xi32>
  %c7 = stablehlo.constant dense<7> : tensor<2x16x16x16xi32>
  %c11 = stablehlo.constant dense<11> : tensor<2x16x16x16xi32>
  %c13 = stablehlo.constant dense<13> : tensor<2x16x16x16xi32>
  %one = stablehlo.constant dense<1> : tensor<2x16x16x16xi32>
  %a1 = stablehlo.multiply %h, %c3 : tensor<2x16x16x16xi32>
  %a2 = stablehlo.multiply %w3, %c5 : tensor<2x16x16x16xi32>
  %a3 = stablehlo.multiply %f7, %c7 : tensor<2x16x16x16xi32>
  %a4 = stablehlo.multiply %n11, %c11 : tensor<2x16x16x16xi32>
  %s1 = stablehlo.add %a1, %a2 : tensor<2x16x16x16xi32>
  %s2 = stablehlo.add %s1, %a3 : tensor<2x16x16x16xi32>
  %s3 = stablehlo.add %s2, %a4 : tensor<2x16x16x16xi32>
  %m = stablehlo.remainder %s3, %c13 : tensor<2x16x16x16xi32>
  %wi = stablehlo.add %m, %one : tensor<2x16x16x16xi32>
  %weight = stablehlo.convert %wi : (tensor<2x16x16x16xi32>) -> tensor<2x16x16x16xf32>
  %weighted = stablehlo.multiply %conv, %weight : tensor<2x16x16x16xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = stablehlo.reduce(%weighted init: %init) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
  check.expect_eq_const(%sums, dense<[-495.0, 65.0, -400.0, 1300.0, -1043.0, 914.0, -827.0, 101.0, -44.0, 349.0, -394.0, 972.0, -1101.0, 341.0, 246.0, -116.0]> : tensor<16xf32>) : tensor<16xf32>
  return
}

// A batch of two images with 32 output channels.
func.func @conv_batch_32_channels() {
  %x_i = stablehlo.iota dim = 0 : tensor<16384xi32>
  %x_m = stablehlo.constant dense<7> : tensor<16384xi32>
  %x_r = stablehlo.remainder %x_i, %x_m : tensor<16384xi32>
  %x_o = stablehlo.constant dense<3> : tensor<16384xi32>
  %x_s = stablehlo.subtract %x_r, %x_o : tensor<16384xi32>
  %x_f = stablehlo.convert %x_s : (tensor<16384xi32>) -> tensor<16384xf32>
  %x_b = stablehlo.reshape %x_f : (tensor<16384xf32>) -> tensor<2x16x16x32xf32>
  %x = util.optimization_barrier %x_b : tensor<2x16x16x32xf32>
  %w_i = stablehlo.iota dim = 0 : tensor<9216xi32>
  %w_m = stablehlo.constant dense<5> : tensor<9216xi32>
  %w_r = stablehlo.remainder %w_i, %w_m : tensor<9216xi32>
  %w_o = stablehlo.constant dense<2> : tensor<9216xi32>
  %w_s = stablehlo.subtract %w_r, %w_o : tensor<9216xi32>
  %w_f = stablehlo.convert %w_s : (tensor<9216xi32>) -> tensor<9216xf32>
  %w_b = stablehlo.reshape %w_f : (tensor<9216xf32>) -> tensor<3x3x32x32xf32>
  %w = util.optimization_barrier %w_b : tensor<3x3x32x32xf32>
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x16x16x32xf32>
  %h = stablehlo.iota dim = 1 : tensor<2x16x16x32xi32>
  %w3 = stablehlo.iota dim = 2 : tensor<2x16x16x32xi32>
  %f7 = stablehlo.iota dim = 3 : tensor<2x16x16x32xi32>
  %n11 = stablehlo.iota dim = 0 : tensor<2x16x16x32xi32>
  %c3 = stablehlo.constant dense<3> : tensor<2x16x16x32xi32>
  %c5 = stablehlo.constant dense<5> : tensor<2x16x16x32xi32>
  %c7 = stablehlo.constant dense<7> : tensor<2x16x16x32xi32>
  %c11 = stablehlo.constant dense<11> : tensor<2x16x16x32xi32>
  %c13 = stablehlo.constant dense<13> : tensor<2x16x16x32xi32>
  %one = stablehlo.constant dense<1> : tensor<2x16x16x32xi32>
  %a1 = stablehlo.multiply %h, %c3 : tensor<2x16x16x32xi32>
  %a2 = stablehlo.multiply %w3, %c5 : tensor<2x16x16x32xi32>
  %a3 = stablehlo.multiply %f7, %c7 : tensor<2x16x16x32xi32>
  %a4 = stablehlo.multiply %n11, %c11 : tensor<2x16x16x32xi32>
  %s1 = stablehlo.add %a1, %a2 : tensor<2x16x16x32xi32>
  %s2 = stablehlo.add %s1, %a3 : tensor<2x16x16x32xi32>
  %s3 = stablehlo.add %s2, %a4 : tensor<2x16x16x32xi32>
  %m = stablehlo.remainder %s3, %c13 : tensor<2x16x16x32xi32>
  %wi = stablehlo.add %m, %one : tensor<2x16x16x32xi32>
  %weight = stablehlo.convert %wi : (tensor<2x16x16x32xi32>) -> tensor<2x16x16x32xf32>
  %weighted = stablehlo.multiply %conv, %weight : tensor<2x16x16x32xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = stablehlo.reduce(%weighted init: %init) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
  check.expect_eq_const(%sums, dense<[-1371.0, 587.0, 795.0, -1426.0, -525.0, 1280.0, 2.0, -843.0, -276.0, 1147.0, -216.0, -1402.0, 1198.0, 1030.0, -652.0, -516.0, 1172.0, 431.0, -1252.0, 825.0, 666.0, -232.0, 41.0, 522.0, 430.0, -1272.0, -154.0, 1094.0, -187.0, -485.0, 612.0, 886.0]> : tensor<32xf32>) : tensor<32xf32>
  return
}

func.func @conv_stride2() {
  %x_i = stablehlo.iota dim = 0 : tensor<8712xi32>
  %x_m = stablehlo.constant dense<7> : tensor<8712xi32>
  %x_r = stablehlo.remainder %x_i, %x_m : tensor<8712xi32>
  %x_o = stablehlo.constant dense<3> : tensor<8712xi32>
  %x_s = stablehlo.subtract %x_r, %x_o : tensor<8712xi32>
  %x_f = stablehlo.convert %x_s : (tensor<8712xi32>) -> tensor<8712xf32>
  %x_b = stablehlo.reshape %x_f : (tensor<8712xf32>) -> tensor<1x33x33x8xf32>
  %x = util.optimization_barrier %x_b : tensor<1x33x33x8xf32>
  %w_i = stablehlo.iota dim = 0 : tensor<1728xi32>
  %w_m = stablehlo.constant dense<5> : tensor<1728xi32>
  %w_r = stablehlo.remainder %w_i, %w_m : tensor<1728xi32>
  %w_o = stablehlo.constant dense<2> : tensor<1728xi32>
  %w_s = stablehlo.subtract %w_r, %w_o : tensor<1728xi32>
  %w_f = stablehlo.convert %w_s : (tensor<1728xi32>) -> tensor<1728xf32>
  %w_b = stablehlo.reshape %w_f : (tensor<1728xf32>) -> tensor<3x3x8x24xf32>
  %w = util.optimization_barrier %w_b : tensor<3x3x8x24xf32>
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x33x33x8xf32>, tensor<3x3x8x24xf32>) -> tensor<1x16x16x24xf32>
  %h = stablehlo.iota dim = 1 : tensor<1x16x16x24xi32>
  %w3 = stablehlo.iota dim = 2 : tensor<1x16x16x24xi32>
  %f7 = stablehlo.iota dim = 3 : tensor<1x16x16x24xi32>
  %n11 = stablehlo.iota dim = 0 : tensor<1x16x16x24xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1x16x16x24xi32>
  %c5 = stablehlo.constant dense<5> : tensor<1x16x16x24xi32>
  %c7 = stablehlo.constant dense<7> : tensor<1x16x16x24xi32>
  %c11 = stablehlo.constant dense<11> : tensor<1x16x16x24xi32>
  %c13 = stablehlo.constant dense<13> : tensor<1x16x16x24xi32>
  %one = stablehlo.constant dense<1> : tensor<1x16x16x24xi32>
  %a1 = stablehlo.multiply %h, %c3 : tensor<1x16x16x24xi32>
  %a2 = stablehlo.multiply %w3, %c5 : tensor<1x16x16x24xi32>
  %a3 = stablehlo.multiply %f7, %c7 : tensor<1x16x16x24xi32>
  %a4 = stablehlo.multiply %n11, %c11 : tensor<1x16x16x24xi32>
  %s1 = stablehlo.add %a1, %a2 : tensor<1x16x16x24xi32>
  %s2 = stablehlo.add %s1, %a3 : tensor<1x16x16x24xi32>
  %s3 = stablehlo.add %s2, %a4 : tensor<1x16x16x24xi32>
  %m = stablehlo.remainder %s3, %c13 : tensor<1x16x16x24xi32>
  %wi = stablehlo.add %m, %one : tensor<1x16x16x24xi32>
  %weight = stablehlo.convert %wi : (tensor<1x16x16x24xi32>) -> tensor<1x16x16x24xf32>
  %weighted = stablehlo.multiply %conv, %weight : tensor<1x16x16x24xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = stablehlo.reduce(%weighted init: %init) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x16x16x24xf32>, tensor<f32>) -> tensor<24xf32>
  check.expect_eq_const(%sums, dense<[282.0, 369.0, 751.0, 463.0, 533.0, 481.0, 378.0, 656.0, 606.0, 641.0, 277.0, 400.0, 119.0, -811.0, -291.0, -408.0, -813.0, -535.0, -642.0, -378.0, -521.0, -492.0, -188.0, -460.0]> : tensor<24xf32>) : tensor<24xf32>
  return
}

func.func @conv_dilated_bias_relu() {
  %x_i = stablehlo.iota dim = 0 : tensor<1600xi32>
  %x_m = stablehlo.constant dense<7> : tensor<1600xi32>
  %x_r = stablehlo.remainder %x_i, %x_m : tensor<1600xi32>
  %x_o = stablehlo.constant dense<3> : tensor<1600xi32>
  %x_s = stablehlo.subtract %x_r, %x_o : tensor<1600xi32>
  %x_f = stablehlo.convert %x_s : (tensor<1600xi32>) -> tensor<1600xf32>
  %x_b = stablehlo.reshape %x_f : (tensor<1600xf32>) -> tensor<1x20x20x4xf32>
  %x = util.optimization_barrier %x_b : tensor<1x20x20x4xf32>
  %w_i = stablehlo.iota dim = 0 : tensor<288xi32>
  %w_m = stablehlo.constant dense<5> : tensor<288xi32>
  %w_r = stablehlo.remainder %w_i, %w_m : tensor<288xi32>
  %w_o = stablehlo.constant dense<2> : tensor<288xi32>
  %w_s = stablehlo.subtract %w_r, %w_o : tensor<288xi32>
  %w_f = stablehlo.convert %w_s : (tensor<288xi32>) -> tensor<288xf32>
  %w_b = stablehlo.reshape %w_f : (tensor<288xf32>) -> tensor<3x3x4x8xf32>
  %w = util.optimization_barrier %w_b : tensor<3x3x4x8xf32>
  %conv = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x20x20x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x16x16x8xf32>
  %bias_i = stablehlo.iota dim = 0 : tensor<8xi32>
  %bias_3 = stablehlo.constant dense<3> : tensor<8xi32>
  %bias_r = stablehlo.remainder %bias_i, %bias_3 : tensor<8xi32>
  %bias_1 = stablehlo.constant dense<1> : tensor<8xi32>
  %bias_s = stablehlo.subtract %bias_r, %bias_1 : tensor<8xi32>
  %bias = stablehlo.convert %bias_s : (tensor<8xi32>) -> tensor<8xf32>
  %bias_b = stablehlo.broadcast_in_dim %bias, dims = [3] : (tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %biased = stablehlo.add %conv, %bias_b : tensor<1x16x16x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x16x16x8xf32>
  %relu = stablehlo.maximum %biased, %zero : tensor<1x16x16x8xf32>
  %h = stablehlo.iota dim = 1 : tensor<1x16x16x8xi32>
  %w3 = stablehlo.iota dim = 2 : tensor<1x16x16x8xi32>
  %f7 = stablehlo.iota dim = 3 : tensor<1x16x16x8xi32>
  %n11 = stablehlo.iota dim = 0 : tensor<1x16x16x8xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1x16x16x8xi32>
  %c5 = stablehlo.constant dense<5> : tensor<1x16x16x8xi32>
  %c7 = stablehlo.constant dense<7> : tensor<1x16x16x8xi32>
  %c11 = stablehlo.constant dense<11> : tensor<1x16x16x8xi32>
  %c13 = stablehlo.constant dense<13> : tensor<1x16x16x8xi32>
  %one = stablehlo.constant dense<1> : tensor<1x16x16x8xi32>
  %a1 = stablehlo.multiply %h, %c3 : tensor<1x16x16x8xi32>
  %a2 = stablehlo.multiply %w3, %c5 : tensor<1x16x16x8xi32>
  %a3 = stablehlo.multiply %f7, %c7 : tensor<1x16x16x8xi32>
  %a4 = stablehlo.multiply %n11, %c11 : tensor<1x16x16x8xi32>
  %s1 = stablehlo.add %a1, %a2 : tensor<1x16x16x8xi32>
  %s2 = stablehlo.add %s1, %a3 : tensor<1x16x16x8xi32>
  %s3 = stablehlo.add %s2, %a4 : tensor<1x16x16x8xi32>
  %m = stablehlo.remainder %s3, %c13 : tensor<1x16x16x8xi32>
  %wi = stablehlo.add %m, %one : tensor<1x16x16x8xi32>
  %weight = stablehlo.convert %wi : (tensor<1x16x16x8xi32>) -> tensor<1x16x16x8xf32>
  %weighted = stablehlo.multiply %relu, %weight : tensor<1x16x16x8xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sums = stablehlo.reduce(%weighted init: %init) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
  check.expect_eq_const(%sums, dense<[3052.0, 6264.0, 6924.0, 5386.0, 3878.0, 4850.0, 5263.0, 5667.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}
