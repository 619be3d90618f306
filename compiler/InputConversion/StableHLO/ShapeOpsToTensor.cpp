//===- ShapeOpsToTensor.cpp - stablehlo shape ops to tensor/linalg --------===//
//
// Data movement: broadcast_in_dim becomes a linalg.generic copy with the
// matching indexing map (tensor.expand_shape where it only adds unit dims), reverse a generic reading at reversed indices,
// transpose linalg.transpose, and reshape,
// slice, concatenate and pad the tensor dialect's ops.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

Value createCopyGeneric(OpBuilder &builder, Location loc, Value input,
                        RankedTensorType resultType, AffineMap inputMap,
                        ValueRange dynamicSizes) {
  int64_t rank = resultType.getRank();
  return linalg::GenericOp::create(
             builder, loc, resultType, input,
             createEmptyTensor(builder, loc, resultType, dynamicSizes),
             {inputMap, builder.getMultiDimIdentityMap(rank)},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [](OpBuilder &b, Location l, ValueRange args) {
               linalg::YieldOp::create(b, l, args[0]);
             })
      .getResult(0);
}

Value createReversedCopy(OpBuilder &builder, Location loc, Value input,
                         ArrayRef<bool> reversed) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  return linalg::GenericOp::create(
             builder, loc, type, ValueRange{},
             createEmptyTensor(builder, loc, type),
             builder.getMultiDimIdentityMap(rank),
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &b, Location l, ValueRange) {
               SmallVector<Value> indices;
               for (int64_t dim = 0; dim < rank; ++dim) {
                 Value index = linalg::IndexOp::create(b, l, dim);
                 if (reversed[dim])
                   index = arith::SubIOp::create(
                       b, l,
                       arith::ConstantIndexOp::create(
                           b, l, type.getDimSize(dim) - 1),
                       index);
                 indices.push_back(index);
               }
               linalg::YieldOp::create(
                   b, l, tensor::ExtractOp::create(b, l, input, indices)
                             .getResult());
             })
      .getResult(0);
}

namespace {

/// Static converted operand and result types of a one-operand op.
template <typename OpTy>
static LogicalResult getStaticTypes(OpTy op, const TypeConverter &converter,
                                    RankedTensorType &operandType,
                                    RankedTensorType &resultType) {
  operandType = getStaticConvertedType(converter, op->getOperand(0).getType());
  resultType = getStaticConvertedType(converter, op->getResult(0).getType());
  return success(operandType && resultType);
}

struct BroadcastInDimToGeneric
    : public OpConversionPattern<shlo::BroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType, resultType;
    if (failed(getStaticTypes(op, *getTypeConverter(), operandType,
                              resultType)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    if (operandType == resultType &&
        llvm::equal(op.getBroadcastDimensions(),
                    llvm::seq<int64_t>(0, resultType.getRank()))) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    // Only unit dims added, in order: a reshape, which the host does as a
    // view instead of a dispatch copying the data.
    if (operandType.getNumElements() == resultType.getNumElements() &&
        llvm::is_sorted(op.getBroadcastDimensions())) {
      if (std::optional<SmallVector<ReassociationIndices>> groups =
              getReassociationIndicesForReshape(operandType, resultType)) {
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
            op, resultType, adaptor.getOperand(), *groups);
        return success();
      }
    }
    // Operand dimension i reads result dimension dims[i], or index 0 where
    // a size-1 dimension expands.
    SmallVector<AffineExpr> exprs;
    for (auto [i, dim] : llvm::enumerate(op.getBroadcastDimensions())) {
      bool expands = operandType.getDimSize(i) == 1 &&
                     resultType.getDimSize(dim) != 1;
      exprs.push_back(expands ? rewriter.getAffineConstantExpr(0)
                              : rewriter.getAffineDimExpr(dim));
    }
    auto map = AffineMap::get(resultType.getRank(), 0, exprs, getContext());
    rewriter.replaceOp(op, createCopyGeneric(rewriter, op.getLoc(),
                                             adaptor.getOperand(), resultType,
                                             map));
    return success();
  }
};

