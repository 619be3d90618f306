// CPU building blocks for drivers: the kernel ABI, executable loaders and
// the common local device driven by a parallel-for hook.
#ifndef IREE_HAL_LOCAL_API_H_
#define IREE_HAL_LOCAL_API_H_

#include "iree/hal/local/executable_library.h"     // IWYU pragma: export
#include "iree/hal/local/executable_loader.h"      // IWYU pragma: export
#include "iree/hal/local/local_device.h"           // IWYU pragma: export
#include "iree/hal/local/system_library_loader.h"  // IWYU pragma: export

#endif  // IREE_HAL_LOCAL_API_H_
