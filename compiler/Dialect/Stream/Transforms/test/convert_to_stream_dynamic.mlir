// RUN: iree-opt --split-input-file --iree-stream-conversion %s | FileCheck %s

// A dynamically shaped argument: its view is checked with -1 for the dynamic
// size, which is then read from the view; the resource's size is computed
// from it, the dispatch's result size from its result dimension, and the
// result's view gets the dimension back.
// CHECK-LABEL: func.func @dynamic_batch
//  CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view)
//   CHECK-DAG: %[[ANY:.+]] = arith.constant -1 : i64
//   CHECK-DAG: %[[C4:.+]] = arith.constant 4 : i64
//       CHECK: hal.buffer_view.assert %[[VIEW]] message("input 0") element_type({{.+}}) encoding(1) shape([%[[ANY]], %[[C4]]])
//       CHECK: %[[DIM64:.+]] = hal.buffer_view.dim %[[VIEW]][0] : i64
//       CHECK: %[[DIM:.+]] = arith.index_cast %[[DIM64]] : i64 to index
//       CHECK: arith.muli %{{.+}}, %[[DIM]] : index
//       CHECK: %[[SIZE:.+]] = arith.muli
//       CHECK: %[[IN:.+]] = stream.tensor.import %[[VIEW]] message("input 0") : !hal.buffer_view -> tensor<?x4xf32> dims(%[[DIM]]) in !stream.resource<*>{%[[SIZE]]}
//       CHECK: arith.muli %{{.+}}, %[[DIM]] : index
//       CHECK: %[[RESULT_SIZE:.+]] = arith.muli
//       CHECK: %[[OUT:.+]] = stream.async.dispatch @ex::@fn(%[[IN]]) : (!stream.resource<*>{%[[SIZE]]}) -> (!stream.resource<*>{%[[RESULT_SIZE]]})
//       CHECK: stream.tensor.export %[[OUT]] : tensor<?x4xf32> dims(%[[DIM]]) in !stream.resource<*>{%[[RESULT_SIZE]]} -> !hal.buffer_view
flow.executable private @ex {
  flow.executable.export @fn
  builtin.module {
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<?x4xf32>>,
                  %out: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
      return
    }
  }
}
func.func @dynamic_batch(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %r = flow.dispatch @ex::@fn(%a) dims(%n) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// A dimension of a value a loop carries travels with its resource.
// CHECK-LABEL: func.func @dim_through_loop
//       CHECK: %[[DIM:.+]] = arith.index_cast
//       CHECK: scf.while (%[[R:.+]] = %{{.+}}, %[[S:.+]] = %{{.+}}, %[[D:.+]] = %[[DIM]]) : (!stream.resource<*>, index, index)
//       CHECK: arith.cmpi slt, %[[D]]
func.func @dim_through_loop(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %r = scf.while (%x = %a) : (tensor<?xf32>) -> tensor<?xf32> {
    %n = tensor.dim %x, %c0 : tensor<?xf32>
    %small = arith.cmpi slt, %n, %c8 : index
    scf.condition(%small) %x : tensor<?xf32>
  } do {
  ^bb0(%x: tensor<?xf32>):
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// A dynamic reshape is its source's resource and size with its own
// dimensions: the result's view gets the reshape's dimension.
// CHECK-LABEL: func.func @dynamic_reshape
//       CHECK: %[[DIM:.+]] = arith.index_cast
//       CHECK: %[[IN:.+]] = stream.tensor.import %{{.+}} in !stream.resource<*>{%[[SIZE:.+]]}
//       CHECK: %[[ROWS:.+]] = arith.muli %[[DIM]], %c2
//       CHECK: stream.tensor.export %[[IN]] : tensor<?x2xf32> dims(%[[ROWS]]) in !stream.resource<*>{%[[SIZE]]} -> !hal.buffer_view
func.func @dynamic_reshape(%a: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %rows = arith.muli %n, %c2 : index
  %r = flow.tensor.reshape %a : tensor<?x4xf32> -> tensor<?x2xf32>{%rows}
  return %r : tensor<?x2xf32>
}
