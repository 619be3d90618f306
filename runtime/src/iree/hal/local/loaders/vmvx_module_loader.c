// The VMVX executable loader: one VM context per executable holding the
// "vmvx" microkernel module and the executable's bytecode module, and one VM
// call per workgroup.
//
// Workgroups of a dispatch run concurrently on the local-task workers, all
// calling into the same module state. That is safe because everything a
// bytecode call mutates lives on its own VM stack (frames, registers,
// argument spans): the state holds only globals, which kernel modules are
// refused if they have, read-only rodata buffers (shared through atomic
// reference counts) and the resolved imports, written once at load. The
// "vmvx" module has no state at all.
//
// A workgroup allocates nothing: its VM stack starts in storage on the C
// stack, and its bindings become !vm.buffer objects on the C stack too
// (iree_vm_buffer_initialize) that the call retains and releases like any
// other buffer.
#include "iree/hal/local/loaders/vmvx_module_loader.h"

#include <string.h>

#include "iree/hal/local/local_executable.h"
#include "iree/modules/vmvx/api.h"

// The trailing i32 arguments of every kernel: workgroup id x/y/z and
// workgroup count x/y/z.
#define IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT 6

// Largest packed argument span of a kernel.
#define IREE_HAL_VMVX_MAX_ARGUMENT_BYTES                           \
  (IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT * sizeof(iree_vm_ref_t) + \
   (IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT +                       \
    IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT) *                      \
       sizeof(uint32_t))

//===----------------------------------------------------------------------===//
// Executable
//===----------------------------------------------------------------------===//

typedef struct iree_hal_vmvx_export_t {
  // Points into the module's FlatBuffer.
  iree_string_view_t name;
  iree_vm_function_t function;
  uint32_t binding_count;
  uint32_t constant_count;
} iree_hal_vmvx_export_t;

typedef struct iree_hal_vmvx_executable_t {
  iree_hal_local_executable_t base;
  // The allocation holding a 16-byte aligned copy of the module bytes, which
  // the module uses in place.
  void* data_allocation;
  iree_vm_module_t* module;
  iree_vm_context_t* context;
  // |module|'s state in |context|, which every workgroup calls with.
  iree_vm_module_state_t* module_state;
  iree_host_size_t export_count;
  iree_hal_vmvx_export_t exports[];
} iree_hal_vmvx_executable_t;

static void iree_hal_vmvx_executable_destroy(void* base_executable) {
  iree_hal_vmvx_executable_t* executable =
      (iree_hal_vmvx_executable_t*)base_executable;
  // The context holds the module's rodata buffers, which alias the bytes:
  // both go before the bytes do.
  iree_vm_context_release(executable->context);
  iree_vm_module_release(executable->module);
  iree_allocator_free(executable->base.host_allocator,
                      executable->data_allocation);
  iree_allocator_free(executable->base.host_allocator, executable);
}

static iree_host_size_t iree_hal_vmvx_executable_export_count(
    iree_hal_executable_t* base_executable) {
  return ((iree_hal_vmvx_executable_t*)base_executable)->export_count;
}

static void iree_hal_vmvx_executable_export_info(
    iree_hal_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    iree_hal_executable_export_info_t* out_info) {
  const iree_hal_vmvx_export_t* entry =
      &((iree_hal_vmvx_executable_t*)base_executable)->exports[ordinal];
  out_info->name = entry->name;
  out_info->constant_count = entry->constant_count;
  out_info->binding_count = entry->binding_count;
  // A workgroup is one call; the kernel loops over its elements itself.
  out_info->workgroup_size[0] = 1;
  out_info->workgroup_size[1] = 1;
  out_info->workgroup_size[2] = 1;
}

