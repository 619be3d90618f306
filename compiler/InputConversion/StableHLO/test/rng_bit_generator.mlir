// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// The bits are one parallel generic over the output that runs the
// generator for each element's block (Philox multiplies by D2511F53 =
// 3528531795); the state's counter word advances by the block count (2).
// CHECK-LABEL: func.func @philox
// CHECK-DAG: %[[KEY:.+]] = tensor.extract %{{.+}}[%c0{{.*}}] : tensor<2xi64>
// CHECK-DAG: %[[CTR:.+]] = tensor.extract %{{.+}}[%c1{{.*}}] : tensor<2xi64>
// CHECK: %[[BITS:.+]] = linalg.generic {{.+}} iterator_types = ["parallel"]} outs(%{{.+}} : tensor<8xi32>)
// CHECK: linalg.index 0
// CHECK: arith.constant 3528531795 : i64
// CHECK: arith.muli
// CHECK: arith.xori
// CHECK: %[[STATE:.+]] = linalg.generic {{.+}} ins(%{{.+}} : tensor<2xi64>) outs(%{{.+}} : tensor<2xi64>)
// CHECK: arith.constant 2 : i64
// CHECK: arith.select
// CHECK: return %[[STATE]], %[[BITS]]
func.func @philox(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>) {
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
  return %ns, %bits : tensor<2xui64>, tensor<8xui32>
}

// -----

// Threefry rotates: shifts by 13 and 19 make the first rotation.
// CHECK-LABEL: func.func @threefry
// CHECK: linalg.generic
// CHECK-DAG: arith.constant 13 : i32
// CHECK-DAG: arith.constant 19 : i32
// CHECK: arith.shli
// CHECK: arith.shrui
func.func @threefry(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>) {
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  return %ns, %bits : tensor<2xui64>, tensor<4xui64>
}
