// Internal structures of the bytecode module shared by the loader (C++, the
// only code that reads the FlatBuffer), the verifier and the interpreter.
#ifndef IREE_VM_BYTECODE_MODULE_IMPL_H_
#define IREE_VM_BYTECODE_MODULE_IMPL_H_

#include "iree/base/api.h"
#include "iree/vm/instance.h"
#include "iree/vm/module.h"
#include "iree/vm/type_def.h"

#ifdef __cplusplus
extern "C" {
#endif

// Register counts are limited to what 14-bit register list entries address.
#define IREE_VM_BYTECODE_MAX_REGISTERS 0x4000u

typedef struct iree_vm_bytecode_function_t {
  iree_string_view_t name;
  iree_string_view_t calling_convention;
  iree_string_view_t location;
  iree_vm_calling_convention_t cconv;
  // Reflection attributes: a range of the module's attribute table.
  iree_host_size_t attr_count;
  const iree_vm_reflection_attr_t* attrs;
  const uint8_t* bytecode;
  uint32_t bytecode_length;
  uint16_t i32_register_count;
  uint16_t ref_register_count;
  // Set by the verifier: the largest block-argument list of any branch, and
  // the frame bytes (registers plus block-argument staging) a call needs.
  uint32_t max_branch_arg_count;
  uint32_t frame_size;
} iree_vm_bytecode_function_t;

typedef struct iree_vm_bytecode_import_t {
  iree_string_view_t full_name;
  iree_string_view_t calling_convention;
  iree_vm_calling_convention_t cconv;
  bool is_optional;
} iree_vm_bytecode_import_t;

typedef struct iree_vm_bytecode_export_t {
  iree_string_view_t name;
  uint32_t internal_ordinal;
} iree_vm_bytecode_export_t;

typedef struct iree_vm_bytecode_module_t {
  iree_vm_module_t interface;
  iree_allocator_t host_allocator;
  iree_allocator_t flatbuffer_deallocator;
  iree_const_byte_span_t flatbuffer_data;
  iree_vm_instance_t* instance;
  iree_string_view_t name;
  iree_host_size_t function_count;
  iree_vm_bytecode_function_t* functions;
  iree_host_size_t import_count;
  iree_vm_bytecode_import_t* imports;
  iree_host_size_t export_count;
  iree_vm_bytecode_export_t* exports;
  iree_host_size_t rodata_count;
  iree_const_byte_span_t* rodata;
  iree_host_size_t type_count;
  iree_vm_type_def_t* types;
  // The reflection attributes of all functions, each function's together.
  iree_host_size_t attr_count;
  iree_vm_reflection_attr_t* attrs;
  uint32_t global_bytes_capacity;
  uint32_t global_ref_count;
} iree_vm_bytecode_module_t;

// An import bound to its target when the module joined a context.
typedef struct iree_vm_bytecode_resolved_import_t {
  // NULL for a missing optional import.
  iree_vm_module_t* module;
  iree_vm_module_state_t* state;
  iree_vm_function_t function;
} iree_vm_bytecode_resolved_import_t;

typedef struct iree_vm_bytecode_module_state_t {
  iree_allocator_t allocator;
  // 8-byte aligned, zero-initialized value globals.
  uint8_t* global_bytes;
  iree_vm_ref_t* global_refs;
  // One read-only !vm.buffer per rodata segment, aliasing the FlatBuffer.
  iree_vm_ref_t* rodata_refs;
  iree_vm_bytecode_resolved_import_t* imports;
} iree_vm_bytecode_module_state_t;

// A call frame on the VM stack; its registers and staging area follow it.
typedef struct iree_vm_bytecode_frame_t {
  struct iree_vm_bytecode_frame_t* caller;
  const iree_vm_bytecode_function_t* function;
  // While this frame calls another: its CALL instruction, where the result
  // list is read on return and which error traces report.
  const uint8_t* call_pc;
  uint32_t* regs_i32;
  iree_vm_ref_t* regs_ref;
  // Staging slots for parallel block-argument copies (16 bytes each).
  iree_vm_ref_t* staging;
  // When tracing: the time the frame was entered (base/tracing.h); else 0.
  int64_t trace_start_ns;
} iree_vm_bytecode_frame_t;

// Computes the frame size of |function| once its max_branch_arg_count is
// known. Sizes are bounded by the 14-bit register and u16 list limits.
static inline uint32_t iree_vm_bytecode_frame_size(
    const iree_vm_bytecode_function_t* function) {
  uint32_t header = (uint32_t)((sizeof(iree_vm_bytecode_frame_t) + 15) & ~15u);
  uint32_t i32_bytes = ((uint32_t)function->i32_register_count * 4 + 15) & ~15u;
  return header + i32_bytes +
         ((uint32_t)function->ref_register_count +
          function->max_branch_arg_count) *
             (uint32_t)sizeof(iree_vm_ref_t);
}

// Checks every function of |module| as docs/vm.md describes and fills in
// their frame sizes.
iree_status_t iree_vm_bytecode_module_verify(iree_vm_bytecode_module_t* module);

// Wires up the module interface of a loaded and verified |module|.
void iree_vm_bytecode_module_initialize_interface(
    iree_vm_bytecode_module_t* module);

// Runs internal function |function_ordinal|: arguments are moved out of
// |arguments| and results written to |results| (both packed as in module.h).
// It returns IREE_STATUS_DEFERRED, leaving its frames on |stack|, when a
// native function it calls yields (iree_vm_stack_yield); called again with
// |resume| (the ordinal and arguments then unused, |results| the same) it
// continues from that call.
iree_status_t iree_vm_bytecode_dispatch(
    iree_vm_bytecode_module_t* module,
    iree_vm_bytecode_module_state_t* state, iree_vm_stack_t* stack,
    uint32_t function_ordinal, iree_byte_span_t arguments,
    iree_byte_span_t results, bool resume);

// Releases the frames a yielded dispatch left on |stack| (the invocation is
// abandoned instead of resumed).
void iree_vm_bytecode_dispatch_abandon(iree_vm_bytecode_module_t* module,
                                       iree_vm_stack_t* stack);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_BYTECODE_MODULE_IMPL_H_
