// An index computed on the host (a slice offset read from a tensor) reaches
// the dispatch that uses it.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @slice_at_host_index() {
  %a = util.unfoldable_constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %i = util.unfoldable_constant dense<5> : tensor<i32>
  %e = tensor.extract %i[] : tensor<i32>
  %offset = arith.index_cast %e : i32 to index
  %s = tensor.extract_slice %a[%offset] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %d = arith.addf %s, %s : tensor<2xf32>
  check.expect_almost_eq_const(%d, dense<[10.0, 12.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
