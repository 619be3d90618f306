// RUN: iree-opt --split-input-file --verify-diagnostics --iree-hal-host-lowering %s

func.func @host_math(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.addf' on tensors cannot run on the host}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dynamic_host_read(%a: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{the host cannot read elements of a dynamically shaped tensor yet}}
  %e = tensor.extract %a[%c0] : tensor<?xf32>
  return %e : f32
}

// -----

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @step ordinal(0) bindings(2) constants(1) workgroups([1, 1, 1])
  }
}
func.func @missing_constant(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{dispatch passes 0 constants; @ex::@step takes 1}}
  %0 = flow.dispatch @ex::@step(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
