// Shared code for the command-line tools: flags, tensors in text and NumPy
// form, function inputs and outputs, and the runtime setup the tools share.
#ifndef IREE_TOOLING_API_H_
#define IREE_TOOLING_API_H_

#include "iree/tooling/context_util.h"  // IWYU pragma: export
#include "iree/tooling/flags.h"         // IWYU pragma: export
#include "iree/tooling/function_io.h"   // IWYU pragma: export
#include "iree/tooling/numpy.h"         // IWYU pragma: export
#include "iree/tooling/tensor.h"        // IWYU pragma: export

#endif  // IREE_TOOLING_API_H_
