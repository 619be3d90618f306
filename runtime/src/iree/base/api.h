// The runtime base component: status, allocators, string views, byte spans
// and checked size arithmetic. Every other runtime component includes it.
#ifndef IREE_BASE_API_H_
#define IREE_BASE_API_H_

#include "iree/base/allocator.h"    // IWYU pragma: export
#include "iree/base/allocator_cache.h"  // IWYU pragma: export
#include "iree/base/attributes.h"   // IWYU pragma: export
#include "iree/base/byte_span.h"    // IWYU pragma: export
#include "iree/base/file_io.h"      // IWYU pragma: export
#include "iree/base/size_math.h"    // IWYU pragma: export
#include "iree/base/status.h"       // IWYU pragma: export
#include "iree/base/string_view.h"  // IWYU pragma: export
#include "iree/base/time.h"         // IWYU pragma: export
#include "iree/base/tracing.h"      // IWYU pragma: export

#endif  // IREE_BASE_API_H_
