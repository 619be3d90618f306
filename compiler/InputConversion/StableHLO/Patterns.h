//===- Patterns.h - stablehlo to linalg conversion patterns -----*- C++ -*-===//
//
// Pattern sets of the iree-stablehlo-to-linalg pass, one per op family.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
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
/// else null (for ops whose conversion needs static shapes).
RankedTensorType getStaticConvertedType(const TypeConverter &converter,
                                        Type type);

/// The converted type of `value`'s tensor type, static or not, or null.
RankedTensorType getConvertedTensorType(const TypeConverter &converter,
                                        Type type);

/// Where a result dimension's size comes from: (tensor, dimension).
using DimSource = std::pair<Value, int64_t>;

/// The sizes of `type`'s dynamic dimensions, dimension i having the size of
/// `sources[i]` (only read where `type` is dynamic).
SmallVector<Value> getDynamicSizes(OpBuilder &builder, Location loc,
                                   RankedTensorType type,
                                   ArrayRef<DimSource> sources);

/// The sizes of `type`'s dynamic dimensions from a shape operand
/// (DynamicShapes.cpp rebuilds those as `tensor.from_elements` of host
/// sizes; any other is read with `tensor.extract`).
SmallVector<Value> getSizesFromShapeOperand(OpBuilder &builder, Location loc,
                                            Value shape,
                                            RankedTensorType type);

/// Every element of the 1-D integer shape operand `shape` as an index, read
/// as getSizesFromShapeOperand reads sizes.
SmallVector<Value> getShapeOperandElements(OpBuilder &builder, Location loc,
                                           Value shape);

/// One comparison of host indices a host assertion checks:
/// `lhs predicate rhs`.
struct HostCheck {
  arith::CmpIPredicate predicate;
  Value lhs, rhs;
};

/// A host `util.assert` that all of `checks` hold, whose message starts with
/// `op`'s name and source location and goes on with `message`, each `{N}`
/// replaced by `values[N]` at run time.
void createHostAssert(OpBuilder &builder, Operation *op,
                      ArrayRef<HostCheck> checks, const Twine &message,
                      ValueRange values);

/// `tensor.empty` of `type`, `dynamicSizes` giving its dynamic dimensions.
Value createEmptyTensor(OpBuilder &builder, Location loc,
                        RankedTensorType type, ValueRange dynamicSizes = {});

/// A linalg.generic copying `input` to a new tensor of `resultType`, reading
/// through `inputMap`.
Value createCopyGeneric(OpBuilder &builder, Location loc, Value input,
                        RankedTensorType resultType, AffineMap inputMap,
                        ValueRange dynamicSizes = {});

/// A copy of `input` with the dimensions marked in `reversed` reversed. It
/// reads through `tensor.extract` at `size - 1 - index`: linalg tiling sizes
/// the slice of an operand read through a decreasing map wrongly.
Value createReversedCopy(OpBuilder &builder, Location loc, Value input,
                         ArrayRef<bool> reversed);

/// The dimensions of a `rank`-dimensional dot operand that are neither
/// `batch` nor `contract` dimensions, in order.
SmallVector<int64_t> getFreeDims(int64_t rank, ArrayRef<int64_t> batch,
                                 ArrayRef<int64_t> contract);

/// `tensor.empty` of `type` filled with zeros: the init of accumulations.
Value createZeroFilled(OpBuilder &builder, Location loc, RankedTensorType type,
                       ValueRange dynamicSizes = {});

/// Elementwise ops, compare/select/clamp/convert, constant and iota.
void populateElementwisePatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);
/// broadcast_in_dim, reshape, transpose, slice, concatenate, pad, reverse.
void populateShapePatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns);
/// dot, dot_general and reduce.
void populateContractionAndReductionPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns);

/// convolution (any layout, strides, input and kernel dilation, padding of
/// either sign, window reversal, feature and batch groups).
void populateConvolutionPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// reduce_window with any elementwise reducer, base and window dilation and
/// padding of either sign.
void populateReduceWindowPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);

/// while, if and case as scf.while / scf.if on the same tensors.
void populateControlFlowPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns);

/// rng_bit_generator as Philox-4x32-10 / Threefry-2x32-20.
void populateRngBitGeneratorPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns);

