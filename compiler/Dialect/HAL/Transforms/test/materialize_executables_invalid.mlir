// RUN: iree-opt --split-input-file --verify-diagnostics --iree-hal-materialize-executables=target-backends=vulkan-spirv %s

// Code generators other than llvm-cpu and vmvx are told plainly that they
// need static shapes.
flow.executable private @dynamic {
  flow.executable.export public @fn
  builtin.module {
    // expected-error @+1 {{dynamically shaped dispatches are supported on llvm-cpu and vmvx only; target 'vulkan-spirv' needs static shapes}}
    func.func @fn(%a: !flow.dispatch.tensor<readonly:tensor<?xf32>>, %n32: i32) {
      return
    }
  }
}
