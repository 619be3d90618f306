// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @unknown_opcode(%b: memref<f32>, %i: index) {
  // expected-error @+1 {{has no microkernel 'tan' for element type 'f32'}}
  vmvx.unary "tan" in(%b[%i], [%i, %i]) out(%b[%i], [%i, %i]) sizes(%i, %i) : memref<f32>, memref<f32>
  return
}

// -----

func.func @f64_binary(%b: memref<f64>, %i: index) {
  // expected-error @+1 {{has no microkernel 'add' for element type 'f64'}}
  vmvx.binary "add" lhs(%b[%i], [%i, %i]) rhs(%b[%i], [%i, %i]) out(%b[%i], [%i, %i]) sizes(%i, %i) : memref<f64>, memref<f64>, memref<f64>
  return
}

// -----

func.func @matmul_types(%a: memref<f32>, %c: memref<i32>, %i: index) {
  // expected-error @+1 {{has no microkernel for 'f32' x 'f32' -> 'i32'}}
  vmvx.matmul lhs(%a[%i], [%i]) rhs(%a[%i], [%i]) out(%c[%i], [%i]) mnk(%i, %i, %i) : memref<f32>, memref<f32>, memref<i32>
  return
}

// -----

func.func @copy_types(%a: memref<f32>, %c: memref<i32>, %i: index) {
  // expected-error @+1 {{copies between different element types}}
  vmvx.copy in(%a[%i], [%i, %i]) out(%c[%i], [%i, %i]) sizes(%i, %i) : memref<f32>, memref<i32>
  return
}
