// The bytecode verifier (docs/vm.md, "The verifier"). It walks each function
// twice, driven by the operand format strings of op_table.h: the first pass
// checks every operand and records instruction boundaries, the second checks
// that branch targets land on those boundaries. After it accepts a module
// the interpreter needs no register, ordinal or operand range checks.
#include <stdarg.h>
#include <string.h>

#include "iree/vm/bytecode/module_impl.h"
#include "iree/vm/bytecode/opcodes.h"

typedef struct iree_vm_verifier_t {
  const iree_vm_bytecode_module_t* module;
  iree_vm_bytecode_function_t* function;
  uint32_t pc;
  // Start of the instruction being verified, for error messages.
  uint32_t op_pc;
  uint8_t opcode;
  // Signature the next register list is checked against: set by the 'f'/'x'
  // operand of calls, otherwise the function's own results (vm.return).
  const iree_vm_calling_convention_t* callee;
  uint32_t list_index;
  // One bit per bytecode byte marking instruction starts.
  uint8_t* boundaries;
  bool check_targets;
} iree_vm_verifier_t;

static iree_status_t IREE_ATTRIBUTE_PRINTF(2, 3)
    iree_vm_verifier_fail(const iree_vm_verifier_t* v, const char* format,
                          ...) {
  va_list args;
  va_start(args, format);
  iree_status_t status = iree_status_allocate_vf(
      IREE_STATUS_INVALID_ARGUMENT, __FILE__, __LINE__, format, args);
  va_end(args);
  const char* op_name = iree_vm_op_mlir_name(v->opcode);
  return iree_status_annotate_f(
      status, "at @%.*s.%.*s+0x%x (%s)", (int)v->module->name.size,
      v->module->name.data, (int)v->function->name.size,
      v->function->name.data, v->op_pc, op_name ? op_name : "?");
}

// Consumes |size| operand bytes, failing if they run past the function.
static iree_status_t iree_vm_verifier_take(iree_vm_verifier_t* v,
                                           uint32_t size,
                                           const uint8_t** out_bytes) {
  if (size > v->function->bytecode_length - v->pc) {
    return iree_vm_verifier_fail(
        v, "operands run past the end of the %u-byte function",
        v->function->bytecode_length);
  }
  *out_bytes = v->function->bytecode + v->pc;
  v->pc += size;
  return iree_ok_status();
}

static iree_status_t iree_vm_verifier_u16(iree_vm_verifier_t* v,
                                          uint16_t* out_value) {
  const uint8_t* bytes = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_take(v, 2, &bytes));
  *out_value = iree_vm_read_u16(bytes);
  return iree_ok_status();
}

static iree_status_t iree_vm_verifier_u32(iree_vm_verifier_t* v,
                                          uint32_t* out_value) {
  const uint8_t* bytes = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_take(v, 4, &bytes));
  *out_value = iree_vm_read_u32(bytes);
  return iree_ok_status();
}

static iree_status_t iree_vm_verifier_i32_reg(const iree_vm_verifier_t* v,
                                              uint32_t reg) {
  if (reg >= v->function->i32_register_count) {
    return iree_vm_verifier_fail(
        v, "i32 register %u is out of range (function has %u)", reg,
        v->function->i32_register_count);
  }
  return iree_ok_status();
}

static iree_status_t iree_vm_verifier_i64_reg(const iree_vm_verifier_t* v,
                                              uint32_t reg) {
  if (reg & 1) {
    return iree_vm_verifier_fail(v, "64-bit register %u is not even", reg);
  }
  if (reg + 1 >= v->function->i32_register_count) {
    return iree_vm_verifier_fail(
        v, "64-bit register pair %u:%u is out of range (function has %u)", reg,
        reg + 1, v->function->i32_register_count);
  }
  return iree_ok_status();
}

static iree_status_t iree_vm_verifier_ref_reg(const iree_vm_verifier_t* v,
                                              uint32_t reg) {
  uint32_t index = reg & ~IREE_VM_REG_MOVE;
  if (index >= v->function->ref_register_count) {
    return iree_vm_verifier_fail(
        v, "ref register %u is out of range (function has %u)", index,
        v->function->ref_register_count);
  }
  return iree_ok_status();
}

