//===- Patterns.h - stablehlo to linalg conversion patterns -----*- C++ -*-===//
//
// Pattern sets of the iree-stablehlo-to-linalg pass, one per op family.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::InputConversion {

/// Converts `ui` element types to signless ones; everything else is kept.
class SignlessTypeConverter : public TypeConverter {
public:
  SignlessTypeConverter();
};

/// The converted type of `value`'s tensor type when it is statically shaped,
/// else null (dynamic shapes are not supported yet).
RankedTensorType getStaticConvertedType(const TypeConverter &converter,
                                        Type type);

/// `tensor.empty` of `type`.
Value createEmptyTensor(OpBuilder &builder, Location loc,
                        RankedTensorType type);

/// `tensor.empty` of `type` filled with zeros: the init of accumulations.
Value createZeroFilled(OpBuilder &builder, Location loc, RankedTensorType type);

/// Elementwise ops, compare/select/clamp/convert, constant and iota.
void populateElementwisePatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);
/// broadcast_in_dim, reshape, transpose, slice, concatenate, pad, reverse.
void populateShapePatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns);
/// dot, dot_general and reduce.
void populateContractionAndReductionPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns);

/// convolution (any layout, strides, kernel dilation, edge padding).
void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// reduce_window with a single-op reducer (pooling, cumulative sums).
void populateReduceWindowPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);

/// while, if and case as scf.while / scf.if on the same tensors.
void populateControlFlowPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// rng_bit_generator as Philox-4x32-10 / Threefry-2x32-20.
void populateRngBitGeneratorPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_
