// Tests of the "vmvx" kernels through the VM: every family against a scalar
// reference with offsets and non-trivial strides (contiguous rows take the
// kernels' fast paths, the others the general ones), NaN propagation,
// wrapping integer arithmetic and the matmul accumulate flag.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "iree/modules/vmvx/module_test_util.h"

namespace {

using namespace iree::vmvx::testing;

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

// Operand layouts for size0 x size1 elementwise calls: contiguous rows (the
// kernels' fast path), and offsets with padded, strided and transposed
// operands (the general path).
struct Layout {
  const char* name;
  // (offset, stride0, stride1) per operand, in signature order.
  std::vector<std::array<int64_t, 3>> operands;
};

std::vector<Layout> Layouts(int64_t size0, int64_t size1) {
  return {
      {"contiguous", {{0, size1, 1}, {0, size1, 1}, {0, size1, 1}}},
      {"offset rows",
       {{3, size1 + 5, 1}, {1, size1 + 2, 1}, {2, size1 + 3, 1}}},
      {"strided", {{3, 2 * size1 + 1, 2}, {5, 1, size0}, {2, size1 + 3, 1}}},
      {"strided out", {{0, size1, 1}, {7, 3, 3 * size0}, {1, 3 * size1, 3}}},
  };
}

constexpr int64_t kSize0 = 5;
constexpr int64_t kSize1 = 37;

// Builds the views of |layout| over fresh random buffers sized exactly to
// them; |values| receive the initial contents.
template <typename T>
std::vector<View> MakeViews(VmvxModuleTest* test, const Layout& layout,
                            size_t count, std::vector<std::vector<T>>* values) {
  std::vector<View> views;
  values->resize(count);
  for (size_t i = 0; i < count; ++i) {
    auto [offset, stride0, stride1] = layout.operands[i];
    int64_t extent = ExtentOf(offset, stride0, stride1, kSize0, kSize1);
    views.push_back({test->RandomBuffer<T>(extent, &(*values)[i]), offset,
                     stride0, stride1});
  }
  return views;
}

struct BinaryF32Case {
  const char* op;
  std::function<float(float, float)> fn;
};
struct BinaryI32Case {
  const char* op;
  std::function<uint32_t(uint32_t, uint32_t)> fn;
};

TEST_F(VmvxModuleTest, BinaryF32MatchesReference) {
  const BinaryF32Case cases[] = {
      {"add", [](float a, float b) { return a + b; }},
      {"sub", [](float a, float b) { return a - b; }},
      {"mul", [](float a, float b) { return a * b; }},
      {"div", [](float a, float b) { return a / b; }},
      {"max", RefMax},
      {"min", RefMin},
  };
  for (const BinaryF32Case& c : cases) {
    for (const Layout& layout : Layouts(kSize0, kSize1)) {
      std::vector<std::vector<float>> values;
      std::vector<View> views = MakeViews<float>(this, layout, 3, &values);
      std::vector<float> expected = values[2];
      for (int64_t i = 0; i < kSize0; ++i) {
        for (int64_t j = 0; j < kSize1; ++j) {
          expected[views[2].index(i, j)] = c.fn(
              values[0][views[0].index(i, j)], values[1][views[1].index(i, j)]);
        }
      }
      std::string name = std::string("binary.2d.") + c.op + ".f32";
      ASSERT_EQ(Call(name, Family::kBinary, views, {kSize0, kSize1}), "OK");
      std::vector<float> actual = Read<float>(views[2].buffer);
      for (size_t e = 0; e < expected.size(); ++e) {
        ASSERT_TRUE(SameFloat(actual[e], expected[e]))
            << name << " " << layout.name << " element " << e << ": "
            << actual[e] << " vs " << expected[e];
      }
    }
  }
}

TEST_F(VmvxModuleTest, BinaryI32MatchesReference) {
  const BinaryI32Case cases[] = {
      {"add", [](uint32_t a, uint32_t b) { return a + b; }},
      {"sub", [](uint32_t a, uint32_t b) { return a - b; }},
      {"mul", [](uint32_t a, uint32_t b) { return a * b; }},
      {"and", [](uint32_t a, uint32_t b) { return a & b; }},
      {"or", [](uint32_t a, uint32_t b) { return a | b; }},
      {"xor", [](uint32_t a, uint32_t b) { return a ^ b; }},
      {"shl", [](uint32_t a, uint32_t b) { return a << (b % 32); }},
      {"shrs",
       [](uint32_t a, uint32_t b) {
         // Arithmetic shift written without relying on signed >>.
         uint32_t s = b % 32;
         uint32_t shifted = a >> s;
         if ((a & 0x80000000u) && s) shifted |= ~(0xFFFFFFFFu >> s);
         return shifted;
       }},
      {"shru", [](uint32_t a, uint32_t b) { return a >> (b % 32); }},
      {"maxs",
       [](uint32_t a, uint32_t b) {
         return static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b;
       }},
      {"mins",
       [](uint32_t a, uint32_t b) {
         return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b;
       }},
      {"maxu", [](uint32_t a, uint32_t b) { return a > b ? a : b; }},
      {"minu", [](uint32_t a, uint32_t b) { return a < b ? a : b; }},
  };
  for (const BinaryI32Case& c : cases) {
    for (const Layout& layout : Layouts(kSize0, kSize1)) {
      std::vector<std::vector<uint32_t>> values;
      std::vector<View> views = MakeViews<uint32_t>(this, layout, 3, &values);
      // Wrapping is part of the contract: make some products and sums wrap.
      values[0][views[0].index(0, 0)] = 0x7FFFFFFFu;
      values[1][views[1].index(0, 0)] = 0x7FFFFFFFu;
      values[0][views[0].index(1, 1)] = 0x80000000u;
      values[1][views[1].index(1, 1)] = 0xFFFFFFFFu;
      for (int e = 0; e < 2; ++e) {
        iree_byte_span_t span;
        IREE_ASSERT_OK(iree_vm_buffer_map_rw(views[e].buffer, 0,
                                             values[e].size() * 4, &span));
        std::memcpy(span.data, values[e].data(), values[e].size() * 4);
      }
      std::vector<uint32_t> expected = values[2];
      for (int64_t i = 0; i < kSize0; ++i) {
        for (int64_t j = 0; j < kSize1; ++j) {
          expected[views[2].index(i, j)] = c.fn(
              values[0][views[0].index(i, j)], values[1][views[1].index(i, j)]);
        }
      }
      std::string name = std::string("binary.2d.") + c.op + ".i32";
      ASSERT_EQ(Call(name, Family::kBinary, views, {kSize0, kSize1}), "OK");
      EXPECT_EQ(Read<uint32_t>(views[2].buffer), expected)
          << name << " " << layout.name;
    }
  }
}

TEST_F(VmvxModuleTest, BinaryInPlace) {
  // out aliases lhs exactly, as an in-place update compiles to.
  std::vector<float> values;
  iree_vm_buffer_t* buffer = RandomBuffer<float>(kSize0 * kSize1, &values);
  std::vector<float> rhs_values;
  iree_vm_buffer_t* rhs = RandomBuffer<float>(kSize0 * kSize1, &rhs_values);
  View view = {buffer, 0, kSize1, 1};
  ASSERT_EQ(Call("binary.2d.mul.f32", Family::kBinary,
                 {view, {rhs, 0, kSize1, 1}, view}, {kSize0, kSize1}),
            "OK");
  std::vector<float> actual = Read<float>(buffer);
  for (size_t e = 0; e < values.size(); ++e) {
    EXPECT_EQ(actual[e], values[e] * rhs_values[e]);
  }
}

TEST_F(VmvxModuleTest, MaxMinPropagateNaNAndOrderZeros) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> lhs = {nan, 1.0f, nan, -0.0f, 0.0f, 2.0f, -1.0f};
  std::vector<float> rhs = {1.0f, nan, nan, 0.0f, -0.0f, -3.0f, -1.0f};
  View lhs_view = {NewBuffer(lhs), 0, 7, 1};
  View rhs_view = {NewBuffer(rhs), 0, 7, 1};
  View max_view = {NewBuffer(std::vector<float>(7)), 0, 7, 1};
  View min_view = {NewBuffer(std::vector<float>(7)), 0, 7, 1};
  ASSERT_EQ(Call("binary.2d.max.f32", Family::kBinary,
                 {lhs_view, rhs_view, max_view}, {1, 7}),
            "OK");
  ASSERT_EQ(Call("binary.2d.min.f32", Family::kBinary,
                 {lhs_view, rhs_view, min_view}, {1, 7}),
            "OK");
  std::vector<float> max = Read<float>(max_view.buffer);
  std::vector<float> min = Read<float>(min_view.buffer);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(std::isnan(max[i])) << i;
    EXPECT_TRUE(std::isnan(min[i])) << i;
  }
  EXPECT_FALSE(std::signbit(max[3]));
  EXPECT_FALSE(std::signbit(max[4]));
  EXPECT_TRUE(std::signbit(min[3]));
  EXPECT_TRUE(std::signbit(min[4]));
  EXPECT_EQ(max[5], 2.0f);
  EXPECT_EQ(min[5], -3.0f);
  EXPECT_EQ(max[6], -1.0f);
}

