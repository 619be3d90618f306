// RUN: iree-opt --split-input-file %s | FileCheck %s
// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s
// RUN: iree-opt --split-input-file --mlir-print-op-generic %s | iree-opt --split-input-file | FileCheck %s

// Pretty forms as JAX exports print them.

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) -> tensor<4x8xf32> {
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4x8xf32>
  %0 = stablehlo.add %a, %b : tensor<4x8xf32>
  // CHECK: stablehlo.subtract
  %1 = stablehlo.subtract %0, %b : tensor<4x8xf32>
  // CHECK: stablehlo.multiply
  %2 = stablehlo.multiply %1, %b : tensor<4x8xf32>
  // CHECK: stablehlo.divide
  %3 = stablehlo.divide %2, %b : tensor<4x8xf32>
  // CHECK: stablehlo.remainder
  %4 = stablehlo.remainder %3, %b : tensor<4x8xf32>
  // CHECK: stablehlo.maximum
  %5 = stablehlo.maximum %4, %b : tensor<4x8xf32>
  // CHECK: stablehlo.minimum
  %6 = stablehlo.minimum %5, %b : tensor<4x8xf32>
  // CHECK: stablehlo.power
  %7 = stablehlo.power %6, %b : tensor<4x8xf32>
  // CHECK: stablehlo.abs %{{.*}} : tensor<4x8xf32>
  %8 = stablehlo.abs %7 : tensor<4x8xf32>
  // CHECK: stablehlo.negate
  %9 = stablehlo.negate %8 : tensor<4x8xf32>
  // CHECK: stablehlo.sign
  %10 = stablehlo.sign %9 : tensor<4x8xf32>
  // CHECK: stablehlo.exponential
  %11 = stablehlo.exponential %10 : tensor<4x8xf32>
  // CHECK: stablehlo.log
  %12 = stablehlo.log %11 : tensor<4x8xf32>
  // CHECK: stablehlo.log_plus_one
  %13 = stablehlo.log_plus_one %12 : tensor<4x8xf32>
  // CHECK: stablehlo.exponential_minus_one
  %14 = stablehlo.exponential_minus_one %13 : tensor<4x8xf32>
  // CHECK: stablehlo.tanh
  %15 = stablehlo.tanh %14 : tensor<4x8xf32>
  // CHECK: stablehlo.logistic
  %16 = stablehlo.logistic %15 : tensor<4x8xf32>
  // CHECK: stablehlo.sqrt
  %17 = stablehlo.sqrt %16 : tensor<4x8xf32>
  // CHECK: stablehlo.rsqrt
  %18 = stablehlo.rsqrt %17 : tensor<4x8xf32>
  // CHECK: stablehlo.floor
  %19 = stablehlo.floor %18 : tensor<4x8xf32>
  // CHECK: stablehlo.ceil
  %20 = stablehlo.ceil %19 : tensor<4x8xf32>
  // CHECK: stablehlo.round_nearest_afz
  %21 = stablehlo.round_nearest_afz %20 : tensor<4x8xf32>
  // CHECK: stablehlo.round_nearest_even
  %22 = stablehlo.round_nearest_even %21 : tensor<4x8xf32>
  // CHECK: stablehlo.and %{{.*}}, %{{.*}} : tensor<4xi32>
  %23 = stablehlo.and %i, %i : tensor<4xi32>
  // CHECK: stablehlo.or %{{.*}}, %{{.*}} : tensor<4xi1>
  %24 = stablehlo.or %p, %p : tensor<4xi1>
  // CHECK: stablehlo.xor
  %25 = stablehlo.xor %23, %i : tensor<4xi32>
  // CHECK: stablehlo.not %{{.*}} : tensor<4xi1>
  %26 = stablehlo.not %24 : tensor<4xi1>
  return %22 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @compare_select_clamp_convert
func.func @compare_select_clamp_convert(%a: tensor<16x10xi32>, %b: tensor<16x10xi32>, %f: tensor<f32>, %g: tensor<f32>, %u: tensor<3xui8>) -> (tensor<16x10xf32>, tensor<f32>, tensor<3xi1>) {
  // CHECK: stablehlo.compare EQ, %{{.*}}, %{{.*}}, SIGNED : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
  %0 = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<16x10xi32>, tensor<16x10xi32>) -> tensor<16x10xi1>
  // CHECK: stablehlo.compare NE, %{{.*}}, %{{.*}}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %1 = stablehlo.compare NE, %f, %g, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK: stablehlo.compare GE, %{{.*}}, %{{.*}}, TOTALORDER
  %2 = stablehlo.compare GE, %f, %g, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}} : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  %3 = stablehlo.compare LT, %u, %u : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  // CHECK: stablehlo.compare GT, {{.*}} UNSIGNED
  %4 = stablehlo.compare GT, %u, %u, UNSIGNED : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  // CHECK: stablehlo.compare LE
  %5 = stablehlo.compare LE, %f, %g, NOTYPE : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<f32>
  %6 = stablehlo.select %1, %f, %g : tensor<i1>, tensor<f32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : tensor<f32>
  %7 = stablehlo.clamp %f, %6, %g : tensor<f32>
  // CHECK: stablehlo.convert %{{.*}} : (tensor<16x10xi1>) -> tensor<16x10xf32>
  %8 = stablehlo.convert %0 : (tensor<16x10xi1>) -> tensor<16x10xf32>
  return %8, %7, %4 : tensor<16x10xf32>, tensor<f32>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @scalar_broadcasting_forms
