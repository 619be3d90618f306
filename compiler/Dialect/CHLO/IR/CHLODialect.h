//===- CHLODialect.h - The chlo dialect ------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_CHLO_IR_CHLODIALECT_H_
#define IREE_COMPILER_DIALECT_CHLO_IR_CHLODIALECT_H_

#include "mlir/IR/Dialect.h"

#include "compiler/Dialect/CHLO/IR/CHLODialect.h.inc"

#endif // IREE_COMPILER_DIALECT_CHLO_IR_CHLODIALECT_H_
