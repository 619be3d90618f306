// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize="vector-bits=512 x86-pair-dot=true" --canonicalize --cse %s | FileCheck %s
// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize="vector-bits=256 x86-pair-dot=true" --canonicalize --cse %s | FileCheck %s --check-prefix=AVX2
// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize="vector-bits=512" --canonicalize %s | FileCheck %s --check-prefix=NOPAIR
// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize="vector-bits=512 x86-bf16-pair-dot=true" --canonicalize --cse %s | FileCheck %s --check-prefix=BF16
// RUN: iree-opt --iree-llvmcpu-tile-and-vectorize="vector-bits=512 x86-pair-dot=true x86-quad-dot=true" --canonicalize --cse %s | FileCheck %s --check-prefix=QUAD

// An i8 matmul: both operand tiles widened to i16 once, then K in pairs:
// B's two rows interleaved into a register of 32 i16, each row's A pair
// broadcast as one i32, pmaddwd into 16-lane i32 accumulators.
// CHECK-LABEL: func.func @i8_matmul
// CHECK: arith.extsi {{.+}} : vector<{{.+}}xi8> to vector<{{.+}}xi16>
// CHECK: arith.extsi {{.+}} : vector<{{.+}}xi8> to vector<{{.+}}xi16>
// CHECK: scf.for %{{.+}} = %c0 to %c32 step %c1 iter_args
// CHECK: vector.transfer_read {{.+}} : tensor<64x32xi16>, vector<32xi16>
// CHECK: vector.shuffle {{.+}} [0, 32, 1, 33, 2, 34, {{.+}}, 15, 47] : vector<32xi16>, vector<32xi16>
// CHECK: vector.shuffle {{.+}} [16, 48, 17, 49, {{.+}}, 31, 63] : vector<32xi16>, vector<32xi16>
// CHECK: vector.transfer_read {{.+}} : tensor<8x64xi16>, vector<2xi16>
// CHECK: vector.bitcast {{.+}} : vector<2xi16> to vector<1xi32>
// CHECK: vector.broadcast {{.+}} : i32 to vector<16xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.pmaddw.d.512"({{.+}}) : (vector<32xi16>, vector<32xi16>) -> vector<16xi32>
// CHECK: arith.addi {{.+}} : vector<16xi32>
// CHECK-NOT: vector.contract
// AVX2-LABEL: func.func @i8_matmul
// AVX2: scf.for %{{.+}} = %c0 to %c32 step %c1 iter_args
// AVX2: llvm.call_intrinsic "llvm.x86.avx2.pmadd.wd"({{.+}}) : (vector<16xi16>, vector<16xi16>) -> vector<8xi32>
// NOPAIR-LABEL: func.func @i8_matmul
// NOPAIR-NOT: llvm.call_intrinsic
// NOPAIR: arith.muli {{.+}} : vector<8x32x1xi32>
// With AVX-512 VNNI, bytes go four K steps at a time through vpdpbusd: two
// signed operands take A + 128 (its top bits flipped once, in a copy), B's
// four rows interleaved byte by byte, and 128 times B's column sums (a
// vpdpbusd of ones beside the accumulators) subtracted after the loop.
// QUAD-LABEL: func.func @i8_matmul
// QUAD: tensor.empty() : tensor<8x64xi8>
// QUAD: arith.xori {{.+}} : vector<1x64xi8>
// QUAD: scf.for %{{.+}} = %c0 to %c16 step %c1 iter_args
// QUAD-COUNT-4: vector.transfer_read {{.+}} : tensor<64x32xi8>, vector<32xi8>
// QUAD: vector.interleave {{.+}} : vector<32xi8> -> vector<64xi8>
// QUAD: vector.shuffle {{.+}} [0, 1, 64, 65, 2, 3, 66, 67, {{.+}}] : vector<64xi8>, vector<64xi8>
// QUAD: vector.transfer_read {{.+}} : tensor<8x64xi8>, vector<4xi8>
// QUAD: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"({{.+}}) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
// QUAD-NOT: pmaddw
// QUAD: scf.yield
// QUAD: arith.shli
// QUAD: arith.subi
func.func @i8_matmul(%a: tensor<8x64xi8>, %b: tensor<64x32xi8>, %c: tensor<8x32xi32>) -> tensor<8x32xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x64xi8>, tensor<64x32xi8>) outs(%c : tensor<8x32xi32>) -> tensor<8x32xi32>
  return %0 : tensor<8x32xi32>
}

// i16 operands need no copy; zero-extended bytes widen with extui.
// CHECK-LABEL: func.func @i16_times_u8
// CHECK-NOT: arith.extsi
// CHECK: arith.extui {{.+}} : vector<{{.+}}xi8> to vector<{{.+}}xi16>
// CHECK-NOT: arith.extsi
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.pmaddw.d.512"
// QUAD-LABEL: func.func @i16_times_u8
// QUAD-NOT: vpdpbusd
// QUAD: llvm.x86.avx512.pmaddw.d.512
func.func @i16_times_u8(%a: tensor<4x8xi16>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x8xi16>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) {
  ^bb0(%x: i16, %y: i8, %o: i32):
    %xe = arith.extsi %x : i16 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %ye, %xe : i32
    %s = arith.addi %p, %o : i32
    linalg.yield %s : i32
  } -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// Odd K, 16-bit values zero-extended (they may not fit a signed i16), and
