//===- CompoundOpsToLinalg.cpp - compound stablehlo ops as linalg ---------===//
//
// einsum and unary_einsum as one generic over their labels; torch_index_select
// as a generic reading the operand at the index; map as a generic running its
// body on scalars; rng from a counter-based hash of each element's position;
// batch_norm_training and batch_norm_grad as per-feature reductions and an
// elementwise generic.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {


SmallVector<utils::IteratorType> iteratorsOf(int64_t parallel,
                                             int64_t reduction = 0) {
  SmallVector<utils::IteratorType> iterators(parallel,
                                             utils::IteratorType::parallel);
  iterators.append(reduction, utils::IteratorType::reduction);
  return iterators;
}

//===----------------------------------------------------------------------===//
// einsum, unary_einsum
//===----------------------------------------------------------------------===//

/// One generic whose loops are the output labels (parallel) followed by the
/// labels only operands have (summed): products of the operands accumulate
/// into a zero-filled result.
template <typename OpTy>
struct EinsumToGeneric : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*this->getTypeConverter(), op.getType());
    Type resultElement = op.getType().getElementType();
    if (!type || isa<ComplexType>(resultElement))
      return rewriter.notifyMatchFailure(op, "needs static real tensors");
    SmallVector<StringRef> inputs;
    StringRef output;
    if (failed(shlo::parseEinsumConfig(
            op.getEinsumConfig().ltrim(','), inputs, output)))
      return rewriter.notifyMatchFailure(op, "malformed config");
    std::string loops = output.str();
    for (StringRef labels : inputs)
      for (char c : labels)
        if (loops.find(c) == std::string::npos)
          loops.push_back(c);
    MLIRContext *ctx = op.getContext();
    auto mapOf = [&](StringRef labels) {
      SmallVector<AffineExpr> exprs;
      for (char c : labels)
        exprs.push_back(getAffineDimExpr(loops.find(c), ctx));
      return AffineMap::get(loops.size(), 0, exprs, ctx);
    };
    SmallVector<AffineMap> maps;
    for (StringRef labels : inputs)
      maps.push_back(mapOf(labels));
    maps.push_back(mapOf(output));
    SmallVector<Type> operandElements;
    for (Value operand : op->getOperands())
      operandElements.push_back(
          cast<RankedTensorType>(operand.getType()).getElementType());
    Location loc = op.getLoc();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, adaptor.getOperands(),
        createZeroFilled(rewriter, loc, type), maps,
        iteratorsOf(output.size(), loops.size() - output.size()),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value product;
          for (auto [arg, element] :
               llvm::zip(args.drop_back(), operandElements)) {
            Value value = convertScalar(b, l, arg, element, resultElement);
            if (!product)
              product = value;
            else if (isa<FloatType>(value.getType()))
              product = arith::MulFOp::create(b, l, product, value);
            else if (value.getType().isInteger(1))
              product = arith::AndIOp::create(b, l, product, value);
            else
              product = arith::MulIOp::create(b, l, product, value);
          }
          Value sum;
          if (isa<FloatType>(product.getType()))
            sum = arith::AddFOp::create(b, l, args.back(), product);
          else if (product.getType().isInteger(1))
            sum = arith::OrIOp::create(b, l, args.back(), product);
          else
            sum = arith::AddIOp::create(b, l, args.back(), product);
          linalg::YieldOp::create(b, l, sum);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// torch_index_select
//===----------------------------------------------------------------------===//

