#include "iree/hal/cts/cts_test_base.h"

#include "iree/hal/drivers/init.h"
#include "iree/hal/local/system_library_loader.h"

namespace iree::hal::cts {

using iree::hal::testing::ConsumeStatus;

void CtsTest::SetUp() {
  iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
  host_allocator_ = iree_allocator_counting_allocator(&counting_);
  IREE_ASSERT_OK(
      iree_hal_driver_registry_allocate(host_allocator_, &registry_));
  IREE_ASSERT_OK(iree_hal_register_default_drivers(registry_));
  IREE_ASSERT_OK(iree_hal_create_device(
      registry_, iree_make_cstring_view(GetParam().c_str()), host_allocator_,
      &device_));
}

iree_hal_executable_cache_t* CtsTest::ExecutableCache() {
  if (!executable_cache_) {
    iree_status_t status = iree_hal_executable_cache_create(
        device_, iree_make_cstring_view("cts"), &executable_cache_);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  }
  return executable_cache_;
}

void CtsTest::TearDown() {
  iree_hal_executable_cache_release(executable_cache_);
  iree_hal_device_release(device_);
  iree_hal_driver_registry_free(registry_);
  EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked host allocations";
  EXPECT_EQ(counting_.live_bytes, 0u);
}

iree_hal_buffer_t* CtsTest::AllocateBuffer(iree_device_size_t size) {
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
  params.type =
      IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;
  iree_hal_buffer_t* buffer = nullptr;
  iree_status_t status = iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, size,
      iree_make_const_byte_span(nullptr, 0), &buffer);
  // Device memory starts unspecified; the tests compare against zeros.
  if (iree_status_is_ok(status)) {
    status = iree_hal_buffer_map_zero(buffer, 0, IREE_HAL_WHOLE_BUFFER);
  }
  EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  return buffer;
}

iree_hal_command_buffer_t* CtsTest::BeginCommandBuffer(
    iree_hal_command_buffer_mode_t mode, iree_host_size_t binding_capacity) {
  iree_hal_command_buffer_t* command_buffer = nullptr;
  iree_status_t status = iree_hal_command_buffer_create(
      device_, mode, IREE_HAL_COMMAND_CATEGORY_ANY, binding_capacity,
      &command_buffer);
  EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  status = iree_hal_command_buffer_begin(command_buffer);
  EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  return command_buffer;
}

iree_status_t CtsTest::SubmitAndWait(
    iree_hal_command_buffer_t* command_buffer,
    const iree_hal_buffer_binding_table_t* binding_table) {
  if (command_buffer->state == IREE_HAL_COMMAND_BUFFER_STATE_RECORDING) {
    IREE_RETURN_IF_ERROR(iree_hal_command_buffer_end(command_buffer));
  }
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_RETURN_IF_ERROR(iree_hal_semaphore_create(device_, 0, &semaphore));
  uint64_t signal_value = 1;
  iree_hal_semaphore_list_t signal_list = {1, &semaphore, &signal_value};
  iree_status_t status = iree_hal_device_queue_execute_until(
      device_, iree_hal_semaphore_list_empty(), signal_list, 1, &command_buffer,
      binding_table, IREE_HAL_TIME_INFINITE_FUTURE);
  if (iree_status_is_ok(status)) {
    status =
        iree_hal_semaphore_wait(semaphore, 1, iree_hal_make_timeout_ms(10000));
  }
  iree_hal_semaphore_release(semaphore);
  return status;
}

iree_status_t CtsTest::PrepareExecutable(const std::vector<uint8_t>& data,
                                         iree_hal_executable_t** out_executable,
                                         const char* format) {
  iree_hal_executable_params_t params = {};
  params.executable_format = format
                                 ? iree_make_cstring_view(format)
                                 : iree_hal_system_library_loader_host_format();
  params.executable_data = iree_make_const_byte_span(data.data(), data.size());
  iree_hal_executable_cache_t* cache = ExecutableCache();
  if (!cache) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "device has no executable cache");
  }
  return iree_hal_executable_cache_prepare_executable(cache, &params,
                                                      out_executable);
}

iree_hal_executable_t* CtsTest::LoadTestKernels() {
  iree_hal_executable_t* executable = nullptr;
  iree_status_t status =
      PrepareExecutable(ReadTestKernelFile("test_kernels"), &executable);
  EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  return executable;
}

}  // namespace iree::hal::cts
