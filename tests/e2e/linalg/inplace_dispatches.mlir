// Elementwise dispatches that write over the value they read (the value dies
// there, so the stream phase binds both to one range), over many workgroups
// and vector tails; checked against the same values computed in one
// dispatch.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s --compile-to=hal | FileCheck %s
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

#id = affine_map<(d0, d1) -> (d0, d1)>

// The second and third dispatches each bind one range twice.
// CHECK-LABEL: func.func @chain_i32$async
// CHECK: hal.command_buffer.dispatch {{.+}} bindings([%[[R:[0-9a-z_]+]]]) offsets
// CHECK: hal.command_buffer.dispatch {{.+}} bindings([%[[R]], %[[R]]]) offsets([%[[O:[0-9a-z_]+]], %[[O]]])
// CHECK: hal.command_buffer.dispatch {{.+}} bindings([%[[R]], %[[R]]]) offsets([%[[O]], %[[O]]])
func.func @chain_i32() {
  %e = tensor.empty() : tensor<33x1029xi32>
  // a = 1029 i + j
  %a = flow.dispatch.region -> (tensor<33x1029xi32>) {
    %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<33x1029xi32>) {
    ^bb0(%o: i32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c1029 = arith.constant 1029 : index
      %k = arith.muli %i, %c1029 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      linalg.yield %v : i32
    } -> tensor<33x1029xi32>
    flow.return %r : tensor<33x1029xi32>
  }
  // b = 3 a + 1
  %b = flow.dispatch.region -> (tensor<33x1029xi32>) {
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<33x1029xi32>) outs(%e : tensor<33x1029xi32>) {
    ^bb0(%v: i32, %o: i32):
      %c3 = arith.constant 3 : i32
      %c1 = arith.constant 1 : i32
      %m = arith.muli %v, %c3 : i32
      %s = arith.addi %m, %c1 : i32
      linalg.yield %s : i32
    } -> tensor<33x1029xi32>
    flow.return %r : tensor<33x1029xi32>
  }
  // c = b xor (b >> 3)
  %c = flow.dispatch.region -> (tensor<33x1029xi32>) {
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<33x1029xi32>) outs(%e : tensor<33x1029xi32>) {
    ^bb0(%v: i32, %o: i32):
      %c3 = arith.constant 3 : i32
      %h = arith.shrui %v, %c3 : i32
      %x = arith.xori %v, %h : i32
      linalg.yield %x : i32
    } -> tensor<33x1029xi32>
    flow.return %r : tensor<33x1029xi32>
  }
  %expected = flow.dispatch.region -> (tensor<33x1029xi32>) {
    %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<33x1029xi32>) {
    ^bb0(%o: i32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c1029 = arith.constant 1029 : index
      %k = arith.muli %i, %c1029 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      %c3 = arith.constant 3 : i32
      %c1 = arith.constant 1 : i32
      %m = arith.muli %v, %c3 : i32
      %s = arith.addi %m, %c1 : i32
      %h = arith.shrui %s, %c3 : i32
      %x = arith.xori %s, %h : i32
      linalg.yield %x : i32
    } -> tensor<33x1029xi32>
    flow.return %r : tensor<33x1029xi32>
  }
  check.expect_eq(%c, %expected) : tensor<33x1029xi32>
  return
}

// A dispatch of two outputs, each written over one of its inputs, then a
// float chain through a transcendental.
// CHECK-LABEL: func.func @two_outputs_f32$async
// CHECK: hal.command_buffer.dispatch {{.+}} bindings([%[[P:[0-9a-z_]+]], %[[Q:[0-9a-z_]+]]]) offsets([%[[PO:[0-9a-z_]+]], %[[QO:[0-9a-z_]+]]])
// CHECK: hal.command_buffer.dispatch {{.+}} bindings([%[[P]], %[[Q]], %[[P]], %[[Q]]]) offsets([%[[PO]], %[[QO]], %[[PO]], %[[QO]]])
func.func @two_outputs_f32() {
  %e = tensor.empty() : tensor<517xf32>
  %p, %q = flow.dispatch.region -> (tensor<517xf32>, tensor<517xf32>) {
    %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e, %e : tensor<517xf32>, tensor<517xf32>) {
    ^bb0(%o0: f32, %o1: f32):
      %i = linalg.index 0 : index
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %c = arith.constant 0.01 : f32
      %x = arith.mulf %f, %c : f32
      %y = arith.subf %c, %x : f32
      linalg.yield %x, %y : f32, f32
    } -> (tensor<517xf32>, tensor<517xf32>)
    flow.return %r#0, %r#1 : tensor<517xf32>, tensor<517xf32>
  }
  %s, %t = flow.dispatch.region -> (tensor<517xf32>, tensor<517xf32>) {
    %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p, %q : tensor<517xf32>, tensor<517xf32>) outs(%e, %e : tensor<517xf32>, tensor<517xf32>) {
    ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32):
      %a = arith.addf %x, %y : f32
      %m = math.exp %x : f32
      %b = arith.mulf %m, %y : f32
      linalg.yield %a, %b : f32, f32
    } -> (tensor<517xf32>, tensor<517xf32>)
    flow.return %r#0, %r#1 : tensor<517xf32>, tensor<517xf32>
  }
  %expected:2 = flow.dispatch.region -> (tensor<517xf32>, tensor<517xf32>) {
    %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e, %e : tensor<517xf32>, tensor<517xf32>) {
    ^bb0(%o0: f32, %o1: f32):
      %i = linalg.index 0 : index
      %n = arith.index_cast %i : index to i32
      %f = arith.sitofp %n : i32 to f32
      %c = arith.constant 0.01 : f32
      %x = arith.mulf %f, %c : f32
      %y = arith.subf %c, %x : f32
      %a = arith.addf %x, %y : f32
      %m = math.exp %x : f32
      %b = arith.mulf %m, %y : f32
      linalg.yield %a, %b : f32, f32
    } -> (tensor<517xf32>, tensor<517xf32>)
    flow.return %r#0, %r#1 : tensor<517xf32>, tensor<517xf32>
  }
  check.expect_almost_eq(%s, %expected#0) : tensor<517xf32>
  check.expect_almost_eq(%t, %expected#1) : tensor<517xf32>
  return
}
