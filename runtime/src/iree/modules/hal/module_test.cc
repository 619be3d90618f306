// Tests of the "hal" module on the local-sync device: every function through
// the module interface (plain ones with iree_vm_invoke, variadic ones with a
// hand-packed call as an import would make), and variadic imports called from
// bytecode written with the test assembler.
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "iree/hal/drivers/init.h"
#include "iree/hal/local/system_library_loader.h"
#include "iree/modules/hal/api.h"
#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

// Memory types and usages of buffers the tests map and transfer.
constexpr int32_t kHostMemory =
    IREE_HAL_MEMORY_TYPE_HOST_VISIBLE | IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
constexpr int32_t kAllUsage =
    IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
constexpr int32_t kF32 = IREE_HAL_ELEMENT_TYPE_FLOAT_32;
constexpr int32_t kDense = IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR;

// A packed argument span built value by value (refs are retained into it).
struct Packed {
  std::vector<uint8_t> bytes;
  template <typename T>
  Packed& Value(T value) {
    size_t offset = bytes.size();
    bytes.resize(offset + sizeof(value));
    std::memcpy(bytes.data() + offset, &value, sizeof(value));
    return *this;
  }
  Packed& I32(int32_t value) { return Value(value); }
  Packed& I64(int64_t value) { return Value(value); }
  Packed& Ref(iree_vm_ref_t ref) {
    iree_vm_ref_retain(&ref);
    return Value(ref);
  }
};

template <typename T>
T ReadAt(const std::vector<uint8_t>& bytes, size_t offset) {
  T value;
  std::memcpy(&value, bytes.data() + offset, sizeof(value));
  return value;
}

class HalModuleTest : public VmTest {
 protected:
  void SetUp() override {
    VmTest::SetUp();
    IREE_ASSERT_OK(iree_hal_driver_registry_allocate(allocator_, &registry_));
    IREE_ASSERT_OK(iree_hal_register_default_drivers(registry_));
    IREE_ASSERT_OK(iree_hal_create_device(
        registry_, iree_make_cstring_view("local-sync"), allocator_, &device_));
    IREE_ASSERT_OK(
        iree_hal_module_create(instance_, 1, &device_,
                               IREE_HAL_MODULE_FLAG_NONE, allocator_, &module_));
    Adopt(module_);
    IREE_ASSERT_OK(CreateContext({module_}));
  }

  void TearDown() override {
    // The context (released by VmTest) keeps the device alive through the
    // module; everything must be gone before VmTest counts live allocations.
    iree_vm_ref_release(&device_ref_);
    iree_hal_device_release(device_);
    iree_hal_driver_registry_free(registry_);
    VmTest::TearDown();
  }

  iree_vm_ref_t DeviceRef() {
    if (!device_ref_.ptr) device_ref_ = iree_hal_device_retain_ref(device_);
    return device_ref_;
  }

