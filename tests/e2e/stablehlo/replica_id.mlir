// stablehlo.replica_id and partition_id: a program on one device is
// replica 0 of partition 0.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @ids() {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  %s = stablehlo.add %r, %p : tensor<ui32>
  %i = stablehlo.convert %s : (tensor<ui32>) -> tensor<i32>
  check.expect_eq_const(%i, dense<0> : tensor<i32>) : tensor<i32>
  return
}
