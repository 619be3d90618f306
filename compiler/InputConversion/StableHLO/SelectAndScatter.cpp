//===- SelectAndScatter.cpp - stablehlo.select_and_scatter to linalg ------===//
//
// Two linalg.generics. The first reduces each window of the padded operand
// to the linear operand index it selects: elements are visited in window
// order, the first one in bounds is taken, and each later one replaces the
// choice unless `select(choice, element)` holds; padding is never
// selected. The second visits, for each operand element, the windows that
// contain it and combines in, with `scatter`, the source value of each
// window that selected it.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

struct SelectAndScatterToLinalg
    : OpConversionPattern<shlo::SelectAndScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::SelectAndScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Block &select = op.getSelect().front();
    Block &scatter = op.getScatter().front();
    if (!isScalarizableBlock(select) || !isScalarizableBlock(scatter))
      return rewriter.notifyMatchFailure(op, "unsupported region");
    RankedTensorType type =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    auto sourceType = cast<RankedTensorType>(adaptor.getSource().getType());
    if (!type || !sourceType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    int64_t rank = type.getRank();
    SmallVector<int64_t> window(rank, 1), strides(rank, 1), low(rank, 0),
        high(rank, 0);
    if (auto w = op.getWindowDimensions()) window.assign(w->begin(), w->end());
    if (auto s = op.getWindowStrides()) strides.assign(s->begin(), s->end());
    if (auto padding = op.getPadding()) {
      SmallVector<int64_t> values(padding->getValues<int64_t>());
      for (int64_t d = 0; d < rank; ++d) {
        low[d] = values[2 * d];
        high[d] = values[2 * d + 1];
      }
    }

    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    Type elementType = type.getElementType();
    Type indexType = rewriter.getI64Type();
    Value zero = arith::ConstantOp::create(rewriter, loc, elementType,
                                           rewriter.getZeroAttr(elementType));
    SmallVector<int64_t> allDims = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    SmallVector<int64_t> ones(rank, 1);
    Value padded = dilateAndPad(rewriter, loc, adaptor.getOperand(), allDims,
                                ones, low, high, zero);
    Value windowShape =
        tensor::EmptyOp::create(rewriter, loc, window, elementType);

    // Loops of both generics: `rank` outer parallel loops, then the window.
    SmallVector<AffineExpr> outer, inner, slide;
    for (int64_t d = 0; d < rank; ++d) {
      outer.push_back(rewriter.getAffineDimExpr(d));
      inner.push_back(rewriter.getAffineDimExpr(rank + d));
      slide.push_back(outer[d] * strides[d] + inner[d]);
    }
    auto map = [&](ArrayRef<AffineExpr> exprs) {
      return AffineMap::get(2 * rank, 0, exprs, context);
    };
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);
    auto constant = [](OpBuilder &b, Location l, Type t, int64_t v) -> Value {
      return arith::ConstantOp::create(b, l, t, b.getIntegerAttr(t, v));
    };
    // The linear operand index of `position`, and whether it is in bounds.
    auto linearize = [&](OpBuilder &b, Location l, ArrayRef<Value> position,
                         Value &inBounds) {
      Value linear = constant(b, l, b.getIndexType(), 0);
      inBounds = constant(b, l, b.getI1Type(), 1);
      for (int64_t d = 0; d < rank; ++d) {
        Value size = constant(b, l, b.getIndexType(), type.getDimSize(d));
        Value zeroIndex = constant(b, l, b.getIndexType(), 0);
        inBounds = arith::AndIOp::create(
            b, l, inBounds,
            arith::AndIOp::create(
                b, l,
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge,
                                      position[d], zeroIndex),
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt,
                                      position[d], size)));
        linear = arith::AddIOp::create(
            b, l, arith::MulIOp::create(b, l, linear, size), position[d]);
      }
      return arith::IndexCastOp::create(b, l, indexType, linear).getResult();
    };

    // selected[o] = linear index of the element window o selects.
    auto selectedType = RankedTensorType::get(sourceType.getShape(), indexType);
    Value noChoice =
        linalg::FillOp::create(rewriter, loc,
                               constant(rewriter, loc, indexType, -1),
                               createEmptyTensor(rewriter, loc, selectedType))
            .getResult(0);
    auto best = linalg::GenericOp::create(
        rewriter, loc, TypeRange{sourceType.clone(elementType), selectedType},
        ValueRange{padded, windowShape},
        ValueRange{createZeroFilled(rewriter, loc,
                                    sourceType.clone(elementType)),
                   noChoice},
        {map(slide), map(inner), map(outer), map(outer)}, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> position;
          for (int64_t d = 0; d < rank; ++d) {
            Value o = linalg::IndexOp::create(b, l, d);
            Value w = linalg::IndexOp::create(b, l, rank + d);
            Value p = arith::AddIOp::create(
                b, l,
                arith::MulIOp::create(
                    b, l, o, constant(b, l, b.getIndexType(), strides[d])),
                w);
            position.push_back(arith::SubIOp::create(
                b, l, p, constant(b, l, b.getIndexType(), low[d])));
          }
          Value inBounds;
          Value linear = linearize(b, l, position, inBounds);
          Value value = args[0], choice = args[2], choiceIndex = args[3];
          Value first = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt,
                                              choiceIndex,
                                              constant(b, l, indexType, 0));
          Value keep =
              emitScalarBlock(b, l, select, {choice, value}).front();
          Value replace = arith::OrIOp::create(
              b, l, first,
              arith::XOrIOp::create(b, l, keep,
                                    constant(b, l, b.getI1Type(), 1)));
          Value take = arith::AndIOp::create(b, l, inBounds, replace);
          linalg::YieldOp::create(
              b, l,
              ValueRange{arith::SelectOp::create(b, l, take, value, choice),
                         arith::SelectOp::create(b, l, take, linear,
                                                 choiceIndex)});
        });

    // result[p] = scatter over the windows o containing p that selected p.
    Value selected = best.getResult(1);
    Value source = adaptor.getSource();
    Value initTensor = adaptor.getInitValue();
    auto result = linalg::GenericOp::create(
        rewriter, loc, type, windowShape,
        createEmptyTensor(rewriter, loc, type), {map(inner), map(outer)},
        iterators, [&](OpBuilder &b, Location l, ValueRange blockArgs) {
          Value acc = arith::SelectOp::create(
              b, l, isFirstIteration(b, l, rank, rank),
              tensor::ExtractOp::create(b, l, initTensor), blockArgs[1]);
          // Window o holds p at offset w when o * stride = p + low - w.
          Value covered = constant(b, l, b.getI1Type(), 1);
          SmallVector<Value> position, windowIndex;
          for (int64_t d = 0; d < rank; ++d) {
            Value p = linalg::IndexOp::create(b, l, d);
            position.push_back(p);
            Value w = linalg::IndexOp::create(b, l, rank + d);
            Value t = arith::SubIOp::create(
                b, l,
                arith::AddIOp::create(
                    b, l, p, constant(b, l, b.getIndexType(), low[d])),
                w);
            Value stride = constant(b, l, b.getIndexType(), strides[d]);
            Value o = arith::DivSIOp::create(b, l, t, stride);
            Value zeroIndex = constant(b, l, b.getIndexType(), 0);
            Value onStride = arith::CmpIOp::create(
                b, l, arith::CmpIPredicate::eq,
                arith::RemSIOp::create(b, l, t, stride), zeroIndex);
            Value inRange = arith::AndIOp::create(
                b, l,
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, t,
                                      zeroIndex),
                arith::CmpIOp::create(
                    b, l, arith::CmpIPredicate::slt, o,
                    constant(b, l, b.getIndexType(),
                             sourceType.getDimSize(d))));
            covered = arith::AndIOp::create(
                b, l, covered, arith::AndIOp::create(b, l, onStride, inRange));
            windowIndex.push_back(o);
          }
          // Uncovered windows are read at index 0 and ignored.
          Value zeroIndex = constant(b, l, b.getIndexType(), 0);
          for (Value &index : windowIndex)
            index = arith::SelectOp::create(b, l, covered, index, zeroIndex);
          Value inBounds;
          Value linear = linearize(b, l, position, inBounds);
          Value choice = tensor::ExtractOp::create(b, l, selected, windowIndex);
          Value hit = arith::AndIOp::create(
              b, l, covered,
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, choice,
                                    linear));
          Value value = tensor::ExtractOp::create(b, l, source, windowIndex);
          Value combined = emitScalarBlock(b, l, scatter, {acc, value}).front();
          linalg::YieldOp::create(
              b, l, ValueRange{arith::SelectOp::create(b, l, hit, combined, acc)});
        });
    rewriter.replaceOp(op, result.getResults());
    return success();
  }
};

} // namespace

void populateSelectAndScatterPatterns(const TypeConverter &converter,
                                      RewritePatternSet &patterns) {
  patterns.add<SelectAndScatterToLinalg>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
