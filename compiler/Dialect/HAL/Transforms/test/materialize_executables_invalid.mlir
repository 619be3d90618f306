// RUN: iree-opt --split-input-file --verify-diagnostics --iree-hal-materialize-executables=target-backends=vmvx %s

// Code generators other than llvm-cpu are told plainly that they need
// static shapes.
flow.executable private @dynamic {
  flow.executable.export public @fn
  builtin.module {
    // expected-error @+1 {{dynamically shaped dispatches are supported on llvm-cpu only; target 'vmvx' needs static shapes}}
    func.func @fn(%a: !flow.dispatch.tensor<readonly:tensor<?xf32>>, %n32: i32) {
      return
    }
  }
}
