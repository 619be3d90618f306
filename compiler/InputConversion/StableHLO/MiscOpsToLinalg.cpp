//===- MiscOpsToLinalg.cpp - conversions and program-structure ops --------===//
//
// bitcast_convert between element widths (little-endian parts along the
// last dimension of the narrow side), batch_norm_inference as one
// elementwise generic, optimization_barrier as util.optimization_barrier,
// and the sharding custom calls JAX emits, which on one device return their
// operand.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// `value` as the signless integer of its width (floats by bitcast).
Value toBits(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  if (isa<IntegerType>(type))
    return value;
  return arith::BitcastOp::create(
      b, loc, b.getIntegerType(type.getIntOrFloatBitWidth()), value);
}

/// Integer `bits` as `type` (a float by bitcast).
Value fromBits(OpBuilder &b, Location loc, Value bits, Type type) {
  if (bits.getType() == type)
    return bits;
  return arith::BitcastOp::create(b, loc, type, bits);
}

SmallVector<utils::IteratorType> parallelIterators(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

struct WidthChangingBitcastToGeneric
    : OpConversionPattern<shlo::BitcastConvertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::BitcastConvertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    RankedTensorType resultType =
        getStaticConvertedType(converter, op.getType());
    RankedTensorType operandType =
        getStaticConvertedType(converter, op.getOperand().getType());
    if (!resultType || !operandType)
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Type fromElement = operandType.getElementType();
    Type toElement = resultType.getElementType();
    if (!fromElement.isIntOrFloat() || !toElement.isIntOrFloat())
      return rewriter.notifyMatchFailure(op, "needs real element types");
    unsigned from = fromElement.getIntOrFloatBitWidth();
    unsigned to = toElement.getIntOrFloatBitWidth();
    if (from == to)
      return rewriter.notifyMatchFailure(op, "elementwise");
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank();
    Value empty = createEmptyTensor(rewriter, loc, resultType);

    if (from > to) {
      // Part i of a wide element is its bits [i * to, (i + 1) * to).
      MLIRContext *ctx = op.getContext();
      SmallVector<AffineExpr> outer;
      for (int64_t d = 0; d + 1 < rank; ++d)
        outer.push_back(getAffineDimExpr(d, ctx));
      SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, outer, ctx),
                                     rewriter.getMultiDimIdentityMap(rank)};
      auto generic = linalg::GenericOp::create(
          rewriter, loc, resultType, adaptor.getOperand(), empty, maps,
          parallelIterators(rank),
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value bits = toBits(b, l, args[0]);
            Type wideType = bits.getType();
            Value part = arith::IndexCastOp::create(
                b, l, wideType, linalg::IndexOp::create(b, l, rank - 1));
            Value shift = arith::MulIOp::create(
                b, l, part,
                arith::ConstantOp::create(b, l, wideType,
                                          b.getIntegerAttr(wideType, to)));
            Value shifted = arith::ShRUIOp::create(b, l, bits, shift);
            Value narrow =
                arith::TruncIOp::create(b, l, b.getIntegerType(to), shifted);
            linalg::YieldOp::create(b, l, fromBits(b, l, narrow, toElement));
          });
      rewriter.replaceOp(op, generic.getResults());
      return success();
    }

    // Wide elements gather the parts, each a rank-reduced slice.
    int64_t parts = to / from;
    SmallVector<Value> slices;
    SmallVector<OpFoldResult> sizes,
        strides(rank + 1, rewriter.getIndexAttr(1));
    for (int64_t size : resultType.getShape())
      sizes.push_back(rewriter.getIndexAttr(size));
    sizes.push_back(rewriter.getIndexAttr(1));
    auto sliceType = RankedTensorType::get(resultType.getShape(), fromElement);
    for (int64_t i = 0; i < parts; ++i) {
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
      offsets.push_back(rewriter.getIndexAttr(i));
      slices.push_back(tensor::ExtractSliceOp::create(rewriter, loc, sliceType,
                                                      adaptor.getOperand(),
                                                      offsets, sizes, strides));
    }
    SmallVector<AffineMap> maps(parts + 1,
                                rewriter.getMultiDimIdentityMap(rank));
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType, slices, empty, maps, parallelIterators(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Type wideType = b.getIntegerType(to);
          Value result;
          for (int64_t i = 0; i < parts; ++i) {
            Value part =
                arith::ExtUIOp::create(b, l, wideType, toBits(b, l, args[i]));
            if (i)
              part = arith::ShLIOp::create(
                  b, l, part,
                  arith::ConstantOp::create(
                      b, l, wideType, b.getIntegerAttr(wideType, i * from)));
            result = i ? arith::OrIOp::create(b, l, result, part) : part;
          }
          linalg::YieldOp::create(b, l, fromBits(b, l, result, toElement));
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct BatchNormInferenceToGeneric
    : OpConversionPattern<shlo::BatchNormInferenceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::BatchNormInferenceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    int64_t rank = type.getRank();
    MLIRContext *ctx = op.getContext();
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    AffineMap feature =
        AffineMap::get(rank, 0, getAffineDimExpr(op.getFeatureIndex(), ctx));
    SmallVector<AffineMap> maps = {identity, feature, feature,
                                   feature,  feature, identity};
    Location loc = op.getLoc();
    double epsilon = op.getEpsilon().convertToDouble();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type,
        ValueRange{adaptor.getOperand(), adaptor.getScale(),
                   adaptor.getOffset(), adaptor.getMean(),
                   adaptor.getVariance()},
        createEmptyTensor(rewriter, loc, type), maps, parallelIterators(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Type t = args[0].getType();
          Value eps =
              arith::ConstantOp::create(b, l, t, b.getFloatAttr(t, epsilon));
          Value centered = arith::SubFOp::create(b, l, args[0], args[3]);
          Value stddevInv = math::RsqrtOp::create(
              b, l, arith::AddFOp::create(b, l, args[4], eps));
          Value normalized = arith::MulFOp::create(b, l, centered, stddevInv);
          Value scaled = arith::MulFOp::create(b, l, normalized, args[1]);
          linalg::YieldOp::create(
              b, l, arith::AddFOp::create(b, l, scaled, args[2]).getResult());
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct OptimizationBarrierToUtil
    : OpConversionPattern<shlo::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::OptimizationBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<IREE::Util::OptimizationBarrierOp>(
        op, adaptor.getOperand());
    return success();
  }
};

/// `@Sharding` annotates a value with a sharding, and the SPMD conversions
/// between full and per-shard shapes keep the shape on one device: each
/// returns its operand.
struct ShardingCustomCallToOperand : OpConversionPattern<shlo::CustomCallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!llvm::is_contained(
            {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"},
            op.getCallTargetName()) ||
        op->getNumOperands() != 1 || op->getNumResults() != 1 ||
        op->getOperand(0).getType() != op->getResult(0).getType())
      return rewriter.notifyMatchFailure(op, "not a one-device identity");
    rewriter.replaceOp(op, adaptor.getInputs());
    return success();
  }
};

} // namespace

void populateMiscOpPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns) {
  patterns.add<WidthChangingBitcastToGeneric, BatchNormInferenceToGeneric,
               OptimizationBarrierToUtil, ShardingCustomCallToOperand>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
