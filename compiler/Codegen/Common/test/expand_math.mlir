// RUN: iree-opt --split-input-file --iree-codegen-expand-math %s | FileCheck %s

// math.ipowi becomes a square-and-multiply loop over the exponent's value
// bits (31 for i32), and a negative exponent selects 1 for a base of 1, ±1
// by parity for -1, else 0. No function call remains.
// CHECK-LABEL: func.func @ipowi
// CHECK-SAME: (%[[A:.+]]: i32, %[[B:.+]]: i32)
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[MINUS_ONE:.+]] = arith.constant -1 : i32
// CHECK-DAG: %[[BITS:.+]] = arith.constant 31 : index
// CHECK: %[[LOOP:.+]]:3 = scf.for %{{.+}} = %{{.+}} to %[[BITS]] step %{{.+}} iter_args(%[[R:.+]] = %[[ONE]], %[[P:.+]] = %[[A]], %[[E:.+]] = %[[B]])
// CHECK:   %[[LOW:.+]] = arith.andi %[[E]], %[[ONE]]
// CHECK:   %[[ODD:.+]] = arith.cmpi ne, %[[LOW]], %[[ZERO]]
// CHECK:   %[[PRODUCT:.+]] = arith.muli %[[R]], %[[P]]
// CHECK:   %[[NEXT_R:.+]] = arith.select %[[ODD]], %[[PRODUCT]], %[[R]]
// CHECK:   %[[SQUARE:.+]] = arith.muli %[[P]], %[[P]]
// CHECK:   %[[SHIFTED:.+]] = arith.shrui %[[E]], %[[ONE]]
// CHECK:   scf.yield %[[NEXT_R]], %[[SQUARE]], %[[SHIFTED]]
// CHECK: %[[SIGN:.+]] = arith.select %{{.+}}, %[[MINUS_ONE]], %[[ONE]]
// CHECK: %[[IS_MINUS_ONE:.+]] = arith.cmpi eq, %[[A]], %[[MINUS_ONE]]
// CHECK: %[[OTHERS:.+]] = arith.select %[[IS_MINUS_ONE]], %[[SIGN]], %[[ZERO]]
// CHECK: %[[IS_ONE:.+]] = arith.cmpi eq, %[[A]], %[[ONE]]
// CHECK: %[[NEGATIVE_POWER:.+]] = arith.select %[[IS_ONE]], %[[ONE]], %[[OTHERS]]
// CHECK: %[[NEGATIVE:.+]] = arith.cmpi slt, %[[B]], %[[ZERO]]
// CHECK: %[[RESULT:.+]] = arith.select %[[NEGATIVE]], %[[NEGATIVE_POWER]], %[[LOOP]]#0
// CHECK: return %[[RESULT]]
// CHECK-NOT: call
func.func @ipowi(%a: i32, %b: i32) -> i32 {
  %0 = math.ipowi %a, %b : i32
  return %0 : i32
}

// -----

// Vectors expand elementwise with splat constants; i8 walks 7 bits.
// CHECK-LABEL: func.func @ipowi_vector
// CHECK: %[[BITS:.+]] = arith.constant 7 : index
// CHECK: scf.for %{{.+}} = %{{.+}} to %[[BITS]] {{.+}} -> (vector<4xi8>, vector<4xi8>, vector<4xi8>)
// CHECK: arith.select %{{.+}} : vector<4xi1>, vector<4xi8>
// CHECK-NOT: math.ipowi
func.func @ipowi_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = math.ipowi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

// f32 remainders are exact: long division of the significands in 32 steps
// of eight bits, no float division; NaN for a zero divisor or a non-finite
// dividend, the dividend itself when it is the smaller.
// CHECK-LABEL: func.func @remf
// CHECK-NOT: arith.divf
// CHECK-DAG: %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[STEPS:.+]] = arith.constant 32 : index
// CHECK-DAG: %[[EIGHT:.+]] = arith.constant 8 : i32
// CHECK: scf.for %{{.+}} = %{{.+}} to %[[STEPS]] step %{{.+}} iter_args(%[[R:.+]] = %{{.+}}, %[[LEFT:.+]] = %{{.+}}) -> (i32, i32)
// CHECK:   %[[LESS:.+]] = arith.cmpi slt, %[[LEFT]], %[[EIGHT]]
// CHECK:   %[[SHIFT:.+]] = arith.select %[[LESS]], %[[LEFT]], %[[EIGHT]]
// CHECK:   %[[MOD:.+]] = arith.remui %[[R]], %{{.+}}
// CHECK:   arith.shli %[[MOD]], %[[SHIFT]]
// CHECK: arith.remui
// CHECK: arith.uitofp
// CHECK: %[[RESULT:.+]] = arith.select %{{.+}}, %[[NAN]], %{{.+}} : f32
// CHECK: return %[[RESULT]]
// CHECK-NOT: arith.remf
func.func @remf(%x: f32, %y: f32) -> f32 {
  %0 = arith.remf %x, %y : f32
  return %0 : f32
}
