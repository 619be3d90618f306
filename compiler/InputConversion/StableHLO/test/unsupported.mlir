// RUN: iree-opt --split-input-file --verify-diagnostics --iree-stablehlo-to-linalg %s

// Each op left over gets one error; ops in its regions are not reported.
func.func @while_loop(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'stablehlo.while' is not supported yet in this form (it needs static shapes}}
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<?xf32>
  cond {
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %2 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<?xf32>
    stablehlo.return %iterArg, %2 : tensor<i32>, tensor<?xf32>
  }
  return %0#1 : tensor<?xf32>
}

// -----

func.func @conv_and_window(%arg0: tensor<1x16x16x4xf32>, %k: tensor<3x3x2x8xf32>, %x: tensor<32x4xf32>) -> (tensor<1x16x16x8xf32>, tensor<32x4xf32>) {
  // Without padding the output would be 14x14: the shapes disagree.
  // expected-error @+1 {{'stablehlo.convolution' is not supported yet in this form}}
  %0 = stablehlo.convolution(%arg0, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x16x16x4xf32>, tensor<3x3x2x8xf32>) -> tensor<1x16x16x8xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // Reducers with shape ops are not lowered.
  // expected-error @+1 {{'stablehlo.reduce_window' is not supported yet in this form}}
  %1 = "stablehlo.reduce_window"(%x, %cst) <{padding = dense<[[31, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 32, 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %2 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<f32>
    %3 = stablehlo.add %2, %arg2 : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }) : (tensor<32x4xf32>, tensor<f32>) -> tensor<32x4xf32>
  return %0, %1 : tensor<1x16x16x8xf32>, tensor<32x4xf32>
}

// -----

func.func @unsupported_forms(%a: tensor<?xf32>, %b: tensor<6x8xf32>, %p: tensor<f32>, %c: tensor<4xcomplex<f32>>) -> (tensor<?xf32>, tensor<4x15xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.reverse' is not supported yet in this form}}
  %0 = stablehlo.reverse %a, dims = [0] : tensor<?xf32>
  // expected-error @+1 {{'stablehlo.pad' is not supported yet in this form}}
  %1 = stablehlo.pad %b, %p, low = [-1, 0], high = [-1, 0], interior = [0, 1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<4x15xf32>
  // Complex ops the parts cannot be pushed through are left as they are.
  // expected-error @+1 {{'stablehlo.sqrt' is not supported yet in this form}}
  %2 = stablehlo.sqrt %c : tensor<4xcomplex<f32>>
  %3 = stablehlo.real %2 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return %0, %1, %3 : tensor<?xf32>, tensor<4x15xf32>, tensor<4xf32>
}

// -----

func.func @indexing_forms(%x: tensor<?x3xf32>, %i: tensor<2x1xi32>, %k: tensor<5xf32>) -> (tensor<2x3xf32>, tensor<5xf32>) {
  // expected-error @+1 {{'stablehlo.gather' is not supported yet in this form}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<?x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  // expected-error @+1 {{'stablehlo.sort' is not supported yet in this form}}
  %1 = "stablehlo.sort"(%k) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.reshape %a : (tensor<f32>) -> tensor<f32>
    %lt = stablehlo.compare LT, %r, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<5xf32>
}

// -----

// A custom call names a backend function: the error says which.
func.func @custom_call(%x: tensor<4xf32>, %c: tensor<4xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.custom_call' to 'lapack_sgetrf_ffi' is not supported: custom calls name backend-specific functions this compiler does not provide}}
  %0 = stablehlo.custom_call @lapack_sgetrf_ffi(%x) {api_version = 4 : i32, backend_config = ""} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.complex %0, %0 : tensor<4xcomplex<f32>>
  return %0, %1 : tensor<4xf32>, tensor<4xcomplex<f32>>
}

// -----

// Collectives and token-ordered host communication parse, and each gets its
// reason, all in one run.
func.func @collectives_and_tokens(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.after_all' is not supported: token-ordered host communication}}
  %t = stablehlo.after_all : !stablehlo.token
  // expected-error @+1 {{'stablehlo.all_reduce' is not supported: collectives need several devices}}
  %r = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'stablehlo.collective_permute' is not supported: collectives need several devices}}
  %p = "stablehlo.collective_permute"(%r) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'stablehlo.outfeed' is not supported: token-ordered host communication}}
  %o = "stablehlo.outfeed"(%p, %t) {outfeed_config = ""} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  // expected-error @+1 {{'stablehlo.infeed' is not supported: token-ordered host communication}}
  %i:2 = "stablehlo.infeed"(%o) {infeed_config = ""} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %i#0 : tensor<4xf32>
}

// -----

// Convolution paddings that come from the program's inputs are lowered,
// but not with input dilation.
func.func @dynamic_conv_dilated(%x: tensor<1x3x3x1xf32>, %k: tensor<2x2x1x1xf32>, %padding: tensor<2x2xi64>) -> tensor<1x?x?x1xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_conv' with input dilation or batch groups is supported only with constant paddings and a static result}}
  %0 = "stablehlo.dynamic_conv"(%x, %k, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}

// -----

// Group sizes per batch row (a two-dimensional group_sizes) are not lowered.
func.func @ragged_dot_2d_groups(%lhs: tensor<2x6x4xf32>, %rhs: tensor<3x4x5xf32>, %groups: tensor<2x3xi32>) -> tensor<2x6x5xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' is supported with static shapes and one-dimensional group_sizes only}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x6x4xf32>, tensor<3x4x5xf32>, tensor<2x3xi32>) -> tensor<2x6x5xf32>
  return %0 : tensor<2x6x5xf32>
}