func.func @scalar_broadcasting_forms(%p: tensor<i1>, %x: tensor<4xf32>, %lo: tensor<f32>) -> tensor<4xf32> {
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<4xf32>
  %0 = stablehlo.select %p, %x, %x : tensor<i1>, tensor<4xf32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.clamp %lo, %0, %lo : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @constants_and_iota
func.func @constants_and_iota() -> (tensor<f32>, tensor<8xf32>, tensor<1x10xi32>, tensor<i32>) {
  // CHECK: stablehlo.constant dense<0xFF800000> : tensor<f32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK: stablehlo.constant dense<[1.000000e+00, 2.000000e+00
  %cst_0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  // CHECK: stablehlo.iota dim = 1 : tensor<1x10xi32>
  %0 = stablehlo.iota dim = 1 : tensor<1x10xi32>
  // CHECK: stablehlo.constant dense<0> : tensor<i32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  return %cst, %cst_0, %0, %c : tensor<f32>, tensor<8xf32>, tensor<1x10xi32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @shape_ops
func.func @shape_ops(%arg0: tensor<6x8xf32>, %arg1: tensor<f32>, %arg2: tensor<16xf32>) -> (tensor<8x4xf32>, tensor<8x10xf32>, tensor<16x1xf32>, tensor<4x4xf32>) {
  // CHECK: stablehlo.slice %{{.*}} [1:5, 0:8:2] : (tensor<6x8xf32>) -> tensor<4x4xf32>
  %0 = stablehlo.slice %arg0 [1:5, 0:8:2] : (tensor<6x8xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.reverse %{{.*}}, dims = [0] : tensor<4x4xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<4x4xf32>
  // CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  // CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  // CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8x10xf32>
  %4 = stablehlo.pad %arg0, %arg1, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8x10xf32>
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
  %5 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.reshape %{{.*}} : (tensor<4x4xf32>) -> tensor<16xf32>
  %7 = stablehlo.reshape %6 : (tensor<4x4xf32>) -> tensor<16xf32>
  return %3, %4, %5, %6 : tensor<8x4xf32>, tensor<8x10xf32>, tensor<16x1xf32>, tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: tensor<4x128xf32>, %b: tensor<128x64xf32>, %c: tensor<2x3x4xf32>, %d: tensor<2x4x5xf32>, %v: tensor<128xf32>) -> (tensor<4x64xf32>, tensor<2x3x5xf32>, tensor<4xf32>) {
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x64xf32>) -> tensor<4x64xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x64xf32>) -> tensor<4x64xf32>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: stablehlo.dot %{{.*}}, %{{.*}}, precision = [HIGHEST, DEFAULT] : (tensor<4x128xf32>, tensor<128xf32>) -> tensor<4xf32>
  %2 = stablehlo.dot %a, %v, precision = [HIGHEST, DEFAULT] : (tensor<4x128xf32>, tensor<128xf32>) -> tensor<4xf32>
  // CHECK: stablehlo.dot %{{.*}}, %{{.*}} : (tensor<4x128xf32>, tensor<128x64xf32>) -> tensor<4x64xf32>
  %3 = stablehlo.dot %a, %b : (tensor<4x128xf32>, tensor<128x64xf32>) -> tensor<4x64xf32>
  return %0, %1, %2 : tensor<4x64xf32>, tensor<2x3x5xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_compact
func.func @reduce_compact(%arg0: tensor<6x20xf32>) -> tensor<6xf32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.maximum across dimensions = [1] : (tensor<6x20xf32>, tensor<f32>) -> tensor<6xf32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x20xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_variadic
func.func @reduce_variadic(%arg0: tensor<6x20xf32>, %idx: tensor<6x20xi32>) -> tensor<6xi32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: %{{.*}}:2 = stablehlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [1] : (tensor<6x20xf32>, tensor<6x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
  // CHECK-NEXT: reducer(%[[A1:.*]]: tensor<f32>, %[[A3:.*]]: tensor<f32>) (%[[A2:.*]]: tensor<i32>, %[[A4:.*]]: tensor<i32>) {
  // CHECK-NEXT: stablehlo.compare GT, %[[A1]], %[[A3]], FLOAT
  // CHECK: stablehlo.select %{{.*}}, %[[A2]], %[[A4]] : tensor<i1>, tensor<i32>
  // CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%idx init: %c) across dimensions = [1] : (tensor<6x20xf32>, tensor<6x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.select %2, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<6xi32>
}

// -----

// The generic form of reduce with a body the compact form cannot express.
// CHECK-LABEL: func.func @reduce_generic
func.func @reduce_generic(%arg0: tensor<4x5xf32>, %init: tensor<f32>) -> tensor<5xf32> {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [0]
  // CHECK-NEXT: reducer(%[[ACC:.*]]: tensor<f32>, %[[X:.*]]: tensor<f32>) {
  // CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[X]], %[[X]]
  // CHECK-NEXT: stablehlo.add %[[ACC]], %[[M]]
  %0 = "stablehlo.reduce"(%arg0, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %sq = "stablehlo.multiply"(%x, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %sum = "stablehlo.add"(%acc, %sq) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%sum) : (tensor<f32>) -> ()
  }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @while_loop
func.func @while_loop(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.while(%[[I:.*]] = %{{.*}}, %[[X:.*]] = %{{.*}}) : tensor<i32>, tensor<8xf32>
  // CHECK-NEXT: cond {
  // CHECK: stablehlo.compare LT, %[[I]]
  // CHECK: } do {
  // CHECK: stablehlo.add %[[I]]
  // CHECK: stablehlo.multiply %[[X]], %[[X]]
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<8xf32>
  cond {
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_3 : tensor<i32>
    %2 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<8xf32>
    stablehlo.return %1, %2 : tensor<i32>, tensor<8xf32>
  }
  return %0#1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @convolution
func.func @convolution(%arg0: tensor<1x16x16x3xf32>, %k: tensor<3x3x3x8xf32>) -> tensor<1x16x16x8xf32> {
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x16x16x8xf32>
  %0 = stablehlo.convolution(%arg0, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x16x16x8xf32>
  return %0 : tensor<1x16x16x8xf32>
}

// -----

// CHECK-LABEL: func.func @convolution_nchw_empty_window
func.func @convolution_nchw_empty_window(%arg0: tensor<1x3x8x8xf32>, %k: tensor<4x3x1x1xf32>) -> tensor<1x4x8x8xf32> {
  // CHECK: dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
  %0 = stablehlo.convolution(%arg0, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x1x1xf32>) -> tensor<1x4x8x8xf32>
  return %0 : tensor<1x4x8x8xf32>
}

// -----

// reduce_window only has the generic form, as JAX prints it.
// CHECK-LABEL: func.func @reduce_window
func.func @reduce_window(%arg0: tensor<32x4xf32>) -> tensor<32x4xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK: "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) <{base_dilations = array<i64: 1, 1>, padding = dense<{{\[\[}}31, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 1, 1>}> ({
  // CHECK: stablehlo.add
  // CHECK: stablehlo.return
  %1 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[31, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<32x4xf32>, tensor<f32>) -> tensor<32x4xf32>
  return %1 : tensor<32x4xf32>
}

// -----

// Generic forms of ops with structured attributes parse and print pretty.
// CHECK-LABEL: func.func @generic_forms
func.func @generic_forms(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %x: tensor<f32>) -> (tensor<2x3x5xf32>, tensor<i1>) {
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1] :
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, FLOAT :
  %1 = "stablehlo.compare"(%x, %x) <{comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0, %1 : tensor<2x3x5xf32>, tensor<i1>
}

// if and case print in the generic form, as upstream does.
// CHECK-LABEL: func.func @if_and_case
// CHECK: "stablehlo.if"(%{{.+}}) ({
// CHECK: "stablehlo.case"(%{{.+}}) ({
func.func @if_and_case(%p: tensor<i1>, %i: tensor<i32>, %a: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    %n = stablehlo.negate %a : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %1 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %0 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func.func @rng
// CHECK: stablehlo.rng_bit_generator %{{.+}}, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
func.func @rng(%s: tensor<2xui64>) -> tensor<2x3xui32> {
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  return %bits : tensor<2x3xui32>
}
