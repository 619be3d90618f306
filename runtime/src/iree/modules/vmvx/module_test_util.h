// Shared by the vmvx module tests: the function table of docs/vmvx.md, and a
// fixture that calls vmvx functions through the VM with buffer views.
#ifndef IREE_MODULES_VMVX_MODULE_TEST_UTIL_H_
#define IREE_MODULES_VMVX_MODULE_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "iree/modules/vmvx/api.h"
#include "iree/vm/testing/vm_test.h"

namespace iree::vmvx::testing {

using iree::vm::testing::I32;
using iree::vm::testing::I64;
using iree::vm::testing::RefVariant;
using iree::vm::testing::VmTest;

//===----------------------------------------------------------------------===//
// The contract: docs/vmvx.md's table
//===----------------------------------------------------------------------===//

enum class Family { kCopy, kFill, kBinary, kUnary, kMatmul, kReduce };

struct FunctionInfo {
  std::string name;  // without "vmvx."
  std::string cconv;
  Family family;
  size_t input_size;   // bytes per input element
  size_t output_size;  // bytes per output element
};

inline std::vector<FunctionInfo> AllFunctions() {
  std::vector<FunctionInfo> functions;
  for (size_t bits : {8, 16, 32, 64}) {
    std::string suffix = "x" + std::to_string(bits);
    functions.push_back({"copy.2d." + suffix, "0rIIIrIIIII_v", Family::kCopy,
                         bits / 8, bits / 8});
    functions.push_back({"fill.2d." + suffix,
                         bits == 64 ? "0IrIIIII_v" : "0irIIIII_v",
                         Family::kFill, bits / 8, bits / 8});
  }
  for (const char* op : {"add", "sub", "mul", "div", "max", "min"}) {
    functions.push_back({std::string("binary.2d.") + op + ".f32",
                         "0rIIIrIIIrIIIII_v", Family::kBinary, 4, 4});
  }
  for (const char* op : {"add", "sub", "mul", "and", "or", "xor", "shl", "shrs",
                         "shru", "maxs", "mins", "maxu", "minu"}) {
    functions.push_back({std::string("binary.2d.") + op + ".i32",
                         "0rIIIrIIIrIIIII_v", Family::kBinary, 4, 4});
  }
  for (const char* op :
       {"abs", "neg", "exp", "log", "tanh", "sqrt", "rsqrt", "ceil", "floor"}) {
    functions.push_back({std::string("unary.2d.") + op + ".f32",
                         "0rIIIrIIIII_v", Family::kUnary, 4, 4});
  }
  for (const char* op : {"abs", "neg"}) {
    functions.push_back({std::string("unary.2d.") + op + ".i32",
                         "0rIIIrIIIII_v", Family::kUnary, 4, 4});
  }
  functions.push_back(
      {"matmul.f32f32f32", "0rIIrIIrIIIIIi_v", Family::kMatmul, 4, 4});
  functions.push_back(
      {"matmul.i8i8i32", "0rIIrIIrIIIIIi_v", Family::kMatmul, 1, 4});
  for (const char* type : {"f32", "i32"}) {
    for (const char* op : {"add", "max", "min"}) {
      functions.push_back({std::string("reduce.2d.") + op + "." + type,
                           "0rIIIrIIII_v", Family::kReduce, 4, 4});
    }
  }
  return functions;
}

//===----------------------------------------------------------------------===//
// Fixture
//===----------------------------------------------------------------------===//

// A buffer operand: (buffer, offset, stride0, stride1). Row-major operands
// (matmul, reduce outputs) pass no stride1.
struct View {
  iree_vm_buffer_t* buffer;
  int64_t offset;
  int64_t stride0;
  int64_t stride1;
  int64_t index(int64_t i, int64_t j) const {
    return offset + i * stride0 + j * stride1;
  }
};

// Elements a view of size0 x size1 needs its buffer to hold.
inline int64_t ExtentOf(int64_t offset, int64_t stride0, int64_t stride1,
                        int64_t size0, int64_t size1) {
  if (size0 == 0 || size1 == 0) return offset;
  return offset + (size0 - 1) * stride0 + (size1 - 1) * stride1 + 1;
}

inline bool SameFloat(float a, float b) {
  if (std::isnan(a) && std::isnan(b)) return true;
  return std::memcmp(&a, &b, sizeof(a)) == 0;
}

// Independent of kernels.h: NaN wins, and +0 > -0.
inline float RefMax(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::numeric_limits<float>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
inline float RefMin(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::numeric_limits<float>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// Members are public: the typed checks below are free function templates.
class VmvxModuleTest : public VmTest {
 public:
  void SetUp() override {
    VmTest::SetUp();
    iree_vm_module_t* module = nullptr;
    IREE_ASSERT_OK(iree_vmvx_module_create(instance_, allocator_, &module));
    Adopt(module);
    IREE_ASSERT_OK(CreateContext({module}));
  }
  void TearDown() override {
    for (iree_vm_buffer_t* buffer : buffers_) iree_vm_buffer_release(buffer);
    VmTest::TearDown();
  }

  // A mutable buffer holding |values| (released at teardown).
  template <typename T>
  iree_vm_buffer_t* NewBuffer(const std::vector<T>& values) {
    iree_vm_buffer_t* buffer = nullptr;
    IREE_CHECK_OK(
        iree_vm_buffer_create(values.size() * sizeof(T), allocator_, &buffer));
    if (!values.empty()) {
      iree_byte_span_t span;
      IREE_CHECK_OK(
          iree_vm_buffer_map_rw(buffer, 0, values.size() * sizeof(T), &span));
      std::memcpy(span.data, values.data(), values.size() * sizeof(T));
    }
    buffers_.push_back(buffer);
    return buffer;
  }
  // A buffer of |count| deterministic pseudo-random elements.
  template <typename T>
  iree_vm_buffer_t* RandomBuffer(int64_t count, std::vector<T>* out_values) {
    out_values->resize(count);
    for (T& value : *out_values) value = Random<T>();
    return NewBuffer(*out_values);
  }
  template <typename T>
  T Random() {
    if constexpr (std::is_floating_point_v<T>) {
      // Small integers and halves: exactly representable sums and products.
      return static_cast<T>(static_cast<int>(rng_() % 17) - 8) * 0.5f;
    } else {
      return static_cast<T>(rng_());
    }
  }
  template <typename T>
  std::vector<T> Read(iree_vm_buffer_t* buffer) {
    std::vector<T> values(iree_vm_buffer_length(buffer) / sizeof(T));
    iree_const_byte_span_t span;
    IREE_CHECK_OK(
        iree_vm_buffer_map_ro(buffer, 0, values.size() * sizeof(T), &span));
    if (!values.empty())
      std::memcpy(values.data(), span.data, span.data_length);
    return values;
  }

  static void PushView(const View& view, bool row_major,
                       std::vector<iree_vm_variant_t>* args) {
    iree_vm_ref_t ref = {view.buffer, iree_vm_buffer_type()};
    args->push_back(RefVariant(view.buffer ? ref : iree_vm_ref_null()));
    args->push_back(I64(view.offset));
    args->push_back(I64(view.stride0));
    if (!row_major) args->push_back(I64(view.stride1));
  }

  // Calls vmvx.|name| of |family| with |views| in signature order and
  // returns the status text ("OK" on success). |sizes| are (size0, size1), or
  // (m, n, k) for matmuls; |scalar| is the fill value or the matmul flags.
  std::string Call(const std::string& name, Family family,
                   const std::vector<View>& views,
                   const std::vector<int64_t>& sizes, int64_t scalar = 0) {
    std::vector<iree_vm_variant_t> args;
    if (family == Family::kFill) {
      args.push_back(name == "fill.2d.x64" ? I64(scalar)
                                           : I32(static_cast<int32_t>(scalar)));
    }
    for (size_t i = 0; i < views.size(); ++i) {
      bool row_major =
          family == Family::kMatmul || (family == Family::kReduce && i == 1);
      PushView(views[i], row_major, &args);
    }
    for (int64_t size : sizes) args.push_back(I64(size));
    if (family == Family::kMatmul) {
      args.push_back(I32(static_cast<int32_t>(scalar)));
    }
    return InvokeStatus(("vmvx." + name).c_str(), args);
  }

  std::vector<iree_vm_buffer_t*> buffers_;
  std::mt19937 rng_{1234};
};

}  // namespace iree::vmvx::testing

#endif  // IREE_MODULES_VMVX_MODULE_TEST_UTIL_H_
