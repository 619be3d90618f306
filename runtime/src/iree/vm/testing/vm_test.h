// Shared gtest fixture and helpers for the VM tests: a counting allocator
// that must be back to zero live allocations at the end of every test, an
// instance, a context built from modules, and invocation with variants.
#ifndef IREE_VM_TESTING_VM_TEST_H_
#define IREE_VM_TESTING_VM_TEST_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "iree/vm/api.h"

namespace iree::vm::testing {

// Formats and frees |status|.
std::string ConsumeStatus(iree_status_t status);

#define IREE_ASSERT_OK(expr)                                          \
  do {                                                                \
    iree_status_t iree_test_status_ = (expr);                         \
    ASSERT_TRUE(iree_status_is_ok(iree_test_status_))                 \
        << ::iree::vm::testing::ConsumeStatus(iree_test_status_);     \
  } while (0)
#define IREE_EXPECT_OK(expr)                                          \
  do {                                                                \
    iree_status_t iree_test_status_ = (expr);                         \
    EXPECT_TRUE(iree_status_is_ok(iree_test_status_))                 \
        << ::iree::vm::testing::ConsumeStatus(iree_test_status_);     \
  } while (0)

// Variants that release their refs when destroyed.
struct Variants {
  std::vector<iree_vm_variant_t> values;
  Variants() = default;
  Variants(Variants&& other) noexcept { *this = std::move(other); }
  Variants& operator=(Variants&& other) noexcept;
  Variants(const Variants&) = delete;
  Variants& operator=(const Variants&) = delete;
  ~Variants() { Reset(); }
  void Reset();
  size_t size() const { return values.size(); }
  const iree_vm_variant_t& operator[](size_t i) const { return values[i]; }
};

iree_vm_variant_t I32(int32_t value);
iree_vm_variant_t I64(int64_t value);
iree_vm_variant_t F32(float value);
iree_vm_variant_t F64(double value);
// A variant borrowing |ref| (Invoke retains what it passes).
iree_vm_variant_t RefVariant(iree_vm_ref_t ref);

class VmTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // Creates context_ from |modules| in order; the test keeps its own
  // references to the modules (see Adopt).
  iree_status_t CreateContext(const std::vector<iree_vm_module_t*>& modules);
  // Releases |module| at teardown.
  iree_vm_module_t* Adopt(iree_vm_module_t* module);

  // Invokes "module.function" in context_ and appends its results.
  iree_status_t Invoke(const char* full_name,
                       const std::vector<iree_vm_variant_t>& args,
                       Variants* results);
  // Invokes and returns the status text ("OK" on success).
  std::string InvokeStatus(const char* full_name,
                           const std::vector<iree_vm_variant_t>& args);

  iree_allocator_counting_t counting_;
  iree_allocator_t allocator_;
  iree_vm_instance_t* instance_ = nullptr;
  iree_vm_context_t* context_ = nullptr;
  std::vector<iree_vm_module_t*> adopted_modules_;
};

}  // namespace iree::vm::testing

#endif  // IREE_VM_TESTING_VM_TEST_H_
