// Kernels the HAL benchmarks dispatch, built into a CPU executable at build
// time (iree_cpu_kernel_library): an empty kernel to measure dispatch
// overhead, and elementwise kernels (one memory-bound, one with more
// arithmetic per element) to measure scaling across workers.
#include "iree/hal/local/executable_library.h"

// Does nothing: the cost of dispatching it is pure runtime overhead.
static int noop(const iree_hal_executable_environment_v0_t* environment,
                const iree_hal_executable_dispatch_state_v0_t* dispatch,
                const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  return 0;
}

// out[i] = in[i] * 2 + 1 over f32; constant 0 is the element count per
// workgroup along x.
static int axpb_f32(const iree_hal_executable_environment_v0_t* environment,
                    const iree_hal_executable_dispatch_state_v0_t* dispatch,
                    const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  const float* in = (const float*)dispatch->binding_ptrs[0];
  float* out = (float*)dispatch->binding_ptrs[1];
  size_t count = dispatch->binding_lengths[1] / sizeof(float);
  size_t per_workgroup = dispatch->constants[0];
  size_t begin = (size_t)workgroup->workgroup_id_x * per_workgroup;
  size_t end = begin + per_workgroup < count ? begin + per_workgroup : count;
  for (size_t i = begin; i < end; ++i) out[i] = in[i] * 2.0f + 1.0f;
  return 0;
}

// out[i] = p(in[i]) for a degree-12 polynomial (Horner form): an elementwise
// chain with enough arithmetic per element that memory bandwidth is not the
// limit, like a fused activation. Constant 0 as in axpb_f32.
static int polynomial_f32(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch,
    const iree_hal_executable_workgroup_state_v0_t* workgroup) {
  const float* in = (const float*)dispatch->binding_ptrs[0];
  float* out = (float*)dispatch->binding_ptrs[1];
  size_t count = dispatch->binding_lengths[1] / sizeof(float);
  size_t per_workgroup = dispatch->constants[0];
  size_t begin = (size_t)workgroup->workgroup_id_x * per_workgroup;
  size_t end = begin + per_workgroup < count ? begin + per_workgroup : count;
  for (size_t i = begin; i < end; ++i) {
    float x = in[i];
    float y = 0.5f;
    for (int term = 0; term < 12; ++term) y = y * x + 0.25f;
    out[i] = y;
  }
  return 0;
}

static const iree_hal_executable_export_v0_t exports[] = {
    {"noop", noop, 0, 0, {1, 1, 1}},
    {"axpb_f32", axpb_f32, 1, 2, {1, 1, 1}},
    {"polynomial_f32", polynomial_f32, 1, 2, {1, 1, 1}},
};

static const iree_hal_executable_library_v0_t library = {
    .header =
        {
            .magic = IREE_HAL_EXECUTABLE_LIBRARY_MAGIC,
            .version = IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0,
            .name = "hal_benchmark_kernels",
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
