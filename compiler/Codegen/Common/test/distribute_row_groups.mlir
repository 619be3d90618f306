// RUN: iree-opt --split-input-file --iree-codegen-distribute-to-workgroups --canonicalize --cse %s | FileCheck %s

// A row group (a row sum and the division of each element by it): the grid
// splits only the rows, so each workgroup sums whole rows once; the columns,
// which the sum is broadcast along, stay whole.
// CHECK-LABEL: func.func @row_group
// CHECK-SAME: iree.workgroup_count = array<i64: 32, 1, 1>
// CHECK: scf.forall
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]{{.*}} outs(%{{.+}} : tensor<8xf32>)
// CHECK: linalg.generic {{.*}} outs(%{{.+}} : tensor<8x1024xf32>)
// CHECK-NOT: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @row_group(%in: memref<256x1024xf32>, %out: memref<256x1024xf32>) {
  %x = bufferization.to_tensor %in restrict : memref<256x1024xf32> to tensor<256x1024xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<256x1024xf32>) outs(%f : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %o = tensor.empty() : tensor<256x1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<256x1024xf32>, tensor<256xf32>) outs(%o : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %out_: f32):
    %y = arith.divf %a, %s : f32
    linalg.yield %y : f32
  } -> tensor<256x1024xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x1024xf32>, memref<256x1024xf32>) -> ()
  return
}

// -----

// A bias added to a row reduction's results indexes every loop: both are
// split as for any elementwise op.
// CHECK-LABEL: func.func @reduction_then_bias
// CHECK-SAME: iree.workgroup_count = array<i64: 8, 8, 1>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @reduction_then_bias(%in: memref<256x256x64xf32>, %out: memref<256x256xf32>) {
  %x = bufferization.to_tensor %in restrict : memref<256x256x64xf32> to tensor<256x256x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #out3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<256x256x64xf32>) outs(%f : tensor<256x256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %out_: f32):
    %one = arith.constant 1.0 : f32
    %y = arith.addf %a, %one : f32
    linalg.yield %y : f32
  } -> tensor<256x256xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<256x256xf32>, memref<256x256xf32>) -> ()
  return
}
