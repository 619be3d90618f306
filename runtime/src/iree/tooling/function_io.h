// Function inputs and outputs for the tools: --input texts become the
// argument list of a call; results are printed, written to files or compared
// with --expected_output texts.
//
// Input forms, chosen by the argument's kind in the function's signature:
//   i/I/f/F  `5`, `2.5`, or typed `i32=5`, `i64=7`, `f32=2.5`, `f64=1.0`
//            (the type must be the signature's)
//   r        a tensor text form (tensor.h: `2x3xf32=1 2 3 4 5 6`,
//            `2x2xi32=[[1 2][3 4]]`, `4xf32=0`, `f32=2.5`, `2x2xf32=@x.bin`)
//            or `@file.npy`; it becomes a buffer view on the device.
//            Repeating the same `@file.npy` reads the file's next array.
// Output forms (one --output per result, in order):
//   -              print to stdout as the tool does by default
//   (empty)        ignore the result
//   @file.npy      write a .npy file (+file.npy appends another array)
//   @file.bin      write the raw bytes (+file.bin appends)
#ifndef IREE_TOOLING_FUNCTION_IO_H_
#define IREE_TOOLING_FUNCTION_IO_H_

#include <stdio.h>

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/tooling/tensor.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Parses |input_count| |inputs| as the arguments of @|function_name| with
// calling convention |signature|, appending them to |out_list| (a variant
// list). Buffer views are allocated from |device_allocator|. A wrong count,
// kind or value is INVALID_ARGUMENT naming the input and the signature.
iree_status_t iree_tooling_parse_inputs(iree_string_view_t function_name,
                                        iree_string_view_t signature,
                                        iree_host_size_t input_count,
                                        const iree_string_view_t* inputs,
                                        iree_hal_allocator_t* device_allocator,
                                        iree_allocator_t host_allocator,
                                        iree_vm_list_t* out_list);

// Prints `result[i]: i32=7`, or `result[i]: hal.buffer_view` and the tensor
// on the next line, for every element of |outputs|. Tensors with more than
// |max_element_count| elements are cut short.
iree_status_t iree_tooling_print_outputs(iree_vm_list_t* outputs,
                                         iree_host_size_t max_element_count,
                                         iree_allocator_t host_allocator,
                                         FILE* file);

// Handles one --output |spec| per result (the counts must match).
iree_status_t iree_tooling_write_outputs(iree_vm_list_t* outputs,
                                         iree_host_size_t spec_count,
                                         const iree_string_view_t* specs,
                                         iree_host_size_t max_element_count,
                                         iree_allocator_t host_allocator,
                                         FILE* stdout_file);

// Compares every result with its --expected_output |spec| (the counts must
// match; specs take the input forms, typed by the actual result). Prints one
// `[FAILED] result[i]: ...` line (plus the expected and actual values) per
// mismatch to |file|, or `[SUCCESS] ...` when all match, and sets
// |*out_all_match|. Unparseable specs are errors.
iree_status_t iree_tooling_compare_outputs(
    iree_vm_list_t* outputs, iree_host_size_t spec_count,
    const iree_string_view_t* specs,
    const iree_tooling_compare_thresholds_t* thresholds,
    iree_host_size_t max_element_count, iree_allocator_t host_allocator,
    FILE* file, bool* out_all_match);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_FUNCTION_IO_H_
