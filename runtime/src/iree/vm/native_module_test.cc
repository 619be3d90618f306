#include "iree/vm/native_module.h"

#include <gtest/gtest.h>

#include <cstring>
#include <initializer_list>
#include <vector>

#include "iree/vm/testing/native_test_module.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using iree::vm::testing::ConsumeStatus;
using iree::vm::testing::CreateNativeTestModule;
using iree::vm::testing::I32;
using iree::vm::testing::I64;
using iree::vm::testing::RefVariant;
using iree::vm::testing::Variants;
using iree::vm::testing::VmTest;

class NativeModuleTest : public VmTest {
 protected:
  void SetUp() override {
    VmTest::SetUp();
    iree_vm_module_t* module = nullptr;
    IREE_ASSERT_OK(CreateNativeTestModule(allocator_, &module));
    module_ = Adopt(module);
    IREE_ASSERT_OK(CreateContext({module_}));
  }
  iree_vm_module_t* module_ = nullptr;
};

TEST_F(NativeModuleTest, DescribesFunctions) {
  EXPECT_TRUE(iree_string_view_equal(iree_vm_module_name(module_),
                                     iree_make_cstring_view("native")));
  iree_vm_module_counts_t counts = module_->counts(module_->self);
  EXPECT_EQ(counts.import_function_count, 0u);
  EXPECT_EQ(counts.export_function_count, 10u);
  iree_vm_function_t function;
  IREE_ASSERT_OK(iree_vm_module_lookup_function(
      module_, iree_make_cstring_view("sum"), &function));
  iree_vm_function_signature_t signature;
  IREE_ASSERT_OK(iree_vm_function_signature(&function, &signature));
  EXPECT_TRUE(iree_string_view_equal(signature.calling_convention,
                                     iree_make_cstring_view("0iI_I")));
  EXPECT_EQ(iree_status_consume_code(iree_vm_module_lookup_function(
                module_, iree_make_cstring_view("nope"), &function)),
            IREE_STATUS_NOT_FOUND);
}

TEST_F(NativeModuleTest, InvokeValues) {
  Variants results;
  IREE_ASSERT_OK(Invoke("native.add_1", {I32(41)}, &results));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].i32, 42);
  IREE_ASSERT_OK(Invoke("native.sum", {I32(-2), I64(1ll << 40)}, &results));
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[1].type.value_type, IREE_VM_VALUE_TYPE_I64);
  EXPECT_EQ(results[1].i64, (1ll << 40) - 2);
  IREE_ASSERT_OK(Invoke("native.call_count", {}, &results));
  EXPECT_EQ(results[2].i32, 2);
}

TEST_F(NativeModuleTest, InvokeRefsBothWays) {
  Variants results;
  IREE_ASSERT_OK(Invoke("native.make_buffer", {I32(5)}, &results));
  ASSERT_EQ(results.size(), 1u);
  ASSERT_EQ(results[0].type.ref_type, iree_vm_buffer_type());
  EXPECT_EQ(iree_vm_ref_use_count(&results[0].ref), 1);
  IREE_ASSERT_OK(
      Invoke("native.buffer_length", {RefVariant(results[0].ref)}, &results));
  EXPECT_EQ(results[1].i32, 5);
  EXPECT_EQ(iree_vm_ref_use_count(&results[0].ref), 1);
  IREE_ASSERT_OK(Invoke("native.consume", {RefVariant(results[0].ref)},
                        &results));
  EXPECT_EQ(iree_vm_ref_use_count(&results[0].ref), 1);
}

TEST_F(NativeModuleTest, ErrorsNameTheFunction) {
  std::string text = InvokeStatus("native.fail", {I32(IREE_STATUS_ABORTED)});
  EXPECT_NE(text.find("ABORTED"), std::string::npos) << text;
  EXPECT_NE(text.find("native failure requested; at @native.fail (native)"),
            std::string::npos)
      << text;
}

TEST_F(NativeModuleTest, InvokeChecksArguments) {
  std::string text = InvokeStatus("native.sum", {I32(1)});
  EXPECT_NE(text.find("@native.sum (0iI_I) expects 2 arguments but 1 were "
                      "given"),
            std::string::npos)
      << text;
  text = InvokeStatus("native.sum", {I32(1), I32(2)});
  EXPECT_NE(text.find("argument 1 of @native.sum (0iI_I) is i32 but the "
                      "signature expects i64"),
            std::string::npos)
      << text;
  text = InvokeStatus("native.buffer_length", {I32(1)});
  EXPECT_NE(text.find("is i32 but the signature expects a ref"),
            std::string::npos)
      << text;
  text = InvokeStatus("native.missing", {});
  EXPECT_NE(text.find("NOT_FOUND"), std::string::npos) << text;
}

TEST(NativeModuleDefTest, RejectsBadCallingConventions) {
  static const iree_vm_native_function_def_t kBad[] = {
      {"f", "0iq_i", [](iree_vm_stack_t*, void*, uint8_t*, uint8_t*) {
         return iree_ok_status();
       }},
  };
  static const iree_vm_native_module_def_t kDef = {
      "bad", kBad, 1, nullptr, nullptr, nullptr, nullptr};
  iree_vm_module_t* module = nullptr;
  std::string text = ConsumeStatus(
      iree_vm_native_module_create(&kDef, iree_allocator_system(), &module));
  EXPECT_NE(text.find("calling convention '0iq_i' has invalid kind 'q'"),
            std::string::npos)
      << text;
}