TEST_F(VmvxModuleTest, UnaryMatchesReference) {
  struct Case {
    const char* op;
    std::function<float(float)> fn;
  };
  const Case cases[] = {
      {"abs", [](float a) { return std::fabs(a); }},
      {"neg", [](float a) { return -a; }},
      {"exp", [](float a) { return std::exp(a); }},
      {"log", [](float a) { return std::log(a); }},
      {"tanh", [](float a) { return std::tanh(a); }},
      {"sqrt", [](float a) { return std::sqrt(a); }},
      {"rsqrt", [](float a) { return 1.0f / std::sqrt(a); }},
      {"ceil", [](float a) { return std::ceil(a); }},
      {"floor", [](float a) { return std::floor(a); }},
  };
  for (const Case& c : cases) {
    for (const Layout& layout : Layouts(kSize0, kSize1)) {
      Layout two = {layout.name, {layout.operands[0], layout.operands[2]}};
      std::vector<std::vector<float>> values;
      std::vector<View> views = MakeViews<float>(this, two, 2, &values);
      // Non-integers too, for ceil/floor/exp.
      for (float& value : values[0]) value *= 0.7f;
      iree_byte_span_t span;
      IREE_ASSERT_OK(iree_vm_buffer_map_rw(views[0].buffer, 0,
                                           values[0].size() * 4, &span));
      std::memcpy(span.data, values[0].data(), values[0].size() * 4);
      std::vector<float> expected = values[1];
      for (int64_t i = 0; i < kSize0; ++i) {
        for (int64_t j = 0; j < kSize1; ++j) {
          expected[views[1].index(i, j)] =
              c.fn(values[0][views[0].index(i, j)]);
        }
      }
      std::string name = std::string("unary.2d.") + c.op + ".f32";
      ASSERT_EQ(Call(name, Family::kUnary, views, {kSize0, kSize1}), "OK");
      std::vector<float> actual = Read<float>(views[1].buffer);
      for (size_t e = 0; e < expected.size(); ++e) {
        ASSERT_TRUE(SameFloat(actual[e], expected[e]))
            << name << " " << layout.name << " element " << e << ": "
            << actual[e] << " vs " << expected[e];
      }
    }
  }
  // i32 abs/neg wrap at INT32_MIN.
  std::vector<int32_t> in = {-5, 7, 0, std::numeric_limits<int32_t>::min()};
  View in_view = {NewBuffer(in), 0, 4, 1};
  View abs_view = {NewBuffer(std::vector<int32_t>(4)), 0, 4, 1};
  View neg_view = {NewBuffer(std::vector<int32_t>(4)), 0, 4, 1};
  ASSERT_EQ(
      Call("unary.2d.abs.i32", Family::kUnary, {in_view, abs_view}, {1, 4}),
      "OK");
  ASSERT_EQ(
      Call("unary.2d.neg.i32", Family::kUnary, {in_view, neg_view}, {1, 4}),
      "OK");
  EXPECT_EQ(
      Read<int32_t>(abs_view.buffer),
      (std::vector<int32_t>{5, 7, 0, std::numeric_limits<int32_t>::min()}));
  EXPECT_EQ(
      Read<int32_t>(neg_view.buffer),
      (std::vector<int32_t>{5, -7, 0, std::numeric_limits<int32_t>::min()}));
}

