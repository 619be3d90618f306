//===- VMOpFolders.h - Shared folders of the vm ops -------------*- C++ -*-===//
//
// The `fold` methods of the arithmetic, comparison, select and cast ops
// forward here (see VM_FoldedOp in VMBase.td). Each folder serves every
// width of its op: it dispatches on the IntegerAttr/FloatAttr it is given and
// builds the result with the op's result type.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_IR_VMOPFOLDERS_H_
#define IREE_COMPILER_DIALECT_VM_IR_VMOPFOLDERS_H_

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/FloatingPointMode.h"

namespace mlir::iree_compiler::IREE::VM {

/// True for an IntegerAttr or FloatAttr whose bits are all zero (so +0.0 but
/// not -0.0).
bool isAllZeroBits(Attribute attr);

enum class IntCmp { eq, ne, slt, ult, sle, ule };
/// Ordered predicates are false and unordered ones true on NaN operands.
enum class FloatCmp { oeq, ueq, one, une, olt, ult, ole, ule };

OpFoldResult foldAddI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldSubI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMulI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldDivSI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldDivUI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldRemSI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldRemUI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMinSI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMinUI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMaxSI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMaxUI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldAndI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldOrI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldXorI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldShlI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldShrSI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldShrUI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldAbsI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldNegI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldNotI(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldFmaI(Operation *op, ArrayRef<Attribute> operands);

OpFoldResult foldAddF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldSubF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldMulF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldDivF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldRemF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldFmaF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldAbsF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldNegF(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldRoundF(Operation *op, ArrayRef<Attribute> operands,
                        llvm::RoundingMode mode);

OpFoldResult foldCmpI(Operation *op, ArrayRef<Attribute> operands,
                      IntCmp predicate);
OpFoldResult foldCmpF(Operation *op, ArrayRef<Attribute> operands,
                      FloatCmp predicate);
OpFoldResult foldCmpNZ(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldCmpNaN(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldSelect(Operation *op, ArrayRef<Attribute> operands);

/// Keeps the low `bits` bits of the operand and sign- or zero-extends them to
/// the result width: covers vm.trunc.* and vm.ext.* of integers.
OpFoldResult foldExtI(Operation *op, ArrayRef<Attribute> operands,
                      unsigned bits, bool isSigned);
OpFoldResult foldIntToFloat(Operation *op, ArrayRef<Attribute> operands,
                            bool isSigned);
/// Rounds toward zero, saturates and maps NaN to 0, as the runtime does.
OpFoldResult foldFloatToInt(Operation *op, ArrayRef<Attribute> operands,
                            bool isSigned);
OpFoldResult foldFloatToFloat(Operation *op, ArrayRef<Attribute> operands);
OpFoldResult foldBitcast(Operation *op, ArrayRef<Attribute> operands);

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMOPFOLDERS_H_
