//===- IntegerExpansions.h - Integer math ops as arithmetic ----*- C++ -*-===//
#ifndef IREE_COMPILER_CODEGEN_COMMON_INTEGEREXPANSIONS_H_
#define IREE_COMPILER_CODEGEN_COMMON_INTEGEREXPANSIONS_H_

#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::Codegen {

/// math.ipowi (scalars or vectors) as a fixed-trip square-and-multiply loop,
/// the same on every backend and with no function call, which SPIR-V kernels
/// cannot make. A negative exponent gives 0, or ±1 for a base of ±1.
void populateExpandIntegerPowerPatterns(RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_INTEGEREXPANSIONS_H_
