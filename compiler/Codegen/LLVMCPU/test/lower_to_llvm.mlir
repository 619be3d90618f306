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

// f16 math runs in f32: expanding rsqrt in f16 would leave an f16 square
// root and division, which LLVM turns into compiler-rt calls.
// CHECK-LABEL: llvm.func @rsqrt_f16
// CHECK-NOT: llvm.call
// CHECK-NOT: (f16) -> f16
// CHECK: llvm.intr.sqrt(%{{.+}}) : (f32) -> f32
// CHECK-NEXT: llvm.fdiv %{{.+}}, %{{.+}} : f32
// CHECK-NOT: llvm.call
// CHECK: llvm.return
func.func @rsqrt_f16(%in: memref<8xf16>, %out: memref<8xf16>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<8xf16>) outs(%out : memref<8xf16>) {
  ^bb0(%a: f16, %o: f16):
    %r = math.rsqrt %a : f16
    linalg.yield %r : f16
  }
  return
}