struct ReverseToGeneric : public OpConversionPattern<shlo::ReverseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType, resultType;
    if (failed(getStaticTypes(op, *getTypeConverter(), operandType,
                              resultType)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    // Reversing a dimension of size 1 moves nothing.
    SmallVector<bool> reversed(resultType.getRank(), false);
    for (int64_t dim : op.getDimensions())
      reversed[dim] = resultType.getDimSize(dim) > 1;
    if (!llvm::is_contained(reversed, true)) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    rewriter.replaceOp(op, createReversedCopy(rewriter, op.getLoc(),
                                              adaptor.getOperand(), reversed));
    return success();
  }
};

struct TransposeToLinalg : public OpConversionPattern<shlo::TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType = getConvertedTensorType(
        *getTypeConverter(), adaptor.getOperand().getType());
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    if (!operandType || !resultType)
      return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    // Identity permutations (0-d included, which linalg.transpose rejects)
    // move nothing.
    if (llvm::equal(op.getPermutation(),
                    llvm::seq<int64_t>(0, operandType.getRank()))) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    Location loc = op.getLoc();
    SmallVector<DimSource> sources;
    for (int64_t dim : op.getPermutation())
      sources.emplace_back(adaptor.getOperand(), dim);
    auto transpose = linalg::TransposeOp::create(
        rewriter, loc, adaptor.getOperand(),
        createEmptyTensor(rewriter, loc, resultType,
                          getDynamicSizes(rewriter, loc, resultType, sources)),
        op.getPermutation());
    rewriter.replaceOp(op, transpose->getResults());
    return success();
  }
};

/// Collapses `value` to `type` or expands it, whichever fits the ranks.
static Value reassociate(OpBuilder &builder, Location loc, Value value,
                         RankedTensorType type) {
  auto sourceType = cast<RankedTensorType>(value.getType());
  if (sourceType == type)
    return value;
  // 0-d and 1-element reshapes use the empty reassociation.
  if (sourceType.getRank() > type.getRank()) {
    std::optional<SmallVector<ReassociationIndices>> reassociation =
        type.getRank() == 0
            ? std::optional(SmallVector<ReassociationIndices>{})
            : getReassociationIndicesForReshape(sourceType, type);
    if (!reassociation)
      return nullptr;
    return tensor::CollapseShapeOp::create(builder, loc, type, value,
                                           *reassociation);
  }
  std::optional<SmallVector<ReassociationIndices>> reassociation =
      sourceType.getRank() == 0
          ? std::optional(SmallVector<ReassociationIndices>{})
          : getReassociationIndicesForReshape(type, sourceType);
  if (!reassociation)
    return nullptr;
  return tensor::ExpandShapeOp::create(builder, loc, type, value,
                                       *reassociation);
}

