// Helpers of the interpreter: frames, register lists, branches, import
// calls, error traces, and the parts of op semantics (bit casts, saturating
// float-to-int casts) that are more than one C expression. Included only by
// dispatch.c (and its container handlers); static so that hot paths inline.
#ifndef IREE_VM_BYTECODE_DISPATCH_UTIL_H_
#define IREE_VM_BYTECODE_DISPATCH_UTIL_H_

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "iree/vm/buffer.h"
#include "iree/vm/bytecode/module_impl.h"
#include "iree/vm/bytecode/opcodes.h"
#include "iree/vm/list.h"

// 64-bit values live in an even-aligned pair of 32-bit slots; the frame's
// value bank is 16-byte aligned, so these are single aligned accesses.
static inline uint64_t iree_vm_reg_load_u64(const uint32_t* regs,
                                            uint32_t reg) {
  uint64_t value;
  memcpy(&value, regs + reg, sizeof(value));
  return value;
}
static inline void iree_vm_reg_store_u64(uint32_t* regs, uint32_t reg,
                                         uint64_t value) {
  memcpy(regs + reg, &value, sizeof(value));
}

static inline float iree_vm_bits_to_f32(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof(value));
  return value;
}
static inline uint32_t iree_vm_f32_to_bits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return bits;
}
static inline double iree_vm_bits_to_f64(uint64_t bits) {
  double value;
  memcpy(&value, &bits, sizeof(value));
  return value;
}
static inline uint64_t iree_vm_f64_to_bits(double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return bits;
}

// Float-to-integer casts saturate at the target range and map NaN to 0, so
// no input reaches C's undefined out-of-range conversion.
static inline uint32_t iree_vm_cast_f32_si32(float value) {
  if (isnan(value)) return 0;
  if (value <= -2147483648.0f) return (uint32_t)INT32_MIN;
  if (value >= 2147483648.0f) return (uint32_t)INT32_MAX;
  return (uint32_t)(int32_t)value;
}
static inline uint32_t iree_vm_cast_f32_ui32(float value) {
  if (isnan(value) || value <= 0.0f) return 0;
  if (value >= 4294967296.0f) return UINT32_MAX;
  return (uint32_t)value;
}
static inline uint64_t iree_vm_cast_f64_si64(double value) {
  if (isnan(value)) return 0;
  if (value <= -9223372036854775808.0) return (uint64_t)INT64_MIN;
  if (value >= 9223372036854775808.0) return (uint64_t)INT64_MAX;
  return (uint64_t)(int64_t)value;
}
static inline uint64_t iree_vm_cast_f64_ui64(double value) {
  if (isnan(value) || value <= 0.0) return 0;
  if (value >= 18446744073709551616.0) return UINT64_MAX;
  return (uint64_t)value;
}

// Ordered comparisons are false when either side is NaN; unordered ones true.
#define IREE_VM_UNORDERED(a, b) (isnan(a) || isnan(b))

// Frames annotated per loop in an error trace; deeper ones are summarized so
// that a stack overflow does not produce thousands of lines.
#define IREE_VM_BYTECODE_MAX_TRACE_FRAMES 16

// Import calls whose packed spans fit this many bytes marshal through a
// local buffer instead of the VM stack.
#define IREE_VM_BYTECODE_INLINE_CALL_BYTES 256

// Runtime errors carry no C source location: the bytecode location that the
// unwinder appends is the useful one.
#define IREE_VM_RUNTIME_ERROR(code, ...) \
  iree_status_allocate_f((code), NULL, 0, __VA_ARGS__)

// "module.function" of |function| into |buffer|.
static iree_string_view_t iree_vm_bytecode_qualified_name(
    const iree_vm_bytecode_module_t* module,
    const iree_vm_bytecode_function_t* function, char* buffer,
    iree_host_size_t capacity) {
  int length = snprintf(buffer, capacity, "%.*s.%.*s", (int)module->name.size,
                        module->name.data, (int)function->name.size,
                        function->name.data);
  return iree_make_string_view(
      buffer, length < 0 ? 0 : ((iree_host_size_t)length < capacity ? (iree_host_size_t)length : capacity - 1));
}

