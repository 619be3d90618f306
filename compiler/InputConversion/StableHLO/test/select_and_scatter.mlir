// RUN: iree-opt --iree-stablehlo-to-linalg %s | FileCheck %s

// A max-pool gradient: the first generic reduces each window of the padded
// operand to the linear index it selects (-1 until an element in bounds
// comes); the second visits, per operand element, the windows containing it
// and adds the source values of those that selected it to the init value.
// CHECK-DAG: #[[SLIDE:.+]] = affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>
// CHECK-DAG: #[[WIN:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[OUTER:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @maxpool_grad
// CHECK-SAME: (%[[X:.+]]: tensor<4x4xf32>, %[[S:.+]]: tensor<2x2xf32>)
// CHECK: %[[PAD:.+]] = tensor.pad %[[X]] low[0, 1] high[0, 0]
// CHECK: %[[NONE:.+]] = linalg.fill ins(%{{.+}} : i64) outs(%{{.+}} : tensor<2x2xi64>)
// CHECK: %[[BEST:.+]]:2 = linalg.generic {indexing_maps = [#[[SLIDE]], #[[WIN]], #[[OUTER]], #[[OUTER]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[PAD]], %{{.+}} : tensor<4x5xf32>, tensor<2x2xf32>) outs(%{{.+}}, %[[NONE]] : tensor<2x2xf32>, tensor<2x2xi64>)
// CHECK: ^bb0(%[[V:.+]]: f32, %{{.+}}: f32, %[[CHOICE:.+]]: f32, %[[CHOICE_INDEX:.+]]: i64):
// CHECK: %[[LINEAR:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK: %[[FIRST:.+]] = arith.cmpi slt, %[[CHOICE_INDEX]], %{{.+}} : i64
// CHECK: %[[KEEP:.+]] = arith.cmpf oge, %[[CHOICE]], %[[V]] : f32
// CHECK: %[[REPLACE:.+]] = arith.xori %[[KEEP]]
// CHECK: %[[EITHER:.+]] = arith.ori %[[FIRST]], %[[REPLACE]] : i1
// CHECK: %[[TAKE:.+]] = arith.andi %{{.+}}, %[[EITHER]] : i1
// CHECK: arith.select %[[TAKE]], %[[V]], %[[CHOICE]] : f32
// CHECK: arith.select %[[TAKE]], %[[LINEAR]], %[[CHOICE_INDEX]] : i64
// CHECK: %[[RESULT:.+]] = linalg.generic {indexing_maps = [#[[WIN]], #[[OUTER]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%{{.+}} : tensor<2x2xf32>) outs(%{{.+}} : tensor<4x4xf32>)
// CHECK: %[[INIT:.+]] = tensor.extract %{{.+}}[] : tensor<f32>
// CHECK: %[[ACC:.+]] = arith.select %{{.+}}, %[[INIT]], %{{.+}} : f32
// CHECK: arith.divsi
// CHECK: arith.remsi
// CHECK: %[[SELECTED:.+]] = tensor.extract %[[BEST]]#1[%{{.+}}, %{{.+}}] : tensor<2x2xi64>
// CHECK: %[[HIT:.+]] = arith.andi %{{.+}}, %{{.+}} : i1
// CHECK: %[[SV:.+]] = tensor.extract %[[S]][%{{.+}}, %{{.+}}] : tensor<2x2xf32>
// CHECK: %[[SUM:.+]] = arith.addf %[[ACC]], %[[SV]] : f32
// CHECK: %[[R:.+]] = arith.select %[[HIT]], %[[SUM]], %[[ACC]] : f32
// CHECK: linalg.yield %[[R]]
// CHECK: return %[[RESULT]]
func.func @maxpool_grad(%x: tensor<4x4xf32>, %s: tensor<2x2xf32>) -> tensor<4x4xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) <{padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
