//===- StreamOps.h - stream dialect operations ------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_H_
#define IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_H_

#include "compiler/Dialect/HAL/IR/HALTypes.h"
#include "compiler/Dialect/Stream/IR/StreamDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "compiler/Dialect/Stream/IR/StreamInterfaces.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/Stream/IR/StreamOps.h.inc"

namespace mlir::iree_compiler::IREE::Stream {

/// The byte size of |resource|: the size its defining op (or, for a block
/// argument of an execution region, the region op) carries, found through
/// the host control flow (scf.while, scf.if) and barriers that pass it on;
/// null when there is none. Static sizes are constants at the start of the
/// function, so the size found dominates every use of the resource.
Value findResourceSize(Value resource);

} // namespace mlir::iree_compiler::IREE::Stream

#endif  // IREE_COMPILER_DIALECT_STREAM_IR_STREAMOPS_H_
