// RUN: iree-opt --iree-codegen-distribute-to-workgroups --canonicalize %s | FileCheck %s

// A convolution over one image: the unit batch loop is not a candidate, so
// the grid splits the two spatial loops 8 x 8 (64 workgroups of 7 x 7
// pixels) rather than only the rows (56 workgroups, 3.5 per core on 16).
// CHECK-LABEL: func.func @conv_one_image
// CHECK-SAME: iree.workgroup_count = array<i64: 8, 8, 1>
// CHECK: scf.forall
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} -> tensor<1x7x7x64xf32>
func.func @conv_one_image(%in: memref<1x58x58x64xf32>, %f: memref<3x3x64x64xf32>, %out: memref<1x56x56x64xf32>) {
  %tin = bufferization.to_tensor %in restrict : memref<1x58x58x64xf32> to tensor<1x58x58x64xf32>
  %tf = bufferization.to_tensor %f restrict : memref<3x3x64x64xf32> to tensor<3x3x64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x56x56x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%tin, %tf : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1x56x56x64xf32>, memref<1x56x56x64xf32>) -> ()
  return
}

// An exp fused into the A operand of a matmul with K = 1000 computes a
// tile-rows x 1000 temporary: the 8 x 8 grid's 125-row tiles (500 KB) are
// split to 25 rows (100 KB, under max-producer-tile-bytes).
// CHECK-LABEL: func.func @producer_before_long_k
// CHECK-SAME: iree.workgroup_count = array<i64: 40, 8, 1>
// CHECK: scf.forall
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<25x1000xf32>)
// CHECK: linalg.matmul {{.*}} -> tensor<25x125xf32>
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_before_long_k(%a: memref<1000x1000xf32>, %b: memref<1000x1000xf32>, %out: memref<1000x1000xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<1000x1000xf32> to tensor<1000x1000xf32>
  %tb = bufferization.to_tensor %b restrict : memref<1000x1000xf32> to tensor<1000x1000xf32>
  %e = tensor.empty() : tensor<1000x1000xf32>
  %exp = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%ta : tensor<1000x1000xf32>) outs(%e : tensor<1000x1000xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<1000x1000xf32>
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %r = linalg.matmul ins(%exp, %tb : tensor<1000x1000xf32>, tensor<1000x1000xf32>) outs(%init : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<1000x1000xf32>, memref<1000x1000xf32>) -> ()
  return
}

// A backend-chosen tile covering the rows whole (128 of 128) distributes only
// the columns, as workgroup x: the one-trip row loop tiling would make folds
// away, so counting it would leave the columns on y's count and x's ids.
// CHECK-LABEL: func.func @chosen_tile_covers_rows
// CHECK-SAME: iree.workgroup_count = array<i64: 2, 1, 1>
// CHECK: scf.forall (%[[COLUMN:.+]]) = (0) to (256) step (128)
// CHECK: tensor.extract_slice %{{.+}}[0, %[[COLUMN]]] [128, 128]
func.func @chosen_tile_covers_rows(%in: memref<128x256xf32>, %out: memref<128x256xf32>) {
  %t = bufferization.to_tensor %in restrict : memref<128x256xf32> to tensor<128x256xf32>
  %e = tensor.empty() : tensor<128x256xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<128x256xf32>) outs(%e : tensor<128x256xf32>) attrs = {iree.workgroup_tile_sizes = array<i64: 128, 128>} {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<128x256xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<128x256xf32>, memref<128x256xf32>) -> ()
  return
}
