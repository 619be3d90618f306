// Loads "system-elf-<arch>" shared objects from memory with memfd + dlopen.
//
// dlopen needs a path, and writing the bytes to a temporary file would leave
// files behind on crashes and need a writable directory. A memfd is an
// anonymous in-memory file: we dlopen it through /proc/self/fd/N and close it
// right after, so the only reference left is the loader's own mapping.
//
// Before handing bytes to the dynamic loader they are validated completely
// (elf_validation.h), so a truncated, foreign or hostile file gets a precise
// error instead of a crash inside dlopen or code run at load time; after
// loading, the library's export table must lie inside the mapped image.
#define _GNU_SOURCE
#include "iree/hal/local/system_library_loader.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "iree/hal/local/elf_validation.h"
#include "iree/hal/local/local_executable.h"

#if defined(__x86_64__)
#define IREE_HAL_SYSTEM_LIBRARY_FORMAT "system-elf-x86_64"
#define IREE_HAL_SYSTEM_LIBRARY_MACHINE EM_X86_64
#define IREE_HAL_SYSTEM_LIBRARY_RELATIVE R_X86_64_RELATIVE
#elif defined(__aarch64__)
#define IREE_HAL_SYSTEM_LIBRARY_FORMAT "system-elf-arm_64"
#define IREE_HAL_SYSTEM_LIBRARY_MACHINE EM_AARCH64
#define IREE_HAL_SYSTEM_LIBRARY_RELATIVE R_AARCH64_RELATIVE
#elif defined(__riscv) && __riscv_xlen == 64
#define IREE_HAL_SYSTEM_LIBRARY_FORMAT "system-elf-riscv_64"
#define IREE_HAL_SYSTEM_LIBRARY_MACHINE EM_RISCV
#define IREE_HAL_SYSTEM_LIBRARY_RELATIVE R_RISCV_RELATIVE
#else
#error "system library loader: unsupported host architecture"
#endif

iree_string_view_t iree_hal_system_library_loader_host_format(void) {
  return iree_make_cstring_view(IREE_HAL_SYSTEM_LIBRARY_FORMAT);
}

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

// Writes |data| to a new memfd and dlopens it; the fd is closed either way.
static iree_status_t iree_hal_system_library_dlopen(iree_const_byte_span_t data,
                                                    void** out_handle) {
  *out_handle = NULL;
  int fd = memfd_create("iree_hal_executable", MFD_CLOEXEC);
  if (fd < 0) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE, "memfd_create failed: %s",
                            strerror(errno));
  }
  iree_host_size_t written = 0;
  while (written < data.data_length) {
    ssize_t result = write(fd, data.data + written, data.data_length - written);
    if (result < 0 && errno == EINTR) continue;
    if (result <= 0) {
      int error = errno;
      close(fd);
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "writing the executable to a memfd failed: %s",
                              strerror(error));
    }
    written += (iree_host_size_t)result;
  }
  // The dynamic loader identifies libraries by the path string first: a
  // library loaded earlier from a memfd that had this same (since reused) fd
  // number still answers to "/proc/self/fd/N", and dlopen would hand back
  // that library instead of loading ours. Move to a higher fd number until
  // the name is free.
  char path[64];
  int load_fd = fd;
  while (true) {
    snprintf(path, sizeof(path), "/proc/self/fd/%d", load_fd);
    void* existing = dlopen(path, RTLD_LAZY | RTLD_NOLOAD);
    if (!existing) break;
    dlclose(existing);
    int next_fd = fcntl(fd, F_DUPFD_CLOEXEC, load_fd + 1);
    if (load_fd != fd) close(load_fd);
    if (next_fd < 0) {
      int error = errno;
      close(fd);
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "no file descriptor free to load the executable "
                              "from: %s",
                              strerror(error));
    }
    load_fd = next_fd;
  }
  // RTLD_LOCAL keeps kernel symbols out of the global namespace so that two
  // executables exporting the same names cannot interfere.
  void* handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (load_fd != fd) close(load_fd);
  close(fd);
  if (!handle) {
    const char* error = dlerror();
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "dlopen of the executable failed: %s",
                            error ? error : "unknown error");
  }
  *out_handle = handle;
  return iree_ok_status();
}

