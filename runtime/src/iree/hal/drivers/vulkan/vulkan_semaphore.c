// HAL timeline semaphores over Vulkan timeline semaphores. A failure is a
// host-side status plus a second timeline semaphore signaled to 1, so that
// waiters (which wait for either) wake up when their semaphore fails. The
// VkSemaphores of destroyed semaphores are reused (their creation is slow on
// some drivers): a reused timeline's counter cannot go back to zero, so HAL
// values are offset by where it ends, after the last signal its previous
// owner asked for (which a queue may still be about to perform).
#include <pthread.h>
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"

typedef struct iree_hal_vulkan_semaphore_t {
  iree_hal_resource_t resource;
  iree_hal_vulkan_logical_device_t* logical_device;
  VkSemaphore timeline;
  // The counter value of |timeline| that stands for HAL value 0.
  uint64_t base;
  // The highest counter value a host or queue signal was asked for
  // (updated atomically: queues are submitted to from any thread).
  uint64_t highest_signal;
  // Signaled to 1 when the semaphore fails.
  VkSemaphore failure;
  // Serializes host signals (check-then-signal) and guards failure_status.
  pthread_mutex_t mutex;
  // The first failure, owned; callers get clones.
  iree_status_t failure_status;
} iree_hal_vulkan_semaphore_t;

static const iree_hal_semaphore_vtable_t iree_hal_vulkan_semaphore_vtable;

iree_status_t iree_hal_vulkan_timeline_semaphore_create(
    iree_hal_vulkan_logical_device_t* logical_device, uint64_t initial_value,
    VkSemaphore* out_semaphore) {
  VkSemaphoreTypeCreateInfo type_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
      .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE,
      .initialValue = initial_value,
  };
  VkSemaphoreCreateInfo create_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO,
      .pNext = &type_info,
  };
  IREE_VK_RETURN_IF_ERROR(logical_device->syms, vkCreateSemaphore,
                          logical_device->device, &create_info, NULL,
                          out_semaphore);
  return iree_ok_status();
}

static void iree_hal_vulkan_semaphore_destroy(void* base_semaphore) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  // Nothing uses the VkSemaphores any more: submissions retain the
  // semaphores they wait on or signal until they complete. A failure
  // semaphore that was signaled is not reusable.
  bool reusable = semaphore->timeline && semaphore->failure &&
                  !semaphore->failure_status;
  if (reusable) {
    pthread_mutex_lock(&logical_device->semaphore_pool_mutex);
    reusable = logical_device->semaphore_pool_count <
               IREE_HAL_VULKAN_SEMAPHORE_POOL_CAPACITY;
    if (reusable) {
      iree_hal_vulkan_pooled_semaphore_t* entry =
          &logical_device
               ->semaphore_pool[logical_device->semaphore_pool_count++];
      entry->timeline = semaphore->timeline;
      entry->failure = semaphore->failure;
      entry->final_value =
          __atomic_load_n(&semaphore->highest_signal, __ATOMIC_ACQUIRE);
    }
    pthread_mutex_unlock(&logical_device->semaphore_pool_mutex);
  }
  if (!reusable && semaphore->timeline) {
    logical_device->syms->vkDestroySemaphore(logical_device->device,
                                             semaphore->timeline, NULL);
  }
  if (!reusable && semaphore->failure) {
    logical_device->syms->vkDestroySemaphore(logical_device->device,
                                             semaphore->failure, NULL);
  }
  iree_status_free(semaphore->failure_status);
  pthread_mutex_destroy(&semaphore->mutex);
  iree_allocator_free(logical_device->host_allocator, semaphore);
  iree_hal_vulkan_logical_device_release(logical_device);
}

// Records that the timeline of |semaphore| will be signaled to |value|.
static void iree_hal_vulkan_semaphore_note_signal(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t value) {
  uint64_t highest =
      __atomic_load_n(&semaphore->highest_signal, __ATOMIC_RELAXED);
  while (highest < value &&
         !__atomic_compare_exchange_n(&semaphore->highest_signal, &highest,
                                      value, /*weak=*/true, __ATOMIC_RELEASE,
                                      __ATOMIC_RELAXED)) {
  }
}

