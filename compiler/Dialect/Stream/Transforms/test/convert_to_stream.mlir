// RUN: iree-opt --split-input-file --iree-stream-conversion --canonicalize --cse %s | FileCheck %s

// Serialized executables as iree-hal-translate-executables leaves them.
hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @add ordinal(0) bindings(3) workgroups([1, 1, 1])
    hal.executable.export @scale ordinal(1) bindings(3) workgroups([1, 1, 1])
  }
}

// Tensors become resources with byte sizes; arguments are imported and
// host consumers (check, return) get exported buffer views.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.+]]: !hal.buffer_view, %[[B:.+]]: !hal.buffer_view) -> !hal.buffer_view
func.func @main(%a: tensor<4xf32>, %b: tensor<2x3xi8>) -> tensor<4xf32> {
  // CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
  // CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
  // CHECK: %[[AR:.+]] = stream.tensor.import %[[A]] message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%[[C16]]}
  // CHECK: %[[BR:.+]] = stream.tensor.import %[[B]] message("input 1") : !hal.buffer_view -> tensor<2x3xi8> in !stream.resource<*>{%[[C6]]}
  // CHECK: %[[D0:.+]] = stream.async.dispatch @ex::@add(%[[AR]], %[[BR]]) : (!stream.resource<*>{%[[C16]]}, !stream.resource<*>{%[[C6]]}) -> (!stream.resource<*>{%[[C16]]})
  %0 = flow.dispatch @ex::@add(%a, %b) : (tensor<4xf32>, tensor<2x3xi8>) -> tensor<4xf32>
  // Reshapes are the same bytes.
  // CHECK-NOT: reshape
  %1 = flow.tensor.reshape %0 : tensor<4xf32> -> tensor<2x2xf32>
  // CHECK: %[[CSTR:.+]] = stream.tensor.constant dense<1.000000e+00> : tensor<2x2xf32> in !stream.resource<*>{%[[C16]]}
  %cst = arith.constant dense<1.0> : tensor<2x2xf32>
  // CHECK: %[[D1:.+]] = stream.async.dispatch @ex::@scale(%[[D0]], %[[CSTR]])
  %2 = flow.dispatch @ex::@scale(%1, %cst) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  // The host reads an element through a staging resource.
  // CHECK: %[[STAGED:.+]] = stream.async.transfer %[[D1]] : !stream.resource<*>{%[[C16]]} -> !stream.resource<staging>
  // CHECK: %[[E:.+]] = stream.tensor.load %[[STAGED]][%{{.+}}, %{{.+}}] : tensor<2x2xf32> in !stream.resource<staging>{%[[C16]]} -> f32
  %c1 = arith.constant 1 : index
  %e = tensor.extract %2[%c1, %c1] : tensor<2x2xf32>
  // CHECK: %[[FER:.+]] = stream.tensor.from_elements %[[E]], %[[E]], %[[E]], %[[E]] : f32, f32, f32, f32 -> tensor<4xf32> in !stream.resource<*>{%[[C16]]}
  %t = tensor.from_elements %e, %e, %e, %e : tensor<4xf32>
  // CHECK: %[[V0:.+]] = stream.tensor.export %[[FER]] : tensor<4xf32> in !stream.resource<*>{%[[C16]]} -> !hal.buffer_view
  // CHECK: %[[V1:.+]] = stream.tensor.export %[[D0]] : tensor<4xf32> in !stream.resource<*>{%[[C16]]} -> !hal.buffer_view
  // CHECK: check.expect_eq(%[[V0]], %[[V1]]) : !hal.buffer_view
  check.expect_eq(%t, %0) : tensor<4xf32>
  // CHECK: %[[OUT:.+]] = stream.tensor.export %[[D0]]
  // CHECK: return %[[OUT]] : !hal.buffer_view
  return %0 : tensor<4xf32>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
  }
}

// Host loops carry resources with their sizes (constant sizes are not
// carried once canonicalized); an optimization barrier hides the resource,
// not its static size.
// CHECK-LABEL: func.func @loop
// CHECK: %[[C16:.+]] = arith.constant 16 : index
// CHECK: %[[IN:.+]] = stream.tensor.import
// CHECK: %[[BARRIER:.+]] = util.optimization_barrier %[[IN]] : !stream.resource<*>
// CHECK: %[[LOOP:.+]]:2 = scf.while (%{{.+}} = %{{.+}}, %{{.+}} = %[[BARRIER]]) : (i32, !stream.resource<*>) -> (i32, !stream.resource<*>)
// CHECK: ^bb0(%[[I:.+]]: i32, %[[V:.+]]: !stream.resource<*>):
// CHECK: stream.async.dispatch @ex::@step[%[[I]]](%[[V]]) : (!stream.resource<*>{%[[C16]]}) -> (!stream.resource<*>{%[[C16]]})
// CHECK: stream.tensor.export %[[LOOP]]#1 : tensor<4xf32> in !stream.resource<*>{%[[C16]]}
func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %y = util.optimization_barrier %x : tensor<4xf32>
  %r:2 = scf.while (%i = %c0, %v = %y) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>) {
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i, %v : i32, tensor<4xf32>
  } do {
  ^bb0(%i: i32, %v: tensor<4xf32>):
    %next = flow.dispatch @ex::@step(%v) constants(%i) : (tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %i1, %next : i32, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// Dispatch functions keep their tensors: only host functions convert.
// CHECK-LABEL: flow.executable private @kept
// CHECK: func.func @fn(%{{.+}}: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %{{.+}}: !flow.dispatch.tensor<writeonly:tensor<4xf32>>)
// CHECK: tensor.empty() : tensor<4xf32>
// CHECK-LABEL: func.func @host
// CHECK: stream.async.dispatch @kept::@fn
flow.executable private @kept {
  flow.executable.export @fn
  builtin.module {
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      %0 = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      %1 = tensor.empty() : tensor<4xf32>
      %2 = linalg.copy ins(%0 : tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
      flow.dispatch.tensor.store %2, %out : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}
func.func @host(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @kept::@fn(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @exp ordinal(0) bindings(2) workgroups([1, 1, 1]) {inplace_operands = array<i64: 0>}
  }
}

// What the export says of its outputs overwriting inputs goes with each
// dispatch of it.
// CHECK-LABEL: func.func @inplace_operands
// CHECK: stream.async.dispatch @ex::@exp(%{{.+}}) {inplace_operands = array<i64: 0>}
func.func @inplace_operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @ex::@exp(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
