//===- RaggedDot.cpp - chlo.ragged_dot as core stablehlo ops --------------===//
//
// One dot_general does the multiplications: the rhs group dimension is one
// more free dimension of it (ragged rows), or the lhs is repeated per group
// with the positions outside the group zeroed (ragged contraction); a ragged
// batch dimension changes nothing (XLA computes every batch). A mask
// of which positions of the ragged dimension each group holds comes from the
// cumulative group sizes; everything is then select and reduce, so every
// backend runs it with the code it has. This does G times the work of the
// dense product, which the grouped shapes of mixture-of-experts layers (8 to
// 64 groups of modest size) afford.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;
namespace chlo = IREE::CHLO;

namespace {

class RaggedDotBuilder {
public:
  RaggedDotBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value zeros(RankedTensorType type) {
    return shlo::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(type, b.getZeroAttr(type.getElementType())));
  }

  /// An elementwise op of two values of one type.
  template <typename OpTy> Value binary(Value lhs, Value rhs) {
    return OpTy::create(b, loc, lhs.getType(), lhs, rhs);
  }

  Value iota(RankedTensorType type, uint64_t dimension) {
    return shlo::IotaOp::create(b, loc, type, dimension);
  }

  Value compare(Value lhs, Value rhs, shlo::ComparisonDirection direction) {
    auto type = cast<RankedTensorType>(lhs.getType());
    return shlo::CompareOp::create(b, loc, type.clone(b.getI1Type()), lhs, rhs,
                                   direction, /*compare_type=*/nullptr);
  }

  Value broadcast(Value value, RankedTensorType type,
                  ArrayRef<int64_t> dimensions) {
    auto valueType = cast<RankedTensorType>(value.getType());
    return shlo::BroadcastInDimOp::create(
        b, loc, type.clone(valueType.getElementType()), value, dimensions);
  }

  /// The sum (or, for i1, the `or`) of |value| over |dimension|.
  Value reduce(Value value, int64_t dimension) {
    auto type = cast<RankedTensorType>(value.getType());
    Type element = type.getElementType();
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + dimension);
    auto scalarType = RankedTensorType::get({}, element);
    auto reduce = shlo::ReduceOp::create(
        b, loc, TypeRange{RankedTensorType::get(shape, element)},
        ValueRange{value}, ValueRange{zeros(scalarType)},
        ArrayRef<int64_t>{dimension});
    OpBuilder::InsertionGuard guard(b);
    Block *body = b.createBlock(&reduce.getBody(), {},
                                {scalarType, scalarType}, {loc, loc});
    Value lhs = body->getArgument(0), rhs = body->getArgument(1);
    Value combined = element.isInteger(1) ? binary<shlo::OrOp>(lhs, rhs)
                                          : binary<shlo::AddOp>(lhs, rhs);
    shlo::ReturnOp::create(b, loc, combined);
    return reduce.getResult(0);
  }

  /// `[size, G]` i1: whether position n of the ragged dimension lies in
  /// group g, the groups being consecutive runs of |groupSizes| (`[G]`).
  /// Sizes are clamped to [0, size] first, so groups never overlap and their
  /// sum (at most G x size) does not overflow.
  Value groupMask(Value groupSizes, int64_t size) {
    auto sizesType = cast<RankedTensorType>(groupSizes.getType());
    int64_t groups = sizesType.getDimSize(0);
    Type element = sizesType.getElementType();
    groupSizes = binary<shlo::MinOp>(
        binary<shlo::MaxOp>(groupSizes, zeros(sizesType)),
        shlo::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(sizesType,
                                   b.getIntegerAttr(element, size))));
    // ends[g] = the sizes of groups 0..g summed.
    auto square = RankedTensorType::get({groups, groups},
                                        sizesType.getElementType());
    Value before = compare(iota(square, 1), iota(square, 0),
                           shlo::ComparisonDirection::LE);
    Value ends = reduce(
        shlo::SelectOp::create(b, loc, before,
                               broadcast(groupSizes, square, {1}),
                               zeros(square)),
        1);
    Value starts = binary<shlo::SubtractOp>(ends, groupSizes);
    auto maskType =
        RankedTensorType::get({size, groups}, sizesType.getElementType());
    Value position = iota(maskType, 0);
    return binary<shlo::AndOp>(
        compare(broadcast(starts, maskType, {1}), position,
                shlo::ComparisonDirection::LE),
        compare(position, broadcast(ends, maskType, {1}),
                shlo::ComparisonDirection::LT));
  }

  /// Zeroes |value| where |mask| (broadcast along |dimensions|) is false.
  Value where(Value mask, ArrayRef<int64_t> dimensions, Value value) {
    auto type = cast<RankedTensorType>(value.getType());
    return shlo::SelectOp::create(b, loc, broadcast(mask, type, dimensions),
                                  value, zeros(type));
  }

private:
  OpBuilder &b;
  Location loc;
};

SmallVector<int64_t> shifted(ArrayRef<int64_t> dims, int64_t by) {
  return llvm::map_to_vector(dims, [&](int64_t d) { return d + by; });
}

