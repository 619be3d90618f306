// RUN: iree-opt --split-input-file --iree-consteval --canonicalize %s | FileCheck %s

// Weights transposed and scaled before use become one constant holding the
// result; the argument's computation stays.
// CHECK-LABEL: func.func @transposed_weights
// CHECK-SAME: (%[[X:.+]]: tensor<2x3xf32>)
// CHECK-DAG: %[[W:.+]] = arith.constant dense<{{\[\[}}5.000000e-01, 1.500000e+00, 2.500000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.+}} ins(%[[X]], %[[W]] :
func.func @transposed_weights(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %t = linalg.transpose ins(%w : tensor<3x2xf32>) outs(%e : tensor<2x3xf32>) permutation = [1, 0]
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %half : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Casts of i8 weights to i1 and f16 keep their element types.
// CHECK-LABEL: func.func @casts
// CHECK-DAG: arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-DAG: arith.constant dense<[2.000000e+00, 0.000000e+00, -3.000000e+00]> : tensor<3xf16>
func.func @casts() -> (tensor<3xi1>, tensor<3xf16>) {
  %w = arith.constant dense<[2, 0, -3]> : tensor<3xi8>
  %zero = arith.constant 0 : i8
  %e1 = tensor.empty() : tensor<3xi1>
  %e2 = tensor.empty() : tensor<3xf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : tensor<3xi8>) outs(%e1 : tensor<3xi1>) {
  ^bb0(%in: i8, %out: i1):
    %c = arith.cmpi ne, %in, %zero : i8
    linalg.yield %c : i1
  } -> tensor<3xi1>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : tensor<3xi8>) outs(%e2 : tensor<3xf16>) {
  ^bb0(%in: i8, %out: f16):
    %c = arith.sitofp %in : i8 to f16
    linalg.yield %c : f16
  } -> tensor<3xf16>
  return %b, %h : tensor<3xi1>, tensor<3xf16>
}

// -----

// Fills and broadcasts of splats stay (cheap, and smaller as ops); values
// that depend on arguments stay.
// CHECK-LABEL: func.func @not_evaluated
// CHECK: linalg.fill
// CHECK: linalg.generic
func.func @not_evaluated(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %f, %s : tensor<4xf32>, tensor<4xf32>
}
