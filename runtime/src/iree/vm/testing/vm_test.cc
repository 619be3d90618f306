#include "iree/vm/testing/vm_test.h"

namespace iree::vm::testing {

std::string ConsumeStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length + 1, '\0');
  iree_status_format(status, text.size(), text.data());
  text.resize(length);
  iree_status_free(status);
  return text;
}

Variants& Variants::operator=(Variants&& other) noexcept {
  if (this != &other) {
    Reset();
    values.swap(other.values);
  }
  return *this;
}

void Variants::Reset() {
  for (iree_vm_variant_t& value : values) iree_vm_variant_reset(&value);
  values.clear();
}

iree_vm_variant_t I32(int32_t value) {
  return iree_vm_make_variant_value(iree_vm_value_make_i32(value));
}
iree_vm_variant_t I64(int64_t value) {
  return iree_vm_make_variant_value(iree_vm_value_make_i64(value));
}
iree_vm_variant_t F32(float value) {
  return iree_vm_make_variant_value(iree_vm_value_make_f32(value));
}
iree_vm_variant_t F64(double value) {
  return iree_vm_make_variant_value(iree_vm_value_make_f64(value));
}
iree_vm_variant_t RefVariant(iree_vm_ref_t ref) {
  iree_vm_variant_t variant = iree_vm_variant_empty();
  if (ref.ptr) {
    variant.type = iree_vm_make_ref_type_def(ref.type);
    variant.ref = ref;
  }
  return variant;
}

void VmTest::SetUp() {
  iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
  allocator_ = iree_allocator_counting_allocator(&counting_);
  IREE_ASSERT_OK(iree_vm_instance_create(allocator_, &instance_));
}

void VmTest::TearDown() {
  iree_vm_context_release(context_);
  for (iree_vm_module_t* module : adopted_modules_) {
    iree_vm_module_release(module);
  }
  iree_vm_instance_release(instance_);
  EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked allocations";
  EXPECT_EQ(counting_.live_bytes, 0u) << "leaked bytes";
}

iree_status_t VmTest::CreateContext(
    const std::vector<iree_vm_module_t*>& modules) {
  return iree_vm_context_create_with_modules(
      instance_, modules.data(), modules.size(), allocator_, &context_);
}

iree_vm_module_t* VmTest::Adopt(iree_vm_module_t* module) {
  adopted_modules_.push_back(module);
  return module;
}

iree_status_t VmTest::Invoke(const char* full_name,
                             const std::vector<iree_vm_variant_t>& args,
                             Variants* results) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_vm_context_resolve_function(
      context_, iree_make_cstring_view(full_name), &function));
  iree_vm_list_t* inputs = nullptr;
  IREE_RETURN_IF_ERROR(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                           args.size(), allocator_, &inputs));
  iree_vm_list_t* outputs = nullptr;
  iree_status_t status = iree_vm_list_create(iree_vm_make_variant_type_def(),
                                             4, allocator_, &outputs);
  for (size_t i = 0; i < args.size() && iree_status_is_ok(status); ++i) {
    status = iree_vm_list_push_variant_retain(inputs, &args[i]);
  }
  if (iree_status_is_ok(status)) {
    status = iree_vm_invoke(context_, function, inputs, outputs, allocator_);
  }
  for (size_t i = 0; iree_status_is_ok(status) && i < iree_vm_list_size(outputs);
       ++i) {
    iree_vm_variant_t variant;
    status = iree_vm_list_get_variant_retain(outputs, i, &variant);
    if (iree_status_is_ok(status)) results->values.push_back(variant);
  }
  iree_vm_list_release(inputs);
  iree_vm_list_release(outputs);
  return status;
}

std::string VmTest::InvokeStatus(const char* full_name,
                                 const std::vector<iree_vm_variant_t>& args) {
  Variants results;
  return ConsumeStatus(Invoke(full_name, args, &results));
}

}  // namespace iree::vm::testing
