// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// A JAX export with a symbolic batch: the size computations on i32 shape
// tensors become host index arithmetic on tensor.dim, the shape assertion a
// util.assert naming the size, and every dynamic result's tensor.empty
// takes the batch.
// CHECK-LABEL: func.func @mlp_sizes
// CHECK-SAME: (%[[X:.+]]: tensor<?x64xf32>, %{{.+}}: tensor<64x128xf32>, %[[BIAS:.+]]: tensor<1x128xf32>)
// CHECK: %[[B:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x64xf32>
// CHECK: %[[B2:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x64xf32>
// CHECK: %[[OK:.+]] = arith.cmpi sge, %[[B2]], %{{.+}} : index
// CHECK: util.assert %[[OK]], "Expected value >= 1 for dimension variable 'b' (= {0})" values(%[[B]] : index)
// CHECK: %[[MM_INIT:.+]] = tensor.empty(%{{.+}}) : tensor<?x128xf32>
// CHECK: %[[MM:.+]] = linalg.matmul ins(%[[X]], %{{.+}} : tensor<?x64xf32>, tensor<64x128xf32>)
// CHECK: %[[BCAST_INIT:.+]] = tensor.empty(%{{.+}}) : tensor<?x128xf32>
// CHECK: linalg.generic {{.+}} ins(%[[BIAS]] : tensor<1x128xf32>) outs(%[[BCAST_INIT]] : tensor<?x128xf32>)
// CHECK: %[[DIM:.+]] = tensor.dim %[[MM]]
// CHECK: tensor.empty(%[[DIM]]) : tensor<?x128xf32>
// CHECK-NOT: stablehlo.
func.func @mlp_sizes(%x: tensor<?x64xf32>, %w: tensor<64x128xf32>, %bias: tensor<1x128xf32>) -> tensor<?x128xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c128 = stablehlo.constant dense<128> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x64xf32>) -> tensor<i32>
  %ok = stablehlo.compare GE, %b, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %b) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b' (= {0})", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x128xf32>) -> tensor<?x128xf32>
  %1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.concatenate %1, %c128, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.dynamic_broadcast_in_dim %bias, %2, dims = [0, 1] : (tensor<1x128xf32>, tensor<2xi32>) -> tensor<?x128xf32>
  %4 = stablehlo.add %0, %3 : tensor<?x128xf32>
  return %4 : tensor<?x128xf32>
}

// -----

// dynamic_reshape: the batch (and a size computed from it) reaches
// expand_shape's output shape; a collapse needs no sizes.
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[X:.+]]: tensor<?x8x32xf32>)
// CHECK: %[[B:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x8x32xf32>
// CHECK: tensor.expand_shape %[[X]] {{\[}}[0], [1], [2, 3]] output_shape [%[[B]], 8, 2, 16] : tensor<?x8x32xf32> into tensor<?x8x2x16xf32>
// CHECK: arith.muli %{{.+}}, %{{.+}} : index
// CHECK: tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
func.func @reshapes(%x: tensor<?x8x32xf32>) -> (tensor<?x8x2x16xf32>, tensor<?x32xf32>) {
  %c8 = stablehlo.constant dense<8> : tensor<1xi32>
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c16 = stablehlo.constant dense<16> : tensor<1xi32>
  %c32 = stablehlo.constant dense<32> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8x32xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %s = stablehlo.concatenate %b1, %c8, %c2, %c16, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x8x32xf32>, tensor<4xi32>) -> tensor<?x8x2x16xf32>
  %rows = stablehlo.multiply %b1, %c8 : tensor<1xi32>
  %s2 = stablehlo.concatenate %rows, %c32, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %x, %s2 : (tensor<?x8x32xf32>, tensor<2xi32>) -> tensor<?x32xf32>
  return %0, %1 : tensor<?x8x2x16xf32>, tensor<?x32xf32>
}

// -----

