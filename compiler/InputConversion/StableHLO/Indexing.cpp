//===- Indexing.cpp - dynamic slices, gather and scatter to linalg --------===//
//
// dynamic_slice and dynamic_update_slice become generics over their result
// that read (update) at start indices clamped so the slice fits, as the spec
// says.
// gather is one linalg.generic over its result whose body computes the
// operand index (clamped start + offset) and reads it with tensor.extract;
// dynamic_gather the same with slice sizes the host computes.
// scatter becomes linalg_ext.scatter, which loops over the updates (not
// over the operand times the updates); update elements landing out of
// bounds are skipped element by element, as the spec says.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

static Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// Reads the integer at `indices` of `tensor` (stablehlo element type
/// `elementType`) as an index, zero-extended when unsigned. With `upper`
/// (a constant, or a non-negative index the host computes), clamped to
/// [0, upper] in the integer's own type first: a large unsigned or 64-bit
/// start must clamp even where index is 32 bits (SPIR-V).
static Value extractAsIndex(OpBuilder &b, Location loc, Value tensor,
                            ValueRange indices, Type elementType,
                            OpFoldResult upper = {}) {
  Value scalar = tensor::ExtractOp::create(b, loc, tensor, indices);
  auto type = cast<IntegerType>(scalar.getType());
  bool isUnsigned = elementType.isUnsignedInteger() || type.getWidth() == 1;
  auto constant = [&](int64_t value) {
    return arith::ConstantIntOp::create(b, loc, type, value).getResult();
  };
  if (upper && !isUnsigned)
    scalar = arith::MaxSIOp::create(b, loc, scalar, constant(0));
  if (std::optional<int64_t> bound = getConstantIntValue(upper)) {
    // An upper bound past the type's range cannot be exceeded.
    if (isUnsigned && llvm::isUIntN(type.getWidth(), *bound))
      scalar = arith::MinUIOp::create(b, loc, scalar, constant(*bound));
    else if (!isUnsigned && llvm::isIntN(type.getWidth(), *bound))
      scalar = arith::MinSIOp::create(b, loc, scalar, constant(*bound));
  } else if (upper) {
    // (A size bounds it, so it fits the index type; in a narrower integer
    // type the clamp is done in index.)
    Value bound = cast<Value>(upper);
    Value index = isUnsigned ? arith::IndexCastUIOp::create(
                                   b, loc, b.getIndexType(), scalar)
                                   .getResult()
                             : arith::IndexCastOp::create(
                                   b, loc, b.getIndexType(), scalar)
                                   .getResult();
    return isUnsigned ? arith::MinUIOp::create(b, loc, index, bound).getResult()
                      : arith::MinSIOp::create(b, loc, index, bound).getResult();
  }
  if (isUnsigned)
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), scalar);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), scalar);
}

/// Start offsets of a dynamic slice of `sliceSizes` in `operandType`, each
/// clamped to [0, dim - size].
static SmallVector<Value>
getClampedStarts(OpBuilder &b, Location loc, ValueRange converted,
                 ValueRange original, RankedTensorType operandType,
                 ArrayRef<int64_t> sliceSizes) {
  SmallVector<Value> offsets;
  for (auto [i, start] : llvm::enumerate(converted)) {
    int64_t upper = operandType.getDimSize(i) - sliceSizes[i];
    offsets.push_back(extractAsIndex(b, loc, start, {},
                                     getElementTypeOrSelf(original[i]),
                                     b.getIndexAttr(upper)));
  }
  return offsets;
}

static SmallVector<Value> getLoopIndices(OpBuilder &b, Location loc,
                                         int64_t first, int64_t count) {
  SmallVector<Value> indices;
  for (int64_t d = first; d < first + count; ++d)
    indices.push_back(linalg::IndexOp::create(b, loc, d));
  return indices;
}