template <typename T>
void CheckCopyAndFill(VmvxModuleTest* test, const std::string& suffix) {
  for (const Layout& layout : Layouts(kSize0, kSize1)) {
    Layout two = {layout.name, {layout.operands[0], layout.operands[2]}};
    std::vector<std::vector<T>> values;
    std::vector<View> views = MakeViews<T>(test, two, 2, &values);
    std::vector<T> expected = values[1];
    for (int64_t i = 0; i < kSize0; ++i) {
      for (int64_t j = 0; j < kSize1; ++j) {
        expected[views[1].index(i, j)] = values[0][views[0].index(i, j)];
      }
    }
    ASSERT_EQ(
        test->Call("copy.2d." + suffix, Family::kCopy, views, {kSize0, kSize1}),
        "OK");
    EXPECT_EQ(test->Read<T>(views[1].buffer), expected) << layout.name;

    // Fills store the value's low bits.
    const int64_t value = static_cast<int64_t>(0x0123456789ABCDEFull);
    for (int64_t i = 0; i < kSize0; ++i) {
      for (int64_t j = 0; j < kSize1; ++j) {
        expected[views[1].index(i, j)] =
            static_cast<T>(sizeof(T) == 8 ? static_cast<uint64_t>(value)
                                          : static_cast<uint32_t>(value));
      }
    }
    ASSERT_EQ(test->Call("fill.2d." + suffix, Family::kFill, {views[1]},
                         {kSize0, kSize1}, value),
              "OK");
    EXPECT_EQ(test->Read<T>(views[1].buffer), expected) << layout.name;
  }
}