// Returns the signature kind class of a register list entry: 'i' for a
// 32-bit value, 'I' for a 64-bit pair, 'r' for a ref.
static char iree_vm_list_entry_kind(uint16_t entry) {
  if (entry & IREE_VM_REG_LIST_REF) return 'r';
  return (entry & IREE_VM_REG_LIST_PAIR) ? 'I' : 'i';
}

// Folds signature kinds onto list entry kinds (f32 travels as i32 bits...).
static char iree_vm_signature_kind_class(char kind) {
  return kind == 'f' ? 'i' : (kind == 'F' ? 'I' : kind);
}

static iree_status_t iree_vm_verifier_list_entry(const iree_vm_verifier_t* v,
                                                 uint16_t entry) {
  uint32_t reg = entry & IREE_VM_REG_INDEX_MASK;
  switch (iree_vm_list_entry_kind(entry)) {
    case 'r':
      return iree_vm_verifier_ref_reg(v, reg);
    case 'I':
      return iree_vm_verifier_i64_reg(v, reg);
    default:
      return iree_vm_verifier_i32_reg(v, reg);
  }
}

// Verifies a register list; if |expected| is non-NULL its entries must match
// those kinds one to one.
static iree_status_t iree_vm_verifier_list(iree_vm_verifier_t* v,
                                           const iree_string_view_t* expected,
                                           const uint8_t** out_entries,
                                           uint16_t* out_count) {
  uint16_t count = 0;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &count));
  const uint8_t* entries = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_take(v, 2u * count, &entries));
  if (expected && expected->size != count) {
    return iree_vm_verifier_fail(
        v, "register list has %u entries but the signature has %zu values",
        count, expected->size);
  }
  for (uint16_t i = 0; i < count; ++i) {
    uint16_t entry = iree_vm_read_u16(entries + 2 * i);
    IREE_RETURN_IF_ERROR(iree_vm_verifier_list_entry(v, entry));
    if (expected &&
        iree_vm_list_entry_kind(entry) !=
            iree_vm_signature_kind_class(expected->data[i])) {
      return iree_vm_verifier_fail(
          v, "register list entry %u (0x%04x) does not match signature kind "
          "'%c'",
          i, entry, expected->data[i]);
    }
  }
  *out_entries = entries;
  *out_count = count;
  return iree_ok_status();
}

// Verifies entry |index| of the register list at |entries| and that it holds
// a value of signature kind |kind|.
static iree_status_t iree_vm_verifier_entry_of_kind(iree_vm_verifier_t* v,
                                                    const uint8_t* entries,
                                                    uint32_t index,
                                                    char kind) {
  uint16_t entry = iree_vm_read_u16(entries + 2 * index);
  IREE_RETURN_IF_ERROR(iree_vm_verifier_list_entry(v, entry));
  if (iree_vm_list_entry_kind(entry) != iree_vm_signature_kind_class(kind)) {
    return iree_vm_verifier_fail(
        v, "register list entry %u (0x%04x) does not match signature kind "
           "'%c'",
        index, entry, kind);
  }
  return iree_ok_status();
}

