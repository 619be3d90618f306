// The dynamic ops of StableHLO with sizes computed from a symbolic
// dimension, as jax.export writes them (dynamic_ops.test runs them at two
// sizes).

// The row index of each element of a b x 3 result.
func.func @iota_rows(%x: tensor<?xf32>) -> tensor<?x3xi32> {
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// x[i] + row[j] for a b x 4 result: the row and the column broadcast.
func.func @outer_sum(%x: tensor<?xf32>, %row: tensor<4xf32>) -> tensor<?x4xf32> {
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %cols = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %rows = stablehlo.dynamic_broadcast_in_dim %row, %shape, dims = [1] : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %0 = stablehlo.add %cols, %rows : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// b x 6 viewed as b x 2 x 3, then flattened to 6b elements, and the batch
// size itself (an i32 result).
func.func @reshapes(%x: tensor<?x6xf32>) -> (tensor<?x2x3xf32>, tensor<?xf32>, tensor<i32>) {
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %c6 = stablehlo.constant dense<6> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x6xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %b1, %c2, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %split = stablehlo.dynamic_reshape %x, %shape : (tensor<?x6xf32>, tensor<3xi32>) -> tensor<?x2x3xf32>
  %n = stablehlo.multiply %b1, %c6 : tensor<1xi32>
  %flat = stablehlo.dynamic_reshape %split, %n : (tensor<?x2x3xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %split, %flat, %b : tensor<?x2x3xf32>, tensor<?xf32>, tensor<i32>
}

// x > 0 as an i1 tensor of the batch's size (a narrow dynamic result).
func.func @positive(%x: tensor<?x4xf32>) -> tensor<?x4xi1> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %zeros = stablehlo.dynamic_broadcast_in_dim %zero, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
  %0 = stablehlo.compare GT, %x, %zeros : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>
  return %0 : tensor<?x4xi1>
}

// x broadcast to y's size: a dynamic dimension is taken as the result's
// size, which the host checks (x of one element does not expand).
func.func @to_size_of(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %n = stablehlo.get_dimension_size %y, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Every row but the first, every other column: x[1:b, 0:4:2] of a b x 4
// operand (bounds from the symbolic batch).
func.func @slice_rows(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<1xi32>
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %start = stablehlo.concatenate %c1, %c0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %limit = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %strides = stablehlo.concatenate %c1, %c2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// x[0:n, 0:2] with the limits (n, 2) given as data: out of bounds when
// n > b.
func.func @first_rows(%x: tensor<?x2xf32>, %limit: tensor<2xi32>) -> tensor<?x2xf32> {
  %start = stablehlo.constant dense<0> : tensor<2xi32>
  %strides = stablehlo.constant dense<1> : tensor<2xi32>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<?x2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// A b-element vector padded by one zero before, b - 1 after, and with one
// zero between elements; and its rows padded by a symbolic amount.
func.func @pads(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<1xi32>
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %high = stablehlo.subtract %b1, %c1 : tensor<1xi32>
  %edges = stablehlo.dynamic_pad %x, %zero, %c1, %high, %c0 : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %spread = stablehlo.dynamic_pad %x, %zero, %c0, %c0, %c1 : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %edges, %spread : tensor<?xf32>, tensor<?xf32>
}

// Rows of a 3 x b table picked by index (JAX's table[idx] with a symbolic
// row length): slice sizes [1, b] from the symbol; an index past the end
// clamps to the last row.
func.func @gather_rows(%table: tensor<3x?xf32>, %idx: tensor<2xi32>) -> tensor<2x?xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %table, dim = 1 : (tensor<3x?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %sizes = stablehlo.concatenate %c1, %b1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %i = stablehlo.reshape %idx : (tensor<2xi32>) -> tensor<2x1xi32>
  %0 = "stablehlo.dynamic_gather"(%table, %i, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x?xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// A 3 x 3 convolution with stride 2 and "SAME" padding over an n x n
// image of symbolic size, as JAX writes it: the padding total is
// max((ceil(n / 2) - 1) * 2 + 3 - n, 0), split low = total / 2 and the rest
// high, so it depends on n.
func.func @same_conv(%x: tensor<1x?x?x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x?x?x1xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<1xi32>
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %n0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<1x?x?x1xf32>) -> tensor<i32>
  %n = stablehlo.reshape %n0 : (tensor<i32>) -> tensor<1xi32>
  %n1 = stablehlo.add %n, %c1 : tensor<1xi32>
  %out = stablehlo.divide %n1, %c2 : tensor<1xi32>
  %o1 = stablehlo.subtract %out, %c1 : tensor<1xi32>
  %span = stablehlo.multiply %o1, %c2 : tensor<1xi32>
  %need = stablehlo.add %span, %c3 : tensor<1xi32>
  %over = stablehlo.subtract %need, %n : tensor<1xi32>
  %total = stablehlo.maximum %over, %c0 : tensor<1xi32>
  %low = stablehlo.divide %total, %c2 : tensor<1xi32>
  %high = stablehlo.subtract %total, %low : tensor<1xi32>
  %pair = stablehlo.concatenate %low, %high, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %pads = stablehlo.concatenate %pair, %pair, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  %padding = stablehlo.reshape %pads : (tensor<4xi32>) -> tensor<2x2xi32>
  %0 = "stablehlo.dynamic_conv"(%x, %k, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x?x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}
