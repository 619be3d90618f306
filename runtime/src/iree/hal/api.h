// The hardware abstraction layer: a compute-only, Vulkan-like C API over
// devices (CPU drivers local-sync/local-task, later Vulkan). See
// docs/runtime.md for the object model and execution model.
#ifndef IREE_HAL_API_H_
#define IREE_HAL_API_H_

#include "iree/base/api.h"              // IWYU pragma: export
#include "iree/hal/allocator.h"         // IWYU pragma: export
#include "iree/hal/buffer.h"            // IWYU pragma: export
#include "iree/hal/buffer_view.h"       // IWYU pragma: export
#include "iree/hal/command_buffer.h"    // IWYU pragma: export
#include "iree/hal/device.h"            // IWYU pragma: export
#include "iree/hal/driver.h"            // IWYU pragma: export
#include "iree/hal/executable.h"        // IWYU pragma: export
#include "iree/hal/executable_cache.h"  // IWYU pragma: export
#include "iree/hal/resource.h"          // IWYU pragma: export
#include "iree/hal/resource_set.h"      // IWYU pragma: export
#include "iree/hal/semaphore.h"         // IWYU pragma: export
#include "iree/hal/string_util.h"       // IWYU pragma: export
#include "iree/hal/timeout.h"           // IWYU pragma: export
#include "iree/hal/transient_pool.h"    // IWYU pragma: export

#endif  // IREE_HAL_API_H_
