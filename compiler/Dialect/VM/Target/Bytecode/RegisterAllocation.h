//===- RegisterAllocation.h - VM register assignment for one function -----===//
//
// Assigns every SSA value of a vm.func to a register of the 32-bit value bank
// (i64/f64 take an even-aligned pair) or of the ref bank. Registers are reused
// once a value's live range has ended, and a ref operand at the end of its
// live range is marked MOVE so the interpreter can skip a retain/release pair.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_REGISTERALLOCATION_H_
#define IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_REGISTERALLOCATION_H_

#include <cstdint>

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

namespace mlir::iree_compiler::IREE::VM {

/// Encoding bits of a register operand (see op_table.h).
inline constexpr uint16_t kRegisterRefBit = 0x8000;
inline constexpr uint16_t kRegisterMoveOr64Bit = 0x4000;
inline constexpr uint16_t kRegisterIndexMask = 0x3FFF;

/// The bank a value lives in and how wide it is.
enum class RegisterKind { Value32, Value64, Ref };

/// Returns the register kind of |type|: i32/f32 → Value32, i64/f64 →
/// Value64, anything else is a ref.
RegisterKind getRegisterKind(Type type);

class RegisterAllocation {
public:
  /// Allocates registers for |funcOp|'s body. Emits an error on |funcOp| and
  /// fails if the function needs more registers than the encoding can name.
  static FailureOr<RegisterAllocation> allocate(Operation *funcOp);

  /// The register index of |value| (without MOVE/ref bits).
  uint16_t getRegister(Value value) const { return registers.lookup(value); }

  /// True if |use| (an operand of its owner) is the last read of the value
  /// on every path from it: no later read in its block and not live out of
  /// the block. A ref may then be moved out of its register.
  bool isLastUse(OpOperand &use) const;

  uint16_t getValueRegisterCount() const { return valueRegisterCount; }
  uint16_t getRefRegisterCount() const { return refRegisterCount; }

private:
  llvm::DenseMap<Value, uint16_t> registers;
  // Index (in function instruction order) of the last instruction of each
  // block reading each value, and the values live out of each block; used
  // to find MOVE opportunities.
  llvm::DenseMap<std::pair<Block *, Value>, unsigned> lastUseInBlock;
  llvm::DenseSet<std::pair<Block *, Value>> liveOut;
  llvm::DenseMap<Operation *, unsigned> instructionIndex;
  uint16_t valueRegisterCount = 0;
  uint16_t refRegisterCount = 0;
};

} // namespace mlir::iree_compiler::IREE::VM

#endif // IREE_COMPILER_DIALECT_VM_TARGET_BYTECODE_REGISTERALLOCATION_H_
