// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize=vector-bits=256 --canonicalize %s | FileCheck %s

// A matmul becomes 4x16 register blocks (two AVX2 vectors wide) stepping K
// by one with a vector.contract. B is copied a 16-column panel at a time
// into a contiguous buffer first, which the row blocks then read.
// CHECK-LABEL: func.func @matmul
// CHECK: scf.for {{.+}} to %c32 step %c16
// CHECK: tensor.empty() : tensor<32x16xf32>
// CHECK: scf.for {{.+}} to %c32 step %c1
// CHECK: tensor.insert_slice {{.+}} : tensor<1x16xf32> into tensor<32x16xf32>
// CHECK: scf.for {{.+}} to %c8 step %c4
// CHECK: scf.for {{.+}} to %c32 step %c1
// CHECK: vector.contract {{.+}} : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: tensor<8x32xf32>, %b: tensor<32x32xf32>, %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x32xf32>, tensor<32x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// Panels hold 32 KiB of B: 512 rows of 16 floats, K stepped in blocks.
// CHECK-LABEL: func.func @matmul_k_blocks
// CHECK: scf.for {{.+}} to %c1024 step %c512
// CHECK: tensor.empty() : tensor<512x16xf32>
func.func @matmul_k_blocks(%a: tensor<8x1024xf32>, %b: tensor<1024x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x1024xf32>, tensor<1024x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// One row block reads B once: no panel copy.
// CHECK-LABEL: func.func @matmul_one_row_block
// CHECK-NOT: tensor.empty
// CHECK: vector.contract {{.+}} into vector<4x16xf32>
func.func @matmul_one_row_block(%a: tensor<4x32xf32>, %b: tensor<32x32xf32>, %c: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x32xf32>, tensor<32x32xf32>) outs(%c : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}

// A contraction with two N dimensions (JAX's dot_general into 2x16
// features): the inner one forms the register block, the outer steps by one
// and its unit loop leaves the tile, whose contraction is a plain 2-D one.
// CHECK-LABEL: func.func @two_n_dims
// CHECK: scf.for {{.+}} to %c8 step %c4
// CHECK: scf.for {{.+}} to %c2 step %c1
// CHECK: vector.contract {{.+}} : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
// CHECK-NOT: linalg.generic
func.func @two_n_dims(%a: tensor<8x32xf32>, %b: tensor<32x2x16xf32>, %c: tensor<8x2x16xf32>) -> tensor<8x2x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n1, n2, k) -> (m, k)>, affine_map<(m, n1, n2, k) -> (k, n1, n2)>, affine_map<(m, n1, n2, k) -> (m, n1, n2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x32xf32>, tensor<32x2x16xf32>) outs(%c : tensor<8x2x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x2x16xf32>
  return %0 : tensor<8x2x16xf32>
}

// Three reduction dimensions (an attention output projection over heads
// and head features): one stays in the tile, the unit ones leave.
// CHECK-LABEL: func.func @three_k_dims
// CHECK: scf.for {{.+}} to %c4 step %c1
// CHECK: scf.for {{.+}} to %c64 step %c1
// CHECK: vector.contract {{.+}} iterator_types = ["parallel", "parallel", "reduction"]{{.+}} : vector<4x1xf32>, vector<1x16xf32> into vector<4x16xf32>
func.func @three_k_dims(%a: tensor<16x1x4x64xf32>, %b: tensor<1x4x64x64xf32>, %c: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%a, %b : tensor<16x1x4x64xf32>, tensor<1x4x64x64xf32>) outs(%c : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}

// Elementwise ops are vectorized along their innermost loop.
// CHECK-LABEL: func.func @elementwise
// CHECK: vector.transfer_read {{.+}} vector<1x32xf32>
// CHECK: math.exp {{.+}} : vector<1x32xf32>
// CHECK-NOT: linalg.generic
func.func @elementwise(%a: tensor<3x64xf32>) -> tensor<3x64xf32> {
  %e = tensor.empty() : tensor<3x64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x64xf32>) outs(%e : tensor<3x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// Booleans stay scalar (LLVM's i1 vectors are bit vectors).
// CHECK-LABEL: func.func @boolean
// CHECK: linalg.generic
func.func @boolean(%a: tensor<8xi1>) -> tensor<8xi1> {
  %e = tensor.empty() : tensor<8xi1>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xi1>) outs(%e : tensor<8xi1>) {
  ^bb0(%x: i1, %o: i1):
    %t = arith.constant true
    %y = arith.xori %x, %t : i1
    linalg.yield %y : i1
  } -> tensor<8xi1>
  return %0 : tensor<8xi1>
}

