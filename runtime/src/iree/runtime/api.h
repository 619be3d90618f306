// The high-level runtime API applications use: an instance (VM + HAL
// drivers), a session per device (a VM context with the hal module and the
// program's modules) and calls with buffer views in and out.
//
//   iree_runtime_instance_create(&options, allocator, &instance);
//   iree_runtime_instance_try_create_default_device(instance, "local-task",
//                                                   &device);
//   iree_runtime_session_create_with_device(instance, &session_options,
//                                           device, allocator, &session);
//   iree_runtime_session_append_bytecode_module_from_file(session, "m.vmfb");
//   iree_runtime_call_initialize_by_name(session, "module.fn", &call);
//   iree_runtime_call_inputs_push_back_buffer_view(&call, input);
//   iree_runtime_call_invoke(&call, 0);
//   iree_runtime_call_outputs_pop_front_buffer_view(&call, &output);
//
// samples/runtime_api/hello.c is a complete program.
#ifndef IREE_RUNTIME_API_H_
#define IREE_RUNTIME_API_H_

#include "iree/base/api.h"            // IWYU pragma: export
#include "iree/hal/api.h"             // IWYU pragma: export
#include "iree/modules/hal/api.h"     // IWYU pragma: export
#include "iree/runtime/call.h"        // IWYU pragma: export
#include "iree/runtime/instance.h"    // IWYU pragma: export
#include "iree/runtime/session.h"     // IWYU pragma: export
#include "iree/vm/api.h"              // IWYU pragma: export

#endif  // IREE_RUNTIME_API_H_
