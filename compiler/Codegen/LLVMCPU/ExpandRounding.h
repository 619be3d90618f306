//===- ExpandRounding.h - Rounding ops without libm -------------*- C++ -*-===//
#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_EXPANDROUNDING_H_
#define IREE_COMPILER_CODEGEN_LLVMCPU_EXPANDROUNDING_H_

#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::LLVMCPU {

/// math.floor/ceil/trunc/round/roundeven on floats (scalars or vectors) as
/// integer conversions and selects.
void populateExpandRoundingPatterns(RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::LLVMCPU

#endif // IREE_COMPILER_CODEGEN_LLVMCPU_EXPANDROUNDING_H_
