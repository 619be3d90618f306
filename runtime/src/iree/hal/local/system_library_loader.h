// The loader of native shared objects ("system-elf-<arch>"), loaded from
// memory: the bytes go to an anonymous memfd that is dlopen'ed through
// /proc/self/fd and closed at once, so nothing touches the file system.
#ifndef IREE_HAL_LOCAL_SYSTEM_LIBRARY_LOADER_H_
#define IREE_HAL_LOCAL_SYSTEM_LIBRARY_LOADER_H_

#include "iree/base/api.h"
#include "iree/hal/local/executable_loader.h"

#ifdef __cplusplus
extern "C" {
#endif

// The format this host loads, such as "system-elf-x86_64".
iree_string_view_t iree_hal_system_library_loader_host_format(void);

iree_status_t iree_hal_system_library_loader_create(
    iree_allocator_t host_allocator, iree_hal_executable_loader_t** out_loader);

// What loading does before it calls into the library: validates |data|,
// maps it with the system linker and finds its query function in its code,
// then unmaps it. None of the library's code runs, so hostile bytes must
// end in an error here, never a crash (elf_validation_test.cc).
iree_status_t iree_hal_system_library_map_for_testing(
    iree_const_byte_span_t data);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_SYSTEM_LIBRARY_LOADER_H_
