// Globals with initial values and initializers, rodata, buffers and lists.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=globals --input=5 | FileCheck %s --check-prefix=GLOBALS
// RUN: iree-run-module --module=%t.vmfb --function=rodata_sum | FileCheck %s --check-prefix=RODATA
// RUN: iree-run-module --module=%t.vmfb --function=buffers --input=16 | FileCheck %s --check-prefix=BUFFERS
// RUN: iree-run-module --module=%t.vmfb --function=lists --input=3 | FileCheck %s --check-prefix=LISTS

vm.module @memory {
  vm.global.i32 mutable @counter = 40 : i32
  vm.global.i64 mutable @wide = 5000000000 : i64
  vm.global.f32 mutable @scale : f32
  vm.global.ref mutable @cached : !vm.buffer

  // Runs once when the module is loaded.
  vm.initializer {
    %half = vm.const.f32 0.5
    vm.global.store.f32 %half, @scale : f32
    %len = vm.const.i64 8
    %buffer = vm.buffer.alloc %len : !vm.buffer
    vm.global.store.ref %buffer, @cached : !vm.buffer
    vm.return
  }

  vm.func @globals(%delta: i32) -> (i32, i64, f32, i64) {
    %old = vm.global.load.i32 @counter : i32
    %new = vm.add.i32 %old, %delta : i32
    vm.global.store.i32 %new, @counter : i32
    %reloaded = vm.global.load.i32 @counter : i32
    %wide = vm.global.load.i64 @wide : i64
    %scale = vm.global.load.f32 @scale : f32
    %buffer = vm.global.load.ref @cached : !vm.buffer
    %length = vm.buffer.length %buffer : !vm.buffer -> i64
    vm.return %reloaded, %wide, %scale, %length : i32, i64, f32, i64
  }
  vm.export @globals

  vm.rodata private @table dense<[1, 2, 3, 4, 100]> : tensor<5xi32>

  // Sums the i32 elements of a rodata segment through a read-only buffer.
  vm.func @rodata_sum() -> (i32, i64) {
    %table = vm.const.ref.rodata @table : !vm.buffer
    %length = vm.buffer.length %table : !vm.buffer -> i64
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %four = vm.const.i64 4
    %count = vm.div.i64.u %length, %four : i64
    %sum0 = vm.const.i32.zero
    vm.br ^loop(%zero, %sum0 : i64, i32)
  ^loop(%i: i64, %sum: i32):
    %more = vm.cmp.lt.i64.u %i, %count : i64
    vm.cond_br %more, ^body, ^exit
  ^body:
    %value = vm.buffer.load.i32 %table[%i] : !vm.buffer -> i32
    %next_sum = vm.add.i32 %sum, %value : i32
    %next_i = vm.add.i64 %i, %one : i64
    vm.br ^loop(%next_i, %next_sum : i64, i32)
  ^exit:
    vm.return %sum, %length : i32, i64
  }
  vm.export @rodata_sum

  vm.func @buffers(%size: i64) -> (i64, i32, i32, i32, i32, i64, i32, f32) {
    %buffer = vm.buffer.alloc %size : !vm.buffer
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %four = vm.const.i64 4
    %byte = vm.const.i32 255
    vm.buffer.fill.i8 %buffer, %zero, %size, %byte : i32 -> !vm.buffer
    %s8 = vm.buffer.load.i8.s %buffer[%zero] : !vm.buffer -> i32
    %u8 = vm.buffer.load.i8.u %buffer[%zero] : !vm.buffer -> i32
    %value = vm.const.i32 -2
    vm.buffer.store.i16 %value, %buffer[%one] : i32 -> !vm.buffer
    %u16 = vm.buffer.load.i16.u %buffer[%one] : !vm.buffer -> i32
    %s16 = vm.buffer.load.i16.s %buffer[%one] : !vm.buffer -> i32
    %big = vm.const.i64 -7
    vm.buffer.store.i64 %big, %buffer[%one] : i64 -> !vm.buffer
    %copy = vm.buffer.clone %buffer, %zero, %size : !vm.buffer -> !vm.buffer
    %loaded = vm.buffer.load.i64 %copy[%one] : !vm.buffer -> i64
    %same = vm.buffer.compare %buffer, %zero, %copy, %zero, %size : !vm.buffer, !vm.buffer
    %pi = vm.const.f32 3.25
    vm.buffer.store.f32 %pi, %copy[%two] : f32 -> !vm.buffer
    %pi2 = vm.buffer.load.f32 %copy[%two] : !vm.buffer -> f32
    vm.buffer.copy %copy, %zero, %buffer, %zero, %four : !vm.buffer -> !vm.buffer
    %length = vm.buffer.length %copy : !vm.buffer -> i64
    vm.return %length, %s8, %u8, %u16, %s16, %loaded, %same, %pi2 : i64, i32, i32, i32, i32, i64, i32, f32
  }
  vm.export @buffers

  vm.func @lists(%n: i32) -> (i32, i32, i64, i32) {
    %list = vm.list.alloc %n : (i32) -> !vm.list<i32>
    vm.list.resize %list, %n : (!vm.list<i32>, i32)
    %zero = vm.const.i32.zero
    %one = vm.const.i32 1
    %two = vm.const.i32 2
    %seven = vm.const.i32 7
    vm.list.set.i32 %list, %two, %seven : (!vm.list<i32>, i32, i32)
    %got = vm.list.get.i32 %list, %two : (!vm.list<i32>, i32) -> i32
    %size = vm.list.size %list : (!vm.list<i32>) -> i32
    %wide_list = vm.list.alloc %one : (i32) -> !vm.list<i64>
    vm.list.resize %wide_list, %one : (!vm.list<i64>, i32)
    %big = vm.const.i64 -5000000000
    vm.list.set.i64 %wide_list, %zero, %big : (!vm.list<i64>, i32, i64)
    %big2 = vm.list.get.i64 %wide_list, %zero : (!vm.list<i64>, i32) -> i64
    %refs = vm.list.alloc %one : (i32) -> !vm.list<!vm.buffer>
    vm.list.resize %refs, %one : (!vm.list<!vm.buffer>, i32)
    %len = vm.const.i64 3
    %buffer = vm.buffer.alloc %len : !vm.buffer
    vm.list.set.ref %refs, %zero, %buffer : (!vm.list<!vm.buffer>, i32, !vm.buffer)
    %back = vm.list.get.ref %refs, %zero : (!vm.list<!vm.buffer>, i32) -> !vm.buffer
    %same = vm.cmp.eq.ref %buffer, %back : !vm.buffer
    vm.return %got, %size, %big2, %same : i32, i32, i64, i32
  }
  vm.export @lists
}

// GLOBALS: result[0]: i32=45
// GLOBALS-NEXT: result[1]: i64=5000000000
// GLOBALS-NEXT: result[2]: f32=0.5
// GLOBALS-NEXT: result[3]: i64=8

// RODATA: result[0]: i32=110
// RODATA-NEXT: result[1]: i64=20

// Offsets count elements of the access width: i64 element 1 is bytes 8..15.
// BUFFERS: result[0]: i64=16
// BUFFERS-NEXT: result[1]: i32=-1
// BUFFERS-NEXT: result[2]: i32=255
// BUFFERS-NEXT: result[3]: i32=65534
// BUFFERS-NEXT: result[4]: i32=-2
// BUFFERS-NEXT: result[5]: i64=-7
// BUFFERS-NEXT: result[6]: i32=1
// BUFFERS-NEXT: result[7]: f32=3.25

// LISTS: result[0]: i32=7
// LISTS-NEXT: result[1]: i32=3
// LISTS-NEXT: result[2]: i64=-5000000000
// LISTS-NEXT: result[3]: i32=1