// True if the NUL-terminated string at |text| lies inside |image| (mapped at
// |base|).
static bool iree_hal_system_library_string_in_image(
    const iree_hal_elf_image_t* image, uintptr_t base, const char* text) {
  if (!text) return false;
  // Grows the checked range a byte at a time, each step within one segment:
  // linear in the name's length.
  for (uint64_t length = 1;; ++length) {
    if (!iree_hal_elf_image_contains(image, base, (uintptr_t)text, length,
                                     /*executable=*/false)) {
      return false;
    }
    if (text[length - 1] == 0) return true;
  }
}

// Checks the library struct the query function returned: every field in
// range, and everything it points at (names, the export table, kernels,
// local memory sizes) inside the image mapped at |base|, kernels in its
// executable segments.
static iree_status_t iree_hal_system_library_verify_library(
    const iree_hal_executable_library_header_t* header,
    const iree_hal_elf_image_t* image, uintptr_t base) {
  if (!header) {
    return iree_make_status(
        IREE_STATUS_UNIMPLEMENTED,
        "executable library provides no ABI version <= %u this runtime "
        "supports",
        IREE_HAL_EXECUTABLE_LIBRARY_VERSION_LATEST);
  }
  if (!iree_hal_elf_image_contains(image, base, (uintptr_t)header,
                                   sizeof(iree_hal_executable_library_v0_t),
                                   /*executable=*/false)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable library struct lies outside its "
                            "image");
  }
  if (header->magic != IREE_HAL_EXECUTABLE_LIBRARY_MAGIC) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable library header has bad magic 0x%08x",
                            header->magic);
  }
  if (header->version != IREE_HAL_EXECUTABLE_LIBRARY_VERSION_0 &&
      header->version != IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1) {
    return iree_make_status(
        IREE_STATUS_UNIMPLEMENTED,
        "executable library has ABI version %u; this runtime supports %u",
        header->version, IREE_HAL_EXECUTABLE_LIBRARY_VERSION_LATEST);
  }
  const iree_hal_executable_library_v0_t* library =
      (const iree_hal_executable_library_v0_t*)header;
  if (library->export_count > IREE_HAL_EXECUTABLE_MAX_EXPORT_COUNT ||
      (library->export_count &&
       !iree_hal_elf_image_contains(
           image, base, (uintptr_t)library->exports,
           (uint64_t)library->export_count *
               sizeof(iree_hal_executable_export_v0_t),
           /*executable=*/false)) ||
      ((uintptr_t)library->exports %
       _Alignof(iree_hal_executable_export_v0_t))) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable library has an invalid export table "
                            "(%u exports)",
                            library->export_count);
  }
  if (!iree_hal_system_library_string_in_image(image, base, header->name)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable library name lies outside its image");
  }
  if (header->version >= IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1) {
    const iree_hal_executable_library_v1_t* v1 =
        (const iree_hal_executable_library_v1_t*)header;
    if (!iree_hal_elf_image_contains(image, base, (uintptr_t)header,
                                     sizeof(*v1), /*executable=*/false) ||
        (v1->local_memory_sizes &&
         (!iree_hal_elf_image_contains(
              image, base, (uintptr_t)v1->local_memory_sizes,
              (uint64_t)library->export_count * sizeof(uint32_t),
              /*executable=*/false) ||
          (uintptr_t)v1->local_memory_sizes % _Alignof(uint32_t)))) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable library's local memory sizes lie "
                              "outside its image");
    }
  }
  for (uint32_t i = 0; i < library->export_count; ++i) {
    const iree_hal_executable_export_v0_t* entry = &library->exports[i];
    if (!iree_hal_system_library_string_in_image(image, base, entry->name) ||
        !entry->function ||
        !iree_hal_elf_image_contains(image, base, (uintptr_t)entry->function,
                                     1, /*executable=*/true)) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "export %u has no name or function inside its "
                              "image",
                              i);
    }
    if (entry->constant_count > IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT ||
        entry->binding_count > IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT) {
      return iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "export '%s' declares %u constants and %u bindings; the limits are "
          "%u and %u",
          entry->name, entry->constant_count, entry->binding_count,
          IREE_HAL_EXECUTABLE_MAX_CONSTANT_COUNT,
          IREE_HAL_EXECUTABLE_MAX_BINDING_COUNT);
    }
    if (!entry->workgroup_size[0] || !entry->workgroup_size[1] ||
        !entry->workgroup_size[2]) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "export '%s' has a zero workgroup size",
                              entry->name);
    }
  }
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Executable
//===----------------------------------------------------------------------===//

