#include "iree/vm/ref.h"

#include <gtest/gtest.h>

#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::ConsumeStatus;

struct TestObject {
  int64_t padding;  // Puts the counter at a non-zero offset.
  iree_vm_ref_object_t ref_object;
  int* destroy_count;
};

void DestroyTestObject(void* ptr) {
  TestObject* object = static_cast<TestObject*>(ptr);
  ++*object->destroy_count;
  delete object;
}

const iree_vm_ref_type_descriptor_t kTestType = {
    {"test.object", 11}, offsetof(TestObject, ref_object), DestroyTestObject};
const iree_vm_ref_type_descriptor_t kOtherType = {
    {"test.other", 10}, 0, DestroyTestObject};

TestObject* NewObject(int* destroy_count) {
  TestObject* object = new TestObject();
  iree_vm_ref_object_initialize(&object->ref_object);
  object->destroy_count = destroy_count;
  return object;
}

TEST(RefTest, NullRefs) {
  iree_vm_ref_t ref = iree_vm_ref_null();
  EXPECT_TRUE(iree_vm_ref_is_null(&ref));
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 0);
  iree_vm_ref_release(&ref);  // No-op.
  iree_vm_ref_t other = iree_vm_ref_null();
  iree_vm_ref_assign(&ref, &other);
  iree_vm_ref_move(&ref, &other);
  EXPECT_TRUE(iree_vm_ref_is_null(&other));
}

TEST(RefTest, WrapAssignTakesOwnership) {
  int destroyed = 0;
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(NewObject(&destroyed), &kTestType, &ref);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 1);
  EXPECT_EQ(ref.type, &kTestType);
  iree_vm_ref_release(&ref);
  EXPECT_EQ(destroyed, 1);
  EXPECT_TRUE(iree_vm_ref_is_null(&ref));
}

TEST(RefTest, WrapRetainAddsReference) {
  int destroyed = 0;
  TestObject* object = NewObject(&destroyed);
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_retain(object, &kTestType, &ref);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 2);
  iree_vm_ref_object_release(object, &kTestType);
  EXPECT_EQ(destroyed, 0);
  iree_vm_ref_release(&ref);
  EXPECT_EQ(destroyed, 1);
}

TEST(RefTest, AssignRetainsAndReleasesPrevious) {
  int destroyed_a = 0, destroyed_b = 0;
  iree_vm_ref_t a = iree_vm_ref_null(), b = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(NewObject(&destroyed_a), &kTestType, &a);
  iree_vm_ref_wrap_assign(NewObject(&destroyed_b), &kTestType, &b);
  iree_vm_ref_assign(&a, &b);
  EXPECT_EQ(destroyed_b, 1);
  EXPECT_EQ(a.ptr, b.ptr);
  EXPECT_EQ(iree_vm_ref_use_count(&a), 2);
  iree_vm_ref_assign(&a, &a);  // Self-assignment keeps the count.
  EXPECT_EQ(iree_vm_ref_use_count(&a), 2);
  iree_vm_ref_assign(&b, &a);  // Same object in both: no transient zero.
  EXPECT_EQ(destroyed_a, 0);
  EXPECT_EQ(iree_vm_ref_use_count(&a), 2);
  iree_vm_ref_release(&a);
  iree_vm_ref_release(&b);
  EXPECT_EQ(destroyed_a, 1);
}

TEST(RefTest, MoveTransfersOwnership) {
  int destroyed = 0;
  iree_vm_ref_t a = iree_vm_ref_null(), b = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(NewObject(&destroyed), &kTestType, &a);
  iree_vm_ref_move(&a, &b);
  EXPECT_TRUE(iree_vm_ref_is_null(&a));
  EXPECT_EQ(iree_vm_ref_use_count(&b), 1);
  iree_vm_ref_move(&b, &b);  // Self-move is a no-op.
  EXPECT_EQ(iree_vm_ref_use_count(&b), 1);
  iree_vm_ref_release(&b);
  EXPECT_EQ(destroyed, 1);
}

TEST(RefTest, RetainInPlace) {
  int destroyed = 0;
  iree_vm_ref_t a = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(NewObject(&destroyed), &kTestType, &a);
  iree_vm_ref_t copy = a;
  iree_vm_ref_retain(&copy);
  EXPECT_EQ(iree_vm_ref_use_count(&a), 2);
  iree_vm_ref_release(&copy);
  iree_vm_ref_release(&a);
  EXPECT_EQ(destroyed, 1);
}

TEST(RefTest, CheckNamesTypes) {
  int destroyed = 0;
  iree_vm_ref_t ref = iree_vm_ref_null();
  std::string null_text = ConsumeStatus(iree_vm_ref_check(&ref, &kTestType));
  EXPECT_NE(null_text.find("INVALID_ARGUMENT"), std::string::npos);
  EXPECT_NE(null_text.find("!test.object"), std::string::npos) << null_text;
  iree_vm_ref_wrap_assign(NewObject(&destroyed), &kTestType, &ref);
  EXPECT_TRUE(iree_status_is_ok(iree_vm_ref_check(&ref, &kTestType)));
  std::string text = ConsumeStatus(iree_vm_ref_check(&ref, &kOtherType));
  EXPECT_NE(text.find("expected a !test.other but the ref is a !test.object"),
            std::string::npos)
      << text;
  iree_vm_ref_release(&ref);
}

}  // namespace
