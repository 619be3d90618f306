#include "iree/vm/list.h"

#include <gtest/gtest.h>

#include "iree/vm/buffer.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::ConsumeStatus;
using iree::vm::testing::VmTest;

using ListTest = VmTest;

// Found by the module fuzzer: a mutated vm.list.resize to 2^28 variants
// made the runtime zero 4 GiB.
TEST_F(ListTest, ResizePastTheLimitIsAnError) {
  iree_vm_list_t* list = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                     allocator_, &list));
  EXPECT_NE(ConsumeStatus(iree_vm_list_resize(list, IREE_VM_LIST_MAX_CAPACITY +
                                                        1))
                .find("RESOURCE_EXHAUSTED"),
            std::string::npos);
  EXPECT_EQ(iree_vm_list_size(list), 0u);
  IREE_ASSERT_OK(iree_vm_list_resize(list, 100));
  EXPECT_EQ(iree_vm_list_size(list), 100u);
  iree_vm_list_release(list);
}

TEST_F(ListTest, ValueListPushGetSet) {
  iree_vm_list_t* list = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(
      iree_vm_make_value_type_def(IREE_VM_VALUE_TYPE_I32), 1, allocator_,
      &list));
  for (int32_t i = 0; i < 10; ++i) {
    iree_vm_value_t value = iree_vm_value_make_i32(i * 3);
    IREE_ASSERT_OK(iree_vm_list_push_value(list, &value));
  }
  EXPECT_EQ(iree_vm_list_size(list), 10u);
  EXPECT_GE(iree_vm_list_capacity(list), 10u);
  iree_vm_value_t value;
  IREE_ASSERT_OK(iree_vm_list_get_value(list, 7, &value));
  EXPECT_EQ(value.type, IREE_VM_VALUE_TYPE_I32);
  EXPECT_EQ(value.i32, 21);
  value = iree_vm_value_make_i32(-1);
  IREE_ASSERT_OK(iree_vm_list_set_value(list, 7, &value));
  uint64_t bits = 0;
  IREE_ASSERT_OK(iree_vm_list_get_value_bits(list, 7, 4, &bits));
  EXPECT_EQ(bits, 0xFFFFFFFFu);
  EXPECT_EQ(iree_status_consume_code(iree_vm_list_get_value(list, 10, &value)),
            IREE_STATUS_OUT_OF_RANGE);
  value = iree_vm_value_make_f32(1.0f);
  std::string text = ConsumeStatus(iree_vm_list_set_value(list, 0, &value));
  EXPECT_NE(text.find("list of i32 cannot hold f32"), std::string::npos)
      << text;
  EXPECT_EQ(iree_status_consume_code(iree_vm_list_push_value(list, &value)),
            IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(iree_vm_list_size(list), 10u);
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_list_get_value_bits(list, 0, 8, &bits)),
            IREE_STATUS_INVALID_ARGUMENT);
  iree_vm_ref_t ref = iree_vm_ref_null();
  EXPECT_EQ(iree_status_consume_code(iree_vm_list_get_ref_retain(list, 0, &ref)),
            IREE_STATUS_INVALID_ARGUMENT);
  IREE_ASSERT_OK(iree_vm_list_resize(list, 2));
  IREE_ASSERT_OK(iree_vm_list_resize(list, 4));
  IREE_ASSERT_OK(iree_vm_list_get_value(list, 3, &value));
  EXPECT_EQ(value.i32, 0);
  iree_vm_list_release(list);
}

