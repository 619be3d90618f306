// NumPy .npy files (format versions 1.0, 2.0 and 3.0) for tool inputs and
// outputs. A file may hold several arrays back to back, as
// `--output=+file.npy` appends them and numpy.load reads them in sequence
// from one open file.
//
// Supported dtypes, little-endian only: <f2 <f4 <f8, <i1 <i2 <i4 <i8 (read as
// signless integers), <u1 <u2 <u4 <u8, |b1 (i1). C order only.
#ifndef IREE_TOOLING_NUMPY_H_
#define IREE_TOOLING_NUMPY_H_

#include <stdio.h>

#include "iree/base/api.h"
#include "iree/tooling/tensor.h"

#ifdef __cplusplus
extern "C" {
#endif

// Reads the array starting at the current position of |file| and leaves the
// file after it. OUT_OF_RANGE when the file has no more arrays; DATA_LOSS or
// INVALID_ARGUMENT, saying what is wrong, for a malformed or unsupported
// array.
iree_status_t iree_tooling_npy_read(FILE* file, iree_allocator_t allocator,
                                    iree_tooling_tensor_t* out_tensor);

// Writes |tensor| as one array at the current position of |file|.
// UNIMPLEMENTED for element types NumPy has no dtype for (bf16).
iree_status_t iree_tooling_npy_write(FILE* file,
                                     const iree_tooling_tensor_t* tensor);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_NUMPY_H_
