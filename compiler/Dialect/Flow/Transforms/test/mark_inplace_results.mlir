// RUN: iree-opt --split-input-file --iree-flow-mark-inplace-results %s | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
// Elementwise over a same-typed input through the identity map: the output
// may overwrite it; the broadcast bias cannot.
// CHECK: flow.executable.export @bias_relu {inplace_operands = array<i64: 1>}
flow.executable private @bias_relu {
  flow.executable.export @bias_relu
  builtin.module {
    func.func @bias_relu(%bias: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %in: !flow.dispatch.tensor<readonly:tensor<3x4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>) {
      %zero = arith.constant 0.0 : f32
      %b = flow.dispatch.tensor.load %bias : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      %x = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
      %e = tensor.empty() : tensor<3x4xf32>
      %r = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b, %x : tensor<4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
      ^bb0(%bv: f32, %xv: f32, %o: f32):
        %s = arith.addf %bv, %xv : f32
        %m = arith.maximumf %s, %zero : f32
        linalg.yield %m : f32
      } -> tensor<3x4xf32>
      flow.dispatch.tensor.store %r, %out : tensor<3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>
      return
    }
  }
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// Two outputs take one input each, in order.
// CHECK: flow.executable.export @two_outputs {inplace_operands = array<i64: 0, 1>}
flow.executable private @two_outputs {
  flow.executable.export @two_outputs
  builtin.module {
    func.func @two_outputs(%in0: !flow.dispatch.tensor<readonly:tensor<2x2xi32>>, %in1: !flow.dispatch.tensor<readonly:tensor<2x2xi32>>, %out0: !flow.dispatch.tensor<writeonly:tensor<2x2xi32>>, %out1: !flow.dispatch.tensor<writeonly:tensor<2x2xi32>>) {
      %a = flow.dispatch.tensor.load %in0 : !flow.dispatch.tensor<readonly:tensor<2x2xi32>> -> tensor<2x2xi32>
      %b = flow.dispatch.tensor.load %in1 : !flow.dispatch.tensor<readonly:tensor<2x2xi32>> -> tensor<2x2xi32>
      %e = tensor.empty() : tensor<2x2xi32>
      %r:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e, %e : tensor<2x2xi32>, tensor<2x2xi32>) {
      ^bb0(%x: i32, %y: i32, %o0: i32, %o1: i32):
        %s = arith.addi %x, %y : i32
        %d = arith.subi %x, %y : i32
        linalg.yield %s, %d : i32, i32
      } -> (tensor<2x2xi32>, tensor<2x2xi32>)
      flow.dispatch.tensor.store %r#0, %out0 : tensor<2x2xi32> -> !flow.dispatch.tensor<writeonly:tensor<2x2xi32>>
      flow.dispatch.tensor.store %r#1, %out1 : tensor<2x2xi32> -> !flow.dispatch.tensor<writeonly:tensor<2x2xi32>>
      return
    }
  }
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
// A transpose reads other elements than it writes.
// CHECK: flow.executable.export @transpose{{$}}
flow.executable private @transpose {
  flow.executable.export @transpose
  builtin.module {
    func.func @transpose(%in: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>) {
      %x = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
      %e = tensor.empty() : tensor<4x4xf32>
      %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
      ^bb0(%v: f32, %o: f32):
        linalg.yield %v : f32
      } -> tensor<4x4xf32>
      flow.dispatch.tensor.store %r, %out : tensor<4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>
      return
    }
  }
}

// -----

#map = affine_map<(d0) -> (d0)>
// Two ops: a backend may keep the first one's result in the output's
// memory while the second still reads the input.
// CHECK: flow.executable.export @two_ops{{$}}
flow.executable private @two_ops {
  flow.executable.export @two_ops
  builtin.module {
    func.func @two_ops(%in: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<8xf32>>) {
      %x = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
      %e = tensor.empty() : tensor<8xf32>
      %a = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
      ^bb0(%v: f32, %o: f32):
        %n = arith.negf %v : f32
        linalg.yield %n : f32
      } -> tensor<8xf32>
      %b = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
      ^bb0(%v: f32, %w: f32, %o: f32):
        %m = arith.mulf %v, %w : f32
        linalg.yield %m : f32
      } -> tensor<8xf32>
      flow.dispatch.tensor.store %b, %out : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
      return
    }
  }
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
// A reduction.
// CHECK: flow.executable.export @row_sum{{$}}
flow.executable private @row_sum {
  flow.executable.export @row_sum
  builtin.module {
    func.func @row_sum(%in: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      %x = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%v: f32, %o: f32):
        %s = arith.addf %v, %o : f32
        linalg.yield %s : f32
      } -> tensor<4xf32>
      flow.dispatch.tensor.store %r, %out : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}