typedef struct iree_hal_system_executable_t {
  iree_hal_local_executable_t base;
  void* handle;
  const iree_hal_executable_library_v0_t* library;
  // Per export: bytes of local memory per worker (NULL: none need any).
  const uint32_t* local_memory_sizes;
  // Local memory of all workers, worker i's at local_memory + i * stride
  // (aligned within the allocation local_memory_storage).
  void* local_memory_storage;
  uint8_t* local_memory;
  iree_host_size_t local_memory_stride;
  // Per export: its name, measured once (every dispatch asks for the export
  // info).
  iree_string_view_t* export_names;
} iree_hal_system_executable_t;

static void iree_hal_system_executable_destroy(void* base_executable) {
  iree_hal_system_executable_t* executable =
      (iree_hal_system_executable_t*)base_executable;
  if (executable->handle) dlclose(executable->handle);
  iree_allocator_free(executable->base.host_allocator,
                      executable->local_memory_storage);
  iree_allocator_free(executable->base.host_allocator,
                      executable->export_names);
  iree_allocator_free(executable->base.host_allocator, executable);
}

static iree_host_size_t iree_hal_system_executable_export_count(
    iree_hal_executable_t* base_executable) {
  return ((iree_hal_system_executable_t*)base_executable)
      ->library->export_count;
}

static void iree_hal_system_executable_export_info(
    iree_hal_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    iree_hal_executable_export_info_t* out_info) {
  const iree_hal_executable_export_v0_t* entry =
      &((iree_hal_system_executable_t*)base_executable)
           ->library->exports[ordinal];
  out_info->name =
      ((iree_hal_system_executable_t*)base_executable)->export_names[ordinal];
  out_info->constant_count = entry->constant_count;
  out_info->binding_count = entry->binding_count;
  memcpy(out_info->workgroup_size, entry->workgroup_size,
         sizeof(out_info->workgroup_size));
}

static iree_status_t iree_hal_system_executable_issue_call(
    iree_hal_local_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    const iree_hal_executable_dispatch_state_v0_t* dispatch_state,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_state) {
  iree_hal_system_executable_t* executable =
      (iree_hal_system_executable_t*)base_executable;
  const iree_hal_executable_export_v0_t* entry =
      &executable->library->exports[ordinal];
  iree_hal_executable_workgroup_state_v1_t state = {
      .workgroup_id_x = workgroup_state->workgroup_id_x,
      .workgroup_id_y = workgroup_state->workgroup_id_y,
      .workgroup_id_z = workgroup_state->workgroup_id_z,
      .worker_id = workgroup_state->worker_id,
  };
  if (executable->local_memory_sizes &&
      executable->local_memory_sizes[ordinal]) {
    state.local_memory = executable->local_memory +
                         workgroup_state->worker_id *
                             executable->local_memory_stride;
  }
  int result =
      entry->function(&base_executable->environment, dispatch_state,
                      (const iree_hal_executable_workgroup_state_v0_t*)&state);
  if (IREE_LIKELY(result == 0)) return iree_ok_status();
  return iree_make_status(
      IREE_STATUS_INTERNAL, "kernel '%s' returned %d in workgroup (%u, %u, %u)",
      entry->name, result, workgroup_state->workgroup_id_x,
      workgroup_state->workgroup_id_y, workgroup_state->workgroup_id_z);
}