static iree_status_t iree_hal_vmvx_executable_issue_call(
    iree_hal_local_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    const iree_hal_executable_dispatch_state_v0_t* dispatch_state,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_state) {
  iree_hal_vmvx_executable_t* executable =
      (iree_hal_vmvx_executable_t*)base_executable;
  const iree_hal_vmvx_export_t* entry = &executable->exports[ordinal];

  // Arguments in the packed layout of module.h: the binding refs, then the
  // constants and the workgroup id and count as i32s. The command buffer
  // validated the counts against export_info.
  iree_vm_buffer_t bindings[IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT];
  uint64_t argument_storage[(IREE_HAL_VMVX_MAX_ARGUMENT_BYTES + 7) / 8];
  uint8_t* arguments = (uint8_t*)argument_storage;
  uint8_t* cursor = arguments;
  for (uint32_t i = 0; i < entry->binding_count; ++i) {
    iree_vm_buffer_initialize(
        iree_make_byte_span(dispatch_state->binding_ptrs[i],
                            dispatch_state->binding_lengths[i]),
        /*is_mutable=*/true, &bindings[i]);
    iree_vm_ref_t ref = iree_vm_buffer_retain_ref(&bindings[i]);
    memcpy(cursor, &ref, sizeof(ref));
    cursor += sizeof(ref);
  }
  if (entry->constant_count) {
    memcpy(cursor, dispatch_state->constants,
           entry->constant_count * sizeof(uint32_t));
    cursor += entry->constant_count * sizeof(uint32_t);
  }
  const uint32_t workgroup[IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT] = {
      workgroup_state->workgroup_id_x,   workgroup_state->workgroup_id_y,
      workgroup_state->workgroup_id_z,   dispatch_state->workgroup_count_x,
      dispatch_state->workgroup_count_y, dispatch_state->workgroup_count_z,
  };
  memcpy(cursor, workgroup, sizeof(workgroup));
  cursor += sizeof(workgroup);

  uint8_t stack_storage[IREE_VM_STACK_DEFAULT_INLINE_SIZE];
  iree_vm_stack_t stack;
  iree_vm_stack_initialize(
      iree_make_byte_span(stack_storage, sizeof(stack_storage)),
      executable->context, executable->base.host_allocator, &stack);
  iree_vm_function_call_t call = {
      .function = entry->function,
      .arguments = iree_make_byte_span(arguments, cursor - arguments),
      .results = iree_make_byte_span(NULL, 0),
  };
  iree_status_t status = executable->module->begin_call(
      executable->module->self, executable->module_state, &stack, &call);
  iree_vm_stack_deinitialize(&stack);

  // The argument span's refs are ours (the callee borrows them): release
  // them, after which the bindings are back to their single owner reference.
  for (uint32_t i = 0; i < entry->binding_count; ++i) {
    iree_vm_ref_t ref;
    memcpy(&ref, arguments + i * sizeof(ref), sizeof(ref));
    iree_vm_ref_release(&ref);
  }
  for (uint32_t i = 0; i < entry->binding_count; ++i) {
    iree_vm_buffer_deinitialize(&bindings[i]);
  }
  if (IREE_UNLIKELY(!iree_status_is_ok(status))) {
    status = iree_status_annotate_f(
        status, "in VMVX kernel '%.*s' workgroup (%u, %u, %u)",
        (int)entry->name.size, entry->name.data,
        workgroup_state->workgroup_id_x, workgroup_state->workgroup_id_y,
        workgroup_state->workgroup_id_z);
  }
  return status;
}

static const iree_hal_local_executable_vtable_t
    iree_hal_vmvx_executable_vtable = {
        .base =
            {
                .destroy = iree_hal_vmvx_executable_destroy,
                .export_count = iree_hal_vmvx_executable_export_count,
                .export_info = iree_hal_vmvx_executable_export_info,
            },
        .issue_call = iree_hal_vmvx_executable_issue_call,
};

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

// Derives the binding and constant counts of export |ordinal| from its
// calling convention "0r…ri…iiiiiii_v", refusing anything else.
static iree_status_t iree_hal_vmvx_parse_export(
    iree_vm_module_t* module, iree_host_size_t ordinal,
    iree_hal_vmvx_export_t* out_export) {
  iree_vm_function_signature_t signature;
  IREE_RETURN_IF_ERROR(
      module->get_function(module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT,
                           ordinal, &out_export->function, &signature));
  out_export->name = signature.name;
  iree_vm_calling_convention_t cconv;
  IREE_RETURN_IF_ERROR(
      iree_vm_calling_convention_parse(signature.calling_convention, &cconv));
  iree_string_view_t kinds = cconv.arguments;
  iree_host_size_t ref_count = 0, i32_count = 0;
  while (ref_count < kinds.size && kinds.data[ref_count] == 'r') ++ref_count;
  while (ref_count + i32_count < kinds.size &&
         kinds.data[ref_count + i32_count] == 'i') {
    ++i32_count;
  }
  if (ref_count + i32_count != kinds.size || cconv.results.size != 0 ||
      i32_count < IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT ||
      ref_count > IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT ||
      i32_count - IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT >
          IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "VMVX export %zu '%.*s' has calling convention '%.*s', which is not "
        "a kernel: kernels take up to %u !vm.buffer bindings, up to %u i32 "
        "push constants and the i32 workgroup id x/y/z and count x/y/z, and "
        "return nothing (0r...ri...iiiiiii_v)",
        ordinal, (int)signature.name.size, signature.name.data,
        (int)signature.calling_convention.size,
        signature.calling_convention.data,
        IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT,
        IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT);
  }
  out_export->binding_count = (uint32_t)ref_count;
  out_export->constant_count =
      (uint32_t)(i32_count - IREE_HAL_VMVX_WORKGROUP_ARGUMENT_COUNT);
  return iree_ok_status();
}

