//===- CHLODecomposition.cpp - broadcasting chlo ops as stablehlo ---------===//
//
// The broadcasting chlo ops become stablehlo.broadcast_in_dim of the
// operands whose shape differs from the result, then the op without the
// prefix (stablehlo's, or chlo's next_after, polygamma and zeta). conj is
// complex(real, -imag) (the operand itself for real types); constant and
// constant_like are stablehlo constants.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::InputConversion {

namespace chlo = IREE::CHLO;
namespace shlo = IREE::StableHLO;

namespace {

/// |value| broadcast to |shape| (its element type kept); the dimension
/// mapping is the chlo op's (CHLO::getBroadcastDimensions).
Value broadcastTo(PatternRewriter &rewriter, Location loc, Value value,
                  ArrayRef<int64_t> shape,
                  std::optional<ArrayRef<int64_t>> explicitDims) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  SmallVector<int64_t> dims =
      chlo::getBroadcastDimensions(type.getRank(), shape.size(), explicitDims);
  return shlo::BroadcastInDimOp::create(
      rewriter, loc, RankedTensorType::get(shape, type.getElementType()), value,
      dims);
}

/// A binary chlo op's operands broadcast to its static result shape;
/// failure for a dynamic result.
template <typename ChloOp>
FailureOr<std::pair<Value, Value>>
broadcastOperands(ChloOp op, PatternRewriter &rewriter) {
  auto resultType = cast<RankedTensorType>(op.getType());
  if (!resultType.hasStaticShape())
    return failure();
  auto dims = op.getBroadcastDimensions();
  return std::pair(broadcastTo(rewriter, op.getLoc(), op.getLhs(),
                               resultType.getShape(), dims),
                   broadcastTo(rewriter, op.getLoc(), op.getRhs(),
                               resultType.getShape(), dims));
}

template <typename ChloOp, typename TargetOp>
struct BroadcastBinaryToTarget : OpRewritePattern<ChloOp> {
  using OpRewritePattern<ChloOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(ChloOp op,
                                PatternRewriter &rewriter) const override {
    auto operands = broadcastOperands(op, rewriter);
    if (failed(operands))
      return rewriter.notifyMatchFailure(op, "dynamic result");
    rewriter.replaceOpWithNewOp<TargetOp>(op, op.getType(), operands->first,
                                          operands->second);
    return success();
  }
};

struct BroadcastCompareToCompare : OpRewritePattern<chlo::BroadcastCompareOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::BroadcastCompareOp op,
                                PatternRewriter &rewriter) const override {
    auto operands = broadcastOperands(op, rewriter);
    if (failed(operands))
      return rewriter.notifyMatchFailure(op, "dynamic result");
    // The two dialects' enums have the same cases.
    auto direction = shlo::symbolizeComparisonDirection(
        chlo::stringifyComparisonDirection(op.getComparisonDirection()));
    shlo::ComparisonTypeAttr compareType;
    if (auto type = op.getCompareType();
        type && *type != chlo::ComparisonType::NOTYPE)
      compareType = shlo::ComparisonTypeAttr::get(
          getContext(),
          *shlo::symbolizeComparisonType(chlo::stringifyComparisonType(*type)));
    rewriter.replaceOpWithNewOp<shlo::CompareOp>(
        op, op.getType(), operands->first, operands->second,
        shlo::ComparisonDirectionAttr::get(getContext(), *direction),
        compareType);
    return success();
  }
};

struct BroadcastSelectToSelect : OpRewritePattern<chlo::BroadcastSelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::BroadcastSelectOp op,
                                PatternRewriter &rewriter) const override {
    auto resultType = cast<RankedTensorType>(op.getType());
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic result");
    auto broadcast = [&](Value value) {
      return broadcastTo(rewriter, op.getLoc(), value, resultType.getShape(),
                         std::nullopt);
    };
    // A 0-d predicate selects whole operands; stablehlo.select takes it so.
    Value pred = op.getPred();
    if (cast<RankedTensorType>(pred.getType()).getRank() != 0)
      pred = broadcast(pred);
    rewriter.replaceOpWithNewOp<shlo::SelectOp>(op, resultType, pred,
                                                broadcast(op.getOnTrue()),
                                                broadcast(op.getOnFalse()));
    return success();
  }
};