// A dynamic batch through a padded convolution, a pooling window, a
// transpose and a reduce: each init is sized by its input's batch.
// CHECK-LABEL: func.func @batch_ops
// CHECK-SAME: (%[[X:.+]]: tensor<?x14x14x1xf32>, %{{.+}}: tensor<3x3x1x4xf32>, %[[T:.+]]: tensor<?x2x8xf32>)
// CHECK: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: } : tensor<?x14x14x1xf32> to tensor<?x16x16x1xf32>
// CHECK: %[[XB:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x14x14x1xf32>
// CHECK: tensor.empty(%[[XB]]) : tensor<?x14x14x4xf32>
// CHECK: %[[CONV:.+]] = linalg.generic {{.+}} ins(%[[PADDED]], %{{.+}} : tensor<?x16x16x1xf32>, tensor<3x3x1x4xf32>)
// CHECK: %[[CB:.+]] = tensor.dim %[[CONV]], %{{.+}} : tensor<?x14x14x4xf32>
// CHECK: tensor.empty(%[[CB]]) : tensor<?x7x7x4xf32>
// CHECK: %[[TB:.+]] = tensor.dim %[[T]], %{{.+}} : tensor<?x2x8xf32>
// CHECK: %[[TINIT:.+]] = tensor.empty(%[[TB]]) : tensor<?x8x2xf32>
// CHECK: linalg.transpose ins(%[[T]] : tensor<?x2x8xf32>) outs(%[[TINIT]] : tensor<?x8x2xf32>)
// CHECK: %[[RB:.+]] = tensor.dim %[[T]], %{{.+}} : tensor<?x2x8xf32>
// CHECK: tensor.empty(%[[RB]]) : tensor<?x2xf32>
// CHECK: linalg.reduce
func.func @batch_ops(%x: tensor<?x14x14x1xf32>, %k: tensor<3x3x1x4xf32>, %t: tensor<?x2x8xf32>) -> (tensor<?x7x7x4xf32>, tensor<?x8x2xf32>, tensor<?x2xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x14x14x1xf32>, tensor<3x3x1x4xf32>) -> tensor<?x14x14x4xf32>
  %1 = "stablehlo.reduce_window"(%0, %ninf) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x14x14x4xf32>, tensor<f32>) -> tensor<?x7x7x4xf32>
  %2 = stablehlo.transpose %t, dims = [0, 2, 1] : (tensor<?x2x8xf32>) -> tensor<?x8x2xf32>
  %3 = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<?x2x8xf32>, tensor<f32>) -> tensor<?x2xf32>
  return %1, %2, %3 : tensor<?x7x7x4xf32>, tensor<?x8x2xf32>, tensor<?x2xf32>
}
// -----

