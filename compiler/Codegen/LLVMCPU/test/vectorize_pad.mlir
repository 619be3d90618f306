// RUN: iree-opt --iree-codegen-distribute-to-workgroups --canonicalize --iree-llvmcpu-tile-and-vectorize=vector-bits=512 --canonicalize %s | FileCheck %s

// A spatial pad of NHWC (channels unpadded): each workgroup's tile reads
// its source rows as masked vector loads along the channels (the bounds
// check is the same for a whole row), not one scalar extract per element.
// CHECK-LABEL: func.func @pad_rows
// CHECK-SAME: iree.workgroup_count = array<i64: 2, 2, 2>
// CHECK: %[[ROW:.+]] = vector.transfer_read %{{.+}} : tensor<1x56x56x64xf32>, vector<1x1x1x32xf32>
// CHECK: arith.select %{{.+}}, %[[ROW]], %{{.+}} : vector<1x1x1x32xi1>, vector<1x1x1x32xf32>
// CHECK-NOT: tensor.extract {{%}}
// CHECK-NOT: vector.gather
func.func @pad_rows(%in: memref<1x56x56x64xf32>, %out: memref<1x58x58x64xf32>) {
  %tin = bufferization.to_tensor %in restrict : memref<1x56x56x64xf32> to tensor<1x56x56x64xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %tin low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<1x58x58x64xf32>, memref<1x58x58x64xf32>) -> ()
  return
}
