// Tests of the "check" module through the module interface, with buffer
// views created by the HAL API on the local-sync device.
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "iree/hal/drivers/init.h"
#include "iree/modules/check/api.h"
#include "iree/modules/hal/api.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

// gtest without gmock: substring matching with the full text on failure.
::testing::AssertionResult Contains(const std::string& text,
                                    const std::string& part) {
  if (text.find(part) != std::string::npos) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "'" << text << "' does not contain '" << part << "'";
}

class CheckModuleTest : public VmTest {
 protected:
  void SetUp() override {
    VmTest::SetUp();
    IREE_ASSERT_OK(iree_hal_driver_registry_allocate(allocator_, &registry_));
    IREE_ASSERT_OK(iree_hal_register_default_drivers(registry_));
    IREE_ASSERT_OK(iree_hal_create_device(
        registry_, iree_make_cstring_view("local-sync"), allocator_, &device_));
    iree_vm_module_t* module = nullptr;
    IREE_ASSERT_OK(iree_check_module_create(instance_, allocator_, &module));
    Adopt(module);
    IREE_ASSERT_OK(CreateContext({module}));
  }

  void TearDown() override {
    for (iree_vm_ref_t& ref : views_) iree_vm_ref_release(&ref);
    views_.clear();
    iree_hal_device_release(device_);
    iree_hal_driver_registry_free(registry_);
    VmTest::TearDown();
  }

  // Returns a ref (owned by the test) to a new host-visible view of |shape|
  // holding |data|.
  template <typename T>
  iree_vm_ref_t View(std::vector<iree_hal_dim_t> shape,
                     iree_hal_element_type_t element_type,
                     const std::vector<T>& data) {
    iree_hal_buffer_params_t params = {};
    params.usage =
        IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    params.type =
        IREE_HAL_MEMORY_TYPE_HOST_VISIBLE | IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
    iree_hal_buffer_view_t* view = nullptr;
    iree_status_t status = iree_hal_buffer_view_allocate_buffer_copy(
        device_, iree_hal_device_allocator(device_), shape.size(),
        shape.data(), element_type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
        params,
        iree_make_const_byte_span(data.data(), data.size() * sizeof(T)), &view);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    views_.push_back(iree_hal_buffer_view_move_ref(view));
    return views_.back();
  }

  std::string Compare(const char* name, iree_vm_ref_t lhs, iree_vm_ref_t rhs) {
    return InvokeStatus(name, {RefVariant(lhs), RefVariant(rhs)});
  }

  iree_hal_driver_registry_t* registry_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  std::vector<iree_vm_ref_t> views_;
};

constexpr iree_hal_element_type_t kF32 = IREE_HAL_ELEMENT_TYPE_FLOAT_32;
constexpr iree_hal_element_type_t kI32 = IREE_HAL_ELEMENT_TYPE_INT_32;

TEST_F(CheckModuleTest, ExpectTrueAndFalse) {
  EXPECT_EQ(InvokeStatus("check.expect_true", {I32(7)}), "OK");
  EXPECT_TRUE(Contains(InvokeStatus("check.expect_true", {I32(0)}),
                       "expect_true failed: value is 0"));
  EXPECT_EQ(InvokeStatus("check.expect_false", {I32(0)}), "OK");
  std::string status = InvokeStatus("check.expect_false", {I32(3)});
  EXPECT_TRUE(Contains(status, "FAILED_PRECONDITION"));
  EXPECT_TRUE(Contains(status, "expect_false failed: value is 3"));
}

TEST_F(CheckModuleTest, ExpectEqI32) {
  EXPECT_EQ(InvokeStatus("check.expect_eq_i32", {I32(-4), I32(-4)}), "OK");
  EXPECT_TRUE(Contains(InvokeStatus("check.expect_eq_i32", {I32(3), I32(4)}),
                       "expect_eq_i32 failed: 3 but expected 4"));
}

TEST_F(CheckModuleTest, ExpectEqViews) {
  iree_vm_ref_t a = View<int32_t>({2, 3}, kI32, {1, 2, 3, 4, 5, 6});
  iree_vm_ref_t b = View<int32_t>({2, 3}, kI32, {1, 2, 3, 4, 5, 6});
  iree_vm_ref_t c = View<int32_t>({2, 3}, kI32, {1, 2, 3, 4, -9, 6});
  EXPECT_EQ(Compare("check.expect_eq", a, b), "OK");
  EXPECT_TRUE(Contains(Compare("check.expect_eq", c, a),
                       "expect_eq failed: element [1, 1] is -9 but "
                       "expected 5"));
}

