// RUN: iree-opt %s | iree-opt | FileCheck %s

// The dynamic ops print in upstream's pretty forms; collectives and token
// ops parse in the generic form, with the token type.
// CHECK-LABEL: func.func @dynamic
// CHECK: stablehlo.dynamic_broadcast_in_dim %{{.+}}, %{{.+}}, dims = [1], known_expanding_dimensions = [], known_nonexpanding_dimensions = [0] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
// CHECK: stablehlo.dynamic_reshape %{{.+}}, %{{.+}} : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<3x2xi32>
// CHECK: stablehlo.dynamic_iota %{{.+}}, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi32>
// CHECK: stablehlo.dynamic_pad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<6xi32>
// CHECK: %[[T:.+]] = stablehlo.after_all : !stablehlo.token
// CHECK: "stablehlo.all_reduce"
// CHECK: channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
// CHECK: "stablehlo.outfeed"(%{{.+}}, %[[T]])
func.func @dynamic(%a: tensor<3xi32>, %shape: tensor<2xi64>, %pad: tensor<1xi64>, %zero: tensor<i32>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1], known_expanding_dimensions = [], known_nonexpanding_dimensions = [0] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  %1 = stablehlo.dynamic_reshape %0, %shape : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  %2 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi32>
  %3 = stablehlo.dynamic_pad %a, %zero, %pad, %pad, %pad : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<6xi32>
  %t = stablehlo.after_all : !stablehlo.token
  %r = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<3xi32>) -> tensor<3xi32>
  %o = "stablehlo.outfeed"(%r, %t) {outfeed_config = ""} : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  return
}
