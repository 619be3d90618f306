//===- CHLOOps.h - chlo operations -----------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_H_
#define IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_H_

#include "compiler/Dialect/CHLO/IR/CHLODialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::iree_compiler::IREE::CHLO {
/// `[0, 1]` or `[]` inside the structured attributes.
FailureOr<SmallVector<int64_t>> parseDimList(AsmParser &parser);
void printDimList(AsmPrinter &printer, ArrayRef<int64_t> dims);

/// The result dimensions an operand of rank |operandRank| maps to in a
/// broadcast to rank |resultRank|: |explicitDims| when given for an operand
/// of lower rank, otherwise the trailing ones (numpy's rule).
SmallVector<int64_t>
getBroadcastDimensions(int64_t operandRank, int64_t resultRank,
                       std::optional<ArrayRef<int64_t>> explicitDims);
} // namespace mlir::iree_compiler::IREE::CHLO

#include "compiler/Dialect/CHLO/IR/CHLOEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/CHLO/IR/CHLOAttrs.h.inc"
#define GET_OP_CLASSES
#include "compiler/Dialect/CHLO/IR/CHLOOps.h.inc"

#endif // IREE_COMPILER_DIALECT_CHLO_IR_CHLOOPS_H_
