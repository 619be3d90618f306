// Tests of the "vmvx" module's interface as bytecode sees it: the exported
// table against docs/vmvx.md, and the argument checks of every function.
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

TEST_F(VmvxModuleTest, ExportsExactlyTheDocumentedTable) {
  std::vector<FunctionInfo> functions = AllFunctions();
  iree_vm_module_t* module = adopted_modules_[0];
  EXPECT_EQ(iree_vm_module_name(module).size, 4u);
  iree_vm_module_counts_t counts = module->counts(module->self);
  EXPECT_EQ(counts.export_function_count, functions.size());
  for (const FunctionInfo& info : functions) {
    SCOPED_TRACE(info.name);
    iree_vm_function_t function;
    IREE_ASSERT_OK(iree_vm_module_lookup_function(
        module, iree_make_cstring_view(info.name.c_str()), &function));
    iree_vm_function_signature_t signature;
    IREE_ASSERT_OK(iree_vm_function_signature(&function, &signature));
    EXPECT_EQ(std::string(signature.calling_convention.data,
                          signature.calling_convention.size),
              info.cconv)
        << info.name;
  }
}

//===----------------------------------------------------------------------===//
// Argument checks, for every function
//===----------------------------------------------------------------------===//

// Names of a family's buffer operands, in signature order.
std::vector<std::string> OperandNames(Family family) {
  switch (family) {
    case Family::kCopy:
    case Family::kUnary:
    case Family::kReduce:
      return {"in", "out"};
    case Family::kFill:
      return {"out"};
    case Family::kBinary:
    case Family::kMatmul:
      return {"lhs", "rhs", "out"};
  }
  return {};
}

// (size0, size1) or (m, n, k) of the checked calls.
std::vector<int64_t> CheckSizes(Family family) {
  if (family == Family::kMatmul) return {2, 3, 4};
  return {2, 3};
}