static iree_status_t iree_vm_bytecode_frame_enter(
    const iree_vm_bytecode_module_t* module, iree_vm_stack_t* stack,
    const iree_vm_bytecode_function_t* function,
    iree_vm_bytecode_frame_t* caller, iree_vm_bytecode_frame_t** out_frame) {
  void* storage = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_stack_push(stack, function->frame_size, &storage));
  iree_vm_bytecode_frame_t* frame = (iree_vm_bytecode_frame_t*)storage;
  frame->caller = caller;
  frame->function = function;
  frame->call_pc = NULL;
  uint8_t* registers = (uint8_t*)frame + ((sizeof(*frame) + 15) & ~(size_t)15);
  size_t i32_bytes = ((size_t)function->i32_register_count * 4 + 15) & ~(size_t)15;
  size_t ref_bytes = (size_t)function->ref_register_count * sizeof(iree_vm_ref_t);
  memset(registers, 0, i32_bytes + ref_bytes);
  frame->regs_i32 = (uint32_t*)registers;
  frame->regs_ref = (iree_vm_ref_t*)(registers + i32_bytes);
  frame->staging = frame->regs_ref + function->ref_register_count;
  frame->trace_start_ns = 0;
  if (IREE_UNLIKELY(iree_tracing_enabled())) {
    char name[256];
    frame->trace_start_ns = iree_tracing_call_begin(
        "vm", iree_vm_bytecode_qualified_name(module, function, name,
                                              sizeof(name)));
  }
  *out_frame = frame;
  return iree_ok_status();
}

static void iree_vm_bytecode_frame_leave(
    const iree_vm_bytecode_module_t* module, iree_vm_stack_t* stack,
    iree_vm_bytecode_frame_t* frame) {
  if (IREE_UNLIKELY(frame->trace_start_ns)) {
    char name[256];
    iree_tracing_call_end("vm",
                          iree_vm_bytecode_qualified_name(
                              module, frame->function, name, sizeof(name)),
                          frame->trace_start_ns, NULL);
  }
  iree_vm_ref_t* refs = frame->regs_ref;
  for (uint32_t i = 0; i < frame->function->ref_register_count; ++i) {
    if (refs[i].ptr) iree_vm_ref_release(&refs[i]);
  }
  iree_vm_stack_pop(stack, frame);
}

// Annotates |status| with each frame of this loop ("at @module.fn+0xOFF",
// innermost first) and pops them all.
static iree_status_t iree_vm_bytecode_unwind(
    const iree_vm_bytecode_module_t* module, iree_vm_stack_t* stack,
    iree_vm_bytecode_frame_t* frame, const uint8_t* pc, iree_status_t status) {
  uint32_t depth = 0;
  while (frame) {
    const uint8_t* frame_pc = depth == 0 ? pc : frame->call_pc;
    if (depth < IREE_VM_BYTECODE_MAX_TRACE_FRAMES) {
      status = iree_status_annotate_f(
          status, "at @%.*s.%.*s+0x%x", (int)module->name.size,
          module->name.data, (int)frame->function->name.size,
          frame->function->name.data,
          (unsigned)(frame_pc - frame->function->bytecode));
    }
    ++depth;
    iree_vm_bytecode_frame_t* caller = frame->caller;
    iree_vm_bytecode_frame_leave(module, stack, frame);
    frame = caller;
  }
  if (depth > IREE_VM_BYTECODE_MAX_TRACE_FRAMES) {
    status = iree_status_annotate_f(
        status, "... %u more frames",
        (unsigned)(depth - IREE_VM_BYTECODE_MAX_TRACE_FRAMES));
  }
  return status;
}

// Copies one register of a register list entry between two banks (which
// may be the same frame). Refs marked MOVE leave their source null.
static inline void iree_vm_bytecode_copy_entry(
    uint32_t* source_i32, iree_vm_ref_t* source_ref, uint16_t source,
    uint32_t* target_i32, iree_vm_ref_t* target_ref, uint16_t target) {
  uint32_t from = source & IREE_VM_REG_INDEX_MASK;
  uint32_t to = target & IREE_VM_REG_INDEX_MASK;
  if (source & IREE_VM_REG_LIST_REF) {
    if (source & IREE_VM_REG_MOVE) {
      iree_vm_ref_move(&source_ref[from], &target_ref[to]);
    } else {
      iree_vm_ref_assign(&source_ref[from], &target_ref[to]);
    }
  } else if (source & IREE_VM_REG_LIST_PAIR) {
    iree_vm_reg_store_u64(target_i32, to, iree_vm_reg_load_u64(source_i32, from));
  } else {
    target_i32[to] = source_i32[from];
  }
}

