// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// Math functions become math ops in one generic each; codegen expands them.
// CHECK-LABEL: func.func @float_functions
// CHECK: linalg.generic
// CHECK: math.sin
// CHECK: linalg.generic
// CHECK: math.cos
// CHECK: linalg.generic
// CHECK: math.tan
// CHECK: linalg.generic
// CHECK: math.cbrt
// CHECK: linalg.generic
// CHECK: ^bb0(%[[Y:.*]]: f32, %[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: math.atan2 %[[Y]], %[[X]] : f32
func.func @float_functions(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  %1 = stablehlo.cosine %0 : tensor<4xf32>
  %2 = stablehlo.tan %1 : tensor<4xf32>
  %3 = stablehlo.cbrt %2 : tensor<4xf32>
  %4 = stablehlo.atan2 %y, %3 : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

// |x| < inf is false for infinities and NaN.
// CHECK-LABEL: func.func @is_finite
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2x3xf16>) outs(%{{.*}} : tensor<2x3xi1>)
// CHECK: ^bb0(%[[X:.*]]: f16, %{{.*}}: i1):
// CHECK: %[[INF:.*]] = arith.constant 0x7C00 : f16
// CHECK: %[[ABS:.*]] = math.absf %[[X]] : f16
// CHECK: %[[R:.*]] = arith.cmpf olt, %[[ABS]], %[[INF]] : f16
// CHECK: linalg.yield %[[R]] : i1
func.func @is_finite(%x: tensor<2x3xf16>) -> tensor<2x3xi1> {
  %0 = stablehlo.is_finite %x : (tensor<2x3xf16>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @bit_counts
// CHECK: math.ctpop %{{.*}} : i8
// CHECK: math.ctlz %{{.*}} : i8
func.func @bit_counts(%x: tensor<5xui8>) -> tensor<5xui8> {
  %0 = stablehlo.popcnt %x : tensor<5xui8>
  %1 = stablehlo.count_leading_zeros %0 : tensor<5xui8>
  return %1 : tensor<5xui8>
}

// -----

// Amounts outside [0, width) select 0, or the sign fill for arithmetic
// shifts, instead of arith's poison.
// CHECK-LABEL: func.func @shifts
// CHECK: ^bb0(%[[A:.*]]: i32, %[[S:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[W:.*]] = arith.constant 32 : i32
// CHECK: %[[OK:.*]] = arith.cmpi ult, %[[S]], %[[W]] : i32
// CHECK: %[[SH:.*]] = arith.shli %[[A]], %[[S]] : i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: arith.select %[[OK]], %[[SH]], %[[Z]] : i32
// CHECK: arith.shrui
// CHECK: ^bb0(%[[A2:.*]]: i32, %[[S2:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[OK2:.*]] = arith.cmpi ult, %[[S2]], %{{.*}} : i32
// CHECK: %[[SH2:.*]] = arith.shrsi %[[A2]], %[[S2]] : i32
// CHECK: %[[C31:.*]] = arith.constant 31 : i32
// CHECK: %[[FILL:.*]] = arith.shrsi %[[A2]], %[[C31]] : i32
// CHECK: arith.select %[[OK2]], %[[SH2]], %[[FILL]] : i32
func.func @shifts(%a: tensor<4xi32>, %s: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.shift_left %a, %s : tensor<4xi32>
  %1 = stablehlo.shift_right_logical %0, %s : tensor<4xi32>
  %2 = stablehlo.shift_right_arithmetic %1, %s : tensor<4xi32>
  return %2 : tensor<4xi32>
}

// -----

// Rounds the mantissa on the bits, then saturates and flushes the exponent.
// CHECK-LABEL: func.func @reduce_precision
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: arith.shrui %[[BITS]]
// CHECK: %[[TRUNC_MASK:.*]] = arith.constant -8192 : i32
// CHECK: arith.andi %{{.*}}, %[[TRUNC_MASK]] : i32
// CHECK: %[[EXP_MASK:.*]] = arith.constant 2139095040 : i32
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ule, %{{.*}}, %{{.*}} : i32
// CHECK: %[[R:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: arith.select %[[NAN]], %[[X]], %[[R]] : f32
func.func @reduce_precision(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Same-width bitcasts are elementwise; ui types only change signedness.
// CHECK-LABEL: func.func @bitcast_same_width
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[U:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: linalg.yield %[[U]] : i32
func.func @bitcast_same_width(%x: tensor<3xf32>) -> tensor<3xui32> {
  %0 = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3xi32>
  %1 = stablehlo.bitcast_convert %0 : (tensor<3xi32>) -> tensor<3xui32>
  return %1 : tensor<3xui32>
}

// -----

// real and imag of real values: the value and zero.
// CHECK-LABEL: func.func @real_imag_of_real
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: linalg.yield %[[Z]] : f32
func.func @real_imag_of_real(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.real %x : tensor<2xf32>
  %1 = stablehlo.imag %x : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
