// The chlo special functions in f64: the same approximations run in f64
// (the vulkan baseline target, without Float64, skips this file).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// zeta.
func.func @zeta_f64() {
  %a = util.unfoldable_constant dense<[2.0, 3.5, 10.0]> : tensor<3xf64>
  %b = util.unfoldable_constant dense<[1.0, 0.25, 2.0]> : tensor<3xf64>
  %result = chlo.zeta %a, %b : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const(%result, dense<[1.6449340668482264, 128.54695896428436, 0.00099457512781808526]> : tensor<3xf64>) : tensor<3xf64>
  return
}

// polygamma.
func.func @polygamma_f64() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %b = util.unfoldable_constant dense<[1.0, 3.25, 0.75]> : tensor<3xf64>
  %result = chlo.polygamma %a, %b : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const(%result, dense<[1.6449340668482264, -0.12815694713911513, 19.763312534850598]> : tensor<3xf64>) : tensor<3xf64>
  return
}

// bessel_i1e.
func.func @bessel_i1e_f64() {
  %a = util.unfoldable_constant dense<[0.5, 12.0, 40.0]> : tensor<3xf64>
  %result = chlo.bessel_i1e %a : tensor<3xf64> -> tensor<3xf64>
  check.expect_almost_eq_const(%result, dense<[0.1564208031848717, 0.11146429929018098, 0.062482229074442064]> : tensor<3xf64>) : tensor<3xf64>
  return
}

// next_after, exactly.
func.func @next_after_f64() {
  %x = util.unfoldable_constant dense<[1.0, -0.5, 0.0]> : tensor<3xf64>
  %y = util.unfoldable_constant dense<[0.0, -1.0, 3.0]> : tensor<3xf64>
  %result = chlo.next_after %x, %y : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
  check.expect_eq_const(%result, dense<[0x3FEFFFFFFFFFFFFF, 0xBFE0000000000001, 0x0000000000000001]> : tensor<3xf64>) : tensor<3xf64>
  return
}