/// A linalg.generic producing `type` (its dynamic dimensions of
/// `dynamicSizes`) from `inputs` (read at the loop position) whose body is
/// `bodyBuilder(loop indices, input elements)`.
static Value
createIndexedGeneric(OpBuilder &b, Location loc, RankedTensorType type,
                     ValueRange inputs,
                     function_ref<Value(OpBuilder &, Location, ArrayRef<Value>,
                                        ValueRange)>
                         bodyBuilder,
                     ValueRange dynamicSizes = {}) {
  int64_t rank = type.getRank();
  SmallVector<AffineMap> maps(inputs.size() + 1,
                              b.getMultiDimIdentityMap(rank));
  return linalg::GenericOp::create(
             b, loc, type, inputs,
             createEmptyTensor(b, loc, type, dynamicSizes), maps,
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nested, Location l, ValueRange args) {
               SmallVector<Value> index = getLoopIndices(nested, l, 0, rank);
               linalg::YieldOp::create(
                   nested, l,
                   bodyBuilder(nested, l, index, args.drop_back()));
             })
      .getResult(0);
}

/// Both dynamic slice ops are generics whose bodies read the start indices
/// (dispatches take tensors, not scalars computed on the host).
struct DynamicSliceToGeneric : OpConversionPattern<shlo::DynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!resultType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Value operand = adaptor.getOperand();
    rewriter.replaceOp(
        op, createIndexedGeneric(
                rewriter, op.getLoc(), resultType, {},
                [&](OpBuilder &b, Location l, ArrayRef<Value> index,
                    ValueRange) -> Value {
                  SmallVector<Value> position = getClampedStarts(
                      b, l, adaptor.getStartIndices(), op.getStartIndices(),
                      operandType, op.getSliceSizes());
                  for (auto [p, i] : llvm::zip(position, index))
                    p = arith::AddIOp::create(b, l, p, i);
                  return tensor::ExtractOp::create(b, l, operand, position);
                }));
    return success();
  }
};

struct DynamicUpdateSliceToGeneric
    : OpConversionPattern<shlo::DynamicUpdateSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DynamicUpdateSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    auto updateType = cast<RankedTensorType>(adaptor.getUpdate().getType());
    if (!operandType.hasStaticShape() || !updateType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Value update = adaptor.getUpdate();
    rewriter.replaceOp(
        op, createIndexedGeneric(
                rewriter, op.getLoc(), operandType, adaptor.getOperand(),
                [&](OpBuilder &b, Location l, ArrayRef<Value> index,
                    ValueRange args) -> Value {
                  // Elements inside the update window take the update's.
                  SmallVector<Value> offsets = getClampedStarts(
                      b, l, adaptor.getStartIndices(), op.getStartIndices(),
                      operandType, updateType.getShape());
                  Value inside = arith::ConstantIntOp::create(b, l, 1, 1);
                  Value zero = indexConstant(b, l, 0);
                  for (auto [d, offset] : llvm::enumerate(offsets)) {
                    offset = arith::SubIOp::create(b, l, index[d], offset);
                    Value size = indexConstant(b, l, updateType.getDimSize(d));
                    Value in = arith::AndIOp::create(
                        b, l,
                        arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge,
                                              offset, zero),
                        arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt,
                                              offset, size));
                    inside = arith::AndIOp::create(b, l, inside, in);
                  }
                  for (Value &offset : offsets)
                    offset = arith::SelectOp::create(b, l, inside, offset, zero);
                  Value value = tensor::ExtractOp::create(b, l, update, offsets);
                  return arith::SelectOp::create(b, l, inside, value, args[0]);
                }));
    return success();
  }
};

/// The indexing roles gather and scatter share, in gather's names: which
/// entry of an index vector starts which operand dimension, and which
/// operand dimensions follow which index batch dimension.
struct IndexRoles {
  int64_t indexVectorDim;
  ArrayRef<int64_t> startIndexMap, operandBatchingDims, indicesBatchingDims;
};