TEST(CallingConventionTest, ParseVariadic) {
  iree_vm_calling_convention_t cconv;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0rCrIID_i"), &cconv));
  // The fixed part: the ref and the group's count.
  EXPECT_EQ(cconv.argument_bytes, sizeof(iree_vm_ref_t) + 4u);
  EXPECT_EQ(cconv.argument_ref_count, 2u);
  EXPECT_EQ(cconv.variadic_group_count, 1u);
  EXPECT_TRUE(iree_string_view_equal(cconv.arguments,
                                     iree_make_cstring_view("rCrIID")));
  iree_vm_calling_convention_t same, fixed, other_group;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0rCrIID_i"), &same));
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0rrII_i"), &fixed));
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0rCrID_i"), &other_group));
  EXPECT_TRUE(iree_vm_calling_convention_equal(&cconv, &same));
  EXPECT_FALSE(iree_vm_calling_convention_equal(&cconv, &fixed));
  EXPECT_FALSE(iree_vm_calling_convention_equal(&cconv, &other_group));
}

// Packs "0iCiD_v" with the given group count and values.
std::vector<uint8_t> PackSumSpan(int32_t count,
                                 std::initializer_list<int32_t> values) {
  std::vector<uint8_t> span(8 + 4 * values.size());
  int32_t base = 1;
  std::memcpy(span.data(), &base, 4);
  std::memcpy(span.data() + 4, &count, 4);
  size_t offset = 8;
  for (int32_t value : values) {
    std::memcpy(span.data() + offset, &value, 4);
    offset += 4;
  }
  return span;
}

TEST(CallingConventionTest, VariadicSpanSizesComeFromTheCounts) {
  iree_string_view_t kinds = iree_make_cstring_view("iCiD");
  iree_host_size_t size = 0;
  std::vector<uint8_t> span = PackSumSpan(2, {7, 8});
  IREE_ASSERT_OK(iree_vm_abi_span_size(kinds, span.data(), span.size(), &size));
  EXPECT_EQ(size, 16u);
  span = PackSumSpan(0, {});
  IREE_ASSERT_OK(iree_vm_abi_span_size(kinds, span.data(), span.size(), &size));
  EXPECT_EQ(size, 8u);
  span = PackSumSpan(3, {7, 8});
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_abi_span_size(kinds, span.data(), span.size(), &size)),
            IREE_STATUS_INVALID_ARGUMENT);
  span = PackSumSpan(-1, {});
  std::string text = ConsumeStatus(
      iree_vm_abi_span_size(kinds, span.data(), span.size(), &size));
  EXPECT_NE(text.find("negative count -1"), std::string::npos) << text;
  span = PackSumSpan(0x7FFFFFFF, {});
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_abi_span_size(kinds, span.data(), span.size(), &size)),
            IREE_STATUS_INVALID_ARGUMENT);
  // Too short to hold the count at all.
  EXPECT_EQ(iree_status_consume_code(
                iree_vm_abi_span_size(kinds, span.data(), 6, &size)),
            IREE_STATUS_INVALID_ARGUMENT);
}

// Spans of "i C i D C i r D": a value, |first| i32s, then |second| (i32,
// ref) tuples, each group after its count; refs are left null.
std::vector<uint8_t> PackTwoGroupSpan(int32_t first, int32_t second) {
  std::vector<uint8_t> span;
  auto append = [&](const void* data, size_t size) {
    const uint8_t* bytes = static_cast<const uint8_t*>(data);
    span.insert(span.end(), bytes, bytes + size);
  };
  int32_t value = 0;
  append(&value, 4);
  append(&first, 4);
  for (int32_t i = 0; i < first; ++i) append(&value, 4);
  append(&second, 4);
  iree_vm_ref_t ref = iree_vm_ref_null();
  for (int32_t i = 0; i < second; ++i) {
    append(&value, 4);
    append(&ref, sizeof(ref));
  }
  return span;
}

