// f16 matmuls: on Vulkan targets with cooperative matrices (hopper) they run
// on them, in 128x128 workgroup tiles where the shape allows (the flag), else
// the default tile; elsewhere on the generic path. Every value is a small
// integer and every sum stays below 2048, so f16 results are exact and equal
// the f32 reference. The operands are made in dispatches of their own (the
// barriers), as a model's weights and activations come from buffers.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-vulkan-cooperative-matmul-tile=128,128 %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb

// f16 into f16, 128x128 tiles (4 x 4 fragments per subgroup).
func.func @matmul_f16_128x256x64() {
  %a_init = tensor.empty() : tensor<128x64xf16>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<128x64xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<128x64xf16>
  %a = util.optimization_barrier %a_gen : tensor<128x64xf16>
  %b_init = tensor.empty() : tensor<64x256xf16>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<64x256xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<64x256xf16>
  %b = util.optimization_barrier %b_gen : tensor<64x256xf16>
  %a32_init = tensor.empty() : tensor<128x64xf32>
  %a32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a32_init : tensor<128x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<128x64xf32>
  %a32 = util.optimization_barrier %a32_gen : tensor<128x64xf32>
  %b32_init = tensor.empty() : tensor<64x256xf32>
  %b32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b32_init : tensor<64x256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<64x256xf32>
  %b32 = util.optimization_barrier %b32_gen : tensor<64x256xf32>
  %zero = arith.constant 0.0 : f16
  %empty = tensor.empty() : tensor<128x256xf16>
  %fill = linalg.fill ins(%zero : f16) outs(%empty : tensor<128x256xf16>) -> tensor<128x256xf16>
  %result = linalg.matmul ins(%a, %b : tensor<128x64xf16>, tensor<64x256xf16>) outs(%fill : tensor<128x256xf16>) -> tensor<128x256xf16>
  %wide_init = tensor.empty() : tensor<128x256xf32>
  %wide = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%result : tensor<128x256xf16>) outs(%wide_init : tensor<128x256xf32>) {
  ^bb0(%x: f16, %o: f32):
    %e = arith.extf %x : f16 to f32
    linalg.yield %e : f32
  } -> tensor<128x256xf32>
  %pe = tensor.empty() : tensor<128x256x64xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a32, %b32 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%pe : tensor<128x256x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<128x256x64xf32>
  %zero32 = arith.constant 0.0 : f32
  %empty32 = tensor.empty() : tensor<128x256xf32>
  %fill32 = linalg.fill ins(%zero32 : f32) outs(%empty32 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %expected = linalg.reduce ins(%products : tensor<128x256x64xf32>) outs(%fill32 : tensor<128x256xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%wide, %expected) : tensor<128x256xf32>
  return
}

// f16 into f32 with a bias and relu applied on the way out; 128x128 does not
// divide 96x96, so the default tile.
func.func @matmul_f16_f32_bias_relu_96x96x48() {
  %a_init = tensor.empty() : tensor<96x48xf16>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<96x48xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<96x48xf16>
  %a = util.optimization_barrier %a_gen : tensor<96x48xf16>
  %b_init = tensor.empty() : tensor<48x96xf16>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<48x96xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<48x96xf16>
  %b = util.optimization_barrier %b_gen : tensor<48x96xf16>
  %a32_init = tensor.empty() : tensor<96x48xf32>
  %a32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a32_init : tensor<96x48xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<96x48xf32>
  %a32 = util.optimization_barrier %a32_gen : tensor<96x48xf32>
  %b32_init = tensor.empty() : tensor<48x96xf32>
  %b32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b32_init : tensor<48x96xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<48x96xf32>
  %b32 = util.optimization_barrier %b32_gen : tensor<48x96xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<96x96xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<96x96xf32>) -> tensor<96x96xf32>
  %product = linalg.matmul ins(%a, %b : tensor<96x48xf16>, tensor<48x96xf16>) outs(%fill : tensor<96x96xf32>) -> tensor<96x96xf32>
  %bias = util.unfoldable_constant dense<-3.0> : tensor<96xf32>
  %result = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%product, %bias : tensor<96x96xf32>, tensor<96xf32>) outs(%empty : tensor<96x96xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<96x96xf32>
  %pe = tensor.empty() : tensor<96x96x48xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a32, %b32 : tensor<96x48xf32>, tensor<48x96xf32>) outs(%pe : tensor<96x96x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<96x96x48xf32>
  %zero32 = arith.constant 0.0 : f32
  %empty32 = tensor.empty() : tensor<96x96xf32>
  %fill32 = linalg.fill ins(%zero32 : f32) outs(%empty32 : tensor<96x96xf32>) -> tensor<96x96xf32>
  %expected = linalg.reduce ins(%products : tensor<96x96x48xf32>) outs(%fill32 : tensor<96x96xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %expected_out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%expected, %bias : tensor<96x96xf32>, tensor<96xf32>) outs(%empty32 : tensor<96x96xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero32 : f32
    linalg.yield %r : f32
  } -> tensor<96x96xf32>
  check.expect_almost_eq(%result, %expected_out) : tensor<96x96xf32>
  return
}

