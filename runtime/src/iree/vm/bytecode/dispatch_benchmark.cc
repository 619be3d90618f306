// Measures the interpreter's two performance targets: a counting loop
// (ns per iteration of add/compare/branch) and a call from bytecode to a
// native import (ns per call, loop overhead subtracted).
//   iree_vm_bytecode_benchmark [iterations]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/native_test_module.h"

namespace {

using namespace iree::vm::testing;

// Emits `i = 0; do { i = step(i); } while (i < n); return i` where |step|
// writes register 1 from register 1 (register 3 holds the constant 1).
void EmitLoop(FunctionBuilder& f, void (*step)(FunctionBuilder&)) {
  FunctionBuilder::Label loop = f.NewLabel(), exit = f.NewLabel();
  f.Emit(IREE_VM_OP_CONST_I32_ZERO, {1}).ConstI32(1, 3);
  f.Bind(loop);
  step(f);
  f.Emit(IREE_VM_OP_CMP_LT_I32_S, {1, 0, 2});
  f.Op(IREE_VM_OP_COND_BR).U16(2).Branch(loop).Branch(exit);
  f.Bind(exit).Return({1});
}

double TimeCall(iree_vm_context_t* context, iree_vm_function_t function,
                int32_t iterations) {
  iree_vm_list_t* inputs = nullptr;
  iree_vm_list_t* outputs = nullptr;
  IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                    iree_allocator_system(), &inputs));
  IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                    iree_allocator_system(), &outputs));
  iree_vm_value_t n = iree_vm_value_make_i32(iterations);
  IREE_CHECK_OK(iree_vm_list_push_value(inputs, &n));
  auto start = std::chrono::steady_clock::now();
  IREE_CHECK_OK(iree_vm_invoke(context, function, inputs, outputs,
                               iree_allocator_system()));
  auto end = std::chrono::steady_clock::now();
  iree_vm_value_t result;
  IREE_CHECK_OK(iree_vm_list_get_value(outputs, 0, &result));
  if (result.i32 != iterations) std::abort();
  iree_vm_list_release(inputs);
  iree_vm_list_release(outputs);
  return std::chrono::duration<double, std::nano>(end - start).count() /
         iterations;
}

}  // namespace

int main(int argc, char** argv) {
  int32_t iterations = argc > 1 ? std::atoi(argv[1]) : 100000000;
  ModuleBuilder builder("bench");
  builder.AddImport("native.add_1", "0i_i");
  EmitLoop(builder.AddFunction("count", "0i_i", 4, 0), [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_ADD_I32, {1, 3, 1});
  });
  // The only import, so its ordinal is 0.
  EmitLoop(builder.AddFunction("call", "0i_i", 4, 0), [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({1}).List({1});
  });
  std::vector<uint8_t> data = builder.Build();

  iree_allocator_t allocator = iree_allocator_system();
  iree_vm_instance_t* instance = nullptr;
  IREE_CHECK_OK(iree_vm_instance_create(allocator, &instance));
  iree_vm_module_t* modules[2] = {nullptr, nullptr};
  IREE_CHECK_OK(CreateNativeTestModule(allocator, &modules[0]));
  IREE_CHECK_OK(LoadModule(instance, data, allocator, &modules[1]));
  iree_vm_context_t* context = nullptr;
  IREE_CHECK_OK(iree_vm_context_create_with_modules(instance, modules, 2,
                                                    allocator, &context));
  iree_vm_function_t count, call;
  IREE_CHECK_OK(iree_vm_context_resolve_function(
      context, iree_make_cstring_view("bench.count"), &count));
  IREE_CHECK_OK(iree_vm_context_resolve_function(
      context, iree_make_cstring_view("bench.call"), &call));
  // Warm up, then take the best of a few runs to damp noise from the
  // shared machine.
  double loop_ns = 1e9, call_loop_ns = 1e9;
  for (int run = 0; run < 5; ++run) {
    double t = TimeCall(context, count, iterations);
    if (t < loop_ns) loop_ns = t;
    t = TimeCall(context, call, iterations / 4);
    if (t < call_loop_ns) call_loop_ns = t;
  }
  // Both loops run cmp + cond_br around their step (add or call), so the
  // call costs its loop minus two thirds of the counting loop.
  std::printf("counting loop: %.2f ns/iteration (add, cmp, cond_br)\n",
              loop_ns);
  std::printf("import loop:   %.2f ns/iteration (call add_1, cmp, cond_br)\n",
              call_loop_ns);
  std::printf("import call:   %.2f ns/call\n",
              call_loop_ns - loop_ns * 2.0 / 3.0);
  iree_vm_context_release(context);
  iree_vm_module_release(modules[0]);
  iree_vm_module_release(modules[1]);
  iree_vm_instance_release(instance);
  return 0;
}