// Checks what the kernel ABI requires of the module as a whole: imports only
// from "vmvx", no globals, an export count the HAL can address.
static iree_status_t iree_hal_vmvx_check_module(iree_vm_module_t* module) {
  iree_vm_module_counts_t counts = module->counts(module->self);
  for (iree_host_size_t i = 0; i < counts.import_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(module->get_function(module->self,
                                              IREE_VM_FUNCTION_LINKAGE_IMPORT,
                                              i, &function, &signature));
    if (!iree_string_view_starts_with(signature.name,
                                      iree_make_cstring_view("vmvx."))) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "VMVX executable imports '%.*s'; kernels may "
                              "import only vmvx.* microkernels",
                              (int)signature.name.size, signature.name.data);
    }
  }
  uint32_t global_bytes = 0, global_ref_count = 0;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_module_query_globals(
      module, &global_bytes, &global_ref_count));
  if (global_bytes || global_ref_count) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "VMVX executable has globals (%u bytes, %u refs); kernels may not, "
        "since the workgroups of a dispatch run concurrently on one module "
        "state",
        global_bytes, global_ref_count);
  }
  if (counts.export_function_count > IREE_HAL_EXECUTABLE_MAX_EXPORT_COUNT) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "VMVX executable has %zu exports; at most %u",
                            counts.export_function_count,
                            IREE_HAL_EXECUTABLE_MAX_EXPORT_COUNT);
  }
  return iree_ok_status();
}

// Copies |data| to a 16-byte aligned allocation (bytecode modules use their
// bytes in place with aligned loads, and the caller's bytes are only valid
// during the load).
static iree_status_t iree_hal_vmvx_copy_data(iree_const_byte_span_t data,
                                             iree_allocator_t host_allocator,
                                             void** out_allocation,
                                             iree_const_byte_span_t* out_data) {
  *out_allocation = NULL;
  iree_host_size_t size = 0;
  if (!iree_host_size_checked_add(data.data_length, 15, &size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "VMVX executable of %zu bytes is too large",
                            data.data_length);
  }
  void* allocation = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc_uninitialized(host_allocator, size, &allocation));
  uint8_t* aligned = (uint8_t*)(((uintptr_t)allocation + 15) & ~(uintptr_t)15);
  if (data.data_length) memcpy(aligned, data.data, data.data_length);
  *out_allocation = allocation;
  *out_data = iree_make_const_byte_span(aligned, data.data_length);
  return iree_ok_status();
}

typedef struct iree_hal_vmvx_module_loader_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_vm_instance_t* instance;
  // Shared by every executable's context; it has no state.
  iree_vm_module_t* vmvx_module;
} iree_hal_vmvx_module_loader_t;

// Fills in a new executable around its loaded |module| (owned).
static iree_status_t iree_hal_vmvx_executable_initialize(
    iree_hal_vmvx_module_loader_t* loader,
    iree_hal_vmvx_executable_t* executable) {
  for (iree_host_size_t i = 0; i < executable->export_count; ++i) {
    IREE_RETURN_IF_ERROR(iree_hal_vmvx_parse_export(executable->module, i,
                                                    &executable->exports[i]));
  }
  iree_vm_module_t* modules[2] = {loader->vmvx_module, executable->module};
  IREE_RETURN_IF_ERROR(
      iree_vm_context_create_with_modules(
          loader->instance, modules, IREE_ARRAYSIZE(modules),
          loader->host_allocator, &executable->context),
      "linking the VMVX executable against the vmvx module (imports must "
      "name vmvx functions with the calling conventions of docs/vmvx.md)");
  return iree_vm_context_lookup_module_state(
      executable->context, executable->module, &executable->module_state);
}

