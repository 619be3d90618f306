#include "iree/hal/local/host_semaphore.h"

#include <pthread.h>

#include "iree/hal/local/condition.h"
#include "iree/hal/status_util.h"

typedef struct iree_hal_host_semaphore_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  pthread_mutex_t mutex;
  // Waits measure time on CLOCK_MONOTONIC, like iree_hal_time_now.
  pthread_cond_t condition;
  uint64_t current_value;
  // The first failure, owned; waiters and queries get clones.
  iree_status_t failure_status;
} iree_hal_host_semaphore_t;

static const iree_hal_semaphore_vtable_t iree_hal_host_semaphore_vtable;

iree_status_t iree_hal_host_semaphore_create(
    uint64_t initial_value, iree_allocator_t host_allocator,
    iree_hal_semaphore_t** out_semaphore) {
  *out_semaphore = NULL;
  iree_hal_host_semaphore_t* semaphore = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*semaphore),
                                             (void**)&semaphore));
  iree_hal_resource_initialize(&iree_hal_host_semaphore_vtable,
                               &semaphore->resource);
  semaphore->host_allocator = host_allocator;
  pthread_mutex_init(&semaphore->mutex, NULL);
  iree_hal_local_condition_initialize(&semaphore->condition);
  semaphore->current_value = initial_value;
  *out_semaphore = (iree_hal_semaphore_t*)semaphore;
  return iree_ok_status();
}

static void iree_hal_host_semaphore_destroy(void* base_semaphore) {
  iree_hal_host_semaphore_t* semaphore =
      (iree_hal_host_semaphore_t*)base_semaphore;
  iree_status_free(semaphore->failure_status);
  pthread_cond_destroy(&semaphore->condition);
  pthread_mutex_destroy(&semaphore->mutex);
  iree_allocator_free(semaphore->host_allocator, semaphore);
}

// Returns the failure as a fresh status for one caller. Lock held.
static iree_status_t iree_hal_host_semaphore_failure(
    iree_hal_host_semaphore_t* semaphore) {
  return iree_status_annotate_f(
      iree_hal_status_clone(semaphore->failure_status), "semaphore failed");
}

static iree_status_t iree_hal_host_semaphore_query(
    iree_hal_semaphore_t* base_semaphore, uint64_t* out_value) {
  iree_hal_host_semaphore_t* semaphore =
      (iree_hal_host_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status = iree_ok_status();
  if (semaphore->failure_status) {
    *out_value = IREE_HAL_SEMAPHORE_FAILURE_VALUE;
    status = iree_hal_host_semaphore_failure(semaphore);
  } else {
    *out_value = semaphore->current_value;
  }
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static iree_status_t iree_hal_host_semaphore_signal(
    iree_hal_semaphore_t* base_semaphore, uint64_t new_value) {
  iree_hal_host_semaphore_t* semaphore =
      (iree_hal_host_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status = iree_ok_status();
  if (semaphore->failure_status) {
    status = iree_hal_host_semaphore_failure(semaphore);
  } else if (new_value <= semaphore->current_value) {
    status = iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "semaphore timeline must increase: signaling %llu at %llu",
        (unsigned long long)new_value,
        (unsigned long long)semaphore->current_value);
  } else {
    semaphore->current_value = new_value;
    pthread_cond_broadcast(&semaphore->condition);
  }
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static void iree_hal_host_semaphore_fail(iree_hal_semaphore_t* base_semaphore,
                                         iree_status_t status) {
  iree_hal_host_semaphore_t* semaphore =
      (iree_hal_host_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  if (!semaphore->failure_status) {
    semaphore->failure_status = status;
    status = iree_ok_status();
    pthread_cond_broadcast(&semaphore->condition);
  }
  pthread_mutex_unlock(&semaphore->mutex);
  iree_status_free(status);
}

static iree_status_t iree_hal_host_semaphore_wait(
    iree_hal_semaphore_t* base_semaphore, uint64_t value,
    iree_hal_time_t deadline_ns) {
  iree_hal_host_semaphore_t* semaphore =
      (iree_hal_host_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status = iree_ok_status();
  while (!semaphore->failure_status && semaphore->current_value < value) {
    if (!iree_hal_local_condition_wait(&semaphore->condition, &semaphore->mutex,
                                       deadline_ns)) {
      status = iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                                "semaphore wait for %llu timed out at %llu",
                                (unsigned long long)value,
                                (unsigned long long)semaphore->current_value);
      break;
    }
  }
  if (iree_status_is_ok(status) && semaphore->failure_status) {
    status = iree_hal_host_semaphore_failure(semaphore);
  }
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static const iree_hal_semaphore_vtable_t iree_hal_host_semaphore_vtable = {
    .destroy = iree_hal_host_semaphore_destroy,
    .query = iree_hal_host_semaphore_query,
    .signal = iree_hal_host_semaphore_signal,
    .fail = iree_hal_host_semaphore_fail,
    .wait = iree_hal_host_semaphore_wait,
};