TEST_F(CheckModuleTest, ExpectEqReportsTypeAndShapeMismatches) {
  iree_vm_ref_t a = View<int32_t>({2, 3}, kI32, {1, 2, 3, 4, 5, 6});
  iree_vm_ref_t b = View<int32_t>({3, 2}, kI32, {1, 2, 3, 4, 5, 6});
  iree_vm_ref_t c = View<float>({2, 3}, kF32, {1, 2, 3, 4, 5, 6});
  EXPECT_TRUE(Contains(Compare("check.expect_eq", a, b),
                       "expect_eq failed: type 2x3xi32 but expected 3x2xi32"));
  EXPECT_TRUE(Contains(Compare("check.expect_eq", c, a),
                       "expect_eq failed: type 2x3xf32 but expected 2x3xi32"));
}

TEST_F(CheckModuleTest, ExpectAlmostEqF32) {
  iree_vm_ref_t expected = View<float>({2, 3}, kF32, {1, 2, 3, 4, 5, 3.25f});
  // 5.0005 passes only through the relative term (atol + 5 * rtol = 6e-4).
  iree_vm_ref_t close =
      View<float>({2, 3}, kF32, {1.00005f, 2, 3, 4, 5.0005f, 3.25f});
  iree_vm_ref_t far = View<float>({2, 3}, kF32, {1, 2, 3, 4, 5, 3.5f});
  EXPECT_EQ(Compare("check.expect_almost_eq", close, expected), "OK");
  EXPECT_TRUE(Contains(Compare("check.expect_almost_eq", far, expected),
                       "expect_almost_eq failed: element [1, 2] is 3.5 but "
                       "expected 3.25 (atol 0.0001, rtol 0.0001)"));
}

TEST_F(CheckModuleTest, ExpectAlmostEqNaNMatchesOnlyNaN) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  iree_vm_ref_t a = View<float>({2}, kF32, {nan, 1});
  iree_vm_ref_t b = View<float>({2}, kF32, {nan, 1});
  iree_vm_ref_t c = View<float>({2}, kF32, {0, 1});
  EXPECT_EQ(Compare("check.expect_almost_eq", a, b), "OK");
  EXPECT_TRUE(Contains(Compare("check.expect_almost_eq", a, c),
                       "element [0] is nan but expected 0"));
}

TEST_F(CheckModuleTest, ExpectAlmostEqHalfTypes) {
  // f16 1.0 = 0x3C00, 1.5 = 0x3E00; bf16 1.0 = 0x3F80, 2.0 = 0x4000.
  iree_vm_ref_t f16_a =
      View<uint16_t>({2}, IREE_HAL_ELEMENT_TYPE_FLOAT_16, {0x3C00, 0x3C00});
  iree_vm_ref_t f16_b =
      View<uint16_t>({2}, IREE_HAL_ELEMENT_TYPE_FLOAT_16, {0x3C00, 0x3E00});
  EXPECT_EQ(Compare("check.expect_almost_eq", f16_a, f16_a), "OK");
  EXPECT_TRUE(Contains(Compare("check.expect_almost_eq", f16_a, f16_b),
                       "element [1] is 1 but expected 1.5"));
  iree_vm_ref_t bf16_a =
      View<uint16_t>({1}, IREE_HAL_ELEMENT_TYPE_BFLOAT_16, {0x3F80});
  iree_vm_ref_t bf16_b =
      View<uint16_t>({1}, IREE_HAL_ELEMENT_TYPE_BFLOAT_16, {0x4000});
  EXPECT_TRUE(Contains(Compare("check.expect_almost_eq", bf16_b, bf16_a),
                       "element [0] is 2 but expected 1"));
}

TEST_F(CheckModuleTest, ExpectAlmostEqF64UsesRelativeTolerance) {
  iree_vm_ref_t a = View<double>({1}, IREE_HAL_ELEMENT_TYPE_FLOAT_64, {1e6});
  iree_vm_ref_t b =
      View<double>({1}, IREE_HAL_ELEMENT_TYPE_FLOAT_64, {1e6 + 50});
  iree_vm_ref_t c =
      View<double>({1}, IREE_HAL_ELEMENT_TYPE_FLOAT_64, {1e6 + 200});
  EXPECT_EQ(Compare("check.expect_almost_eq", b, a), "OK");
  EXPECT_TRUE(Contains(Compare("check.expect_almost_eq", c, a),
                       "element [0] is 1.0002e+06 but expected 1e+06"));
}

TEST_F(CheckModuleTest, ExpectAlmostEqRejectsIntegers) {
  iree_vm_ref_t a = View<int32_t>({1}, kI32, {1});
  std::string status = Compare("check.expect_almost_eq", a, a);
  EXPECT_TRUE(Contains(status, "INVALID_ARGUMENT"));
  EXPECT_TRUE(Contains(status, "not i32"));
}

TEST_F(CheckModuleTest, NullViewIsAnError) {
  iree_vm_ref_t a = View<int32_t>({1}, kI32, {1});
  iree_vm_ref_t null_ref = {};
  EXPECT_TRUE(
      Contains(Compare("check.expect_eq", a, null_ref), "expect_eq rhs"));
}

}  // namespace
