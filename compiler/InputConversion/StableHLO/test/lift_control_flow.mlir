// RUN: iree-opt --split-input-file --iree-input-lift-control-flow %s | FileCheck %s

// A back edge becomes scf.while over the block arguments; the exit values
// come out of the loop without poison.
// CHECK-LABEL: func.func @back_edge
// CHECK-NOT: cf.
// CHECK-NOT: ub.poison
// CHECK: %[[LOOP:.+]] = scf.while (%[[X:.+]] = %{{.+}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[P:.+]] = tensor.extract
// CHECK: scf.condition(%[[P]]) %[[X]] : tensor<4xf32>
// CHECK: arith.addf
// CHECK: return %[[LOOP]]
func.func @back_edge(%x0: tensor<4xf32>, %flag: tensor<i1>) -> tensor<4xf32> {
  cf.br ^header(%x0 : tensor<4xf32>)
^header(%x: tensor<4xf32>):
  %p = tensor.extract %flag[] : tensor<i1>
  cf.cond_br %p, ^body(%x : tensor<4xf32>), ^exit(%x : tensor<4xf32>)
^body(%y: tensor<4xf32>):
  %y2 = arith.addf %y, %y : tensor<4xf32>
  cf.br ^header(%y2 : tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

// A diamond becomes scf.if yielding each arm's tensor.
// CHECK-LABEL: func.func @diamond
// CHECK: %[[IF:.+]] = scf.if %{{.+}} -> (tensor<2xf32>)
// CHECK: arith.addf
// CHECK: scf.yield
// CHECK: } else {
// CHECK: arith.negf
// CHECK: scf.yield
// CHECK: return %[[IF]]
func.func @diamond(%x: tensor<2xf32>, %p: i1) -> tensor<2xf32> {
  cf.cond_br %p, ^then, ^else
^then:
  %a = arith.addf %x, %x : tensor<2xf32>
  cf.br ^join(%a : tensor<2xf32>)
^else:
  %b = arith.negf %x : tensor<2xf32>
  cf.br ^join(%b : tensor<2xf32>)
^join(%r: tensor<2xf32>):
  return %r : tensor<2xf32>
}

// -----

// A loop with two exits returning different values keeps values undefined on
// one path; they become zeros, never poison.
// CHECK-LABEL: func.func @two_exits
// CHECK-NOT: ub.poison
// CHECK: arith.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK: scf.while
func.func @two_exits(%x0: tensor<3xf32>, %a: i1, %b: i1) -> tensor<3xf32> {
  cf.br ^header(%x0 : tensor<3xf32>)
^header(%x: tensor<3xf32>):
  cf.cond_br %a, ^second(%x : tensor<3xf32>), ^exit(%x : tensor<3xf32>)
^second(%y: tensor<3xf32>):
  %y2 = arith.mulf %y, %y : tensor<3xf32>
  cf.cond_br %b, ^header(%y2 : tensor<3xf32>), ^exit(%y2 : tensor<3xf32>)
^exit(%r: tensor<3xf32>):
  return %r : tensor<3xf32>
}
