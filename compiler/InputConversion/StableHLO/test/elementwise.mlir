// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// CHECK: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @add_f32(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// 0-d tensors are generics without loops.
// CHECK: #[[S0:.*]] = affine_map<() -> ()>
// CHECK-LABEL: func.func @scalar_float_ops
// CHECK: linalg.generic {indexing_maps = [#[[S0]], #[[S0]], #[[S0]]], iterator_types = []} ins(%arg0, %arg1 : tensor<f32>, tensor<f32>)
// CHECK: arith.remf
// logistic = 1 / (1 + exp(-x))
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[NEG:.*]] = arith.negf
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[NEG]]
// CHECK-NEXT: %[[DEN:.*]] = arith.addf %[[ONE]], %[[EXP]]
// CHECK-NEXT: arith.divf %[[ONE]], %[[DEN]]
// sign keeps zeros and NaN.
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ONE1:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[CS:.*]] = math.copysign %[[ONE1]], %[[X:.*]] : f32
// CHECK: %[[NZ:.*]] = arith.cmpf one, %[[X]], %[[ZERO]]
// CHECK: arith.select %[[NZ]], %[[CS]], %[[X]]
// CHECK: math.round
// CHECK: math.roundeven
// CHECK: math.powf
// CHECK: math.exp
// CHECK: math.log
// CHECK: math.log1p
// CHECK: math.expm1
// CHECK: math.tanh
// CHECK: math.sqrt
// CHECK: math.rsqrt
// CHECK: math.floor
// CHECK: math.ceil
// CHECK: math.absf
// CHECK: arith.minimumf
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: arith.divf
func.func @scalar_float_ops(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.remainder %a, %b : tensor<f32>
  %1 = stablehlo.logistic %0 : tensor<f32>
  %2 = stablehlo.sign %1 : tensor<f32>
  %3 = stablehlo.round_nearest_afz %2 : tensor<f32>
  %4 = stablehlo.round_nearest_even %3 : tensor<f32>
  %5 = stablehlo.power %4, %b : tensor<f32>
  %6 = stablehlo.exponential %5 : tensor<f32>
  %7 = stablehlo.log %6 : tensor<f32>
  %8 = stablehlo.log_plus_one %7 : tensor<f32>
  %9 = stablehlo.exponential_minus_one %8 : tensor<f32>
  %10 = stablehlo.tanh %9 : tensor<f32>
  %11 = stablehlo.sqrt %10 : tensor<f32>
  %12 = stablehlo.rsqrt %11 : tensor<f32>
  %13 = stablehlo.floor %12 : tensor<f32>
  %14 = stablehlo.ceil %13 : tensor<f32>
  %15 = stablehlo.abs %14 : tensor<f32>
  %16 = stablehlo.minimum %15, %b : tensor<f32>
  %17 = stablehlo.subtract %16, %b : tensor<f32>
  %18 = stablehlo.multiply %17, %b : tensor<f32>
  %19 = stablehlo.divide %18, %b : tensor<f32>
  return %19 : tensor<f32>
}

// -----