// The precomputed group layouts size spans as reading the kinds does, errors
// included; past four groups the kinds are read.
TEST(CallingConventionTest, GroupLayoutsSizeSpansLikeTheKinds) {
  iree_vm_calling_convention_t cconv;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0iCiDCirDi_v"), &cconv));
  ASSERT_EQ(cconv.variadic_group_count, 2u);
  EXPECT_EQ(cconv.variadic_groups[0].bytes_before, 4u);
  EXPECT_EQ(cconv.variadic_groups[1].tuple_bytes, 4u + sizeof(iree_vm_ref_t));
  EXPECT_EQ(cconv.variadic_groups[1].segment, 2u);
  EXPECT_EQ(cconv.trailing_bytes, 4u);
  int sized = 0;
  for (auto [first, second] :
       {std::pair<int32_t, int32_t>{0, 0}, {2, 1}, {3, -1}, {-2, 0}, {5, 3}}) {
    std::vector<uint8_t> span = PackTwoGroupSpan(first, second);
    int32_t trailing = 0;
    span.insert(span.end(), reinterpret_cast<uint8_t*>(&trailing),
                reinterpret_cast<uint8_t*>(&trailing) + 4);
    for (size_t length : {span.size(), span.size() - 4, size_t{6}}) {
      iree_host_size_t slow = 0, fast = 0;
      iree_status_t slow_status =
          iree_vm_abi_span_size(cconv.arguments, span.data(), length, &slow);
      iree_status_t fast_status = iree_vm_calling_convention_argument_span_size(
          &cconv, span.data(), length, &fast);
      bool ok = iree_status_is_ok(slow_status);
      EXPECT_EQ(ok, iree_status_is_ok(fast_status));
      EXPECT_EQ(ConsumeStatus(slow_status), ConsumeStatus(fast_status))
          << first << " " << second << " " << length;
      if (ok) {
        EXPECT_EQ(slow, fast);
        ++sized;
      }
    }
  }
  // The three well-formed spans, at full length.
  EXPECT_EQ(sized, 3);
  iree_vm_calling_convention_t many;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0CiDCiDCiDCiDCiD_v"), &many));
  std::vector<uint8_t> counts(20, 0);
  iree_host_size_t size = 0;
  IREE_ASSERT_OK(iree_vm_calling_convention_argument_span_size(
      &many, counts.data(), counts.size(), &size));
  EXPECT_EQ(size, 20u);
}

TEST_F(NativeModuleTest, VariadicFunctionsAreNotInvokedDirectly) {
  Variants results;
  std::string text =
      ConsumeStatus(Invoke("native.sum_i32s", {I32(1), I32(2)}, &results));
  EXPECT_NE(text.find("@native.sum_i32s (0iCiD_i) is variadic and can only "
                      "be called through an import"),
            std::string::npos)
      << text;
}

// Calls native.sum_i32s through begin_call with a hand-packed span.
iree_status_t CallSumI32s(iree_vm_context_t* context, iree_vm_module_t* module,
                          std::vector<uint8_t> arguments,
                          int32_t* out_result) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_vm_module_lookup_function(
      module, iree_make_cstring_view("sum_i32s"), &function));
  iree_vm_module_state_t* state = nullptr;
  IREE_RETURN_IF_ERROR(
      iree_vm_context_lookup_module_state(context, module, &state));
  iree_vm_stack_t stack;
  iree_vm_stack_initialize(iree_make_byte_span(nullptr, 0), context,
                           iree_allocator_system(), &stack);
  iree_vm_function_call_t call;
  call.function = function;
  call.arguments = iree_make_byte_span(arguments.data(), arguments.size());
  call.results = iree_make_byte_span(out_result, sizeof(*out_result));
  iree_status_t status = module->begin_call(module->self, state, &stack, &call);
  iree_vm_stack_deinitialize(&stack);
  return status;
}

TEST_F(NativeModuleTest, VariadicSpansMustMatchTheirCounts) {
  int32_t result = 0;
  IREE_ASSERT_OK(
      CallSumI32s(context_, module_, PackSumSpan(3, {7, 8, 9}), &result));
  EXPECT_EQ(result, 25);
  std::string text = ConsumeStatus(
      CallSumI32s(context_, module_, PackSumSpan(3, {7, 8}), &result));
  EXPECT_NE(text.find("too short for the values and variadic counts of "
                      "'iCiD'; in the arguments of @native.sum_i32s (0iCiD_i)"),
            std::string::npos)
      << text;
  text = ConsumeStatus(
      CallSumI32s(context_, module_, PackSumSpan(1, {7, 8}), &result));
  EXPECT_NE(text.find("passes 16 argument and 4 result bytes but its "
                      "signature 0iCiD_i needs 12 and 4"),
            std::string::npos)
      << text;
}

TEST(CallingConventionTest, Parse) {
  iree_vm_calling_convention_t cconv;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0iIr_fF"), &cconv));
  EXPECT_EQ(cconv.argument_bytes, 4u + 8u + sizeof(iree_vm_ref_t));
  EXPECT_EQ(cconv.result_bytes, 12u);
  EXPECT_EQ(cconv.argument_ref_count, 1u);
  iree_vm_calling_convention_t v_cconv, empty_cconv;
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0v_v"), &v_cconv));
  IREE_ASSERT_OK(iree_vm_calling_convention_parse(
      iree_make_cstring_view("0_"), &empty_cconv));
  EXPECT_TRUE(iree_vm_calling_convention_equal(&v_cconv, &empty_cconv));
  for (const char* bad : {"", "0", "ii_i", "0ii", "0vi_i", "1i_i", "0i_i_",
                          "0CD_v", "0Ci_v", "0iD_v", "0CCiDD_v", "0CvD_v",
                          "0v_CiD"}) {
    EXPECT_EQ(iree_status_consume_code(iree_vm_calling_convention_parse(
                  iree_make_cstring_view(bad), &cconv)),
              IREE_STATUS_INVALID_ARGUMENT)
        << bad;
  }
}

}  // namespace
