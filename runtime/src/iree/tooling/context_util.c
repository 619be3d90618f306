#include "iree/tooling/context_util.h"

#include <inttypes.h>
#include <string.h>

#include "iree/io/parameter_index.h"
#include "iree/modules/io_parameters/api.h"
#include "iree/tooling/flags.h"
#include "iree/tooling/function_io.h"

IREE_FLAG(string, module, "", "Path of the .vmfb module to load.");
IREE_FLAG(bool, allow_modules_without_checksum, false,
          "Load modules compiled with --iree-vm-module-checksum=false (no "
          "integrity footer); a footer that is there is always checked.");
IREE_FLAG(bool, allow_native_executables, true,
          "Load executables that run as host machine code (llvm-cpu "
          "modules); false refuses them with PERMISSION_DENIED, and a module "
          "that also has vmvx or vulkan-spirv variants runs those.");
IREE_FLAG(int64, timeout_ms, 0,
          "End each call with DEADLINE_EXCEEDED once it has run this many "
          "milliseconds (a runaway loop, a hung device); 0: no limit.");
IREE_FLAG(string, device, "",
          "HAL device to run on: local-task (the default when built in), "
          "local-sync, or driver://path. --list_drivers shows what exists.");
IREE_FLAG(string, function, "",
          "Export to call; defaults to the module's only export.");
IREE_FLAG_LIST(string, input,
               "An argument, in signature order. Scalars: a number converted "
               "to the argument's kind, or kind=number (i32, i64, f32, f64). "
               "Tensors: 2x3xf32=1 2 3 4 5 6, 2x2xi32=[[1 2][3 4]], "
               "4xf32=0 (fills), 2x2xf32=@raw.bin or @array.npy. May be "
               "repeated.");
IREE_FLAG_LIST(string, parameters,
               "A file of parameters the module loads: [scope=]path, our "
               ".irpa archives, .safetensors or .gguf files (mapped, not "
               "read). May be repeated; docs/parameters.md.");
IREE_FLAG(bool, list_drivers, false,
          "Prints the available HAL drivers and exits.");
IREE_FLAG(bool, print_statistics, false,
          "Prints the device allocator's statistics after the run.");

IREE_FLAG(string, device_profiling_mode, "",
          "dispatch: times every dispatch, copy and fill on the device "
          "(GPU timestamps on vulkan, wall time on CPU devices) and prints "
          "the totals per executable export at the end.");

IREE_FLAG(string, trace_file, "",
          "Writes a trace of the run to this file as Chrome trace-event JSON "
          "(open it in Perfetto, ui.perfetto.dev, or chrome://tracing): "
          "each VM function and import call, queue submission, wait and "
          "allocation on its host thread, and each dispatch, copy and fill "
          "with its device time (and workgroups on CPU devices) on the "
          "device's track.");
IREE_FLAG(bool, trace_execution, false,
          "Prints each VM function call and import call to stderr as it "
          "starts, indented by call depth.");

IREE_FLAG(bool, list_devices, false,
          "Prints the devices of every available HAL driver, as --device "
          "URIs, and exits.");

bool iree_tooling_list_drivers_requested(void) { return FLAG_list_drivers; }

bool iree_tooling_list_devices_requested(void) { return FLAG_list_devices; }

const char* iree_tooling_function_flag(void) { return FLAG_function; }

static iree_status_t iree_tooling_print_instance_drivers(
    iree_runtime_instance_t* instance, FILE* file) {
  iree_allocator_t allocator = iree_runtime_instance_host_allocator(instance);
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_driver_registry_enumerate(
      iree_runtime_instance_driver_registry(instance), allocator, &count,
      &infos));
  for (iree_host_size_t i = 0; i < count; ++i) {
    fprintf(file, "%.*s: %.*s\n", (int)infos[i].driver_name.size,
            infos[i].driver_name.data, (int)infos[i].full_name.size,
            infos[i].full_name.data);
  }
  iree_allocator_free(allocator, infos);
  return iree_ok_status();
}