// Signless integers are signed.
// CHECK-LABEL: func.func @signed_int_ops
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.remsi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: math.ipowi
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.subi %[[Z]], %{{.*}} : i32
// CHECK: %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT: arith.xori %{{.*}}, %[[M1]] : i32
// CHECK: math.absi
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK: arith.xori
func.func @signed_int_ops(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.divide %a, %b : tensor<4xi32>
  %1 = stablehlo.remainder %0, %b : tensor<4xi32>
  %2 = stablehlo.maximum %1, %b : tensor<4xi32>
  %3 = stablehlo.minimum %2, %b : tensor<4xi32>
  %4 = stablehlo.power %3, %b : tensor<4xi32>
  %5 = stablehlo.negate %4 : tensor<4xi32>
  %6 = stablehlo.not %5 : tensor<4xi32>
  %7 = stablehlo.abs %6 : tensor<4xi32>
  %8 = stablehlo.and %7, %b : tensor<4xi32>
  %9 = stablehlo.or %8, %b : tensor<4xi32>
  %10 = stablehlo.xor %9, %b : tensor<4xi32>
  return %10 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @int_sign
// CHECK-SAME: (%{{.*}}: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[Z:.*]] = arith.constant 0 : i16
// CHECK: %[[GT:.*]] = arith.cmpi sgt, %[[X:.*]], %[[Z]]
// CHECK: %[[P:.*]] = arith.extui %[[GT]] : i1 to i16
// CHECK: %[[LT:.*]] = arith.cmpi slt, %[[X]], %[[Z]]
// CHECK: %[[N:.*]] = arith.extui %[[LT]] : i1 to i16
// CHECK: arith.subi %[[P]], %[[N]]
func.func @int_sign(%a: tensor<4xi16>) -> tensor<4xi16> {
  %0 = stablehlo.sign %a : tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// ui types become signless with unsigned semantics, signatures included;
// the public function's signature keeps the unsigned types callers see as
// attributes (its buffer views carry them).
// CHECK-LABEL: func.func @unsigned_ops
// CHECK-SAME: (%{{.*}}: tensor<4xi8> {iree.abi.element_type = ui8}, %{{.*}}: tensor<4xi8> {iree.abi.element_type = ui8}) -> (tensor<4xi8> {iree.abi.element_type = ui8}, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>)
// CHECK: arith.divui %{{.*}}, %{{.*}} : i8
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
// CHECK: arith.uitofp %{{.*}} : i8 to f32
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: return %{{.*}} : tensor<4xi8>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>
func.func @unsigned_ops(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) {
  %0 = stablehlo.divide %a, %b : tensor<4xui8>
  %1 = stablehlo.compare LT, %0, %b : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %2 = stablehlo.convert %0 : (tensor<4xui8>) -> tensor<4xf32>
  %3 = stablehlo.convert %0 : (tensor<4xui8>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xui8>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @compares
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf une
// CHECK: arith.cmpf oge
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf ole
// CHECK: arith.cmpf olt
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : i1
// TOTALORDER compares sign-folded bit patterns.
// CHECK: %[[RB:.*]] = arith.bitcast %[[R:.*]] : f32 to i32
// CHECK: %[[RNEG:.*]] = arith.cmpi slt, %[[RB]]
// CHECK: %[[RFLIP:.*]] = arith.xori %[[RB]]
// CHECK: %[[RK:.*]] = arith.select %[[RNEG]], %[[RFLIP]], %[[RB]] : i32
// CHECK: %[[LB:.*]] = arith.bitcast %[[L:.*]] : f32 to i32
// CHECK: %[[LK:.*]] = arith.select %{{.*}}, %{{.*}}, %[[LB]] : i32
// CHECK: arith.cmpi slt, %[[LK]], %[[RK]] : i32
func.func @compares(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare NE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare GE, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.compare GT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.compare LE, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = stablehlo.compare LT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %6 = stablehlo.compare LT, %i, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %7 = stablehlo.compare GT, %i, %i, UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %8 = stablehlo.compare EQ, %p, %p : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %9 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @converts
// CHECK: arith.uitofp %{{.*}} : i1 to f32
// CHECK: arith.fptosi %{{.*}} : f32 to i32
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.cmpf une, %{{.*}}, %[[Z]] : f32
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: arith.truncf %[[W]] : f32 to bf16
// CHECK: arith.extsi %{{.*}} : i8 to i64
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK: arith.sitofp %{{.*}} : i8 to f64
// CHECK: arith.fptoui %{{.*}} : f32 to i16
func.func @converts(%p: tensor<4xi1>, %f: tensor<4xf32>, %h: tensor<4xf16>, %i8: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xbf16>, tensor<4xi8>, tensor<4xf64>, tensor<4xui16>) {
  %0 = stablehlo.convert %p : (tensor<4xi1>) -> tensor<4xf32>
  %1 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xi32>
  %2 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.convert %h : (tensor<4xf16>) -> tensor<4xbf16>
  %4 = stablehlo.convert %i8 : (tensor<4xi8>) -> tensor<4xi64>
  %5 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xf64>
  %6 = stablehlo.convert %4 : (tensor<4xi64>) -> tensor<4xi8>
  %7 = stablehlo.convert %6 : (tensor<4xi8>) -> tensor<4xf64>
  %8 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xui16>
  return %0, %1, %2, %3, %6, %7, %8 : tensor<4xf32>, tensor<4xi32>, tensor<4xi1>, tensor<4xbf16>, tensor<4xi8>, tensor<4xf64>, tensor<4xui16>
}

// -----

// 0-d predicates and bounds are read through an empty indexing map.
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_clamp
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<i1>, tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.select
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[SCALAR]], #[[ID]]], iterator_types = ["parallel"]} ins(%arg3, %{{.*}}, %arg4 : tensor<f32>, tensor<4xf32>, tensor<f32>)
// CHECK-NEXT: ^bb0(%[[LO:.*]]: f32, %[[X:.*]]: f32, %[[HI:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK-NEXT: arith.minimumf %[[M]], %[[HI]] : f32
// CHECK: arith.maxui
// CHECK: arith.minui
func.func @select_clamp(%p: tensor<i1>, %x: tensor<4xf32>, %y: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>, %u: tensor<4xui32>) -> (tensor<4xf32>, tensor<4xui32>) {
  %0 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<4xf32>
  %1 = stablehlo.clamp %lo, %0, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.clamp %u, %u, %u : tensor<4xui32>
  return %1, %2 : tensor<4xf32>, tensor<4xui32>
}

// -----

// CHECK-LABEL: func.func @iota_and_constants
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"]} outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: arith.sitofp %[[I64]] : i64 to f32
// CHECK: linalg.index 0 : index
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK-DAG: arith.constant dense<[1, 2, 3]> : tensor<3xi64>
// CHECK-DAG: arith.constant dense<[-1, 1]> : tensor<2xi16>
// CHECK-DAG: arith.constant dense<1.500000e+00> : tensor<bf16>
func.func @iota_and_constants() -> (tensor<2x3xf32>, tensor<5xi32>, tensor<3xi64>, tensor<2xui16>, tensor<bf16>) {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>
  %1 = stablehlo.iota dim = 0 : tensor<5xi32>
  %2 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %3 = stablehlo.constant dense<[65535, 1]> : tensor<2xui16>
  %4 = stablehlo.constant dense<1.5> : tensor<bf16>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<5xi32>, tensor<3xi64>, tensor<2xui16>, tensor<bf16>
}

// -----

// Booleans: add is or, multiply is and.
// CHECK-LABEL: func.func @bool_ops
// CHECK: arith.ori %{{.*}}, %{{.*}} : i1
// CHECK: arith.muli %{{.*}}, %{{.*}} : i1
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: arith.xori %{{.*}}, %[[T]] : i1
func.func @bool_ops(%a: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %a, %a : tensor<4xi1>
  %1 = stablehlo.multiply %0, %a : tensor<4xi1>
  %2 = stablehlo.not %1 : tensor<4xi1>
  return %2 : tensor<4xi1>
}
