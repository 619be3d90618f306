// tosa.tanh on f32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @tanh_f32() {
  %x = util.unfoldable_constant dense<[[1.0, -3.25, -2.75, 3.75, -2.0], [0.5, 1.5, 2.75, -3.5, 2.75], [3.0, 1.5, -0.5, -2.0, 1.0]]> : tensor<3x5xf32>
  %result = tosa.tanh %x : (tensor<3x5xf32>) -> tensor<3x5xf32>
  check.expect_almost_eq_const(%result, dense<[[0.761594156, -0.996997635, -0.991859725, 0.998894443, -0.96402758], [0.462117157, 0.905148254, 0.991859725, -0.998177898, 0.991859725], [0.995054754, 0.905148254, -0.462117157, -0.96402758, 0.761594156]]> : tensor<3x5xf32>) : tensor<3x5xf32>
  return
}

func.func @tanh_f32_range() {
  %x = util.unfoldable_constant dense<[-20.0, -9.0, -1.0, -0.001, 0.0, 0.001, 0.5, 1.0, 3.0, 9.0, 20.0]> : tensor<11xf32>
  %result = tosa.tanh %x : (tensor<11xf32>) -> tensor<11xf32>
  check.expect_almost_eq_const(%result, dense<[-1.0, -0.99999997, -0.761594156, -0.000999999714, 0.0, 0.000999999714, 0.462117157, 0.761594156, 0.995054754, 0.99999997, 1.0]> : tensor<11xf32>) : tensor<11xf32>
  return
}

func.func @tanh_f32_33x65() {
  %x = util.unfoldable_constant dense<-0.5> : tensor<33x65xf32>
  %result = tosa.tanh %x : (tensor<33x65xf32>) -> tensor<33x65xf32>
  check.expect_almost_eq_const(%result, dense<-0.462117157> : tensor<33x65xf32>) : tensor<33x65xf32>
  return
}
