// Runs every arithmetic, comparison, cast and constant op of the
// interpreter on values chosen to hit their edge cases.
#include <cmath>
#include <limits>

#include "iree/vm/bytecode/dispatch_test_util.h"

namespace {

using namespace iree::vm::testing;

constexpr int32_t kMin32 = std::numeric_limits<int32_t>::min();
constexpr int64_t kMin64 = std::numeric_limits<int64_t>::min();
const float kNaN = std::numeric_limits<float>::quiet_NaN();

TEST_F(DispatchTest, I32Arithmetic) {
  EXPECT_EQ(I32Binary(IREE_VM_OP_ADD_I32, 0x7FFFFFFF, 1), kMin32);
  EXPECT_EQ(I32Binary(IREE_VM_OP_SUB_I32, 3, 5), -2);
  EXPECT_EQ(I32Binary(IREE_VM_OP_MUL_I32, -6, 7), -42);
  EXPECT_EQ(I32Binary(IREE_VM_OP_DIV_I32_S, -7, 2), -3);
  EXPECT_EQ(I32Binary(IREE_VM_OP_DIV_I32_U, -2, 2), 0x7FFFFFFF);
  EXPECT_EQ(I32Binary(IREE_VM_OP_REM_I32_S, -7, 2), -1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_REM_I32_S, kMin32, -1), 0);
  EXPECT_EQ(I32Binary(IREE_VM_OP_REM_I32_U, 7, 4), 3);
  EXPECT_EQ(I32Binary(IREE_VM_OP_MIN_I32_S, -1, 1), -1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_MIN_I32_U, -1, 1), 1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_MAX_I32_S, -1, 1), 1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_MAX_I32_U, -1, 1), -1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_AND_I32, 0xC, 0xA), 0x8);
  EXPECT_EQ(I32Binary(IREE_VM_OP_OR_I32, 0xC, 0xA), 0xE);
  EXPECT_EQ(I32Binary(IREE_VM_OP_XOR_I32, 0xC, 0xA), 0x6);
  EXPECT_EQ(I32Binary(IREE_VM_OP_SHL_I32, 1, 33), 2);  // Modulo width.
  EXPECT_EQ(I32Binary(IREE_VM_OP_SHR_I32_S, -8, 1), -4);
  EXPECT_EQ(I32Binary(IREE_VM_OP_SHR_I32_U, -8, 28), 0xF);
  EXPECT_EQ(I32Unary(IREE_VM_OP_ABS_I32, -5), 5);
  EXPECT_EQ(I32Unary(IREE_VM_OP_ABS_I32, kMin32), kMin32);
  EXPECT_EQ(I32Unary(IREE_VM_OP_NEG_I32, 5), -5);
  EXPECT_EQ(I32Unary(IREE_VM_OP_NOT_I32, 0), -1);
  Variants r = Run("0iii_i", 4, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_FMA_I32, {0, 1, 2, 3}).Return({3});
                   },
                   {I32(3), I32(4), I32(5)});
  EXPECT_EQ(r[0].i32, 17);
}

TEST_F(DispatchTest, I64Arithmetic) {
  EXPECT_EQ(I64Binary(IREE_VM_OP_ADD_I64, 1ll << 40, 5), (1ll << 40) + 5);
  EXPECT_EQ(I64Binary(IREE_VM_OP_SUB_I64, 0, 1), -1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_MUL_I64, 1ll << 31, 4), 1ll << 33);
  EXPECT_EQ(I64Binary(IREE_VM_OP_DIV_I64_S, -9, 2), -4);
  EXPECT_EQ(I64Binary(IREE_VM_OP_DIV_I64_U, -1, 1ll << 62), 3);
  EXPECT_EQ(I64Binary(IREE_VM_OP_REM_I64_S, -9, 2), -1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_REM_I64_U, 10, 4), 2);
  EXPECT_EQ(I64Binary(IREE_VM_OP_MIN_I64_S, -1, 1), -1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_MIN_I64_U, -1, 1), 1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_MAX_I64_S, -1, 1), 1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_MAX_I64_U, -1, 1), -1);
  EXPECT_EQ(I64Binary(IREE_VM_OP_AND_I64, 0xC, 0xA), 0x8);
  EXPECT_EQ(I64Binary(IREE_VM_OP_OR_I64, 0xC, 0xA), 0xE);
  EXPECT_EQ(I64Binary(IREE_VM_OP_XOR_I64, 0xC, 0xA), 0x6);
  EXPECT_EQ(I64Shift(IREE_VM_OP_SHL_I64, 1, 65), 2);
  EXPECT_EQ(I64Shift(IREE_VM_OP_SHR_I64_S, -16, 2), -4);
  EXPECT_EQ(I64Shift(IREE_VM_OP_SHR_I64_U, -1, 60), 0xF);
  Variants r = Run("0I_I", 4, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_ABS_I64, {0, 2})
                         .Emit(IREE_VM_OP_NEG_I64, {2, 2})
                         .Emit(IREE_VM_OP_NOT_I64, {2, 2})
                         .Return({Pair(2)});
                   },
                   {I64(-7)});
  EXPECT_EQ(r[0].i64, 6);  // ~(-7) == 6
  r = Run("0III_I", 8, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_FMA_I64, {0, 2, 4, 6}).Return({Pair(6)});
          },
          {I64(1ll << 32), I64(3), I64(-1)});
  EXPECT_EQ(r[0].i64, (3ll << 32) - 1);
}

