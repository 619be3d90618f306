// RUN: iree-opt --iree-codegen-bufferize-dispatch=max-stack-bytes=1024 --canonicalize %s | FileCheck %s

// A window sum over a fused producer: the producer's 2048-byte tile is
// larger than the stack allows and comes from local memory, a memref<Nxi8>
// argument before the workgroup id; the window operand, which no payload
// reads, takes a one-element view with zero strides instead of a buffer.
// CHECK-LABEL: func.func @window_sum
// CHECK-SAME: (%[[IN:.+]]: memref<1024xf32>, %[[OUT:.+]]: memref<2xf32>, %[[LOCAL:.+]]: memref<2048xi8>, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index)
// CHECK-SAME: iree.local_memory_bytes = 2048 : i64
// CHECK-DAG: %[[ONE:.+]] = memref.alloca() : memref<1xf32>
// CHECK-DAG: %[[WINDOW:.+]] = memref.reinterpret_cast %[[ONE]] to offset: [0], sizes: [512], strides: [0]
// CHECK-DAG: %[[TEMP:.+]] = memref.view %[[LOCAL]][%{{.+}}][] : memref<2048xi8> to memref<512xf32>
// CHECK: linalg.generic {{.+}} outs(%[[TEMP]] : memref<512xf32>)
// CHECK: math.exp
// CHECK: linalg.generic {{.+}} ins(%[[TEMP]], %[[WINDOW]] : memref<512xf32>, memref<512xf32, strided<[0]>>)
// CHECK-NOT: memref.alloc(
func.func @window_sum(%in: memref<1024xf32>, %out: memref<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %t = bufferization.to_tensor %in restrict : memref<1024xf32> to tensor<1024xf32>
  %result_init = tensor.empty() : tensor<2xf32>
  %r = scf.forall (%i) in (2) shared_outs(%acc = %result_init) -> (tensor<2xf32>) {
    %offset = affine.apply affine_map<(d0) -> (d0 * 512)>(%i)
    %slice = tensor.extract_slice %t[%offset] [512] [1] : tensor<1024xf32> to tensor<512xf32>
    %e = tensor.empty() : tensor<512xf32>
    %exp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%slice : tensor<512xf32>) outs(%e : tensor<512xf32>) {
    ^bb0(%a: f32, %b: f32):
      %x = math.exp %a : f32
      linalg.yield %x : f32
    } -> tensor<512xf32>
    %window = tensor.empty() : tensor<512xf32>
    %acc_slice = tensor.extract_slice %acc[%i] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %init = linalg.fill ins(%zero : f32) outs(%acc_slice : tensor<1xf32>) -> tensor<1xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 512 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%exp, %window : tensor<512xf32>, tensor<512xf32>) outs(%init : tensor<1xf32>) {
    ^bb0(%a: f32, %unused: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
    } -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sum into %acc[%i] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}
