// Driver registry, device creation by URI and device queries.
#include "iree/hal/cts/cts_test_base.h"
#include "iree/hal/drivers/init.h"
#include "iree/hal/local/system_library_loader.h"

namespace iree::hal::cts {
namespace {

using iree::hal::testing::ConsumeStatus;

using DriverTest = CtsTest;

TEST_P(DriverTest, RegistryListsTheDriver) {
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = nullptr;
  IREE_ASSERT_OK(iree_hal_driver_registry_enumerate(registry_, host_allocator_,
                                                    &count, &infos));
  bool found = false;
  for (iree_host_size_t i = 0; i < count; ++i) {
    found |= std::string(infos[i].driver_name.data,
                         infos[i].driver_name.size) == GetParam();
    EXPECT_FALSE(iree_string_view_is_empty(infos[i].full_name));
  }
  EXPECT_TRUE(found);
  iree_allocator_free(host_allocator_, infos);
  // Registering the defaults twice is an error, not a duplicate.
  IREE_EXPECT_STATUS(IREE_STATUS_ALREADY_EXISTS,
                     iree_hal_register_default_drivers(registry_));
}

TEST_P(DriverTest, DevicesAreEnumeratedAndCreatedByPath) {
  iree_hal_driver_t* driver = nullptr;
  IREE_ASSERT_OK(iree_hal_driver_registry_try_create(
      registry_, iree_make_cstring_view(GetParam().c_str()), host_allocator_,
      &driver));
  iree_host_size_t count = 0;
  iree_hal_device_info_t* infos = nullptr;
  IREE_ASSERT_OK(iree_hal_driver_query_available_devices(
      driver, host_allocator_, &count, &infos));
  ASSERT_GE(count, 1u);
  for (iree_host_size_t i = 0; i < count; ++i) {
    iree_hal_device_t* device = nullptr;
    IREE_ASSERT_OK(iree_hal_driver_create_device_by_path(
        driver, infos[i].path, host_allocator_, &device));
    iree_hal_device_release(device);
  }
  iree_allocator_free(host_allocator_, infos);
  iree_hal_device_t* device = nullptr;
  IREE_ASSERT_OK(
      iree_hal_driver_create_default_device(driver, host_allocator_, &device));
  // Devices outlive the driver that made them.
  iree_hal_driver_release(driver);
  EXPECT_EQ(std::string(iree_hal_device_id(device).data,
                        iree_hal_device_id(device).size),
            GetParam());
  iree_hal_device_release(device);
}

TEST_P(DriverTest, DeviceUris) {
  iree_hal_device_t* device = nullptr;
  std::string uri = GetParam() + "://no-such-device-path";
  IREE_EXPECT_STATUS(
      IREE_STATUS_NOT_FOUND,
      iree_hal_create_device(registry_, iree_make_cstring_view(uri.c_str()),
                             host_allocator_, &device));
  iree_status_t status = iree_hal_create_device(
      registry_, iree_make_cstring_view("warp-drive://0"), host_allocator_,
      &device);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_NOT_FOUND);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("'warp-drive'"), std::string::npos) << message;
  EXPECT_NE(message.find(GetParam()), std::string::npos) << message;
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_create_device(registry_, iree_make_cstring_view("://0"),
                             host_allocator_, &device));
  EXPECT_EQ(device, nullptr);
}

TEST_P(DriverTest, DeviceQueries) {
  int64_t value = -1;
  IREE_ASSERT_OK(iree_hal_device_query_i64(
      device_, iree_make_cstring_view("hal.executable.format"),
      iree_make_cstring_view("definitely-not-a-format"), &value));
  EXPECT_EQ(value, 0);
  IREE_ASSERT_OK(
      iree_hal_device_query_i64(device_, iree_make_cstring_view("hal.device"),
                                iree_make_cstring_view("concurrency"), &value));
  EXPECT_GE(value, 1);
  IREE_EXPECT_STATUS(IREE_STATUS_NOT_FOUND,
                     iree_hal_device_query_i64(
                         device_, iree_make_cstring_view("hal.device"),
                         iree_make_cstring_view("favorite-color"), &value));
  EXPECT_NE(iree_hal_device_allocator(device_), nullptr);
  IREE_EXPECT_OK(
      iree_hal_device_wait_idle(device_, iree_hal_immediate_timeout()));
}

INSTANTIATE_TEST_SUITE_P(Drivers, DriverTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
