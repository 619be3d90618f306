// libFuzzer target: a .vmfb through the loader (checksum when present,
// FlatBuffer and bytecode verifiers) and, when it loads, every export called
// with no arguments under a call deadline, so a mutated loop that never ends
// stops instead of hanging the fuzzer.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "iree/vm/api.h"

static iree_vm_instance_t* instance = NULL;

static void iree_fuzz_run_exports(iree_vm_module_t* module) {
  iree_allocator_t allocator = iree_allocator_system();
  iree_vm_context_t* context = NULL;
  iree_status_t status = iree_vm_context_create_with_modules(
      instance, &module, 1, allocator, &context);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);
    return;
  }
  iree_vm_context_set_call_timeout(context, 50 * 1000000);
  iree_vm_module_counts_t counts = module->counts(module->self);
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    status = module->get_function(module->self,
                                  IREE_VM_FUNCTION_LINKAGE_EXPORT, i,
                                  &function, &signature);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      continue;
    }
    iree_vm_list_t* inputs = NULL;
    iree_vm_list_t* outputs = NULL;
    if (iree_status_is_ok(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                              0, allocator, &inputs)) &&
        iree_status_is_ok(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                              8, allocator, &outputs))) {
      iree_status_ignore(
          iree_vm_invoke(context, function, inputs, outputs, allocator));
    }
    iree_vm_list_release(inputs);
    iree_vm_list_release(outputs);
  }
  iree_vm_context_release(context);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (!instance &&
      !iree_status_is_ok(iree_vm_instance_create(iree_allocator_system(),
                                                 &instance))) {
    abort();
  }
  // Modules are used in place and must be 16-byte aligned, as a file
  // mapped or read by the runtime is.
  uint8_t* copy = (uint8_t*)aligned_alloc(64, (size + 64) & ~(size_t)63);
  if (size) memcpy(copy, data, size);
  iree_vm_module_t* module = NULL;
  iree_status_t status = iree_vm_bytecode_module_create(
      instance, iree_make_const_byte_span(copy, size), iree_allocator_null(),
      iree_allocator_system(), &module);
  if (iree_status_is_ok(status)) {
    iree_fuzz_run_exports(module);
    iree_vm_module_release(module);
  } else {
    iree_status_ignore(status);
  }
  free(copy);
  return 0;
}