/// `input` dilated along `dims` (dilation - 1 copies of `padValue` between
/// elements) and padded with `padValue` by `low`/`high`, where a negative
/// amount removes elements: the input of convolutions and reduce_window.
Value dilateAndPad(OpBuilder &builder, Location loc, Value input,
                   ArrayRef<int64_t> dims, ArrayRef<int64_t> dilations,
                   ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                   Value padValue);

/// Inside a linalg.generic body: whether loops [firstLoop, firstLoop + count)
/// are all at 0. Reductions whose initial value comes from a tensor that is
/// not a constant fill start from it there and write an empty tensor, since
/// a dispatch's workgroups must not share an initialized output.
Value isFirstIteration(OpBuilder &builder, Location loc, int64_t firstLoop,
                       int64_t count);

/// dynamic_slice, dynamic_update_slice, gather and scatter.
void populateIndexingPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns);

/// select_and_scatter with elementwise select and scatter regions.
void populateSelectAndScatterPatterns(const TypeConverter &converter,
                                      RewritePatternSet &patterns);

/// sort (any number of operands, any scalarizable comparator).
void populateSortPatterns(const TypeConverter &converter,
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

/// Complex tensors that enter or leave the StableHLO ops of |module|
/// (function arguments and results, test inputs and expectations) as
/// interleaved real and imaginary parts, the way they are stored: a
/// `flow.tensor.reshape` views them as `S x 2` real tensors, and inside they
/// are built with `stablehlo.complex` and read with `real`/`imag`, which the
/// part rewrites take apart (ComplexParts.cpp).
void interleaveComplexBoundaries(ModuleOp module);

/// The real (or imaginary) part of a 1-D FFT, IFFT or RFFT's result as real
/// contractions of its operand's parts, or null (Fft.cpp).
Value getPartOfFft(PatternRewriter &rewriter, Location loc,
                   IREE::StableHLO::FftOp op, bool imag);

/// Multi-dimensional fft as 1-D transforms; IRFFT from its operand's parts
/// (Fft.cpp), with the complex-part rewrites.
void populateFftPatterns(RewritePatternSet &patterns);

/// Rewrites compound ops into core stablehlo ops before the conversion
/// (DecomposeCompoundOps.cpp).
LogicalResult decomposeCompoundOps(ModuleOp module);

/// The dynamic_* ops whose sizes and paddings are constants as their static
/// ops (DynamicOpsToStatic.cpp), for decomposeCompoundOps.
void populateDynamicToStaticPatterns(RewritePatternSet &patterns);

/// Rewrites the size computations of programs with symbolic dimensions
/// (get_dimension_size, shape operands, shape_assertion custom calls) as
/// host index arithmetic (DynamicShapes.cpp), for decomposeCompoundOps.
void populateShapeComputationPatterns(RewritePatternSet &patterns);
/// dynamic_broadcast_in_dim and dynamic_reshape with dynamic results
/// (DynamicShapes.cpp), real_dynamic_slice and dynamic_pad with sizes the
/// host computes (DynamicSliceAndPad.cpp).
void populateDynamicShapePatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);
void populateDynamicSliceAndPadPatterns(const TypeConverter &converter,
                                        RewritePatternSet &patterns);
/// cholesky and triangular_solve as counted stablehlo.while loops
/// (LinearAlgebra.cpp), for decomposeCompoundOps.
void populateLinearAlgebraPatterns(RewritePatternSet &patterns);

/// chlo.ragged_dot with one-dimensional group sizes as a masked
/// dot_general (RaggedDot.cpp), for decomposeCompoundOps.
void populateRaggedDotPatterns(RewritePatternSet &patterns);

/// Rewrites the broadcasting chlo ops, conj, constant and constant_like as
/// stablehlo (CHLODecomposition.cpp). Runs first, so that the complex values
/// broadcast_complex and conj make are taken apart like any others.
LogicalResult decomposeCHLOOps(ModuleOp module);

/// einsum, unary_einsum, torch_index_select, map and rng as linalg
/// (CompoundOpsToLinalg.cpp), with the batch_norm_training patterns.
void populateCompoundOpPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns);

/// uniform_quantize and uniform_dequantize (Quantization.cpp).
void populateQuantizationPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);

/// batch_norm_training and batch_norm_grad (BatchNormTraining.cpp).
void populateBatchNormTrainingPatterns(const TypeConverter &converter,
                                       RewritePatternSet &patterns);

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_PATTERNS_H_