// Copies a 32-bit value, or a 64-bit one for a register pair, with
// fixed-size copies, which compile to single moves (a copy of a variable
// size becomes a byte loop).
static inline void iree_vm_bytecode_copy_value(void* target, const void* source,
                                               bool pair) {
  if (pair) {
    memcpy(target, source, 8);
  } else {
    memcpy(target, source, 4);
  }
}

#if defined(__GNUC__)
#define IREE_VM_NOINLINE __attribute__((noinline))
#else
#define IREE_VM_NOINLINE
#endif

// Copies |count| > 1 block arguments of the branch at |branch| in parallel:
// every source is staged before any destination is written, so copies that
// read a register another copy writes see the old value. Out of line to
// keep the dispatch loop's branch handlers small.
static IREE_VM_NOINLINE void iree_vm_bytecode_copy_block_args(
    const uint8_t* branch, uint16_t count, uint32_t* regs_i32,
    iree_vm_ref_t* regs_ref, iree_vm_ref_t* staging) {
  const uint8_t* sources = branch + 6;
  const uint8_t* targets = sources + 2 * count + 2;
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(sources + 2 * i);
    uint32_t reg = entry & IREE_VM_REG_INDEX_MASK;
    if (entry & IREE_VM_REG_LIST_REF) {
      staging[i] = regs_ref[reg];
      if (entry & IREE_VM_REG_MOVE) {
        regs_ref[reg] = iree_vm_ref_null();
      } else {
        iree_vm_ref_retain(&staging[i]);
      }
    } else {
      iree_vm_bytecode_copy_value(&staging[i], regs_i32 + reg,
                                  entry & IREE_VM_REG_LIST_PAIR);
    }
  }
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(targets + 2 * i);
    uint32_t reg = entry & IREE_VM_REG_INDEX_MASK;
    if (entry & IREE_VM_REG_LIST_REF) {
      iree_vm_ref_move(&staging[i], &regs_ref[reg]);
    } else {
      iree_vm_bytecode_copy_value(regs_i32 + reg, &staging[i],
                                  entry & IREE_VM_REG_LIST_PAIR);
    }
  }
}

// Performs a branch's block-argument copy and returns its target. |branch|
// points at the 'b' operand. Branches without arguments or with a single
// 32-bit value (the common loop shapes) stay inline.
static inline const uint8_t* iree_vm_bytecode_take_branch(
    const uint8_t* branch, const uint8_t* code, uint32_t* regs_i32,
    iree_vm_ref_t* regs_ref, const iree_vm_bytecode_frame_t* frame) {
  uint16_t count = iree_vm_read_u16(branch + 4);
  if (count == 1) {
    uint16_t source = iree_vm_read_u16(branch + 6);
    uint16_t target = iree_vm_read_u16(branch + 10);
    if (!(source & (IREE_VM_REG_LIST_REF | IREE_VM_REG_LIST_PAIR))) {
      regs_i32[target & IREE_VM_REG_INDEX_MASK] = regs_i32[source];
    } else {
      iree_vm_bytecode_copy_block_args(branch, count, regs_i32, regs_ref,
                                       frame->staging);
    }
  } else if (count > 1) {
    iree_vm_bytecode_copy_block_args(branch, count, regs_i32, regs_ref,
                                     frame->staging);
  }
  return code + iree_vm_read_u32(branch);
}

// Returns the first byte after the branch operand at |branch|.
static inline const uint8_t* iree_vm_bytecode_skip_branch(
    const uint8_t* branch) {
  return branch + 8 + 4 * (uint32_t)iree_vm_read_u16(branch + 4);
}

