// Kernels the HAL conformance tests dispatch, built into a shared object of
// the host's "system-elf-<arch>" format at build time (see CMakeLists.txt)
// and loaded through the executable cache like compiled code would be.
// Written against the ABI header alone: no C library, no runtime.
#include "iree/hal/local/executable_library.h"

#define ELEMENTS_PER_WORKGROUP 64

// out[i] = a[i] + b[i] (f32), 64 elements per workgroup along x; the element
// count comes from the output binding's length.
static int add_f32(const iree_hal_executable_environment_v0_t* environment,
                   const iree_hal_executable_dispatch_state_v0_t* dispatch,
                   const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  const float* a = (const float*)dispatch->binding_ptrs[0];
  const float* b = (const float*)dispatch->binding_ptrs[1];
  float* out = (float*)dispatch->binding_ptrs[2];
  size_t count = dispatch->binding_lengths[2] / sizeof(float);
  size_t begin = (size_t)workgroup->workgroup_id_x * ELEMENTS_PER_WORKGROUP;
  for (size_t i = begin; i < begin + ELEMENTS_PER_WORKGROUP && i < count; ++i) {
    out[i] = a[i] + b[i];
  }
  return 0;
}

// out[i] = in[i] * scale, where constant 0 holds the bits of the f32 scale
// and constant 1 an element offset added to both indices.
static int scale_f32(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  union {
    uint32_t bits;
    float value;
  } scale = {dispatch->constants[0]};
  uint32_t offset = dispatch->constants[1];
  const float* in = (const float*)dispatch->binding_ptrs[0];
  float* out = (float*)dispatch->binding_ptrs[1];
  size_t count = dispatch->binding_lengths[1] / sizeof(float);
  size_t begin =
      offset + (size_t)workgroup->workgroup_id_x * ELEMENTS_PER_WORKGROUP;
  for (size_t i = begin; i < begin + ELEMENTS_PER_WORKGROUP && i < count; ++i) {
    out[i] = in[i] * scale.value;
  }
  return 0;
}

// Writes one record of 8 uint32 per workgroup at its linear index:
// id x/y/z, count x/y/z, worker id, and workgroup size x.
static int record_ids(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  size_t linear =
      ((size_t)workgroup->workgroup_id_z * dispatch->workgroup_count_y +
       workgroup->workgroup_id_y) *
          dispatch->workgroup_count_x +
      workgroup->workgroup_id_x;
  if ((linear + 1) * 8 * sizeof(uint32_t) > dispatch->binding_lengths[0]) {
    return 1;
  }
  if (workgroup->worker_id >= environment->worker_count) return 2;
  uint32_t* record = (uint32_t*)dispatch->binding_ptrs[0] + linear * 8;
  record[0] = workgroup->workgroup_id_x;
  record[1] = workgroup->workgroup_id_y;
  record[2] = workgroup->workgroup_id_z;
  record[3] = dispatch->workgroup_count_x;
  record[4] = dispatch->workgroup_count_y;
  record[5] = dispatch->workgroup_count_z;
  record[6] = workgroup->worker_id;
  record[7] = dispatch->workgroup_size_x;
  return 0;
}

// Returns constant 0 from workgroup x == constant 1 (and 0 elsewhere): lets
// tests fail a dispatch in a chosen workgroup.
static int fail_in_workgroup(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  if (workgroup->workgroup_id_x == dispatch->constants[1]) {
    return (int)dispatch->constants[0];
  }
  return 0;
}

static const iree_hal_executable_export_v0_t exports[] = {
    {"add_f32", add_f32, 0, 3, {ELEMENTS_PER_WORKGROUP, 1, 1}},
    {"scale_f32", scale_f32, 2, 2, {ELEMENTS_PER_WORKGROUP, 1, 1}},
    {"record_ids", record_ids, 0, 1, {4, 2, 1}},
    {"fail_in_workgroup", fail_in_workgroup, 2, 0, {1, 1, 1}},
};

static const iree_hal_executable_library_v0_t library = {
    .header =
        {
            .magic = IREE_HAL_EXECUTABLE_LIBRARY_MAGIC,
            .version = IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0,
            .name = "hal_test_kernels",
        },
    .export_count = sizeof(exports) / sizeof(exports[0]),
    .exports = exports,
};

__attribute__((visibility("default")))
const iree_hal_executable_library_header_t*
iree_hal_executable_library_query(
    uint32_t max_version,
    const iree_hal_executable_environment_v0_t* environment) {
  return max_version >= IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0 ? &library.header
                                                              : NULL;
}
