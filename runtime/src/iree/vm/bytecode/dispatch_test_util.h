// The fixture of the interpreter tests: loads modules written with the test
// ModuleBuilder next to the native test module and runs their functions.
#ifndef IREE_VM_BYTECODE_DISPATCH_TEST_UTIL_H_
#define IREE_VM_BYTECODE_DISPATCH_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/native_test_module.h"
#include "iree/vm/testing/vm_test.h"

namespace iree::vm::testing {


class DispatchTest : public VmTest {
 protected:
  // Loads |builder| as module "test" after the native test module, replacing
  // the previous context.
  iree_status_t Load(const ModuleBuilder& builder) {
    iree_vm_context_release(context_);
    context_ = nullptr;
    data_.push_back(builder.Build());
    iree_vm_module_t* native = nullptr;
    IREE_RETURN_IF_ERROR(CreateNativeTestModule(allocator_, &native));
    Adopt(native);
    iree_vm_module_t* module = nullptr;
    IREE_RETURN_IF_ERROR(LoadModule(instance_, data_.back(), allocator_, &module));
    Adopt(module);
    return CreateContext({native, module});
  }

  // Builds a module with one export "f" whose body |emit| writes, and calls
  // it with |args|.
  Variants Run(const char* cconv, uint16_t i32_count, uint16_t ref_count,
               const std::function<void(FunctionBuilder&)>& emit,
               const std::vector<iree_vm_variant_t>& args) {
    Variants results;
    ModuleBuilder builder("test");
    emit(builder.AddFunction("f", cconv, i32_count, ref_count));
    iree_status_t status = Load(builder);
    if (iree_status_is_ok(status)) status = Invoke("test.f", args, &results);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return results;
  }
  std::string RunStatus(const char* cconv, uint16_t i32_count,
                        uint16_t ref_count,
                        const std::function<void(FunctionBuilder&)>& emit,
                        const std::vector<iree_vm_variant_t>& args) {
    ModuleBuilder builder("test");
    emit(builder.AddFunction("f", cconv, i32_count, ref_count));
    iree_status_t status = Load(builder);
    if (!iree_status_is_ok(status)) return ConsumeStatus(status);
    return InvokeStatus("test.f", args);
  }

  int32_t I32Binary(uint8_t op, int32_t a, int32_t b) {
    Variants r = Run("0ii_i", 3, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1, 2}).Return({2}); },
                     {I32(a), I32(b)});
    return r.size() ? r[0].i32 : -12345;
  }
  int32_t I32Unary(uint8_t op, int32_t a) {
    Variants r = Run("0i_i", 2, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1}).Return({1}); },
                     {I32(a)});
    return r.size() ? r[0].i32 : -12345;
  }
  int64_t I64Binary(uint8_t op, int64_t a, int64_t b) {
    Variants r = Run("0II_I", 6, 0,
                     [&](FunctionBuilder& f) {
                       f.Emit(op, {0, 2, 4}).Return({Pair(4)});
                     },
                     {I64(a), I64(b)});
    return r.size() ? r[0].i64 : -12345;
  }
  int32_t I64Compare(uint8_t op, int64_t a, int64_t b) {
    Variants r = Run("0II_i", 5, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 2, 4}).Return({4}); },
                     {I64(a), I64(b)});
    return r.size() ? r[0].i32 : -12345;
  }
  int64_t I64Shift(uint8_t op, int64_t a, int32_t b) {
    Variants r = Run("0Ii_I", 6, 0,
                     [&](FunctionBuilder& f) {
                       f.Emit(op, {0, 2, 4}).Return({Pair(4)});
                     },
                     {I64(a), I32(b)});
    return r.size() ? r[0].i64 : -12345;
  }
  float F32Binary(uint8_t op, float a, float b) {
    Variants r = Run("0ff_f", 3, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1, 2}).Return({2}); },
                     {F32(a), F32(b)});
    return r.size() ? r[0].f32 : -12345.0f;
  }
  float F32Unary(uint8_t op, float a) {
    Variants r = Run("0f_f", 2, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1}).Return({1}); },
                     {F32(a)});
    return r.size() ? r[0].f32 : -12345.0f;
  }
  int32_t F32Compare(uint8_t op, float a, float b) {
    Variants r = Run("0ff_i", 3, 0,
                     [&](FunctionBuilder& f) { f.Emit(op, {0, 1, 2}).Return({2}); },
                     {F32(a), F32(b)});
    return r.size() ? r[0].i32 : -12345;
  }
  double F64Binary(uint8_t op, double a, double b) {
    Variants r = Run("0FF_F", 6, 0,
                     [&](FunctionBuilder& f) {
                       f.Emit(op, {0, 2, 4}).Return({Pair(4)});
                     },
                     {F64(a), F64(b)});
    return r.size() ? r[0].f64 : -12345.0;
  }
  double F64Unary(uint8_t op, double a) {
    Variants r = Run("0F_F", 4, 0,
                     [&](FunctionBuilder& f) {
                       f.Emit(op, {0, 2}).Return({Pair(2)});
                     },
                     {F64(a)});
    return r.size() ? r[0].f64 : -12345.0;
  }

  std::deque<std::vector<uint8_t>> data_;
};

}  // namespace iree::vm::testing

#endif  // IREE_VM_BYTECODE_DISPATCH_TEST_UTIL_H_
