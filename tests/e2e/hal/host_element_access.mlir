// The host reads tensor elements (hal.buffer.load) and builds tensors from
// scalars (hal.buffer.store), for every element width the VM holds.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @read_and_rebuild_each_width() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i64 = util.unfoldable_constant dense<[5, -9000000000, 7]> : tensor<3xi64>
  %f64 = util.unfoldable_constant dense<[[0.5, -1.25], [3.0e+300, 2.0]]> : tensor<2x2xf64>
  %i8 = util.unfoldable_constant dense<[-3, 127, 4]> : tensor<3xi8>
  %i1 = util.unfoldable_constant dense<[false, true]> : tensor<2xi1>
  %f32 = util.unfoldable_constant dense<[[1.5], [-2.75]]> : tensor<2x1xf32>
  %a = tensor.extract %i64[%c1] : tensor<3xi64>
  %b = tensor.extract %f64[%c1, %c0] : tensor<2x2xf64>
  %c = tensor.extract %i8[%c0] : tensor<3xi8>
  %d = tensor.extract %i1[%c1] : tensor<2xi1>
  %e = tensor.extract %f32[%c1, %c0] : tensor<2x1xf32>
  %ta = tensor.from_elements %a, %a : tensor<2xi64>
  %tb = tensor.from_elements %b : tensor<f64>
  %tc = tensor.from_elements %c, %c, %c : tensor<3xi8>
  %td = tensor.from_elements %d : tensor<i1>
  %te = tensor.from_elements %e, %e : tensor<2xf32>
  check.expect_eq_const(%ta, dense<[-9000000000, -9000000000]> : tensor<2xi64>) : tensor<2xi64>
  check.expect_almost_eq_const(%tb, dense<3.0e+300> : tensor<f64>) : tensor<f64>
  check.expect_eq_const(%tc, dense<[-3, -3, -3]> : tensor<3xi8>) : tensor<3xi8>
  check.expect_eq_const(%td, dense<true> : tensor<i1>) : tensor<i1>
  check.expect_almost_eq_const(%te, dense<[-2.75, -2.75]> : tensor<2xf32>) : tensor<2xf32>
  return
}
