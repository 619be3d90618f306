// The bytecode module's interface: function descriptions, ownership of the
// FlatBuffer, and rodata buffers outliving the module.
#include <gtest/gtest.h>

#include <cstring>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

using BytecodeModuleTest = VmTest;

std::vector<uint8_t> BuildModule() {
  ModuleBuilder builder("mod");
  builder.AddImport("native.add_1", "0i_i");
  builder.AddImport("native.opt", "0v_v", /*is_optional=*/true);
  builder.AddRodata({9, 8, 7, 6});
  builder.AddFunction("hidden", "0v_v", 0, 0, /*exported=*/false).Return();
  FunctionBuilder& data = builder.AddFunction("data", "0v_r", 0, 1);
  data.Op(IREE_VM_OP_CONST_REF_RODATA).U32(0).U16(0).Return({RefMove(0)});
  builder.AddExport("alias", 0);
  return builder.Build();
}

TEST_F(BytecodeModuleTest, DescribesFunctions) {
  std::vector<uint8_t> data = BuildModule();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  Adopt(module);
  EXPECT_TRUE(iree_string_view_equal(iree_vm_module_name(module),
                                     iree_make_cstring_view("mod")));
  iree_vm_module_counts_t counts = module->counts(module->self);
  EXPECT_EQ(counts.import_function_count, 2u);
  EXPECT_EQ(counts.export_function_count, 2u);
  EXPECT_EQ(counts.internal_function_count, 2u);
  iree_vm_function_t function;
  iree_vm_function_signature_t signature;
  IREE_ASSERT_OK(module->get_function(module->self,
                                      IREE_VM_FUNCTION_LINKAGE_IMPORT, 1,
                                      &function, &signature));
  EXPECT_TRUE(iree_string_view_equal(signature.name,
                                     iree_make_cstring_view("native.opt")));
  EXPECT_TRUE(signature.is_optional);
  IREE_ASSERT_OK(module->get_function(module->self,
                                      IREE_VM_FUNCTION_LINKAGE_EXPORT, 1,
                                      &function, &signature));
  EXPECT_TRUE(iree_string_view_equal(signature.name,
                                     iree_make_cstring_view("alias")));
  IREE_ASSERT_OK(module->get_function(module->self,
                                      IREE_VM_FUNCTION_LINKAGE_INTERNAL, 1,
                                      &function, &signature));
  EXPECT_TRUE(iree_string_view_equal(signature.calling_convention,
                                     iree_make_cstring_view("0v_r")));
  EXPECT_EQ(iree_status_consume_code(module->get_function(
                module->self, IREE_VM_FUNCTION_LINKAGE_INTERNAL, 2, &function,
                &signature)),
            IREE_STATUS_OUT_OF_RANGE);
  std::string text = ConsumeStatus(iree_vm_module_lookup_function(
      module, iree_make_cstring_view("hidden"), &function));
  EXPECT_NE(text.find("module 'mod' has no export 'hidden'"),
            std::string::npos)
      << text;
}

TEST_F(BytecodeModuleTest, ReflectsFunctionAttrs) {
  ModuleBuilder builder("mod");
  builder.AddFunction("plain", "0v_v", 0, 0).Return();
  builder.AddFunction("plain$async", "0rr_v", 0, 2)
      .Attr("iree.abi.model", "coarse-fences")
      .Attr("note", "")
      .Return();
  std::vector<uint8_t> data = builder.Build();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  Adopt(module);
  iree_vm_function_t plain, async;
  IREE_ASSERT_OK(iree_vm_module_lookup_function(
      module, iree_make_cstring_view("plain"), &plain));
  IREE_ASSERT_OK(iree_vm_module_lookup_function(
      module, iree_make_cstring_view("plain$async"), &async));
  iree_string_view_t key = iree_make_cstring_view("iree.abi.model");
  EXPECT_TRUE(iree_string_view_is_empty(
      iree_vm_function_lookup_attr_by_name(&plain, key)));
  EXPECT_TRUE(iree_string_view_equal(
      iree_vm_function_lookup_attr_by_name(&async, key),
      iree_make_cstring_view("coarse-fences")));
  iree_vm_function_signature_t signature;
  IREE_ASSERT_OK(iree_vm_function_signature(&async, &signature));
  ASSERT_EQ(signature.attr_count, 2u);
  EXPECT_TRUE(iree_string_view_equal(signature.attrs[1].key,
                                     iree_make_cstring_view("note")));

  // A key is required: an attribute without one is a damaged module.
  ModuleBuilder keyless("mod");
  keyless.AddFunction("f", "0v_v", 0, 0).Attr("", "x").Return();
  std::vector<uint8_t> bad = keyless.Build();
  iree_vm_module_t* rejected = nullptr;
  std::string text =
      ConsumeStatus(LoadModule(instance_, bad, allocator_, &rejected));
  EXPECT_NE(text.find("reflection attribute without a key"), std::string::npos)
      << text;
}

