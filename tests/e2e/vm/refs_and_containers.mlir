// Ref ops, every buffer fill width, list reserve and float list elements.
// RUN: iree-compile %s -o %t.vmfb
// RUN: iree-run-module --module=%t.vmfb --function=refs --input=1 | FileCheck %s --check-prefix=REFS
// RUN: iree-run-module --module=%t.vmfb --function=fills | FileCheck %s --check-prefix=FILLS
// RUN: iree-run-module --module=%t.vmfb --function=float_lists --input=1.5 --input=-0.25 | FileCheck %s --check-prefix=LISTS
// RUN: not iree-run-module --module=%t.vmfb --function=fail --input=5 2>&1 | FileCheck %s --check-prefix=FAIL

vm.module @refs_and_containers {
  vm.func @refs(%pick_first: i32) -> (i32, i32, i32, i32, i32, i64) {
    %null = vm.const.ref.zero : !vm.buffer
    %len = vm.const.i64 4
    %a = vm.buffer.alloc %len : !vm.buffer
    %len2 = vm.const.i64 8
    %b = vm.buffer.alloc %len2 : !vm.buffer
    %null_nz = vm.cmp.nz.ref %null : !vm.buffer
    %a_nz = vm.cmp.nz.ref %a : !vm.buffer
    %ne = vm.cmp.ne.ref %a, %b : !vm.buffer
    %eq_self = vm.cmp.eq.ref %a, %a : !vm.buffer
    %picked = vm.select.ref %pick_first, %a, %b : !vm.buffer
    %picked_is_a = vm.cmp.eq.ref %picked, %a : !vm.buffer
    %picked_len = vm.buffer.length %picked : !vm.buffer -> i64
    vm.return %null_nz, %a_nz, %ne, %eq_self, %picked_is_a, %picked_len : i32, i32, i32, i32, i32, i64
  }
  vm.export @refs

  // Fills count elements of the fill width; each load reads element 1.
  vm.func @fills() -> (i32, i32, i32, i64, f32, f64) {
    %len = vm.const.i64 16
    %buffer = vm.buffer.alloc %len : !vm.buffer
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %four = vm.const.i64 4
    %eight = vm.const.i64 8
    %byte = vm.const.i32 7
    vm.buffer.fill.i8 %buffer, %zero, %len, %byte : i32 -> !vm.buffer
    %r8 = vm.buffer.load.i8.u %buffer[%one] : !vm.buffer -> i32
    %half = vm.const.i32 -300
    vm.buffer.fill.i16 %buffer, %zero, %eight, %half : i32 -> !vm.buffer
    %r16 = vm.buffer.load.i16.s %buffer[%one] : !vm.buffer -> i32
    %word = vm.const.i32 123456
    vm.buffer.fill.i32 %buffer, %zero, %four, %word : i32 -> !vm.buffer
    %r32 = vm.buffer.load.i32 %buffer[%one] : !vm.buffer -> i32
    %wide = vm.const.i64 -9000000000
    vm.buffer.fill.i64 %buffer, %zero, %two, %wide : i64 -> !vm.buffer
    %r64 = vm.buffer.load.i64 %buffer[%one] : !vm.buffer -> i64
    %f = vm.const.f32 0.75
    vm.buffer.fill.f32 %buffer, %zero, %four, %f : f32 -> !vm.buffer
    %rf = vm.buffer.load.f32 %buffer[%one] : !vm.buffer -> f32
    %d = vm.const.f64 -1.125
    vm.buffer.fill.f64 %buffer, %zero, %two, %d : f64 -> !vm.buffer
    %rd = vm.buffer.load.f64 %buffer[%one] : !vm.buffer -> f64
    vm.return %r8, %r16, %r32, %r64, %rf, %rd : i32, i32, i32, i64, f32, f64
  }
  vm.export @fills

  vm.func @float_lists(%x: f32, %y: f32) -> (f32, f64, i32) {
    %zero = vm.const.i32.zero
    %two = vm.const.i32 2
    %list = vm.list.alloc %zero : (i32) -> !vm.list<f32>
    vm.list.reserve %list, %two : (!vm.list<f32>, i32)
    vm.list.resize %list, %two : (!vm.list<f32>, i32)
    %one = vm.const.i32 1
    vm.list.set.f32 %list, %one, %x : (!vm.list<f32>, i32, f32)
    %got = vm.list.get.f32 %list, %one : (!vm.list<f32>, i32) -> f32
    %wide_list = vm.list.alloc %one : (i32) -> !vm.list<f64>
    vm.list.resize %wide_list, %one : (!vm.list<f64>, i32)
    %wide = vm.ext.f32.f64 %y : f32 -> f64
    vm.list.set.f64 %wide_list, %zero, %wide : (!vm.list<f64>, i32, f64)
    %got_wide = vm.list.get.f64 %wide_list, %zero : (!vm.list<f64>, i32) -> f64
    %size = vm.list.size %list : (!vm.list<f32>) -> i32
    vm.return %got, %got_wide, %size : f32, f64, i32
  }
  vm.export @float_lists

  vm.func @fail(%code: i32) -> i32 {
    vm.fail %code, "unconditional failure"
  }
  vm.export @fail
}

// REFS: result[0]: i32=0
// REFS-NEXT: result[1]: i32=1
// REFS-NEXT: result[2]: i32=1
// REFS-NEXT: result[3]: i32=1
// REFS-NEXT: result[4]: i32=1
// REFS-NEXT: result[5]: i64=4

// FILLS: result[0]: i32=7
// FILLS-NEXT: result[1]: i32=-300
// FILLS-NEXT: result[2]: i32=123456
// FILLS-NEXT: result[3]: i64=-9000000000
// FILLS-NEXT: result[4]: f32=0.75
// FILLS-NEXT: result[5]: f64=-1.125

// LISTS: result[0]: f32=1.5
// LISTS-NEXT: result[1]: f64=-0.25
// LISTS-NEXT: result[2]: i32=2

// vm.fail returns the status code from its operand: 5 is NOT_FOUND.
// FAIL: iree-run-module: error: NOT_FOUND{{.*}}unconditional failure{{.*}}@refs_and_containers.fail