// Places arguments from a packed span into a new frame's registers as the
// calling convention lays them out. The caller owns the span's refs for the
// call (an import's are borrowed from its registers): the frame retains its
// own.
static void iree_vm_bytecode_unpack_arguments(iree_string_view_t kinds,
                                              uint8_t* data,
                                              iree_vm_bytecode_frame_t* frame) {
  uint32_t i32 = 0, ref = 0;
  for (iree_host_size_t i = 0; i < kinds.size; ++i) {
    char kind = kinds.data[i];
    if (kind == 'r') {
      memcpy(&frame->regs_ref[ref], data, sizeof(iree_vm_ref_t));
      iree_vm_ref_retain(&frame->regs_ref[ref++]);
    } else if (kind == 'I' || kind == 'F') {
      i32 = (i32 + 1) & ~1u;
      memcpy(&frame->regs_i32[i32], data, 8);
      i32 += 2;
    } else {
      memcpy(&frame->regs_i32[i32++], data, 4);
    }
    data += iree_vm_abi_kind_size(kind);
  }
}

// Packs the registers of list |entries| into |data|; returns the end of what
// was written. Refs are moved when marked MOVE, otherwise retained, unless
// |borrow|: then the span borrows them from the registers, which keep them
// for the call (see iree_vm_bytecode_release_moved_registers).
static uint8_t* iree_vm_bytecode_pack_registers(const uint8_t* entries,
                                                uint16_t count,
                                                uint32_t* regs_i32,
                                                iree_vm_ref_t* regs_ref,
                                                uint8_t* data, bool borrow) {
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(entries + 2 * i);
    uint32_t reg = entry & IREE_VM_REG_INDEX_MASK;
    if (entry & IREE_VM_REG_LIST_REF) {
      iree_vm_ref_t value = regs_ref[reg];
      if (borrow) {
        // Kept by the register.
      } else if (entry & IREE_VM_REG_MOVE) {
        regs_ref[reg] = iree_vm_ref_null();
      } else {
        iree_vm_ref_retain(&value);
      }
      memcpy(data, &value, sizeof(value));
      data += sizeof(value);
    } else {
      bool pair = entry & IREE_VM_REG_LIST_PAIR;
      iree_vm_bytecode_copy_value(data, regs_i32 + reg, pair);
      data += pair ? 8 : 4;
    }
  }
  return data;
}

// Returns the index just past the 'D' closing the variadic group whose 'C'
// is at |k| of verified signature |kinds|.
static inline iree_host_size_t iree_vm_bytecode_group_end(
    iree_string_view_t kinds, iree_host_size_t k) {
  while (kinds.data[k] != 'D') ++k;
  return k + 1;
}

// Returns the packed argument bytes of a variadic call: the fixed part of
// the signature plus, per group, its tuple count times the tuple's bytes.
static iree_host_size_t iree_vm_bytecode_variadic_argument_bytes(
    const iree_vm_calling_convention_t* cconv, const uint8_t* segments,
    uint16_t segment_count) {
  iree_host_size_t bytes = cconv->argument_bytes;
  if (cconv->variadic_group_count <=
      IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS) {
    // The verifier proved group segments non-negative.
    for (uint32_t g = 0; g < cconv->variadic_group_count; ++g) {
      const iree_vm_variadic_group_layout_t* layout =
          &cconv->variadic_groups[g];
      bytes +=
          (iree_host_size_t)iree_vm_read_u16(segments + 2 * layout->segment) *
          layout->tuple_bytes;
    }
    return bytes;
  }
  iree_string_view_t kinds = cconv->arguments;
  iree_host_size_t k = 0;
  for (uint16_t s = 0; s < segment_count; ++s) {
    if (kinds.data[k] != 'C') {
      ++k;
      continue;
    }
    iree_host_size_t end = iree_vm_bytecode_group_end(kinds, k);
    iree_host_size_t tuple_bytes = 0;
    for (iree_host_size_t j = k + 1; j + 1 < end; ++j) {
      tuple_bytes += iree_vm_abi_kind_size(kinds.data[j]);
    }
    // The verifier proved group segments non-negative.
    bytes += (iree_host_size_t)iree_vm_read_u16(segments + 2 * s) * tuple_bytes;
    k = end;
  }
  return bytes;
}

