//===- Passes.h - stream phase passes ---------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_H_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_H_

#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "compiler/Dialect/Stream/IR/StreamOps.h"
#include "compiler/Dialect/Util/IR/UtilDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Pass/Pass.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DECL
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

} // namespace mlir::iree_compiler::IREE::Stream

#endif // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_H_
