// RUN: iree-opt --iree-llvmcpu-lower-to-llvm %s | FileCheck %s

// Bindings arrive as bare pointers; tanh is a polynomial, not a libm call.
// CHECK-LABEL: llvm.func @kernel(%{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: i64, %{{.+}}: i64, %{{.+}}: i64)
// CHECK-NOT: llvm.call
// CHECK-NOT: tanh
// CHECK: llvm.return
func.func @kernel(%in: memref<8xf32>, %out: memref<8xf32>, %x: index, %y: index, %z: index) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<8xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  return
}
