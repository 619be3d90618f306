#include "iree/hal/local/local_executable_cache.h"

#include <string.h>

typedef struct iree_hal_local_executable_cache_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_hal_executable_environment_v0_t environment;
  iree_string_view_t identifier;
  iree_host_size_t loader_count;
  iree_hal_executable_loader_t** loaders;
} iree_hal_local_executable_cache_t;

static const iree_hal_executable_cache_vtable_t
    iree_hal_local_executable_cache_vtable;

iree_status_t iree_hal_local_executable_cache_create(
    iree_string_view_t identifier, iree_host_size_t loader_count,
    iree_hal_executable_loader_t* const* loaders,
    const iree_hal_executable_environment_v0_t* environment,
    iree_allocator_t host_allocator,
    iree_hal_executable_cache_t** out_executable_cache) {
  *out_executable_cache = NULL;
  iree_host_size_t loaders_size = 0, total_size = 0;
  if (!iree_host_size_checked_mul(loader_count, sizeof(*loaders),
                                  &loaders_size) ||
      !iree_host_size_checked_add(
          sizeof(iree_hal_local_executable_cache_t) + loaders_size,
          identifier.size, &total_size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "executable cache description too large");
  }
  iree_hal_local_executable_cache_t* cache = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&cache));
  iree_hal_resource_initialize(&iree_hal_local_executable_cache_vtable,
                               &cache->resource);
  cache->host_allocator = host_allocator;
  cache->environment = *environment;
  cache->loader_count = loader_count;
  cache->loaders = (iree_hal_executable_loader_t**)(cache + 1);
  for (iree_host_size_t i = 0; i < loader_count; ++i) {
    cache->loaders[i] = loaders[i];
    iree_hal_executable_loader_retain(loaders[i]);
  }
  char* identifier_storage = (char*)(cache->loaders + loader_count);
  if (identifier.size) {
    memcpy(identifier_storage, identifier.data, identifier.size);
  }
  cache->identifier =
      iree_make_string_view(identifier_storage, identifier.size);
  *out_executable_cache = (iree_hal_executable_cache_t*)cache;
  return iree_ok_status();
}

static void iree_hal_local_executable_cache_destroy(void* base_cache) {
  iree_hal_local_executable_cache_t* cache =
      (iree_hal_local_executable_cache_t*)base_cache;
  for (iree_host_size_t i = 0; i < cache->loader_count; ++i) {
    iree_hal_executable_loader_release(cache->loaders[i]);
  }
  iree_allocator_free(cache->host_allocator, cache);
}

static iree_hal_executable_loader_t*
iree_hal_local_executable_cache_find_loader(
    iree_hal_local_executable_cache_t* cache,
    iree_string_view_t executable_format) {
  for (iree_host_size_t i = 0; i < cache->loader_count; ++i) {
    if (iree_hal_executable_loader_query_support(cache->loaders[i],
                                                 executable_format)) {
      return cache->loaders[i];
    }
  }
  return NULL;
}

static bool iree_hal_local_executable_cache_can_prepare_format(
    iree_hal_executable_cache_t* base_cache,
    iree_string_view_t executable_format) {
  return iree_hal_local_executable_cache_find_loader(
             (iree_hal_local_executable_cache_t*)base_cache,
             executable_format) != NULL;
}

static iree_status_t iree_hal_local_executable_cache_prepare_executable(
    iree_hal_executable_cache_t* base_cache,
    const iree_hal_executable_params_t* params,
    iree_hal_executable_t** out_executable) {
  iree_hal_local_executable_cache_t* cache =
      (iree_hal_local_executable_cache_t*)base_cache;
  iree_hal_executable_loader_t* loader =
      iree_hal_local_executable_cache_find_loader(cache,
                                                  params->executable_format);
  if (!loader) {
    return iree_make_status(
        IREE_STATUS_NOT_FOUND,
        "executable cache '%.*s' has no loader for format '%.*s'",
        (int)cache->identifier.size, cache->identifier.data,
        (int)params->executable_format.size, params->executable_format.data);
  }
  IREE_RETURN_IF_ERROR(iree_hal_executable_loader_try_load(
                           loader, params, &cache->environment, out_executable),
                       "preparing a '%.*s' executable",
                       (int)params->executable_format.size,
                       params->executable_format.data);
  return iree_ok_status();
}

static const iree_hal_executable_cache_vtable_t
    iree_hal_local_executable_cache_vtable = {
        .destroy = iree_hal_local_executable_cache_destroy,
        .can_prepare_format =
            iree_hal_local_executable_cache_can_prepare_format,
        .prepare_executable =
            iree_hal_local_executable_cache_prepare_executable,
};