TEST_F(VmvxModuleTest, CopyAndFillEveryWidth) {
  CheckCopyAndFill<uint8_t>(this, "x8");
  CheckCopyAndFill<uint16_t>(this, "x16");
  CheckCopyAndFill<uint32_t>(this, "x32");
  CheckCopyAndFill<uint64_t>(this, "x64");
}

//===----------------------------------------------------------------------===//
// Matmul
//===----------------------------------------------------------------------===//

template <typename In, typename Out>
void CheckMatmul(VmvxModuleTest* test, const std::string& name, int64_t m,
                 int64_t n, int64_t k, bool accumulate) {
  SCOPED_TRACE(name + " " + std::to_string(m) + "x" + std::to_string(n) + "x" +
               std::to_string(k) + (accumulate ? " accumulate" : ""));
  // Padded rows and offsets in every operand.
  View lhs = {nullptr, 5, k + 3, 1};
  View rhs = {nullptr, 2, n + 1, 1};
  View out = {nullptr, 7, n + 4, 1};
  std::vector<In> lhs_values, rhs_values;
  std::vector<Out> out_values;
  lhs.buffer = test->RandomBuffer<In>(ExtentOf(5, k + 3, 1, m, k), &lhs_values);
  rhs.buffer = test->RandomBuffer<In>(ExtentOf(2, n + 1, 1, k, n), &rhs_values);
  out.buffer =
      test->RandomBuffer<Out>(ExtentOf(7, n + 4, 1, m, n), &out_values);
  std::vector<Out> expected = out_values;
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      // Integer-valued floats and wrapping integers: any summation order
      // gives these exact results.
      Out sum = accumulate ? out_values[out.index(i, j)] : Out(0);
      for (int64_t p = 0; p < k; ++p) {
        if constexpr (std::is_floating_point_v<Out>) {
          sum += lhs_values[lhs.index(i, p)] * rhs_values[rhs.index(p, j)];
        } else {
          sum = static_cast<Out>(
              static_cast<uint32_t>(sum) +
              static_cast<uint32_t>(int32_t{lhs_values[lhs.index(i, p)]} *
                                    int32_t{rhs_values[rhs.index(p, j)]}));
        }
      }
      expected[out.index(i, j)] = sum;
    }
  }
  ASSERT_EQ(test->Call(name, Family::kMatmul, {lhs, rhs, out}, {m, n, k},
                       accumulate ? 1 : 0),
            "OK");
  EXPECT_EQ(test->Read<Out>(out.buffer), expected);
}

TEST_F(VmvxModuleTest, MatmulMatchesReference) {
  const int64_t shapes[][3] = {{1, 1, 1},     {7, 33, 5},    {64, 64, 64},
                               {3, 100, 300}, {37, 70, 513}, {4, 5, 0},
                               {1, 65, 2}};
  for (const auto& shape : shapes) {
    for (bool accumulate : {false, true}) {
      CheckMatmul<float, float>(this, "matmul.f32f32f32", shape[0], shape[1],
                                shape[2], accumulate);
      CheckMatmul<int8_t, int32_t>(this, "matmul.i8i8i32", shape[0], shape[1],
                                   shape[2], accumulate);
    }
  }
}

TEST_F(VmvxModuleTest, MatmulI8WrapsInt32) {
  // 128 * 128 * 2^17 products overflow int32: the sum wraps.
  const int64_t k = 1 << 17;
  View lhs = {NewBuffer(std::vector<int8_t>(k, -128)), 0, k, 1};
  View rhs = {NewBuffer(std::vector<int8_t>(k, -128)), 0, 1, 1};
  View out = {NewBuffer(std::vector<int32_t>(1, 0)), 0, 1, 1};
  ASSERT_EQ(Call("matmul.i8i8i32", Family::kMatmul, {lhs, rhs, out}, {1, 1, k}),
            "OK");
  EXPECT_EQ(Read<int32_t>(out.buffer)[0],
            static_cast<int32_t>(static_cast<uint32_t>(16384u * k)));
}

