#include "iree/hal/dispatch_profile.h"

#include <stdlib.h>
#include <string.h>

void iree_hal_dispatch_profile_initialize(
    iree_allocator_t host_allocator, const char* track,
    iree_hal_dispatch_profile_t* out_profile) {
  memset(out_profile, 0, sizeof(*out_profile));
  out_profile->host_allocator = host_allocator;
  out_profile->track = track;
  pthread_mutex_init(&out_profile->mutex, NULL);
}

iree_status_t iree_hal_dispatch_profile_start(
    iree_hal_dispatch_profile_t* profile) {
  if (__atomic_exchange_n(&profile->active, true, __ATOMIC_ACQ_REL)) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "the device is already profiling");
  }
  return iree_ok_status();
}

bool iree_hal_dispatch_profile_is_active(iree_hal_dispatch_profile_t* profile) {
  return __atomic_load_n(&profile->active, __ATOMIC_ACQUIRE);
}

// Frees the names and the entries. Lock held or not shared any more.
static void iree_hal_dispatch_profile_clear(
    iree_hal_dispatch_profile_t* profile) {
  for (iree_host_size_t i = 0; i < profile->count; ++i) {
    iree_allocator_free(profile->host_allocator,
                        (void*)profile->entries[i].name.data);
  }
  iree_allocator_free(profile->host_allocator, profile->entries);
  profile->entries = NULL;
  profile->count = 0;
  profile->capacity = 0;
}

void iree_hal_dispatch_profile_deinitialize(
    iree_hal_dispatch_profile_t* profile) {
  iree_hal_dispatch_profile_clear(profile);
  pthread_mutex_destroy(&profile->mutex);
}

// A new entry named |name| at the end of the table. Lock held.
static iree_status_t iree_hal_dispatch_profile_append(
    iree_hal_dispatch_profile_t* profile, iree_string_view_t name,
    iree_hal_dispatch_profile_entry_t** out_entry) {
  if (profile->count == profile->capacity) {
    iree_host_size_t capacity = profile->capacity ? profile->capacity * 2 : 16;
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        profile->host_allocator, capacity * sizeof(*profile->entries),
        (void**)&profile->entries));
    profile->capacity = capacity;
  }
  char* storage = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      profile->host_allocator, name.size + 1, (void**)&storage));
  memcpy(storage, name.data, name.size);
  storage[name.size] = 0;
  iree_hal_dispatch_profile_entry_t* entry = &profile->entries[profile->count++];
  entry->name = iree_make_string_view(storage, name.size);
  entry->count = 0;
  entry->total_ns = 0;
  *out_entry = entry;
  return iree_ok_status();
}

iree_status_t iree_hal_dispatch_profile_record(
    iree_hal_dispatch_profile_t* profile, iree_string_view_t name,
    int64_t start_ns, uint64_t duration_ns, const char* args_json) {
  iree_tracing_complete("dispatch", name, profile->track, start_ns,
                        (int64_t)duration_ns, args_json);
  pthread_mutex_lock(&profile->mutex);
  iree_hal_dispatch_profile_entry_t* entry = NULL;
  for (iree_host_size_t i = 0; i < profile->count && !entry; ++i) {
    if (iree_string_view_equal(profile->entries[i].name, name)) {
      entry = &profile->entries[i];
    }
  }
  iree_status_t status = iree_ok_status();
  if (!entry) status = iree_hal_dispatch_profile_append(profile, name, &entry);
  if (iree_status_is_ok(status)) {
    entry->count += 1;
    entry->total_ns += duration_ns;
  }
  pthread_mutex_unlock(&profile->mutex);
  return status;
}

static int iree_hal_dispatch_profile_compare(const void* a, const void* b) {
  uint64_t ta = ((const iree_hal_dispatch_profile_entry_t*)a)->total_ns;
  uint64_t tb = ((const iree_hal_dispatch_profile_entry_t*)b)->total_ns;
  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

void iree_hal_dispatch_profile_flush(
    iree_hal_dispatch_profile_t* profile,
    iree_hal_dispatch_profile_callback_t callback) {
  pthread_mutex_lock(&profile->mutex);
  if (profile->count) {  // An empty table has no array to sort.
    qsort(profile->entries, profile->count, sizeof(*profile->entries),
          iree_hal_dispatch_profile_compare);
  }
  for (iree_host_size_t i = 0; i < profile->count && callback.fn; ++i) {
    callback.fn(callback.user_data, &profile->entries[i]);
  }
  iree_hal_dispatch_profile_clear(profile);
  pthread_mutex_unlock(&profile->mutex);
}

iree_status_t iree_hal_dispatch_profile_stop(
    iree_hal_dispatch_profile_t* profile,
    iree_hal_dispatch_profile_callback_t callback) {
  if (!__atomic_exchange_n(&profile->active, false, __ATOMIC_ACQ_REL)) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "the device is not profiling");
  }
  iree_hal_dispatch_profile_flush(profile, callback);
  return iree_ok_status();
}