  // Calls hal.|name| with |args| the way a bytecode import call would, so
  // variadic functions can be reached. Refs in |args| are released after the
  // call; |results| receives the packed results (owning any refs).
  iree_status_t CallPacked(const char* name, Packed& args,
                           std::vector<uint8_t>* results) {
    iree_vm_function_t function;
    IREE_RETURN_IF_ERROR(iree_vm_module_lookup_function(
        module_, iree_make_cstring_view(name), &function));
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &signature));
    iree_vm_calling_convention_t cconv;
    IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(
        signature.calling_convention, &cconv));
    iree_vm_module_state_t* state = nullptr;
    IREE_RETURN_IF_ERROR(
        iree_vm_context_lookup_module_state(context_, module_, &state));
    results->assign(cconv.result_bytes, 0);
    uint8_t inline_storage[4096];
    iree_vm_stack_t stack;
    iree_vm_stack_initialize(
        iree_make_byte_span(inline_storage, sizeof(inline_storage)), context_,
        allocator_, &stack);
    iree_vm_function_call_t call;
    call.function = function;
    call.arguments = iree_make_byte_span(args.bytes.data(), args.bytes.size());
    call.results = iree_make_byte_span(results->data(), results->size());
    iree_status_t status =
        module_->begin_call(module_->self, state, &stack, &call);
    iree_vm_stack_deinitialize(&stack);
    iree_vm_abi_release_refs(cconv.arguments, args.bytes.data());
    return status;
  }

  // Allocates |size| bytes of mappable host memory.
  iree_vm_ref_t Allocate(int64_t size) {
    Variants r;
    iree_status_t status =
        Invoke("hal.device.allocator", {RefVariant(DeviceRef())}, &r);
    if (iree_status_is_ok(status)) {
      Variants buffer;
      status = Invoke("hal.allocator.allocate",
                      {r[0], I32(kHostMemory), I32(kAllUsage), I64(size)},
                      &buffer);
      if (iree_status_is_ok(status)) {
        iree_vm_ref_t ref = buffer[0].ref;
        iree_vm_ref_retain(&ref);
        return ref;
      }
    }
    ADD_FAILURE() << ConsumeStatus(status);
    return iree_vm_ref_null();
  }

  // Wraps |text| in a read-only !vm.buffer (for messages and query keys).
  iree_vm_ref_t String(const char* text) {
    iree_vm_buffer_t* buffer = nullptr;
    IREE_CHECK_OK(iree_vm_buffer_wrap_ro(
        iree_make_const_byte_span(text, strlen(text)),
        iree_vm_buffer_release_callback_t{nullptr, nullptr}, allocator_,
        &buffer));
    return iree_vm_buffer_move_ref(buffer);
  }

  // Creates a 2x3xf32 view of a fresh 24-byte buffer.
  iree_vm_ref_t CreateView(iree_vm_ref_t buffer) {
    Packed args;
    args.Ref(buffer).I64(0).I64(24).I32(kF32).I32(kDense).I32(2).I64(2).I64(3);
    std::vector<uint8_t> results;
    iree_status_t status = CallPacked("buffer_view.create", args, &results);
    if (!iree_status_is_ok(status)) {
      ADD_FAILURE() << ConsumeStatus(status);
      return iree_vm_ref_null();
    }
    return ReadAt<iree_vm_ref_t>(results, 0);
  }

  std::string AssertView(iree_vm_ref_t view, int32_t element_type,
                         std::vector<int64_t> shape) {
    iree_vm_ref_t message = String("input 0");
    Packed args;
    args.Ref(view).Ref(message).I32(element_type).I32(kDense);
    args.I32(static_cast<int32_t>(shape.size()));
    for (int64_t dim : shape) args.I64(dim);
    iree_vm_ref_release(&message);
    std::vector<uint8_t> results;
    return ConsumeStatus(CallPacked("buffer_view.assert", args, &results));
  }

  iree_hal_driver_registry_t* registry_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  iree_vm_module_t* module_ = nullptr;
  iree_vm_ref_t device_ref_ = iree_vm_ref_null();
};

TEST_F(HalModuleTest, RegistersRefTypesWithTheInstance) {
  EXPECT_EQ(iree_vm_instance_lookup_type(
                instance_, iree_make_cstring_view("!hal.buffer_view")),
            iree_hal_buffer_view_type());
  for (const char* name :
       {"hal.allocator", "hal.buffer", "hal.command_buffer", "hal.device",
        "hal.executable", "hal.fence"}) {
    EXPECT_NE(iree_vm_instance_lookup_type(instance_,
                                           iree_make_cstring_view(name)),
              nullptr)
        << name;
  }
  // A module whose type table names HAL types loads.
  ModuleBuilder builder("typed");
  builder.AddType("!hal.buffer_view");
  builder.AddType("!vm.list<!hal.buffer>");
  builder.AddFunction("f", "0v_v", 0, 0).Return();
  std::vector<uint8_t> data = builder.Build();
  iree_vm_module_t* module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &module));
  iree_vm_module_release(module);
}

TEST_F(HalModuleTest, DevicesCountAndGet) {
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.devices.count", {}, &r));
  EXPECT_EQ(r[0].i32, 1);
  r.Reset();
  IREE_ASSERT_OK(Invoke("hal.devices.get", {I32(0)}, &r));
  EXPECT_EQ(iree_hal_device_deref(&r[0].ref), device_);
  std::string error = InvokeStatus("hal.devices.get", {I32(1)});
  EXPECT_NE(error.find("OUT_OF_RANGE"), std::string::npos) << error;
  EXPECT_NE(error.find("device index 1 is out of range (1 devices)"),
            std::string::npos)
      << error;
}

TEST_F(HalModuleTest, DeviceAllocatorAndQueries) {
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.device.allocator", {RefVariant(DeviceRef())}, &r));
  EXPECT_EQ(iree_hal_allocator_deref(&r[0].ref),
            iree_hal_device_allocator(device_));
  iree_vm_ref_t category = String("hal.device");
  iree_vm_ref_t key = String("concurrency");
  iree_vm_ref_t unknown = String("no-such-key");
  Variants q;
  IREE_ASSERT_OK(Invoke("hal.device.query.i64",
                        {RefVariant(DeviceRef()), RefVariant(category),
                         RefVariant(key)},
                        &q));
  EXPECT_EQ(q[0].i32, 1);
  EXPECT_GE(q[1].i64, 1);
  q.Reset();
  IREE_ASSERT_OK(Invoke("hal.device.query.i64",
                        {RefVariant(DeviceRef()), RefVariant(category),
                         RefVariant(unknown)},
                        &q));
  EXPECT_EQ(q[0].i32, 0);
  EXPECT_EQ(q[1].i64, 0);
  // A wrong ref type names what was expected.
  std::string error = InvokeStatus(
      "hal.device.allocator", {RefVariant(category)});
  EXPECT_NE(error.find("hal.device"), std::string::npos) << error;
  iree_vm_ref_release(&category);
  iree_vm_ref_release(&key);
  iree_vm_ref_release(&unknown);
}