//===----------------------------------------------------------------------===//
// Reduce
//===----------------------------------------------------------------------===//

TEST_F(VmvxModuleTest, ReduceMatchesReference) {
  const int64_t size0 = 6, size1 = 45;
  struct Case {
    const char* op;
    std::function<float(float, float)> f32;
    std::function<uint32_t(uint32_t, uint32_t)> i32;
  };
  const Case cases[] = {
      {"add", [](float acc, float a) { return acc + a; },
       [](uint32_t acc, uint32_t a) { return acc + a; }},
      {"max", RefMax,
       [](uint32_t acc, uint32_t a) {
         return static_cast<int32_t>(a) > static_cast<int32_t>(acc) ? a : acc;
       }},
      {"min", RefMin,
       [](uint32_t acc, uint32_t a) {
         return static_cast<int32_t>(a) < static_cast<int32_t>(acc) ? a : acc;
       }},
  };
  const int64_t in_strides[][3] = {{0, size1, 1}, {3, 1, size0 + 2}};
  for (const Case& c : cases) {
    for (const auto& s : in_strides) {
      View in = {nullptr, s[0], s[1], s[2]};
      View out = {nullptr, 1, 2, 0};
      std::vector<float> in_f32, out_f32;
      in.buffer = RandomBuffer<float>(ExtentOf(s[0], s[1], s[2], size0, size1),
                                      &in_f32);
      out.buffer = RandomBuffer<float>(1 + 2 * (size0 - 1) + 1, &out_f32);
      std::vector<float> expected = out_f32;
      for (int64_t i = 0; i < size0; ++i) {
        float acc = out_f32[out.index(i, 0)];
        for (int64_t j = 0; j < size1; ++j)
          acc = c.f32(acc, in_f32[in.index(i, j)]);
        expected[out.index(i, 0)] = acc;
      }
      std::string name = std::string("reduce.2d.") + c.op + ".f32";
      ASSERT_EQ(Call(name, Family::kReduce, {in, out}, {size0, size1}), "OK");
      std::vector<float> actual = Read<float>(out.buffer);
      for (size_t e = 0; e < expected.size(); ++e) {
        EXPECT_TRUE(SameFloat(actual[e], expected[e])) << name << " " << e;
      }

      std::vector<uint32_t> in_i32, out_i32;
      in.buffer = RandomBuffer<uint32_t>(
          ExtentOf(s[0], s[1], s[2], size0, size1), &in_i32);
      out.buffer = RandomBuffer<uint32_t>(1 + 2 * (size0 - 1) + 1, &out_i32);
      std::vector<uint32_t> expected_i32 = out_i32;
      for (int64_t i = 0; i < size0; ++i) {
        uint32_t acc = out_i32[out.index(i, 0)];
        for (int64_t j = 0; j < size1; ++j)
          acc = c.i32(acc, in_i32[in.index(i, j)]);
        expected_i32[out.index(i, 0)] = acc;
      }
      name = std::string("reduce.2d.") + c.op + ".i32";
      ASSERT_EQ(Call(name, Family::kReduce, {in, out}, {size0, size1}), "OK");
      EXPECT_EQ(Read<uint32_t>(out.buffer), expected_i32) << name;
    }
  }
}

TEST_F(VmvxModuleTest, ReduceMaxMinPropagateNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Row 0 has a NaN input, row 1 a NaN initial value, row 2 neither.
  View in = {NewBuffer(std::vector<float>{1, nan, 3, 1, 2, 3, 1, 2, 3}), 0, 3,
             1};
  for (const char* op : {"max", "min"}) {
    View out = {NewBuffer(std::vector<float>{0, nan, 2}), 0, 1, 0};
    ASSERT_EQ(Call(std::string("reduce.2d.") + op + ".f32", Family::kReduce,
                   {in, out}, {3, 3}),
              "OK");
    std::vector<float> result = Read<float>(out.buffer);
    EXPECT_TRUE(std::isnan(result[0])) << op;
    EXPECT_TRUE(std::isnan(result[1])) << op;
    EXPECT_EQ(result[2], std::string(op) == "max" ? 3.0f : 1.0f);
  }
}

}  // namespace