// Signals the timeline of |semaphore| to |device_value| from the host.
static iree_status_t iree_hal_vulkan_semaphore_signal_timeline(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t device_value) {
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  iree_hal_vulkan_semaphore_note_signal(semaphore, device_value);
  VkSemaphoreSignalInfo signal_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO,
      .semaphore = semaphore->timeline,
      .value = device_value,
  };
  IREE_VK_RETURN_IF_ERROR(logical_device->syms, vkSignalSemaphore,
                          logical_device->device, &signal_info);
  return iree_ok_status();
}

// Gives |semaphore| a pooled pair of VkSemaphores, its timeline offset so
// that it reads |initial_value|; *out_reused is false if the pool is empty.
static iree_status_t iree_hal_vulkan_semaphore_reuse(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t initial_value,
    bool* out_reused) {
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  iree_hal_vulkan_pooled_semaphore_t entry;
  pthread_mutex_lock(&logical_device->semaphore_pool_mutex);
  *out_reused = logical_device->semaphore_pool_count > 0;
  if (*out_reused) {
    entry =
        logical_device->semaphore_pool[--logical_device->semaphore_pool_count];
  }
  pthread_mutex_unlock(&logical_device->semaphore_pool_mutex);
  if (!*out_reused) return iree_ok_status();
  semaphore->timeline = entry.timeline;
  semaphore->failure = entry.failure;
  semaphore->base = entry.final_value;
  semaphore->highest_signal = entry.final_value;
  // The previous owner's last queue signal may land just after its
  // submission was seen complete; the timeline only moves on from there.
  VkSemaphoreWaitInfo wait_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
      .semaphoreCount = 1,
      .pSemaphores = &semaphore->timeline,
      .pValues = &entry.final_value,
  };
  VkResult result = logical_device->syms->vkWaitSemaphores(
      logical_device->device, &wait_info, /*timeout=*/1000000000ull);
  if (result == VK_TIMEOUT) {
    return iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                            "a reused semaphore's last signal did not happen "
                            "within a second");
  }
  IREE_RETURN_IF_ERROR(IREE_VK_STATUS(result, "vkWaitSemaphores"));
  if (initial_value == 0) return iree_ok_status();
  return iree_hal_vulkan_semaphore_signal_timeline(
      semaphore, semaphore->base + initial_value);
}

iree_status_t iree_hal_vulkan_semaphore_create(
    iree_hal_vulkan_logical_device_t* logical_device, uint64_t initial_value,
    iree_hal_semaphore_t** out_semaphore) {
  *out_semaphore = NULL;
  iree_hal_vulkan_semaphore_t* semaphore = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      logical_device->host_allocator, sizeof(*semaphore), (void**)&semaphore));
  memset(semaphore, 0, sizeof(*semaphore));
  iree_hal_resource_initialize(&iree_hal_vulkan_semaphore_vtable,
                               &semaphore->resource);
  semaphore->logical_device = logical_device;
  iree_hal_vulkan_logical_device_retain(logical_device);
  pthread_mutex_init(&semaphore->mutex, NULL);
  bool reused = false;
  iree_status_t status =
      iree_hal_vulkan_semaphore_reuse(semaphore, initial_value, &reused);
  if (iree_status_is_ok(status) && !reused) {
    semaphore->highest_signal = initial_value;
    status = iree_hal_vulkan_timeline_semaphore_create(
        logical_device, initial_value, &semaphore->timeline);
    if (iree_status_is_ok(status)) {
      status = iree_hal_vulkan_timeline_semaphore_create(logical_device, 0,
                                                         &semaphore->failure);
    }
  }
  if (!iree_status_is_ok(status)) {
    // A pair that could not be set up is not returned to the pool.
    semaphore->failure_status = iree_hal_status_clone(status);
    iree_hal_vulkan_semaphore_destroy(semaphore);
    return status;
  }
  *out_semaphore = (iree_hal_semaphore_t*)semaphore;
  return iree_ok_status();
}

