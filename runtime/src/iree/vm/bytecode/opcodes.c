#include "iree/vm/bytecode/opcodes.h"

#include <stddef.h>

const char* iree_vm_op_format(uint8_t opcode) {
  switch (opcode) {
#define IREE_VM_OP(NAME, opcode, format, mlir_name) \
  case opcode:                                      \
    return format;
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
    default:
      return NULL;
  }
}

const char* iree_vm_op_mlir_name(uint8_t opcode) {
  switch (opcode) {
#define IREE_VM_OP(NAME, opcode, format, mlir_name) \
  case opcode:                                      \
    return mlir_name;
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
    default:
      return NULL;
  }
}
