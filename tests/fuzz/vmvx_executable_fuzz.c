// libFuzzer target: VMVX executables (bytecode modules of kernels) as the
// VMVX loader prepares them for a local device: the module verified, its
// exports parsed and checked.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "iree/schemas/bytecode_module_footer.h"

#include "iree/hal/local/executable_loader.h"
#include "iree/hal/local/loaders/vmvx_module_loader.h"

static iree_hal_executable_loader_t* iree_fuzz_loader(void) {
  // One loader (and VM instance) for the whole run, as a device keeps it.
  static iree_hal_executable_loader_t* loader = NULL;
  if (!loader) {
    iree_status_t status = iree_hal_vmvx_module_loader_create(
        /*instance=*/NULL, iree_allocator_system(), &loader);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      return NULL;
    }
  }
  return loader;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  iree_hal_executable_loader_t* loader = iree_fuzz_loader();
  if (!loader) return 0;
  // A VMVX executable carries its own integrity footer: recompute it, so
  // that mutations reach the loader rather than stop at the checksum.
  uint8_t* copy = (uint8_t*)malloc(size ? size : 1);
  if (!copy) return 0;
  memcpy(copy, data, size);
  if (iree_vm_module_has_footer(copy, size)) {
    size_t body = size - IREE_VM_MODULE_FOOTER_SIZE;
    iree_vm_module_footer_make(copy, body, copy + body);
  }
  iree_hal_executable_params_t params = {
      .executable_format = iree_make_cstring_view("vmvx-bytecode-fb"),
      .executable_data = iree_make_const_byte_span(copy, size),
  };
  iree_hal_executable_environment_v0_t environment = {.worker_count = 4};
  iree_hal_executable_t* executable = NULL;
  iree_status_t status = iree_hal_executable_loader_try_load(
      loader, &params, &environment, &executable);
  if (iree_status_is_ok(status)) iree_hal_executable_release(executable);
  iree_status_ignore(status);
  free(copy);
  return 0;
}
