// Opcode constants and operand decoding shared by the bytecode verifier,
// interpreter, tools and test assembler. Generated from op_table.h so that
// none of them can disagree with the instruction table.
#ifndef IREE_VM_BYTECODE_OPCODES_H_
#define IREE_VM_BYTECODE_OPCODES_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum iree_vm_op_e {
#define IREE_VM_OP(NAME, opcode, format, mlir_name) IREE_VM_OP_##NAME = opcode,
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
} iree_vm_op_t;

// Register list entry bits (see the 'L' operand in op_table.h).
#define IREE_VM_REG_LIST_REF 0x8000u
#define IREE_VM_REG_LIST_PAIR 0x4000u
#define IREE_VM_REG_MOVE 0x4000u
#define IREE_VM_REG_INDEX_MASK 0x3FFFu

// Returns the operand format string of |opcode|, or NULL if unassigned.
const char* iree_vm_op_format(uint8_t opcode);

// Returns the MLIR name of |opcode| ("vm.add.i32"), or NULL if unassigned.
const char* iree_vm_op_mlir_name(uint8_t opcode);

// Returns whether |opcode| ends a block (branches, return, fail).
static inline int iree_vm_op_is_terminator(uint8_t opcode) {
  return opcode == IREE_VM_OP_BR || opcode == IREE_VM_OP_COND_BR ||
         opcode == IREE_VM_OP_BR_TABLE || opcode == IREE_VM_OP_RETURN ||
         opcode == IREE_VM_OP_FAIL;
}

// Little-endian operand loads written as byte shifts: portable to any host
// byte order, and compilers fold them into single unaligned loads.
static inline uint16_t iree_vm_read_u16(const uint8_t* p) {
  return (uint16_t)(p[0] | (p[1] << 8));
}
static inline uint32_t iree_vm_read_u32(const uint8_t* p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
         ((uint32_t)p[3] << 24);
}
static inline uint64_t iree_vm_read_u64(const uint8_t* p) {
  return (uint64_t)iree_vm_read_u32(p) | ((uint64_t)iree_vm_read_u32(p + 4) << 32);
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_BYTECODE_OPCODES_H_
