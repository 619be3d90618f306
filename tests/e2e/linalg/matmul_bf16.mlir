// bf16 x bf16 -> f32 contractions (JAX's dot_general with
// preferred_element_type=float32). On x86 CPUs with AVX-512 BF16 (the
// host's compile here, where it has them) they take K two steps at a time
// with vdpbf16ps. Every operand is a small multiple of 1/4, so products and
// sums are exact in f32 in any order and the result equals the product of
// the operands widened to f32 first.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-llvmcpu-target-cpu=host %s -o %t.host.vmfb
// RUN: iree-check-module --device=local-task --module=%t.host.vmfb

// 16 rows: two row blocks sharing each 32-column B panel.
func.func @bf16_to_f32_16x96x64() {
  %a_init = tensor.empty() : tensor<16x64xf32>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 7 : index
    %m = arith.constant 17 : index
    %h = arith.constant 8 : i32
    %q = arith.constant 0.25 : f32
    %ij = arith.muli %i, %c : index
    %s = arith.addi %ij, %j : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %f = arith.sitofp %w : i32 to f32
    %r = arith.mulf %f, %q : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %a32 = util.optimization_barrier %a_gen : tensor<16x64xf32>
  %b_init = tensor.empty() : tensor<64x96xf32>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<64x96xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 5 : index
    %m = arith.constant 13 : index
    %h = arith.constant 6 : i32
    %q = arith.constant 0.5 : f32
    %jc = arith.muli %j, %c : index
    %s = arith.addi %jc, %i : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %f = arith.sitofp %w : i32 to f32
    %r = arith.mulf %f, %q : f32
    linalg.yield %r : f32
  } -> tensor<64x96xf32>
  %b32 = util.optimization_barrier %b_gen : tensor<64x96xf32>
  %a_bf = stablehlo.convert %a32 : (tensor<16x64xf32>) -> tensor<16x64xbf16>
  %a = util.optimization_barrier %a_bf : tensor<16x64xbf16>
  %b_bf = stablehlo.convert %b32 : (tensor<64x96xf32>) -> tensor<64x96xbf16>
  %b = util.optimization_barrier %b_bf : tensor<64x96xbf16>
  %result = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x64xbf16>, tensor<64x96xbf16>) -> tensor<16x96xf32>
  %expected = stablehlo.dot_general %a32, %b32, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x96xf32>) -> tensor<16x96xf32>
  check.expect_eq(%result, %expected) : tensor<16x96xf32>
  return
}

// Infinities, NaN and negative zeros pass through as f32 arithmetic has
// them (16 columns: one register block of 16): a row holding +inf times a
// positive column is +inf, a NaN poisons its row.
func.func @bf16_special_values() {
  %lhs = util.unfoldable_constant dense<[[1.0, -2.0], [0x7F80, 1.0], [0x7FC0, 0.0], [-0.0, -0.0]]> : tensor<4x2xbf16>
  %rhs = util.unfoldable_constant dense<3.0> : tensor<2x16xbf16>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<4x2xbf16>, tensor<2x16xbf16>) -> tensor<4x16xf32>
  %row0 = stablehlo.slice %result [0:1, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
  check.expect_eq_const(%row0, dense<-3.0> : tensor<1x16xf32>) : tensor<1x16xf32>
  %row1 = stablehlo.slice %result [1:2, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
  check.expect_eq_const(%row1, dense<0x7F800000> : tensor<1x16xf32>) : tensor<1x16xf32>
  %row2 = stablehlo.slice %result [2:3, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
  check.expect_almost_eq_const(%row2, dense<0x7FC00000> : tensor<1x16xf32>) : tensor<1x16xf32>
  %row3 = stablehlo.slice %result [3:4, 0:16] : (tensor<4x16xf32>) -> tensor<1x16xf32>
  check.expect_eq_const(%row3, dense<0.0> : tensor<1x16xf32>) : tensor<1x16xf32>
  return
}
