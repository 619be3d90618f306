// iree_hal_executable_loader_t: turns one family of executable formats into
// local executables. A local device's executable cache asks each of its
// loaders in turn; the system library loader (system_library_loader.h)
// handles "system-elf-<host arch>" shared objects and others (VMVX bytecode)
// plug in the same way.
#ifndef IREE_HAL_LOCAL_EXECUTABLE_LOADER_H_
#define IREE_HAL_LOCAL_EXECUTABLE_LOADER_H_

#include "iree/base/api.h"
#include "iree/hal/executable_cache.h"
#include "iree/hal/local/executable_library.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_executable_loader_t iree_hal_executable_loader_t;

void iree_hal_executable_loader_retain(iree_hal_executable_loader_t* loader);
void iree_hal_executable_loader_release(iree_hal_executable_loader_t* loader);

// True if the loader handles |executable_format|.
bool iree_hal_executable_loader_query_support(
    iree_hal_executable_loader_t* loader, iree_string_view_t executable_format);

// Loads |params| (of a supported format) into a local executable whose
// kernels will see |environment| (copied).
iree_status_t iree_hal_executable_loader_try_load(
    iree_hal_executable_loader_t* loader,
    const iree_hal_executable_params_t* params,
    const iree_hal_executable_environment_v0_t* environment,
    iree_hal_executable_t** out_executable);

// True if the executables |loader| loads run as host machine code (mapped by
// the system linker): a trust policy may refuse them (modules/hal/api.h).
bool iree_hal_executable_loader_loads_native_code(
    iree_hal_executable_loader_t* loader);

typedef struct iree_hal_executable_loader_vtable_t {
  // First, as in every resource vtable (iree_hal_resource_release calls it).
  void (*destroy)(void* loader);
  bool (*query_support)(iree_hal_executable_loader_t* loader,
                        iree_string_view_t executable_format);
  iree_status_t (*try_load)(
      iree_hal_executable_loader_t* loader,
      const iree_hal_executable_params_t* params,
      const iree_hal_executable_environment_v0_t* environment,
      iree_hal_executable_t** out_executable);
  // Whether its executables are host machine code.
  bool loads_native_code;
} iree_hal_executable_loader_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_EXECUTABLE_LOADER_H_
