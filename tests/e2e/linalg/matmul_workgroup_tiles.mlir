// Matmuls large enough for GPU targets to tile them through workgroup
// memory (vulkan-spirv: 64x64 tiles for matrices this small; 128x128 where
// the tile is forced and fits, on lavapipe), checked against the same
// contraction computed as an elementwise product and a sum over k.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: %if backend-vulkan-spirv %{ iree-compile --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=lavapipe --iree-vulkan-matmul-tile=128,128,16 %s -o %t.lavapipe.vmfb %}
// RUN: %if backend-vulkan-spirv %{ iree-check-module --device=vulkan --module=%t.lavapipe.vmfb %}

// A(i, k) = (7i + 3k) mod 11 - 5 and B(k, j) = (5k + j) mod 13 - 6: small
// integers, so every sum is exact in f32.

// 128x128 tiles where the target allows 256 invocations.
func.func @matmul_256x128x64() {
  %a_init = tensor.empty() : tensor<256x64xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<256x64xf32>) {
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
  } -> tensor<256x64xf32>
  %b_init = tensor.empty() : tensor<64x128xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<64x128xf32>) {
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
  } -> tensor<64x128xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x128xf32>) -> tensor<256x128xf32>
  %result = linalg.matmul ins(%a, %b : tensor<256x64xf32>, tensor<64x128xf32>) outs(%fill : tensor<256x128xf32>) -> tensor<256x128xf32>
  %pe = tensor.empty() : tensor<256x128x64xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<256x64xf32>, tensor<64x128xf32>) outs(%pe : tensor<256x128x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<256x128x64xf32>
  %expected = linalg.reduce ins(%products : tensor<256x128x64xf32>) outs(%fill : tensor<256x128xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%result, %expected) : tensor<256x128xf32>
  return
}

// Only 64x64 tiles divide N; K steps of 16.
func.func @matmul_192x320x48() {
  %a_init = tensor.empty() : tensor<192x48xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<192x48xf32>) {
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
  } -> tensor<192x48xf32>
  %b_init = tensor.empty() : tensor<48x320xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<48x320xf32>) {
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
  } -> tensor<48x320xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<192x320xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<192x320xf32>) -> tensor<192x320xf32>
  %result = linalg.matmul ins(%a, %b : tensor<192x48xf32>, tensor<48x320xf32>) outs(%fill : tensor<192x320xf32>) -> tensor<192x320xf32>
  %pe = tensor.empty() : tensor<192x320x48xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<192x48xf32>, tensor<48x320xf32>) outs(%pe : tensor<192x320x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<192x320x48xf32>
  %expected = linalg.reduce ins(%products : tensor<192x320x48xf32>) outs(%fill : tensor<192x320xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%result, %expected) : tensor<192x320xf32>
  return
}

// C starts from an input (no fill to fold): the kernel loads it first.
func.func @matmul_accumulate_128x64x32() {
  %a_init = tensor.empty() : tensor<128x32xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<128x32xf32>) {
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
  } -> tensor<128x32xf32>
  %b_init = tensor.empty() : tensor<32x64xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<32x64xf32>) {
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
  } -> tensor<32x64xf32>
  %c_init = tensor.empty() : tensor<128x64xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%c_init : tensor<128x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ci = arith.constant 1 : index
    %cj = arith.constant 2 : index
    %cm = arith.constant 7 : index
    %ch = arith.constant 3 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s = arith.addi %ir, %jc : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<128x64xf32>
  %result = linalg.matmul ins(%a, %b : tensor<128x32xf32>, tensor<32x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  %pe = tensor.empty() : tensor<128x64x32xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<128x32xf32>, tensor<32x64xf32>) outs(%pe : tensor<128x64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<128x64x32xf32>
  %expected = linalg.reduce ins(%products : tensor<128x64x32xf32>) outs(%c : tensor<128x64xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%result, %expected) : tensor<128x64xf32>
  return
}

// A bias and relu epilogue: computed on the kernel's results in registers.
func.func @matmul_bias_relu_256x128x64() {
  %a_init = tensor.empty() : tensor<256x64xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<256x64xf32>) {
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
  } -> tensor<256x64xf32>
  %b_init = tensor.empty() : tensor<64x128xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<64x128xf32>) {
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
  } -> tensor<64x128xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x128xf32>) -> tensor<256x128xf32>
  %result = linalg.matmul ins(%a, %b : tensor<256x64xf32>, tensor<64x128xf32>) outs(%fill : tensor<256x128xf32>) -> tensor<256x128xf32>
  %pe = tensor.empty() : tensor<256x128x64xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<256x64xf32>, tensor<64x128xf32>) outs(%pe : tensor<256x128x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<256x128x64xf32>
  %expected = linalg.reduce ins(%products : tensor<256x128x64xf32>) outs(%fill : tensor<256x128xf32>) dimensions = [2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %bias = util.unfoldable_constant dense<-20.0> : tensor<128xf32>
  %out_init = tensor.empty() : tensor<256x128xf32>
  %epilogue = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%result, %bias : tensor<256x128xf32>, tensor<128xf32>) outs(%out_init : tensor<256x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %zero_f = arith.constant 0.0 : f32
    %relu = arith.maximumf %s, %zero_f : f32
    linalg.yield %relu : f32
  } -> tensor<256x128xf32>
  %ref_init = tensor.empty() : tensor<256x128xf32>
  %ref = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%expected, %bias : tensor<256x128xf32>, tensor<128xf32>) outs(%ref_init : tensor<256x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %zero_f = arith.constant 0.0 : f32
    %relu = arith.maximumf %s, %zero_f : f32
    linalg.yield %relu : f32
  } -> tensor<256x128xf32>
  check.expect_almost_eq(%epilogue, %ref) : tensor<256x128xf32>
  return
}