TEST_F(ListTest, RefListChecksTypesAndReleases) {
  iree_vm_list_t* list = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(
      iree_vm_make_ref_type_def(iree_vm_buffer_type()), 0, allocator_, &list));
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(4, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  IREE_ASSERT_OK(iree_vm_list_push_ref_retain(list, &ref));
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 2);
  iree_vm_ref_t null_ref = iree_vm_ref_null();
  IREE_ASSERT_OK(iree_vm_list_push_ref_retain(list, &null_ref));
  iree_vm_ref_t list_ref = iree_vm_list_retain_ref(list);
  std::string text = ConsumeStatus(iree_vm_list_push_ref_retain(list, &list_ref));
  EXPECT_NE(text.find("list of !vm.buffer cannot hold !vm.list"),
            std::string::npos)
      << text;
  iree_vm_ref_release(&list_ref);
  iree_vm_ref_t out = iree_vm_ref_null();
  IREE_ASSERT_OK(iree_vm_list_get_ref_retain(list, 0, &out));
  EXPECT_EQ(out.ptr, ref.ptr);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 3);
  iree_vm_ref_release(&out);
  IREE_ASSERT_OK(iree_vm_list_set_ref_move(list, 1, &ref));
  EXPECT_TRUE(iree_vm_ref_is_null(&ref));
  IREE_ASSERT_OK(iree_vm_list_get_ref_retain(list, 1, &out));
  EXPECT_EQ(iree_vm_ref_use_count(&out), 3);
  IREE_ASSERT_OK(iree_vm_list_resize(list, 1));  // Releases element 1.
  EXPECT_EQ(iree_vm_ref_use_count(&out), 2);
  iree_vm_ref_release(&out);
  iree_vm_value_t value = iree_vm_value_make_i32(1);
  EXPECT_EQ(iree_status_consume_code(iree_vm_list_push_value(list, &value)),
            IREE_STATUS_INVALID_ARGUMENT);
  iree_vm_list_release(list);
}

TEST_F(ListTest, VariantListHoldsAnything) {
  iree_vm_list_t* list = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 0,
                                     allocator_, &list));
  iree_vm_value_t f = iree_vm_value_make_f64(2.5);
  IREE_ASSERT_OK(iree_vm_list_push_value(list, &f));
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(4, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  IREE_ASSERT_OK(iree_vm_list_push_ref_move(list, &ref));
  iree_vm_variant_t empty = iree_vm_variant_empty();
  IREE_ASSERT_OK(iree_vm_list_push_variant_retain(list, &empty));
  EXPECT_EQ(iree_vm_list_size(list), 3u);

  iree_vm_variant_t variant;
  IREE_ASSERT_OK(iree_vm_list_get_variant_retain(list, 0, &variant));
  EXPECT_EQ(variant.type.value_type, IREE_VM_VALUE_TYPE_F64);
  EXPECT_EQ(variant.f64, 2.5);
  IREE_ASSERT_OK(iree_vm_list_get_variant_retain(list, 1, &variant));
  EXPECT_EQ(variant.type.ref_type, iree_vm_buffer_type());
  EXPECT_EQ(iree_vm_ref_use_count(&variant.ref), 2);
  iree_vm_variant_reset(&variant);
  IREE_ASSERT_OK(iree_vm_list_get_variant_retain(list, 2, &variant));
  EXPECT_TRUE(iree_vm_type_def_is_variant(variant.type));

  // Bit access: 8-byte values read back, empty elements read as zero, and a
  // 4-byte store records an i32.
  uint64_t bits = 0;
  IREE_ASSERT_OK(iree_vm_list_get_value_bits(list, 0, 8, &bits));
  EXPECT_EQ(bits, 0x4004000000000000ull);
  IREE_ASSERT_OK(iree_vm_list_get_value_bits(list, 2, 4, &bits));
  EXPECT_EQ(bits, 0u);
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_list_get_value_bits(list, 0, 4, &bits)),
            IREE_STATUS_INVALID_ARGUMENT);
  IREE_ASSERT_OK(iree_vm_list_set_value_bits(list, 1, 4, 7));  // Drops ref.
  iree_vm_value_t value;
  IREE_ASSERT_OK(iree_vm_list_get_value(list, 1, &value));
  EXPECT_EQ(value.type, IREE_VM_VALUE_TYPE_I32);
  EXPECT_EQ(value.i32, 7);
  iree_vm_list_release(list);
}

TEST_F(ListTest, NestedListsAreReleased) {
  iree_vm_list_t* outer = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(
      iree_vm_make_ref_type_def(iree_vm_list_type()), 0, allocator_, &outer));
  for (int i = 0; i < 3; ++i) {
    iree_vm_list_t* inner = nullptr;
    IREE_ASSERT_OK(iree_vm_list_create(
        iree_vm_make_value_type_def(IREE_VM_VALUE_TYPE_I64), 4, allocator_,
        &inner));
    iree_vm_ref_t ref = iree_vm_list_move_ref(inner);
    IREE_ASSERT_OK(iree_vm_list_push_ref_move(outer, &ref));
  }
  iree_vm_list_release(outer);
}

}  // namespace