TEST_F(DispatchTest, DivisionErrors) {
  std::string text = RunStatus(
      "0ii_i", 3, 0,
      [](FunctionBuilder& f) {
        f.Emit(IREE_VM_OP_ADD_I32, {0, 1, 2})
            .Emit(IREE_VM_OP_DIV_I32_S, {0, 1, 2})
            .Return({2});
      },
      {I32(5), I32(0)});
  EXPECT_EQ(text, "INVALID_ARGUMENT; division by zero; at @test.f+0x7");
  text = RunStatus("0ii_i", 3, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_DIV_I32_S, {0, 1, 2}).Return({2});
                   },
                   {I32(kMin32), I32(-1)});
  EXPECT_NE(text.find("INT_MIN / -1"), std::string::npos) << text;
  text = RunStatus("0II_I", 6, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_REM_I64_U, {0, 2, 4}).Return({Pair(4)});
                   },
                   {I64(1), I64(0)});
  EXPECT_NE(text.find("division by zero"), std::string::npos) << text;
  text = RunStatus("0II_I", 6, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_DIV_I64_S, {0, 2, 4}).Return({Pair(4)});
                   },
                   {I64(kMin64), I64(-1)});
  EXPECT_NE(text.find("INT_MIN / -1"), std::string::npos) << text;
}

TEST_F(DispatchTest, F32Math) {
  EXPECT_EQ(F32Binary(IREE_VM_OP_ADD_F32, 1.5f, 2.25f), 3.75f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_SUB_F32, 1.5f, 2.25f), -0.75f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_MUL_F32, 1.5f, 2.0f), 3.0f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_DIV_F32, 1.0f, 4.0f), 0.25f);
  EXPECT_TRUE(std::isinf(F32Binary(IREE_VM_OP_DIV_F32, 1.0f, 0.0f)));
  EXPECT_EQ(F32Binary(IREE_VM_OP_REM_F32, 7.5f, 2.0f), 1.5f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_MIN_F32, -1.0f, 2.0f), -1.0f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_MAX_F32, -1.0f, 2.0f), 2.0f);
  EXPECT_EQ(F32Binary(IREE_VM_OP_POW_F32, 2.0f, 10.0f), 1024.0f);
  EXPECT_FLOAT_EQ(F32Binary(IREE_VM_OP_ATAN2_F32, 1.0f, 1.0f), 0.78539816f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_ABS_F32, -2.0f), 2.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_NEG_F32, 2.0f), -2.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_CEIL_F32, 1.25f), 2.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_FLOOR_F32, -1.25f), -2.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_ROUND_F32, 2.5f), 3.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_ROUND_F32_EVEN, 2.5f), 2.0f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_EXP_F32, 1.0f), 2.7182817f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_EXP2_F32, 3.0f), 8.0f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_EXPM1_F32, 1e-3f), 1.0005e-3f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_LOG_F32, 1.0f), 0.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_LOG10_F32, 100.0f), 2.0f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_LOG1P_F32, 1e-3f), 9.995003e-4f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_LOG2_F32, 8.0f), 3.0f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_RSQRT_F32, 4.0f), 0.5f);
  EXPECT_EQ(F32Unary(IREE_VM_OP_SQRT_F32, 9.0f), 3.0f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_TANH_F32, 0.5f), 0.46211716f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_ERF_F32, 0.5f), 0.52049988f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_SIN_F32, 1.0f), 0.84147098f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_COS_F32, 1.0f), 0.54030231f);
  EXPECT_FLOAT_EQ(F32Unary(IREE_VM_OP_ATAN_F32, 1.0f), 0.78539816f);
  Variants r = Run("0fff_f", 4, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_FMA_F32, {0, 1, 2, 3}).Return({3});
                   },
                   {F32(2.0f), F32(3.0f), F32(0.5f)});
  EXPECT_EQ(r[0].f32, 6.5f);
}

