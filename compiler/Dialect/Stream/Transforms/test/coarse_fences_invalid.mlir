// RUN: iree-opt --split-input-file --iree-stream-coarse-fences --verify-diagnostics %s

// The asynchronous form's name is taken: the pass says so rather than
// renaming either function.
// expected-error @+1 {{cannot add the asynchronous form 'f$async': the module already has a symbol of that name}}
func.func @f() {
  return
}
func.func private @f$async()

// -----

// expected-error @+1 {{an exported function must be one block to get an asynchronous form}}
func.func @branches(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}