iree_status_t iree_tooling_print_drivers(iree_allocator_t host_allocator,
                                         FILE* file) {
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(
      iree_runtime_instance_create(&options, host_allocator, &instance));
  iree_status_t status = iree_tooling_print_instance_drivers(instance, file);
  iree_runtime_instance_release(instance);
  return status;
}

// Prints "<driver>[://<path>]: <name>" for each device of |driver_name|, or
// "<driver>: unavailable: <reason>" when the driver cannot be created.
static iree_status_t iree_tooling_print_driver_devices(
    iree_hal_driver_registry_t* registry, iree_string_view_t driver_name,
    iree_allocator_t allocator, FILE* file) {
  iree_hal_driver_t* driver = NULL;
  iree_status_t status = iree_hal_driver_registry_try_create(
      registry, driver_name, allocator, &driver);
  if (!iree_status_is_ok(status)) {
    fprintf(file, "%.*s: unavailable: ", (int)driver_name.size,
            driver_name.data);
    iree_status_fprint(file, status);
    iree_status_free(status);
    return iree_ok_status();
  }
  iree_host_size_t count = 0;
  iree_hal_device_info_t* infos = NULL;
  status = iree_hal_driver_query_available_devices(driver, allocator, &count,
                                                   &infos);
  for (iree_host_size_t i = 0; iree_status_is_ok(status) && i < count; ++i) {
    fprintf(file, "%.*s%s%.*s: %.*s\n", (int)driver_name.size,
            driver_name.data, infos[i].path.size ? "://" : "",
            (int)infos[i].path.size, infos[i].path.data,
            (int)infos[i].name.size, infos[i].name.data);
  }
  iree_allocator_free(allocator, infos);
  iree_hal_driver_release(driver);
  return status;
}

iree_status_t iree_tooling_print_devices(iree_allocator_t host_allocator,
                                         FILE* file) {
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(
      iree_runtime_instance_create(&options, host_allocator, &instance));
  iree_hal_driver_registry_t* registry =
      iree_runtime_instance_driver_registry(instance);
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = NULL;
  iree_status_t status = iree_hal_driver_registry_enumerate(
      registry, host_allocator, &count, &infos);
  for (iree_host_size_t i = 0; iree_status_is_ok(status) && i < count; ++i) {
    status = iree_tooling_print_driver_devices(registry, infos[i].driver_name,
                                               host_allocator, file);
  }
  iree_allocator_free(host_allocator, infos);
  iree_runtime_instance_release(instance);
  return status;
}

// Returns --device, or local-task when it is registered, else local-sync.
static iree_status_t iree_tooling_device_uri(iree_runtime_instance_t* instance,
                                             iree_string_view_t* out_uri) {
  if (FLAG_device[0]) {
    *out_uri = iree_make_cstring_view(FLAG_device);
    return iree_ok_status();
  }
  iree_allocator_t allocator = iree_runtime_instance_host_allocator(instance);
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_driver_registry_enumerate(
      iree_runtime_instance_driver_registry(instance), allocator, &count,
      &infos));
  *out_uri = iree_make_cstring_view("local-sync");
  for (iree_host_size_t i = 0; i < count; ++i) {
    if (iree_string_view_equal(infos[i].driver_name,
                               iree_make_cstring_view("local-task"))) {
      *out_uri = iree_make_cstring_view("local-task");
    }
  }
  iree_allocator_free(allocator, infos);
  return iree_ok_status();
}

