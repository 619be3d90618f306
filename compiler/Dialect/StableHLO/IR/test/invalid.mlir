// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @add_shape_mismatch(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @exp_of_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.exponential %a : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bad_direction(%a: tensor<f32>) -> tensor<i1> {
  // expected-error @+2 {{to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse StableHLO_ComparisonDirectionAttr}}
  %0 = stablehlo.compare XX, %a, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @broadcast_bad_size(%a: tensor<3xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{operand dimension 0 of size 3 cannot broadcast to result dimension 1 of size 5}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @broadcast_dim_count(%a: tensor<3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{needs one broadcast dimension per operand dimension (1), got 2}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @reshape_count(%a: tensor<3x4xf32>) -> tensor<13xf32> {
  // expected-error @+1 {{changes the number of elements from 12 to 13}}
  %0 = stablehlo.reshape %a : (tensor<3x4xf32>) -> tensor<13xf32>
  return %0 : tensor<13xf32>
}

// -----

func.func @transpose_repeat(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{permutation entry repeats dimension 0}}
  %0 = stablehlo.transpose %a, dims = [0, 0] : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @slice_size(%a: tensor<6x8xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{result dimension 1 must be 4}}
  %0 = stablehlo.slice %a [1:5, 0:8:2] : (tensor<6x8xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_size(%a: tensor<4x4xf32>) -> tensor<4x9xf32> {
  // expected-error @+1 {{result dimension 1 must be 8}}
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

func.func @pad_size(%a: tensor<6x8xf32>, %p: tensor<f32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{result dimension 1 must be 10}}
  %0 = stablehlo.pad %a, %p, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @dot_general_contract_mismatch(%a: tensor<4x3xf32>, %b: tensor<5x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{lhs dimension 1 and rhs dimension 0 differ in size}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<5x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

func.func @dot_general_result(%a: tensor<4x3xf32>, %b: tensor<3x6xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{result shape must be batch, lhs free, rhs free dimensions}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x6xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @reduce_result(%a: tensor<4x5xf32>, %c: tensor<f32>) -> tensor<5xf32> {
  // expected-error @+1 {{result shape must be the input shape without the reduced dimensions}}
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @reduce_init_rank(%a: tensor<4x5xf32>, %c: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{init values must be 0-d tensors}}
  %0 = "stablehlo.reduce"(%a, %c) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<1xf32>, %y: tensor<1xf32>):
    "stablehlo.return"(%x) : (tensor<1xf32>) -> ()
  }) : (tensor<4x5xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @iota_dim(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{iota dimension 1 is out of range for rank 1}}
  %0 = stablehlo.iota dim = 1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @select_pred_shape(%p: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{pred must be 0-d or shaped like the operand}}
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @while_cond(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond must return one tensor<i1>}}
  %0 = stablehlo.while(%it = %a) : tensor<i32>
  cond {
    stablehlo.return %it : tensor<i32>
  } do {
    stablehlo.return %it : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @conv_layout(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{spatial indices must be 0..1, each once}}
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @if_branch_types(%p: tensor<i1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{each branch must return values of the result types}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    %c = stablehlo.constant dense<1> : tensor<2xi32>
    stablehlo.return %c : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @if_pred_rank(%p: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{predicate must be a tensor<i1>}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<2xi1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @case_no_branches(%i: tensor<i32>) {
  // expected-error @+1 {{needs at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_branch_arguments(%i: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{branches take no arguments}}
  %0 = "stablehlo.case"(%i) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rng_state_size(%s: tensor<3xui64>) -> tensor<4xui32> {
  // expected-error @+1 {{state must hold 2 values, not 3}}
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return %bits : tensor<4xui32>
}
