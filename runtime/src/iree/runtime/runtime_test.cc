// Tests of the high-level runtime API: instance and device creation, sessions
// with bytecode modules (written with the test assembler) that import the hal
// module, calls by name and the iree_runtime_call_t helpers.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "iree/runtime/api.h"
#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

// "program": identity(view) -> view after asserting a 4xf32 input,
// add(i32, i32) -> i32, identity$async(view, wait, signal) -> view, an
// asynchronous form (coarse-fences) that signals its signal fence, and
// waits(fence) -> i32, the status of waiting for the fence forever.
std::vector<uint8_t> BuildProgram() {
  ModuleBuilder builder("program");
  uint32_t check = builder.AddImport("hal.buffer_view.assert", "0rriiCID_v");
  uint32_t signal = builder.AddImport("hal.fence.signal", "0r_v");
  uint32_t await = builder.AddImport("hal.fence.await", "0iCrD_i");
  uint32_t message = builder.AddRodata({'i', 'n', 'p', 'u', 't', ' ', '0'});
  FunctionBuilder& identity = builder.AddFunction("identity", "0r_r", 4, 2);
  identity.ConstI32(IREE_HAL_ELEMENT_TYPE_FLOAT_32, 0)
      .ConstI32(IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, 1)
      .ConstI64(4, 2);
  identity.Op(IREE_VM_OP_CONST_REF_RODATA).U32(message).U16(1);
  identity.Op(IREE_VM_OP_CALL_VARIADIC).U32(check).Segments({-1, -1, -1, -1, 1});
  identity.List({Ref(0), Ref(1), 0, 1, Pair(2)}).List({});
  identity.Return({Ref(0)});
  builder.AddFunction("add", "0ii_i", 3, 0)
      .Emit(IREE_VM_OP_ADD_I32, {0, 1, 2})
      .Return({2});
  FunctionBuilder& async = builder.AddFunction("identity$async", "0rrr_r", 0, 3);
  async.Attr("iree.abi.model", "coarse-fences");
  async.Op(IREE_VM_OP_CALL_IMPORT).U32(signal).List({Ref(2)}).List({});
  async.Return({Ref(0)});
  FunctionBuilder& waits = builder.AddFunction("waits", "0r_i", 2, 1);
  waits.ConstI32(-1, 0);
  waits.Op(IREE_VM_OP_CALL_VARIADIC).U32(await).Segments({-1, 1});
  waits.List({0, Ref(0)}).List({1});
  waits.Return({1});
  return builder.BuildWithFooter();
}

class RuntimeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    allocator_ = iree_allocator_counting_allocator(&counting_);
    iree_runtime_instance_options_t options;
    iree_runtime_instance_options_initialize(&options);
    IREE_ASSERT_OK(iree_runtime_instance_create(&options, allocator_,
                                                &instance_));
    IREE_ASSERT_OK(iree_runtime_instance_try_create_default_device(
        instance_, iree_make_cstring_view("local-sync"), &device_));
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    IREE_ASSERT_OK(iree_runtime_session_create_with_device(
        instance_, &session_options, device_, allocator_, &session_));
    program_ = BuildProgram();
    IREE_ASSERT_OK(iree_runtime_session_append_bytecode_module_from_memory(
        session_, iree_make_const_byte_span(program_.data(), program_.size()),
        iree_allocator_null()));
  }

  void TearDown() override {
    iree_runtime_session_release(session_);
    iree_hal_device_release(device_);
    iree_runtime_instance_release(instance_);
    EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked allocations";
  }

  iree_hal_buffer_view_t* MakeView(std::vector<float> values,
                                   std::vector<iree_hal_dim_t> shape) {
    iree_hal_buffer_params_t params = {};
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
    iree_hal_buffer_view_t* view = nullptr;
    IREE_CHECK_OK(iree_hal_buffer_view_allocate_buffer_copy(
        iree_runtime_session_device(session_),
        iree_runtime_session_device_allocator(session_), shape.size(),
        shape.data(), IREE_HAL_ELEMENT_TYPE_FLOAT_32,
        IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
        iree_make_const_byte_span(values.data(), values.size() * sizeof(float)),
        &view));
    return view;
  }

  iree_allocator_counting_t counting_;
  iree_allocator_t allocator_;
  iree_runtime_instance_t* instance_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  iree_runtime_session_t* session_ = nullptr;
  std::vector<uint8_t> program_;
};

