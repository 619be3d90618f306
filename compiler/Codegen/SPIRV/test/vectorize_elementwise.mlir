// RUN: iree-opt --split-input-file --iree-spirv-vectorize-elementwise %s | FileCheck %s

// A bias add + relu over a workgroup's 16x16 tile: the contiguous operands
// are read and written as aligned vec4s at the tile's origin in their
// bindings, the body runs on vector<4xf32>, constants become splats.
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME: (%[[A:.+]]: memref<512x1024xf32>, %[[B:.+]]: memref<1024xf32>, %[[OUT:.+]]: memref<512x1024xf32>
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK: scf.parallel (%[[I:.+]], %[[J:.+]]) = ({{.+}}) to ({{.+}}) step (%{{.+}}, %[[C4]])
// CHECK: %[[X:.+]] = vector.load %[[A]][%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<512x1024xf32>, vector<4xf32>
// CHECK: %[[Y:.+]] = vector.load %[[B]][%{{.+}}] {alignment = 16 : i64} : memref<1024xf32>, vector<4xf32>
// CHECK: %[[S:.+]] = arith.addf %[[X]], %[[Y]] : vector<4xf32>
// CHECK: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK: %[[R:.+]] = arith.maximumf %[[S]], %[[ZERO]] : vector<4xf32>
// CHECK: vector.store %[[R]], %[[OUT]][%{{.+}}, %{{.+}}] {alignment = 16 : i64} : memref<512x1024xf32>, vector<4xf32>
// CHECK-NOT: linalg.generic
func.func @bias_relu(%a: memref<512x1024xf32>, %b: memref<1024xf32>, %out: memref<512x1024xf32>, %wx: index, %wy: index, %wz: index) {
  %c16 = arith.constant 16 : index
  %0 = arith.muli %wx, %c16 : index
  %1 = arith.muli %wy, %c16 : index
  %va = memref.subview %a[%0, %1] [16, 16] [1, 1] : memref<512x1024xf32> to memref<16x16xf32, strided<[1024, 1], offset: ?>>
  %vb = memref.subview %b[%1] [16] [1] : memref<1024xf32> to memref<16xf32, strided<[1], offset: ?>>
  %vo = memref.subview %out[%0, %1] [16, 16] [1, 1] : memref<512x1024xf32> to memref<16x16xf32, strided<[1024, 1], offset: ?>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%va, %vb : memref<16x16xf32, strided<[1024, 1], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>) outs(%vo : memref<16x16xf32, strided<[1024, 1], offset: ?>>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %zero = arith.constant 0.0 : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A row broadcast (a per-row scale, not indexed by the innermost loop) is
// one scalar load splatted over the vec4; a value from above the body too.
// CHECK-LABEL: func.func @row_scale
// CHECK: scf.parallel
// CHECK: %[[X:.+]] = vector.load
// CHECK: %[[SCALE:.+]] = memref.load %{{.+}}[%{{.+}}] : memref<8xf32>
// CHECK: %[[SPLAT:.+]] = vector.broadcast %[[SCALE]] : f32 to vector<4xf32>
// CHECK: %[[M:.+]] = arith.mulf %[[X]], %[[SPLAT]] : vector<4xf32>
// CHECK: %[[K:.+]] = vector.broadcast %{{.+}} : f32 to vector<4xf32>
// CHECK: arith.addf %[[M]], %[[K]] : vector<4xf32>
// CHECK: vector.store
func.func @row_scale(%a: memref<8x64xf32>, %s: memref<8xf32>, %out: memref<8x64xf32>, %k: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %s : memref<8x64xf32>, memref<8xf32>) outs(%out : memref<8x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %m, %k : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Left scalar: an innermost extent that is not a multiple of 4, a view whose
// origin column may not be vec4-aligned, a transposed read, 16-bit data and
// an op with an expansion of its own (remf).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.load
// CHECK-COUNT-5: linalg.generic
func.func @left_alone(%a: memref<6x6xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>, %h: memref<64xf16>, %off: index) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<6x6xf32>) {
  ^bb0(%o: f32):
    %r = arith.addf %o, %o : f32
    linalg.yield %r : f32
  }
  %v = memref.subview %b[0, %off] [64, 16] [1, 1] : memref<64x64xf32> to memref<64x16xf32, strided<[64, 1], offset: ?>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%v : memref<64x16xf32, strided<[64, 1], offset: ?>>) {
  ^bb0(%o: f32):
    %r = arith.addf %o, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : memref<64x64xf32>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%h : memref<64xf16>) {
  ^bb0(%o: f16):
    %r = arith.addf %o, %o : f16
    linalg.yield %r : f16
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : memref<64x64xf32>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.remf %x, %o : f32
    linalg.yield %r : f32
  }
  return
}
