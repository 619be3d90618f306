// A native module named "native" used by the VM tests to exercise the call
// ABI in both directions:
//   add_1(i32) -> i32            sum(i32, i64) -> i64 (unaligned packing)
//   make_buffer(i32) -> !vm.buffer (bytes filled with the index)
//   buffer_length(!vm.buffer) -> i32 (borrows its argument)
//   consume(!vm.buffer) -> ()    (moves its argument out of the span)
//   fail(i32) -> ()              (returns the status code in its argument)
//   call_count() -> i32          (calls made with this context's state)
//   sum_i32s(i32, i32...) -> i32 (variadic "0iCiD_i": base + all values)
//   weighted_lengths((!vm.buffer, i64)...) -> i64
//                                (variadic "0CrID_I": sum of length * weight)
#ifndef IREE_VM_TESTING_NATIVE_TEST_MODULE_H_
#define IREE_VM_TESTING_NATIVE_TEST_MODULE_H_

#include "iree/vm/api.h"

namespace iree::vm::testing {

iree_status_t CreateNativeTestModule(iree_allocator_t allocator,
                                     iree_vm_module_t** out_module);

}  // namespace iree::vm::testing

#endif  // IREE_VM_TESTING_NATIVE_TEST_MODULE_H_
