// Dispatch profiles: for each executable export, how many dispatches of it a
// device ran and their summed device time. A device that can time its
// dispatches keeps one while profiling (iree_hal_device_profiling_begin/end);
// the table is shared by the drivers so that every device reports alike.
#ifndef IREE_HAL_DISPATCH_PROFILE_H_
#define IREE_HAL_DISPATCH_PROFILE_H_

#include <pthread.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// One export's totals. |name| is valid during the report callback only.
typedef struct iree_hal_dispatch_profile_entry_t {
  iree_string_view_t name;
  uint64_t count;
  uint64_t total_ns;
} iree_hal_dispatch_profile_entry_t;

// Receives the entries of a profile, most total time first.
typedef struct iree_hal_dispatch_profile_callback_t {
  void (*fn)(void* user_data, const iree_hal_dispatch_profile_entry_t* entry);
  void* user_data;
} iree_hal_dispatch_profile_callback_t;

// A thread-safe table of entries keyed by export name, and whether its
// device is profiling.
typedef struct iree_hal_dispatch_profile_t {
  iree_allocator_t host_allocator;
  // The trace track of the device's dispatches (base/tracing.h).
  const char* track;
  // Read without the lock by code deciding whether to time.
  bool active;
  pthread_mutex_t mutex;
  iree_host_size_t count;
  iree_host_size_t capacity;
  // Entries whose names are owned by the table.
  iree_hal_dispatch_profile_entry_t* entries;
} iree_hal_dispatch_profile_t;

// |track| (a string that outlives the profile) names the trace track of the
// device's dispatches.
void iree_hal_dispatch_profile_initialize(
    iree_allocator_t host_allocator, const char* track,
    iree_hal_dispatch_profile_t* out_profile);

void iree_hal_dispatch_profile_deinitialize(
    iree_hal_dispatch_profile_t* profile);

// Starts profiling: FAILED_PRECONDITION if it already is.
iree_status_t iree_hal_dispatch_profile_start(
    iree_hal_dispatch_profile_t* profile);

// Whether profiling is on.
bool iree_hal_dispatch_profile_is_active(iree_hal_dispatch_profile_t* profile);

// Stops profiling and flushes the entries to |callback|:
// FAILED_PRECONDITION if it was not on.
iree_status_t iree_hal_dispatch_profile_stop(
    iree_hal_dispatch_profile_t* profile,
    iree_hal_dispatch_profile_callback_t callback);

// Adds one dispatch of export |name| that ran for |duration_ns| from
// |start_ns| (the tracing clock, CLOCK_MONOTONIC). While tracing records, it
// is also an event on the profile's track, with |args_json| (see
// iree_tracing_complete).
iree_status_t iree_hal_dispatch_profile_record(
    iree_hal_dispatch_profile_t* profile, iree_string_view_t name,
    int64_t start_ns, uint64_t duration_ns, const char* args_json);

// Reports every entry to |callback|, most total time first, and empties the
// table.
void iree_hal_dispatch_profile_flush(
    iree_hal_dispatch_profile_t* profile,
    iree_hal_dispatch_profile_callback_t callback);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DISPATCH_PROFILE_H_