VkSemaphore iree_hal_vulkan_semaphore_handle(iree_hal_semaphore_t* semaphore) {
  if (IREE_HAL_VTABLE(semaphore, iree_hal_semaphore_vtable_t) !=
      &iree_hal_vulkan_semaphore_vtable) {
    return VK_NULL_HANDLE;
  }
  return ((iree_hal_vulkan_semaphore_t*)semaphore)->timeline;
}

uint64_t iree_hal_vulkan_semaphore_device_value(
    iree_hal_semaphore_t* semaphore, uint64_t value) {
  return ((iree_hal_vulkan_semaphore_t*)semaphore)->base + value;
}

uint64_t iree_hal_vulkan_semaphore_device_signal_value(
    iree_hal_semaphore_t* base_semaphore, uint64_t value) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  uint64_t device_value = semaphore->base + value;
  iree_hal_vulkan_semaphore_note_signal(semaphore, device_value);
  return device_value;
}

// A fresh status for one caller, or OK. Lock held.
static iree_status_t iree_hal_vulkan_semaphore_failure_locked(
    iree_hal_vulkan_semaphore_t* semaphore) {
  if (!semaphore->failure_status) return iree_ok_status();
  return iree_status_annotate_f(
      iree_hal_status_clone(semaphore->failure_status), "semaphore failed");
}

iree_status_t iree_hal_vulkan_semaphore_failure(
    iree_hal_semaphore_t* base_semaphore) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status = iree_hal_vulkan_semaphore_failure_locked(semaphore);
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static iree_status_t iree_hal_vulkan_semaphore_read(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t* out_value) {
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  uint64_t counter = 0;
  IREE_VK_RETURN_IF_ERROR(logical_device->syms, vkGetSemaphoreCounterValue,
                          logical_device->device, semaphore->timeline,
                          &counter);
  *out_value = counter - semaphore->base;
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_semaphore_query(
    iree_hal_semaphore_t* base_semaphore, uint64_t* out_value) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status = iree_hal_vulkan_semaphore_failure_locked(semaphore);
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_semaphore_read(semaphore, out_value);
  } else {
    *out_value = IREE_HAL_SEMAPHORE_FAILURE_VALUE;
  }
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static iree_status_t iree_hal_vulkan_semaphore_signal_locked(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t new_value) {
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_semaphore_failure_locked(semaphore));
  uint64_t current_value = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_vulkan_semaphore_read(semaphore, &current_value));
  if (new_value <= current_value) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "semaphore timeline must increase: signaling %llu at %llu",
        (unsigned long long)new_value, (unsigned long long)current_value);
  }
  return iree_hal_vulkan_semaphore_signal_timeline(semaphore,
                                                   semaphore->base + new_value);
}

static iree_status_t iree_hal_vulkan_semaphore_signal(
    iree_hal_semaphore_t* base_semaphore, uint64_t new_value) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  iree_status_t status =
      iree_hal_vulkan_semaphore_signal_locked(semaphore, new_value);
  pthread_mutex_unlock(&semaphore->mutex);
  return status;
}

static void iree_hal_vulkan_semaphore_fail(iree_hal_semaphore_t* base_semaphore,
                                           iree_status_t status) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  pthread_mutex_lock(&semaphore->mutex);
  if (!semaphore->failure_status) {
    semaphore->failure_status = status;
    status = iree_ok_status();
    iree_hal_vulkan_logical_device_t* logical_device =
        semaphore->logical_device;
    VkSemaphoreSignalInfo signal_info = {
        .sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO,
        .semaphore = semaphore->failure,
        .value = 1,
    };
    // If waking the waiters fails the device is lost; waiters see that too.
    logical_device->syms->vkSignalSemaphore(logical_device->device,
                                            &signal_info);
  }
  pthread_mutex_unlock(&semaphore->mutex);
  iree_status_free(status);
}