TEST_F(HalModuleTest, BufferLoadStoreLengthSubspan) {
  iree_vm_ref_t buffer = Allocate(16);
  ASSERT_TRUE(buffer.ptr);
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.buffer.length", {RefVariant(buffer)}, &r));
  EXPECT_EQ(r[0].i64, 16);
  IREE_ASSERT_OK(Invoke("hal.buffer.store",
                        {I32(0x11223344), RefVariant(buffer), I64(4), I32(4)},
                        nullptr));
  IREE_ASSERT_OK(Invoke("hal.buffer.store",
                        {I32(0x7FAB), RefVariant(buffer), I64(8), I32(2)},
                        nullptr));
  r.Reset();
  IREE_ASSERT_OK(
      Invoke("hal.buffer.load", {RefVariant(buffer), I64(4), I32(4)}, &r));
  IREE_ASSERT_OK(
      Invoke("hal.buffer.load", {RefVariant(buffer), I64(5), I32(1)}, &r));
  IREE_ASSERT_OK(
      Invoke("hal.buffer.load", {RefVariant(buffer), I64(8), I32(2)}, &r));
  EXPECT_EQ(r[0].i32, 0x11223344);
  EXPECT_EQ(r[1].i32, 0x33);  // zero-extended byte
  EXPECT_EQ(r[2].i32, 0x7FAB);

  r.Reset();
  IREE_ASSERT_OK(Invoke("hal.buffer.subspan",
                        {RefVariant(buffer), I64(4), I64(8)}, &r));
  iree_vm_ref_t subspan = r[0].ref;
  Variants s;
  IREE_ASSERT_OK(Invoke("hal.buffer.length", {RefVariant(subspan)}, &s));
  IREE_ASSERT_OK(
      Invoke("hal.buffer.load", {RefVariant(subspan), I64(0), I32(4)}, &s));
  EXPECT_EQ(s[0].i64, 8);
  EXPECT_EQ(s[1].i32, 0x11223344);

  std::string error =
      InvokeStatus("hal.buffer.load", {RefVariant(buffer), I64(0), I32(3)});
  EXPECT_NE(error.find("length must be 1, 2 or 4 bytes (got 3)"),
            std::string::npos)
      << error;
  error = InvokeStatus("hal.buffer.load", {RefVariant(subspan), I64(6), I32(4)});
  EXPECT_NE(error.find("OUT_OF_RANGE"), std::string::npos) << error;
  error = InvokeStatus("hal.buffer.subspan",
                       {RefVariant(buffer), I64(-4), I64(8)});
  EXPECT_NE(error.find("subspan offset -4 is negative"), std::string::npos)
      << error;
  iree_vm_ref_release(&buffer);
}