// Packs the arguments of a variadic call: plain segments take one entry of
// |entries|, each group writes its i32 tuple count and then its tuples. Refs
// are borrowed from the registers. Runs of plain segments pack in one go.
static void iree_vm_bytecode_pack_variadic_arguments(
    iree_string_view_t kinds, const uint8_t* segments, uint16_t segment_count,
    const uint8_t* entries, uint32_t* regs_i32, iree_vm_ref_t* regs_ref,
    uint8_t* data) {
  iree_host_size_t k = 0;
  uint32_t plain_count = 0;
  for (uint16_t s = 0; s < segment_count; ++s) {
    if (kinds.data[k] != 'C') {
      ++plain_count;
      ++k;
      continue;
    }
    data = iree_vm_bytecode_pack_registers(entries, (uint16_t)plain_count,
                                           regs_i32, regs_ref, data,
                                           /*borrow=*/true);
    entries += 2 * plain_count;
    plain_count = 0;
    iree_host_size_t end = iree_vm_bytecode_group_end(kinds, k);
    int32_t tuple_count = (int16_t)iree_vm_read_u16(segments + 2 * s);
    memcpy(data, &tuple_count, sizeof(tuple_count));
    data += sizeof(tuple_count);
    uint32_t entry_count = (uint32_t)tuple_count * (uint32_t)(end - k - 2);
    data = iree_vm_bytecode_pack_registers(entries, (uint16_t)entry_count,
                                           regs_i32, regs_ref, data,
                                           /*borrow=*/true);
    entries += 2 * entry_count;
    k = end;
  }
  iree_vm_bytecode_pack_registers(entries, (uint16_t)plain_count, regs_i32,
                                  regs_ref, data, /*borrow=*/true);
}

// Moves packed results from |data| into the registers of list |entries|.
static void iree_vm_bytecode_unpack_registers(const uint8_t* entries,
                                              uint16_t count, uint8_t* data,
                                              uint32_t* regs_i32,
                                              iree_vm_ref_t* regs_ref) {
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(entries + 2 * i);
    uint32_t reg = entry & IREE_VM_REG_INDEX_MASK;
    if (entry & IREE_VM_REG_LIST_REF) {
      iree_vm_ref_t value;
      memcpy(&value, data, sizeof(value));
      iree_vm_ref_move(&value, &regs_ref[reg]);
      data += sizeof(value);
    } else {
      bool pair = entry & IREE_VM_REG_LIST_PAIR;
      iree_vm_bytecode_copy_value(regs_i32 + reg, data, pair);
      data += pair ? 8 : 4;
    }
  }
}

// Releases the refs of list |entries| marked MOVE (their last use was the
// call that borrowed them): an import's arguments cost no reference count
// traffic unless the callee keeps them.
static void iree_vm_bytecode_release_moved_registers(const uint8_t* entries,
                                                     uint16_t count,
                                                     iree_vm_ref_t* regs_ref) {
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(entries + 2 * i);
    if ((entry & IREE_VM_REG_LIST_REF) && (entry & IREE_VM_REG_MOVE)) {
      iree_vm_ref_release(&regs_ref[entry & IREE_VM_REG_INDEX_MASK]);
    }
  }
}

