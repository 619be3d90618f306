// The VM runtime: instances and ref types, buffers and lists, the module
// interface with native and bytecode modules, contexts and invocation. See
// docs/vm.md for the design.
#ifndef IREE_VM_API_H_
#define IREE_VM_API_H_

#include "iree/base/api.h"                // IWYU pragma: export
#include "iree/vm/buffer.h"               // IWYU pragma: export
#include "iree/vm/bytecode/module.h"      // IWYU pragma: export
#include "iree/vm/context.h"              // IWYU pragma: export
#include "iree/vm/instance.h"             // IWYU pragma: export
#include "iree/vm/invocation.h"           // IWYU pragma: export
#include "iree/vm/list.h"                 // IWYU pragma: export
#include "iree/vm/module.h"               // IWYU pragma: export
#include "iree/vm/native_module.h"        // IWYU pragma: export
#include "iree/vm/ref.h"                  // IWYU pragma: export
#include "iree/vm/stack.h"                // IWYU pragma: export
#include "iree/vm/type_def.h"             // IWYU pragma: export
#include "iree/vm/value.h"                // IWYU pragma: export

#endif  // IREE_VM_API_H_
