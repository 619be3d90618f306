#include "iree/vm/context.h"

#include <gtest/gtest.h>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/native_test_module.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::ConsumeStatus;
using iree::vm::testing::CreateNativeTestModule;
using iree::vm::testing::FunctionBuilder;
using iree::vm::testing::I32;
using iree::vm::testing::LoadModule;
using iree::vm::testing::ModuleBuilder;
using iree::vm::testing::Variants;
using iree::vm::testing::VmTest;

class ContextTest : public VmTest {
 protected:
  iree_vm_module_t* Native() {
    iree_vm_module_t* module = nullptr;
    iree_status_t status = CreateNativeTestModule(allocator_, &module);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return Adopt(module);
  }
  // A module "app" whose export `run(i32) -> i32` calls import |full_name|
  // declared with |signature| (which takes and returns one i32).
  iree_vm_module_t* App(const char* full_name, const char* signature,
                        bool is_optional = false) {
    ModuleBuilder builder("app");
    uint32_t import = builder.AddImport(full_name, signature, is_optional);
    FunctionBuilder& run = builder.AddFunction("run", "0i_i", 2, 0);
    run.Op(IREE_VM_OP_CALL_IMPORT).U32(import).List({0}).List({1});
    run.Return({1});
    data_.push_back(builder.Build());
    iree_vm_module_t* module = nullptr;
    iree_status_t status =
        LoadModule(instance_, data_.back(), allocator_, &module);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return Adopt(module);
  }
  std::vector<std::vector<uint8_t>> data_;
};

TEST_F(ContextTest, ResolvesImportsByName) {
  IREE_ASSERT_OK(CreateContext({Native(), App("native.add_1", "0i_i")}));
  Variants results;
  IREE_ASSERT_OK(Invoke("app.run", {I32(9)}, &results));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].i32, 10);
  iree_vm_function_t function;
  IREE_ASSERT_OK(iree_vm_context_resolve_function(
      context_, iree_make_cstring_view("native.sum"), &function));
  EXPECT_EQ(iree_status_consume_code(iree_vm_context_resolve_function(
                context_, iree_make_cstring_view("nope.sum"), &function)),
            IREE_STATUS_NOT_FOUND);
  EXPECT_EQ(iree_status_consume_code(iree_vm_context_resolve_function(
                context_, iree_make_cstring_view("sum"), &function)),
            IREE_STATUS_INVALID_ARGUMENT);
}

TEST_F(ContextTest, ImportsResolveOnlyAgainstEarlierModules) {
  std::string text = ConsumeStatus(
      CreateContext({App("native.add_1", "0i_i"), Native()}));
  EXPECT_NE(text.find("NOT_FOUND"), std::string::npos) << text;
  EXPECT_NE(text.find("no module named 'native' is in the context; module "
                      "'app' imports 'native.add_1' (0i_i), which is missing"),
            std::string::npos)
      << text;
}

TEST_F(ContextTest, MissingFunctionNamesBoth) {
  std::string text =
      ConsumeStatus(CreateContext({Native(), App("native.add_2", "0i_i")}));
  EXPECT_NE(text.find("module 'native' has no export 'add_2'; "
                      "module 'app' imports 'native.add_2'"),
            std::string::npos)
      << text;
}

TEST_F(ContextTest, SignatureMismatchNamesBoth) {
  std::string text =
      ConsumeStatus(CreateContext({Native(), App("native.add_1", "0f_i")}));
  EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
  EXPECT_NE(text.find("module 'app' imports 'native.add_1' with signature "
                      "0f_i but module 'native' exports it with signature "
                      "0i_i"),
            std::string::npos)
      << text;
}

