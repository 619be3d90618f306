// Contractions of 8- and 16-bit integers into i32. On x86 CPUs they take
// K two steps at a time with pmaddwd (the baseline's 128-bit form, and the
// host's widest: 512 bits and vpdpwssd where it has AVX-512 BW and VNNI),
// so the extremes are checked: -128 * -128 summed, and the one i16 pair sum
// that wraps (2 * (-32768)^2 = 2^31). Odd K and narrow N take the generic
// path. Tiles of 16 rows or more share one widened B panel between their
// row blocks.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-llvmcpu-target-cpu=host %s -o %t.host.vmfb
// RUN: iree-check-module --device=local-task --module=%t.host.vmfb

func.func @i8_minimum_squared() {
  %lhs = util.unfoldable_constant dense<-128> : tensor<16x64xi8>
  %rhs = util.unfoldable_constant dense<-128> : tensor<64x32xi8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<16x64xi8>, tensor<64x32xi8>) -> tensor<16x32xi32>
  check.expect_eq_const(%result, dense<1048576> : tensor<16x32xi32>) : tensor<16x32xi32>
  return
}

func.func @i8_maximum_times_minimum() {
  %lhs = util.unfoldable_constant dense<127> : tensor<8x64xi8>
  %rhs = util.unfoldable_constant dense<-128> : tensor<64x48xi8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<8x64xi8>, tensor<64x48xi8>) -> tensor<8x48xi32>
  check.expect_eq_const(%result, dense<-1040384> : tensor<8x48xi32>) : tensor<8x48xi32>
  return
}

// Each pair of products is 2^31, which wraps to -2^31 in i32 as the
// pairwise sum does; two pairs wrap back to 0.
func.func @i16_pair_sum_wraps() {
  %lhs = util.unfoldable_constant dense<-32768> : tensor<4x2xi16>
  %rhs = util.unfoldable_constant dense<-32768> : tensor<2x32xi16>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<4x2xi16>, tensor<2x32xi16>) -> tensor<4x32xi32>
  check.expect_eq_const(%result, dense<-2147483648> : tensor<4x32xi32>) : tensor<4x32xi32>
  %lhs4 = util.unfoldable_constant dense<-32768> : tensor<4x4xi16>
  %rhs4 = util.unfoldable_constant dense<-32768> : tensor<4x32xi16>
  %result4 = stablehlo.dot_general %lhs4, %rhs4, contracting_dims = [1] x [0] : (tensor<4x4xi16>, tensor<4x32xi16>) -> tensor<4x32xi32>
  check.expect_eq_const(%result4, dense<0> : tensor<4x32xi32>) : tensor<4x32xi32>
  return
}

// Distinct values in every row and column, signs mixed, against the
// product of the operands widened to i32 first.
func.func @i16_mixed_values() {
  %lhs = util.unfoldable_constant dense<[[-32768, 32767, -1, 2, 300, -300], [7, -7, 1000, -1000, 32767, 32767], [0, 1, -2, 3, -4, 5]]> : tensor<3x6xi16>
  %rhs_init = tensor.empty() : tensor<6x16xi16>
  %rhs_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%rhs_init : tensor<6x16xi16>) {
  ^bb0(%o: i16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 4099 : index
    %m = arith.constant 65535 : index
    %h = arith.constant 32768 : i32
    %ij = arith.muli %i, %c : index
    %jj = arith.muli %j, %j : index
    %s0 = arith.addi %ij, %jj : index
    %s = arith.muli %s0, %c : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %t = arith.trunci %w : i32 to i16
    linalg.yield %t : i16
  } -> tensor<6x16xi16>
  %rhs = util.optimization_barrier %rhs_gen : tensor<6x16xi16>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<3x6xi16>, tensor<6x16xi16>) -> tensor<3x16xi32>
  %lhs32 = stablehlo.convert %lhs : (tensor<3x6xi16>) -> tensor<3x6xi32>
  %rhs32_gen = stablehlo.convert %rhs : (tensor<6x16xi16>) -> tensor<6x16xi32>
  %rhs32 = util.optimization_barrier %rhs32_gen : tensor<6x16xi32>
  %expected = stablehlo.dot_general %lhs32, %rhs32, contracting_dims = [1] x [0] : (tensor<3x6xi32>, tensor<6x16xi32>) -> tensor<3x16xi32>
  check.expect_eq(%result, %expected) : tensor<3x16xi32>
  return
}

