// The CPU kernel ABI: what a shared object of format "system-elf-<arch>"
// exports and how the runtime calls its kernels. docs/executable_abi.md
// explains it with an example.
//
// This header is self-contained C (it includes only <stddef.h>/<stdint.h>) so
// that kernels, including code emitted by the compiler, can be built against
// it without the runtime. Every struct here is versioned: fields are never
// reordered or removed within a version; a new layout is a new version.
//
// A library exports exactly one symbol, IREE_HAL_EXECUTABLE_LIBRARY_QUERY_NAME:
//
//   const iree_hal_executable_library_header_t*
//   iree_hal_executable_library_query(
//       uint32_t max_version,
//       const iree_hal_executable_environment_v0_t* environment);
//
// The runtime passes the newest version it understands; the library returns
// its library struct of a version <= max_version (whose first member is the
// header), or NULL when it cannot provide one.
#ifndef IREE_HAL_LOCAL_EXECUTABLE_LIBRARY_H_
#define IREE_HAL_LOCAL_EXECUTABLE_LIBRARY_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define IREE_HAL_EXECUTABLE_LIBRARY_QUERY_NAME \
  "iree_hal_executable_library_query"

// ABI versions. Version 0 is the layout below; version 1 adds per-worker
// local memory (iree_hal_executable_library_v1_t). Runtimes load both.
#define IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0 0u
#define IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1 1u
#define IREE_HAL_EXECUTABLE_LIBRARY_VERSION_LATEST \
  IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1

// Alignment of the local memory the runtime hands a workgroup.
#define IREE_HAL_EXECUTABLE_LOCAL_MEMORY_ALIGNMENT 64u

// Limits the loader enforces on export tables, so that per-dispatch state has
// a known bound.
#define IREE_HAL_EXECUTABLE_MAX_EXPORT_COUNT 65536u
#define IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT 256u
#define IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT 64u

// Given to the query function and to every kernel call. Read-only; lives as
// long as the loaded library.
typedef struct iree_hal_executable_environment_v0_t {
  // Upper bound (exclusive) of workgroup_state->worker_id: kernels that keep
  // per-worker scratch size it with this.
  uint32_t worker_count;
  uint32_t reserved;
} iree_hal_executable_environment_v0_t;

// Constant for one dispatch: shared by all of its workgroups, read-only.
typedef struct iree_hal_executable_dispatch_state_v0_t {
  // Invocations per workgroup (the export's declared workgroup size).
  uint32_t workgroup_size_x;
  uint32_t workgroup_size_y;
  uint32_t workgroup_size_z;
  // Workgroups in the dispatch along each dimension (all >= 1).
  uint32_t workgroup_count_x;
  uint32_t workgroup_count_y;
  uint32_t workgroup_count_z;
  // Push constants: exactly the export's constant_count values.
  uint32_t constant_count;
  const uint32_t* constants;
  // Bindings: exactly the export's binding_count buffer ranges. The runtime
  // has checked every range against its buffer; a kernel must stay within
  // [binding_ptrs[i], binding_ptrs[i] + binding_lengths[i]).
  uint32_t binding_count;
  void* const* binding_ptrs;
  const size_t* binding_lengths;
} iree_hal_executable_dispatch_state_v0_t;

// Specific to one workgroup invocation.
typedef struct iree_hal_executable_workgroup_state_v0_t {
  // This workgroup's id; id_x < workgroup_count_x and so on.
  uint32_t workgroup_id_x;
  uint32_t workgroup_id_y;
  uint32_t workgroup_id_z;
  // Which worker thread runs it (< environment->worker_count). Two
  // workgroups running at the same time never share a worker_id.
  uint32_t worker_id;
} iree_hal_executable_workgroup_state_v0_t;

// Version 1's workgroup state: version 0's fields, then the worker's local
// memory. Runtimes always pass this layout, so version 0 kernels read a
// prefix of it.
typedef struct iree_hal_executable_workgroup_state_v1_t {
  uint32_t workgroup_id_x;
  uint32_t workgroup_id_y;
  uint32_t workgroup_id_z;
  uint32_t worker_id;
  // Scratch private to this worker while the workgroup runs: the export's
  // local_memory_sizes[] bytes, IREE_HAL_EXECUTABLE_LOCAL_MEMORY_ALIGNMENT
  // aligned, contents undefined on entry. NULL when the export needs none.
  void* local_memory;
} iree_hal_executable_workgroup_state_v1_t;

// A kernel: runs one workgroup. Returns 0 on success; any other value fails
// the dispatch (the queue submission reports INTERNAL naming the kernel and
// the value). Workgroups of one dispatch may run concurrently and in any
// order. |workgroup_state| always points at an
// iree_hal_executable_workgroup_state_v1_t (a version 0 kernel reads only
// its first fields).
typedef int (*iree_hal_executable_dispatch_v0_t)(
    const iree_hal_executable_environment_v0_t* environment,
    const iree_hal_executable_dispatch_state_v0_t* dispatch_state,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_state);

// One entry of the export table.
typedef struct iree_hal_executable_export_v0_t {
  // NUL-terminated kernel name, unique within the library.
  const char* name;
  iree_hal_executable_dispatch_v0_t function;
  // Exact push constant and binding counts every dispatch must pass.
  uint32_t constant_count;
  uint32_t binding_count;
  // Invocations per workgroup, each >= 1.
  uint32_t workgroup_size[3];
} iree_hal_executable_export_v0_t;

// First member of every library struct version.
typedef struct iree_hal_executable_library_header_t {
  // IREE_HAL_EXECUTABLE_LIBRARY_MAGIC: tells a real library from garbage.
  uint32_t magic;
  // IREE_HAL_EXECUTABLE_LIBRARY_VERSION_* of the struct this header starts.
  uint32_t version;
  // NUL-terminated library name for diagnostics.
  const char* name;
} iree_hal_executable_library_header_t;

// "IRHL" in little-endian byte order.
#define IREE_HAL_EXECUTABLE_LIBRARY_MAGIC 0x4C485249u

typedef struct iree_hal_executable_library_v0_t {
  iree_hal_executable_library_header_t header;
  uint32_t export_count;
  const iree_hal_executable_export_v0_t* exports;
} iree_hal_executable_library_v0_t;

// Version 1: version 0's fields, then what each export needs of local memory
// (temporaries too large for a worker's stack).
typedef struct iree_hal_executable_library_v1_t {
  iree_hal_executable_library_header_t header;
  uint32_t export_count;
  const iree_hal_executable_export_v0_t* exports;
  // Bytes of local memory per worker for each export (export_count entries),
  // or NULL when no export needs any.
  const uint32_t* local_memory_sizes;
} iree_hal_executable_library_v1_t;

typedef const iree_hal_executable_library_header_t* (
    *iree_hal_executable_library_query_fn_t)(
    uint32_t max_version,
    const iree_hal_executable_environment_v0_t* environment);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_EXECUTABLE_LIBRARY_H_