TEST_F(HalModuleTest, AllocateInitializedCopiesOrAliases) {
  Variants a;
  IREE_ASSERT_OK(Invoke("hal.device.allocator", {RefVariant(DeviceRef())}, &a));
  // Mutable source data is copied: later writes to it do not show.
  iree_vm_buffer_t* source = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(8, allocator_, &source));
  IREE_ASSERT_OK(iree_vm_buffer_write_element(source, 1, 4, 0xCAFE));
  iree_vm_ref_t source_ref = iree_vm_buffer_move_ref(source);
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.allocator.allocate.initialized",
                        {a[0], I32(kHostMemory), I32(kAllUsage),
                         RefVariant(source_ref), I64(4), I64(4)},
                        &r));
  IREE_ASSERT_OK(iree_vm_buffer_write_element(source, 1, 4, 0xBEEF));
  Variants l;
  IREE_ASSERT_OK(Invoke("hal.buffer.length", {r[0]}, &l));
  IREE_ASSERT_OK(Invoke("hal.buffer.load", {r[0], I64(0), I32(4)}, &l));
  EXPECT_EQ(l[0].i64, 4);
  EXPECT_EQ(l[1].i32, 0xCAFE);
  std::string error = InvokeStatus(
      "hal.allocator.allocate.initialized",
      {a[0], I32(kHostMemory), I32(kAllUsage), RefVariant(source_ref), I64(4),
       I64(8)});
  EXPECT_NE(error.find("OUT_OF_RANGE"), std::string::npos) << error;
  EXPECT_NE(error.find("initial data"), std::string::npos) << error;
  iree_vm_ref_release(&source_ref);

  // Aligned read-only data the program never writes is used in place.
  alignas(64) static const uint8_t kRodata[64] = {1, 2, 3, 4};
  iree_vm_buffer_t* rodata = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_wrap_ro(
      iree_make_const_byte_span(kRodata, sizeof(kRodata)),
      iree_vm_buffer_release_callback_t{nullptr, nullptr}, allocator_,
      &rodata));
  iree_vm_ref_t rodata_ref = iree_vm_buffer_move_ref(rodata);
  Variants aliased;
  IREE_ASSERT_OK(Invoke(
      "hal.allocator.allocate.initialized",
      {a[0], I32(kHostMemory),
       I32(IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE |
           IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE | IREE_HAL_BUFFER_USAGE_MAPPING),
       RefVariant(rodata_ref), I64(0), I64(64)},
      &aliased));
  iree_vm_ref_release(&rodata_ref);
  iree_hal_buffer_t* buffer = iree_hal_buffer_deref(&aliased[0].ref);
  iree_hal_buffer_mapping_t mapping;
  IREE_ASSERT_OK(iree_hal_buffer_map_range(buffer, IREE_HAL_MEMORY_ACCESS_READ,
                                           0, 64, &mapping));
  EXPECT_EQ(mapping.contents.data, kRodata);
  IREE_ASSERT_OK(iree_hal_buffer_unmap_range(&mapping));
  // ... and cannot be written.
  error = InvokeStatus("hal.buffer.store",
                       {I32(1), aliased[0], I64(0), I32(4)});
  EXPECT_NE(error.find("PERMISSION_DENIED"), std::string::npos) << error;
}

TEST_F(HalModuleTest, BufferAssert) {
  iree_vm_ref_t buffer = Allocate(16);
  Variants a;
  IREE_ASSERT_OK(Invoke("hal.device.allocator", {RefVariant(DeviceRef())}, &a));
  iree_vm_ref_t message = String("constant pool");
  IREE_EXPECT_OK(Invoke("hal.buffer.assert",
                        {RefVariant(buffer), RefVariant(message), a[0], I64(16),
                         I32(IREE_HAL_MEMORY_TYPE_HOST_VISIBLE),
                         I32(IREE_HAL_BUFFER_USAGE_MAPPING)},
                        nullptr));
  std::string error = InvokeStatus(
      "hal.buffer.assert", {RefVariant(buffer), RefVariant(message), a[0],
                            I64(32), I32(0), I32(0)});
  EXPECT_NE(error.find("constant pool: buffer of 16 bytes is smaller than the "
                       "32 bytes expected"),
            std::string::npos)
      << error;
  error = InvokeStatus("hal.buffer.assert",
                       {RefVariant(message), RefVariant(message), a[0], I64(0),
                        I32(0), I32(0)});
  EXPECT_NE(error.find("constant pool"), std::string::npos) << error;
  iree_vm_ref_release(&message);
  iree_vm_ref_release(&buffer);
}

TEST_F(HalModuleTest, BufferViewCreateAndAccessors) {
  iree_vm_ref_t buffer = Allocate(32);
  iree_vm_ref_t view = CreateView(buffer);
  ASSERT_TRUE(view.ptr);
  iree_hal_buffer_view_t* hal_view = iree_hal_buffer_view_deref(&view);
  EXPECT_EQ(iree_hal_buffer_view_shape_rank(hal_view), 2u);
  EXPECT_EQ(iree_hal_buffer_view_byte_length(hal_view), 24u);
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.buffer_view.element_type", {RefVariant(view)}, &r));
  IREE_ASSERT_OK(
      Invoke("hal.buffer_view.encoding_type", {RefVariant(view)}, &r));
  IREE_ASSERT_OK(Invoke("hal.buffer_view.rank", {RefVariant(view)}, &r));
  IREE_ASSERT_OK(Invoke("hal.buffer_view.dim", {RefVariant(view), I32(1)}, &r));
  IREE_ASSERT_OK(Invoke("hal.buffer_view.buffer", {RefVariant(view)}, &r));
  EXPECT_EQ(r[0].i32, kF32);
  EXPECT_EQ(r[1].i32, kDense);
  EXPECT_EQ(r[2].i32, 2);
  EXPECT_EQ(r[3].i64, 3);
  // The view's buffer is a 24-byte window of the 32-byte allocation.
  iree_hal_buffer_t* view_buffer = iree_hal_buffer_deref(&r[4].ref);
  EXPECT_EQ(iree_hal_buffer_byte_length(view_buffer), 24u);
  EXPECT_EQ(iree_hal_buffer_allocated_buffer(view_buffer),
            iree_hal_buffer_deref(&buffer));
  std::string error =
      InvokeStatus("hal.buffer_view.dim", {RefVariant(view), I32(2)});
  EXPECT_NE(error.find("dimension 2 of a rank-2 buffer view"),
            std::string::npos)
      << error;

  // A shape larger than the buffer is refused.
  Packed args;
  args.Ref(buffer).I64(16).I64(16).I32(kF32).I32(kDense).I32(1).I64(8);
  std::vector<uint8_t> results;
  error = ConsumeStatus(CallPacked("buffer_view.create", args, &results));
  EXPECT_NE(error.find("OUT_OF_RANGE"), std::string::npos) << error;
  iree_vm_ref_release(&view);
  iree_vm_ref_release(&buffer);
}

