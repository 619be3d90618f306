// vm.call.variadic end to end: a module compiled by iree-compile at build
// time (testing/variadic_calls.mlir) calls the variadic functions of the
// native test module. The fixture's counting allocator proves that the refs
// passed in variadic tuples are all released.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <vector>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/native_test_module.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

class VariadicCallTest : public VmTest {
 protected:
  void SetUp() override {
    VmTest::SetUp();
    std::ifstream file(IREE_VARIADIC_CALLS_MODULE_PATH, std::ios::binary);
    data_.assign(std::istreambuf_iterator<char>(file), {});
    ASSERT_FALSE(data_.empty()) << IREE_VARIADIC_CALLS_MODULE_PATH;
    iree_vm_module_t* native = nullptr;
    IREE_ASSERT_OK(CreateNativeTestModule(allocator_, &native));
    Adopt(native);
    iree_vm_module_t* module = nullptr;
    IREE_ASSERT_OK(LoadModule(instance_, data_, allocator_, &module));
    Adopt(module);
    IREE_ASSERT_OK(CreateContext({native, module}));
  }
  std::vector<uint8_t> data_;
};

TEST_F(VariadicCallTest, SumsVariadicValues) {
  Variants r;
  IREE_ASSERT_OK(
      Invoke("variadic.sums", {I32(1000), I32(200), I32(30), I32(4)}, &r));
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].i32, 1234);
  EXPECT_EQ(r[1].i32, 1000);
}

TEST_F(VariadicCallTest, PassesRefTuples) {
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(5, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  Variants r;
  IREE_ASSERT_OK(Invoke("variadic.weighted", {RefVariant(ref), I64(7)}, &r));
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].i64, 2 * 5 + 3 * 7);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 1);
  iree_vm_ref_release(&ref);
}

}  // namespace
