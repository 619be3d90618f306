//===- StableHLOOps.h - stablehlo enums, attributes and ops -----*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H_

#include "compiler/Dialect/StableHLO/IR/StableHLODialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "compiler/Dialect/StableHLO/IR/StableHLOEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOTypes.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h.inc"

namespace mlir::iree_compiler::IREE::StableHLO {

/// Splits an einsum config `ab,bc->ac` into its operands' labels and the
/// output's; fails unless each is letters without repeats.
LogicalResult parseEinsumConfig(StringRef config,
                                SmallVectorImpl<StringRef> &inputs,
                                StringRef &output);

} // namespace mlir::iree_compiler::IREE::StableHLO

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOOPS_H_