struct ReshapeToTensor : public OpConversionPattern<shlo::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType, resultType;
    if (failed(getStaticTypes(op, *getTypeConverter(), operandType,
                              resultType)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    Value result = operandType.getRank() == resultType.getRank() &&
                           operandType != resultType
                       ? nullptr
                       : reassociate(rewriter, loc, adaptor.getOperand(),
                                     resultType);
    if (!result) {
      // Neither a pure collapse nor a pure expand: go through 1-D.
      auto flatType = RankedTensorType::get({operandType.getNumElements()},
                                            operandType.getElementType());
      Value flat = reassociate(rewriter, loc, adaptor.getOperand(), flatType);
      result = reassociate(rewriter, loc, flat, resultType);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SliceToExtractSlice : public OpConversionPattern<shlo::SliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType, resultType;
    if (failed(getStaticTypes(op, *getTypeConverter(), operandType,
                              resultType)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (int64_t i = 0; i < resultType.getRank(); ++i) {
      offsets.push_back(rewriter.getIndexAttr(op.getStartIndices()[i]));
      sizes.push_back(rewriter.getIndexAttr(resultType.getDimSize(i)));
      strides.push_back(rewriter.getIndexAttr(op.getStrides()[i]));
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

/// Inserts `source` into `dest` at `offsets` with `strides`.
static Value insertSlice(OpBuilder &builder, Location loc, Value source,
                         Value dest, ArrayRef<int64_t> offsets,
                         ArrayRef<int64_t> strides) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> offsetValues, sizes, strideValues;
  for (int64_t i = 0; i < sourceType.getRank(); ++i) {
    offsetValues.push_back(builder.getIndexAttr(offsets[i]));
    sizes.push_back(builder.getIndexAttr(sourceType.getDimSize(i)));
    strideValues.push_back(builder.getIndexAttr(strides[i]));
  }
  return tensor::InsertSliceOp::create(builder, loc, source, dest,
                                       offsetValues, sizes, strideValues);
}

struct ConcatenateToInsertSlices
    : public OpConversionPattern<shlo::ConcatenateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    int64_t dim = op.getDimensionAttr().getInt();
    SmallVector<int64_t> offsets(resultType.getRank(), 0);
    SmallVector<int64_t> strides(resultType.getRank(), 1);
    Value result = createEmptyTensor(rewriter, loc, resultType);
    for (Value input : adaptor.getInputs()) {
      result = insertSlice(rewriter, loc, input, result, offsets, strides);
      offsets[dim] += cast<RankedTensorType>(input.getType()).getDimSize(dim);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct PadToTensor : public OpConversionPattern<shlo::PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType operandType, resultType;
    if (failed(getStaticTypes(op, *getTypeConverter(), operandType,
                              resultType)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    ArrayRef<int64_t> low = op.getEdgePaddingLow(),
                      high = op.getEdgePaddingHigh(),
                      interior = op.getInteriorPadding();
    bool hasInterior = llvm::any_of(interior, [](int64_t v) { return v; });
    bool hasNegative =
        llvm::any_of(llvm::concat<const int64_t>(low, high),
                     [](int64_t v) { return v < 0; });
    if (hasInterior && hasNegative)
      return rewriter.notifyMatchFailure(
          op, "interior padding with negative edge padding");
    Location loc = op.getLoc();
    Value padValue =
        tensor::ExtractOp::create(rewriter, loc, adaptor.getPaddingValue());
    int64_t rank = operandType.getRank();

    if (hasInterior) {
      // Fill the result with the padding value, then scatter the operand
      // with stride interior + 1.
      Value filled =
          linalg::FillOp::create(rewriter, loc, padValue,
                                 createEmptyTensor(rewriter, loc, resultType))
              .getResult(0);
      SmallVector<int64_t> strides;
      for (int64_t v : interior)
        strides.push_back(v + 1);
      rewriter.replaceOp(op, insertSlice(rewriter, loc, adaptor.getOperand(),
                                         filled, low, strides));
      return success();
    }

    // Negative edge padding crops before the (non-negative) padding.
    Value source = adaptor.getOperand();
    if (hasNegative) {
      SmallVector<OpFoldResult> offsets, sizes, strides;
      SmallVector<int64_t> croppedShape;
      for (int64_t i = 0; i < rank; ++i) {
        int64_t cropLow = std::max<int64_t>(-low[i], 0);
        int64_t cropHigh = std::max<int64_t>(-high[i], 0);
        croppedShape.push_back(operandType.getDimSize(i) - cropLow - cropHigh);
        offsets.push_back(rewriter.getIndexAttr(cropLow));
        sizes.push_back(rewriter.getIndexAttr(croppedShape.back()));
        strides.push_back(rewriter.getIndexAttr(1));
      }
      source = tensor::ExtractSliceOp::create(
          rewriter, loc, operandType.clone(croppedShape), source, offsets,
          sizes, strides);
    }
    SmallVector<OpFoldResult> lowValues, highValues;
    for (int64_t i = 0; i < rank; ++i) {
      lowValues.push_back(rewriter.getIndexAttr(std::max<int64_t>(low[i], 0)));
      highValues.push_back(
          rewriter.getIndexAttr(std::max<int64_t>(high[i], 0)));
    }
    rewriter.replaceOpWithNewOp<tensor::PadOp>(op, resultType, source,
                                               lowValues, highValues, padValue);
    return success();
  }
};

} // namespace

void populateShapePatterns(const TypeConverter &converter,
                           RewritePatternSet &patterns) {
  patterns.add<BroadcastInDimToGeneric, ConcatenateToInsertSlices, PadToTensor,
               ReshapeToTensor, ReverseToGeneric, SliceToExtractSlice,
               TransposeToLinalg>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
