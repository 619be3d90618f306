// Whole modules as a bad disk or an attacker hands them to the runtime API:
// mutants of one program compiled for llvm-cpu, vmvx and vulkan-spirv.
//
// - Corruption: 10,000 mutants per backend, as they are. With the default
//   policy (the integrity footer required) every mutant whose bytes differ
//   is rejected at load: none runs, so none can give a wrong answer.
// - Tampering: mutants whose footer is recomputed, so they reach the
//   FlatBuffer and bytecode verifiers, the HAL module and the VMVX loader,
//   and the program itself. Each runs in a child process under a call
//   deadline; a crash fails the test. A tampered module may compute
//   something else (it is a different program). The call's deadline bounds
//   its bytecode, its waits and its work on CPU devices (a mutated workgroup
//   count can ask for hundreds of millions of workgroups); a mutant still
//   running after 2 s is cut off and counted, and must stay rare. llvm-cpu mutants
//   run under the policy that refuses native code, since a mutated kernel
//   (or library query function) is code that does what it says; the ELF
//   validation and mapping of mutated libraries is tested on its own
//   (hal/local/elf_validation_test.cc). SPIR-V mutants are not run: the
//   Vulkan spec leaves invalid SPIR-V undefined and drivers (lavapipe) crash
//   on some, so SPIR-V must first be validated before the driver sees it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "iree/runtime/api.h"
#include "iree/schemas/bytecode_module_footer.h"
#include "iree/testing/mutants.h"

namespace {

constexpr int kCorruptMutants = 10000;

std::vector<uint8_t> ReadModule(const char* path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), {});
}

// |bytes| with its footer recomputed over the mutated FlatBuffer.
std::vector<uint8_t> Reseal(std::vector<uint8_t> bytes) {
  if (bytes.size() < IREE_VM_MODULE_FOOTER_SIZE) return bytes;
  size_t body = bytes.size() - IREE_VM_MODULE_FOOTER_SIZE;
  iree_vm_module_footer_make(bytes.data(), body, bytes.data() + body);
  return bytes;
}

// Also the exit codes of the children (10 and up, so that a sanitizer's exit
// reads as a crash).
enum class Outcome { kRejected = 10, kFailed, kCorrect, kDifferent };