TEST_F(RuntimeTest, UnknownDriversAreNamed) {
  iree_hal_device_t* device = nullptr;
  std::string error = ConsumeStatus(iree_runtime_instance_try_create_default_device(
      instance_, iree_make_cstring_view("no-such-driver"), &device));
  EXPECT_NE(error.find("NOT_FOUND"), std::string::npos) << error;
  EXPECT_NE(error.find("local-sync"), std::string::npos) << error;
}

TEST_F(RuntimeTest, CallByNameWithLists) {
  iree_vm_list_t* inputs = nullptr;
  iree_vm_list_t* outputs = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 2,
                                     allocator_, &inputs));
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                     allocator_, &outputs));
  iree_vm_value_t a = iree_vm_value_make_i32(40);
  iree_vm_value_t b = iree_vm_value_make_i32(2);
  IREE_ASSERT_OK(iree_vm_list_push_value(inputs, &a));
  IREE_ASSERT_OK(iree_vm_list_push_value(inputs, &b));
  IREE_ASSERT_OK(iree_runtime_session_call_by_name(
      session_, iree_make_cstring_view("program.add"), inputs, outputs));
  iree_vm_value_t result;
  IREE_ASSERT_OK(iree_vm_list_get_value(outputs, 0, &result));
  EXPECT_EQ(result.i32, 42);
  iree_vm_list_release(inputs);
  iree_vm_list_release(outputs);
}

TEST_F(RuntimeTest, LookupErrorsListWhatExists) {
  iree_vm_function_t function;
  std::string error = ConsumeStatus(iree_runtime_session_lookup_function(
      session_, iree_make_cstring_view("program.nope"), &function));
  EXPECT_NE(error.find("module 'program' has no export 'nope'; exports: "
                       "identity (0r_r), add (0ii_i), identity$async "
                       "(0rrr_r), waits (0r_i)"),
            std::string::npos)
      << error;
  error = ConsumeStatus(iree_runtime_session_lookup_function(
      session_, iree_make_cstring_view("other.f"), &function));
  EXPECT_NE(error.find("the session has modules: hal, program"),
            std::string::npos)
      << error;
}

TEST_F(RuntimeTest, CallHelpersPassBufferViews) {
  iree_runtime_call_t call;
  IREE_ASSERT_OK(iree_runtime_call_initialize_by_name(
      session_, iree_make_cstring_view("program.identity"), &call));
  iree_hal_buffer_view_t* input = MakeView({1, 2, 3, 4}, {4});
  IREE_ASSERT_OK(iree_runtime_call_inputs_push_back_buffer_view(&call, input));
  // No call flags are defined.
  std::string flags_error = ConsumeStatus(iree_runtime_call_invoke(&call, 1));
  EXPECT_NE(flags_error.find("unknown call flags 0x1"), std::string::npos)
      << flags_error;
  IREE_ASSERT_OK(iree_runtime_call_invoke(&call, 0));
  // Invoking again replaces the outputs rather than appending.
  IREE_ASSERT_OK(iree_runtime_call_invoke(&call, 0));
  EXPECT_EQ(iree_vm_list_size(iree_runtime_call_outputs(&call)), 1u);
  iree_hal_buffer_view_t* output = nullptr;
  IREE_ASSERT_OK(iree_runtime_call_outputs_pop_front_buffer_view(&call, &output));
  EXPECT_EQ(output, input);
  iree_hal_buffer_view_release(output);
  std::string error = ConsumeStatus(
      iree_runtime_call_outputs_pop_front_buffer_view(&call, &output));
  EXPECT_NE(error.find("no output left"), std::string::npos) << error;

  // A wrong shape is reported by the program's own assert.
  iree_runtime_call_reset(&call);
  iree_hal_buffer_view_t* wrong = MakeView({1, 2, 3, 4, 5, 6}, {2, 3});
  IREE_ASSERT_OK(iree_runtime_call_inputs_push_back_buffer_view(&call, wrong));
  error = ConsumeStatus(iree_runtime_call_invoke(&call, 0));
  EXPECT_NE(error.find("input 0: expected a 4xf32 tensor but got 2x3xf32"),
            std::string::npos)
      << error;
  iree_hal_buffer_view_release(wrong);
  iree_hal_buffer_view_release(input);
  iree_runtime_call_deinitialize(&call);
}