// A convolution generic (StableHLO's form) becomes the named NHWC
// convolution, tiled to a row of 4 output pixels by two vectors of output
// channels, every tap and input channel stepped by one, each step a 1-D
// convolution vectorized as an outer product: no scalar linalg op remains.
// CHECK-LABEL: func.func @convolution
// CHECK: scf.for {{.+}} to %c8 step %c1
// CHECK: scf.for {{.+}} to %c16 step %c4
// CHECK: scf.for {{.+}} to %c32 step %c16
// CHECK: scf.for {{.+}} to %c3 step %c1
// CHECK: scf.for {{.+}} to %c3 step %c1
// CHECK: scf.for {{.+}} to %c8 step %c1
// CHECK: vector.contract {{.+}} : vector<1x4x1xf32>, vector<1x16xf32> into vector<1x4x16xf32>
// CHECK-NOT: linalg.
func.func @convolution(%in: tensor<1x10x18x8xf32>, %f: tensor<3x3x8x32xf32>, %o: tensor<1x8x16x32xf32>) -> tensor<1x8x16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh + kh, ow + kw, c)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%in, %f : tensor<1x10x18x8xf32>, tensor<3x3x8x32xf32>) outs(%o : tensor<1x8x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x16x32xf32>
  return %0 : tensor<1x8x16x32xf32>
}

// Strided and dilated convolutions take the same path, one outer product
// per output pixel of the row.
// CHECK-LABEL: func.func @strided_dilated_convolution
// CHECK-COUNT-4: vector.contract {{.+}} : vector<1x1x1xf32>, vector<1x16xf32> into vector<1x1x16xf32>
// CHECK-NOT: linalg.
func.func @strided_dilated_convolution(%in: tensor<1x19x37x8xf32>, %f: tensor<3x3x8x32xf32>, %o: tensor<1x8x16x32xf32>) -> tensor<1x8x16x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh * 2 + kh * 2, ow * 2 + kw * 2, c)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%in, %f : tensor<1x19x37x8xf32>, tensor<3x3x8x32xf32>) outs(%o : tensor<1x8x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x16x32xf32>
  return %0 : tensor<1x8x16x32xf32>
}// -----

// i8 x i8 -> i32 (JAX's int8 dot): each K step extends the register block's
// column of A and row of B once, then accumulates with a vector.contract of
// i32, not a multiply of the extended broadcast block.
// CHECK-LABEL: func.func @int8_matmul
// CHECK: scf.for {{.+}} to %c8 step %c4
// CHECK: scf.for {{.+}} to %c16 step %c1
// CHECK: arith.extsi %{{.+}} : vector<1x1xi8> to vector<1x1xi32>
// CHECK: %[[B:.+]] = arith.extsi %{{.+}} : vector<1x16xi8> to vector<1x16xi32>
// CHECK: vector.contract {{.+}} %{{.+}}, %[[B]], %{{.+}} : vector<4x1xi32>, vector<1x16xi32> into vector<4x16xi32>
// CHECK-NOT: arith.muli
func.func @int8_matmul(%a: tensor<8x16xi8>, %b: tensor<16x16xi8>, %c: tensor<8x16xi32>) -> tensor<8x16xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16xi8>, tensor<16x16xi8>) outs(%c : tensor<8x16xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<8x16xi32>
  return %r : tensor<8x16xi32>
}

// -----

// Unsigned extensions are not linalg.contract's semantics: the body stays.
// CHECK-LABEL: func.func @uint8_matmul
// CHECK: arith.extui
// CHECK-NOT: vector.contract
func.func @uint8_matmul(%a: tensor<8x16xi8>, %b: tensor<16x16xi8>, %c: tensor<8x16xi32>) -> tensor<8x16xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16xi8>, tensor<16x16xi8>) outs(%c : tensor<8x16xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extui %x : i8 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<8x16xi32>
  return %r : tensor<8x16xi32>
}


