// Hostile input: bit flips, random bytes and truncations of a module that
// iree-compile produced. With its integrity footer, every mutant that
// changes the module's bytes is rejected by the checksum; without it (the
// verifier's own test), every mutant must be rejected by the loader or run
// to a status; a crash or sanitizer report fails the test. Each accepted
// mutant runs in a child process, so one bad mutant names itself instead of
// taking the test down, and a mutated branch that loops forever (a valid
// program) is cut off by a timer and counted, not failed.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "iree/schemas/bytecode_module_footer.h"
#include "iree/testing/mutants.h"
#include "iree/vm/api.h"

namespace {

constexpr int kMutantCount = 12000;

std::vector<uint8_t> ReadCorpus() {
  std::ifstream file(IREE_MUTATION_CORPUS_PATH, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), {});
}

// Loads |data| (copied to 64-byte aligned memory, as a loader would place a
// file) and returns the created module or nullptr if the loader rejected it.
class AlignedModuleData {
 public:
  explicit AlignedModuleData(const std::vector<uint8_t>& data)
      : size_(data.size()),
        storage_(static_cast<uint8_t*>(std::aligned_alloc(64, RoundUp(size_)))) {
    if (size_) std::memcpy(storage_, data.data(), size_);
  }
  ~AlignedModuleData() { std::free(storage_); }
  iree_const_byte_span_t span() const {
    return iree_make_const_byte_span(storage_, size_);
  }

 private:
  static size_t RoundUp(size_t size) { return (size + 64) & ~size_t{63}; }
  size_t size_;
  uint8_t* storage_;
};

iree_vm_module_t* TryLoad(iree_vm_instance_t* instance,
                          const AlignedModuleData& data) {
  iree_vm_module_t* module = nullptr;
  iree_status_t status = iree_vm_bytecode_module_create(
      instance, data.span(), iree_allocator_null(), iree_allocator_system(),
      &module);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);
    return nullptr;
  }
  return module;
}

// Creates a context for |module| and calls each export with no arguments,
// returning the number of calls that completed with OK.
int RunExports(iree_vm_instance_t* instance, iree_vm_module_t* module) {
  iree_vm_context_t* context = nullptr;
  iree_status_t status = iree_vm_context_create_with_modules(
      instance, &module, 1, iree_allocator_system(), &context);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);
    return 0;
  }
  int ok_count = 0;
  iree_vm_module_counts_t counts = module->counts(module->self);
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    if (!iree_status_is_ok(iree_status_ignore(module->get_function(
            module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
            &signature)))) {
      continue;
    }
    iree_vm_list_t* inputs = nullptr;
    iree_vm_list_t* outputs = nullptr;
    IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 0,
                                      iree_allocator_system(), &inputs));
    IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 8,
                                      iree_allocator_system(), &outputs));
    status = iree_vm_invoke(context, function, inputs, outputs,
                            iree_allocator_system());
    ok_count += iree_status_is_ok(status);
    iree_status_ignore(status);
    iree_vm_list_release(inputs);
    iree_vm_list_release(outputs);
  }
  iree_vm_context_release(context);
  return ok_count;
}

class MutationTest : public ::testing::Test {
 protected:
  void SetUp() override {
    IREE_CHECK_OK(iree_vm_instance_create(iree_allocator_system(), &instance_));
    with_footer_ = ReadCorpus();
    ASSERT_GT(with_footer_.size(), 64u)
        << "missing " << IREE_MUTATION_CORPUS_PATH;
    ASSERT_TRUE(
        iree_vm_module_has_footer(with_footer_.data(), with_footer_.size()));
    // The verifier's tests mutate the FlatBuffer alone.
    corpus_.assign(with_footer_.begin(),
                   with_footer_.end() - IREE_VM_MODULE_FOOTER_SIZE);
  }
  void TearDown() override { iree_vm_instance_release(instance_); }

  iree_vm_instance_t* instance_ = nullptr;
  std::vector<uint8_t> with_footer_;
  std::vector<uint8_t> corpus_;
};

TEST_F(MutationTest, ChecksumRejectsChangedModules) {
  iree_vm_instance_set_module_checksum_required(instance_, true);
  AlignedModuleData intact(with_footer_);
  iree_vm_module_t* module = TryLoad(instance_, intact);
  ASSERT_NE(module, nullptr);
  iree_vm_module_release(module);
  std::mt19937 rng(20261127);
  int rejected = 0;
  for (int i = 0; i < 2000; ++i) {
    std::vector<uint8_t> mutant = with_footer_;
    for (int j = 1 + rng() % 4; j > 0; --j) {
      mutant[rng() % mutant.size()] ^= uint8_t(1u << (rng() % 8));
    }
    AlignedModuleData data(mutant);
    module = TryLoad(instance_, data);
    if (!module) {
      ++rejected;
      continue;
    }
    iree_vm_module_release(module);
    // Only flips that cancel out (the same bit twice) may pass.
    EXPECT_TRUE(mutant == with_footer_)
        << "mutant " << i << " changed the module and was accepted";
  }
  EXPECT_GT(rejected, 1990);
}

TEST_F(MutationTest, CorpusIsValidAndRuns) {
  AlignedModuleData data(corpus_);
  iree_vm_module_t* module = TryLoad(instance_, data);
  ASSERT_NE(module, nullptr);
  // __init, @loop and @memory succeed; @branches fails by design when
  // count % 4 == 0, and count is 12.
  EXPECT_EQ(RunExports(instance_, module), 3);
  iree_vm_module_release(module);
}

TEST_F(MutationTest, MutantsAreRejectedOrRunCleanly) {
  std::mt19937 rng(20261122);
  int rejected = 0, accepted = 0, timed_out = 0;
  for (int i = 0; i < kMutantCount; ++i) {
    std::vector<uint8_t> mutant = iree::testing::Mutate(corpus_, rng);
    AlignedModuleData data(mutant);
    iree_vm_module_t* module = TryLoad(instance_, data);
    if (!module) {
      ++rejected;
      continue;
    }
    ++accepted;
    // Unmutated, every export returns in microseconds.
    auto outcome = iree::testing::RunInChild(
        [&] {
          RunExports(instance_, module);
          return 0;
        },
        500000);
    iree_vm_module_release(module);
    if (outcome.kind == iree::testing::ChildOutcome::kTimedOut) {
      ++timed_out;
      continue;
    }
    ASSERT_TRUE(outcome.kind == iree::testing::ChildOutcome::kExited &&
                outcome.exit_code == 0)
        << "mutant " << i << " crashed: "
        << (outcome.signal.empty() ? "non-zero exit" : outcome.signal);
  }
  std::printf("%d mutants: %d rejected, %d accepted and ran (%d looped)\n",
              kMutantCount, rejected, accepted, timed_out);
  EXPECT_EQ(rejected + accepted, kMutantCount);
  EXPECT_GT(rejected, kMutantCount / 2);
}

}  // namespace
