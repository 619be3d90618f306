// A version 1 library whose kernel keeps its working set in the local
// memory the runtime gives each worker, for the loader's local memory tests.
#include "iree/hal/local/executable_library.h"

#define ELEMENTS_PER_WORKGROUP 256

// out[workgroup x] = sum of in[i] * i over the workgroup's 256 elements,
// staged in local memory. Returns 1 without local memory, 2 when it is
// misaligned and 3 when another workgroup overwrote it meanwhile.
static int staged_sum(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_v0) {
  const iree_hal_executable_workgroup_state_v1_t* workgroup =
      (const iree_hal_executable_workgroup_state_v1_t*)workgroup_v0;
  float* local = (float*)workgroup->local_memory;
  if (!local) return 1;
  if ((uintptr_t)local % IREE_HAL_EXECUTABLE_LOCAL_MEMORY_ALIGNMENT) return 2;
  const float* in = (const float*)dispatch->binding_ptrs[0];
  float* out = (float*)dispatch->binding_ptrs[1];
  size_t begin = (size_t)workgroup->workgroup_id_x * ELEMENTS_PER_WORKGROUP;
  for (size_t i = 0; i < ELEMENTS_PER_WORKGROUP; ++i) {
    local[i] = in[begin + i] * (float)i;
  }
  // The last word tags the owner: a worker sharing it would change it.
  uint32_t* tag = (uint32_t*)(local + ELEMENTS_PER_WORKGROUP);
  *(volatile uint32_t*)tag = workgroup->workgroup_id_x;
  float sum = 0.0f;
  for (size_t i = 0; i < ELEMENTS_PER_WORKGROUP; ++i) sum += local[i];
  if (*(volatile uint32_t*)tag != workgroup->workgroup_id_x) return 3;
  out[workgroup->workgroup_id_x] = sum;
  return 0;
}

// Declares no local memory: must see NULL.
static int no_local_memory(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_v0) {
  const iree_hal_executable_workgroup_state_v1_t* workgroup =
      (const iree_hal_executable_workgroup_state_v1_t*)workgroup_v0;
  return workgroup->local_memory ? 4 : 0;
}

static const iree_hal_executable_export_v0_t exports[] = {
    {"staged_sum", staged_sum, 0, 2, {1, 1, 1}},
    {"no_local_memory", no_local_memory, 0, 0, {1, 1, 1}},
};

static const uint32_t local_memory_sizes[] = {
    (ELEMENTS_PER_WORKGROUP + 1) * 4,
    0,
};

static const iree_hal_executable_library_v1_t library = {
    .header =
        {
            .magic = IREE_HAL_EXECUTABLE_LIBRARY_MAGIC,
            .version = IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1,
            .name = "hal_local_memory_kernels",
        },
    .export_count = sizeof(exports) / sizeof(exports[0]),
    .exports = exports,
    .local_memory_sizes = local_memory_sizes,
};

__attribute__((visibility("default")))
const iree_hal_executable_library_header_t*
iree_hal_executable_library_query(
    uint32_t max_version,
    const iree_hal_executable_environment_v0_t* environment) {
  return max_version >= IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1 ? &library.header
                                                              : NULL;
}