TEST_F(ContextTest, VariadicImportsMatchOnlyIdenticalSignatures) {
  // A module that only declares import native.sum_i32s as |signature|.
  auto importer = [&](const char* signature) {
    ModuleBuilder builder("app");
    builder.AddImport("native.sum_i32s", signature);
    builder.AddFunction("run", "0v_v", 0, 0).Return();
    data_.push_back(builder.Build());
    iree_vm_module_t* module = nullptr;
    iree_status_t status =
        LoadModule(instance_, data_.back(), allocator_, &module);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return Adopt(module);
  };
  IREE_EXPECT_OK(CreateContext({Native(), importer("0iCiD_i")}));
  for (const char* signature : {"0ii_i", "0CiD_i", "0iCiiD_i"}) {
    iree_vm_context_release(context_);
    context_ = nullptr;
    std::string text =
        ConsumeStatus(CreateContext({Native(), importer(signature)}));
    EXPECT_NE(text.find(std::string("imports 'native.sum_i32s' with "
                                    "signature ") +
                        signature +
                        " but module 'native' exports it with signature "
                        "0iCiD_i"),
              std::string::npos)
        << text;
  }
}

TEST_F(ContextTest, MissingOptionalImportFailsOnlyWhenCalled) {
  IREE_ASSERT_OK(
      CreateContext({Native(), App("native.add_9", "0i_i", true)}));
  std::string text = InvokeStatus("app.run", {I32(1)});
  EXPECT_NE(text.find("NOT_FOUND; optional import 'native.add_9' is not "
                      "available; at @app.run+0x0"),
            std::string::npos)
      << text;
}

TEST_F(ContextTest, DuplicateModuleNames) {
  iree_vm_module_t* native = Native();
  EXPECT_EQ(iree_status_consume_code(CreateContext({native, native})),
            IREE_STATUS_ALREADY_EXISTS);
}

TEST_F(ContextTest, StatesArePerContext) {
  iree_vm_module_t* native = Native();
  IREE_ASSERT_OK(CreateContext({native}));
  Variants results;
  IREE_ASSERT_OK(Invoke("native.add_1", {I32(1)}, &results));
  iree_vm_context_t* other = nullptr;
  IREE_ASSERT_OK(iree_vm_context_create_with_modules(instance_, &native, 1,
                                                     allocator_, &other));
  std::swap(other, context_);
  IREE_ASSERT_OK(Invoke("native.call_count", {}, &results));
  std::swap(other, context_);
  IREE_ASSERT_OK(Invoke("native.call_count", {}, &results));
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[1].i32, 0);
  EXPECT_EQ(results[2].i32, 1);
  iree_vm_context_release(other);
}

// `__init` runs when the module joins and can store globals.
TEST_F(ContextTest, RunsInitializer) {
  ModuleBuilder builder("init");
  builder.SetGlobals(4, 0);
  FunctionBuilder& init = builder.AddFunction("__init", "0v_v", 1, 0);
  init.ConstI32(1234, 0);
  init.Op(IREE_VM_OP_GLOBAL_STORE_I32).U16(0).U32(0);
  init.Return();
  FunctionBuilder& get = builder.AddFunction("get", "0v_i", 1, 0);
  get.Op(IREE_VM_OP_GLOBAL_LOAD_I32).U32(0).U16(0);
  get.Return({0});
  std::vector<uint8_t> data = builder.Build();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  IREE_ASSERT_OK(CreateContext({Adopt(module)}));
  Variants results;
  IREE_ASSERT_OK(Invoke("init.get", {}, &results));
  EXPECT_EQ(results[0].i32, 1234);
}

TEST_F(ContextTest, FailingInitializerRejectsModule) {
  ModuleBuilder builder("init");
  FunctionBuilder& init = builder.AddFunction("__init", "0v_v", 1, 0);
  init.ConstI32(IREE_STATUS_FAILED_PRECONDITION, 0);
  init.Op(IREE_VM_OP_FAIL).U16(0).Str("not today");
  std::vector<uint8_t> data = builder.Build();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  std::string text = ConsumeStatus(CreateContext({Adopt(module)}));
  EXPECT_NE(text.find("FAILED_PRECONDITION; not today; at @init.__init+0x7; "
                      "initializing module 'init'"),
            std::string::npos)
      << text;
}

}  // namespace