/// Operand start index of one scatter/gather position: the index vector at
/// `batchIndex` (the index tensor's positions without its index vector
/// dimension) placed at the operand dims it maps to, clamped per dimension
/// to [0, clampUpper[d]] where given, and the batch index at batching dims;
/// 0 elsewhere.
static SmallVector<Value> computeStartIndex(OpBuilder &b, Location loc,
                                            Value indices, Type indexType,
                                            const IndexRoles &roles,
                                            ValueRange batchIndex,
                                            int64_t operandRank,
                                            ArrayRef<OpFoldResult> clampUpper) {
  auto indicesType = cast<RankedTensorType>(indices.getType());
  SmallVector<Value> start(operandRank, indexConstant(b, loc, 0));
  for (auto [k, operandDim] : llvm::enumerate(roles.startIndexMap)) {
    SmallVector<Value> position(batchIndex);
    if (roles.indexVectorDim < indicesType.getRank())
      position.insert(position.begin() + roles.indexVectorDim,
                      indexConstant(b, loc, k));
    start[operandDim] = extractAsIndex(
        b, loc, indices, position, indexType,
        clampUpper.empty() ? OpFoldResult() : clampUpper[operandDim]);
  }
  for (auto [operandDim, indicesDim] :
       llvm::zip(roles.operandBatchingDims, roles.indicesBatchingDims))
    start[operandDim] =
        batchIndex[indicesDim - (indicesDim > roles.indexVectorDim ? 1 : 0)];
  return start;
}

/// gather (or dynamic_gather, whose slice sizes the host computes) as one
/// generic over `resultType` (its dynamic dimensions of `resultSizes`).
static Value createGather(OpBuilder &b, Location loc,
                          shlo::GatherDimensionNumbersAttr dims, Value operand,
                          Value indices, Type indexType,
                          ArrayRef<OpFoldResult> sliceSizes,
                          RankedTensorType resultType, ValueRange resultSizes) {
  IndexRoles roles{dims.getIndexVectorDim(), dims.getStartIndexMap(),
                   dims.getOperandBatchingDims(),
                   dims.getStartIndicesBatchingDims()};
  auto operandType = cast<RankedTensorType>(operand.getType());
  int64_t rank = operandType.getRank();
  SmallVector<OpFoldResult> clampUpper;
  SmallVector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < rank; ++d) {
    clampUpper.push_back(getAsOpFoldResult(b.createOrFold<arith::SubIOp>(
        loc, b.createOrFold<tensor::DimOp>(loc, operand, d),
        getValueOrCreateConstantIndexOp(b, loc, sliceSizes[d]))));
    if (!llvm::is_contained(dims.getCollapsedSliceDims(), d) &&
        !llvm::is_contained(dims.getOperandBatchingDims(), d))
      offsetOperandDims.push_back(d);
  }
  int64_t resultRank = resultType.getRank();
  return createIndexedGeneric(
      b, loc, resultType, {},
      [&](OpBuilder &nb, Location l, ArrayRef<Value> resultIndex,
          ValueRange) -> Value {
        SmallVector<Value> batchIndex;
        for (int64_t d = 0; d < resultRank; ++d)
          if (!llvm::is_contained(dims.getOffsetDims(), d))
            batchIndex.push_back(resultIndex[d]);
        SmallVector<Value> operandIndex = computeStartIndex(
            nb, l, indices, indexType, roles, batchIndex, rank, clampUpper);
        for (auto [operandDim, resultDim] :
             llvm::zip(offsetOperandDims, dims.getOffsetDims()))
          operandIndex[operandDim] = arith::AddIOp::create(
              nb, l, operandIndex[operandDim], resultIndex[resultDim]);
        return tensor::ExtractOp::create(nb, l, operand, operandIndex);
      },
      resultSizes);
}