// CHECK-LABEL: func.func @iota
// CHECK: %[[B:.+]] = tensor.dim
// CHECK: %[[INIT:.+]] = tensor.empty(%[[B]]) : tensor<?x3xi32>
// CHECK: linalg.generic {{.+}} outs(%[[INIT]] : tensor<?x3xi32>)
// CHECK: linalg.index 0
func.func @iota(%x: tensor<?xf32>) -> tensor<?x3xi32> {
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %s = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

// A size that depends on tensor data is read from the shape tensor.
// CHECK-LABEL: func.func @size_from_data
// CHECK-SAME: (%{{.+}}: tensor<f32>, %[[SHAPE:.+]]: tensor<1xi32>)
// CHECK: %[[N:.+]] = tensor.extract %[[SHAPE]]
// CHECK: %[[SIZE:.+]] = arith.index_cast %[[N]] : i32 to index
// CHECK: tensor.empty(%[[SIZE]]) : tensor<?xf32>
func.func @size_from_data(%x: tensor<f32>, %shape: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A dynamic operand dimension is read as the result's size, which the host
// checks: one that would expand (size 1) fails with both sizes.
// CHECK-LABEL: func.func @broadcast_dynamic_dim
// CHECK-SAME: (%[[X:.+]]: tensor<?xf32>, %[[Y:.+]]: tensor<?xf32>)
// CHECK: %[[N:.+]] = tensor.dim %[[Y]]
// CHECK: %[[XN:.+]] = tensor.dim %[[X]]
// CHECK: %[[SAME:.+]] = arith.cmpi eq, %[[XN]], %[[N]] : index
// CHECK: util.assert %[[SAME]], "dynamic_broadcast_in_dim at {{.+}}: dimension 0 of the operand has {0} elements where dimension 0 of the result has {1} (a dynamic dimension that broadcasts is not supported)" values(%[[XN]], %[[N]] : index, index)
func.func @broadcast_dynamic_dim(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %n = stablehlo.get_dimension_size %y, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// With two dynamic dimensions the types do not say which sizes pair up: the
// reshape goes through one dimension, expanded with the shape operand's
// sizes.
// CHECK-LABEL: func.func @swap_sizes
// CHECK-SAME: (%[[X:.+]]: tensor<?x?xf32>)
// CHECK: %[[FLAT:.+]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK: tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [%{{.+}}, %{{.+}}] : tensor<?xf32> into tensor<?x?xf32>
func.func @swap_sizes(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
  %a = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// real_dynamic_slice with bounds from the symbolic batch: an extract_slice
// at start of ceil((limit - start) / stride) elements, the host asserting
// the bounds first.
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK-SAME: (%[[X:.+]]: tensor<?x4xf32>)
// CHECK: %[[B:.+]] = tensor.dim %[[X]], %c0
// CHECK: util.assert %{{.+}}, "real_dynamic_slice at {{.+}}: dimension 0 slices [{0}, {1}) by {2} of {3} elements (needs 0 <= start <= limit <= size and stride >= 1)"
// CHECK: util.assert %{{.+}}, "real_dynamic_slice at {{.+}}: dimension 1 slices
// CHECK: tensor.extract_slice %[[X]][1, 0] [%{{.+}}, 2] [1, 2] : tensor<?x4xf32> to tensor<?x2xf32>
func.func @real_dynamic_slice(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
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

// -----

// dynamic_pad with a symbolic high padding: a tensor.pad of host sizes; with
// interior padding, the operand inserted with stride interior + 1 into a
// filled tensor. Negative paddings are asserted against.
// CHECK-LABEL: func.func @dynamic_pad
// CHECK: util.assert %{{.+}}, "dynamic_pad at {{.+}}: dimension 0 pads {0} low, {1} high and {2} interior (a negative padding needs constant paddings)"
// CHECK: tensor.pad %{{.+}} low[1] high[%{{.+}}]
// CHECK: linalg.fill
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0] [%{{.+}}] [2] : tensor<?xf32> into tensor<?xf32>
func.func @dynamic_pad(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<1xi32>
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %edges = stablehlo.dynamic_pad %x, %zero, %c1, %b1, %c0 : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %spread = stablehlo.dynamic_pad %x, %zero, %c0, %c0, %c1 : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  return %edges, %spread : tensor<?xf32>, tensor<?xf32>
}

// -----

// dynamic_gather with a slice size from the symbol: the gather's generic
// over a result sized by the indices and the slice, the start clamped to
// the operand's size less the slice's, the host asserting the slice fits.
// CHECK-LABEL: func.func @dynamic_gather
// CHECK-SAME: (%[[T:.+]]: tensor<3x?xf32>, %[[I:.+]]: tensor<2x1xi32>)
// CHECK: %[[B:.+]] = tensor.dim %[[T]], %c1
// CHECK: util.assert %{{.+}}, "dynamic_gather at {{.+}}: slice size {0} of dimension 1 does not fit the operand's {1} elements"
// CHECK: %[[E:.+]] = tensor.empty(%[[B]]) : tensor<2x?xf32>
// CHECK: linalg.generic {{.+}} outs(%[[E]] : tensor<2x?xf32>)
// CHECK: arith.minsi %{{.+}}, %c2_i32
// CHECK: tensor.extract %[[T]]
func.func @dynamic_gather(%table: tensor<3x?xf32>, %i: tensor<2x1xi32>) -> tensor<2x?xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %b = stablehlo.get_dimension_size %table, dim = 1 : (tensor<3x?xf32>) -> tensor<i32>
  %b1 = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
  %sizes = stablehlo.concatenate %c1, %b1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%table, %i, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<3x?xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// dynamic_conv with a padding that depends on the symbolic image size: the
// input padded by host sizes (asserted non-negative), then the convolution
// over dynamic spatial sizes, each output size the window positions in the
// padded input.
// CHECK-LABEL: func.func @dynamic_conv
// CHECK-SAME: (%[[X:.+]]: tensor<1x?x?x1xf32>
// CHECK: util.assert %{{.+}}, "dynamic_conv at {{.+}}: spatial dimension 0 pads {0} low and {1} high (a negative padding needs constant paddings)"
// CHECK: %[[P:.+]] = tensor.pad %[[X]] low[0, %{{.+}}, %{{.+}}, 0] high[0, 1, 1, 0]
// CHECK: %[[H:.+]] = tensor.dim %[[P]], %{{.+}}
// CHECK: arith.cmpi sge, %[[H]], %{{.+}}
// CHECK: linalg.generic {{.+}} ins(%[[P]], %{{.+}} : tensor<1x?x?x1xf32>, tensor<3x3x1x1xf32>) outs(%{{.+}} : tensor<1x?x?x1xf32>)
func.func @dynamic_conv(%x: tensor<1x?x?x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x?x?x1xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<1xi32>
  %n0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<1x?x?x1xf32>) -> tensor<i32>
  %n = stablehlo.reshape %n0 : (tensor<i32>) -> tensor<1xi32>
  %low = stablehlo.remainder %n, %c1 : tensor<1xi32>
  %pair = stablehlo.concatenate %low, %c1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %pads = stablehlo.concatenate %pair, %pair, dim = 0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  %padding = stablehlo.reshape %pads : (tensor<4xi32>) -> tensor<2x2xi32>
  %0 = "stablehlo.dynamic_conv"(%x, %k, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x?x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi32>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}
