// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// CHECK-LABEL: func.func @reduce_sum
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%[[E]] : tensor<8xf32>)
// CHECK: linalg.reduce { arith.addf } ins(%arg0 : tensor<8x64xf32>) outs(%[[F]] : tensor<8xf32>) dimensions = [1]
func.func @reduce_sum(%a: tensor<8x64xf32>) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_all_to_scalar
// CHECK: %[[INIT:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[INIT]] : i32) outs(%{{.*}} : tensor<i32>)
// CHECK: linalg.reduce { arith.maxsi } ins(%arg0 : tensor<4x5xi32>) outs(%[[F]] : tensor<i32>) dimensions = [0, 1]
func.func @reduce_all_to_scalar(%a: tensor<4x5xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @reduce_kinds
// CHECK: linalg.reduce { arith.andi } ins(%arg0 : tensor<4x5xi1>) outs(%{{.*}} : tensor<5xi1>) dimensions = [0]
// CHECK: linalg.reduce { arith.mulf } ins(%arg1 : tensor<4x5xbf16>) outs(%{{.*}} : tensor<4xbf16>) dimensions = [1]
// CHECK: linalg.reduce { arith.minimumf }
func.func @reduce_kinds(%a: tensor<4x5xi1>, %f: tensor<4x5xbf16>, %t: tensor<i1>, %z: tensor<bf16>) -> (tensor<5xi1>, tensor<4xbf16>, tensor<4xbf16>) {
  %0 = stablehlo.reduce(%a init: %t) applies stablehlo.and across dimensions = [0] : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
  %1 = stablehlo.reduce(%f init: %z) applies stablehlo.multiply across dimensions = [1] : (tensor<4x5xbf16>, tensor<bf16>) -> tensor<4xbf16>
  %2 = stablehlo.reduce(%f init: %z) applies stablehlo.minimum across dimensions = [1] : (tensor<4x5xbf16>, tensor<bf16>) -> tensor<4xbf16>
  return %0, %1, %2 : tensor<5xi1>, tensor<4xbf16>, tensor<4xbf16>
}

// -----

// Two-operand reducers become a generic with one output per operand; the
// accumulators are the outputs.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @argmax
// CHECK: %[[IOTA:.*]] = linalg.generic
// CHECK: %[[VINIT:.*]] = linalg.fill {{.*}} -> tensor<6xf32>
// CHECK: %[[IINIT:.*]] = linalg.fill {{.*}} -> tensor<6xi32>
// CHECK: %[[R:.*]]:2 = linalg.generic {indexing_maps = [#[[IN]], #[[IN]], #[[OUT]], #[[OUT]]], iterator_types = ["parallel", "reduction"]} ins(%arg0, %[[IOTA]] : tensor<6x20xf32>, tensor<6x20xi32>) outs(%[[VINIT]], %[[IINIT]] : tensor<6xf32>, tensor<6xi32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[XI:.*]]: i32, %[[ACC:.*]]: f32, %[[ACCI:.*]]: i32):
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf une, %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT: %[[KEEP:.*]] = arith.ori %[[GT]], %[[NAN]] : i1
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[ACCI]], %[[XI]] : i32
// CHECK-NEXT: %[[TIE:.*]] = arith.andi %[[EQ]], %[[LT]] : i1
// CHECK-NEXT: %[[KEEPI:.*]] = arith.ori %[[KEEP]], %[[TIE]] : i1
// CHECK-NEXT: %[[V:.*]] = arith.select %[[KEEP]], %[[ACC]], %[[X]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.select %[[KEEPI]], %[[ACCI]], %[[XI]] : i32
// CHECK-NEXT: linalg.yield %[[V]], %[[I]] : f32, i32
// CHECK: return %[[R]]#1
func.func @argmax(%arg0: tensor<6x20xf32>) -> tensor<6xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<6x20xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x20xf32>, tensor<6x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<6xi32>
}

// -----

// Reducer bodies with several ops and constants are emitted op by op.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4x5xf32>) outs(%{{.*}} : tensor<5xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %[[SQ:.*]] = math.powf %[[X]], %[[TWO]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[SQ]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @sum_of_squares(%arg0: tensor<4x5xf32>, %init: tensor<f32>) -> tensor<5xf32> {
  %0 = "stablehlo.reduce"(%arg0, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %two = stablehlo.constant dense<2.0> : tensor<f32>
    %sq = stablehlo.power %x, %two : tensor<f32>
    %sum = stablehlo.add %acc, %sq : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