static iree_status_t iree_hal_vmvx_executable_create(
    iree_hal_vmvx_module_loader_t* loader, iree_const_byte_span_t data,
    const iree_hal_executable_environment_v0_t* environment,
    iree_hal_executable_t** out_executable) {
  iree_allocator_t host_allocator = loader->host_allocator;
  void* data_allocation = NULL;
  iree_const_byte_span_t module_data;
  IREE_RETURN_IF_ERROR(iree_hal_vmvx_copy_data(data, host_allocator,
                                               &data_allocation, &module_data));
  // The bytecode loader verifies the FlatBuffer and every function, so
  // corrupt executables fail here.
  iree_vm_module_t* module = NULL;
  iree_status_t status = iree_vm_bytecode_module_create(
      loader->instance, module_data, iree_allocator_null(), host_allocator,
      &module);
  if (iree_status_is_ok(status)) status = iree_hal_vmvx_check_module(module);
  iree_host_size_t export_count =
      module ? module->counts(module->self).export_function_count : 0;
  iree_hal_vmvx_executable_t* executable = NULL;
  if (iree_status_is_ok(status)) {
    iree_host_size_t total_size = 0;
    if (!iree_host_size_checked_mul_add(sizeof(*executable), export_count,
                                        sizeof(iree_hal_vmvx_export_t),
                                        &total_size)) {
      status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                                "too many VMVX exports");
    } else {
      status = iree_allocator_malloc(host_allocator, total_size,
                                     (void**)&executable);
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_module_release(module);
    iree_allocator_free(host_allocator, data_allocation);
    return iree_status_annotate_f(status, "loading a VMVX executable");
  }
  iree_hal_resource_initialize(&iree_hal_vmvx_executable_vtable,
                               &executable->base.resource);
  executable->base.host_allocator = host_allocator;
  executable->base.environment = *environment;
  executable->data_allocation = data_allocation;
  executable->module = module;
  executable->export_count = export_count;
  status = iree_hal_vmvx_executable_initialize(loader, executable);
  if (!iree_status_is_ok(status)) {
    iree_hal_vmvx_executable_destroy(executable);
    return iree_status_annotate_f(status, "loading a VMVX executable");
  }
  *out_executable = (iree_hal_executable_t*)executable;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Loader
//===----------------------------------------------------------------------===//

static void iree_hal_vmvx_module_loader_destroy(void* base_loader) {
  iree_hal_vmvx_module_loader_t* loader =
      (iree_hal_vmvx_module_loader_t*)base_loader;
  if (loader->vmvx_module) iree_vm_module_release(loader->vmvx_module);
  if (loader->instance) iree_vm_instance_release(loader->instance);
  iree_allocator_free(loader->host_allocator, loader);
}

static bool iree_hal_vmvx_module_loader_query_support(
    iree_hal_executable_loader_t* base_loader,
    iree_string_view_t executable_format) {
  return iree_string_view_equal(
      executable_format,
      iree_make_cstring_view(IREE_HAL_VMVX_EXECUTABLE_FORMAT));
}

static iree_status_t iree_hal_vmvx_module_loader_try_load(
    iree_hal_executable_loader_t* base_loader,
    const iree_hal_executable_params_t* params,
    const iree_hal_executable_environment_v0_t* environment,
    iree_hal_executable_t** out_executable) {
  return iree_hal_vmvx_executable_create(
      (iree_hal_vmvx_module_loader_t*)base_loader, params->executable_data,
      environment, out_executable);
}

static const iree_hal_executable_loader_vtable_t
    iree_hal_vmvx_module_loader_vtable = {
        .destroy = iree_hal_vmvx_module_loader_destroy,
        .query_support = iree_hal_vmvx_module_loader_query_support,
        .try_load = iree_hal_vmvx_module_loader_try_load,
        .loads_native_code = false,
};

iree_status_t iree_hal_vmvx_module_loader_create(
    iree_vm_instance_t* instance, iree_allocator_t host_allocator,
    iree_hal_executable_loader_t** out_loader) {
  *out_loader = NULL;
  iree_hal_vmvx_module_loader_t* loader = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*loader), (void**)&loader));
  iree_hal_resource_initialize(&iree_hal_vmvx_module_loader_vtable,
                               &loader->resource);
  loader->host_allocator = host_allocator;
  iree_status_t status = iree_ok_status();
  if (instance) {
    iree_vm_instance_retain(instance);
    loader->instance = instance;
  } else {
    status = iree_vm_instance_create(host_allocator, &loader->instance);
  }
  if (iree_status_is_ok(status)) {
    status = iree_vmvx_module_create(loader->instance, host_allocator,
                                     &loader->vmvx_module);
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_vmvx_module_loader_destroy(loader);
    return status;
  }
  *out_loader = (iree_hal_executable_loader_t*)loader;
  return iree_ok_status();
}
