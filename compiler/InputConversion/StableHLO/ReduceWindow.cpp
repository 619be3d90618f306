//===- ReduceWindow.cpp - stablehlo.reduce_window to linalg ---------------===//
//
// One linalg.generic over (output dims, window dims): the input, padded with
// the init value, is read at `o * stride + w * dilation`; an empty tensor of
// the window's shape gives the window loops their extent (as linalg's
// pooling ops do). Single-op reducers only (sum, product, max, min, and, or:
// pooling and cumulative sums).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

struct ReduceWindowToLinalg : OpConversionPattern<shlo::ReduceWindowOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ReduceWindowOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1) return failure();
    Block &body = op.getBody().front();
    if (!llvm::hasSingleElement(body.without_terminator())) return failure();
    Operation *combiner = &body.front();
    if (!isa<shlo::AddOp, shlo::MulOp, shlo::MaxOp, shlo::MinOp, shlo::AndOp,
             shlo::OrOp>(combiner) ||
        !isScalarizableOp(combiner))
      return failure();
    RankedTensorType resultType =
        getStaticConvertedType(*getTypeConverter(), op.getResult(0).getType());
    auto inputType = dyn_cast<RankedTensorType>(adaptor.getInputs()[0].getType());
    if (!resultType || !inputType || !inputType.hasStaticShape())
      return failure();
    int64_t rank = inputType.getRank();
    auto isOne = [](int64_t v) { return v == 1; };
    if (auto baseDilations = op.getBaseDilations())
      if (!llvm::all_of(*baseDilations, isOne)) return failure();
    ArrayRef<int64_t> window = op.getWindowDimensions();
    SmallVector<int64_t> strides(rank, 1), dilations(rank, 1);
    if (auto s = op.getWindowStrides()) strides.assign(s->begin(), s->end());
    if (auto d = op.getWindowDilations()) dilations.assign(d->begin(), d->end());

    Location loc = op.getLoc();
    Value init = tensor::ExtractOp::create(rewriter, loc, adaptor.getInitValues()[0]);
    Value input = adaptor.getInputs()[0];
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> values(padding->getValues<int64_t>());
      if (llvm::any_of(values, [](int64_t v) { return v < 0; }))
        return failure();
      if (llvm::any_of(values, [](int64_t v) { return v != 0; })) {
        SmallVector<OpFoldResult> low, high;
        SmallVector<int64_t> paddedShape(inputType.getShape());
        for (int64_t i = 0; i < rank; ++i) {
          low.push_back(rewriter.getIndexAttr(values[2 * i]));
          high.push_back(rewriter.getIndexAttr(values[2 * i + 1]));
          paddedShape[i] += values[2 * i] + values[2 * i + 1];
        }
        input = tensor::PadOp::create(
            rewriter, loc,
            RankedTensorType::get(paddedShape, inputType.getElementType()),
            input, low, high, init);
      }
    }

    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineExpr> inputExprs, windowExprs, outputExprs;
    for (int64_t i = 0; i < rank; ++i) {
      AffineExpr o = rewriter.getAffineDimExpr(i);
      AffineExpr w = rewriter.getAffineDimExpr(rank + i);
      inputExprs.push_back(o * strides[i] + w * dilations[i]);
      windowExprs.push_back(w);
      outputExprs.push_back(o);
    }
    SmallVector<AffineMap> maps = {
        AffineMap::get(2 * rank, 0, inputExprs, context),
        AffineMap::get(2 * rank, 0, windowExprs, context),
        AffineMap::get(2 * rank, 0, outputExprs, context)};
    SmallVector<utils::IteratorType> iterators(rank, utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);
    Value windowShape = tensor::EmptyOp::create(rewriter, loc, window,
                                                inputType.getElementType());
    Value filled = linalg::FillOp::create(
                       rewriter, loc, init,
                       createEmptyTensor(rewriter, loc, resultType))
                       .getResult(0);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultType, ValueRange{input, windowShape}, filled,
        maps, iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(b, l,
                                  emitScalarOp(b, l, combiner, {args[2], args[0]}));
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void populateReduceWindowPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<ReduceWindowToLinalg>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