static const iree_hal_local_executable_vtable_t
    iree_hal_system_executable_vtable = {
        .base =
            {
                .destroy = iree_hal_system_executable_destroy,
                .export_count = iree_hal_system_executable_export_count,
                .export_info = iree_hal_system_executable_export_info,
            },
        .issue_call = iree_hal_system_executable_issue_call,
};

// Allocates every worker's local memory, as much as the neediest export
// declares: kernels must not fail for lack of it mid-dispatch.
static iree_status_t iree_hal_system_executable_allocate_local_memory(
    iree_hal_system_executable_t* executable) {
  uint32_t max_size = 0;
  for (uint32_t i = 0; executable->local_memory_sizes &&
                       i < executable->library->export_count;
       ++i) {
    if (executable->local_memory_sizes[i] > max_size) {
      max_size = executable->local_memory_sizes[i];
    }
  }
  if (!max_size) return iree_ok_status();
  const iree_host_size_t alignment = IREE_HAL_EXECUTABLE_LOCAL_MEMORY_ALIGNMENT;
  iree_host_size_t stride = ((iree_host_size_t)max_size + alignment - 1) /
                            alignment * alignment;
  iree_host_size_t total = 0;
  if (__builtin_mul_overflow(stride, executable->base.environment.worker_count,
                             &total) ||
      __builtin_add_overflow(total, alignment, &total)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "executable '%s' needs %u bytes of local memory "
                            "for each of %u workers, more than can be "
                            "addressed",
                            executable->library->header.name, max_size,
                            executable->base.environment.worker_count);
  }
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(executable->base.host_allocator, total,
                            &executable->local_memory_storage),
      "allocating %u bytes of local memory for each of %u workers of "
      "executable '%s'",
      max_size, executable->base.environment.worker_count,
      executable->library->header.name);
  uintptr_t base = (uintptr_t)executable->local_memory_storage;
  executable->local_memory =
      (uint8_t*)((base + alignment - 1) / alignment * alignment);
  executable->local_memory_stride = stride;
  return iree_ok_status();
}

// Validates |data|, maps it and finds its query function in its code, without
// running any of the library's code (validation refuses initializers).
static iree_status_t iree_hal_system_library_open(
    iree_const_byte_span_t data, void** out_handle,
    iree_hal_elf_image_t* out_image, uintptr_t* out_base,
    iree_hal_executable_library_query_fn_t* out_query_fn) {
  IREE_RETURN_IF_ERROR(iree_hal_elf_validate_shared_object(
      data, IREE_HAL_SYSTEM_LIBRARY_MACHINE, IREE_HAL_SYSTEM_LIBRARY_RELATIVE,
      out_image));
  IREE_RETURN_IF_ERROR(iree_hal_system_library_dlopen(data, out_handle));
  iree_hal_executable_library_query_fn_t query_fn =
      (iree_hal_executable_library_query_fn_t)dlsym(
          *out_handle, IREE_HAL_EXECUTABLE_LIBRARY_QUERY_NAME);
  // The load bias of this library (its first segment is at address 0).
  struct link_map* map = NULL;
  if (!query_fn || dlinfo(*out_handle, RTLD_DI_LINKMAP, &map) != 0 || !map ||
      !iree_hal_elf_image_contains(out_image, (uintptr_t)map->l_addr,
                                   (uintptr_t)query_fn, 1,
                                   /*executable=*/true)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable does not export %s in its code",
                            IREE_HAL_EXECUTABLE_LIBRARY_QUERY_NAME);
  }
  *out_base = (uintptr_t)map->l_addr;
  *out_query_fn = query_fn;
  return iree_ok_status();
}

iree_status_t iree_hal_system_library_map_for_testing(
    iree_const_byte_span_t data) {
  void* handle = NULL;
  iree_hal_elf_image_t image;
  uintptr_t base = 0;
  iree_hal_executable_library_query_fn_t query_fn = NULL;
  iree_status_t status = iree_hal_system_library_open(data, &handle, &image,
                                                      &base, &query_fn);
  if (handle) dlclose(handle);
  return status;
}

