// RUN: iree-opt --split-input-file --iree-spirv-select-kernel-strategies %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-spirv-select-kernel-strategies="matmul-tile=64,64,8 convolution-tile=4,4,8,8" %s | FileCheck %s --check-prefix=FORCED
// RUN: iree-opt --split-input-file --iree-spirv-select-kernel-strategies="target=hopper" %s | FileCheck %s --check-prefix=HOPPER
// RUN: iree-opt --split-input-file --iree-spirv-select-kernel-strategies="target=hopper cooperative-matmul-tile=64,64" %s | FileCheck %s --check-prefix=HOPPER-FORCED
// RUN: iree-opt --split-input-file --iree-spirv-select-kernel-strategies="target=hopper cooperative-matmul-tile=128,128,64" %s | FileCheck %s --check-prefix=HOPPER-SLICES
// RUN: not iree-opt --iree-spirv-select-kernel-strategies=target=nope %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// An f32 matmul gets the workgroup-memory kernel: by default the largest tile
// that still gives 256 workgroups (32x32 here, on every target); a requested
// tile that fits replaces it.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: iree.spirv.matmul_tile = array<i64: 32, 32, 16, 4, 1>
// CHECK-SAME: iree.spirv.workgroup_size = 64
// CHECK: linalg.matmul {iree.workgroup_tile_sizes = array<i64: 32, 32, 0>}
// FORCED-LABEL: func.func @matmul
// FORCED-SAME: iree.spirv.matmul_tile = array<i64: 64, 64, 8, 8, 2>
// FORCED-SAME: iree.spirv.workgroup_size = 64
// FORCED: linalg.matmul {iree.workgroup_tile_sizes = array<i64: 64, 64, 0>}
func.func @matmul(%a: memref<512x256xf32>, %b: memref<256x512xf32>, %out: memref<512x512xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<512x256xf32> to tensor<512x256xf32>
  %tb = bufferization.to_tensor %b restrict : memref<256x512xf32> to tensor<256x512xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul ins(%ta, %tb : tensor<512x256xf32>, tensor<256x512xf32>) outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<512x512xf32>, memref<512x512xf32>) -> ()
  return
}

// -----

// A matmul large enough for 256 workgroups of 128x128 gets them, with K
// steps of 32, where the target allows 256 invocations (hopper; the
// baseline's limit is 128).
// CHECK-LABEL: func.func @matmul_large
// CHECK-SAME: iree.spirv.matmul_tile = array<i64: 64, 64, 16, 8, 2>
// HOPPER-LABEL: func.func @matmul_large
// HOPPER-SAME: iree.spirv.matmul_tile = array<i64: 128, 128, 32, 8, 2>
// HOPPER-SAME: iree.spirv.workgroup_size = 256
func.func @matmul_large(%a: memref<2048x256xf32>, %b: memref<256x2048xf32>, %out: memref<2048x2048xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<2048x256xf32> to tensor<2048x256xf32>
  %tb = bufferization.to_tensor %b restrict : memref<256x2048xf32> to tensor<256x2048xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x2048xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %r = linalg.matmul ins(%ta, %tb : tensor<2048x256xf32>, tensor<256x2048xf32>) outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2048x2048xf32>, memref<2048x2048xf32>) -> ()
  return
}

// -----

// A requested tile the matmul does not fit (TN = 64 does not divide 480)
// leaves it the default.
// CHECK-LABEL: func.func @matmul_unfit
// CHECK-SAME: iree.spirv.matmul_tile = array<i64: 16, 32, 16, 2, 1>
// FORCED-LABEL: func.func @matmul_unfit
// FORCED-SAME: iree.spirv.matmul_tile = array<i64: 16, 32, 16, 2, 1>
func.func @matmul_unfit(%a: memref<512x256xf32>, %b: memref<256x480xf32>, %out: memref<512x480xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<512x256xf32> to tensor<512x256xf32>
  %tb = bufferization.to_tensor %b restrict : memref<256x480xf32> to tensor<256x480xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x480xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<512x480xf32>) -> tensor<512x480xf32>
  %r = linalg.matmul ins(%ta, %tb : tensor<512x256xf32>, tensor<256x480xf32>) outs(%init : tensor<512x480xf32>) -> tensor<512x480xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<512x480xf32>, memref<512x480xf32>) -> ()
  return
}