TEST_F(BytecodeModuleTest, QueriesGlobals) {
  std::vector<uint8_t> data = BuildModule();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  Adopt(module);
  uint32_t global_bytes = 1, global_refs = 1;
  IREE_ASSERT_OK(iree_vm_bytecode_module_query_globals(module, &global_bytes,
                                                       &global_refs));
  EXPECT_EQ(global_bytes, 0u);
  EXPECT_EQ(global_refs, 0u);

  ModuleBuilder builder("globals");
  builder.SetGlobals(16, 2);
  builder.AddFunction("f", "0v_v", 0, 0).Return();
  std::vector<uint8_t> with_globals = builder.Build();
  IREE_ASSERT_OK(LoadModule(instance_, with_globals, allocator_, &module));
  Adopt(module);
  IREE_ASSERT_OK(iree_vm_bytecode_module_query_globals(module, &global_bytes,
                                                       &global_refs));
  EXPECT_EQ(global_bytes, 16u);
  EXPECT_EQ(global_refs, 2u);
}

TEST_F(BytecodeModuleTest, FreesFlatbufferWithDeallocator) {
  std::vector<uint8_t> data = BuildModule();
  void* copy = nullptr;
  IREE_ASSERT_OK(iree_allocator_malloc(allocator_, data.size(), &copy));
  std::memcpy(copy, data.data(), data.size());
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(iree_vm_bytecode_module_create(
      instance_, iree_make_const_byte_span(copy, data.size()), allocator_,
      allocator_, &module));
  iree_vm_module_release(module);  // The teardown leak check covers `copy`.
}

TEST_F(BytecodeModuleTest, FailedLoadLeavesDataWithCaller) {
  std::vector<uint8_t> data = BuildModule();
  void* copy = nullptr;
  IREE_ASSERT_OK(iree_allocator_malloc(allocator_, data.size(), &copy));
  std::memcpy(copy, data.data(), data.size());
  std::memcpy(static_cast<uint8_t*>(copy) + 4, "NOPE", 4);
  iree_vm_module_t* module = nullptr;
  EXPECT_EQ(iree_status_consume_code(iree_vm_bytecode_module_create(
                instance_, iree_make_const_byte_span(copy, data.size()),
                allocator_, allocator_, &module)),
            IREE_STATUS_INVALID_ARGUMENT);
  iree_allocator_free(allocator_, copy);
}

TEST_F(BytecodeModuleTest, RodataBuffersKeepTheModuleAlive) {
  std::vector<uint8_t> data = BuildModule();
  void* copy = nullptr;
  IREE_ASSERT_OK(iree_allocator_malloc(allocator_, data.size(), &copy));
  std::memcpy(copy, data.data(), data.size());
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(iree_vm_bytecode_module_create(
      instance_, iree_make_const_byte_span(copy, data.size()), allocator_,
      allocator_, &module));
  ModuleBuilder native_builder("native");
  native_builder.AddFunction("add_1", "0i_i", 1, 0).Return({0});
  std::vector<uint8_t> native_data = native_builder.Build();
  iree_vm_module_t* native = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, native_data, allocator_, &native));
  Adopt(native);
  IREE_ASSERT_OK(CreateContext({native, module}));
  iree_vm_module_release(module);
  Variants results;
  IREE_ASSERT_OK(Invoke("mod.data", {}, &results));
  iree_vm_context_release(context_);
  context_ = nullptr;
  // The module is gone from every context but the buffer still reads the
  // FlatBuffer bytes in place.
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_check_deref(&results[0].ref, &buffer));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_vm_buffer_read_element(buffer, 3, 1, &value));
  EXPECT_EQ(value, 6u);
}

}  // namespace
