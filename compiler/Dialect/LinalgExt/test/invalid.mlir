// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @depth_mismatch(%u: tensor<4x1x8xf32>, %i: tensor<4x2xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{indices' last dimension (2) must equal the dimension_map's size (1)}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4x1x8xf32>) indices(%i : tensor<4x2xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @repeated_dim(%u: tensor<4x1x1xf32>, %i: tensor<4x2xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{dimension_map entry 0 is out of range or repeated}}
  %r = linalg_ext.scatter dimension_map = [0, 0] ins(%u : tensor<4x1x1xf32>) indices(%i : tensor<4x2xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @window_too_large(%u: tensor<4x1x9xf32>, %i: tensor<4x1xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{update window dimension 1 is larger than the original's}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4x1x9xf32>) indices(%i : tensor<4x1xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @batch_mismatch(%u: tensor<3x1x8xf32>, %i: tensor<4x1xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{update dimension 0 must match the indices' dimension 0}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<3x1x8xf32>) indices(%i : tensor<4x1xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @combiner_types(%u: tensor<4x1x8xf32>, %i: tensor<4x1xi32>, %x: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{update, original and combiner types of operand 0 must be its element type 'f32'}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : tensor<4x1x8xf32>) indices(%i : tensor<4x1xi32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: i32):
    linalg_ext.yield %a : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @result_on_buffers(%u: memref<4x1x8xf32>, %i: memref<4x1xi32>, %x: memref<16x8xf32>) {
  // expected-error @+1 {{has one result per original on tensors, none on buffers}}
  %r = linalg_ext.scatter dimension_map = [0] ins(%u : memref<4x1x8xf32>) indices(%i : memref<4x1xi32>) outs(%x : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg_ext.yield %b : f32
  } -> tensor<16x8xf32>
  return
}