// f16 into f16 plus an f16 bias, converted in the epilogue.
func.func @matmul_f16_bias_64x192x32() {
  %a_init = tensor.empty() : tensor<64x32xf16>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<64x32xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<64x32xf16>
  %a = util.optimization_barrier %a_gen : tensor<64x32xf16>
  %b_init = tensor.empty() : tensor<32x192xf16>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<32x192xf16>) {
  ^bb0(%o: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f16
    linalg.yield %f : f16
  } -> tensor<32x192xf16>
  %b = util.optimization_barrier %b_gen : tensor<32x192xf16>
  %a32_init = tensor.empty() : tensor<64x32xf32>
  %a32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a32_init : tensor<64x32xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<64x32xf32>
  %a32 = util.optimization_barrier %a32_gen : tensor<64x32xf32>
  %b32_init = tensor.empty() : tensor<32x192xf32>
  %b32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b32_init : tensor<32x192xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<32x192xf32>
  %b32 = util.optimization_barrier %b32_gen : tensor<32x192xf32>
  %zero = arith.constant 0.0 : f16
  %empty = tensor.empty() : tensor<64x192xf16>
  %fill = linalg.fill ins(%zero : f16) outs(%empty : tensor<64x192xf16>) -> tensor<64x192xf16>
  %product = linalg.matmul ins(%a, %b : tensor<64x32xf16>, tensor<32x192xf16>) outs(%fill : tensor<64x192xf16>) -> tensor<64x192xf16>
  %bias = util.unfoldable_constant dense<2.0> : tensor<192xf16>
  %result = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%product, %bias : tensor<64x192xf16>, tensor<192xf16>) outs(%empty : tensor<64x192xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %s = arith.addf %x, %y : f16
    linalg.yield %s : f16
  } -> tensor<64x192xf16>
  %wide_init = tensor.empty() : tensor<64x192xf32>
  %wide = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%result : tensor<64x192xf16>) outs(%wide_init : tensor<64x192xf32>) {
  ^bb0(%x: f16, %o: f32):
    %e = arith.extf %x : f16 to f32
    linalg.yield %e : f32
  } -> tensor<64x192xf32>
  %pe = tensor.empty() : tensor<64x192x32xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a32, %b32 : tensor<64x32xf32>, tensor<32x192xf32>) outs(%pe : tensor<64x192x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<64x192x32xf32>
  %zero32 = arith.constant 0.0 : f32
  %empty32 = tensor.empty() : tensor<64x192xf32>
  %fill32 = linalg.fill ins(%zero32 : f32) outs(%empty32 : tensor<64x192xf32>) -> tensor<64x192xf32>
  %expected = linalg.reduce ins(%products : tensor<64x192x32xf32>) outs(%fill32 : tensor<64x192xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %two = arith.constant 2.0 : f32
  %expected_out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%expected : tensor<64x192xf32>) outs(%empty32 : tensor<64x192xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %two : f32
    linalg.yield %s : f32
  } -> tensor<64x192xf32>
  check.expect_almost_eq(%wide, %expected_out) : tensor<64x192xf32>
  return
}
