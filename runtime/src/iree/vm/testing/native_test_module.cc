#include "iree/vm/testing/native_test_module.h"

#include <cstring>

namespace iree::vm::testing {
namespace {

struct NativeState {
  iree_allocator_t allocator;
  int32_t call_count;
};

iree_status_t CreateState(void* user_data, iree_allocator_t allocator,
                          void** out_state) {
  NativeState* state = nullptr;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, sizeof(NativeState), (void**)&state));
  state->allocator = allocator;
  *out_state = state;
  return iree_ok_status();
}

void DestroyState(void* user_data, void* state) {
  iree_allocator_free(static_cast<NativeState*>(state)->allocator, state);
}

template <typename T>
T Read(const uint8_t* data) {
  T value;
  std::memcpy(&value, data, sizeof(value));
  return value;
}

template <typename T>
void Write(uint8_t* data, T value) {
  std::memcpy(data, &value, sizeof(value));
}

iree_status_t Add1(iree_vm_stack_t* stack, void* state, uint8_t* args,
                   uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  Write<int32_t>(results, Read<int32_t>(args) + 1);
  return iree_ok_status();
}

iree_status_t Sum(iree_vm_stack_t* stack, void* state, uint8_t* args,
                  uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  Write<int64_t>(results, Read<int32_t>(args) + Read<int64_t>(args + 4));
  return iree_ok_status();
}

iree_status_t MakeBuffer(iree_vm_stack_t* stack, void* state, uint8_t* args,
                         uint8_t* results) {
  NativeState* native_state = static_cast<NativeState*>(state);
  ++native_state->call_count;
  int32_t length = Read<int32_t>(args);
  iree_vm_buffer_t* buffer = nullptr;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_create((iree_host_size_t)length,
                                             native_state->allocator, &buffer));
  for (int32_t i = 0; i < length; ++i) {
    IREE_RETURN_IF_ERROR(
        iree_vm_buffer_write_element(buffer, i, 1, (uint64_t)i));
  }
  Write<iree_vm_ref_t>(results, iree_vm_buffer_move_ref(buffer));
  return iree_ok_status();
}

iree_status_t BufferLength(iree_vm_stack_t* stack, void* state, uint8_t* args,
                           uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  iree_vm_ref_t ref = Read<iree_vm_ref_t>(args);
  iree_vm_buffer_t* buffer = nullptr;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&ref, &buffer));
  Write<int32_t>(results, (int32_t)iree_vm_buffer_length(buffer));
  return iree_ok_status();
}

// Takes the caller's last use of a buffer: arguments are borrowed, so the
// caller releases it after the call (the callee keeps nothing).
iree_status_t Consume(iree_vm_stack_t* stack, void* state, uint8_t* args,
                      uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  iree_vm_ref_t ref = Read<iree_vm_ref_t>(args);
  iree_vm_buffer_t* buffer = nullptr;
  return iree_vm_buffer_check_deref(&ref, &buffer);
}

// The references to its argument while it runs: 1 when the caller lends it
// from a register.
iree_status_t UseCount(iree_vm_stack_t* stack, void* state, uint8_t* args,
                       uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  iree_vm_ref_t ref = Read<iree_vm_ref_t>(args);
  Write<int32_t>(results, iree_vm_ref_use_count(&ref));
  return iree_ok_status();
}

iree_status_t Fail(iree_vm_stack_t* stack, void* state, uint8_t* args,
                   uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  return iree_make_status((iree_status_code_t)Read<int32_t>(args),
                          "native failure requested");
}

// "0iCiD_i": the base plus every i32 of the variadic group.
iree_status_t SumI32s(iree_vm_stack_t* stack, void* state, uint8_t* args,
                      uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  int32_t total = Read<int32_t>(args);
  int32_t count = Read<int32_t>(args + 4);
  for (int32_t i = 0; i < count; ++i) {
    total += Read<int32_t>(args + 8 + 4 * i);
  }
  Write<int32_t>(results, total);
  return iree_ok_status();
}

// "0CrID_I": the sum of length(buffer) * weight over (buffer, weight) tuples;
// borrows the buffers.
iree_status_t WeightedLengths(iree_vm_stack_t* stack, void* state,
                              uint8_t* args, uint8_t* results) {
  ++static_cast<NativeState*>(state)->call_count;
  int32_t count = Read<int32_t>(args);
  const uint8_t* tuple = args + 4;
  int64_t total = 0;
  for (int32_t i = 0; i < count; ++i) {
    iree_vm_ref_t ref = Read<iree_vm_ref_t>(tuple);
    iree_vm_buffer_t* buffer = nullptr;
    IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&ref, &buffer));
    total += (int64_t)iree_vm_buffer_length(buffer) *
             Read<int64_t>(tuple + sizeof(iree_vm_ref_t));
    tuple += sizeof(iree_vm_ref_t) + 8;
  }
  Write<int64_t>(results, total);
  return iree_ok_status();
}

iree_status_t CallCount(iree_vm_stack_t* stack, void* state, uint8_t* args,
                        uint8_t* results) {
  Write<int32_t>(results, static_cast<NativeState*>(state)->call_count);
  return iree_ok_status();
}

const iree_vm_native_function_def_t kFunctions[] = {
    {"add_1", "0i_i", Add1},
    {"sum", "0iI_I", Sum},
    {"make_buffer", "0i_r", MakeBuffer},
    {"buffer_length", "0r_i", BufferLength},
    {"consume", "0r_v", Consume},
    {"use_count", "0r_i", UseCount},
    {"fail", "0i_v", Fail},
    {"call_count", "0v_i", CallCount},
    {"sum_i32s", "0iCiD_i", SumI32s},
    {"weighted_lengths", "0CrID_I", WeightedLengths},
};

const iree_vm_native_module_def_t kModule = {
    "native", kFunctions, IREE_ARRAYSIZE(kFunctions), nullptr,
    CreateState, DestroyState, nullptr,
};

}  // namespace

iree_status_t CreateNativeTestModule(iree_allocator_t allocator,
                                     iree_vm_module_t** out_module) {
  return iree_vm_native_module_create(&kModule, allocator, out_module);
}

}  // namespace iree::vm::testing