// A failed hal.assert's message names the values its {N} refer to; other
// braces, and indices past the values given, stay as written.
TEST_F(HalModuleTest, AssertFillsTheMessageWithItsValues) {
  auto call = [&](int32_t condition, const char* text,
                  std::vector<int64_t> values) {
    iree_vm_ref_t message = String(text);
    Packed args;
    args.I32(condition).Ref(message).I32(static_cast<int32_t>(values.size()));
    for (int64_t value : values) args.I64(value);
    iree_vm_ref_release(&message);
    std::vector<uint8_t> results;
    return ConsumeStatus(CallPacked("assert", args, &results));
  };
  EXPECT_EQ(call(1, "b = {0}", {0}), "OK");
  std::string error = call(0, "'b' = {0} (= {0}), c = {1}; {2} {x} {", {7, -3});
  EXPECT_NE(error.find("FAILED_PRECONDITION"), std::string::npos) << error;
  EXPECT_NE(error.find("'b' = 7 (= 7), c = -3; {2} {x} {"), std::string::npos)
      << error;
}

TEST_F(HalModuleTest, BufferViewAssertNamesExpectedAndActual) {
  iree_vm_ref_t buffer = Allocate(24);
  iree_vm_ref_t view = CreateView(buffer);
  EXPECT_EQ(AssertView(view, kF32, {2, 3}), "OK");
  std::string error = AssertView(view, kF32, {3, 2});
  EXPECT_NE(error.find("INVALID_ARGUMENT"), std::string::npos) << error;
  EXPECT_NE(error.find("input 0: expected a 3x2xf32 tensor but got 2x3xf32"),
            std::string::npos)
      << error;
  error = AssertView(view, IREE_HAL_ELEMENT_TYPE_INT_32, {6});
  EXPECT_NE(error.find("input 0: expected a 6xi32 tensor but got 2x3xf32"),
            std::string::npos)
      << error;
  error = AssertView(buffer, kF32, {2, 3});
  EXPECT_NE(error.find("input 0: expected a 2x3xf32 buffer view but got "
                       "hal.buffer"),
            std::string::npos)
      << error;
  iree_vm_ref_release(&view);

  // Signless integers accept either signedness of the same width.
  Packed args;
  args.Ref(buffer).I64(0).I64(24).I32(IREE_HAL_ELEMENT_TYPE_SINT_32);
  args.I32(kDense).I32(1).I64(6);
  std::vector<uint8_t> results;
  IREE_ASSERT_OK(CallPacked("buffer_view.create", args, &results));
  iree_vm_ref_t int_view = ReadAt<iree_vm_ref_t>(results, 0);
  EXPECT_EQ(AssertView(int_view, IREE_HAL_ELEMENT_TYPE_INT_32, {6}), "OK");
  error = AssertView(int_view, IREE_HAL_ELEMENT_TYPE_UINT_32, {6});
  EXPECT_NE(error.find("expected a 6xui32 tensor but got 6xsi32"),
            std::string::npos)
      << error;
  iree_vm_ref_release(&int_view);
  iree_vm_ref_release(&buffer);
}

