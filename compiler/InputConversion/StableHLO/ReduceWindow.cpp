//===- ReduceWindow.cpp - stablehlo.reduce_window to linalg ---------------===//
//
// One linalg.generic over (output dims, window dims): each input, dilated
// and padded with its init value (negative padding crops), is read at
// `o * stride + w * dilation`; an empty tensor of the window's shape gives
// the window loops their extent (as linalg's pooling ops do). The reducer
// body is emitted on scalars, so any elementwise reducer and any number of
// inputs work (pooling, cumulative sums, windowed argmax).
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
    Block &body = op.getBody().front();
    if (!isScalarizableBlock(body))
      return rewriter.notifyMatchFailure(op, "unsupported reducer body");
    SmallVector<Type> resultTypes;
    for (Type type : op.getResultTypes()) {
      resultTypes.push_back(getConvertedTensorType(*getTypeConverter(), type));
      if (!resultTypes.back())
        return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    }
    auto inputType = cast<RankedTensorType>(adaptor.getInputs()[0].getType());
    int64_t rank = inputType.getRank();
    ArrayRef<int64_t> window = op.getWindowDimensions();
    SmallVector<int64_t> strides(rank, 1), dilations(rank, 1),
        baseDilations(rank, 1), low(rank, 0), high(rank, 0);
    if (auto s = op.getWindowStrides()) strides.assign(s->begin(), s->end());
    if (auto d = op.getWindowDilations()) dilations.assign(d->begin(), d->end());
    if (auto d = op.getBaseDilations())
      baseDilations.assign(d->begin(), d->end());
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> values(padding->getValues<int64_t>());
      if (static_cast<int64_t>(values.size()) != 2 * rank)
        return rewriter.notifyMatchFailure(op, "malformed padding");
      for (int64_t i = 0; i < rank; ++i) {
        low[i] = values[2 * i];
        high[i] = values[2 * i + 1];
      }
    }
    if (static_cast<int64_t>(strides.size()) != rank ||
        static_cast<int64_t>(dilations.size()) != rank ||
        static_cast<int64_t>(baseDilations.size()) != rank ||
        llvm::any_of(llvm::concat<int64_t>(strides, dilations, baseDilations),
                     [](int64_t v) { return v < 1; }))
      return rewriter.notifyMatchFailure(op, "malformed window");
    // A dynamic dimension (a symbolic batch) must be one the window leaves
    // alone, in a window that neither dilates nor crops the input.
    bool dynamic = !inputType.hasStaticShape();
    if (dynamic &&
        (llvm::any_of(baseDilations, [](int64_t d) { return d != 1; }) ||
         llvm::any_of(llvm::concat<int64_t>(low, high),
                      [](int64_t v) { return v < 0; })))
      return rewriter.notifyMatchFailure(op, "dynamic window input");
    // The output shape the window implies must be the result type's.
    for (int64_t i = 0; i < rank; ++i) {
      if (inputType.isDynamicDim(i)) {
        if (window[i] != 1 || strides[i] != 1 || low[i] != 0 || high[i] != 0 ||
            !cast<RankedTensorType>(resultTypes[0]).isDynamicDim(i))
          return rewriter.notifyMatchFailure(op, "windowed dynamic dimension");
        continue;
      }
      int64_t size = inputType.getDimSize(i);
      int64_t padded = (size == 0 ? 0 : (size - 1) * baseDilations[i] + 1) +
                       low[i] + high[i];
      int64_t extent = window[i] == 0 ? 0 : (window[i] - 1) * dilations[i] + 1;
      int64_t expected =
          padded < extent ? 0 : (padded - extent) / strides[i] + 1;
      if (cast<RankedTensorType>(resultTypes[0]).getDimSize(i) != expected)
        return rewriter.notifyMatchFailure(op, "unexpected result shape");
    }

    Location loc = op.getLoc();
    SmallVector<int64_t> allDims = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    SmallVector<Value> inputs, inits;
    for (auto [input, init, type] :
         llvm::zip(adaptor.getInputs(), adaptor.getInitValues(), resultTypes)) {
      Value initValue = tensor::ExtractOp::create(rewriter, loc, init);
      inputs.push_back(dilateAndPad(rewriter, loc, input, allDims,
                                    baseDilations, low, high, initValue));
      // Dynamic dimensions are the input's, which the window leaves alone.
      auto resultType = cast<RankedTensorType>(type);
      SmallVector<DimSource> sources;
      for (int64_t i = 0; i < rank; ++i)
        sources.emplace_back(input, i);
      Value empty = createEmptyTensor(
          rewriter, loc, resultType,
          getDynamicSizes(rewriter, loc, resultType, sources));
      inits.push_back(
          linalg::FillOp::create(rewriter, loc, initValue, empty).getResult(0));
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
    size_t n = inputs.size();
    SmallVector<AffineMap> maps(n,
                                AffineMap::get(2 * rank, 0, inputExprs, context));
    maps.push_back(AffineMap::get(2 * rank, 0, windowExprs, context));
    maps.append(n, AffineMap::get(2 * rank, 0, outputExprs, context));
    SmallVector<utils::IteratorType> iterators(rank, utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);
    inputs.push_back(tensor::EmptyOp::create(rewriter, loc, window,
                                             inputType.getElementType()));
    auto generic = linalg::GenericOp::create(
        rewriter, loc, resultTypes, inputs, inits, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          // The reducer takes (accumulators, values).
          SmallVector<Value> blockArgs(args.take_back(n));
          llvm::append_range(blockArgs, args.take_front(n));
          linalg::YieldOp::create(b, l, emitScalarBlock(b, l, body, blockArgs));
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