// How long a wait polls the semaphores before blocking in the driver: a
// blocked thread wakes tens of microseconds after the signal on some drivers
// (about 30 us on NVIDIA's), longer than small submissions run.
#define IREE_HAL_VULKAN_SEMAPHORE_SPIN_NS (200 * 1000)

// Polls until |semaphore| reaches |device_value| or fails (true), or until
// |spin_end_ns| passes (false).
static bool iree_hal_vulkan_semaphore_spin(
    iree_hal_vulkan_semaphore_t* semaphore, uint64_t device_value,
    iree_hal_time_t spin_end_ns) {
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  do {
    uint64_t counter = 0, failed = 0;
    if (logical_device->syms->vkGetSemaphoreCounterValue(
            logical_device->device, semaphore->timeline, &counter) !=
            VK_SUCCESS ||
        logical_device->syms->vkGetSemaphoreCounterValue(
            logical_device->device, semaphore->failure, &failed) !=
            VK_SUCCESS) {
      return false;  // The blocking wait reports the error.
    }
    if (counter >= device_value || failed) return true;
  } while (iree_hal_time_now() < spin_end_ns);
  return false;
}

static iree_status_t iree_hal_vulkan_semaphore_wait(
    iree_hal_semaphore_t* base_semaphore, uint64_t value,
    iree_hal_time_t deadline_ns) {
  iree_hal_vulkan_semaphore_t* semaphore =
      (iree_hal_vulkan_semaphore_t*)base_semaphore;
  iree_hal_vulkan_logical_device_t* logical_device = semaphore->logical_device;
  iree_hal_time_t now = iree_hal_time_now();
  iree_hal_time_t spin_end = now + IREE_HAL_VULKAN_SEMAPHORE_SPIN_NS;
  if (deadline_ns < spin_end) spin_end = deadline_ns;
  if (iree_hal_vulkan_semaphore_spin(semaphore, semaphore->base + value,
                                     spin_end)) {
    IREE_RETURN_IF_ERROR(iree_hal_vulkan_semaphore_failure(base_semaphore));
    return iree_hal_vulkan_instance_validation_status(logical_device->instance);
  }
  now = iree_hal_time_now();
  uint64_t timeout_ns = deadline_ns == IREE_HAL_TIME_INFINITE_FUTURE
                            ? UINT64_MAX
                        : deadline_ns <= now ? 0
                                             : (uint64_t)(deadline_ns - now);
  VkSemaphore semaphores[2] = {semaphore->timeline, semaphore->failure};
  uint64_t values[2] = {semaphore->base + value, 1};
  VkSemaphoreWaitInfo wait_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
      .flags = VK_SEMAPHORE_WAIT_ANY_BIT,
      .semaphoreCount = 2,
      .pSemaphores = semaphores,
      .pValues = values,
  };
  VkResult result = logical_device->syms->vkWaitSemaphores(
      logical_device->device, &wait_info, timeout_ns);
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_semaphore_failure(base_semaphore));
  if (result == VK_TIMEOUT) {
    uint64_t current_value = 0;
    IREE_RETURN_IF_ERROR(
        iree_hal_vulkan_semaphore_read(semaphore, &current_value));
    return iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                            "semaphore wait for %llu timed out at %llu",
                            (unsigned long long)value,
                            (unsigned long long)current_value);
  }
  IREE_RETURN_IF_ERROR(IREE_VK_STATUS(result, "vkWaitSemaphores"));
  return iree_hal_vulkan_instance_validation_status(logical_device->instance);
}

static const iree_hal_semaphore_vtable_t iree_hal_vulkan_semaphore_vtable = {
    .destroy = iree_hal_vulkan_semaphore_destroy,
    .query = iree_hal_vulkan_semaphore_query,
    .signal = iree_hal_vulkan_semaphore_signal,
    .fail = iree_hal_vulkan_semaphore_fail,
    .wait = iree_hal_vulkan_semaphore_wait,
};