TEST_F(HalModuleTest, CommandBufferTransfersThroughTheQueue) {
  iree_vm_ref_t a = Allocate(16);
  iree_vm_ref_t b = Allocate(16);
  Variants cb;
  IREE_ASSERT_OK(Invoke("hal.command_buffer.create",
                        {RefVariant(DeviceRef()),
                         I32(IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT),
                         I32(IREE_HAL_COMMAND_CATEGORY_TRANSFER), I32(0)},
                        &cb));
  IREE_ASSERT_OK(Invoke("hal.command_buffer.fill_buffer",
                        {cb[0], RefVariant(a), I64(0), I64(16), I32(0x01020304),
                         I32(4)},
                        nullptr));
  iree_vm_buffer_t* host = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(8, allocator_, &host));
  IREE_ASSERT_OK(iree_vm_buffer_fill_elements(host, 0, 8, 1, 0xAA));
  iree_vm_ref_t host_ref = iree_vm_buffer_move_ref(host);
  IREE_ASSERT_OK(Invoke("hal.command_buffer.update_buffer",
                        {cb[0], RefVariant(host_ref), I64(2), RefVariant(b),
                         I64(0), I64(4)},
                        nullptr));
  iree_vm_ref_release(&host_ref);
  IREE_ASSERT_OK(Invoke("hal.command_buffer.execution_barrier",
                        {cb[0], I32(IREE_HAL_EXECUTION_STAGE_TRANSFER),
                         I32(IREE_HAL_EXECUTION_STAGE_TRANSFER), I32(0)},
                        nullptr));
  IREE_ASSERT_OK(Invoke("hal.command_buffer.copy_buffer",
                        {cb[0], RefVariant(a), I64(4), RefVariant(b), I64(8),
                         I64(8)},
                        nullptr));
  std::string error = InvokeStatus(
      "hal.command_buffer.fill_buffer",
      {cb[0], RefVariant(a), I64(0), I64(16), I32(0), I32(3)});
  EXPECT_NE(error.find("fill pattern length must be 1, 2 or 4 bytes (got 3)"),
            std::string::npos)
      << error;
  IREE_ASSERT_OK(Invoke("hal.command_buffer.finalize", {cb[0]}, nullptr));

  Variants fence;
  IREE_ASSERT_OK(
      Invoke("hal.fence.create", {RefVariant(DeviceRef()), I32(0)}, &fence));
  IREE_ASSERT_OK(Invoke("hal.device.queue.execute",
                        {RefVariant(DeviceRef()), I64(-1),
                         RefVariant(iree_vm_ref_null()), fence[0], cb[0]},
                        nullptr));
  Packed await;
  await.I32(-1).I32(1).Ref(fence[0].ref);
  std::vector<uint8_t> results;
  IREE_ASSERT_OK(CallPacked("fence.await", await, &results));
  EXPECT_EQ(ReadAt<int32_t>(results, 0), 0);

  Variants r;
  IREE_ASSERT_OK(Invoke("hal.buffer.load", {RefVariant(a), I64(12), I32(4)}, &r));
  IREE_ASSERT_OK(Invoke("hal.buffer.load", {RefVariant(b), I64(0), I32(4)}, &r));
  IREE_ASSERT_OK(Invoke("hal.buffer.load", {RefVariant(b), I64(4), I32(4)}, &r));
  IREE_ASSERT_OK(
      Invoke("hal.buffer.load", {RefVariant(b), I64(12), I32(4)}, &r));
  EXPECT_EQ(r[0].i32, 0x01020304);
  EXPECT_EQ(r[1].i32, static_cast<int32_t>(0xAAAAAAAA));
  EXPECT_EQ(r[2].i32, 0);
  EXPECT_EQ(r[3].i32, 0x01020304);
  iree_vm_ref_release(&a);
  iree_vm_ref_release(&b);
}

TEST_F(HalModuleTest, FencesSignalAndTimeOut) {
  Variants fence;
  IREE_ASSERT_OK(
      Invoke("hal.fence.create", {RefVariant(DeviceRef()), I32(0)}, &fence));
  std::vector<uint8_t> results;
  Packed poll;
  poll.I32(0).I32(2).Ref(fence[0].ref).Ref(iree_vm_ref_null());
  IREE_ASSERT_OK(CallPacked("fence.await", poll, &results));
  EXPECT_EQ(ReadAt<int32_t>(results, 0), IREE_STATUS_DEADLINE_EXCEEDED);
  IREE_ASSERT_OK(Invoke("hal.fence.signal", {fence[0]}, nullptr));
  Packed again;
  again.I32(0).I32(1).Ref(fence[0].ref);
  IREE_ASSERT_OK(CallPacked("fence.await", again, &results));
  EXPECT_EQ(ReadAt<int32_t>(results, 0), 0);
  // No fences at all are trivially reached.
  Packed none;
  none.I32(0).I32(0);
  IREE_ASSERT_OK(CallPacked("fence.await", none, &results));
  EXPECT_EQ(ReadAt<int32_t>(results, 0), 0);
  std::string error =
      InvokeStatus("hal.fence.create", {RefVariant(DeviceRef()), I32(1)});
  EXPECT_NE(error.find("flags must be 0"), std::string::npos) << error;
}