iree_status_t iree_tooling_context_create_from_flags(
    iree_allocator_t host_allocator,
    iree_tooling_module_create_fn_t create_extra_module,
    iree_tooling_context_t* out_context) {
  memset(out_context, 0, sizeof(*out_context));
  out_context->host_allocator = host_allocator;
  if (!FLAG_module[0]) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--module=<file.vmfb> is required");
  }
  if (FLAG_timeout_ms < 0 || FLAG_timeout_ms > INT64_MAX / 1000000) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--timeout_ms=%" PRId64
                            " must be 0 (no limit) or a positive number of "
                            "milliseconds",
                            FLAG_timeout_ms);
  }
  iree_tracing_mode_t tracing_mode =
      (FLAG_trace_file[0] ? IREE_TRACING_MODE_RECORD : 0) |
      (FLAG_trace_execution ? IREE_TRACING_MODE_PRINT_CALLS |
                                  IREE_TRACING_MODE_PRINT_INSTRUCTIONS
                            : 0);
  if (tracing_mode) {
    IREE_RETURN_IF_ERROR(
        iree_tracing_start(tracing_mode, stderr, host_allocator));
  }
  iree_runtime_instance_options_t instance_options;
  iree_runtime_instance_options_initialize(&instance_options);
  instance_options.allow_modules_without_checksum =
      FLAG_allow_modules_without_checksum;
  instance_options.deny_native_executables = !FLAG_allow_native_executables;
  IREE_RETURN_IF_ERROR(iree_runtime_instance_create(
      &instance_options, host_allocator, &out_context->instance));
  // The instance's cache serves the session and the calls' lists too.
  host_allocator = iree_runtime_instance_host_allocator(out_context->instance);
  out_context->host_allocator = host_allocator;
  IREE_RETURN_IF_ERROR(iree_runtime_instance_load_bytecode_module_from_file(
      out_context->instance, FLAG_module, &out_context->module));
  iree_string_view_t device_uri;
  IREE_RETURN_IF_ERROR(
      iree_tooling_device_uri(out_context->instance, &device_uri));
  IREE_RETURN_IF_ERROR(
      iree_runtime_instance_try_create_default_device(
          out_context->instance, device_uri, &out_context->device),
      "creating device '%.*s'", (int)device_uri.size, device_uri.data);
  if (FLAG_device_profiling_mode[0]) {
    if (strcmp(FLAG_device_profiling_mode, "dispatch") != 0) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "--device_profiling_mode=%s: the mode this "
                              "runtime has is 'dispatch'",
                              FLAG_device_profiling_mode);
    }
    IREE_RETURN_IF_ERROR(iree_hal_device_profiling_begin(out_context->device),
                         "--device_profiling_mode=dispatch");
  } else if (FLAG_trace_file[0]) {
    // A device that cannot time dispatches leaves them out of the trace.
    iree_status_t status = iree_hal_device_profiling_begin(out_context->device);
    out_context->profiling_for_trace = iree_status_is_ok(status);
    iree_status_ignore(status);
  }
  // The parameters module is always there, so that programs that load
  // parameters name the missing file instead of a missing import.
  iree_vm_module_t* modules[2] = {NULL, NULL};
  iree_host_size_t module_count = 0;
  iree_status_t status = iree_tooling_create_parameters_module(
      iree_runtime_instance_vm_instance(out_context->instance), host_allocator,
      &modules[module_count]);
  if (iree_status_is_ok(status)) ++module_count;
  if (iree_status_is_ok(status) && create_extra_module) {
    status = create_extra_module(
        iree_runtime_instance_vm_instance(out_context->instance),
        host_allocator, &modules[module_count]);
    if (iree_status_is_ok(status)) ++module_count;
  }
  if (iree_status_is_ok(status)) {
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    session_options.module_count = module_count;
    session_options.modules = modules;
    session_options.call_timeout_ns = FLAG_timeout_ms * 1000000;
    status = iree_runtime_session_create_with_device(
        out_context->instance, &session_options, out_context->device,
        host_allocator, &out_context->session);
  }
  for (iree_host_size_t i = 0; i < module_count; ++i) {
    iree_vm_module_release(modules[i]);
  }
  IREE_RETURN_IF_ERROR(status);
  return iree_runtime_session_append_module(out_context->session,
                                            out_context->module);
}

