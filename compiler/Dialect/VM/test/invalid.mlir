// RUN: iree-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect %s

vm.module @m {
  // expected-error @+1 {{requires a body; declare external functions with vm.import}}
  vm.func private @no_body(i32) -> i32
}

// -----

vm.module @m {
  // expected-error @+1 {{signature type 'index' is not one of i32, i64, f32, f64 or a ref type}}
  vm.func @bad_arg(%a: index) {
    vm.return
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{name "nodot" is not of the form `module.function`}}
  vm.import @nodot(i32) -> i32
}

// -----

vm.module @m {
  vm.import @other.f(i32) -> i32
  // expected-error @+1 {{references @other.f, which is not a vm.func of this module}}
  vm.export @other.f
}

// -----

vm.module @m {
  vm.func @f() {
    vm.return
  }
  vm.export @f
  // expected-error @+1 {{duplicate export name "f"}}
  vm.export @f as("f")
}

// -----

vm.module @m {
  vm.func @f(%a: i32) -> i32 {
    vm.return %a : i32
  }
  vm.func @caller(%a: i64) -> i32 {
    // expected-error @+1 {{call type '(i64) -> i32' does not match the signature '(i32) -> i32' of callee @f}}
    %0 = vm.call @f(%a) : (i64) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.global.i32 @g : i32
  vm.func @caller() {
    // expected-error @+1 {{callee @g is not a vm.func or vm.import}}
    vm.call @g() : () -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f() -> i32 {
    %0 = vm.const.i64 1
    // expected-error @+1 {{returns ('i64') but the enclosing op returns ('i32')}}
    vm.return %0 : i64
  }
}

// -----

vm.module @m {
  vm.initializer {
    %0 = vm.const.i32 1
    // expected-error @+1 {{returns ('i32') but the enclosing op returns ()}}
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.global.i32 mutable @g : i32
  vm.func @f() -> i64 {
    // expected-error @+1 {{references @g, which is not a 'vm.global.i64'}}
    %0 = vm.global.load.i64 @g : i64
    vm.return %0 : i64
  }
}

// -----

vm.module @m {
  vm.global.f32 mutable @g : f32
  vm.func @f() -> i32 {
    // expected-error @+1 {{references @g, which is not a 'vm.global.i32'}}
    %0 = vm.global.load.i32 @g : i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.global.ref mutable @g : !vm.buffer
  vm.func @f() -> !vm.list<i32> {
    // expected-error @+1 {{value type '!vm.list<i32>' does not match the type '!vm.buffer' of global @g}}
    %0 = vm.global.load.ref @g : !vm.list<i32>
    vm.return %0 : !vm.list<i32>
  }
}

// -----

vm.module @m {
  vm.global.i32 @g : i32
  vm.func @f(%v: i32) {
    // expected-error @+1 {{stores to immutable global @g; mark it `mutable` or store from a vm.initializer}}
    vm.global.store.i32 %v, @g : i32
    vm.return
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{'vm.global.i32' op attribute 'type' failed to satisfy constraint: type attribute of 32-bit signless integer}}
  vm.global.i32 @g : i64
}

// -----

vm.module @m {
  vm.global.i32 @g : i32
  vm.func @f() -> !vm.buffer {
    // expected-error @+1 {{references @g, which is not a vm.rodata}}
    %0 = vm.const.ref.rodata @g : !vm.buffer
    vm.return %0 : !vm.buffer
  }
}

// -----

vm.module @m {
  // expected-error @+1 {{alignment 3 is not a power of two}}
  vm.rodata @r {alignment = 3 : i64} "abc"
}

// -----

vm.module @m {
  vm.func @f(%a: i64, %b: i64) -> i64 {
    // expected-error @+1 {{'vm.add.i32' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "vm.add.i32"(%a, %b) : (i64, i64) -> i64
    vm.return %0 : i64
  }
}

// -----

vm.module @m {
  vm.func @f(%b: !vm.buffer, %i: i32) -> i32 {
    // expected-error @+1 {{'vm.buffer.load.i32' op operand #1 must be 64-bit signless integer, but got 'i32'}}
    %0 = "vm.buffer.load.i32"(%b, %i) : (!vm.buffer, i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.func @f(%c: i32) {
    // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
    vm.br ^bb1
  ^bb1(%x: i32):
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%c: i32, %x: i64) {
    // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
    vm.cond_br %c, ^bb1, ^bb2(%x : i64)
  ^bb1:
    vm.return
  ^bb2(%y: i32):
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%i: i32) {
    vm.br_table %i {
      default: ^bb1,
      0: ^bb1,
      // expected-error @+1 {{expected case 1: cases are listed in order from 0}}
      2: ^bb1
    }
  ^bb1:
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%l: !vm.list<i32>, %i: i32) -> i64 {
    // expected-error @+1 {{cannot access a 'i64' element of '!vm.list<i32>'}}
    %0 = vm.list.get.i64 %l, %i : (!vm.list<i32>, i32) -> i64
    vm.return %0 : i64
  }
}

// -----

vm.module @m {
  vm.func @f(%l: !vm.list<!vm.buffer>, %i: i32, %v: !vm.list<i32>) {
    // expected-error @+1 {{cannot access a '!vm.list<i32>' element of '!vm.list<!vm.buffer>'}}
    vm.list.set.ref %l, %i, %v : (!vm.list<!vm.buffer>, i32, !vm.list<i32>)
    vm.return
  }
}

// -----

vm.module @m {
  vm.func @f(%n: i32) {
    // expected-error @+1 {{!vm.list element type must be i32, i64, f32, f64, a ref type or ?, got 'i8'}}
    %0 = vm.list.alloc %n : (i32) -> !vm.list<i8>
    vm.return
  }
}

// -----

// expected-error @+1 {{!vm.ref cannot wrap '!vm.buffer', which is a ref type itself}}
func.func private @f(!vm.ref<!vm.buffer>)

// -----

// expected-error @+1 {{!vm.ref must wrap an object type of another dialect or ?, got 'i32'}}
func.func private @f(!vm.ref<i32>)

// -----

// expected-error @+1 {{'vm.func' op expects parent op 'vm.module'}}
vm.func @outside() {
  vm.return
}

// -----

vm.module @m {
  // expected-error @+1 {{argument 0 is a tuple but not variadic (`...`)}}
  vm.import @other.f(tuple<i32, i64>)
}

// -----

vm.module @m {
  // expected-error @+1 {{variadic argument 0 is an empty tuple}}
  vm.import @other.f(tuple<> ...)
}

// -----

vm.module @m {
  // expected-error @+1 {{signature type 'index' is not one of i32, i64, f32, f64 or a ref type}}
  vm.import @other.f(tuple<i32, index> ...)
}

// -----

vm.module @m {
  // expected-error @+1 {{has 1 variadic_arguments flags for 2 arguments}}
  "vm.import"() <{sym_name = "other.f", function_type = (i32, i32) -> (), variadic_arguments = array<i1: true>}> : () -> ()
}

// -----

vm.module @m {
  vm.import @other.sum(i32, i32 ...) -> i32
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{callee @other.sum has variadic arguments; call it with vm.call.variadic}}
    %0 = vm.call @other.sum(%a, %a) : (i32, i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.import @other.one(i32) -> i32
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{callee @other.one has no variadic arguments; call it with vm.call}}
    %0 = vm.call.variadic @other.one(%a) {segment_sizes = array<i16: -1>} : (i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.func @f(%a: i32) -> i32 {
    vm.return %a : i32
  }
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{callee @f is not a vm.import}}
    %0 = vm.call.variadic @f(%a) {segment_sizes = array<i16: -1>} : (i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.import @other.sum(i32, i32 ...) -> i32
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{has 1 segment sizes but callee @other.sum has 2 arguments}}
    %0 = vm.call.variadic @other.sum(%a) {segment_sizes = array<i16: 1>} : (i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.import @other.sum(i32, i32 ...) -> i32
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{segment 0 is 1 but argument 0 of the callee is not variadic (expected -1)}}
    %0 = vm.call.variadic @other.sum(%a, %a) {segment_sizes = array<i16: 1, 1>} : (i32, i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.import @other.sum(i32, i32 ...) -> i32
  vm.func @caller(%a: i32) -> i32 {
    // expected-error @+1 {{segment 1 is -1 but argument 1 of the callee is variadic (expected a count >= 0)}}
    %0 = vm.call.variadic @other.sum(%a, %a) {segment_sizes = array<i16: -1, -1>} : (i32, i32) -> i32
    vm.return %0 : i32
  }
}

// -----

vm.module @m {
  vm.import @other.bind(tuple<!vm.buffer, i64> ...)
  vm.func @caller(%b: !vm.buffer, %o: i64) {
    // expected-error @+1 {{operand types ('!vm.buffer', 'i64', 'i64') do not match ('!vm.buffer', 'i64', '!vm.buffer', 'i64'), the arguments of callee @other.bind expanded by segment_sizes}}
    vm.call.variadic @other.bind(%b, %o, %o) {segment_sizes = array<i16: 2>} : (!vm.buffer, i64, i64) -> ()
    vm.return
  }
}

// -----

vm.module @m {
  vm.import @other.sum(i32, i32 ...) -> i32
  vm.func @caller(%a: i32) -> i64 {
    // expected-error @+1 {{result types ('i64') do not match the results ('i32') of callee @other.sum}}
    %0 = vm.call.variadic @other.sum(%a) {segment_sizes = array<i16: -1, 0>} : (i32) -> i64
    vm.return %0 : i64
  }
}
