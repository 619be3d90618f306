// Element types beyond the common ones, computed natively: i16, i64, f64
// (transcendentals through f32), unsigned i8/i32 (unsigned division, max,
// compare, conversion), bf16 (through f32).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @i64_ops() {
  %a = util.unfoldable_constant dense<[5000000000, -3, 7]> : tensor<3xi64>
  %b = util.unfoldable_constant dense<[2, 4, -9000000000]> : tensor<3xi64>
  %s = stablehlo.add %a, %b : tensor<3xi64>
  %m = stablehlo.multiply %a, %b : tensor<3xi64>
  %d = stablehlo.divide %b, %a : tensor<3xi64>
  %mx = stablehlo.maximum %a, %b : tensor<3xi64>
  check.expect_eq_const(%s, dense<[5000000002, 1, -8999999993]> : tensor<3xi64>) : tensor<3xi64>
  check.expect_eq_const(%m, dense<[10000000000, -12, -63000000000]> : tensor<3xi64>) : tensor<3xi64>
  check.expect_eq_const(%d, dense<[0, -1, -1285714285]> : tensor<3xi64>) : tensor<3xi64>
  check.expect_eq_const(%mx, dense<[5000000000, 4, 7]> : tensor<3xi64>) : tensor<3xi64>
  return
}
func.func @f64_ops() {
  %a = util.unfoldable_constant dense<[1.0e+290, 0.1, -2.5]> : tensor<3xf64>
  %b = util.unfoldable_constant dense<[1.0e+10, 0.2, 4.0]> : tensor<3xf64>
  %m = stablehlo.multiply %a, %b : tensor<3xf64>
  %s = stablehlo.add %a, %b : tensor<3xf64>
  %e = stablehlo.exponential %b : tensor<3xf64>
  check.expect_almost_eq_const(%s, dense<[1.0e+290, 0.30000000000000004, 1.5]> : tensor<3xf64>) : tensor<3xf64>
  check.expect_almost_eq_const(%m, dense<[1.0e+300, 0.020000000000000004, -10.0]> : tensor<3xf64>) : tensor<3xf64>
  check.expect_almost_eq_const(%e, dense<[0x7FF0000000000000, 1.2214027581601699, 54.598150033144236]> : tensor<3xf64>) : tensor<3xf64>
  return
}
func.func @i16_ops() {
  %a = util.unfoldable_constant dense<[30000, -3, 7]> : tensor<3xi16>
  %b = util.unfoldable_constant dense<[10000, 4, -9]> : tensor<3xi16>
  %s = stablehlo.add %a, %b : tensor<3xi16>
  %m = stablehlo.multiply %a, %b : tensor<3xi16>
  check.expect_eq_const(%s, dense<[-25536, 1, -2]> : tensor<3xi16>) : tensor<3xi16>
  check.expect_eq_const(%m, dense<[-23808, -12, -63]> : tensor<3xi16>) : tensor<3xi16>
  return
}
func.func @ui32_ops() {
  %a = util.unfoldable_constant dense<[4000000000, 3, 7]> : tensor<3xui32>
  %b = util.unfoldable_constant dense<[2, 4, 9]> : tensor<3xui32>
  %d = stablehlo.divide %a, %b : tensor<3xui32>
  %mx = stablehlo.maximum %a, %b : tensor<3xui32>
  %c = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
  %f = stablehlo.convert %a : (tensor<3xui32>) -> tensor<3xf32>
  check.expect_eq_const(%d, dense<[2000000000, 0, 0]> : tensor<3xui32>) : tensor<3xui32>
  check.expect_eq_const(%mx, dense<[4000000000, 4, 9]> : tensor<3xui32>) : tensor<3xui32>
  check.expect_eq_const(%c, dense<[true, false, false]> : tensor<3xi1>) : tensor<3xi1>
  check.expect_almost_eq_const(%f, dense<[4.0e+9, 3.0, 7.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
func.func @ui8_ops() {
  %a = util.unfoldable_constant dense<[250, 3, 128]> : tensor<3xui8>
  %b = util.unfoldable_constant dense<[10, 4, 2]> : tensor<3xui8>
  %s = stablehlo.add %a, %b : tensor<3xui8>
  %d = stablehlo.divide %a, %b : tensor<3xui8>
  check.expect_eq_const(%s, dense<[4, 7, 130]> : tensor<3xui8>) : tensor<3xui8>
  check.expect_eq_const(%d, dense<[25, 0, 64]> : tensor<3xui8>) : tensor<3xui8>
  return
}
func.func @bf16_ops() {
  %a = util.unfoldable_constant dense<[1.5, -2.0, 256.0]> : tensor<3xbf16>
  %b = util.unfoldable_constant dense<[0.25, 3.0, 1.0]> : tensor<3xbf16>
  %s = stablehlo.add %a, %b : tensor<3xbf16>
  %m = stablehlo.multiply %a, %b : tensor<3xbf16>
  %f = stablehlo.convert %s : (tensor<3xbf16>) -> tensor<3xf32>
  check.expect_almost_eq_const(%s, dense<[1.75, 1.0, 256.0]> : tensor<3xbf16>) : tensor<3xbf16>
  check.expect_almost_eq_const(%m, dense<[0.375, -6.0, 256.0]> : tensor<3xbf16>) : tensor<3xbf16>
  check.expect_almost_eq_const(%f, dense<[1.75, 1.0, 256.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
func.func @i64_f64_dot_reduce() {
  %a = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %p = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  %x = util.unfoldable_constant dense<[0.5, 0.25, 2.0]> : tensor<3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  check.expect_eq_const(%p, dense<[[7, 10], [15, 22]]> : tensor<2x2xi64>) : tensor<2x2xi64>
  check.expect_almost_eq_const(%r, dense<2.75> : tensor<f64>) : tensor<f64>
  return
}
