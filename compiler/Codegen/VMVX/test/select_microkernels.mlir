// RUN: iree-opt --split-input-file --iree-vmvx-select-microkernels --canonicalize %s | FileCheck %s
// RUN: iree-opt --split-input-file --iree-vmvx-select-microkernels=enable-microkernels=false %s | FileCheck %s --check-prefix=SCALAR

// A zero fill followed by a matmul is one overwriting matmul call.
// CHECK-LABEL: func.func @matmul
// CHECK-NOT: linalg.fill
// CHECK: vmvx.matmul lhs(%{{.+}}[%{{.+}}], [%c32]) rhs(%{{.+}}[%{{.+}}], [%c16]) out(%{{.+}}[%{{.+}}], [%c16]) mnk(%c8, %c16, %c32) :
// CHECK-NOT: accumulate
// CHECK-NOT: linalg.matmul
// SCALAR-LABEL: func.func @matmul
// SCALAR: linalg.fill
// SCALAR: linalg.matmul
func.func @matmul(%a: memref<8x32xf32>, %b: memref<32x16xf32>, %c: memref<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<8x16xf32>)
  linalg.matmul ins(%a, %b : memref<8x32xf32>, memref<32x16xf32>) outs(%c : memref<8x16xf32>)
  return
}

// -----

// Without a zero fill before it, the matmul accumulates; i8 x i8 -> i32 has
// a kernel too.
// CHECK-LABEL: func.func @matmul_i8_accumulate
// CHECK: vmvx.matmul {{.+}} {accumulate} : memref<i8>, memref<i8>, memref<i32>
func.func @matmul_i8_accumulate(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  return
}

// -----

// A bias add: the broadcast operand steps 0 along the rows.
// CHECK-LABEL: func.func @bias_add
// CHECK: vmvx.binary "add" lhs(%{{.+}}[%{{.+}}], [%c8, %c1]) rhs(%{{.+}}[%{{.+}}], [%c0, %c1]) out(%{{.+}}[%{{.+}}], [%c8, %c1]) sizes(%c4, %c8)
func.func @bias_add(%x: memref<4x8xf32>, %bias: memref<8xf32>, %out: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %bias : memref<4x8xf32>, memref<8xf32>) outs(%out : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A transpose is a copy with swapped input strides; rank 3 keeps its outer
// loop as scf.for.
// CHECK-LABEL: func.func @transpose3d
// CHECK: scf.for
// CHECK: vmvx.copy in(%{{.+}}[%{{.+}}], [%c1, %c6]) out(%{{.+}}[%{{.+}}], [%c4, %c1]) sizes(%c6, %c4) : memref<i16>, memref<i16>
func.func @transpose3d(%in: memref<2x4x6xi16>, %out: memref<2x6x4xi16>) {
  linalg.transpose ins(%in : memref<2x4x6xi16>) outs(%out : memref<2x6x4xi16>) permutation = [0, 2, 1]
  return
}

// -----

// CHECK-LABEL: func.func @exp
// CHECK: vmvx.unary "exp" in(%{{.+}}[%{{.+}}], [%c0, %c1]) out(%{{.+}}[%{{.+}}], [%c0, %c1]) sizes(%c1, %c16)
func.func @exp(%in: memref<16xf32>, %out: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<16xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// Row sums: the reduced loop is innermost.
// CHECK-LABEL: func.func @row_max
// CHECK: vmvx.reduce "max" in(%{{.+}}[%{{.+}}], [%c32, %c1]) out(%{{.+}}[%{{.+}}], [%c1]) sizes(%c8, %c32) : memref<i32>, memref<i32>
func.func @row_max(%in: memref<8x32xi32>, %out: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<8x32xi32>) outs(%out : memref<8xi32>) {
  ^bb0(%a: i32, %o: i32):
    %m = arith.maxsi %a, %o : i32
    linalg.yield %m : i32
  }
  return
}

// -----

// No kernel: f64 arithmetic, a body of two ops, a dynamic shape. They stay
// linalg for the scalar path.
// CHECK-LABEL: func.func @no_kernel
// CHECK-NOT: vmvx.
// CHECK-COUNT-3: linalg.generic
func.func @no_kernel(%a: memref<4xf64>, %b: memref<4xf32>, %c: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf64>) outs(%a : memref<4xf64>) {
  ^bb0(%x: f64, %o: f64):
    %y = arith.addf %x, %o : f64
    linalg.yield %y : f64
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    %z = arith.addf %y, %o : f32
    linalg.yield %z : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : memref<?xf32>) outs(%c : memref<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  }
  return
}