iree_status_t iree_tooling_create_parameters_module(
    iree_vm_instance_t* instance, iree_allocator_t host_allocator,
    iree_vm_module_t** out_module) {
  *out_module = NULL;
  iree_io_parameter_index_t* index = NULL;
  IREE_RETURN_IF_ERROR(
      iree_tooling_parameter_index_from_flags(host_allocator, &index));
  iree_status_t status = iree_io_parameters_module_create(
      instance, index, host_allocator, out_module);
  iree_io_parameter_index_release(index);
  return status;
}

iree_status_t iree_tooling_parameter_index_from_flags(
    iree_allocator_t host_allocator, iree_io_parameter_index_t** out_index) {
  *out_index = NULL;
  iree_io_parameter_index_t* index = NULL;
  IREE_RETURN_IF_ERROR(iree_io_parameter_index_create(host_allocator, &index));
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0;
       i < FLAG_parameters.count && iree_status_is_ok(status); ++i) {
    // [scope=]path: a scope is what comes before the first '='.
    iree_string_view_t value = FLAG_parameters.values[i];
    iree_string_view_t scope = iree_string_view_empty();
    iree_host_size_t equals = iree_string_view_find_char(value, '=', 0);
    if (equals != IREE_STRING_VIEW_NPOS) {
      scope = iree_string_view_substr(value, 0, equals);
      value = iree_string_view_substr(value, equals + 1, IREE_HOST_SIZE_MAX);
    }
    char path[4096];
    if (value.size == 0 || value.size >= sizeof(path)) {
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "--parameters=%.*s: expected [scope=]path",
                                (int)FLAG_parameters.values[i].size,
                                FLAG_parameters.values[i].data);
      break;
    }
    memcpy(path, value.data, value.size);
    path[value.size] = 0;
    status = iree_io_parameter_index_add_file(index, scope, path);
    if (!iree_status_is_ok(status)) {
      status = iree_status_annotate_f(status, "--parameters=%.*s",
                                      (int)FLAG_parameters.values[i].size,
                                      FLAG_parameters.values[i].data);
    }
  }
  if (iree_status_is_ok(status)) {
    *out_index = index;
  } else {
    iree_io_parameter_index_release(index);
  }
  return status;
}

void iree_tooling_context_deinitialize(iree_tooling_context_t* context) {
  if (iree_tracing_enabled()) iree_tracing_stop();
  iree_runtime_session_release(context->session);
  if (context->module) iree_vm_module_release(context->module);
  iree_hal_device_release(context->device);
  iree_runtime_instance_release(context->instance);
  memset(context, 0, sizeof(*context));
}

iree_status_t iree_tooling_list_functions(const iree_tooling_context_t* context,
                                          bool include_async,
                                          iree_host_size_t capacity,
                                          iree_vm_function_t* out_functions,
                                          iree_host_size_t* out_count) {
  iree_vm_module_t* module = context->module;
  iree_vm_module_counts_t counts = module->counts(module->self);
  iree_host_size_t count = 0;
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(module->get_function(
        module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
        &signature));
    if (iree_string_view_equal(signature.name,
                               iree_make_cstring_view("__init")) ||
        (!include_async && iree_runtime_function_is_async(&function))) {
      continue;
    }
    if (count < capacity) out_functions[count] = function;
    ++count;
  }
  *out_count = count;
  return iree_ok_status();
}