// Calls import |ordinal| with the arguments at |args| (the 'L' operand of
// CALL_IMPORT, or the 'V' operand of CALL_VARIADIC when |is_variadic|) and
// stores its results into the list that follows.
static iree_status_t iree_vm_bytecode_call_import(
    const iree_vm_bytecode_module_t* module,
    iree_vm_bytecode_module_state_t* state, iree_vm_stack_t* stack,
    uint32_t ordinal, const uint8_t* args, bool is_variadic,
    uint32_t* regs_i32, iree_vm_ref_t* regs_ref) {
  const iree_vm_bytecode_resolved_import_t* import = &state->imports[ordinal];
  const iree_vm_calling_convention_t* cconv = &module->imports[ordinal].cconv;
  if (IREE_UNLIKELY(!import->module)) {
    return IREE_VM_RUNTIME_ERROR(IREE_STATUS_NOT_FOUND,
                                 "optional import '%.*s' is not available",
                                 (int)module->imports[ordinal].full_name.size,
                                 module->imports[ordinal].full_name.data);
  }
  const uint8_t* segments = NULL;
  uint16_t segment_count = 0;
  iree_host_size_t argument_bytes = cconv->argument_bytes;
  if (is_variadic) {
    segment_count = iree_vm_read_u16(args);
    segments = args + 2;
    args = segments + 2 * segment_count;
    argument_bytes = iree_vm_bytecode_variadic_argument_bytes(
        cconv, segments, segment_count);
  }
  uint16_t arg_count = iree_vm_read_u16(args);
  const uint8_t* results = args + 2 + 2 * arg_count;
  iree_host_size_t span_size = argument_bytes + cconv->result_bytes;
  uint8_t inline_storage[IREE_VM_BYTECODE_INLINE_CALL_BYTES];
  uint8_t* storage = inline_storage;
  if (IREE_UNLIKELY(span_size > sizeof(inline_storage))) {
    IREE_RETURN_IF_ERROR(iree_vm_stack_push(stack, span_size, (void**)&storage));
  }
  if (is_variadic) {
    iree_vm_bytecode_pack_variadic_arguments(cconv->arguments, segments,
                                             segment_count, args + 2, regs_i32,
                                             regs_ref, storage);
  } else {
    iree_vm_bytecode_pack_registers(args + 2, arg_count, regs_i32, regs_ref,
                                    storage, /*borrow=*/true);
  }
  iree_vm_function_call_t call;
  call.function = import->function;
  call.arguments = iree_make_byte_span(storage, argument_bytes);
  call.results =
      iree_make_byte_span(storage + argument_bytes, cconv->result_bytes);
  int64_t trace_start_ns = 0;
  if (IREE_UNLIKELY(iree_tracing_enabled())) {
    trace_start_ns =
        iree_tracing_call_begin("vm", module->imports[ordinal].full_name);
  }
  iree_status_t status = import->module->begin_call(
      import->module->self, import->state, stack, &call);
  if (IREE_UNLIKELY(trace_start_ns)) {
    iree_tracing_call_end("vm", module->imports[ordinal].full_name,
                          trace_start_ns, NULL);
  }
  // A yielding call runs again on resume: its moved arguments stay.
  if (cconv->argument_ref_count &&
      iree_status_code(status) != IREE_STATUS_DEFERRED) {
    iree_vm_bytecode_release_moved_registers(args + 2, arg_count, regs_ref);
  }
  if (IREE_LIKELY(iree_status_is_ok(status))) {
    iree_vm_bytecode_unpack_registers(results + 2, iree_vm_read_u16(results),
                                      call.results.data, regs_i32, regs_ref);
  }
  if (storage != inline_storage) iree_vm_stack_pop(stack, storage);
  return status;
}

// Converts an i64 offset or length operand to a host size.
static inline iree_status_t iree_vm_bytecode_size_operand(
    uint64_t value, iree_host_size_t* out_size) {
  if (IREE_UNLIKELY((int64_t)value < 0 || value > IREE_HOST_SIZE_MAX)) {
    return IREE_VM_RUNTIME_ERROR(IREE_STATUS_OUT_OF_RANGE,
                                 "buffer offset or length %lld is out of range",
                                 (long long)value);
  }
  *out_size = (iree_host_size_t)value;
  return iree_ok_status();
}

// Converts an i32 list index or size operand to a host size.
static inline iree_status_t iree_vm_bytecode_index_operand(
    uint32_t value, iree_host_size_t* out_size) {
  if (IREE_UNLIKELY((int32_t)value < 0)) {
    return IREE_VM_RUNTIME_ERROR(IREE_STATUS_OUT_OF_RANGE,
                                 "list index or size %d is negative",
                                 (int32_t)value);
  }
  *out_size = value;
  return iree_ok_status();
}

static iree_status_t iree_vm_bytecode_fail(uint32_t code, const uint8_t* message) {
  uint16_t length = iree_vm_read_u16(message);
  if (code == IREE_STATUS_OK || code > IREE_STATUS_UNAUTHENTICATED) {
    return IREE_VM_RUNTIME_ERROR(IREE_STATUS_UNKNOWN,
                                 "%.*s (vm.fail with invalid status code %u)",
                                 (int)length, (const char*)message + 2, code);
  }
  return IREE_VM_RUNTIME_ERROR((iree_status_code_t)code, "%.*s", (int)length,
                               (const char*)message + 2);
}


