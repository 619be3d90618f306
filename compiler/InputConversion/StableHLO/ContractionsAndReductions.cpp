//===- ContractionsAndReductions.cpp - dot and reduce to linalg -----------===//
//
// dot/dot_general become linalg.matmul, batch_matmul, matvec, vecmat or dot
// when their operands (after a transpose at most) have those layouts and one
// element type, else a linalg.generic contraction. reduce with a single-op
// reducer becomes linalg.reduce; other reducers (argmax's two-operand one) a
// linalg.generic with one output per reduced operand.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

SmallVector<int64_t> getFreeDims(int64_t rank, ArrayRef<int64_t> batch,
                                 ArrayRef<int64_t> contract) {
  SmallVector<int64_t> result;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contract, d))
      result.push_back(d);
  return result;
}

namespace {

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

/// Dimension roles of one contraction, in dot_general terms.
struct ContractionDims {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
};


/// Transposes `value` by `perm` unless `perm` is the identity.
static Value transposeIfNeeded(OpBuilder &b, Location loc, Value value,
                               ArrayRef<int64_t> perm) {
  if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<DimSource> sources;
  for (int64_t d : perm) {
    shape.push_back(type.getDimSize(d));
    sources.emplace_back(value, d);
  }
  RankedTensorType transposedType = type.clone(shape);
  Value init = createEmptyTensor(
      b, loc, transposedType,
      getDynamicSizes(b, loc, transposedType, sources));
  return linalg::TransposeOp::create(b, loc, value, init, perm)->getResult(0);
}

/// Emits a named linalg op when the contraction has at most one batch, one
/// lhs-free, one rhs-free and exactly one contracting dimension and a single
/// element type; returns null otherwise.
static Value createNamedContraction(OpBuilder &b, Location loc, Value lhs,
                                    Value rhs, const ContractionDims &dims,
                                    RankedTensorType resultType,
                                    ValueRange resultSizes) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  Type elementType = resultType.getElementType();
  if (lhsType.getElementType() != elementType ||
      rhsType.getElementType() != elementType || elementType.isInteger(1) ||
      dims.lhsContract.size() != 1 || dims.lhsBatch.size() > 1)
    return nullptr;
  SmallVector<int64_t> lhsFree =
      getFreeDims(lhsType.getRank(), dims.lhsBatch, dims.lhsContract);
  SmallVector<int64_t> rhsFree =
      getFreeDims(rhsType.getRank(), dims.rhsBatch, dims.rhsContract);
  if (lhsFree.size() > 1 || rhsFree.size() > 1)
    return nullptr;
  bool batched = !dims.lhsBatch.empty();
  if (batched && (lhsFree.size() != 1 || rhsFree.size() != 1))
    return nullptr;
  // Canonical layouts: lhs [batch, free, contract], rhs [batch, contract, free].
  SmallVector<int64_t> lhsPerm(dims.lhsBatch), rhsPerm(dims.rhsBatch);
  llvm::append_range(lhsPerm, lhsFree);
  lhsPerm.push_back(dims.lhsContract[0]);
  rhsPerm.push_back(dims.rhsContract[0]);
  llvm::append_range(rhsPerm, rhsFree);
  lhs = transposeIfNeeded(b, loc, lhs, lhsPerm);
  rhs = transposeIfNeeded(b, loc, rhs, rhsPerm);
  Value init = createZeroFilled(b, loc, resultType, resultSizes);
  SmallVector<Value> inputs = {lhs, rhs};
  Operation *op;
  if (batched)
    op = linalg::BatchMatmulOp::create(b, loc, resultType, inputs, init);
  else if (lhsFree.size() == 1 && rhsFree.size() == 1)
    op = linalg::MatmulOp::create(b, loc, resultType, inputs, init);
  else if (lhsFree.size() == 1)
    op = linalg::MatvecOp::create(b, loc, resultType, inputs, init);
  else if (rhsFree.size() == 1)
    op = linalg::VecmatOp::create(b, loc, resultType, inputs, init);
  else
    op = linalg::DotOp::create(b, loc, resultType, inputs, init);
  return op->getResult(0);
}

