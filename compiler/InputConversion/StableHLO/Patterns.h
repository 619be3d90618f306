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

/// width-changing bitcast_convert, batch_norm_inference,
/// optimization_barrier, sharding custom calls.
void populateMiscOpPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

/// chlo.top_k (the elementwise chlo ops are in populateElementwisePatterns).
void populateCHLOPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

/// Greedy rewrites (run before the conversion) that replace real/imag of
/// complex values built in the program by real math on their parts.
void populateComplexPartPatterns(RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_
