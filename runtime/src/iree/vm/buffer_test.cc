#include "iree/vm/buffer.h"

#include <gtest/gtest.h>

#include <cstring>

#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::ConsumeStatus;
using iree::vm::testing::VmTest;

using BufferTest = VmTest;

TEST_F(BufferTest, CreateIsZeroedAndMutable) {
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(16, allocator_, &buffer));
  EXPECT_EQ(iree_vm_buffer_length(buffer), 16u);
  EXPECT_TRUE(iree_vm_buffer_is_mutable(buffer));
  iree_const_byte_span_t span;
  IREE_ASSERT_OK(iree_vm_buffer_map_ro(buffer, 0, 16, &span));
  for (size_t i = 0; i < 16; ++i) EXPECT_EQ(span.data[i], 0);
  iree_vm_buffer_release(buffer);
}

TEST_F(BufferTest, ElementsAreLittleEndianAndBoundsChecked) {
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(8, allocator_, &buffer));
  IREE_ASSERT_OK(iree_vm_buffer_write_element(buffer, 1, 4, 0x11223344u));
  iree_const_byte_span_t span;
  IREE_ASSERT_OK(iree_vm_buffer_map_ro(buffer, 4, 4, &span));
  EXPECT_EQ(span.data[0], 0x44);
  EXPECT_EQ(span.data[3], 0x11);
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_vm_buffer_read_element(buffer, 2, 2, &value));
  EXPECT_EQ(value, 0x3344u);
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_buffer_read_element(buffer, 2, 4, &value)),
            IREE_STATUS_OUT_OF_RANGE);
  EXPECT_EQ(iree_status_consume_code(iree_vm_buffer_write_element(
                buffer, IREE_HOST_SIZE_MAX / 2, 8, 0)),
            IREE_STATUS_OUT_OF_RANGE);
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_buffer_map_ro(buffer, 4, IREE_HOST_SIZE_MAX, &span)),
            IREE_STATUS_OUT_OF_RANGE);
  iree_vm_buffer_release(buffer);
}

TEST_F(BufferTest, FillCopyCompareClone) {
  iree_vm_buffer_t* a = nullptr;
  iree_vm_buffer_t* b = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(8, allocator_, &a));
  IREE_ASSERT_OK(iree_vm_buffer_create(8, allocator_, &b));
  IREE_ASSERT_OK(iree_vm_buffer_fill_elements(a, 1, 2, 2, 0xABCD));
  IREE_ASSERT_OK(iree_vm_buffer_copy_bytes(a, 0, b, 0, 8));
  bool equal = false;
  IREE_ASSERT_OK(iree_vm_buffer_compare_bytes(a, 0, b, 0, 8, &equal));
  EXPECT_TRUE(equal);
  IREE_ASSERT_OK(iree_vm_buffer_fill_elements(b, 0, 1, 1, 0xFF));
  IREE_ASSERT_OK(iree_vm_buffer_compare_bytes(a, 0, b, 0, 8, &equal));
  EXPECT_FALSE(equal);
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_vm_buffer_read_element(a, 2, 2, &value));
  EXPECT_EQ(value, 0xABCDu);
  EXPECT_EQ(iree_status_consume_code(iree_vm_buffer_copy_bytes(a, 4, b, 0, 8)),
            IREE_STATUS_OUT_OF_RANGE);
  iree_vm_buffer_t* clone = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_clone(a, 2, 4, allocator_, &clone));
  EXPECT_EQ(iree_vm_buffer_length(clone), 4u);
  IREE_ASSERT_OK(iree_vm_buffer_read_element(clone, 0, 2, &value));
  EXPECT_EQ(value, 0xABCDu);
  iree_vm_buffer_release(clone);
  iree_vm_buffer_release(a);
  iree_vm_buffer_release(b);
}

void CountRelease(void* user_data) { ++*static_cast<int*>(user_data); }

