// RUN: iree-opt --split-input-file --verify-diagnostics --iree-vm-conversion %s

// One error per op that still holds tensors.
func.func @tensors(%arg0: i32) -> i32 {
  // expected-error @+1 {{tensor values must be lowered by the hal phase before vm conversion}}
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @+1 {{tensor values must be lowered by the hal phase before vm conversion}}
  %1 = arith.addf %0, %0 : tensor<4xf32>
  return %arg0 : i32
}

// -----

// expected-error @+1 {{tensor values must be lowered by the hal phase before vm conversion}}
func.func @tensor_signature(%arg0: tensor<4xf32>) {
  return
}

// -----

func.func @unsupported_type(%arg0: i32) {
  // expected-error @+1 {{type 'f16' is not supported in host code; supported are i1, i8, i16, i32, i64, index, f32, f64 and !hal.* objects}}
  %0 = arith.constant 1.0 : f16
  return
}

// -----

// Every unsupported op is reported, each at its location.
func.func @unsupported_ops(%a: i8, %b: f32) -> (i8, f32) {
  // expected-error @+1 {{'arith.addi' is not supported in host code; the vm conversion handles func, cf, scf, scalar arith, util, hal and check ops}}
  %0 = arith.addi %a, %a : i8
  // expected-error @+1 {{'math.sqrt' is not supported in host code}}
  %1 = math.sqrt %b : f32
  return %0, %1 : i8, f32
}

// -----

// expected-error @+1 {{external function declarations are not supported in host code}}
func.func private @external(i32) -> i32

// -----

hal.executable private @ex {
  hal.executable.variant @embedded target("llvm-cpu") {
    hal.executable.export @dispatch ordinal(0) bindings(2)
  }
}
func.func @not_serialized(%device: !hal.device) -> !hal.executable {
  // expected-error @+1 {{executable @ex was not serialized}}
  %exe = hal.executable.create device(%device) executable(@ex) : !hal.executable
  return %exe : !hal.executable
}

// -----

func.func @bad_data(%allocator: !hal.allocator) -> !hal.buffer {
  // expected-error @+1 {{data of type 'tensor<2xindex>' has no byte layout; integer and float elements are supported}}
  %0 = hal.allocator.allocate.initialized %allocator type(6) usage(4) data(dense<[1, 2]> : tensor<2xindex>) : !hal.buffer
  return %0 : !hal.buffer
}
