//===- Sort.cpp - stablehlo.sort to linalg --------------------------------===//
//
// Sorting as two linalg.generics, each O(n^2) per sorted row but without
// loops or writes at computed positions: the first counts, for each element
// i, the elements j that go before it (comparator(j, i), or j < i and not
// comparator(i, j)), which is its position in a stable sort; the second
// fills position p with the element whose count is p. Any comparator the
// body lowering supports works, and the result is always stable.
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

struct SortToGenerics : OpConversionPattern<shlo::SortOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::SortOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Block &comparator = op.getComparator().front();
    if (!isScalarizableBlock(comparator))
      return rewriter.notifyMatchFailure(op, "unsupported comparator");
    SmallVector<Type> resultTypes;
    for (Type type : op.getResultTypes()) {
      resultTypes.push_back(getStaticConvertedType(*getTypeConverter(), type));
      if (!resultTypes.back())
        return rewriter.notifyMatchFailure(op, "needs static shapes");
    }
    auto type = cast<RankedTensorType>(resultTypes.front());
    int64_t rank = type.getRank();
    int64_t dim = op.getDimensionAttr().getInt();
    if (dim < 0)
      dim += rank;
    MLIRContext *context = getContext();
    Location loc = op.getLoc();
    SmallVector<Value> inputs(adaptor.getInputs());
    size_t n = inputs.size();

    // Loops: the operand dims, then one more reduced loop `k` along the
    // sorted dimension. `rowMap` reads at the loop position; `otherMap`
    // reads with `k` in place of the sorted dimension.
    SmallVector<AffineExpr> rowExprs, otherExprs;
    for (int64_t d = 0; d < rank; ++d) {
      rowExprs.push_back(rewriter.getAffineDimExpr(d));
      otherExprs.push_back(rewriter.getAffineDimExpr(d == dim ? rank : d));
    }
    AffineMap rowMap = AffineMap::get(rank + 1, 0, rowExprs, context);
    AffineMap otherMap = AffineMap::get(rank + 1, 0, otherExprs, context);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    Type positionType = rewriter.getI64Type();
    auto positionsType = RankedTensorType::get(type.getShape(), positionType);

    // positions[i] = #{k : comparator(x[k], x[i]) or
    //                     (k < i and not comparator(x[i], x[k]))}.
    SmallVector<Value> pairs;
    SmallVector<AffineMap> maps;
    for (Value input : inputs) {
      pairs.append({input, input});
      maps.append({rowMap, otherMap});
    }
    maps.push_back(rowMap);
    auto count = linalg::GenericOp::create(
        rewriter, loc, positionsType, pairs,
        createZeroFilled(rewriter, loc, positionsType), maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> iFirst, kFirst;
          for (size_t i = 0; i < n; ++i) {
            iFirst.append({args[2 * i], args[2 * i + 1]});
            kFirst.append({args[2 * i + 1], args[2 * i]});
          }
          Value kBefore = emitScalarBlock(b, l, comparator, kFirst).front();
          Value iBefore = emitScalarBlock(b, l, comparator, iFirst).front();
          Value i = linalg::IndexOp::create(b, l, dim);
          Value k = linalg::IndexOp::create(b, l, rank);
          Value kEarlier =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, k, i);
          Value notIBefore = arith::XOrIOp::create(
              b, l, iBefore, arith::ConstantIntOp::create(b, l, 1, 1));
          Value tie = arith::AndIOp::create(b, l, kEarlier, notIBefore);
          Value before = arith::OrIOp::create(b, l, kBefore, tie);
          Value one = arith::ExtUIOp::create(b, l, positionType, before);
          linalg::YieldOp::create(
              b, l, ValueRange{arith::AddIOp::create(b, l, args.back(), one)});
        });

    // result[p] = x[k] for the k whose position is p.
    SmallVector<Value> sources = {count.getResult(0)};
    llvm::append_range(sources, inputs);
    SmallVector<AffineMap> placeMaps(n + 1, otherMap);
    placeMaps.append(n, rowMap);
    SmallVector<Value> inits;
    for (Type resultType : resultTypes)
      inits.push_back(
          createZeroFilled(rewriter, loc, cast<RankedTensorType>(resultType)));
    auto place = linalg::GenericOp::create(
        rewriter, loc, resultTypes, sources, inits, placeMaps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value p = arith::IndexCastOp::create(
              b, l, positionType, linalg::IndexOp::create(b, l, dim));
          Value here = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                             args[0], p);
          SmallVector<Value> results;
          for (size_t i = 0; i < n; ++i)
            results.push_back(arith::SelectOp::create(
                b, l, here, args[1 + i], args[1 + n + i]));
          linalg::YieldOp::create(b, l, results);
        });
    rewriter.replaceOp(op, place.getResults());
    return success();
  }
};

} // namespace

void populateSortPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns.add<SortToGenerics>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
