//===- FloatExpansions.h - Float ops without libm/compiler-rt -------------*- C++ -*-===//
#ifndef IREE_COMPILER_CODEGEN_COMMON_FLOATEXPANSIONS_H_
#define IREE_COMPILER_CODEGEN_COMMON_FLOATEXPANSIONS_H_

#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::Codegen {

/// math.floor/ceil/trunc/round/roundeven on floats (scalars or vectors) as
/// integer conversions and selects; arith.remf through f64 division (for
/// f64; f32 has the exact expansion below); math.powf with C semantics for negative bases.
void populateExpandRoundingPatterns(RewritePatternSet &patterns,
                                    PatternBenefit benefit = 1);

/// arith.remf on f32 (scalars or vectors) exactly, by long division of the
/// significands in integers (the f64 expansion rounds large quotients).
void populateExpandRemFInIntegersPatterns(RewritePatternSet &patterns,
                                          PatternBenefit benefit = 1);

/// math.atan2 (through math.atan of a ratio in [0, 1]), math.cbrt (through
/// exp/log) and math.asinh (through log1p) on f32/f64, with C's results for
/// signed zeros, infinities and NaN.
void populateExpandSpecialValuePatterns(RewritePatternSet &patterns,
                                        PatternBenefit benefit = 1);

/// arith.extf f16→f32 and arith.truncf f32→f16 as integer operations.
void populateExpandHalfConversionPatterns(RewritePatternSet &patterns);

/// f64 transcendental math ops computed in f32 (the approximations that
/// replace libm are f32 only).
void populateExpandF64MathPatterns(RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_FLOATEXPANSIONS_H_