TEST_F(DispatchTest, F64Math) {
  EXPECT_EQ(F64Binary(IREE_VM_OP_ADD_F64, 0.5, 0.25), 0.75);
  EXPECT_EQ(F64Binary(IREE_VM_OP_SUB_F64, 0.5, 0.25), 0.25);
  EXPECT_EQ(F64Binary(IREE_VM_OP_MUL_F64, 0.5, 0.25), 0.125);
  EXPECT_EQ(F64Binary(IREE_VM_OP_DIV_F64, 0.5, 0.25), 2.0);
  EXPECT_EQ(F64Binary(IREE_VM_OP_REM_F64, 7.5, 2.0), 1.5);
  EXPECT_EQ(F64Binary(IREE_VM_OP_MIN_F64, 1.0, std::nan("")), 1.0);
  EXPECT_EQ(F64Binary(IREE_VM_OP_MAX_F64, -1.0, 2.0), 2.0);
  EXPECT_EQ(F64Binary(IREE_VM_OP_POW_F64, 2.0, 0.5), std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(F64Binary(IREE_VM_OP_ATAN2_F64, 1.0, -1.0), 3 * M_PI / 4);
  EXPECT_EQ(F64Unary(IREE_VM_OP_ABS_F64, -2.0), 2.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_NEG_F64, 2.0), -2.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_CEIL_F64, 1.25), 2.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_FLOOR_F64, 1.75), 1.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_ROUND_F64, -2.5), -3.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_ROUND_F64_EVEN, 3.5), 4.0);
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_EXP_F64, 2.0), std::exp(2.0));
  EXPECT_EQ(F64Unary(IREE_VM_OP_EXP2_F64, 10.0), 1024.0);
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_EXPM1_F64, 1e-9), std::expm1(1e-9));
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_LOG_F64, M_E), 1.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_LOG10_F64, 1000.0), 3.0);
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_LOG1P_F64, 1e-9), std::log1p(1e-9));
  EXPECT_EQ(F64Unary(IREE_VM_OP_LOG2_F64, 1024.0), 10.0);
  EXPECT_EQ(F64Unary(IREE_VM_OP_RSQRT_F64, 16.0), 0.25);
  EXPECT_EQ(F64Unary(IREE_VM_OP_SQRT_F64, 2.25), 1.5);
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_TANH_F64, 1.0), std::tanh(1.0));
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_ERF_F64, 1.0), std::erf(1.0));
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_SIN_F64, 2.0), std::sin(2.0));
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_COS_F64, 2.0), std::cos(2.0));
  EXPECT_DOUBLE_EQ(F64Unary(IREE_VM_OP_ATAN_F64, 2.0), std::atan(2.0));
  Variants r = Run("0FFF_F", 8, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_FMA_F64, {0, 2, 4, 6}).Return({Pair(6)});
                   },
                   {F64(2.0), F64(3.0), F64(0.5)});
  EXPECT_EQ(r[0].f64, 6.5);
}

