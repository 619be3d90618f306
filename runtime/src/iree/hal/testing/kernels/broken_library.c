// Shared objects that are valid ELF but break the library ABI in one way
// each, selected by a -D flag at build time, for the loader's error tests:
//   BROKEN_NO_QUERY      exports no query function
//   BROKEN_NULL_QUERY    the query function returns NULL
//   BROKEN_VERSION       reports an ABI version from the future
//   BROKEN_MAGIC         the header has the wrong magic
//   BROKEN_EXPORT        an export has no function
#include "iree/hal/local/executable_library.h"

static int noop(const iree_hal_executable_environment_v0_t* environment,
                const iree_hal_executable_dispatch_state_v0_t* dispatch,
                const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  return 0;
}

static const iree_hal_executable_export_v0_t exports[] = {
#if defined(BROKEN_EXPORT)
    {"noop", 0, 0, 0, {1, 1, 1}},
#else
    {"noop", noop, 0, 0, {1, 1, 1}},
#endif
};

static const iree_hal_executable_library_v0_t library = {
    .header =
        {
#if defined(BROKEN_MAGIC)
            .magic = 0x12345678u,
#else
            .magic = IREE_HAL_EXECUTABLE_LIBRARY_MAGIC,
#endif
#if defined(BROKEN_VERSION)
            .version = 99,
#else
            .version = IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0,
#endif
            .name = "broken",
        },
    .export_count = 1,
    .exports = exports,
};

#if defined(BROKEN_NO_QUERY)
__attribute__((visibility("default"))) const void* some_other_symbol(void) {
  return &library;
}
#else
__attribute__((visibility("default")))
const iree_hal_executable_library_header_t*
iree_hal_executable_library_query(
    uint32_t max_version,
    const iree_hal_executable_environment_v0_t* environment) {
#if defined(BROKEN_NULL_QUERY)
  return 0;
#else
  return &library.header;
#endif
}
#endif
