// What iree-run-module and iree-benchmark-module share: the flags that pick
// a module, a device, a function and its inputs, and the runtime objects
// they create.
//
// Flags defined here (linked into every tool that uses this file):
//   --module=<file.vmfb>     the program
//   --device=<uri>           local-task (default when built in) or local-sync
//   --function=<name>        an export of the module
//   --input=<value>          one argument (repeatable; see function_io.h)
//   --list_drivers           print the available HAL drivers and exit
//   --list_devices           print every driver's devices as URIs and exit
//   --print_statistics       print device allocator statistics at the end
//   --device_profiling_mode=dispatch
//                            time each dispatch on the device and print the
//                            totals per executable export at the end
//   --parameters=[scope=]<file>
//                            weights the module loads (repeatable;
//                            docs/parameters.md)
#ifndef IREE_TOOLING_CONTEXT_UTIL_H_
#define IREE_TOOLING_CONTEXT_UTIL_H_

#include <stdio.h>

#include "iree/base/api.h"
#include "iree/io/parameter_index.h"
#include "iree/runtime/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_tooling_context_t {
  iree_allocator_t host_allocator;
  iree_runtime_instance_t* instance;
  iree_hal_device_t* device;
  iree_runtime_session_t* session;
  // The --module bytecode module (also in |session|).
  iree_vm_module_t* module;
  // Whether --trace_file turned on the device's dispatch timing (without
  // --device_profiling_mode), so that the trace has dispatches.
  bool profiling_for_trace;
} iree_tooling_context_t;

// Whether --list_drivers was given.
bool iree_tooling_list_drivers_requested(void);

// Prints "<driver>: <description>" for every driver a runtime instance
// registers (what --list_drivers shows).
iree_status_t iree_tooling_print_drivers(iree_allocator_t host_allocator,
                                         FILE* file);

// Whether --list_devices was given.
bool iree_tooling_list_devices_requested(void);

// Prints "<driver>[://<path>]: <description>" for every device of every
// driver a runtime instance registers (what --list_devices shows); a driver
// that cannot be created prints "<driver>: unavailable: <reason>" instead.
iree_status_t iree_tooling_print_devices(iree_allocator_t host_allocator,
                                         FILE* file);

// Creates a native module a tool adds to its sessions (such as
// iree_check_module_create).
typedef iree_status_t (*iree_tooling_module_create_fn_t)(
    iree_vm_instance_t* instance, iree_allocator_t host_allocator,
    iree_vm_module_t** out_module);

// Creates an instance, loads --module and creates a session for --device
// holding the hal module, the module |create_extra_module| makes (when not
// NULL) and then --module. |out_context| is filled as far as creation got;
// deinitialize it either way.
iree_status_t iree_tooling_context_create_from_flags(
    iree_allocator_t host_allocator,
    iree_tooling_module_create_fn_t create_extra_module,
    iree_tooling_context_t* out_context);

void iree_tooling_context_deinitialize(iree_tooling_context_t* context);

// Indexes the files of the --parameters flags ([scope=]path each; none: an
// empty index). Errors name the flag's value.
iree_status_t iree_tooling_parameter_index_from_flags(
    iree_allocator_t host_allocator, iree_io_parameter_index_t** out_index);

// Creates the io_parameters module over the files of the --parameters flags
// (none: a module that serves nothing). Errors name the flag's value.
iree_status_t iree_tooling_create_parameters_module(
    iree_vm_instance_t* instance, iree_allocator_t host_allocator,
    iree_vm_module_t** out_module);

// The --function flag's value ("" when not given).
const char* iree_tooling_function_flag(void);

// Lists the exports of the --module other than `__init`, in order, and
// the asynchronous forms (iree_runtime_function_is_async) only if
// |include_async|.
iree_status_t iree_tooling_list_functions(const iree_tooling_context_t* context,
                                          bool include_async,
                                          iree_host_size_t capacity,
                                          iree_vm_function_t* out_functions,
                                          iree_host_size_t* out_count);

// Picks the export named by --function, or the only export (not counting
// asynchronous forms). Errors list the
// exports with their signatures.
iree_status_t iree_tooling_select_function(
    const iree_tooling_context_t* context, iree_vm_function_t* out_function);

// Parses the --input flags as the arguments of |function| into a new variant
// list |*out_inputs|.
iree_status_t iree_tooling_parse_input_flags(
    const iree_tooling_context_t* context, iree_vm_function_t function,
    iree_vm_list_t** out_inputs);

// Prints the device allocator's statistics if --print_statistics was given.
void iree_tooling_print_statistics_if_requested(
    const iree_tooling_context_t* context, FILE* file);

// If --device_profiling_mode was given: waits for the device, ends profiling
// and prints one line per executable export (device time, share, count,
// mean), most time first. If --trace_file was given: waits for the device
// (whose dispatches join the trace) and writes the trace.
iree_status_t iree_tooling_end_profiling_if_requested(
    const iree_tooling_context_t* context, FILE* file);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_CONTEXT_UTIL_H_