TEST_F(DispatchTest, Comparisons) {
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_EQ_I32, 3, 3), 1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_NE_I32, 3, 3), 0);
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_LT_I32_S, -1, 0), 1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_LT_I32_U, -1, 0), 0);
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_LTE_I32_S, 2, 2), 1);
  EXPECT_EQ(I32Binary(IREE_VM_OP_CMP_LTE_I32_U, -1, 2), 0);
  EXPECT_EQ(I32Unary(IREE_VM_OP_CMP_NZ_I32, 9), 1);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_EQ_I64, 1ll << 33, 1ll << 33), 1);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_NE_I64, 1ll << 33, 1), 1);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_LT_I64_S, -1, 0), 1);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_LT_I64_U, -1, 0), 0);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_LTE_I64_S, 5, 5), 1);
  EXPECT_EQ(I64Compare(IREE_VM_OP_CMP_LTE_I64_U, -1, 5), 0);
  Variants r = Run("0I_i", 3, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_CMP_NZ_I64, {0, 2}).Return({2});
                   },
                   {I64(1ll << 40)});
  EXPECT_EQ(r[0].i32, 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_EQ_F32_O, 1.0f, 1.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_EQ_F32_O, kNaN, kNaN), 0);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_EQ_F32_U, kNaN, 1.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_NE_F32_O, kNaN, 1.0f), 0);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_NE_F32_U, kNaN, 1.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LT_F32_O, 1.0f, 2.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LT_F32_O, kNaN, 2.0f), 0);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LT_F32_U, kNaN, 2.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LT_F32_U, 3.0f, 2.0f), 0);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LTE_F32_O, 2.0f, 2.0f), 1);
  EXPECT_EQ(F32Compare(IREE_VM_OP_CMP_LTE_F32_U, 2.0f, kNaN), 1);
  r = Run("0f_i", 2, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_CMP_NAN_F32, {0, 1}).Return({1});
          },
          {F32(kNaN)});
  EXPECT_EQ(r[0].i32, 1);
  // f64 comparisons share the shape "II:i".
  const uint8_t kF64Ops[] = {
      IREE_VM_OP_CMP_EQ_F64_O, IREE_VM_OP_CMP_EQ_F64_U,
      IREE_VM_OP_CMP_NE_F64_O, IREE_VM_OP_CMP_NE_F64_U,
      IREE_VM_OP_CMP_LT_F64_O, IREE_VM_OP_CMP_LT_F64_U,
      IREE_VM_OP_CMP_LTE_F64_O, IREE_VM_OP_CMP_LTE_F64_U};
  const int32_t kWithNaN[] = {0, 1, 0, 1, 0, 1, 0, 1};
  const int32_t kOneTwo[] = {0, 0, 1, 1, 1, 1, 1, 1};
  for (size_t i = 0; i < sizeof(kF64Ops); ++i) {
    auto run = [&](double a, double b) {
      Variants v = Run("0FF_i", 5, 0,
                       [&](FunctionBuilder& f) {
                         f.Emit(kF64Ops[i], {0, 2, 4}).Return({4});
                       },
                       {F64(a), F64(b)});
      return v[0].i32;
    };
    EXPECT_EQ(run(std::nan(""), 1.0), kWithNaN[i]) << i;
    EXPECT_EQ(run(1.0, 2.0), kOneTwo[i]) << i;
  }
  r = Run("0F_i", 3, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_CMP_NAN_F64, {0, 2}).Return({2});
          },
          {F64(1.0)});
  EXPECT_EQ(r[0].i32, 0);
}

