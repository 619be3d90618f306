//===- SdyDialect.h - permissive sdy (Shardy) dialect -----------*- C++ -*-===//
//
// Parses JAX's Shardy annotations (`sdy.mesh`, `#sdy.*`) as opaque text so
// that the StableHLO input pipeline can erase them.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_SDY_IR_SDYDIALECT_H_
#define IREE_COMPILER_DIALECT_SDY_IR_SDYDIALECT_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

#include "compiler/Dialect/Sdy/IR/SdyDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/Sdy/IR/SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/Sdy/IR/SdyOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_SDY_IR_SDYDIALECT_H_