// Verifies the 'V' operand of a call to the variadic import v->callee: one
// segment per import argument (-1 for plain ones, a tuple count for
// variadic groups), then a register list holding exactly the expanded
// argument kinds.
static iree_status_t iree_vm_verifier_variadic_list(iree_vm_verifier_t* v) {
  const iree_vm_calling_convention_t* callee = v->callee;
  if (!callee || !callee->variadic_group_count) {
    return iree_vm_verifier_fail(
        v, "callee signature has no variadic arguments; call it with "
           "vm.call");
  }
  iree_string_view_t kinds = callee->arguments;
  uint32_t argument_count = 0;
  for (iree_host_size_t k = 0; k < kinds.size; ++k) {
    if (kinds.data[k] == 'C') {
      while (kinds.data[k] != 'D') ++k;
    }
    ++argument_count;
  }
  uint16_t segment_count = 0;
  const uint8_t* segments = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &segment_count));
  IREE_RETURN_IF_ERROR(
      iree_vm_verifier_take(v, 2u * segment_count, &segments));
  if (segment_count != argument_count) {
    return iree_vm_verifier_fail(
        v, "variadic call has %u segments but the callee has %u arguments",
        segment_count, argument_count);
  }
  uint16_t entry_count = 0;
  const uint8_t* entries = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &entry_count));
  IREE_RETURN_IF_ERROR(iree_vm_verifier_take(v, 2u * entry_count, &entries));
  uint32_t entry = 0;
  iree_host_size_t k = 0;
  for (uint16_t s = 0; s < segment_count; ++s) {
    int16_t size = (int16_t)iree_vm_read_u16(segments + 2 * s);
    iree_host_size_t begin = k, end = k + 1;
    uint32_t tuple_count = 1;
    if (kinds.data[k] == 'C') {
      if (size < 0) {
        return iree_vm_verifier_fail(
            v, "segment %u is %d but argument %u is variadic (expected a "
               "count >= 0)",
            s, size, s);
      }
      begin = k + 1;
      end = begin;
      while (kinds.data[end] != 'D') ++end;
      k = end + 1;
      tuple_count = (uint32_t)size;
    } else {
      if (size != -1) {
        return iree_vm_verifier_fail(
            v, "segment %u is %d but argument %u is not variadic (expected "
               "-1)",
            s, size, s);
      }
      ++k;
    }
    uint32_t tuple_length = (uint32_t)(end - begin);
    if (tuple_count * tuple_length > (uint32_t)(entry_count - entry)) {
      return iree_vm_verifier_fail(
          v, "variadic call has %u register list entries but its segments "
             "need more",
          entry_count);
    }
    for (uint32_t t = 0; t < tuple_count; ++t) {
      for (iree_host_size_t j = begin; j < end; ++j) {
        IREE_RETURN_IF_ERROR(
            iree_vm_verifier_entry_of_kind(v, entries, entry++, kinds.data[j]));
      }
    }
  }
  if (entry != entry_count) {
    return iree_vm_verifier_fail(
        v, "variadic call has %u register list entries but its segments "
           "need %u",
        entry_count, entry);
  }
  return iree_ok_status();
}

// Verifies a branch: target, then source and destination lists of equal
// length whose entries pair up by kind.
static iree_status_t iree_vm_verifier_branch(iree_vm_verifier_t* v) {
  uint32_t target = 0;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_u32(v, &target));
  if (target >= v->function->bytecode_length ||
      (v->check_targets &&
       !(v->boundaries[target >> 3] & (1u << (target & 7))))) {
    return iree_vm_verifier_fail(
        v, "branch target 0x%x is not the start of an instruction", target);
  }
  const uint8_t* sources = NULL;
  const uint8_t* targets = NULL;
  uint16_t source_count = 0, target_count = 0;
  IREE_RETURN_IF_ERROR(iree_vm_verifier_list(v, NULL, &sources, &source_count));
  IREE_RETURN_IF_ERROR(iree_vm_verifier_list(v, NULL, &targets, &target_count));
  if (source_count != target_count) {
    return iree_vm_verifier_fail(
        v, "branch has %u block-argument sources but %u destinations",
        source_count, target_count);
  }
  for (uint16_t i = 0; i < source_count; ++i) {
    if (iree_vm_list_entry_kind(iree_vm_read_u16(sources + 2 * i)) !=
        iree_vm_list_entry_kind(iree_vm_read_u16(targets + 2 * i))) {
      return iree_vm_verifier_fail(
          v, "block argument %u copies between registers of different kinds",
          i);
    }
  }
  if (source_count > v->function->max_branch_arg_count) {
    v->function->max_branch_arg_count = source_count;
  }
  return iree_ok_status();
}

