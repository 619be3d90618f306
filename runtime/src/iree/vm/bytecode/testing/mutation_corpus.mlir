// The valid module the hostile-input test mutates: compiled by iree-compile at
// build time, it exercises most operand kinds (globals, rodata, buffers,
// lists, branches with block arguments, a branch table, internal calls, i64
// pairs, refs and failures) and reflection attributes. Exports take no
// arguments and read mutable globals, so nothing folds away at compile time.
vm.module @corpus {
  vm.global.i32 mutable @count = 12 : i32
  vm.global.i64 mutable @wide = 5000000000 : i64
  vm.global.f32 mutable @scale = 0.5 : f32
  vm.global.ref mutable @scratch : !vm.buffer
  vm.rodata private @table dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>

  vm.initializer {
    %len = vm.const.i64 64
    %buffer = vm.buffer.alloc %len : !vm.buffer
    vm.global.store.ref %buffer, @scratch : !vm.buffer
    vm.return
  }

  vm.func private @step(%x: i32, %y: i64) -> (i32, i64) {
    %one = vm.const.i32 1
    %sum = vm.add.i32 %x, %one : i32
    %wide = vm.ext.i32.i64.s %sum : i32 -> i64
    %mixed = vm.xor.i64 %y, %wide : i64
    vm.return %sum, %mixed : i32, i64
  }

  vm.func @loop() -> (i32, i64)
      attributes {iree.reflection = {note = "mutated like the rest"}} {
    %n = vm.global.load.i32 @count : i32
    %start = vm.global.load.i64 @wide : i64
    %zero = vm.const.i32.zero
    vm.br ^header(%zero, %start : i32, i64)
  ^header(%i: i32, %acc: i64):
    %more = vm.cmp.lt.i32.s %i, %n : i32
    vm.cond_br %more, ^body, ^exit
  ^body:
    %next, %mixed = vm.call @step(%i, %acc) : (i32, i64) -> (i32, i64)
    vm.br ^header(%next, %mixed : i32, i64)
  ^exit:
    vm.return %i, %acc : i32, i64
  }
  vm.export @loop

  vm.func @memory() -> (i32, f32, i32) {
    %table = vm.const.ref.rodata @table : !vm.buffer
    %scratch = vm.global.load.ref @scratch : !vm.buffer
    %zero = vm.const.i64.zero
    %bytes = vm.buffer.length %table : !vm.buffer -> i64
    vm.buffer.copy %table, %zero, %scratch, %zero, %bytes : !vm.buffer -> !vm.buffer
    %three = vm.const.i64 3
    %value = vm.buffer.load.i32 %scratch[%three] : !vm.buffer -> i32
    %scale = vm.global.load.f32 @scale : f32
    %as_float = vm.cast.si32.f32 %value : i32 -> f32
    %scaled = vm.mul.f32 %as_float, %scale : f32
    vm.buffer.store.f32 %scaled, %scratch[%three] : f32 -> !vm.buffer
    %list = vm.list.alloc %value : (i32) -> !vm.list<!vm.buffer>
    %one = vm.const.i32 1
    vm.list.resize %list, %one : (!vm.list<!vm.buffer>, i32)
    %index = vm.const.i32.zero
    vm.list.set.ref %list, %index, %scratch : (!vm.list<!vm.buffer>, i32, !vm.buffer)
    %back = vm.list.get.ref %list, %index : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
    %same = vm.cmp.eq.ref %back, %scratch : !vm.buffer
    vm.return %value, %scaled, %same : i32, f32, i32
  }
  vm.export @memory

  vm.func @branches() -> i32 {
    %n = vm.global.load.i32 @count : i32
    %four = vm.const.i32 4
    %index = vm.rem.i32.u %n, %four : i32
    vm.br_table %index {
      default: ^done(%n : i32),
      0: ^fail,
      1: ^done(%four : i32)
    }
  ^fail:
    %code = vm.const.i32 9
    vm.fail %code, "index was zero"
  ^done(%result: i32):
    vm.return %result : i32
  }
  vm.export @branches
}