// -----

// A 2-D NHWC convolution gets the workgroup-memory convolution kernel, its
// tile forced by convolution-tile where that divides it.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: iree.spirv.convolution_tile = array<i64: 8, 8, 8, 16>
// CHECK-SAME: iree.spirv.workgroup_size = 64
// CHECK: linalg.conv_2d_nhwc_hwcf {iree.workgroup_tile_sizes = array<i64: 0, 8, 8, 8, 0, 0, 0>}
// FORCED-LABEL: func.func @conv
// FORCED-SAME: iree.spirv.convolution_tile = array<i64: 4, 4, 8, 8>
// FORCED-SAME: iree.spirv.workgroup_size = 16
// FORCED: linalg.conv_2d_nhwc_hwcf {iree.workgroup_tile_sizes = array<i64: 0, 4, 4, 8, 0, 0, 0>}
func.func @conv(%x: memref<1x18x18x16xf32>, %w: memref<3x3x16x32xf32>, %out: memref<1x16x16x32xf32>) {
  %tx = bufferization.to_tensor %x restrict : memref<1x18x18x16xf32> to tensor<1x18x18x16xf32>
  %tw = bufferization.to_tensor %w restrict : memref<3x3x16x32xf32> to tensor<3x3x16x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  %r = linalg.conv_2d_nhwc_hwcf ins(%tx, %tw : tensor<1x18x18x16xf32>, tensor<3x3x16x32xf32>) outs(%init : tensor<1x16x16x32xf32>) -> tensor<1x16x16x32xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x16x16x32xf32>, memref<1x16x16x32xf32>) -> ()
  return
}

// -----

// An f16 matmul gets the cooperative-matrix kernel only on a target that has
// it: the tile giving the most workgroups when none gives enough (32x32
// here), or the requested one.
// CHECK-LABEL: func.func @matmul_f16
// CHECK-NOT: iree.spirv.cooperative_matmul_tile
// CHECK: linalg.matmul ins
// HOPPER-LABEL: func.func @matmul_f16
// HOPPER-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 32, 32, 1, 1, 0, 0>
// HOPPER-SAME: iree.spirv.workgroup_size = 128
// HOPPER: linalg.matmul {iree.workgroup_tile_sizes = array<i64: 32, 32, 0>}
// HOPPER-FORCED-LABEL: func.func @matmul_f16
// HOPPER-FORCED-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 64, 64, 2, 2, 0, 0>
// HOPPER-FORCED: linalg.matmul {iree.workgroup_tile_sizes = array<i64: 64, 64, 0>}
func.func @matmul_f16(%a: memref<256x128xf16>, %b: memref<128x256xf16>, %out: memref<256x256xf16>) {
  %ta = bufferization.to_tensor %a restrict : memref<256x128xf16> to tensor<256x128xf16>
  %tb = bufferization.to_tensor %b restrict : memref<128x256xf16> to tensor<128x256xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %r = linalg.matmul ins(%ta, %tb : tensor<256x128xf16>, tensor<128x256xf16>) outs(%init : tensor<256x256xf16>) -> tensor<256x256xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xf16>, memref<256x256xf16>) -> ()
  return
}

// -----