// Checks an ordinal or global offset operand |value| of format |c|.
static iree_status_t iree_vm_verifier_ordinal(iree_vm_verifier_t* v, char c,
                                              uint32_t value) {
  const iree_vm_bytecode_module_t* module = v->module;
  switch (c) {
    case 'g':
    case 'G': {
      uint32_t size = c == 'g' ? 4 : 8;
      if ((value & (size - 1)) ||
          (uint64_t)value + size > module->global_bytes_capacity) {
        return iree_vm_verifier_fail(
            v, "%u-byte global at offset %u is misaligned or outside the "
            "%u bytes of global storage",
            size, value, module->global_bytes_capacity);
      }
      return iree_ok_status();
    }
    case 'R':
      if (value >= module->global_ref_count) {
        return iree_vm_verifier_fail(v, "ref global %u is out of range (%u)",
                                     value, module->global_ref_count);
      }
      return iree_ok_status();
    case 'o':
      if (value >= module->rodata_count) {
        return iree_vm_verifier_fail(v, "rodata segment %u is out of range "
                                        "(%zu)",
                                     value, module->rodata_count);
      }
      return iree_ok_status();
    case 't':
      if (value >= module->type_count) {
        return iree_vm_verifier_fail(v, "type %u is out of range (%zu)", value,
                                     module->type_count);
      }
      return iree_ok_status();
    case 'f':
      if (value >= module->function_count) {
        return iree_vm_verifier_fail(v, "function %u is out of range (%zu)",
                                     value, module->function_count);
      }
      v->callee = &module->functions[value].cconv;
      return iree_ok_status();
    default:  // 'x'
      if (value >= module->import_count) {
        return iree_vm_verifier_fail(v, "import %u is out of range (%zu)",
                                     value, module->import_count);
      }
      v->callee = &module->imports[value].cconv;
      return iree_ok_status();
  }
}

// Verifies the operand of format character |c|.
static iree_status_t iree_vm_verifier_operand(iree_vm_verifier_t* v, char c) {
  const uint8_t* bytes = NULL;
  uint16_t u16 = 0;
  uint32_t u32 = 0;
  switch (c) {
    case ':':
      return iree_ok_status();
    case 'i':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &u16));
      return iree_vm_verifier_i32_reg(v, u16);
    case 'I':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &u16));
      return iree_vm_verifier_i64_reg(v, u16);
    case 'r':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &u16));
      if (u16 & IREE_VM_REG_LIST_REF) {
        return iree_vm_verifier_fail(v, "ref register operand 0x%04x has "
                                        "reserved bit 0x8000 set",
                                     u16);
      }
      return iree_vm_verifier_ref_reg(v, u16);
    case '4':
      return iree_vm_verifier_take(v, 4, &bytes);
    case '8':
      return iree_vm_verifier_take(v, 8, &bytes);
    case 'g':
    case 'G':
    case 'R':
    case 'o':
    case 't':
    case 'f':
    case 'x':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u32(v, &u32));
      return iree_vm_verifier_ordinal(v, c, u32);
    case 'L': {
      const iree_vm_calling_convention_t* signature =
          v->callee ? v->callee : &v->function->cconv;
      bool is_arguments = v->callee && v->list_index == 0;
      if (is_arguments && signature->variadic_group_count) {
        return iree_vm_verifier_fail(
            v, "callee signature has variadic arguments; call it with "
               "vm.call.variadic");
      }
      const iree_string_view_t* expected =
          is_arguments ? &signature->arguments : &signature->results;
      ++v->list_index;
      return iree_vm_verifier_list(v, expected, &bytes, &u16);
    }
    case 'V':
      ++v->list_index;
      return iree_vm_verifier_variadic_list(v);
    case 'b':
      return iree_vm_verifier_branch(v);
    case 'T':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &u16));
      // The default branch, then one per case.
      for (uint32_t i = 0; i <= u16; ++i) {
        IREE_RETURN_IF_ERROR(iree_vm_verifier_branch(v));
      }
      return iree_ok_status();
    case 's':
      IREE_RETURN_IF_ERROR(iree_vm_verifier_u16(v, &u16));
      return iree_vm_verifier_take(v, u16, &bytes);
    default:
      return iree_vm_verifier_fail(v, "op table format character '%c' is "
                                      "unknown to the verifier",
                                   c);
  }
}

