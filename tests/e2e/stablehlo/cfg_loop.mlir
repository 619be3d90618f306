// Functions written as blocks and branches carrying tensors, as older
// exporters write loops: lifted to scf and run on the host.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// x = 2x + 1 until any element reaches 100, as a back edge.
func.func @back_edge_loop() {
  %x0 = util.unfoldable_constant dense<[1.0, 3.0, -2.0, 0.5]> : tensor<4xf32>
  %n0 = util.unfoldable_constant dense<0> : tensor<i32>
  cf.br ^header(%x0, %n0 : tensor<4xf32>, tensor<i32>)
^header(%x: tensor<4xf32>, %n: tensor<i32>):
  %zero = stablehlo.constant dense<-1.0e30> : tensor<f32>
  %max = stablehlo.reduce(%x init: %zero) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %limit = stablehlo.constant dense<100.0> : tensor<f32>
  %lt = stablehlo.compare LT, %max, %limit : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %p = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %p, ^body(%x, %n : tensor<4xf32>, tensor<i32>), ^exit(%x, %n : tensor<4xf32>, tensor<i32>)
^body(%y: tensor<4xf32>, %m: tensor<i32>):
  %two = stablehlo.constant dense<2.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %y2 = stablehlo.multiply %y, %two : tensor<4xf32>
  %y3 = stablehlo.add %y2, %one : tensor<4xf32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %m1 = stablehlo.add %m, %i1 : tensor<i32>
  cf.br ^header(%y3, %m1 : tensor<4xf32>, tensor<i32>)
^exit(%r: tensor<4xf32>, %count: tensor<i32>):
  check.expect_eq_const(%count, dense<5> : tensor<i32>) : tensor<i32>
  check.expect_almost_eq_const(%r, dense<[63.0, 127.0, -33.0, 47.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// An if/else diamond whose arms compute different tensors.
func.func @diamond() {
  %x = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %flag = util.unfoldable_constant dense<true> : tensor<i1>
  %p = tensor.extract %flag[] : tensor<i1>
  cf.cond_br %p, ^then, ^else
^then:
  %a = stablehlo.add %x, %x : tensor<2xf32>
  cf.br ^join(%a : tensor<2xf32>)
^else:
  %b = stablehlo.negate %x : tensor<2xf32>
  cf.br ^join(%b : tensor<2xf32>)
^join(%r: tensor<2xf32>):
  check.expect_almost_eq_const(%r, dense<[2.0, 4.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// A loop with two exits: x squares until an element passes 50 (tested at the
// top) or the first passes 1000 (tested after squaring).
func.func @two_exits() {
  %x0 = util.unfoldable_constant dense<[1.5, 2.0]> : tensor<2xf32>
  cf.br ^header(%x0 : tensor<2xf32>)
^header(%x: tensor<2xf32>):
  %init = stablehlo.constant dense<-1.0e30> : tensor<f32>
  %max = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  %fifty = stablehlo.constant dense<50.0> : tensor<f32>
  %small = stablehlo.compare LT, %max, %fifty : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %a = tensor.extract %small[] : tensor<i1>
  cf.cond_br %a, ^square(%x : tensor<2xf32>), ^exit(%x : tensor<2xf32>)
^square(%y: tensor<2xf32>):
  %y2 = stablehlo.multiply %y, %y : tensor<2xf32>
  %first = stablehlo.slice %y2 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %first0 = stablehlo.reshape %first : (tensor<1xf32>) -> tensor<f32>
  %thousand = stablehlo.constant dense<1000.0> : tensor<f32>
  %go_on = stablehlo.compare LT, %first0, %thousand : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %b = tensor.extract %go_on[] : tensor<i1>
  cf.cond_br %b, ^header(%y2 : tensor<2xf32>), ^exit(%y2 : tensor<2xf32>)
^exit(%r: tensor<2xf32>):
  check.expect_almost_eq_const(%r, dense<[25.62890625, 256.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}