// Large f16 matmuls get 128x128 tiles, which stage 32-deep operand slices
// unless another depth is requested.
// HOPPER-LABEL: func.func @matmul_f16_large
// HOPPER-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 128, 128, 4, 4, 32, 1>
// HOPPER-FORCED-LABEL: func.func @matmul_f16_large
// HOPPER-FORCED-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 64, 64, 2, 2, 0, 0>
// HOPPER-SLICES-LABEL: func.func @matmul_f16_large
// HOPPER-SLICES-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 128, 128, 4, 4, 64, 1>
func.func @matmul_f16_large(%a: memref<2048x128xf16>, %b: memref<128x2048xf16>, %out: memref<2048x2048xf16>) {
  %ta = bufferization.to_tensor %a restrict : memref<2048x128xf16> to tensor<2048x128xf16>
  %tb = bufferization.to_tensor %b restrict : memref<128x2048xf16> to tensor<128x2048xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2048x2048xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  %r = linalg.matmul ins(%ta, %tb : tensor<2048x128xf16>, tensor<128x2048xf16>) outs(%init : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2048x2048xf16>, memref<2048x2048xf16>) -> ()
  return
}

// -----

// i8 matmuls into i32 take the cooperative-matrix kernel too, always with
// staged slices (64 deep: two fragments of 32).
// CHECK-LABEL: func.func @matmul_i8
// CHECK-NOT: iree.spirv.cooperative_matmul_tile
// HOPPER-LABEL: func.func @matmul_i8
// HOPPER-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 32, 32, 1, 1, 64, 1>
func.func @matmul_i8(%a: memref<256x128xi8>, %b: memref<128x256xi8>, %out: memref<256x256xi32>) {
  %ta = bufferization.to_tensor %a restrict : memref<256x128xi8> to tensor<256x128xi8>
  %tb = bufferization.to_tensor %b restrict : memref<128x256xi8> to tensor<128x256xi8>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<256x256xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<256x256xi32>) -> tensor<256x256xi32>
  %r = linalg.matmul ins(%ta, %tb : tensor<256x128xi8>, tensor<128x256xi8>) outs(%init : tensor<256x256xi32>) -> tensor<256x256xi32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xi32>, memref<256x256xi32>) -> ()
  return
}

// -----

// Unsigned i8 products are not the kernel's (its fragments are signed).
// HOPPER-LABEL: func.func @matmul_u8
// HOPPER-NOT: iree.spirv.cooperative_matmul_tile
// HOPPER: linalg.matmul
func.func @matmul_u8(%a: memref<256x128xi8>, %b: memref<128x256xi8>, %out: memref<256x256xi32>) {
  %ta = bufferization.to_tensor %a restrict : memref<256x128xi8> to tensor<256x128xi8>
  %tb = bufferization.to_tensor %b restrict : memref<128x256xi8> to tensor<128x256xi8>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<256x256xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<256x256xi32>) -> tensor<256x256xi32>
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ta, %tb : tensor<256x128xi8>, tensor<128x256xi8>) outs(%init : tensor<256x256xi32>) -> tensor<256x256xi32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xi32>, memref<256x256xi32>) -> ()
  return
}

// -----

// An epilogue that also reads A keeps A's binding one of f16 elements: the
// large tile loads its fragments from the bindings instead of staging
// quads.
// HOPPER-LABEL: func.func @matmul_f16_shared_operand
// HOPPER-SAME: iree.spirv.cooperative_matmul_tile = array<i64: 128, 128, 4, 4, 0, 0>
func.func @matmul_f16_shared_operand(%a: memref<2048x2048xf16>, %b: memref<2048x2048xf16>, %out: memref<2048x2048xf16>) {
  %ta = bufferization.to_tensor %a restrict : memref<2048x2048xf16> to tensor<2048x2048xf16>
  %tb = bufferization.to_tensor %b restrict : memref<2048x2048xf16> to tensor<2048x2048xf16>
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2048x2048xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  %r = linalg.matmul ins(%ta, %tb : tensor<2048x2048xf16>, tensor<2048x2048xf16>) outs(%init : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%r, %ta : tensor<2048x2048xf16>, tensor<2048x2048xf16>) outs(%e : tensor<2048x2048xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %s = arith.addf %x, %y : f16
    linalg.yield %s : f16
  } -> tensor<2048x2048xf16>
  bufferization.materialize_in_destination %sum in restrict writable %out : (tensor<2048x2048xf16>, memref<2048x2048xf16>) -> ()
  return
}

// UNKNOWN: error: unknown Vulkan target 'nope'; available: baseline, lavapipe, hopper