TEST_F(HalModuleTest, JoinedFenceIsReachedWhenAllAre) {
  Variants a, b;
  IREE_ASSERT_OK(
      Invoke("hal.fence.create", {RefVariant(DeviceRef()), I32(0)}, &a));
  IREE_ASSERT_OK(
      Invoke("hal.fence.create", {RefVariant(DeviceRef()), I32(0)}, &b));
  std::vector<uint8_t> results;
  Packed join;
  join.I32(3).Ref(a[0].ref).Ref(iree_vm_ref_null()).Ref(b[0].ref);
  IREE_ASSERT_OK(CallPacked("fence.join", join, &results));
  iree_vm_ref_t joined = ReadAt<iree_vm_ref_t>(results, 0);
  auto poll = [&]() {
    Packed packed;
    packed.I32(0).I32(1).Ref(joined);
    std::vector<uint8_t> status;
    IREE_CHECK_OK(CallPacked("fence.await", packed, &status));
    return ReadAt<int32_t>(status, 0);
  };
  EXPECT_EQ(poll(), IREE_STATUS_DEADLINE_EXCEEDED);
  IREE_ASSERT_OK(Invoke("hal.fence.signal", {a[0]}, nullptr));
  EXPECT_EQ(poll(), IREE_STATUS_DEADLINE_EXCEEDED);
  IREE_ASSERT_OK(Invoke("hal.fence.signal", {b[0]}, nullptr));
  EXPECT_EQ(poll(), 0);
  iree_vm_ref_release(&joined);
}

std::vector<uint8_t> ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file),
                              std::istreambuf_iterator<char>());
}

TEST_F(HalModuleTest, ExecutablesDispatch) {
  std::vector<uint8_t> library = ReadFile(IREE_HAL_TEST_KERNELS_PATH);
  ASSERT_FALSE(library.empty()) << IREE_HAL_TEST_KERNELS_PATH;
  iree_string_view_t format = iree_hal_system_library_loader_host_format();
  std::string format_text(format.data, format.size);
  iree_vm_ref_t format_ref = String(format_text.c_str());
  iree_vm_buffer_t* data = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_wrap_ro(
      iree_make_const_byte_span(library.data(), library.size()),
      iree_vm_buffer_release_callback_t{nullptr, nullptr}, allocator_, &data));
  iree_vm_ref_t data_ref = iree_vm_buffer_move_ref(data);
  Variants executable;
  IREE_ASSERT_OK(Invoke("hal.executable.create",
                        {RefVariant(DeviceRef()), RefVariant(format_ref),
                         RefVariant(data_ref)},
                        &executable));
  iree_vm_ref_t bad_format = String("no-such-format");
  std::string error = InvokeStatus(
      "hal.executable.create",
      {RefVariant(DeviceRef()), RefVariant(bad_format), RefVariant(data_ref)});
  EXPECT_NE(error.find("preparing a 'no-such-format' executable"),
            std::string::npos)
      << error;
  iree_vm_ref_release(&bad_format);
  iree_vm_ref_release(&format_ref);
  iree_vm_ref_release(&data_ref);

  // scale_f32 (export 1): out[i] = in[i] * bitcast<f32>(constant 0), with
  // constant 1 an element offset.
  iree_vm_ref_t in = Allocate(64 * 4);
  iree_vm_ref_t out = Allocate(64 * 4);
  float one_and_a_half = 1.5f;
  uint32_t scale_bits;
  std::memcpy(&scale_bits, &one_and_a_half, sizeof(scale_bits));
  Variants r;
  IREE_ASSERT_OK(Invoke("hal.buffer.store",
                        {I32(0x40000000), RefVariant(in), I64(8), I32(4)},
                        nullptr));  // in[2] = 2.0f
  Variants cb;
  IREE_ASSERT_OK(Invoke("hal.command_buffer.create",
                        {RefVariant(DeviceRef()), I32(0),
                         I32(IREE_HAL_COMMAND_CATEGORY_ANY), I32(0)},
                        &cb));
  // Flag 1 records a barrier before the dispatch in the same call.
  Packed dispatch;
  dispatch.Ref(cb[0].ref).Ref(executable[0].ref).I32(1).I32(1).I32(1).I32(1);
  dispatch.I32(/*flags=*/1);
  dispatch.I32(2).I32(static_cast<int32_t>(scale_bits)).I32(0);
  dispatch.I32(2).I32(-1).Ref(in).I64(0).I64(-1).I32(-1).Ref(out).I64(0).I64(
      64 * 4);
  std::vector<uint8_t> results;
  IREE_ASSERT_OK(CallPacked("command_buffer.dispatch", dispatch, &results));
  // The export's binding count is checked when recording.
  Packed wrong;
  wrong.Ref(cb[0].ref).Ref(executable[0].ref).I32(1).I32(1).I32(1).I32(1);
  wrong.I32(0).I32(2).I32(0).I32(0).I32(1).I32(-1).Ref(in).I64(0).I64(-1);
  error = ConsumeStatus(CallPacked("command_buffer.dispatch", wrong, &results));
  EXPECT_NE(error.find("INVALID_ARGUMENT"), std::string::npos) << error;
  // Unknown flags are refused, naming them.
  Packed flags;
  flags.Ref(cb[0].ref).Ref(executable[0].ref).I32(1).I32(1).I32(1).I32(1);
  flags.I32(6).I32(2).I32(static_cast<int32_t>(scale_bits)).I32(0);
  flags.I32(2).I32(-1).Ref(in).I64(0).I64(-1).I32(-1).Ref(out).I64(0).I64(
      64 * 4);
  error = ConsumeStatus(CallPacked("command_buffer.dispatch", flags, &results));
  EXPECT_NE(error.find("unknown dispatch flags 0x6"), std::string::npos)
      << error;
  IREE_ASSERT_OK(Invoke("hal.command_buffer.finalize", {cb[0]}, nullptr));
  IREE_ASSERT_OK(Invoke("hal.device.queue.execute",
                        {RefVariant(DeviceRef()), I64(0),
                         RefVariant(iree_vm_ref_null()),
                         RefVariant(iree_vm_ref_null()), cb[0]},
                        nullptr));
  IREE_ASSERT_OK(Invoke("hal.buffer.load", {RefVariant(out), I64(8), I32(4)}, &r));
  EXPECT_EQ(r[0].i32, 0x40400000);  // 3.0f
  iree_vm_ref_release(&in);
  iree_vm_ref_release(&out);
}