static iree_status_t iree_hal_system_executable_load(
    iree_hal_system_executable_t* executable, iree_const_byte_span_t data) {
  iree_hal_elf_image_t image;
  uintptr_t base = 0;
  iree_hal_executable_library_query_fn_t query_fn = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_system_library_open(
      data, &executable->handle, &image, &base, &query_fn));
  const iree_hal_executable_library_header_t* header =
      query_fn(IREE_HAL_EXECUTABLE_LIBRARY_VERSION_LATEST,
               &executable->base.environment);
  IREE_RETURN_IF_ERROR(
      iree_hal_system_library_verify_library(header, &image, base));
  executable->library = (const iree_hal_executable_library_v0_t*)header;
  if (header->version >= IREE_HAL_EXECUTABLE_LIBRARY_VERSION_1) {
    executable->local_memory_sizes =
        ((const iree_hal_executable_library_v1_t*)header)->local_memory_sizes;
  }
  uint32_t export_count = executable->library->export_count;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      executable->base.host_allocator,
      (export_count ? export_count : 1) * sizeof(iree_string_view_t),
      (void**)&executable->export_names));
  for (uint32_t i = 0; i < export_count; ++i) {
    executable->export_names[i] =
        iree_make_cstring_view(executable->library->exports[i].name);
  }
  return iree_hal_system_executable_allocate_local_memory(executable);
}

//===----------------------------------------------------------------------===//
// Loader
//===----------------------------------------------------------------------===//

typedef struct iree_hal_system_library_loader_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
} iree_hal_system_library_loader_t;

static void iree_hal_system_library_loader_destroy(void* base_loader) {
  iree_hal_system_library_loader_t* loader =
      (iree_hal_system_library_loader_t*)base_loader;
  iree_allocator_free(loader->host_allocator, loader);
}

static bool iree_hal_system_library_loader_query_support(
    iree_hal_executable_loader_t* base_loader,
    iree_string_view_t executable_format) {
  return iree_string_view_equal(executable_format,
                                iree_hal_system_library_loader_host_format());
}

static iree_status_t iree_hal_system_library_loader_try_load(
    iree_hal_executable_loader_t* base_loader,
    const iree_hal_executable_params_t* params,
    const iree_hal_executable_environment_v0_t* environment,
    iree_hal_executable_t** out_executable) {
  iree_hal_system_library_loader_t* loader =
      (iree_hal_system_library_loader_t*)base_loader;
  iree_hal_system_executable_t* executable = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      loader->host_allocator, sizeof(*executable), (void**)&executable));
  iree_hal_resource_initialize(&iree_hal_system_executable_vtable,
                               &executable->base.resource);
  executable->base.host_allocator = loader->host_allocator;
  executable->base.environment = *environment;
  iree_status_t status =
      iree_hal_system_executable_load(executable, params->executable_data);
  if (!iree_status_is_ok(status)) {
    iree_hal_system_executable_destroy(executable);
    return status;
  }
  *out_executable = (iree_hal_executable_t*)executable;
  return iree_ok_status();
}

static const iree_hal_executable_loader_vtable_t
    iree_hal_system_library_loader_vtable = {
        .destroy = iree_hal_system_library_loader_destroy,
        .query_support = iree_hal_system_library_loader_query_support,
        .try_load = iree_hal_system_library_loader_try_load,
        .loads_native_code = true,
};

iree_status_t iree_hal_system_library_loader_create(
    iree_allocator_t host_allocator,
    iree_hal_executable_loader_t** out_loader) {
  *out_loader = NULL;
  iree_hal_system_library_loader_t* loader = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*loader), (void**)&loader));
  iree_hal_resource_initialize(&iree_hal_system_library_loader_vtable,
                               &loader->resource);
  loader->host_allocator = host_allocator;
  *out_loader = (iree_hal_executable_loader_t*)loader;
  return iree_ok_status();
}