/// Any contraction as a linalg.generic over (batch, lhs free, rhs free,
/// contracting) loops; operands are converted to the result element type.
static Value createGenericContraction(OpBuilder &b, Location loc, Value lhs,
                                      Value rhs, const ContractionDims &dims,
                                      RankedTensorType resultType,
                                      ValueRange resultSizes, Type lhsElement,
                                      Type rhsElement, Type resultElement) {
  int64_t lhsRank = cast<RankedTensorType>(lhs.getType()).getRank();
  int64_t rhsRank = cast<RankedTensorType>(rhs.getType()).getRank();
  SmallVector<int64_t> lhsFree =
      getFreeDims(lhsRank, dims.lhsBatch, dims.lhsContract);
  SmallVector<int64_t> rhsFree =
      getFreeDims(rhsRank, dims.rhsBatch, dims.rhsContract);
  int64_t numBatch = dims.lhsBatch.size();
  int64_t numParallel = numBatch + lhsFree.size() + rhsFree.size();
  int64_t numLoops = numParallel + dims.lhsContract.size();
  SmallVector<AffineExpr> lhsExprs(lhsRank), rhsExprs(rhsRank), outExprs;
  auto loop = [&](int64_t i) { return b.getAffineDimExpr(i); };
  int64_t next = 0;
  for (auto [l, r] : llvm::zip(dims.lhsBatch, dims.rhsBatch)) {
    lhsExprs[l] = rhsExprs[r] = loop(next);
    outExprs.push_back(loop(next++));
  }
  for (int64_t l : lhsFree) {
    lhsExprs[l] = loop(next);
    outExprs.push_back(loop(next++));
  }
  for (int64_t r : rhsFree) {
    rhsExprs[r] = loop(next);
    outExprs.push_back(loop(next++));
  }
  for (auto [l, r] : llvm::zip(dims.lhsContract, dims.rhsContract))
    lhsExprs[l] = rhsExprs[r] = loop(next++);
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, lhsExprs, ctx),
                                 AffineMap::get(numLoops, 0, rhsExprs, ctx),
                                 AffineMap::get(numLoops, 0, outExprs, ctx)};
  SmallVector<utils::IteratorType> iterators(numParallel,
                                             utils::IteratorType::parallel);
  iterators.append(dims.lhsContract.size(), utils::IteratorType::reduction);
  bool isFloat = isa<FloatType>(resultElement);
  bool isBool = resultElement.isInteger(1);
  return linalg::GenericOp::create(
             b, loc, resultType, ValueRange{lhs, rhs},
             createZeroFilled(b, loc, resultType, resultSizes), maps,
             iterators,
             [&](OpBuilder &nb, Location l, ValueRange args) {
               Value x = convertScalar(nb, l, args[0], lhsElement,
                                       resultElement);
               Value y = convertScalar(nb, l, args[1], rhsElement,
                                       resultElement);
               Value sum;
               if (isFloat)
                 sum = arith::AddFOp::create(
                     nb, l, args[2], arith::MulFOp::create(nb, l, x, y));
               else if (isBool)
                 sum = arith::OrIOp::create(
                     nb, l, args[2], arith::AndIOp::create(nb, l, x, y));
               else
                 sum = arith::AddIOp::create(
                     nb, l, args[2], arith::MulIOp::create(nb, l, x, y));
               linalg::YieldOp::create(nb, l, sum);
             })
      .getResult(0);
}

