// The "check" native VM module: the runtime half of the e2e test format.
// Compiled test functions import check.expect_* and a failed expectation
// returns a FAILED_PRECONDITION status naming the check (and for buffer
// views the shape/type mismatch or the first mismatching element), so the
// caller (iree-check-module) reports the test as failed and runs the next.
//
// Functions and calling conventions (docs/runtime.md, "Check module"):
//   check.expect_true(i32)                         0i_v
//   check.expect_false(i32)                        0i_v
//   check.expect_eq_i32(i32 lhs, i32 rhs)          0ii_v
//   check.expect_eq(!hal.buffer_view lhs, rhs)     0rr_v
//   check.expect_almost_eq(!hal.buffer_view lhs, rhs)  0rr_v
// For buffer views |lhs| is the actual value and |rhs| the expected one.
#ifndef IREE_MODULES_CHECK_API_H_
#define IREE_MODULES_CHECK_API_H_

#include "iree/base/api.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Absolute and relative tolerance of check.expect_almost_eq: elements pass
// when |actual - expected| <= atol + rtol * |expected|.
#define IREE_CHECK_MODULE_DEFAULT_ATOL 1e-4
#define IREE_CHECK_MODULE_DEFAULT_RTOL 1e-4

// Creates the "check" module. Registers the HAL ref types with |instance| so
// it can be created before or without the hal module. Buffer views passed to
// it must be host-mappable (CPU devices).
iree_status_t iree_check_module_create(iree_vm_instance_t* instance,
                                       iree_allocator_t host_allocator,
                                       iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_CHECK_API_H_