TEST_F(DispatchTest, Casts) {
  EXPECT_EQ(I32Unary(IREE_VM_OP_TRUNC_I32_I8, 0x1FF), 0xFF);
  EXPECT_EQ(I32Unary(IREE_VM_OP_TRUNC_I32_I16, 0x1FFFF), 0xFFFF);
  EXPECT_EQ(I32Unary(IREE_VM_OP_EXT_I8_I32_S, 0x80), -128);
  EXPECT_EQ(I32Unary(IREE_VM_OP_EXT_I8_I32_U, 0x180), 0x80);
  EXPECT_EQ(I32Unary(IREE_VM_OP_EXT_I16_I32_S, 0x8000), -32768);
  EXPECT_EQ(I32Unary(IREE_VM_OP_EXT_I16_I32_U, -1), 0xFFFF);
  auto f32_to_i32 = [&](uint8_t op, float value) {
    Variants r = Run("0f_i", 2, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1}).Return({1}); },
                     {F32(value)});
    return r[0].i32;
  };
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_SI32, -2.75f), -2);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_SI32, 1e10f), 0x7FFFFFFF);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_SI32, -1e10f), kMin32);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_SI32, kNaN), 0);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_UI32, -5.0f), 0);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_UI32, 1e10f), -1);
  EXPECT_EQ(f32_to_i32(IREE_VM_OP_CAST_F32_UI32, 3e9f), (int32_t)3000000000u);
  auto i32_to_f32 = [&](uint8_t op, int32_t value) {
    Variants r = Run("0i_f", 2, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1}).Return({1}); },
                     {I32(value)});
    return r[0].f32;
  };
  EXPECT_EQ(i32_to_f32(IREE_VM_OP_CAST_SI32_F32, -3), -3.0f);
  EXPECT_EQ(i32_to_f32(IREE_VM_OP_CAST_UI32_F32, -1), 4294967296.0f);
  auto f64_to_i64 = [&](uint8_t op, double value) {
    Variants r = Run("0F_I", 4, 0,
                     [&](FunctionBuilder& f) {
                       f.Emit(op, {0, 2}).Return({Pair(2)});
                     },
                     {F64(value)});
    return r[0].i64;
  };
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_SI64, -1e30), kMin64);
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_SI64, 1e30), INT64_MAX);
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_SI64, std::nan("")), 0);
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_SI64, -7.9), -7);
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_UI64, 1e30), -1);
  EXPECT_EQ(f64_to_i64(IREE_VM_OP_CAST_F64_UI64, -1.0), 0);
  Variants r = Run("0I_F", 4, 0,
                   [](FunctionBuilder& f) {
                     f.Emit(IREE_VM_OP_CAST_UI64_F64, {0, 2}).Return({Pair(2)});
                   },
                   {I64(-1)});
  EXPECT_EQ(r[0].f64, 18446744073709551616.0);
  r = Run("0I_F", 4, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_CAST_SI64_F64, {0, 2}).Return({Pair(2)});
          },
          {I64(-2)});
  EXPECT_EQ(r[0].f64, -2.0);
  r = Run("0i_II", 6, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_EXT_I32_I64_S, {0, 2})
                .Emit(IREE_VM_OP_EXT_I32_I64_U, {0, 4})
                .Return({Pair(2), Pair(4)});
          },
          {I32(-1)});
  EXPECT_EQ(r[0].i64, -1);
  EXPECT_EQ(r[1].i64, 0xFFFFFFFFll);
  r = Run("0I_i", 3, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_TRUNC_I64_I32, {0, 2}).Return({2});
          },
          {I64(0x123456789ll)});
  EXPECT_EQ(r[0].i32, 0x23456789);
  r = Run("0f_F", 4, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_EXT_F32_F64, {0, 2}).Return({Pair(2)});
          },
          {F32(0.1f)});
  EXPECT_EQ(r[0].f64, (double)0.1f);
  r = Run("0F_f", 3, 0,
          [](FunctionBuilder& f) {
            f.Emit(IREE_VM_OP_TRUNC_F64_F32, {0, 2}).Return({2});
          },
          {F64(0.1)});
  EXPECT_EQ(r[0].f32, 0.1f);
}

TEST_F(DispatchTest, ConstantsMovesSelects) {
  Variants r = Run("0i_iIfFiI", 14, 0,
                   [](FunctionBuilder& f) {
                     f.ConstI64(-5, 2).ConstF32(1.5f, 4).ConstF64(-0.5, 6);
                     f.Emit(IREE_VM_OP_CONST_I32_ZERO, {8});
                     f.Emit(IREE_VM_OP_CONST_I64_ZERO, {10});
                     f.Emit(IREE_VM_OP_MOV_I32, {4, 9});
                     f.Emit(IREE_VM_OP_MOV_I64, {6, 12});
                     f.Emit(IREE_VM_OP_SELECT_I32, {0, 8, 9, 1});
                     f.Emit(IREE_VM_OP_SELECT_I64, {0, 10, 12, 10});
                     f.Return({1, Pair(2), 4, Pair(6), 8, Pair(10)});
                   },
                   {I32(1)});
  ASSERT_EQ(r.size(), 6u);
  EXPECT_EQ(r[0].i32, 0);
  EXPECT_EQ(r[1].i64, -5);
  EXPECT_EQ(r[2].f32, 1.5f);
  EXPECT_EQ(r[3].f64, -0.5);
  EXPECT_EQ(r[4].i32, 0);
  EXPECT_EQ(r[5].i64, 0);
}

}  // namespace