TEST_F(RuntimeTest, CallsEitherForm) {
  iree_vm_function_t sync_function, async_function;
  IREE_ASSERT_OK(iree_runtime_session_lookup_function(
      session_, iree_make_cstring_view("program.identity"), &sync_function));
  IREE_ASSERT_OK(iree_runtime_session_lookup_function(
      session_, iree_make_cstring_view("program.identity$async"),
      &async_function));
  EXPECT_FALSE(iree_runtime_function_is_async(&sync_function));
  EXPECT_TRUE(iree_runtime_function_is_async(&async_function));

  iree_hal_buffer_view_t* input = MakeView({1, 2, 3, 4}, {4});
  iree_runtime_call_t call;
  IREE_ASSERT_OK(iree_runtime_call_initialize(session_, async_function, &call));
  IREE_ASSERT_OK(iree_runtime_call_inputs_push_back_buffer_view(&call, input));
  // invoke gives the asynchronous form fences of its own and waits.
  IREE_ASSERT_OK(iree_runtime_call_invoke(&call, 0));
  iree_hal_buffer_view_t* output = nullptr;
  IREE_ASSERT_OK(iree_runtime_call_outputs_pop_front_buffer_view(&call, &output));
  EXPECT_EQ(output, input);
  iree_hal_buffer_view_release(output);

  // With the caller's fences the results are ready once the signal fence is;
  // the inputs are left as they were.
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  iree_hal_fence_t* signal = nullptr;
  IREE_ASSERT_OK(iree_hal_fence_create_at(semaphore, 1, allocator_, &signal));
  iree_hal_semaphore_release(semaphore);
  bool reached = true;
  IREE_ASSERT_OK(iree_hal_fence_query(signal, &reached));
  EXPECT_FALSE(reached);
  IREE_ASSERT_OK(iree_runtime_call_invoke_async(&call, /*wait_fence=*/nullptr,
                                                signal));
  IREE_ASSERT_OK(iree_hal_fence_query(signal, &reached));
  EXPECT_TRUE(reached);
  EXPECT_EQ(iree_vm_list_size(iree_runtime_call_inputs(&call)), 1u);
  IREE_ASSERT_OK(iree_runtime_call_outputs_pop_front_buffer_view(&call, &output));
  EXPECT_EQ(output, input);
  iree_hal_buffer_view_release(output);
  iree_runtime_call_deinitialize(&call);

  // The synchronous form has no fences to take.
  IREE_ASSERT_OK(iree_runtime_call_initialize(session_, sync_function, &call));
  IREE_ASSERT_OK(iree_runtime_call_inputs_push_back_buffer_view(&call, input));
  std::string error =
      ConsumeStatus(iree_runtime_call_invoke_async(&call, nullptr, signal));
  EXPECT_NE(error.find("@identity is not an asynchronous function"),
            std::string::npos)
      << error;
  iree_runtime_call_deinitialize(&call);
  iree_hal_fence_release(signal);
  iree_hal_buffer_view_release(input);
}

// Makes a fence on the test device that is not reached yet.
static iree_hal_fence_t* MakeFence(iree_hal_device_t* device,
                                   iree_allocator_t allocator) {
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_CHECK_OK(iree_hal_semaphore_create(device, 0, &semaphore));
  iree_hal_fence_t* fence = nullptr;
  IREE_CHECK_OK(iree_hal_fence_create_at(semaphore, 1, allocator, &fence));
  iree_hal_semaphore_release(semaphore);
  return fence;
}

