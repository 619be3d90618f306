// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// while becomes scf.while over the same tensors; the predicate is read out
// of its 0-d tensor for scf.condition.
// CHECK-LABEL: func.func @while
// CHECK: %[[LOOP:.+]]:2 = scf.while (%[[I:.+]] = %{{.+}}, %[[X:.+]] = %{{.+}}) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK: %[[LT:.+]] = linalg.generic
// CHECK: arith.cmpi slt
// CHECK: %[[PRED:.+]] = tensor.extract %[[LT]][] : tensor<i1>
// CHECK: scf.condition(%[[PRED]]) %[[I]], %[[X]] : tensor<i32>, tensor<4xf32>
// CHECK: ^bb0(%[[I2:.+]]: tensor<i32>, %[[X2:.+]]: tensor<4xf32>):
// CHECK: arith.addi
// CHECK: arith.addf
// CHECK: scf.yield %{{.+}}, %{{.+}} : tensor<i32>, tensor<4xf32>
// CHECK: return %[[LOOP]]#1
func.func @while(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %v1 = stablehlo.add %v, %v : tensor<4xf32>
    stablehlo.return %i1, %v1 : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @if
// CHECK: %[[PRED:.+]] = tensor.extract %{{.+}}[] : tensor<i1>
// CHECK: %[[R:.+]] = scf.if %[[PRED]] -> (tensor<3xf32>) {
// CHECK:   linalg.generic
// CHECK:   arith.negf
// CHECK:   scf.yield
// CHECK: } else {
// CHECK:   scf.yield %{{.+}} : tensor<3xf32>
// CHECK: }
// CHECK: return %[[R]]
func.func @if(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<3xf32>
    stablehlo.return %n : tensor<3xf32>
  }, {
    stablehlo.return %x : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// case is a chain of scf.if on index == 0, 1, ...; the last branch is the
// innermost else, so out-of-range indices take it.
// CHECK-LABEL: func.func @case
// CHECK: %[[INDEX:.+]] = tensor.extract %{{.+}}[] : tensor<i32>
// CHECK: %[[IS0:.+]] = arith.cmpi eq, %[[INDEX]], %c0_i32
// CHECK: %[[R:.+]] = scf.if %[[IS0]] -> (tensor<2xi32>) {
// CHECK:   scf.yield %{{.+}} : tensor<2xi32>
// CHECK: } else {
// CHECK:   %[[IS1:.+]] = arith.cmpi eq, %[[INDEX]], %c1_i32
// CHECK:   %[[INNER:.+]] = scf.if %[[IS1]] -> (tensor<2xi32>) {
// CHECK:     arith.muli
// CHECK:   } else {
// CHECK:     arith.subi
// CHECK:   }
// CHECK:   scf.yield %[[INNER]]
// CHECK: }
// CHECK: return %[[R]]
func.func @case(%i: tensor<i32>, %x: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xi32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<2xi32>
    stablehlo.return %m : tensor<2xi32>
  }, {
    %n = stablehlo.negate %x : tensor<2xi32>
    stablehlo.return %n : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// A case with one branch is that branch.
// CHECK-LABEL: func.func @case_one_branch
// CHECK-NOT: scf.if
// CHECK: linalg.generic
// CHECK: arith.addi
func.func @case_one_branch(%i: tensor<i32>, %x: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.case"(%i) ({
    %a = stablehlo.add %x, %x : tensor<2xi32>
    stablehlo.return %a : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