iree_status_t iree_tooling_select_function(
    const iree_tooling_context_t* context, iree_vm_function_t* out_function) {
  char exports[2048];
  iree_runtime_module_format_exports(context->module, sizeof(exports),
                                     exports);
  if (FLAG_function[0]) {
    iree_status_t status = iree_vm_module_lookup_function(
        context->module, iree_make_cstring_view(FLAG_function), out_function);
    if (iree_status_is_ok(status)) return status;
    iree_status_ignore(status);
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "module has no export '%s'; exports: %s",
                            FLAG_function, exports[0] ? exports : "(none)");
  }
  // Without --function: the one export, its asynchronous form aside.
  iree_host_size_t count = 0;
  IREE_RETURN_IF_ERROR(iree_tooling_list_functions(
      context, /*include_async=*/false, 1, out_function, &count));
  if (count != 1) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--function is required when a module does not "
                            "have exactly one export; exports: %s",
                            exports[0] ? exports : "(none)");
  }
  return iree_ok_status();
}

// Writes |cconv| without its last two arguments (an asynchronous function's
// fences, which the caller supplies rather than --input) into |buffer|.
static iree_status_t iree_tooling_drop_fence_arguments(
    iree_string_view_t cconv, char* buffer, iree_host_size_t capacity,
    iree_string_view_t* out_cconv) {
  iree_host_size_t split = iree_string_view_find_char(cconv, '_', 0);
  if (split == IREE_STRING_VIEW_NPOS || split < 3 ||
      cconv.data[split - 1] != 'r' || cconv.data[split - 2] != 'r') {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "asynchronous function signature %.*s does not "
                            "end its arguments with two fences",
                            (int)cconv.size, cconv.data);
  }
  // "0rr_r" keeps "0", which needs 'v' for "no arguments".
  iree_host_size_t kept = split - 2;
  iree_host_size_t length = kept + (kept == 1) + (cconv.size - split);
  if (length > capacity) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "signature %.*s is too long", (int)cconv.size,
                            cconv.data);
  }
  memcpy(buffer, cconv.data, kept);
  if (kept == 1) buffer[kept++] = 'v';
  memcpy(buffer + kept, cconv.data + split, cconv.size - split);
  *out_cconv = iree_make_string_view(buffer, length);
  return iree_ok_status();
}

iree_status_t iree_tooling_parse_input_flags(
    const iree_tooling_context_t* context, iree_vm_function_t function,
    iree_vm_list_t** out_inputs) {
  *out_inputs = NULL;
  iree_vm_function_signature_t signature;
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &signature));
  iree_string_view_t cconv = signature.calling_convention;
  char trimmed[512];
  if (iree_runtime_function_is_async(&function)) {
    IREE_RETURN_IF_ERROR(iree_tooling_drop_fence_arguments(
        cconv, trimmed, sizeof(trimmed), &cconv));
  }
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                           FLAG_input.count,
                                           context->host_allocator, &inputs));
  iree_status_t status = iree_tooling_parse_inputs(
      signature.name, cconv, FLAG_input.count, FLAG_input.values,
      iree_runtime_session_device_allocator(context->session),
      context->host_allocator, inputs);
  if (!iree_status_is_ok(status)) {
    iree_vm_list_release(inputs);
    return status;
  }
  *out_inputs = inputs;
  return iree_ok_status();
}

void iree_tooling_print_statistics_if_requested(
    const iree_tooling_context_t* context, FILE* file) {
  if (!FLAG_print_statistics || !context->device) return;
  iree_hal_allocator_statistics_t statistics;
  iree_hal_allocator_query_statistics(
      iree_hal_device_allocator(context->device), &statistics);
  fprintf(file,
          "[statistics] device allocator: peak %llu bytes live; %llu bytes in "
          "%llu allocations; %llu bytes in %llu frees\n",
          (unsigned long long)statistics.bytes_peak,
          (unsigned long long)statistics.bytes_allocated,
          (unsigned long long)statistics.allocation_count,
          (unsigned long long)statistics.bytes_freed,
          (unsigned long long)statistics.free_count);
}

// Accumulates the entries of a profile to print them with their share.
typedef struct iree_tooling_profile_table_t {
  iree_allocator_t allocator;
  iree_status_t status;
  iree_host_size_t count;
  iree_hal_dispatch_profile_entry_t* entries;
  char* names;
  iree_host_size_t names_size;
} iree_tooling_profile_table_t;

