// RUN: iree-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{initial value of type 'i64' does not match the global's type 'i32'}}
util.global @g = 1 : i64 : i32

// -----

// expected-error @+1 {{expected `:` and the global's type after an untyped initial value}}
util.global @g = unit

// -----

util.global @g : i32
func.func @load_type() -> i64 {
  // expected-error @+1 {{type 'i64' does not match the type 'i32' of global @g}}
  %0 = util.global.load @g : i64
  return %0 : i64
}

// -----

func.func @missing() -> i32 {
  // expected-error @+1 {{references @nowhere, which is not a util.global}}
  %0 = util.global.load @nowhere : i32
  return %0 : i32
}

// -----

util.global @g : i32
func.func @store_type(%v : f32) {
  // expected-error @+1 {{type 'f32' does not match the type 'i32' of global @g}}
  util.global.store %v, @g : f32
  return
}

// -----

util.global @g : i32
func.func @store_immutable(%v : i32) {
  // expected-error @+1 {{stores to immutable global @g outside a util.initializer}}
  util.global.store %v, @g : i32
  return
}

// -----

// expected-error @+1 {{body must not take arguments}}
util.initializer {
^bb0(%a : i32):
  util.return
}

// -----

// expected-error @+1 {{region #0 ('body') failed to verify constraint: region with at least 1 blocks}}
util.initializer {
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{expects parent op 'util.initializer'}}
  util.return
}

// -----

// expected-error @+1 {{'util.unfoldable_constant' op failed to verify that all of {value, result} have same type}}
%0 = "util.unfoldable_constant"() {value = 1 : i32} : () -> i64
