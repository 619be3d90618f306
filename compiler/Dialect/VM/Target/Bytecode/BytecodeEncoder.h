//===- BytecodeEncoder.h - Encodes VM functions as bytecode ---------------===//
//
// Turns the body of a vm.func (or vm.initializer) into the instruction stream
// described by runtime/src/iree/vm/bytecode/op_table.h, the table the
// runtime's verifier and interpreter are generated from.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEENCODER_H_
#define IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEENCODER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "llvm/ADT/StringMap.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir::iree_compiler::IREE::VM {

/// Where a global lives in module state: a byte offset for value globals, an
/// ordinal for ref globals.
struct GlobalSlot {
  uint32_t offsetOrOrdinal = 0;
  bool isRef = false;
};

/// Module-level ordinals the encoder resolves symbols against.
struct ModuleSymbolTable {
  llvm::StringMap<uint32_t> functionOrdinals;
  llvm::StringMap<uint32_t> importOrdinals;
  llvm::StringMap<uint32_t> rodataOrdinals;
  llvm::StringMap<GlobalSlot> globals;
  /// Runtime type names in table order, and their ordinals.
  std::vector<std::string> typeNames;
  llvm::StringMap<uint32_t> typeOrdinals;

  /// Returns the ordinal of |typeName| in the type table, adding it if new.
  uint32_t getOrAddType(StringRef typeName);
};

struct EncodedFunction {
  std::vector<uint8_t> bytecode;
  uint16_t valueRegisterCount = 0;
  uint16_t refRegisterCount = 0;
};

/// Encodes the single region of |funcLikeOp|. Ops the VM cannot encode get an
/// error naming them; the result is failure if any op did.
FailureOr<EncodedFunction> encodeFunction(Operation *funcLikeOp,
                                          ModuleSymbolTable &symbols);

/// The opcode and operand format of a VM op name, from op_table.h.
struct OpEncoding {
  uint8_t opcode;
  const char *format;
};
const OpEncoding *lookupOpEncoding(StringRef opName);
/// The encoding of the named opcode ("CALL", "RETURN", ...).
uint8_t getOpcode(StringRef opcodeName);

} // namespace mlir::iree_compiler::IREE::VM

#endif // IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_BYTECODEENCODER_H_
