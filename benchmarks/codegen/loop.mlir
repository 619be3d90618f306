// A counted loop as JAX's fori_loop writes it, with one small dispatch in
// its body (x = 0.5 * x + i over 4 floats): the counter and the trip count
// live in VM registers, so each iteration costs one dispatch submission and
// no read-back (codegen_benchmark.cc, BM_CountedLoop).
func.func @counted_loop(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %half = stablehlo.constant dense<0.5> : tensor<4xf32>
    %scaled = stablehlo.multiply %v, %half : tensor<4xf32>
    %if = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %ib = stablehlo.broadcast_in_dim %if, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %next = stablehlo.add %scaled, %ib : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %next : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}
