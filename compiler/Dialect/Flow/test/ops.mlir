// RUN: iree-opt --split-input-file %s | iree-opt --split-input-file | FileCheck %s
// RUN: iree-opt --canonicalize --split-input-file %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: flow.executable private @ex
flow.executable private @ex {
  // CHECK: flow.executable.export public @fn
  flow.executable.export public @fn
  builtin.module {
    // CHECK: func.func @fn(%{{.+}}: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %{{.+}}: !flow.dispatch.tensor<writeonly:tensor<4xf32>>)
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      // CHECK: flow.dispatch.tensor.load %{{.+}} : <readonly:tensor<4xf32>> -> tensor<4xf32>
      %0 = flow.dispatch.tensor.load %in : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      // CHECK: flow.dispatch.tensor.store %{{.+}}, %{{.+}} : tensor<4xf32> -> <writeonly:tensor<4xf32>>
      flow.dispatch.tensor.store %0, %out : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}
// CHECK-LABEL: func.func @host
func.func @host(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  // CHECK: flow.dispatch @ex::@fn(%{{.+}}) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = flow.dispatch @ex::@fn(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: flow.tensor.reshape %{{.+}} : tensor<4xf32> -> tensor<2x2xf32>
  %1 = flow.tensor.reshape %0 : tensor<4xf32> -> tensor<2x2xf32>
  // CHECK: flow.dispatch.region -> (tensor<2x2xf32>)
  %2 = flow.dispatch.region -> (tensor<2x2xf32>) {
    // CHECK: flow.return %{{.+}} : tensor<2x2xf32>
    flow.return %1 : tensor<2x2xf32>
  }
  return %2 : tensor<2x2xf32>
}

// -----

// Host scalars reach the function as trailing i32 arguments.
// CHECK-LABEL: flow.executable private @scaled
flow.executable private @scaled {
  flow.executable.export public @fn
  builtin.module {
    // CHECK: func.func @fn(%{{.+}}: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %{{.+}}: !flow.dispatch.tensor<writeonly:tensor<4xf32>>, %{{.+}}: i32)
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>, %c: i32) {
      return
    }
  }
}
// CHECK-LABEL: func.func @host_with_constants
func.func @host_with_constants(%a: tensor<4xf32>, %c: i32) -> tensor<4xf32> {
  // CHECK: flow.dispatch @scaled::@fn(%{{.+}}) constants(%{{.+}}) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = flow.dispatch @scaled::@fn(%a) constants(%c) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Reshapes of reshapes fold to one view; identity reshapes disappear.
// CANON-LABEL: func.func @fold_reshapes
// CANON-SAME: (%[[A:.+]]: tensor<4xf32>)
func.func @fold_reshapes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CANON-NEXT: return %[[A]] : tensor<4xf32>
  %0 = flow.tensor.reshape %a : tensor<4xf32> -> tensor<2x2xf32>
  %1 = flow.tensor.reshape %0 : tensor<2x2xf32> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
