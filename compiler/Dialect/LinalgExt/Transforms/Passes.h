//===- Passes.h - linalg_ext passes -----------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_H_
#define IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_H_

#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::iree_compiler::IREE::LinalgExt {

#define GEN_PASS_DECL
#include "compiler/Dialect/LinalgExt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Dialect/LinalgExt/Transforms/Passes.h.inc"

} // namespace mlir::iree_compiler::IREE::LinalgExt

#endif // IREE_COMPILER_DIALECT_LINALGEXT_TRANSFORMS_PASSES_H_