struct GatherToGeneric : OpConversionPattern<shlo::GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    auto indicesType =
        cast<RankedTensorType>(adaptor.getStartIndices().getType());
    if (!resultType || !operandType.hasStaticShape() ||
        !indicesType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    SmallVector<OpFoldResult> sliceSizes =
        getAsIndexOpFoldResult(getContext(), op.getSliceSizes());
    rewriter.replaceOp(
        op, createGather(rewriter, op.getLoc(), op.getDimensionNumbers(),
                         adaptor.getOperand(), adaptor.getStartIndices(),
                         getElementTypeOrSelf(op.getStartIndices()),
                         sliceSizes, resultType, {}));
    return success();
  }
};

/// dynamic_gather with slice sizes the host computes (DynamicShapes.cpp
/// rebuilt them): the same generic, the result's offset dimensions of the
/// slice sizes and its batch dimensions of the indices'. The host asserts
/// each slice size is within its operand dimension.
struct DynamicGatherToGeneric : OpConversionPattern<shlo::DynamicGatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DynamicGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    Value operand = adaptor.getOperand(), indices = adaptor.getStartIndices();
    auto operandType = dyn_cast<RankedTensorType>(operand.getType());
    auto sizesType =
        dyn_cast<RankedTensorType>(adaptor.getSliceSizes().getType());
    shlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
    if (!resultType || !operandType || !sizesType ||
        sizesType.getRank() != 1 ||
        sizesType.getDimSize(0) != operandType.getRank() ||
        static_cast<int64_t>(dims.getOffsetDims().size()) +
                cast<RankedTensorType>(indices.getType()).getRank() -
                (dims.getIndexVectorDim() <
                         cast<RankedTensorType>(indices.getType()).getRank()
                     ? 1
                     : 0) !=
            resultType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed gather");
    Location loc = op.getLoc();
    SmallVector<Value> sizes =
        getShapeOperandElements(rewriter, loc, adaptor.getSliceSizes());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    SmallVector<OpFoldResult> sliceSizes;
    SmallVector<int64_t> offsetOperandDims;
    for (auto [d, size] : llvm::enumerate(sizes)) {
      Value extent = rewriter.createOrFold<tensor::DimOp>(loc, operand, d);
      createHostAssert(rewriter, op,
                       {{arith::CmpIPredicate::sge, size, zero},
                        {arith::CmpIPredicate::sle, size, extent}},
                       "slice size {0} of dimension " + Twine(d) +
                           " does not fit the operand's {1} elements",
                       ValueRange{size, extent});
      sliceSizes.push_back(getAsOpFoldResult(size));
      if (!llvm::is_contained(dims.getCollapsedSliceDims(),
                              static_cast<int64_t>(d)) &&
          !llvm::is_contained(dims.getOperandBatchingDims(),
                              static_cast<int64_t>(d)))
        offsetOperandDims.push_back(d);
    }
    // The result's dimensions: offset ones in order of the slice's, the
    // others the indices' without the index vector dimension.
    SmallVector<Value> resultSizes;
    int64_t nextOffset = 0, nextBatch = 0;
    for (int64_t d = 0; d < resultType.getRank(); ++d) {
      bool isOffset = llvm::is_contained(dims.getOffsetDims(), d);
      Value size;
      if (isOffset) {
        size = getValueOrCreateConstantIndexOp(
            rewriter, loc, sliceSizes[offsetOperandDims[nextOffset++]]);
      } else {
        if (nextBatch == dims.getIndexVectorDim()) ++nextBatch;
        size = rewriter.createOrFold<tensor::DimOp>(loc, indices, nextBatch++);
      }
      if (resultType.isDynamicDim(d)) resultSizes.push_back(size);
    }
    rewriter.replaceOp(
        op, createGather(rewriter, loc, dims, operand, indices,
                         getElementTypeOrSelf(op.getStartIndices()),
                         sliceSizes, resultType, resultSizes));
    return success();
  }
};