// an i64 result keep the outer-product form.
// CHECK-LABEL: func.func @not_pairs
// CHECK-NOT: llvm.call_intrinsic
// CHECK: return
func.func @not_pairs(%a: tensor<8x7xi8>, %b: tensor<7x32xi8>, %c: tensor<8x32xi32>,
                     %a16: tensor<8x8xi16>, %b16: tensor<8x32xi16>,
                     %c64: tensor<8x32xi64>) -> (tensor<8x32xi32>, tensor<8x32xi32>, tensor<8x32xi64>) {
  %0 = linalg.matmul ins(%a, %b : tensor<8x7xi8>, tensor<7x32xi8>) outs(%c : tensor<8x32xi32>) -> tensor<8x32xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a16, %b16 : tensor<8x8xi16>, tensor<8x32xi16>) outs(%c : tensor<8x32xi32>) -> tensor<8x32xi32>
  %2 = linalg.matmul ins(%a, %b : tensor<8x7xi8>, tensor<7x32xi8>) outs(%c64 : tensor<8x32xi64>) -> tensor<8x32xi64>
  return %0, %1, %2 : tensor<8x32xi32>, tensor<8x32xi32>, tensor<8x32xi64>
}

// Two row blocks: B is widened once per panel block, into i16, and both row
// blocks read that panel; only their A tiles are widened each.
// CHECK-LABEL: func.func @i8_matmul_panels
// CHECK: tensor.empty() : tensor<64x32xi16>
// CHECK: arith.extsi {{.+}} : vector<{{.+}}xi8> to vector<{{.+}}xi16>
// CHECK: scf.for %{{.+}} = %c0 to %c16 step %c8
// CHECK: tensor.empty() : tensor<8x64xi16>
// CHECK: scf.for %{{.+}} = %c0 to %c32 step %c1 iter_args
// CHECK: vector.transfer_read {{.+}} : tensor<64x32xi16>, vector<32xi16>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.pmaddw.d.512"
func.func @i8_matmul_panels(%a: tensor<16x64xi8>, %b: tensor<64x32xi8>, %c: tensor<16x32xi32>) -> tensor<16x32xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x64xi8>, tensor<64x32xi8>) outs(%c : tensor<16x32xi32>) -> tensor<16x32xi32>
  return %0 : tensor<16x32xi32>
}

// bf16 operands into f32: with AVX-512 BF16 the same pairs through
// vdpbf16ps, which takes the accumulator; no copies (the operands are 16-bit
// already). Without it, the outer-product form.
// CHECK-LABEL: func.func @bf16_matmul
// CHECK-NOT: dpbf16ps
// CHECK: return
// BF16-LABEL: func.func @bf16_matmul
// BF16-NOT: tensor.empty
// BF16: scf.for %{{.+}} = %c0 to %c8 step %c1 iter_args
// BF16: vector.shuffle {{.+}} [0, 32, 1, 33, {{.+}}] : vector<32xbf16>, vector<32xbf16>
// BF16: vector.transfer_read {{.+}} : tensor<8x16xbf16>, vector<2xbf16>
// BF16: vector.bitcast {{.+}} : vector<2xbf16> to vector<1xi32>
// BF16: vector.bitcast {{.+}} : vector<16xi32> to vector<32xbf16>
// BF16: llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.512"({{.+}}, {{.+}}, {{.+}}) : (vector<16xf32>, vector<32xbf16>, vector<32xbf16>) -> vector<16xf32>
// BF16-NOT: arith.addf
// BF16: scf.yield
func.func @bf16_matmul(%a: tensor<8x16xbf16>, %b: tensor<16x32xbf16>, %c: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16xbf16>, tensor<16x32xbf16>) outs(%c : tensor<8x32xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// One row (batch-1 decoding): the tile keeps its unit M loop and takes
// pairs. B read as (n, k) (a transposed matmul) is no row-major block: K
// stays stepped by one, in the outer-product form.
// CHECK-LABEL: func.func @i8_row_and_transposed
// CHECK: scf.for %{{.+}} = %c0 to %c32 step %c1 iter_args
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.pmaddw.d.512"
// CHECK: scf.for %{{.+}} = %c0 to %c64 step %c1 iter_args
// CHECK-NOT: llvm.call_intrinsic
// CHECK: return
func.func @i8_row_and_transposed(%a: tensor<1x64xi8>, %b: tensor<64x32xi8>, %c: tensor<1x32xi32>,
                                 %a8: tensor<8x64xi8>, %bt: tensor<32x64xi8>, %c8: tensor<8x32xi32>) -> (tensor<1x32xi32>, tensor<8x32xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<1x64xi8>, tensor<64x32xi8>) outs(%c : tensor<1x32xi32>) -> tensor<1x32xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a8, %bt : tensor<8x64xi8>, tensor<32x64xi8>) outs(%c8 : tensor<8x32xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<8x32xi32>
  return %0, %1 : tensor<1x32xi32>, tensor<8x32xi32>
}
