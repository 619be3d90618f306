// RUN: iree-opt --split-input-file --iree-input-demote-types="f64-to-f32=true i64-to-i32=true" %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-input-demote-types="f64-to-f32=true" %s | FileCheck %s --check-prefix=F64ONLY

// Signatures, constants (rounded / truncated), region arguments and
// payload ops all take the narrower types.
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[A:.+]]: tensor<3xf32>, %[[B:.+]]: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
// CHECK-DAG: arith.constant dense<[1.000000e-01, 2.500000e+00, -3.000000e+00]> : tensor<3xf32>
// CHECK-DAG: arith.constant dense<[7, -2, 705032704]> : tensor<3xi32>
// CHECK: linalg.generic
// CHECK: ^bb0(%{{.+}}: f32, %{{.+}}: f32, %{{.+}}: f32):
// CHECK: arith.addf %{{.+}}, %{{.+}} : f32
// CHECK: linalg.generic
// CHECK: ^bb0(%{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32):
// CHECK: arith.muli %{{.+}}, %{{.+}} : i32
// F64ONLY-LABEL: func.func @mixed
// F64ONLY-SAME: (%{{.+}}: tensor<3xf32>, %{{.+}}: tensor<3xi64>) -> (tensor<3xf32>, tensor<3xi64>)
// F64ONLY: arith.muli %{{.+}}, %{{.+}} : i64
#map = affine_map<(d0) -> (d0)>
func.func @mixed(%a: tensor<3xf64>, %b: tensor<3xi64>) -> (tensor<3xf64>, tensor<3xi64>) {
  %cf = arith.constant dense<[0.1, 2.5, -3.0]> : tensor<3xf64>
  %ci = arith.constant dense<[7, -2, 5000000000]> : tensor<3xi64>
  %ef = tensor.empty() : tensor<3xf64>
  %f = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %cf : tensor<3xf64>, tensor<3xf64>) outs(%ef : tensor<3xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  %ei = tensor.empty() : tensor<3xi64>
  %i = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%b, %ci : tensor<3xi64>, tensor<3xi64>) outs(%ei : tensor<3xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %m = arith.muli %x, %y : i64
    linalg.yield %m : i64
  } -> tensor<3xi64>
  return %f, %i : tensor<3xf64>, tensor<3xi64>
}

// -----

// Casts to the narrow type itself vanish (an f64 -> f32 truncation would
// truncate f32 to f32); casts from other types stay.
// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>, %[[H:.+]]: tensor<4xf16>)
// CHECK: linalg.generic
// CHECK: ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f16, %{{.+}}: f32):
// CHECK-NOT: arith.truncf %[[A]]
// CHECK: %[[WIDE:.+]] = arith.extf %[[B]] : f16 to f32
// CHECK: arith.addf %[[A]], %[[WIDE]] : f32
// F64ONLY-LABEL: func.func @casts
// F64ONLY-NOT: arith.truncf
func.func @casts(%x: tensor<4xf64>, %h: tensor<4xf16>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %h : tensor<4xf64>, tensor<4xf16>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f64, %b: f16, %o: f32):
    %t = arith.truncf %a : f64 to f32
    %w = arith.extf %b : f16 to f32
    %s = arith.addf %t, %w : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
