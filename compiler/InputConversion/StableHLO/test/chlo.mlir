// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// Functions with a math op become that op in a generic.
// CHECK-LABEL: func.func @math_functions
// CHECK: math.erf
// CHECK: math.erfc
// CHECK: math.sinh
// CHECK: math.cosh
// CHECK: math.asin
// CHECK: math.acos
// CHECK: math.atan
// CHECK: math.asinh
// CHECK: math.acosh
// CHECK: math.atanh
// CHECK: math.tan
func.func @math_functions(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erfc %0 : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.sinh %1 : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.cosh %2 : tensor<4xf32> -> tensor<4xf32>
  %4 = chlo.asin %3 : tensor<4xf32> -> tensor<4xf32>
  %5 = chlo.acos %4 : tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.atan %5 : tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.asinh %6 : tensor<4xf32> -> tensor<4xf32>
  %8 = chlo.acosh %7 : tensor<4xf32> -> tensor<4xf32>
  %9 = chlo.atanh %8 : tensor<4xf32> -> tensor<4xf32>
  %10 = chlo.tan %9 : tensor<4xf32> -> tensor<4xf32>
  return %10 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @square_and_infinities
// CHECK: ^bb0(%[[X:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[SQ:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK: ^bb0(%[[F:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT: %[[ABS:.*]] = math.absf %[[F]] : f32
// CHECK-NEXT: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT: arith.cmpf oeq, %[[ABS]], %[[INF]] : f32
// CHECK: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: arith.cmpf oeq, %{{.*}}, %[[NEGINF]] : f32
func.func @square_and_infinities(%i: tensor<3xi32>, %f: tensor<3xf32>) -> (tensor<3xi32>, tensor<3xi1>, tensor<3xi1>) {
  %0 = chlo.square %i : tensor<3xi32> -> tensor<3xi32>
  %1 = chlo.is_inf %f : tensor<3xf32> -> tensor<3xi1>
  %2 = chlo.is_neg_inf %f : tensor<3xf32> -> tensor<3xi1>
  return %0, %1, %2 : tensor<3xi32>, tensor<3xi1>, tensor<3xi1>
}

// -----

// Special functions are approximated in f32; f16 extends around them.
// CHECK-LABEL: func.func @special_functions
// CHECK: ^bb0(%[[H:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: math.log
// CHECK: math.fma
// CHECK: math.sqrt
// CHECK: %[[R:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK: linalg.generic
// CHECK: math.sin
// CHECK: linalg.generic
// CHECK: math.tan
func.func @special_functions(%h: tensor<4xf16>, %x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf32>, tensor<4xf32>) {
  %0 = chlo.erf_inv %h : tensor<4xf16> -> tensor<4xf16>
  %1 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf32>, tensor<4xf32>
}

// -----

// top_k: ranks by counting the elements before each (larger, or equal at a
// lower index), then picks the element of each rank below k.
// CHECK-DAG: #[[M:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[P:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @top_k
// CHECK: %[[RANKS:.*]] = linalg.generic {indexing_maps = [#[[M]], #[[P]], #[[M]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X:.*]], %[[X]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xi32>)
// CHECK: arith.cmpi ult
// CHECK: arith.cmpi sgt
// CHECK: %{{.*}}:2 = linalg.generic {indexing_maps = [#[[P]], #[[P]], #[[M]], #[[M]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[RANKS]], %[[X]] : tensor<4x8xi32>, tensor<4x8xf32>) outs(%{{.*}}, %{{.*}} : tensor<4x2xf32>, tensor<4x2xi32>)
func.func @top_k(%x: tensor<4x8xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %values, %indices : tensor<4x2xf32>, tensor<4x2xi32>
}
