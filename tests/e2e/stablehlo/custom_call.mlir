// stablehlo.custom_call: the sharding calls JAX emits around sharded values
// return their operand on one device.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @custom_call_sharding() {
  %x = util.unfoldable_constant dense<[[1.0, -2.0], [3.5, 0.0], [-0.5, 8.0]]> : tensor<3x2xf32>
  %0 = stablehlo.custom_call @Sharding(%x) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.add %1, %1 : tensor<3x2xf32>
  %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const(%3, dense<[[2.0, -4.0], [7.0, 0.0], [-1.0, 16.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

func.func @custom_call_sharding_0d_i32() {
  %x = util.unfoldable_constant dense<7> : tensor<i32>
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const(%0, dense<7> : tensor<i32>) : tensor<i32>
  return
}