/// The dot_general result type: batch, lhs free, rhs free dimensions.
RankedTensorType dotResultType(RankedTensorType lhs, RankedTensorType rhs,
                               shlo::DotDimensionNumbersAttr dims,
                               Type element) {
  SmallVector<int64_t> shape;
  for (int64_t d : dims.getLhsBatchingDimensions())
    shape.push_back(lhs.getDimSize(d));
  for (int64_t d : getFreeDims(lhs.getRank(), dims.getLhsBatchingDimensions(),
                            dims.getLhsContractingDimensions()))
    shape.push_back(lhs.getDimSize(d));
  for (int64_t d : getFreeDims(rhs.getRank(), dims.getRhsBatchingDimensions(),
                            dims.getRhsContractingDimensions()))
    shape.push_back(rhs.getDimSize(d));
  return RankedTensorType::get(shape, element);
}

struct DecomposeRaggedDot : OpRewritePattern<chlo::RaggedDotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::RaggedDotOp op,
                                PatternRewriter &rewriter) const override {
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    auto groupType = cast<RankedTensorType>(op.getGroupSizes().getType());
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    if (groupType.getRank() != 1 || !lhsType.hasStaticShape() ||
        !rhsType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes and "
                                             "one-dimensional group sizes");
    chlo::RaggedDotDimensionNumbersAttr attr =
        op.getRaggedDotDimensionNumbers();
    ArrayRef<int64_t> lhsBatch = attr.getLhsBatchingDimensions();
    ArrayRef<int64_t> lhsContract = attr.getLhsContractingDimensions();
    int64_t ragged = attr.getLhsRaggedDimensions().front();
    int64_t numBatch = lhsBatch.size();
    Type element = resultType.getElementType();
    Location loc = op.getLoc();
    RaggedDotBuilder builder(rewriter, loc);
    auto dot = [&](Value lhs, ArrayRef<int64_t> newLhsBatch,
                   ArrayRef<int64_t> newLhsContract) {
      auto dims = shlo::DotDimensionNumbersAttr::get(
          rewriter.getContext(), newLhsBatch, attr.getRhsBatchingDimensions(),
          newLhsContract, attr.getRhsContractingDimensions());
      return shlo::DotGeneralOp::create(
          rewriter, loc,
          dotResultType(cast<RankedTensorType>(lhs.getType()), rhsType, dims,
                        element),
          lhs, op.getRhs(), dims, /*precision_config=*/nullptr);
    };

    // Ragged along a batch dimension, every batch is its own product (XLA
    // computes batches past the groups too): a plain dot_general.
    if (llvm::is_contained(lhsBatch, ragged)) {
      rewriter.replaceOp(op, dot(op.getLhs(), lhsBatch, lhsContract));
      return success();
    }
    Value mask =
        builder.groupMask(op.getGroupSizes(), lhsType.getDimSize(ragged));
    if (llvm::is_contained(lhsContract, ragged)) {
      // Group g contracts only its positions: the lhs repeated per group
      // (a leading free dimension) with the others zeroed.
      SmallVector<int64_t> shape = {groupType.getDimSize(0)};
      llvm::append_range(shape, lhsType.getShape());
      auto repeatedType = lhsType.clone(shape);
      Value repeated = builder.broadcast(
          op.getLhs(), repeatedType,
          llvm::to_vector(llvm::seq<int64_t>(1, lhsType.getRank() + 1)));
      Value masked = builder.where(mask, {ragged + 1, 0}, repeated);
      Value product =
          dot(masked, shifted(lhsBatch, 1), shifted(lhsContract, 1));
      // The group dimension comes after the batch ones; the result has it
      // first.
      SmallVector<int64_t> perm = {numBatch};
      for (int64_t d = 0; d < resultType.getRank(); ++d)
        if (d != numBatch) perm.push_back(d);
      rewriter.replaceOpWithNewOp<shlo::TransposeOp>(op, resultType, product,
                                                     perm);
      return success();
    }

    Value product = dot(op.getLhs(), lhsBatch, lhsContract);
    // Ragged rows: the rhs group is one more free dimension of the product;
    // each row keeps its group's entry.
    SmallVector<int64_t> lhsFree =
        getFreeDims(lhsType.getRank(), lhsBatch, lhsContract);
    SmallVector<int64_t> rhsFree =
        getFreeDims(rhsType.getRank(), attr.getRhsBatchingDimensions(),
                 attr.getRhsContractingDimensions());
    int64_t rowPosition =
        numBatch + (llvm::find(lhsFree, ragged) - lhsFree.begin());
    int64_t groupPosition =
        numBatch + lhsFree.size() +
        (llvm::find(rhsFree, attr.getRhsGroupDimensions().front()) -
         rhsFree.begin());
    Value kept = builder.where(mask, {rowPosition, groupPosition}, product);
    rewriter.replaceOp(op, builder.reduce(kept, groupPosition));
    return success();
  }
};

} // namespace

void populateRaggedDotPatterns(RewritePatternSet &patterns) {
  patterns.add<DecomposeRaggedDot>(patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