TEST_F(RuntimeTest, CoroutinesYieldAtWaits) {
  iree_vm_function_t waits;
  IREE_ASSERT_OK(iree_runtime_session_lookup_function(
      session_, iree_make_cstring_view("program.waits"), &waits));
  iree_hal_fence_t* fence = MakeFence(device_, allocator_);
  iree_vm_list_t* inputs = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                     allocator_, &inputs));
  iree_vm_ref_t fence_ref = iree_hal_fence_retain_ref(fence);
  IREE_ASSERT_OK(iree_vm_list_push_ref_move(inputs, &fence_ref));

  // Where the call would block it yields, naming the fence.
  iree_vm_invocation_t* invocation = nullptr;
  IREE_ASSERT_OK(iree_runtime_session_call_begin(session_, &waits, inputs,
                                                 &invocation));
  EXPECT_TRUE(iree_vm_invocation_is_pending(invocation));
  EXPECT_EQ(iree_runtime_invocation_wait_fence(invocation), fence);
  // Resumed too early, it yields again; once the fence is reached it ends.
  IREE_ASSERT_OK(iree_vm_invocation_resume(invocation));
  EXPECT_TRUE(iree_vm_invocation_is_pending(invocation));
  IREE_ASSERT_OK(iree_hal_fence_signal(fence));
  IREE_ASSERT_OK(iree_vm_invocation_resume(invocation));
  EXPECT_FALSE(iree_vm_invocation_is_pending(invocation));
  EXPECT_EQ(iree_runtime_invocation_wait_fence(invocation), nullptr);
  iree_vm_list_t* outputs = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                     allocator_, &outputs));
  IREE_ASSERT_OK(iree_vm_invocation_take_results(invocation, outputs));
  iree_vm_value_t result;
  IREE_ASSERT_OK(iree_vm_list_get_value(outputs, 0, &result));
  EXPECT_EQ(result.i32, 0);
  std::string error = ConsumeStatus(iree_vm_invocation_resume(invocation));
  EXPECT_NE(error.find("is not waiting"), std::string::npos) << error;
  iree_vm_invocation_free(invocation);

  // Many invocations wait at once on one thread; one abandoned while it
  // waits releases what it holds (the fixture checks for leaks).
  iree_hal_fence_t* other = MakeFence(device_, allocator_);
  iree_vm_ref_t other_ref = iree_hal_fence_retain_ref(other);
  IREE_ASSERT_OK(iree_vm_list_set_ref_move(inputs, 0, &other_ref));
  iree_vm_invocation_t* first = nullptr;
  iree_vm_invocation_t* second = nullptr;
  IREE_ASSERT_OK(
      iree_runtime_session_call_begin(session_, &waits, inputs, &first));
  IREE_ASSERT_OK(
      iree_runtime_session_call_begin(session_, &waits, inputs, &second));
  EXPECT_TRUE(iree_vm_invocation_is_pending(first));
  EXPECT_TRUE(iree_vm_invocation_is_pending(second));
  iree_vm_invocation_free(first);
  IREE_ASSERT_OK(iree_hal_fence_signal(other));
  IREE_ASSERT_OK(iree_vm_invocation_resume(second));
  EXPECT_FALSE(iree_vm_invocation_is_pending(second));
  iree_vm_invocation_free(second);

  iree_vm_list_release(outputs);
  iree_vm_list_release(inputs);
  iree_hal_fence_release(other);
  iree_hal_fence_release(fence);
}

TEST_F(RuntimeTest, AppendsModulesFromFiles) {
  std::string path = ::testing::TempDir() + "runtime_test_program.vmfb";
  ModuleBuilder builder("second");
  builder.AddFunction("seven", "0v_i", 1, 0).ConstI32(7, 0).Return({0});
  std::vector<uint8_t> data = builder.BuildWithFooter();
  FILE* file = std::fopen(path.c_str(), "wb");
  ASSERT_TRUE(file);
  std::fwrite(data.data(), 1, data.size(), file);
  std::fclose(file);
  IREE_ASSERT_OK(iree_runtime_session_append_bytecode_module_from_file(
      session_, path.c_str()));
  iree_vm_list_t* outputs = nullptr;
  IREE_ASSERT_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                     allocator_, &outputs));
  IREE_ASSERT_OK(iree_runtime_session_call_by_name(
      session_, iree_make_cstring_view("second.seven"), nullptr, outputs));
  iree_vm_value_t result;
  IREE_ASSERT_OK(iree_vm_list_get_value(outputs, 0, &result));
  EXPECT_EQ(result.i32, 7);
  iree_vm_list_release(outputs);
  std::string error =
      ConsumeStatus(iree_runtime_session_append_bytecode_module_from_file(
          session_, "/nonexistent/m.vmfb"));
  EXPECT_NE(error.find("cannot open '/nonexistent/m.vmfb'"), std::string::npos)
      << error;
}

}  // namespace