struct ConjToComplex : OpRewritePattern<chlo::ConjOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConjOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    auto complexType = dyn_cast<ComplexType>(type.getElementType());
    if (!complexType) {
      rewriter.replaceOp(op, op.getOperand());
      return success();
    }
    auto partType = type.clone(complexType.getElementType());
    Location loc = op.getLoc();
    Value real = shlo::RealOp::create(rewriter, loc, partType, op.getOperand());
    Value imag = shlo::ImagOp::create(rewriter, loc, partType, op.getOperand());
    Value negated = shlo::NegOp::create(rewriter, loc, partType, imag);
    rewriter.replaceOpWithNewOp<shlo::ComplexOp>(op, type, real, negated);
    return success();
  }
};

struct ConstantToConstant : OpRewritePattern<chlo::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<shlo::ConstantOp>(op, op.getValue());
    return success();
  }
};

struct ConstantLikeToConstant : OpRewritePattern<chlo::ConstantLikeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ConstantLikeOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic result");
    rewriter.replaceOpWithNewOp<shlo::ConstantOp>(
        op, DenseElementsAttr::get(type, op.getValue()));
    return success();
  }
};

} // namespace

namespace {

bool isDecomposableCHLOOp(Operation *op) {
  return isa<
      chlo::BroadcastAddOp, chlo::BroadcastAndOp, chlo::BroadcastAtan2Op,
      chlo::BroadcastCompareOp, chlo::BroadcastComplexOp, chlo::BroadcastDivOp,
      chlo::BroadcastMaxOp, chlo::BroadcastMinOp, chlo::BroadcastMulOp,
      chlo::BroadcastNextAfterOp, chlo::BroadcastOrOp,
      chlo::BroadcastPolygammaOp, chlo::BroadcastPowOp, chlo::BroadcastRemOp,
      chlo::BroadcastSelectOp, chlo::BroadcastShiftLeftOp,
      chlo::BroadcastShiftRightArithmeticOp, chlo::BroadcastShiftRightLogicalOp,
      chlo::BroadcastSubOp, chlo::BroadcastXorOp, chlo::BroadcastZetaOp,
      chlo::ConjOp, chlo::ConstantOp, chlo::ConstantLikeOp>(op);
}

} // namespace

LogicalResult decomposeCHLOOps(ModuleOp module) {
  bool hasCHLOOps = false;
  module.walk([&](Operation *op) { hasCHLOOps |= isDecomposableCHLOOp(op); });
  if (!hasCHLOOps)
    return success();
  MLIRContext *context = module.getContext();
  RewritePatternSet patterns(context);
  patterns.add<
      BroadcastBinaryToTarget<chlo::BroadcastAddOp, shlo::AddOp>,
      BroadcastBinaryToTarget<chlo::BroadcastAndOp, shlo::AndOp>,
      BroadcastBinaryToTarget<chlo::BroadcastAtan2Op, shlo::Atan2Op>,
      BroadcastBinaryToTarget<chlo::BroadcastComplexOp, shlo::ComplexOp>,
      BroadcastBinaryToTarget<chlo::BroadcastDivOp, shlo::DivOp>,
      BroadcastBinaryToTarget<chlo::BroadcastMaxOp, shlo::MaxOp>,
      BroadcastBinaryToTarget<chlo::BroadcastMinOp, shlo::MinOp>,
      BroadcastBinaryToTarget<chlo::BroadcastMulOp, shlo::MulOp>,
      BroadcastBinaryToTarget<chlo::BroadcastNextAfterOp, chlo::NextAfterOp>,
      BroadcastBinaryToTarget<chlo::BroadcastOrOp, shlo::OrOp>,
      BroadcastBinaryToTarget<chlo::BroadcastPolygammaOp, chlo::PolygammaOp>,
      BroadcastBinaryToTarget<chlo::BroadcastPowOp, shlo::PowOp>,
      BroadcastBinaryToTarget<chlo::BroadcastRemOp, shlo::RemOp>,
      BroadcastBinaryToTarget<chlo::BroadcastShiftLeftOp, shlo::ShiftLeftOp>,
      BroadcastBinaryToTarget<chlo::BroadcastShiftRightArithmeticOp,
                              shlo::ShiftRightArithmeticOp>,
      BroadcastBinaryToTarget<chlo::BroadcastShiftRightLogicalOp,
                              shlo::ShiftRightLogicalOp>,
      BroadcastBinaryToTarget<chlo::BroadcastSubOp, shlo::SubtractOp>,
      BroadcastBinaryToTarget<chlo::BroadcastXorOp, shlo::XorOp>,
      BroadcastBinaryToTarget<chlo::BroadcastZetaOp, chlo::ZetaOp>,
      BroadcastCompareToCompare, BroadcastSelectToSelect, ConjToComplex,
      ConstantToConstant, ConstantLikeToConstant>(context);
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyPatternsGreedily(module, std::move(patterns), config);
}

} // namespace mlir::iree_compiler::InputConversion
