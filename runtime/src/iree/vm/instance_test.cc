#include "iree/vm/instance.h"

#include <gtest/gtest.h>

#include "iree/vm/buffer.h"
#include "iree/vm/list.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::VmTest;

using InstanceTest = VmTest;

void DestroyNothing(void* ptr) {}
const iree_vm_ref_type_descriptor_t kBufferViewType = {
    {"hal.buffer_view", 15}, 0, DestroyNothing};
const iree_vm_ref_type_descriptor_t kImpostorType = {
    {"vm.buffer", 9}, 0, DestroyNothing};

iree_vm_ref_type_t Lookup(iree_vm_instance_t* instance, const char* name) {
  return iree_vm_instance_lookup_type(instance, iree_make_cstring_view(name));
}

TEST_F(InstanceTest, BuiltinTypesAreRegistered) {
  EXPECT_EQ(Lookup(instance_, "!vm.buffer"), iree_vm_buffer_type());
  EXPECT_EQ(Lookup(instance_, "vm.buffer"), iree_vm_buffer_type());
  EXPECT_EQ(Lookup(instance_, "!vm.list<i32>"), iree_vm_list_type());
  EXPECT_EQ(Lookup(instance_, "!vm.list<?>"), iree_vm_list_type());
  EXPECT_EQ(Lookup(instance_, "!vm.list<!vm.list<?>>"), iree_vm_list_type());
  EXPECT_EQ(Lookup(instance_, "!vm.buf"), nullptr);
  EXPECT_EQ(Lookup(instance_, "!hal.buffer_view"), nullptr);
}

TEST_F(InstanceTest, RegisterCustomType) {
  IREE_ASSERT_OK(iree_vm_instance_register_type(instance_, &kBufferViewType));
  IREE_ASSERT_OK(iree_vm_instance_register_type(instance_, &kBufferViewType));
  EXPECT_EQ(Lookup(instance_, "!hal.buffer_view"), &kBufferViewType);
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_instance_register_type(instance_, &kImpostorType)),
            IREE_STATUS_ALREADY_EXISTS);
}

TEST_F(InstanceTest, ResolveTypeDefs) {
  iree_vm_type_def_t type;
  IREE_ASSERT_OK(iree_vm_instance_resolve_type_def(
      instance_, iree_make_cstring_view("i64"), &type));
  EXPECT_EQ(type.value_type, IREE_VM_VALUE_TYPE_I64);
  IREE_ASSERT_OK(iree_vm_instance_resolve_type_def(
      instance_, iree_make_cstring_view("?"), &type));
  EXPECT_TRUE(iree_vm_type_def_is_variant(type));
  IREE_ASSERT_OK(iree_vm_instance_resolve_type_def(
      instance_, iree_make_cstring_view("!vm.list<f32>"), &type));
  EXPECT_EQ(type.ref_type, iree_vm_list_type());
  EXPECT_EQ(iree_status_consume_code(iree_vm_instance_resolve_type_def(
                instance_, iree_make_cstring_view("!hal.fence"), &type)),
            IREE_STATUS_NOT_FOUND);
  EXPECT_EQ(iree_status_consume_code(iree_vm_instance_resolve_type_def(
                instance_, iree_make_cstring_view("vm.buffer"), &type)),
            IREE_STATUS_NOT_FOUND);
}

}  // namespace
