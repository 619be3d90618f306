// i8 x i8 -> i32 matmuls: on Vulkan targets with cooperative matrices
// (hopper) they run on them (signed 16x16x32 fragments), in 128x128
// workgroup tiles where the shape allows (the flag), else the default tile;
// elsewhere on the generic path. Operands span negative and positive values
// (signedness matters); the reference is the same product of the operands
// widened to i32 first.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-vulkan-cooperative-matmul-tile=128,128 %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// On CPUs, the host's own compile too (vpdpbusd byte quads where it has
// AVX-512 VNNI, pmaddwd pairs otherwise).
// RUN: iree-compile --iree-hal-target-backends=%iree_backend --iree-llvmcpu-target-cpu=host %s -o %t.host.vmfb
// RUN: iree-check-module --device=local-task --module=%t.host.vmfb

// 128x128 tiles (4 x 4 fragments per subgroup), two 64-deep slices.
func.func @matmul_i8_256x256x128() {
  %a_init = tensor.empty() : tensor<256x128xi8>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<256x128xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 37 : index
    %m = arith.constant 255 : index
    %h = arith.constant 128 : i32
    %ij = arith.muli %i, %c : index
    %s = arith.addi %ij, %j : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %t = arith.trunci %w : i32 to i8
    linalg.yield %t : i8
  } -> tensor<256x128xi8>
  %a = util.optimization_barrier %a_gen : tensor<256x128xi8>
  %b_init = tensor.empty() : tensor<128x256xi8>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<128x256xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 11 : index
    %m = arith.constant 251 : index
    %h = arith.constant 125 : i32
    %jc = arith.muli %j, %c : index
    %s = arith.addi %jc, %i : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %t = arith.trunci %w : i32 to i8
    linalg.yield %t : i8
  } -> tensor<128x256xi8>
  %b = util.optimization_barrier %b_gen : tensor<128x256xi8>
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<256x256xi32>
  %fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<256x256xi32>) -> tensor<256x256xi32>
  %result = linalg.matmul ins(%a, %b : tensor<256x128xi8>, tensor<128x256xi8>) outs(%fill : tensor<256x256xi32>) -> tensor<256x256xi32>
  %a32_init = tensor.empty() : tensor<256x128xi32>
  %a32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<256x128xi8>) outs(%a32_init : tensor<256x128xi32>) {
  ^bb0(%x: i8, %o: i32):
    %e = arith.extsi %x : i8 to i32
    linalg.yield %e : i32
  } -> tensor<256x128xi32>
  %a32 = util.optimization_barrier %a32_gen : tensor<256x128xi32>
  %b32_init = tensor.empty() : tensor<128x256xi32>
  %b32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<128x256xi8>) outs(%b32_init : tensor<128x256xi32>) {
  ^bb0(%x: i8, %o: i32):
    %e = arith.extsi %x : i8 to i32
    linalg.yield %e : i32
  } -> tensor<128x256xi32>
  %b32 = util.optimization_barrier %b32_gen : tensor<128x256xi32>
  %ref_fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<256x256xi32>) -> tensor<256x256xi32>
  %expected = linalg.matmul ins(%a32, %b32 : tensor<256x128xi32>, tensor<128x256xi32>) outs(%ref_fill : tensor<256x256xi32>) -> tensor<256x256xi32>
  check.expect_eq(%result, %expected) : tensor<256x256xi32>
  return
}

// A shape 128x128 tiles do not divide: the default tile (32x32, one
// fragment per subgroup, one 64-deep slice).
func.func @matmul_i8_64x96x64() {
  %a_init = tensor.empty() : tensor<64x64xi8>
  %a_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a_init : tensor<64x64xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 5 : index
    %m = arith.constant 255 : index
    %h = arith.constant 127 : i32
    %ij = arith.muli %i, %c : index
    %jj = arith.muli %j, %j : index
    %s = arith.addi %ij, %jj : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %t = arith.trunci %w : i32 to i8
    linalg.yield %t : i8
  } -> tensor<64x64xi8>
  %a = util.optimization_barrier %a_gen : tensor<64x64xi8>
  %b_init = tensor.empty() : tensor<64x96xi8>
  %b_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%b_init : tensor<64x96xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.constant 3 : index
    %m = arith.constant 201 : index
    %h = arith.constant 100 : i32
    %ic = arith.muli %i, %c : index
    %s = arith.addi %ic, %j : index
    %v = arith.remui %s, %m : index
    %vi = arith.index_cast %v : index to i32
    %w = arith.subi %vi, %h : i32
    %t = arith.trunci %w : i32 to i8
    linalg.yield %t : i8
  } -> tensor<64x96xi8>
  %b = util.optimization_barrier %b_gen : tensor<64x96xi8>
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<64x96xi32>
  %fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<64x96xi32>) -> tensor<64x96xi32>
  %result = linalg.matmul ins(%a, %b : tensor<64x64xi8>, tensor<64x96xi8>) outs(%fill : tensor<64x96xi32>) -> tensor<64x96xi32>
  %a32_init = tensor.empty() : tensor<64x64xi32>
  %a32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<64x64xi8>) outs(%a32_init : tensor<64x64xi32>) {
  ^bb0(%x: i8, %o: i32):
    %e = arith.extsi %x : i8 to i32
    linalg.yield %e : i32
  } -> tensor<64x64xi32>
  %a32 = util.optimization_barrier %a32_gen : tensor<64x64xi32>
  %b32_init = tensor.empty() : tensor<64x96xi32>
  %b32_gen = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<64x96xi8>) outs(%b32_init : tensor<64x96xi32>) {
  ^bb0(%x: i8, %o: i32):
    %e = arith.extsi %x : i8 to i32
    linalg.yield %e : i32
  } -> tensor<64x96xi32>
  %b32 = util.optimization_barrier %b32_gen : tensor<64x96xi32>
  %ref_fill = linalg.fill ins(%zero : i32) outs(%empty : tensor<64x96xi32>) -> tensor<64x96xi32>
  %expected = linalg.matmul ins(%a32, %b32 : tensor<64x64xi32>, tensor<64x96xi32>) outs(%ref_fill : tensor<64x96xi32>) -> tensor<64x96xi32>
  check.expect_eq(%result, %expected) : tensor<64x96xi32>
  return
}
