// stablehlo.compare: every direction with FLOAT, SIGNED and UNSIGNED comparison types.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

func.func @compare_eq_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, false, true, true, false, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_ne_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false, false, true, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_lt_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, false, false, false, true, false, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_le_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, true, false, true, true, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_gt_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, false, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_ge_f32_float() {
  %lhs = util.unfoldable_constant dense<[1.0, -2.0, 3.5, 0.0, -0.0, 7.25, -1.0e+10, 2.0]> : tensor<8xf32>
  %rhs = util.unfoldable_constant dense<[1.0, 2.0, -3.5, -0.0, 0.0, 7.5, -1.0e+10, 1.5]> : tensor<8xf32>
  %result = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, true, true, true, false, true, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_eq_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, false, false, false, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_ne_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true, true, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_lt_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, false, true, false, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_le_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, true, false, true, false, true, true, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_gt_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, true, false, false, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

func.func @compare_ge_i32_signed() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, true, false, true, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_eq_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, false, false, false, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_ne_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true, true, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_lt_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, true, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_le_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, true, false, true, true, true, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_gt_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, false, true, false, false, false, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// UNSIGNED reads the i32 bits as unsigned: -1 is the largest value.
func.func @compare_ge_i32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, -2, 5, -2147483648, 2147483647, 0, -1, 3]> : tensor<8xi32>
  %rhs = util.unfoldable_constant dense<[1, 2, -5, 2147483647, -2147483648, 0, -1, 4]> : tensor<8xi32>
  %result = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, true, false, true, false, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_eq_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, false, false, false, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_ne_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, true, true, true, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_lt_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false, true, false, false, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_le_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare LE, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, false, true, false, true, true, true, true]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_gt_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[false, true, false, true, false, false, false, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// ui32 operands, as JAX emits them for unsigned types.
func.func @compare_ge_ui32_unsigned() {
  %lhs = util.unfoldable_constant dense<[1, 4294967294, 5, 2147483648, 2147483647, 0, 4294967295, 3]> : tensor<8xui32>
  %rhs = util.unfoldable_constant dense<[1, 2, 4294967291, 2147483647, 2147483648, 0, 4294967295, 4]> : tensor<8xui32>
  %result = stablehlo.compare GE, %lhs, %rhs, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
  check.expect_eq_const(%result, dense<[true, true, false, true, false, true, true, false]> : tensor<8xi1>) : tensor<8xi1>
  return
}

// Booleans compare as unsigned integers (false < true), as JAX emits them.
func.func @compare_eq_i1_unsigned() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[true, false, false, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// Booleans compare as unsigned integers (false < true), as JAX emits them.
func.func @compare_ne_i1_unsigned() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// Booleans compare as unsigned integers (false < true), as JAX emits them.
func.func @compare_lt_i1_unsigned() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// Booleans compare as unsigned integers (false < true), as JAX emits them.
func.func @compare_gt_i1_unsigned() {
  %lhs = util.unfoldable_constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = util.unfoldable_constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const(%result, dense<[false, false, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_eq_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, true, true, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_ne_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[true, true, true, false, false, true]> : tensor<6xi1>) : tensor<6xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_lt_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, false, false, true]> : tensor<6xi1>) : tensor<6xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_le_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_gt_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

// NaN compares unordered: only NE is true.
func.func @compare_ge_f32_nan() {
  %lhs = util.unfoldable_constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, 0x7F800000, 0xFF800000]> : tensor<6xf32>
  %rhs = util.unfoldable_constant dense<[0x7FC00000, 0x7FC00000, 1.0, 2.0, 0x7F800000, 3.0]> : tensor<6xf32>
  %result = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const(%result, dense<[false, false, false, true, true, false]> : tensor<6xi1>) : tensor<6xi1>
  return
}

func.func @compare_lt_i8_signed() {
  %lhs = util.unfoldable_constant dense<[-128, 127, -1, 0, 5]> : tensor<5xi8>
  %rhs = util.unfoldable_constant dense<[127, -128, 1, 0, 5]> : tensor<5xi8>
  %result = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[true, false, true, false, false]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @compare_lt_i8_unsigned() {
  %lhs = util.unfoldable_constant dense<[-128, 127, -1, 0, 5]> : tensor<5xi8>
  %rhs = util.unfoldable_constant dense<[127, -128, 1, 0, 5]> : tensor<5xi8>
  %result = stablehlo.compare LT, %lhs, %rhs, UNSIGNED : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi1>
  check.expect_eq_const(%result, dense<[false, true, false, false, false]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @compare_ge_f16_3x5() {
  %lhs = util.unfoldable_constant dense<[[-4.0, 2.5, 0.5, -3.0, -3.5], [3.0, -3.5, 3.0, 0.0, -2.0], [-0.5, -0.5, 2.5, -2.0, 3.0]]> : tensor<3x5xf16>
  %rhs = util.unfoldable_constant dense<[[-2.5, 0.5, 2.5, 3.0, -2.0], [-1.0, -3.5, 1.0, 3.5, -1.0], [2.0, -2.0, -2.0, 3.0, -0.0]]> : tensor<3x5xf16>
  %result = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<3x5xf16>, tensor<3x5xf16>) -> tensor<3x5xi1>
  check.expect_eq_const(%result, dense<[[false, true, false, false, false], [true, true, true, false, false], [false, true, true, false, true]]> : tensor<3x5xi1>) : tensor<3x5xi1>
  return
}

func.func @compare_gt_f32_0d() {
  %lhs = util.unfoldable_constant dense<2.5> : tensor<f32>
  %rhs = util.unfoldable_constant dense<-1.0> : tensor<f32>
  %result = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const(%result, dense<true> : tensor<i1>) : tensor<i1>
  return
}

func.func @compare_eq_i32_0d() {
  %lhs = util.unfoldable_constant dense<7> : tensor<i32>
  %rhs = util.unfoldable_constant dense<8> : tensor<i32>
  %result = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  check.expect_eq_const(%result, dense<false> : tensor<i1>) : tensor<i1>
  return
}

func.func @compare_le_f32_2x3x4() {
  %lhs = util.unfoldable_constant dense<[[[-1.0, -1.5, 1.0, -1.0], [-3.0, -2.0, -0.5, -1.5], [-1.0, -1.0, 1.0, 2.0]], [[3.0, -0.0, -1.5, -1.5], [-2.5, -3.0, 1.5, -0.5], [-0.0, -0.5, 2.5, -1.0]]]> : tensor<2x3x4xf32>
  %rhs = util.unfoldable_constant dense<[[[-1.5, -0.5, 2.0, -1.5], [1.5, -0.5, 1.0, -2.5], [-1.0, -1.5, -2.0, 1.0]], [[2.5, 2.0, -2.0, 0.0], [1.0, 0.5, -0.0, 1.5], [-1.0, -2.0, -1.5, -1.0]]]> : tensor<2x3x4xf32>
  %result = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
  check.expect_eq_const(%result, dense<[[[false, true, true, false], [true, true, true, false], [true, false, false, false]], [[false, true, false, true], [true, true, false, true], [false, false, false, true]]]> : tensor<2x3x4xi1>) : tensor<2x3x4xi1>
  return
}

// Large: number of true results in each row.
func.func @compare_lt_f32_33x65() {
  %lhs_i0 = stablehlo.iota dim = 0 : tensor<33x65xf32>
  %lhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %lhs_k1 = stablehlo.constant dense<-1.0> : tensor<33x65xf32>
  %lhs_m1 = stablehlo.multiply %lhs_i1, %lhs_k1 : tensor<33x65xf32>
  %lhs_s0 = stablehlo.add %lhs_i0, %lhs_m1 : tensor<33x65xf32>
  %lhs_c = util.unfoldable_constant dense<3.0> : tensor<f32>
  %lhs_cb = stablehlo.broadcast_in_dim %lhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs_u = stablehlo.add %lhs_s0, %lhs_cb : tensor<33x65xf32>
  %lhs_f = util.unfoldable_constant dense<0.5> : tensor<f32>
  %lhs_fb = stablehlo.broadcast_in_dim %lhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %lhs = stablehlo.multiply %lhs_u, %lhs_fb : tensor<33x65xf32>
  %rhs_i1 = stablehlo.iota dim = 1 : tensor<33x65xf32>
  %rhs_c = util.unfoldable_constant dense<-20.0> : tensor<f32>
  %rhs_cb = stablehlo.broadcast_in_dim %rhs_c, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs_u = stablehlo.add %rhs_i1, %rhs_cb : tensor<33x65xf32>
  %rhs_f = util.unfoldable_constant dense<0.25> : tensor<f32>
  %rhs_fb = stablehlo.broadcast_in_dim %rhs_f, dims = [] : (tensor<f32>) -> tensor<33x65xf32>
  %rhs = stablehlo.multiply %rhs_u, %rhs_fb : tensor<33x65xf32>
  %pred = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<33x65xf32>, tensor<33x65xf32>) -> tensor<33x65xi1>
  %ones = stablehlo.convert %pred : (tensor<33x65xi1>) -> tensor<33x65xi32>
  %counts_zero = stablehlo.constant dense<0> : tensor<i32>
  %counts = stablehlo.reduce(%ones init: %counts_zero) applies stablehlo.add across dimensions = [1] : (tensor<33x65xi32>, tensor<i32>) -> tensor<33xi32>
  check.expect_eq_const(%counts, dense<[56, 55, 54, 54, 53, 52, 52, 51, 50, 50, 49, 48, 48, 47, 46, 46, 45, 44, 44, 43, 42, 42, 41, 40, 40, 39, 38, 38, 37, 36, 36, 35, 34]> : tensor<33xi32>) : tensor<33xi32>
  return
}
