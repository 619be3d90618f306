//===- StreamDialect.h - The stream dialect ---------------------*- C++ -*-===//
//
// The stream dialect: resources, timepoints and execution regions between
// flow and hal (docs/scheduling.md).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STREAM_IR_STREAMDIALECT_H_
#define IREE_COMPILER_DIALECT_STREAM_IR_STREAMDIALECT_H_

#include "mlir/IR/Dialect.h"
#include "mlir/IR/Types.h"

#include "compiler/Dialect/Stream/IR/StreamDialect.h.inc"
#include "compiler/Dialect/Stream/IR/StreamEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/Stream/IR/StreamTypes.h.inc"

#endif  // IREE_COMPILER_DIALECT_STREAM_IR_STREAMDIALECT_H_