// Bytecode calling variadic hal imports, as compiled programs do.
TEST_F(HalModuleTest, BytecodeCallsVariadicImports) {
  ModuleBuilder builder("program");
  uint32_t get = builder.AddImport("hal.devices.get", "0i_r");
  uint32_t allocator = builder.AddImport("hal.device.allocator", "0r_r");
  uint32_t allocate = builder.AddImport("hal.allocator.allocate", "0riiI_r");
  uint32_t create = builder.AddImport("hal.buffer_view.create", "0rIIiiCID_r");
  uint32_t check = builder.AddImport("hal.buffer_view.assert", "0rriiCID_v");
  uint32_t message = builder.AddRodata({'r', 'e', 's', 'u', 'l', 't'});
  // i32 registers: 0 zero, 1 memory types, 2 usage, 3 element type,
  // 4 encoding, 6-7 size, 8-9 dim0, 10-11 dim1, 12-13 offset 0;
  // refs: 0 device, 1 allocator, 2 buffer, 3 view, 4 message.
  FunctionBuilder& f = builder.AddFunction("make", "0v_r", 14, 5);
  f.ConstI32(0, 0).ConstI32(kHostMemory, 1).ConstI32(kAllUsage, 2);
  f.ConstI32(IREE_HAL_ELEMENT_TYPE_INT_32, 3).ConstI32(kDense, 4);
  f.ConstI64(16, 6).ConstI64(2, 8).ConstI64(2, 10).ConstI64(0, 12);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(get).List({0}).List({Ref(0)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(allocator).List({Ref(0)}).List({Ref(1)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(allocate)
      .List({Ref(1), 1, 2, Pair(6)})
      .List({Ref(2)});
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(create).Segments({-1, -1, -1, -1, -1, 2});
  f.List({Ref(2), Pair(12), Pair(6), 3, 4, Pair(8), Pair(10)}).List({Ref(3)});
  f.Op(IREE_VM_OP_CONST_REF_RODATA).U32(message).U16(4);
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(check).Segments({-1, -1, -1, -1, 1});
  f.List({Ref(3), Ref(4), 3, 4, Pair(6)}).List({});
  f.Return({Ref(3)});
  std::vector<uint8_t> data = builder.Build();
  iree_vm_module_t* program = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data, allocator_, &program));
  Adopt(program);
  IREE_ASSERT_OK(iree_vm_context_register_modules(context_, &program, 1));
  // The assert fails: the view is 2x2, the bytecode asserts a 16-element
  // vector; the message comes from rodata.
  std::string error = InvokeStatus("program.make", {});
  EXPECT_NE(error.find("result: expected a 16xi32 tensor but got 2x2xi32"),
            std::string::npos)
      << error;
}

}  // namespace