/// `value` with unit dims inserted where `inserted` is set (its rank is the
/// result's).
static Value insertUnitDims(OpBuilder &b, Location loc, Value value,
                            ArrayRef<bool> inserted) {
  auto type = cast<RankedTensorType>(value.getType());
  if (llvm::none_of(inserted, [](bool unit) { return unit; })) return value;
  // Each source dim groups with the unit dims after it; leading unit dims
  // join the first group.
  SmallVector<ReassociationIndices> groups(type.getRank());
  SmallVector<int64_t> shape;
  int64_t source = -1;
  for (auto [d, unit] : llvm::enumerate(inserted)) {
    if (!unit) ++source;
    shape.push_back(unit ? 1 : type.getDimSize(source));
    if (!groups.empty()) groups[std::max<int64_t>(source, 0)].push_back(d);
  }
  return tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get(shape, type.getElementType()), value,
      groups);
}

/// scatter becomes linalg_ext.scatter, whose indices are `S... x K` and
/// whose updates are `S... x window` in the operand's dim order (unit dims
/// where the operand's dims are inserted or batching): the index vector
/// dim moves last, batching dims become index entries (the position along
/// the indices' batching dim), and unsigned indices widen to i64.
struct ScatterToLinalgExt : OpConversionPattern<shlo::ScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Block &body = op.getUpdateComputation().front();
    if (!isScalarizableBlock(body))
      return rewriter.notifyMatchFailure(op, "unsupported update computation");
    SmallVector<Type> resultTypes;
    for (Type type : op.getResultTypes()) {
      resultTypes.push_back(getStaticConvertedType(*getTypeConverter(), type));
      if (!resultTypes.back())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
    }
    auto indicesType =
        cast<RankedTensorType>(adaptor.getScatterIndices().getType());
    auto updateType =
        cast<RankedTensorType>(adaptor.getUpdates().front().getType());
    if (!indicesType.hasStaticShape() || !updateType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    shlo::ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
    Location loc = op.getLoc();
    Value indices =
        canonicalIndices(rewriter, loc, adaptor.getScatterIndices(),
                         getElementTypeOrSelf(op.getScatterIndices()), dims);
    SmallVector<int64_t> dimensionMap(dims.getScatterDimsToOperandDims());
    llvm::append_range(dimensionMap, dims.getInputBatchingDims());

    // Update dims: scatter dims first, then window dims, then unit dims
    // for the operand dims the window leaves out.
    auto operandType = cast<RankedTensorType>(resultTypes.front());
    ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
    SmallVector<int64_t> permutation;
    for (int64_t d = 0; d < updateType.getRank(); ++d)
      if (!llvm::is_contained(windowDims, d)) permutation.push_back(d);
    SmallVector<bool> unitDims(permutation.size(), false);
    llvm::append_range(permutation, windowDims);
    for (int64_t d = 0; d < operandType.getRank(); ++d)
      unitDims.push_back(llvm::is_contained(dims.getInsertedWindowDims(), d) ||
                         llvm::is_contained(dims.getInputBatchingDims(), d));
    SmallVector<Value> updates;
    for (Value update : adaptor.getUpdates()) {
      if (!llvm::equal(permutation, llvm::seq<int64_t>(permutation.size()))) {
        auto type = cast<RankedTensorType>(update.getType());
        SmallVector<int64_t> transposed;
        for (int64_t d : permutation) transposed.push_back(type.getDimSize(d));
        Value init = tensor::EmptyOp::create(rewriter, loc, transposed,
                                             type.getElementType());
        update = linalg::TransposeOp::create(rewriter, loc, update, init,
                                             permutation)
                     .getResult()
                     .front();
      }
      updates.push_back(insertUnitDims(rewriter, loc, update, unitDims));
    }

    auto scatter = IREE::LinalgExt::ScatterOp::create(
        rewriter, loc, resultTypes, updates, indices, adaptor.getInputs(),
        dimensionMap);
    SmallVector<Type> argTypes;
    for (Type type : resultTypes)
      argTypes.push_back(getElementTypeOrSelf(type));
    argTypes.append(argTypes);
    Block *combiner = rewriter.createBlock(
        &scatter.getCombiner(), {}, argTypes,
        SmallVector<Location>(argTypes.size(), loc));
    SmallVector<Value> results = emitScalarBlock(
        rewriter, loc, body, SmallVector<Value>(combiner->getArguments()));
    IREE::LinalgExt::YieldOp::create(rewriter, loc, results);
    rewriter.replaceOp(op, scatter.getResults());
    return success();
  }

  /// The indices as `S... x K` signed integers.
  static Value canonicalIndices(OpBuilder &b, Location loc, Value indices,
                                Type indexType,
                                shlo::ScatterDimensionNumbersAttr dims) {
    auto type = cast<RankedTensorType>(indices.getType());
    auto elementType = cast<IntegerType>(type.getElementType());
    int64_t vectorDim = dims.getIndexVectorDim();
    int64_t depth = vectorDim < type.getRank() ? type.getDimSize(vectorDim) : 1;
    bool isUnsigned =
        indexType.isUnsignedInteger() || elementType.getWidth() == 1;
    ArrayRef<int64_t> batchingDims = dims.getScatterIndicesBatchingDims();
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != vectorDim) shape.push_back(type.getDimSize(d));
    shape.push_back(depth + batchingDims.size());
    if (!isUnsigned && batchingDims.empty() && vectorDim >= type.getRank() - 1) {
      // An index vector dim past the last is a trailing unit dim.
      SmallVector<bool> unitDims(type.getRank(), false);
      if (vectorDim == type.getRank()) unitDims.push_back(true);
      return insertUnitDims(b, loc, indices, unitDims);
    }

    // One generic over (S..., k): entry k of the index vector (unsigned ones
    // widened to i64) or the position along a batching dim past the
    // vector's end.
    Type resultElement = isUnsigned ? b.getI64Type() : elementType;
    auto result = RankedTensorType::get(shape, resultElement);
    return createIndexedGeneric(
        b, loc, result, {},
        [&](OpBuilder &nb, Location l, ArrayRef<Value> index,
            ValueRange) -> Value {
          ArrayRef<Value> batch = index.drop_back();
          Value k = index.back();
          auto position = [&](int64_t indicesDim) {
            return batch[indicesDim - (indicesDim > vectorDim ? 1 : 0)];
          };
          Value value = arith::ConstantIntOp::create(nb, l, resultElement, 0);
          for (auto [j, dim] : llvm::enumerate(batchingDims)) {
            Value isThis = arith::CmpIOp::create(
                nb, l, arith::CmpIPredicate::eq, k,
                indexConstant(nb, l, depth + j));
            Value iota = arith::IndexCastOp::create(nb, l, resultElement, position(dim));
            value = arith::SelectOp::create(nb, l, isThis, iota, value);
          }
          if (depth == 0) return value;
          SmallVector<Value> at(batch);
          if (vectorDim < type.getRank())
            at.insert(at.begin() + vectorDim,
                      arith::MinUIOp::create(nb, l, k,
                                             indexConstant(nb, l, depth - 1)));
          Value entry = tensor::ExtractOp::create(nb, l, indices, at);
          if (isUnsigned && elementType.getWidth() < 64)
            entry = arith::ExtUIOp::create(nb, l, resultElement, entry);
          Value inVector = arith::CmpIOp::create(
              nb, l, arith::CmpIPredicate::ult, k, indexConstant(nb, l, depth));
          return arith::SelectOp::create(nb, l, inVector, entry, value);
        });
  }
};

} // namespace

Value isFirstIteration(OpBuilder &b, Location loc, int64_t firstLoop,
                       int64_t count) {
  Value first = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (Value index : getLoopIndices(b, loc, firstLoop, count))
    first = arith::AndIOp::create(
        b, loc, first,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, index,
                              indexConstant(b, loc, 0)));
  return first;
}

void populateIndexingPatterns(const TypeConverter &converter,
                              RewritePatternSet &patterns) {
  patterns.add<DynamicSliceToGeneric, DynamicUpdateSliceToGeneric,
               GatherToGeneric, DynamicGatherToGeneric, ScatterToLinalgExt>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