static void iree_tooling_profile_table_add(
    void* user_data, const iree_hal_dispatch_profile_entry_t* entry) {
  iree_tooling_profile_table_t* table = (iree_tooling_profile_table_t*)user_data;
  if (!iree_status_is_ok(table->status)) return;
  table->status = iree_allocator_realloc(
      table->allocator, (table->count + 1) * sizeof(*table->entries),
      (void**)&table->entries);
  if (iree_status_is_ok(table->status)) {
    table->status = iree_allocator_realloc(
        table->allocator, table->names_size + entry->name.size,
        (void**)&table->names);
  }
  if (!iree_status_is_ok(table->status)) return;
  memcpy(table->names + table->names_size, entry->name.data, entry->name.size);
  iree_hal_dispatch_profile_entry_t* copy = &table->entries[table->count++];
  *copy = *entry;
  // The name is an offset into |names| until printing (it may move).
  copy->name.data = (const char*)(uintptr_t)table->names_size;
  table->names_size += entry->name.size;
}

static void iree_tooling_profile_discard(
    void* user_data, const iree_hal_dispatch_profile_entry_t* entry) {}

// Ends the profiling --trace_file started (the dispatches are in the trace)
// and writes the trace.
static iree_status_t iree_tooling_write_trace_if_requested(
    const iree_tooling_context_t* context) {
  if (!FLAG_trace_file[0]) return iree_ok_status();
  iree_status_t status = iree_ok_status();
  if (context->profiling_for_trace) {
    iree_hal_dispatch_profile_callback_t discard = {
        .fn = iree_tooling_profile_discard,
    };
    status = iree_hal_device_profiling_end(context->device, discard);
  }
  if (iree_status_is_ok(status)) {
    status = iree_tracing_write_json(FLAG_trace_file);
  }
  return status;
}

iree_status_t iree_tooling_end_profiling_if_requested(
    const iree_tooling_context_t* context, FILE* file) {
  if (!FLAG_device_profiling_mode[0] || !context->device) {
    return iree_tooling_write_trace_if_requested(context);
  }
  iree_tooling_profile_table_t table = {
      .allocator = context->host_allocator,
      .status = iree_ok_status(),
  };
  iree_hal_dispatch_profile_callback_t callback = {
      .fn = iree_tooling_profile_table_add,
      .user_data = &table,
  };
  iree_status_t status =
      iree_hal_device_profiling_end(context->device, callback);
  if (iree_status_is_ok(status)) {
    status = table.status;
  } else {
    iree_status_ignore(table.status);
  }
  if (iree_status_is_ok(status)) {
    uint64_t total_ns = 0, total_count = 0;
    for (iree_host_size_t i = 0; i < table.count; ++i) {
      total_ns += table.entries[i].total_ns;
      total_count += table.entries[i].count;
    }
    fprintf(file,
            "[profile] device time per export: %.3f ms in %llu commands\n"
            "[profile]   total ms  share     count   mean us  export\n",
            total_ns * 1e-6, (unsigned long long)total_count);
    for (iree_host_size_t i = 0; i < table.count; ++i) {
      const iree_hal_dispatch_profile_entry_t* entry = &table.entries[i];
      fprintf(file, "[profile] %10.3f %5.1f%% %9llu %9.2f  %.*s\n",
              entry->total_ns * 1e-6,
              total_ns ? 100.0 * entry->total_ns / total_ns : 0.0,
              (unsigned long long)entry->count,
              entry->count ? entry->total_ns * 1e-3 / entry->count : 0.0,
              (int)entry->name.size,
              table.names + (uintptr_t)entry->name.data);
    }
  }
  iree_allocator_free(table.allocator, table.entries);
  iree_allocator_free(table.allocator, table.names);
  if (iree_status_is_ok(status)) {
    status = iree_tooling_write_trace_if_requested(context);
  }
  return status;
}
