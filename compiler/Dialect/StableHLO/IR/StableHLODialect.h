//===- StableHLODialect.h - The stablehlo dialect ---------------*- C++ -*-===//
//
// StableHLO input programs, textually compatible with upstream StableHLO.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODIALECT_H_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODIALECT_H_

#include "mlir/IR/Dialect.h"

#include "compiler/Dialect/StableHLO/IR/StableHLODialect.h.inc"

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLODIALECT_H_
