// Ops in the generic form with every attribute in its full spelling, as
// older exporters and hand-written tests write them: the raw convolution
// layout, dot and gather/scatter dimension numbers with every field over
// several lines, enum attributes as `#stablehlo<name VALUE>`, and the
// dot_algorithm, result_accuracy and output_operand_alias attributes.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @raw_convolution() {
  %x = util.unfoldable_constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %k = util.unfoldable_constant dense<[[[[1.0]], [[0.0]]], [[[0.0]], [[-1.0]]]]> : tensor<2x2x1x1xf32>
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1, 2]
    >,
    feature_group_count = 1 : i64,
    lhs_dilation = array<i64: 1, 1>,
    padding = dense<0> : tensor<2x2xi64>,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>],
    rhs_dilation = array<i64: 1, 1>,
    window_strides = array<i64: 1, 1>
  } : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x2x1xf32>
  check.expect_almost_eq_const(%y, dense<-4.0> : tensor<1x2x2x1xf32>) : tensor<1x2x2x1xf32>
  return
}

func.func @dot_general_every_field() {
  %a = util.unfoldable_constant dense<[[[1.0, 2.0], [3.0, 4.0]]]> : tensor<1x2x2xf32>
  %b = util.unfoldable_constant dense<[[[5.0, 6.0], [7.0, 8.0]]]> : tensor<1x2x2xf32>
  %c = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1]
    >,
    precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>],
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  } : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  check.expect_almost_eq_const(%c, dense<[[[19.0, 22.0], [43.0, 50.0]]]> : tensor<1x2x2xf32>) : tensor<1x2x2xf32>
  return
}

func.func @gather_and_scatter_every_field() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = util.unfoldable_constant dense<[[2], [0]]> : tensor<2x1xi32>
  %g = "stablehlo.gather"(%x, %i) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      collapsed_slice_dims = [0],
      operand_batching_dims = [],
      start_indices_batching_dims = [],
      start_index_map = [0],
      index_vector_dim = 1
    >,
    indices_are_sorted = false,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<3x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%g, dense<[[7, 8, 9], [1, 2, 3]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %s = "stablehlo.scatter"(%x, %i, %g) ({
  ^bb0(%old: tensor<i32>, %new: tensor<i32>):
    %sum = "stablehlo.add"(%old, %new) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%sum) : (tensor<i32>) -> ()
  }) {
    indices_are_sorted = false,
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1],
      inserted_window_dims = [0],
      input_batching_dims = [],
      scatter_indices_batching_dims = [],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1
    >,
    unique_indices = false
  } : (tensor<3x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<3x3xi32>
  check.expect_eq_const(%s, dense<[[2, 4, 6], [4, 5, 6], [14, 16, 18]]> : tensor<3x3xi32>) : tensor<3x3xi32>
  return
}

func.func @enum_and_accuracy_attributes() {
  %a = util.unfoldable_constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %e = "stablehlo.exponential"(%a) {
    result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>
  } : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%e, dense<[1.0, 2.718282, 0.367879]> : tensor<3xf32>) : tensor<3xf32>
  %one = util.unfoldable_constant dense<1.0> : tensor<3xf32>
  %lt = "stablehlo.compare"(%e, %one) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  check.expect_eq_const(%lt, dense<[false, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %same = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}", output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const(%same, dense<[0.0, 1.0, -1.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
