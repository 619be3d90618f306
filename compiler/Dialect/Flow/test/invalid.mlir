// RUN: iree-opt --split-input-file --verify-diagnostics %s

flow.executable private @ex {
  flow.executable.export public @fn
  builtin.module {
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      return
    }
  }
}
func.func @wrong_types(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand, result and constant types do not match the arguments of @ex::@fn}}
  %0 = flow.dispatch @ex::@fn(%a) : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

flow.executable private @ex {
  flow.executable.export public @fn
  builtin.module {
    func.func @fn(%in: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      return
    }
  }
}
func.func @constant_the_function_lacks(%a: tensor<4xf32>, %c: i32) -> tensor<4xf32> {
  // expected-error @+1 {{operand, result and constant types do not match the arguments of @ex::@fn}}
  %0 = flow.dispatch @ex::@fn(%a) constants(%c) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{refers to an unknown executable "missing"}}
  %0 = flow.dispatch @missing::@fn(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

flow.executable private @ex {
  // expected-error @+1 {{exports @nope, which is not a function of the executable}}
  flow.executable.export public @nope
  builtin.module {}
}

// -----

func.func @bad_reshape(%a: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cannot change the number of elements (4 vs 3)}}
  %0 = flow.tensor.reshape %a : tensor<4xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @reshape_without_dims(%a: tensor<?x4xf32>) -> tensor<?x2x2xf32> {
  // expected-error @+1 {{has 0 dimension values for 1 dynamic dimensions}}
  %0 = flow.tensor.reshape %a : tensor<?x4xf32> -> tensor<?x2x2xf32>
  return %0 : tensor<?x2x2xf32>
}

// -----

func.func @load_from_output(%b: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
  // expected-error @+1 {{cannot use a writeonly binding}}
  %0 = flow.dispatch.tensor.load %b : !flow.dispatch.tensor<writeonly:tensor<4xf32>> -> tensor<4xf32>
  return
}