/// result[p..., i..., s...] = operand[p..., index[b..., i...], s...], where
/// the first `batch_dims` of p are also the index's leading dimensions. The
/// index is clamped into the operand, as gather's start indices are.
struct TorchIndexSelectToGeneric
    : OpConversionPattern<shlo::TorchIndexSelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::TorchIndexSelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    RankedTensorType operandType = op.getOperand().getType();
    RankedTensorType indexType = op.getIndex().getType();
    if (!type || !operandType.hasStaticShape() || !indexType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    int64_t dim = op.getDim(), batchDims = op.getBatchDims();
    int64_t indexDims = indexType.getRank() - batchDims;
    int64_t rank = type.getRank();
    MLIRContext *ctx = op.getContext();
    SmallVector<AffineExpr> indexExprs;
    for (int64_t d = 0; d < batchDims; ++d)
      indexExprs.push_back(getAffineDimExpr(d, ctx));
    for (int64_t d = 0; d < indexDims; ++d)
      indexExprs.push_back(getAffineDimExpr(dim + d, ctx));
    SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, indexExprs, ctx),
                                   rewriter.getMultiDimIdentityMap(rank)};
    bool isUnsigned = indexType.getElementType().isUnsignedInteger();
    Value operand = adaptor.getOperand();
    int64_t limit = operandType.getDimSize(dim) - 1;
    Location loc = op.getLoc();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{adaptor.getIndex()},
        createEmptyTensor(rewriter, loc, type), maps, iteratorsOf(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value index =
              isUnsigned
                  ? arith::IndexCastUIOp::create(b, l, b.getIndexType(), args[0])
                        .getResult()
                  : arith::IndexCastOp::create(b, l, b.getIndexType(), args[0])
                        .getResult();
          Value zero = arith::ConstantIndexOp::create(b, l, 0);
          Value last = arith::ConstantIndexOp::create(b, l, limit);
          index = arith::MinSIOp::create(
              b, l, arith::MaxSIOp::create(b, l, index, zero), last);
          SmallVector<Value> coords;
          for (int64_t d = 0; d < dim; ++d)
            coords.push_back(linalg::IndexOp::create(b, l, d));
          coords.push_back(index);
          for (int64_t d = dim + 1; d < operandType.getRank(); ++d)
            coords.push_back(linalg::IndexOp::create(b, l, d - 1 + indexDims));
          linalg::YieldOp::create(
              b, l, tensor::ExtractOp::create(b, l, operand, coords).getResult());
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

struct MapToGeneric : OpConversionPattern<shlo::MapOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::MapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    Block &body = op.getComputation().front();
    if (!type || !isScalarizableBlock(body))
      return rewriter.notifyMatchFailure(
          op, "needs a static shape and an elementwise body");
    int64_t rank = type.getRank();
    SmallVector<AffineMap> maps(op.getInputs().size() + 1,
                                rewriter.getMultiDimIdentityMap(rank));
    Location loc = op.getLoc();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, adaptor.getInputs(),
        createEmptyTensor(rewriter, loc, type), maps, iteratorsOf(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          linalg::YieldOp::create(
              b, l, emitScalarBlock(b, l, body, args.drop_back()));
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// rng
//===----------------------------------------------------------------------===//

/// A 32-bit integer mixer (xorshift-multiply rounds) with good avalanche:
/// consecutive counters give unrelated words.
Value mixBits(OpBuilder &b, Location l, Value x) {
  auto constant = [&](uint32_t value) {
    return arith::ConstantIntOp::create(b, l, static_cast<int32_t>(value), 32);
  };
  auto xorShift = [&](Value v, unsigned shift) {
    return arith::XOrIOp::create(
        b, l, v, arith::ShRUIOp::create(b, l, v, constant(shift)));
  };
  x = xorShift(x, 16);
  x = arith::MulIOp::create(b, l, x, constant(0x21f0aaad));
  x = xorShift(x, 15);
  x = arith::MulIOp::create(b, l, x, constant(0x735a2d97));
  return xorShift(x, 15);
}

/// A float in [0, 1) from the top 24 bits of a random word.
Value unitInterval(OpBuilder &b, Location l, Value word) {
  Value top = arith::ShRUIOp::create(
      b, l, word, arith::ConstantIntOp::create(b, l, 8, 32));
  Value asFloat = arith::UIToFPOp::create(b, l, b.getF32Type(), top);
  return arith::MulFOp::create(
      b, l, asFloat,
      arith::ConstantOp::create(b, l, b.getF32FloatAttr(1.0f / (1 << 24))));
}

struct RngToGeneric : OpConversionPattern<shlo::RngOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(shlo::RngOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type =
        getStaticConvertedType(*getTypeConverter(), op.getType());
    Type element = type ? type.getElementType() : Type();
    if (!type || element.isInteger(1) ||
        element.getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(
          op, "needs a static shape and elements of 2 to 32 bits");
    bool isUnsigned = op.getType().getElementType().isUnsignedInteger();
    bool normal = op.getRngDistribution() == shlo::RngDistribution::NORMAL;
    int64_t rank = type.getRank();
    MLIRContext *ctx = op.getContext();
    AffineMap scalar = AffineMap::get(rank, 0, {}, ctx);
    SmallVector<AffineMap> maps = {scalar, scalar,
                                   rewriter.getMultiDimIdentityMap(rank)};
    Location loc = op.getLoc();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{adaptor.getA(), adaptor.getB()},
        createEmptyTensor(rewriter, loc, type), maps, iteratorsOf(rank),
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value a = args[0], bound = args[1];
          // Row-major position of the element, the counter of its words.
          Value linear = arith::ConstantIndexOp::create(b, l, 0);
          for (int64_t d = 0; d < rank; ++d)
            linear = arith::AddIOp::create(
                b, l,
                arith::MulIOp::create(
                    b, l, linear,
                    arith::ConstantIndexOp::create(b, l, type.getDimSize(d))),
                linalg::IndexOp::create(b, l, d));
          Value counter =
              arith::IndexCastOp::create(b, l, b.getI32Type(), linear);
          auto word = [&](uint32_t stream) {
            Value seeded = arith::AddIOp::create(
                b, l,
                arith::MulIOp::create(
                    b, l, counter,
                    arith::ConstantIntOp::create(b, l, 2, 32)),
                arith::ConstantIntOp::create(b, l, stream, 32));
            return mixBits(b, l, seeded);
          };
          Value result;
          if (normal) {
            // Box-Muller: mean a, standard deviation b.
            Value one = arith::ConstantOp::create(b, l, b.getF32FloatAttr(1));
            Value u1 = arith::SubFOp::create(b, l, one,
                                             unitInterval(b, l, word(0)));
            Value u2 = unitInterval(b, l, word(1));
            Value radius = math::SqrtOp::create(
                b, l,
                arith::MulFOp::create(
                    b, l,
                    arith::ConstantOp::create(b, l, b.getF32FloatAttr(-2)),
                    math::LogOp::create(b, l, u1)));
            Value angle = arith::MulFOp::create(
                b, l,
                arith::ConstantOp::create(
                    b, l, b.getF32FloatAttr(2 * static_cast<float>(M_PI))),
                u2);
            Value z = convertScalar(
                b, l,
                arith::MulFOp::create(b, l, radius,
                                      math::CosOp::create(b, l, angle)),
                b.getF32Type(), element);
            result = arith::AddFOp::create(
                b, l, a, arith::MulFOp::create(b, l, bound, z));
          } else if (isa<FloatType>(element)) {
            Value u = convertScalar(b, l, unitInterval(b, l, word(0)),
                                    b.getF32Type(), element);
            Value value = arith::AddFOp::create(
                b, l, a,
                arith::MulFOp::create(
                    b, l, arith::SubFOp::create(b, l, bound, a), u));
            // Rounding can reach b itself, which the interval leaves out.
            Value inside = arith::CmpFOp::create(
                b, l, arith::CmpFPredicate::OLT, value, bound);
            result = arith::SelectOp::create(b, l, inside, value, a);
          } else {
            // a + word mod (b - a), in the element's width; an empty
            // interval gives a.
            Value range = arith::SubIOp::create(b, l, bound, a);
            Value bits = word(0);
            unsigned width = element.getIntOrFloatBitWidth();
            if (width < 32)
              bits = arith::TruncIOp::create(b, l, element, bits);
            Value empty = arith::CmpIOp::create(
                b, l,
                isUnsigned ? arith::CmpIPredicate::ule
                           : arith::CmpIPredicate::sle,
                bound, a);
            Value safeRange = arith::SelectOp::create(
                b, l, empty, arith::ConstantIntOp::create(b, l, element, 1),
                range);
            Value offset = arith::RemUIOp::create(b, l, bits, safeRange);
            result = arith::SelectOp::create(
                b, l, empty, a,
                arith::AddIOp::create(b, l, a, offset));
          }
          linalg::YieldOp::create(b, l, result);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

} // namespace

void populateCompoundOpPatterns(const TypeConverter &converter,
                                RewritePatternSet &patterns) {
  patterns.add<EinsumToGeneric<shlo::EinsumOp>,
               EinsumToGeneric<shlo::UnaryEinsumOp>, TorchIndexSelectToGeneric,
               MapToGeneric, RngToGeneric>(converter, patterns.getContext());
  populateBatchNormTrainingPatterns(converter, patterns);
  populateQuantizationPatterns(converter, patterns);
}

} // namespace mlir::iree_compiler::InputConversion
