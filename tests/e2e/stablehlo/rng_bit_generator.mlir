// stablehlo.rng_bit_generator: Philox-4x32-10 (DEFAULT, PHILOX) and
// Threefry-2x32-20 (THREE_FRY) on (key, counter[, counter high]). Expected
// bits come from a Python rendering of the Random123 algorithms that
// reproduces their published known-answer vectors (the second case is one).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// Two Philox blocks; the counter advances by 2.
func.func @philox_u32() {
  %s = util.unfoldable_constant dense<[0, 0]> : tensor<2xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x4xui32>)
  check.expect_eq_const(%bits, dense<[[1713891541, 3781805453, 3159862348, 2600524760], [4175744164, 1555169499, 2980410603, 159317863]]> : tensor<2x4xui32>) : tensor<2x4xui32>
  check.expect_eq_const(%ns, dense<[0, 2]> : tensor<2xui64>) : tensor<2xui64>
  return
}

// DEFAULT is Philox; a shape that leaves half a block unused.
func.func @default_i32_partial_block() {
  %s = util.unfoldable_constant dense<[0, 0]> : tensor<2xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
  check.expect_eq_const(%bits, dense<[[1713891541, 3781805453], [3159862348, 2600524760], [4175744164, 1555169499]]> : tensor<3x2xui32>) : tensor<3x2xui32>
  check.expect_eq_const(%ns, dense<[0, 2]> : tensor<2xui64>) : tensor<2xui64>
  return
}

// Random123's known answer: key a4093822 299f31d0, counter 243f6a88
// 85a308d3 13198a2e 03707344 (a 3-word PHILOX state).
func.func @philox_known_answer() {
  %s = util.unfoldable_constant dense<[2999170649027065890, 9629550131187509896, 247824715720788526]> : tensor<3xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  check.expect_eq_const(%bits, dense<[3513581065, 2499661035, 1342301216, 605187745]> : tensor<4xui32>) : tensor<4xui32>
  check.expect_eq_const(%ns, dense<[2999170649027065890, 9629550131187509897, 247824715720788526]> : tensor<3xui64>) : tensor<3xui64>
  return
}

// Threefry-2x32-20: key 0, counters 0 and 1 (6b200159 99ba4efe is
// Random123's known answer for counter 0).
func.func @threefry_u32() {
  %s = util.unfoldable_constant dense<[0, 0]> : tensor<2xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  check.expect_eq_const(%bits, dense<[1797259609, 2579123966, 1351547692, 3235790642]> : tensor<4xui32>) : tensor<4xui32>
  check.expect_eq_const(%ns, dense<[0, 2]> : tensor<2xui64>) : tensor<2xui64>
  return
}

// 64-bit output joins two words, low first; the 64-bit counter wraps.
func.func @philox_u64_counter_wraps() {
  %s = util.unfoldable_constant dense<[12345, 18446744073709551615]> : tensor<2xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  check.expect_eq_const(%bits, dense<[12608343475057395555, 14154489709392221793, 3422711878960955009]> : tensor<3xui64>) : tensor<3xui64>
  check.expect_eq_const(%ns, dense<[12345, 1]> : tensor<2xui64>) : tensor<2xui64>
  return
}

func.func @threefry_u64() {
  %s = util.unfoldable_constant dense<[18446744073709551615, 7]> : tensor<2xui64>
  %ns, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
  check.expect_eq_const(%bits, dense<[16804138471193568321, 16568208074429894676, 9370350855522235349, 13726351061939156324, 8041533781082890052]> : tensor<5xui64>) : tensor<5xui64>
  check.expect_eq_const(%ns, dense<[18446744073709551615, 12]> : tensor<2xui64>) : tensor<2xui64>
  return
}
