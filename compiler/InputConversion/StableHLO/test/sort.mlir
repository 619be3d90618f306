// RUN: iree-opt --iree-stablehlo-to-linalg %s | FileCheck %s

// Two generics: positions counted over (row, i | k), then each position p
// filled from the k whose count is p.
// CHECK-DAG: #[[ROW:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[OTHER:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @argsort
// CHECK-SAME: (%[[K:.+]]: tensor<3x7xf32>, %[[V:.+]]: tensor<3x7xi32>)
// CHECK: %[[POS:.+]] = linalg.generic {indexing_maps = [#[[ROW]], #[[OTHER]], #[[ROW]], #[[OTHER]], #[[ROW]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[K]], %[[K]], %[[V]], %[[V]] : {{.+}}) outs(%{{.+}} : tensor<3x7xi64>)
// CHECK: ^bb0(%[[KI:.+]]: f32, %[[KK:.+]]: f32, %{{.+}}: i32, %{{.+}}: i32, %[[ACC:.+]]: i64):
// CHECK: %[[KBEFORE:.+]] = arith.cmpf olt, %[[KK]], %[[KI]]
// CHECK: %[[IBEFORE:.+]] = arith.cmpf olt, %[[KI]], %[[KK]]
// CHECK: %[[I:.+]] = linalg.index 1 : index
// CHECK: %[[KIDX:.+]] = linalg.index 2 : index
// CHECK: %[[EARLIER:.+]] = arith.cmpi ult, %[[KIDX]], %[[I]]
// CHECK: %[[NOT:.+]] = arith.xori %[[IBEFORE]]
// CHECK: %[[TIE:.+]] = arith.andi %[[EARLIER]], %[[NOT]]
// CHECK: %[[BEFORE:.+]] = arith.ori %[[KBEFORE]], %[[TIE]]
// CHECK: %[[ONE:.+]] = arith.extui %[[BEFORE]] : i1 to i64
// CHECK: arith.addi %[[ACC]], %[[ONE]]
// CHECK: %[[OUT:.+]]:2 = linalg.generic {indexing_maps = [#[[OTHER]], #[[OTHER]], #[[OTHER]], #[[ROW]], #[[ROW]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[POS]], %[[K]], %[[V]] : {{.+}})
// CHECK: %[[P:.+]] = linalg.index 1 : index
// CHECK: %[[PI:.+]] = arith.index_cast %[[P]] : index to i64
// CHECK: %[[HERE:.+]] = arith.cmpi eq, %{{.+}}, %[[PI]] : i64
// CHECK: arith.select %[[HERE]]
// CHECK: arith.select %[[HERE]]
// CHECK: return %[[OUT]]#0, %[[OUT]]#1
func.func @argsort(%k: tensor<3x7xf32>, %v: tensor<3x7xi32>) -> (tensor<3x7xf32>, tensor<3x7xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x7xf32>, tensor<3x7xi32>) -> (tensor<3x7xf32>, tensor<3x7xi32>)
  return %0#0, %0#1 : tensor<3x7xf32>, tensor<3x7xi32>
}