static LogicalResult lowerContraction(Operation *op, Value lhs, Value rhs,
                                      const ContractionDims &dims,
                                      const TypeConverter &converter,
                                      ConversionPatternRewriter &rewriter) {
  RankedTensorType resultType =
      getConvertedTensorType(converter, op->getResult(0).getType());
  Type lhsElement = getElementTypeOrSelf(op->getOperand(0).getType());
  Type rhsElement = getElementTypeOrSelf(op->getOperand(1).getType());
  Type resultElement = getElementTypeOrSelf(op->getResult(0).getType());
  if (!resultType ||
      llvm::any_of(TypeRange{lhsElement, rhsElement, resultElement},
                   [](Type t) { return isa<ComplexType>(t); }))
    return rewriter.notifyMatchFailure(op, "needs real tensors");
  // The result is [batch, lhs free, rhs free].
  int64_t lhsRank = cast<RankedTensorType>(lhs.getType()).getRank();
  int64_t rhsRank = cast<RankedTensorType>(rhs.getType()).getRank();
  SmallVector<DimSource> sources;
  for (int64_t d : dims.lhsBatch)
    sources.emplace_back(lhs, d);
  for (int64_t d : getFreeDims(lhsRank, dims.lhsBatch, dims.lhsContract))
    sources.emplace_back(lhs, d);
  for (int64_t d : getFreeDims(rhsRank, dims.rhsBatch, dims.rhsContract))
    sources.emplace_back(rhs, d);
  if (static_cast<int64_t>(sources.size()) != resultType.getRank())
    return rewriter.notifyMatchFailure(op, "result rank mismatch");
  Location loc = op->getLoc();
  SmallVector<Value> resultSizes =
      getDynamicSizes(rewriter, loc, resultType, sources);
  Value result = createNamedContraction(rewriter, loc, lhs, rhs, dims,
                                        resultType, resultSizes);
  if (!result)
    result = createGenericContraction(rewriter, loc, lhs, rhs, dims,
                                      resultType, resultSizes, lhsElement,
                                      rhsElement, resultElement);
  rewriter.replaceOp(op, result);
  return success();
}

struct DotGeneralToLinalg : public OpConversionPattern<shlo::DotGeneralOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DotGeneralOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    shlo::DotDimensionNumbersAttr attr = op.getDotDimensionNumbers();
    ContractionDims dims;
    dims.lhsBatch.assign(attr.getLhsBatchingDimensions().begin(),
                         attr.getLhsBatchingDimensions().end());
    dims.rhsBatch.assign(attr.getRhsBatchingDimensions().begin(),
                         attr.getRhsBatchingDimensions().end());
    dims.lhsContract.assign(attr.getLhsContractingDimensions().begin(),
                            attr.getLhsContractingDimensions().end());
    dims.rhsContract.assign(attr.getRhsContractingDimensions().begin(),
                            attr.getRhsContractingDimensions().end());
    return lowerContraction(op, adaptor.getLhs(), adaptor.getRhs(), dims,
                            *getTypeConverter(), rewriter);
  }
};

struct DotToLinalg : public OpConversionPattern<shlo::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // dot contracts the last lhs dimension with the first rhs dimension.
    ContractionDims dims;
    dims.lhsContract.push_back(op.getLhs().getType().getRank() - 1);
    dims.rhsContract.push_back(0);
    return lowerContraction(op, adaptor.getLhs(), adaptor.getRhs(), dims,
                            *getTypeConverter(), rewriter);
  }
};

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

/// The one op of a reducer `(acc, x) -> op(acc, x)` that linalg.reduce can
/// express, or null.
static Operation *getSimpleCombiner(shlo::ReduceOp op) {
  if (op.getInputs().size() != 1)
    return nullptr;
  Block &block = op.getBody().front();
  if (!llvm::hasSingleElement(block.without_terminator()))
    return nullptr;
  Operation *combiner = &block.front();
  if (!isa<shlo::AddOp, shlo::MulOp, shlo::MaxOp, shlo::MinOp, shlo::AndOp,
           shlo::OrOp, shlo::XorOp>(combiner) ||
      !isScalarizableOp(combiner) ||
      block.getTerminator()->getOperand(0) != combiner->getResult(0))
    return nullptr;
  // The combiners are commutative: either argument order works.
  Value a = combiner->getOperand(0), b = combiner->getOperand(1);
  Value acc = block.getArgument(0), x = block.getArgument(1);
  if (!((a == acc && b == x) || (a == x && b == acc)))
    return nullptr;
  return combiner;
}