// Reads |element_size| bytes at element |offset| of the buffer in |ref|.
static iree_status_t iree_vm_bytecode_buffer_load(const iree_vm_ref_t* ref,
                                                  uint64_t offset,
                                                  iree_host_size_t element_size,
                                                  uint64_t* out_value) {
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(ref, &buffer));
  iree_host_size_t element_offset = 0;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_size_operand(offset, &element_offset));
  return iree_vm_buffer_read_element(buffer, element_offset, element_size,
                                     out_value);
}

// Writes |element_size| bytes at element |offset| of the buffer in |ref|.
static iree_status_t iree_vm_bytecode_buffer_store(const iree_vm_ref_t* ref,
                                                   uint64_t offset,
                                                   iree_host_size_t element_size,
                                                   uint64_t value) {
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(ref, &buffer));
  iree_host_size_t element_offset = 0;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_size_operand(offset, &element_offset));
  return iree_vm_buffer_write_element(buffer, element_offset, element_size,
                                      value);
}

// Fills |length| elements from element |offset| of the buffer in |ref|.
static iree_status_t iree_vm_bytecode_buffer_fill(const iree_vm_ref_t* ref,
                                                  uint64_t offset,
                                                  uint64_t length,
                                                  iree_host_size_t element_size,
                                                  uint64_t value) {
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(ref, &buffer));
  iree_host_size_t element_offset = 0, element_count = 0;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_size_operand(offset, &element_offset));
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_size_operand(length, &element_count));
  return iree_vm_buffer_fill_elements(buffer, element_offset, element_count,
                                      element_size, value);
}

// Resolves the two buffers and byte ranges of vm.buffer.copy/compare.
typedef struct iree_vm_bytecode_buffer_pair_t {
  iree_vm_buffer_t* lhs;
  iree_host_size_t lhs_offset;
  iree_vm_buffer_t* rhs;
  iree_host_size_t rhs_offset;
  iree_host_size_t length;
} iree_vm_bytecode_buffer_pair_t;

static iree_status_t iree_vm_bytecode_buffer_pair(
    const iree_vm_ref_t* lhs, uint64_t lhs_offset, const iree_vm_ref_t* rhs,
    uint64_t rhs_offset, uint64_t length,
    iree_vm_bytecode_buffer_pair_t* out_pair) {
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(lhs, &out_pair->lhs));
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(rhs, &out_pair->rhs));
  IREE_RETURN_IF_ERROR(
      iree_vm_bytecode_size_operand(lhs_offset, &out_pair->lhs_offset));
  IREE_RETURN_IF_ERROR(
      iree_vm_bytecode_size_operand(rhs_offset, &out_pair->rhs_offset));
  return iree_vm_bytecode_size_operand(length, &out_pair->length);
}

// Resolves the list in |ref| and an i32 index or size operand.
static iree_status_t iree_vm_bytecode_list_operands(const iree_vm_ref_t* ref,
                                                    uint32_t index,
                                                    iree_vm_list_t** out_list,
                                                    iree_host_size_t* out_index) {
  IREE_RETURN_IF_ERROR(iree_vm_list_check_deref(ref, out_list));
  return iree_vm_bytecode_index_operand(index, out_index);
}

// vm.list.get.ref: a ref not of |expected_type| reads as null, like a failed
// dynamic cast; the variant type "?" accepts any ref.
static iree_status_t iree_vm_bytecode_list_get_ref(
    const iree_vm_ref_t* list_ref, uint32_t index,
    iree_vm_type_def_t expected_type, iree_vm_ref_t* out_ref) {
  iree_vm_list_t* list = NULL;
  iree_host_size_t i = 0;
  IREE_RETURN_IF_ERROR(iree_vm_bytecode_list_operands(list_ref, index, &list, &i));
  iree_vm_ref_t value = iree_vm_ref_null();
  IREE_RETURN_IF_ERROR(iree_vm_list_get_ref_retain(list, i, &value));
  bool matches = iree_vm_type_def_is_variant(expected_type) ||
                 value.type == expected_type.ref_type;
  if (!matches) iree_vm_ref_release(&value);
  iree_vm_ref_move(&value, out_ref);
  return iree_ok_status();
}

#endif  // IREE_VM_BYTECODE_DISPATCH_UTIL_H_