// Walks every instruction of the function once.
static iree_status_t iree_vm_verifier_walk(iree_vm_verifier_t* v) {
  v->pc = 0;
  while (v->pc < v->function->bytecode_length) {
    v->op_pc = v->pc;
    v->opcode = v->function->bytecode[v->pc++];
    const char* format = iree_vm_op_format(v->opcode);
    if (!format) {
      return iree_vm_verifier_fail(v, "opcode 0x%02x is not assigned",
                                   v->opcode);
    }
    v->boundaries[v->op_pc >> 3] |= (uint8_t)(1u << (v->op_pc & 7));
    v->callee = NULL;
    v->list_index = 0;
    for (const char* c = format; *c; ++c) {
      IREE_RETURN_IF_ERROR(iree_vm_verifier_operand(v, *c));
    }
  }
  if (v->function->bytecode_length == 0 ||
      !iree_vm_op_is_terminator(v->opcode)) {
    return iree_vm_verifier_fail(v, "function does not end with a "
                                    "terminator (branch, return or fail)");
  }
  return iree_ok_status();
}

// Checks that the function's registers can hold its arguments.
static iree_status_t iree_vm_verifier_check_registers(
    const iree_vm_verifier_t* v) {
  const iree_vm_bytecode_function_t* function = v->function;
  if (function->i32_register_count > IREE_VM_BYTECODE_MAX_REGISTERS ||
      function->ref_register_count > IREE_VM_BYTECODE_MAX_REGISTERS) {
    return iree_vm_verifier_fail(
        v, "register counts %u/%u exceed the %u registers of a bank",
        function->i32_register_count, function->ref_register_count,
        IREE_VM_BYTECODE_MAX_REGISTERS);
  }
  uint32_t i32_slots = 0, ref_slots = 0;
  for (iree_host_size_t i = 0; i < function->cconv.arguments.size; ++i) {
    char kind = function->cconv.arguments.data[i];
    if (kind == 'r') {
      ++ref_slots;
    } else if (kind == 'I' || kind == 'F') {
      i32_slots = ((i32_slots + 1) & ~1u) + 2;
    } else {
      ++i32_slots;
    }
  }
  if (i32_slots > function->i32_register_count ||
      ref_slots > function->ref_register_count) {
    return iree_vm_verifier_fail(
        v, "signature %.*s needs %u i32 and %u ref registers but the "
        "function has %u and %u",
        (int)function->calling_convention.size,
        function->calling_convention.data, i32_slots, ref_slots,
        function->i32_register_count, function->ref_register_count);
  }
  return iree_ok_status();
}

iree_status_t iree_vm_bytecode_module_verify(
    iree_vm_bytecode_module_t* module) {
  uint32_t max_length = 0;
  for (iree_host_size_t i = 0; i < module->function_count; ++i) {
    if (module->functions[i].bytecode_length > max_length) {
      max_length = module->functions[i].bytecode_length;
    }
  }
  uint8_t* boundaries = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      module->host_allocator, (iree_host_size_t)max_length / 8 + 1,
      (void**)&boundaries));
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0;
       i < module->function_count && iree_status_is_ok(status); ++i) {
    iree_vm_verifier_t v;
    memset(&v, 0, sizeof(v));
    v.module = module;
    v.function = &module->functions[i];
    v.boundaries = boundaries;
    v.function->max_branch_arg_count = 0;
    memset(boundaries, 0, v.function->bytecode_length / 8 + 1);
    status = iree_vm_verifier_check_registers(&v);
    if (iree_status_is_ok(status)) status = iree_vm_verifier_walk(&v);
    if (iree_status_is_ok(status)) {
      v.check_targets = true;
      status = iree_vm_verifier_walk(&v);
    }
    v.function->frame_size = iree_vm_bytecode_frame_size(v.function);
  }
  iree_allocator_free(module->host_allocator, boundaries);
  return status;
}