struct ReduceToLinalg : public OpConversionPattern<shlo::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Block &block = op.getBody().front();
    if (!isScalarizableBlock(block))
      return rewriter.notifyMatchFailure(op, "unsupported reducer body");
    SmallVector<RankedTensorType> resultTypes;
    for (Value result : op.getResults()) {
      resultTypes.push_back(
          getConvertedTensorType(*getTypeConverter(), result.getType()));
      if (!resultTypes.back())
        return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    }

    // The results keep the input's dimensions that are not reduced.
    Location loc = op.getLoc();
    ArrayRef<int64_t> reduced = op.getDimensions();
    Value input = adaptor.getInputs()[0];
    SmallVector<DimSource> sources;
    for (int64_t d = 0; d < cast<RankedTensorType>(input.getType()).getRank();
         ++d)
      if (!llvm::is_contained(reduced, d))
        sources.emplace_back(input, d);
    for (RankedTensorType type : resultTypes)
      if (static_cast<int64_t>(sources.size()) != type.getRank())
        return rewriter.notifyMatchFailure(op, "result rank mismatch");
    SmallVector<Value> inits;
    for (auto [init, type] : llvm::zip(adaptor.getInitValues(), resultTypes)) {
      Value scalar = tensor::ExtractOp::create(rewriter, loc, init);
      Value empty = createEmptyTensor(
          rewriter, loc, type, getDynamicSizes(rewriter, loc, type, sources));
      inits.push_back(
          linalg::FillOp::create(rewriter, loc, scalar, empty).getResult(0));
    }

    if (Operation *combiner = getSimpleCombiner(op)) {
      auto reduce = linalg::ReduceOp::create(
          rewriter, loc, adaptor.getInputs(), inits, reduced,
          [&](OpBuilder &b, Location l, ValueRange args) {
            // linalg.reduce passes (value, accumulator).
            Value result = emitScalarOp(b, l, combiner, {args[1], args[0]});
            linalg::YieldOp::create(b, l, result);
          });
      rewriter.replaceOp(op, reduce->getResults());
      return success();
    }

    int64_t rank =
        cast<RankedTensorType>(adaptor.getInputs()[0].getType()).getRank();
    SmallVector<AffineExpr> keptExprs;
    SmallVector<utils::IteratorType> iterators;
    for (int64_t d = 0; d < rank; ++d) {
      bool isReduced = llvm::is_contained(reduced, d);
      iterators.push_back(isReduced ? utils::IteratorType::reduction
                                    : utils::IteratorType::parallel);
      if (!isReduced)
        keptExprs.push_back(rewriter.getAffineDimExpr(d));
    }
    size_t n = inits.size();
    SmallVector<AffineMap> maps(n, rewriter.getMultiDimIdentityMap(rank));
    maps.append(n, AffineMap::get(rank, 0, keptExprs, getContext()));
    SmallVector<Type> types(resultTypes.begin(), resultTypes.end());
    auto generic = linalg::GenericOp::create(
        rewriter, loc, types, adaptor.getInputs(), inits, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          // The reducer takes (accumulators, values); the generic passes
          // (values, accumulators).
          SmallVector<Value> blockArgs(args.drop_front(n));
          llvm::append_range(blockArgs, args.take_front(n));
          SmallVector<Value> results = emitScalarBlock(b, l, block, blockArgs);
          linalg::YieldOp::create(b, l, results);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

Value createZeroFilled(OpBuilder &b, Location loc, RankedTensorType type,
                       ValueRange dynamicSizes) {
  Value zero = arith::ConstantOp::create(
      b, loc, type.getElementType(), b.getZeroAttr(type.getElementType()));
  return linalg::FillOp::create(b, loc, zero,
                                createEmptyTensor(b, loc, type, dynamicSizes))
      .getResult(0);
}

void populateContractionAndReductionPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<DotGeneralToLinalg, DotToLinalg, ReduceToLinalg>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