// A batch of matmuls (one kernel tile per workgroup and batch) with a scale
// epilogue, as in attention.
func.func @batch_matmul_scaled_2x128x128x64() {
  %a_init = tensor.empty() : tensor<2x128x64xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a_init : tensor<2x128x64xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s0 = arith.addi %ir, %jc : index
    %s = arith.addi %s0, %h : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x128x64xf32>
  %b_init = tensor.empty() : tensor<2x64x128xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b_init : tensor<2x64x128xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s0 = arith.addi %ir, %jc : index
    %s = arith.addi %s0, %h : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x64x128xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x128x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %result = linalg.batch_matmul ins(%a, %b : tensor<2x128x64xf32>, tensor<2x64x128xf32>) outs(%fill : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %scale_init = tensor.empty() : tensor<2x128x128xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%result : tensor<2x128x128xf32>) outs(%scale_init : tensor<2x128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %eighth = arith.constant 0.125 : f32
    %y = arith.mulf %x, %eighth : f32
    linalg.yield %y : f32
  } -> tensor<2x128x128xf32>
  %pe = tensor.empty() : tensor<2x128x128x64xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(h, i, j, k) -> (h, i, k)>, affine_map<(h, i, j, k) -> (h, k, j)>, affine_map<(h, i, j, k) -> (h, i, j, k)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x128x64xf32>, tensor<2x64x128xf32>) outs(%pe : tensor<2x128x128x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %eighth = arith.constant 0.125 : f32
    %q = arith.mulf %p, %eighth : f32
    linalg.yield %q : f32
  } -> tensor<2x128x128x64xf32>
  %expected = linalg.reduce ins(%products : tensor<2x128x128x64xf32>) outs(%fill : tensor<2x128x128xf32>) dimensions = [3]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%scaled, %expected) : tensor<2x128x128xf32>
  return
}

// B transposed from its source (attention's Q K^T): read element by element.
func.func @batch_matmul_transposed_b_2x128x128x64() {
  %a_init = tensor.empty() : tensor<2x128x64xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a_init : tensor<2x128x64xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ci = arith.constant 7 : index
    %cj = arith.constant 3 : index
    %cm = arith.constant 11 : index
    %ch = arith.constant 5 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s0 = arith.addi %ir, %jc : index
    %s = arith.addi %s0, %h : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x128x64xf32>
  %b_init = tensor.empty() : tensor<2x128x64xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b_init : tensor<2x128x64xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ci = arith.constant 5 : index
    %cj = arith.constant 1 : index
    %cm = arith.constant 13 : index
    %ch = arith.constant 6 : i32
    %ir = arith.muli %i, %ci : index
    %jc = arith.muli %j, %cj : index
    %s0 = arith.addi %ir, %jc : index
    %s = arith.addi %s0, %h : index
    %v = arith.remui %s, %cm : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %ch : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x128x64xf32>
  %bt_init = tensor.empty() : tensor<2x64x128xf32>
  %bt = linalg.transpose ins(%b : tensor<2x128x64xf32>) outs(%bt_init : tensor<2x64x128xf32>) permutation = [0, 2, 1]
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x128x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %result = linalg.batch_matmul ins(%a, %bt : tensor<2x128x64xf32>, tensor<2x64x128xf32>) outs(%fill : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  %scale_init = tensor.empty() : tensor<2x128x128xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%result : tensor<2x128x128xf32>) outs(%scale_init : tensor<2x128x128xf32>) {
  ^bb0(%x: f32, %o: f32):
    %eighth = arith.constant 0.125 : f32
    %y = arith.mulf %x, %eighth : f32
    linalg.yield %y : f32
  } -> tensor<2x128x128xf32>
  %pe = tensor.empty() : tensor<2x128x128x64xf32>
  %products = linalg.generic {indexing_maps = [affine_map<(h, i, j, k) -> (h, i, k)>, affine_map<(h, i, j, k) -> (h, j, k)>, affine_map<(h, i, j, k) -> (h, i, j, k)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x128x64xf32>, tensor<2x128x64xf32>) outs(%pe : tensor<2x128x128x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %eighth = arith.constant 0.125 : f32
    %q = arith.mulf %p, %eighth : f32
    linalg.yield %q : f32
  } -> tensor<2x128x128x64xf32>
  %expected = linalg.reduce ins(%products : tensor<2x128x128x64xf32>) outs(%fill : tensor<2x128x128xf32>) dimensions = [3]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  check.expect_almost_eq(%scaled, %expected) : tensor<2x128x128xf32>
  return
}