// Unsigned bytes (zero-extended): 200 * 250 summed over K. 16 rows: the
// tile's row blocks share a widened B panel.
func.func @u8_zero_extended() {
  %lhs = util.unfoldable_constant dense<-56> : tensor<16x64xi8>
  %rhs = util.unfoldable_constant dense<-6> : tensor<64x32xi8>
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<16x32xi32>
  %fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<16x32xi32>) -> tensor<16x32xi32>
  %result = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%lhs, %rhs : tensor<16x64xi8>, tensor<64x32xi8>) outs(%fill : tensor<16x32xi32>) -> tensor<16x32xi32>
  check.expect_eq_const(%result, dense<3200000> : tensor<16x32xi32>) : tensor<16x32xi32>
  return
}

// One unsigned and one signed byte operand: with AVX-512 VNNI the unsigned
// one is vpdpbusd's unsigned operand, either side. 200 * -3 and -56 * 253,
// summed over K = 64.
func.func @u8_times_s8() {
  %lhs = util.unfoldable_constant dense<-56> : tensor<16x64xi8>
  %rhs = util.unfoldable_constant dense<-3> : tensor<64x32xi8>
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<16x32xi32>
  %fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<16x32xi32>) -> tensor<16x32xi32>
  %result = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%lhs, %rhs : tensor<16x64xi8>, tensor<64x32xi8>) outs(%fill : tensor<16x32xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %xe = arith.extui %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<16x32xi32>
  check.expect_eq_const(%result, dense<-38400> : tensor<16x32xi32>) : tensor<16x32xi32>
  %result2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%lhs, %rhs : tensor<16x64xi8>, tensor<64x32xi8>) outs(%fill : tensor<16x32xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<16x32xi32>
  check.expect_eq_const(%result2, dense<-906752> : tensor<16x32xi32>) : tensor<16x32xi32>
  return
}

// One row (batch-1 decoding) in pairs or quads, and B read transposed
// (Q.K^T's shape), which keeps the outer-product form.
func.func @i8_one_row_and_transposed() {
  %row = util.unfoldable_constant dense<5> : tensor<1x64xi8>
  %rhs = util.unfoldable_constant dense<-7> : tensor<64x32xi8>
  %result = stablehlo.dot_general %row, %rhs, contracting_dims = [1] x [0] : (tensor<1x64xi8>, tensor<64x32xi8>) -> tensor<1x32xi32>
  check.expect_eq_const(%result, dense<-2240> : tensor<1x32xi32>) : tensor<1x32xi32>
  %lhs = util.unfoldable_constant dense<-128> : tensor<16x64xi8>
  %rhs_t = util.unfoldable_constant dense<3> : tensor<32x64xi8>
  %result_t = stablehlo.dot_general %lhs, %rhs_t, contracting_dims = [1] x [1] : (tensor<16x64xi8>, tensor<32x64xi8>) -> tensor<16x32xi32>
  check.expect_eq_const(%result_t, dense<-24576> : tensor<16x32xi32>) : tensor<16x32xi32>
  return
}

// Odd K and a narrow N: the generic path.
func.func @i8_odd_depth_narrow_columns() {
  %lhs = util.unfoldable_constant dense<-3> : tensor<5x7xi8>
  %rhs = util.unfoldable_constant dense<11> : tensor<7x10xi8>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<5x7xi8>, tensor<7x10xi8>) -> tensor<5x10xi32>
  check.expect_eq_const(%result, dense<-231> : tensor<5x10xi32>) : tensor<5x10xi32>
  return
}