// Tight contiguous views for a call of |sizes|, with an offset of 1 so that
// a range check forgetting the offset is caught too. |shrink| (an operand
// index or -1) makes that operand's buffer one element short.
std::vector<View> CheckViews(VmvxModuleTest* test, const FunctionInfo& info,
                             int shrink) {
  std::vector<int64_t> sizes = CheckSizes(info.family);
  std::vector<std::array<int64_t, 3>> shapes;  // rows, columns, element size
  switch (info.family) {
    case Family::kMatmul:
      shapes = {{sizes[0], sizes[2], (int64_t)info.input_size},
                {sizes[2], sizes[1], (int64_t)info.input_size},
                {sizes[0], sizes[1], (int64_t)info.output_size}};
      break;
    case Family::kReduce:
      shapes = {{sizes[0], sizes[1], 4}, {sizes[0], 1, 4}};
      break;
    default:
      for (size_t i = 0; i < OperandNames(info.family).size(); ++i) {
        shapes.push_back({sizes[0], sizes[1], (int64_t)info.output_size});
      }
  }
  std::vector<View> views;
  for (size_t i = 0; i < shapes.size(); ++i) {
    auto [rows, columns, element_size] = shapes[i];
    int64_t extent = ExtentOf(1, columns, 1, rows, columns);
    if (static_cast<int>(i) == shrink) --extent;
    views.push_back(
        {test->NewBuffer(std::vector<uint8_t>(extent * element_size)), 1,
         columns, 1});
  }
  return views;
}

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST_F(VmvxModuleTest, EveryFunctionChecksEveryOperand) {
  for (const FunctionInfo& info : AllFunctions()) {
    SCOPED_TRACE(info.name);
    std::vector<std::string> names = OperandNames(info.family);
    std::vector<int64_t> sizes = CheckSizes(info.family);
    EXPECT_EQ(Call(info.name, info.family, CheckViews(this, info, -1), sizes),
              "OK");
    for (size_t o = 0; o < names.size(); ++o) {
      SCOPED_TRACE(names[o]);
      // One element short.
      std::string text =
          Call(info.name, info.family, CheckViews(this, info, o), sizes);
      EXPECT_TRUE(Contains(text, "OUT_OF_RANGE")) << text;
      EXPECT_TRUE(Contains(text, "vmvx." + info.name)) << text;
      EXPECT_TRUE(Contains(text, "'" + names[o] + "'")) << text;

      // Negative offset and strides.
      for (int field = 0; field < 3; ++field) {
        if (field == 2 && (info.family == Family::kMatmul ||
                           (info.family == Family::kReduce && o == 1))) {
          continue;  // no stride1 operand
        }
        std::vector<View> views = CheckViews(this, info, -1);
        int64_t* fields[] = {&views[o].offset, &views[o].stride0,
                             &views[o].stride1};
        *fields[field] = -1;
        text = Call(info.name, info.family, views, sizes);
        EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
        EXPECT_TRUE(Contains(text, "'" + names[o] + "'")) << text;
      }

      // Strides whose span overflows int64.
      std::vector<View> views = CheckViews(this, info, -1);
      views[o].stride0 = std::numeric_limits<int64_t>::max();
      text = Call(info.name, info.family, views, sizes);
      EXPECT_TRUE(Contains(text, "OUT_OF_RANGE")) << text;

      // A null ref.
      views = CheckViews(this, info, -1);
      views[o].buffer = nullptr;
      text = Call(info.name, info.family, views, sizes);
      EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
      EXPECT_TRUE(Contains(text, "'" + names[o] + "'")) << text;
    }

    // The output must be writable.
    std::vector<View> views = CheckViews(this, info, -1);
    View& out = views.back();
    iree_vm_buffer_t* read_only = nullptr;
    iree_const_byte_span_t bytes;
    IREE_ASSERT_OK(iree_vm_buffer_map_ro(
        out.buffer, 0, iree_vm_buffer_length(out.buffer), &bytes));
    IREE_ASSERT_OK(iree_vm_buffer_wrap_ro(bytes, {nullptr, nullptr}, allocator_,
                                          &read_only));
    buffers_.push_back(read_only);
    out.buffer = read_only;
    std::string text = Call(info.name, info.family, views, sizes);
    EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
    EXPECT_TRUE(Contains(text, "read-only")) << text;

    // Negative sizes.
    for (size_t s = 0; s < sizes.size(); ++s) {
      std::vector<int64_t> negative = sizes;
      negative[s] = -1;
      text = Call(info.name, info.family, CheckViews(this, info, -1), negative);
      EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
    }

    // Empty calls touch nothing, so ranges are not checked: an offset far
    // past the end is fine.
    views = CheckViews(this, info, -1);
    for (View& view : views) view.offset = 1 << 30;
    std::vector<int64_t> empty = sizes;
    empty[0] = 0;
    EXPECT_EQ(Call(info.name, info.family, views, empty), "OK");
  }
}

TEST_F(VmvxModuleTest, MisalignedDataIsRejected) {
  alignas(16) uint8_t storage[64] = {0};
  iree_vm_buffer_t buffer;
  iree_vm_buffer_initialize(iree_make_byte_span(storage + 1, 32), true,
                            &buffer);
  View view = {&buffer, 0, 4, 1};
  std::string text =
      Call("fill.2d.x32", Family::kFill, {view}, {1, 4}, /*value=*/7);
  EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
  EXPECT_TRUE(Contains(text, "aligned")) << text;
  // Byte elements have no alignment to keep.
  EXPECT_EQ(Call("fill.2d.x8", Family::kFill, {view}, {1, 4}, 7), "OK");
  EXPECT_EQ(storage[1], 7);
  iree_vm_buffer_deinitialize(&buffer);
}

TEST_F(VmvxModuleTest, MatmulRejectsUnknownFlags) {
  FunctionInfo info = AllFunctions().back();
  for (const FunctionInfo& candidate : AllFunctions()) {
    if (candidate.name == "matmul.f32f32f32") info = candidate;
  }
  std::string text = Call(info.name, info.family, CheckViews(this, info, -1),
                          CheckSizes(info.family), /*flags=*/2);
  EXPECT_TRUE(Contains(text, "INVALID_ARGUMENT")) << text;
  EXPECT_TRUE(Contains(text, "flags")) << text;
}

}  // namespace