TEST_F(BufferTest, WrapReadOnlyAliasesWithoutCopy) {
  static const uint8_t kData[4] = {1, 2, 3, 4};
  int released = 0;
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(
      iree_vm_buffer_wrap_ro(iree_make_const_byte_span(kData, sizeof(kData)),
                             {CountRelease, &released}, allocator_, &buffer));
  EXPECT_FALSE(iree_vm_buffer_is_mutable(buffer));
  iree_const_byte_span_t span;
  IREE_ASSERT_OK(iree_vm_buffer_map_ro(buffer, 0, 4, &span));
  EXPECT_EQ(span.data, kData);
  std::string text =
      ConsumeStatus(iree_vm_buffer_write_element(buffer, 0, 1, 9));
  EXPECT_NE(text.find("PERMISSION_DENIED"), std::string::npos) << text;
  iree_vm_ref_t ref = iree_vm_buffer_retain_ref(buffer);
  iree_vm_buffer_release(buffer);
  EXPECT_EQ(released, 0);
  iree_vm_buffer_t* deref = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_check_deref(&ref, &deref));
  EXPECT_EQ(deref, buffer);
  iree_vm_ref_release(&ref);
  EXPECT_EQ(released, 1);
}

TEST_F(BufferTest, InitializeWrapsCallerMemoryWithoutAllocating) {
  uint8_t storage[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  iree_host_size_t allocations = counting_.total_allocation_count;
  iree_vm_buffer_t buffer;
  iree_vm_buffer_initialize(iree_make_byte_span(storage, sizeof(storage)),
                            /*is_mutable=*/true, &buffer);
  EXPECT_EQ(iree_vm_buffer_length(&buffer), 8u);
  EXPECT_TRUE(iree_vm_buffer_is_mutable(&buffer));
  IREE_ASSERT_OK(iree_vm_buffer_write_element(&buffer, 1, 2, 0xBEEF));
  EXPECT_EQ(storage[2], 0xEF);
  EXPECT_EQ(storage[3], 0xBE);

  // Refs handed out come back; the last release must not free the object.
  iree_vm_ref_t ref = iree_vm_buffer_retain_ref(&buffer);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 2);
  iree_vm_ref_t copy = iree_vm_ref_null();
  iree_vm_ref_assign(&ref, &copy);
  iree_vm_ref_release(&ref);
  iree_vm_ref_release(&copy);
  EXPECT_EQ(counting_.total_allocation_count, allocations);
  iree_vm_buffer_deinitialize(&buffer);
}

TEST_F(BufferTest, InitializeReadOnlyRefusesWrites) {
  uint8_t storage[4] = {0};
  iree_vm_buffer_t buffer;
  iree_vm_buffer_initialize(iree_make_byte_span(storage, sizeof(storage)),
                            /*is_mutable=*/false, &buffer);
  EXPECT_FALSE(iree_vm_buffer_is_mutable(&buffer));
  EXPECT_EQ(
      iree_status_consume_code(iree_vm_buffer_write_element(&buffer, 0, 1, 9)),
      IREE_STATUS_PERMISSION_DENIED);
  EXPECT_EQ(storage[0], 0);
  iree_vm_buffer_deinitialize(&buffer);
}

TEST_F(BufferTest, InitializeSurvivesAnOverRelease) {
  // Releasing the owner's reference as well runs destroy, which must not
  // hand caller storage to an allocator (ASan would catch a free here).
  uint8_t storage[4] = {0};
  iree_vm_buffer_t buffer;
  iree_vm_buffer_initialize(iree_make_byte_span(storage, sizeof(storage)),
                            /*is_mutable=*/true, &buffer);
  iree_vm_buffer_release(&buffer);
}

TEST_F(BufferTest, DeinitializeWithOutstandingRefAborts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(
      {
        uint8_t storage[4] = {0};
        iree_vm_buffer_t buffer;
        iree_vm_buffer_initialize(iree_make_byte_span(storage, sizeof(storage)),
                                  true, &buffer);
        iree_vm_ref_t leaked = iree_vm_buffer_retain_ref(&buffer);
        (void)leaked;
        iree_vm_buffer_deinitialize(&buffer);
      },
      "still has 1 references");
}

}  // namespace