// Loads |bytes| into a new instance (refusing native code if |deny_native|)
// and session on |device_uri| and calls main(x) with x = [-1, 2, -3, 4]
// (|main| computes |x| + 1).
Outcome LoadAndCall(const std::vector<uint8_t>& bytes, const char* device_uri,
                    bool deny_native) {
  iree_allocator_t allocator = iree_allocator_system();
  iree_runtime_instance_options_t instance_options;
  iree_runtime_instance_options_initialize(&instance_options);
  instance_options.deny_native_executables = deny_native;
  iree_runtime_instance_t* instance = nullptr;
  IREE_CHECK_OK(
      iree_runtime_instance_create(&instance_options, allocator, &instance));
  iree_hal_device_t* device = nullptr;
  IREE_CHECK_OK(iree_runtime_instance_try_create_default_device(
      instance, iree_make_cstring_view(device_uri), &device));
  iree_runtime_session_options_t session_options;
  iree_runtime_session_options_initialize(&session_options);
  session_options.call_timeout_ns = 200000000;  // 200 ms
  iree_runtime_session_t* session = nullptr;
  IREE_CHECK_OK(iree_runtime_session_create_with_device(
      instance, &session_options, device, allocator, &session));
  // The loader uses the bytes in place: 64-byte aligned, as a file mapping.
  size_t size = bytes.size();
  void* data = std::aligned_alloc(64, (size + 64) & ~size_t{63});
  if (size) std::memcpy(data, bytes.data(), size);
  iree_status_t status =
      iree_runtime_session_append_bytecode_module_from_memory(
          session, iree_make_const_byte_span(data, size),
          iree_allocator_null());
  Outcome outcome = Outcome::kRejected;
  if (iree_status_is_ok(status)) {
    iree_runtime_call_t runtime_call;
    status = iree_runtime_call_initialize_by_name(
        session, iree_make_cstring_view("module.main"), &runtime_call);
    iree_hal_buffer_view_t* input = nullptr;
    const float values[4] = {-1, 2, -3, 4};
    const iree_hal_dim_t shape[1] = {4};
    if (iree_status_is_ok(status)) {
      iree_hal_buffer_params_t params = {};
      params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
      params.usage =
          IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
      status = iree_hal_buffer_view_allocate_buffer_copy(
          device, iree_runtime_session_device_allocator(session), 1, shape,
          IREE_HAL_ELEMENT_TYPE_FLOAT_32, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
          params, iree_make_const_byte_span(values, sizeof(values)), &input);
      if (iree_status_is_ok(status)) {
        status = iree_runtime_call_inputs_push_back_buffer_view(&runtime_call,
                                                                 input);
      }
      if (iree_status_is_ok(status)) {
        status = iree_runtime_call_invoke(&runtime_call, 0);
      }
      iree_hal_buffer_view_t* output = nullptr;
      if (iree_status_is_ok(status)) {
        status = iree_runtime_call_outputs_pop_front_buffer_view(&runtime_call,
                                                                 &output);
      }
      float results[4] = {0, 0, 0, 0};
      if (iree_status_is_ok(status) &&
          iree_hal_buffer_view_element_count(output) == 4 &&
          iree_hal_buffer_view_element_type(output) ==
              IREE_HAL_ELEMENT_TYPE_FLOAT_32) {
        status = iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(output),
                                          0, results, sizeof(results));
        outcome = Outcome::kDifferent;
        if (iree_status_is_ok(status) && results[0] == 2 && results[1] == 3 &&
            results[2] == 4 && results[3] == 5) {
          outcome = Outcome::kCorrect;
        }
      } else if (iree_status_is_ok(status)) {
        outcome = Outcome::kDifferent;
      }
      if (!iree_status_is_ok(status)) outcome = Outcome::kFailed;
      if (output) iree_hal_buffer_view_release(output);
      if (input) iree_hal_buffer_view_release(input);
      iree_runtime_call_deinitialize(&runtime_call);
    } else {
      outcome = Outcome::kFailed;
    }
  }
  iree_status_ignore(status);
  iree_runtime_session_release(session);
  iree_hal_device_release(device);
  iree_runtime_instance_release(instance);
  std::free(data);
  return outcome;
}

struct Backend {
  const char* name;
  const char* path;
  const char* device;
  // Tampered mutants to run, and whether native code is refused for them.
  int tampered;
  bool deny_native;
};

class ModuleMutationTest : public ::testing::TestWithParam<Backend> {};

TEST_P(ModuleMutationTest, IntactModuleRunsCorrectly) {
  std::vector<uint8_t> module = ReadModule(GetParam().path);
  ASSERT_GT(module.size(), 64u) << "missing " << GetParam().path;
  auto outcome = iree::testing::RunInChild(
      [&] {
        return static_cast<int>(
            LoadAndCall(module, GetParam().device, false));
      },
      30000000);
  EXPECT_EQ(outcome.kind, iree::testing::ChildOutcome::kExited);
  EXPECT_EQ(outcome.exit_code, static_cast<int>(Outcome::kCorrect))
      << GetParam().name << " gave a wrong answer or failed";
}

