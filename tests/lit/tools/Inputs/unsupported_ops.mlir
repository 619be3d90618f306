// Two ops the compiler parses but cannot compile yet (loops over dynamic
// shapes): one error each, at the op, saying what is supported.
func.func @main(%x: tensor<?xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %0:2 = stablehlo.while(%i = %n, %v = %x) : tensor<i32>, tensor<?xf32>
  cond {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %v : tensor<i32>, tensor<?xf32>
  }
  %1 = stablehlo.while(%v = %0#1) : tensor<?xf32>
  cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %v : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