// Checked in process: a mutant the checksum rejects is never parsed.
TEST_P(ModuleMutationTest, CorruptedModulesAreRejected) {
  std::vector<uint8_t> module = ReadModule(GetParam().path);
  ASSERT_GT(module.size(), 64u);
  iree_vm_instance_t* instance = nullptr;
  IREE_CHECK_OK(iree_vm_instance_create(iree_allocator_system(), &instance));
  iree_vm_instance_set_module_checksum_required(instance, true);
  std::mt19937 rng(20261127);
  int rejected = 0, unchanged = 0;
  for (int i = 0; i < kCorruptMutants; ++i) {
    std::vector<uint8_t> mutant = iree::testing::Mutate(module, rng);
    void* data = std::aligned_alloc(64, (mutant.size() + 64) & ~size_t{63});
    if (!mutant.empty()) std::memcpy(data, mutant.data(), mutant.size());
    iree_vm_module_t* loaded = nullptr;
    iree_status_t status = iree_vm_bytecode_module_create(
        instance, iree_make_const_byte_span(data, mutant.size()),
        iree_allocator_null(), iree_allocator_system(), &loaded);
    if (iree_status_is_ok(status)) {
      iree_vm_module_release(loaded);
      // Only a mutation that changed nothing (a flip undone) may load.
      EXPECT_TRUE(mutant == module) << "mutant " << i << " loaded";
      ++unchanged;
    } else {
      iree_status_ignore(status);
      ++rejected;
    }
    std::free(data);
  }
  iree_vm_instance_release(instance);
  std::printf("%s: %d corrupted mutants, %d rejected, %d unchanged\n",
              GetParam().name, kCorruptMutants, rejected, unchanged);
  EXPECT_EQ(rejected + unchanged, kCorruptMutants);
}

TEST_P(ModuleMutationTest, TamperedModulesNeverCrashOrHang) {
  if (!GetParam().tampered) {
    GTEST_SKIP() << "SPIR-V is not validated before the driver sees it yet";
  }
  std::vector<uint8_t> module = ReadModule(GetParam().path);
  ASSERT_GT(module.size(), 64u);
  std::mt19937 rng(20261128);
  int counts[4] = {0, 0, 0, 0};
  int timed_out = 0;
  for (int i = 0; i < GetParam().tampered; ++i) {
    std::vector<uint8_t> mutant =
        Reseal(iree::testing::Mutate(module, rng));
    auto outcome = iree::testing::RunInChild(
        [&] {
          return static_cast<int>(
              LoadAndCall(mutant, GetParam().device, GetParam().deny_native));
        },
        2000000);
    if (outcome.kind == iree::testing::ChildOutcome::kTimedOut) {
      ++timed_out;
      continue;
    }
    int code = outcome.exit_code - static_cast<int>(Outcome::kRejected);
    if (outcome.kind != iree::testing::ChildOutcome::kExited || code < 0 ||
        code >= 4) {
      // Kept for reproduction: iree-run-module --module=<path> ...
      std::string path = ::testing::TempDir() + "/" + GetParam().name +
                         "_mutant_" + std::to_string(getpid()) + "_" +
                         std::to_string(i) + ".vmfb";
      std::ofstream(path, std::ios::binary)
          .write(reinterpret_cast<const char*>(mutant.data()), mutant.size());
      FAIL() << GetParam().name << " mutant " << i << " "
             << "crashed: " << outcome.signal << " (exit "
             << outcome.exit_code << "); saved as " << path;
    }
    ++counts[code];
  }
  std::printf(
      "%s: %d tampered mutants: %d rejected at load, %d failed in the call, "
      "%d correct, %d different, %d cut off after 2 s\n",
      GetParam().name, GetParam().tampered, counts[0], counts[1], counts[2],
      counts[3], timed_out);
  // Long-running mutants are the rare ones.
  EXPECT_LT(timed_out, GetParam().tampered / 100);
}

std::vector<Backend> Backends() {
  std::vector<Backend> backends = {
      {"llvm_cpu", IREE_MUTANT_MODULE_LLVM_CPU, "local-sync", 10000, true},
      {"vmvx", IREE_MUTANT_MODULE_VMVX, "local-sync", 10000, false},
  };
#if defined(IREE_MUTANT_MODULE_VULKAN)
  backends.push_back({"vulkan_spirv", IREE_MUTANT_MODULE_VULKAN, "vulkan",
                      /*tampered=*/0, false});
#endif
  return backends;
}

INSTANTIATE_TEST_SUITE_P(Backends, ModuleMutationTest,
                         ::testing::ValuesIn(Backends()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
