//===- ComplexParts.cpp - complex values taken apart before lowering ------===//
//
// Complex values need no complex tensors inside a program: real/imag are
// pushed towards the values' producers until they meet stablehlo.complex,
// leaving only real math and dead complex ops behind. Producers taken apart:
// arithmetic (add, subtract, negate, multiply, divide, exponential),
// conversions, dot_general, single-input sums, shape ops, select, and fft
// (Fft.cpp). Complex values that enter or leave the StableHLO ops are
// viewed as interleaved parts (interleaveComplexBoundaries).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include <complex>

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

bool isComplexTensor(Type type) {
  return isa<ComplexType>(getElementTypeOrSelf(type));
}

/// `type` with complex elements replaced by their real parts' type.
Type getPartType(Type type) {
  auto tensorType = cast<RankedTensorType>(type);
  auto complexType = cast<ComplexType>(tensorType.getElementType());
  return tensorType.clone(complexType.getElementType());
}

template <typename PartOp>
Value createPart(OpBuilder &rewriter, Location loc, Value complex) {
  return PartOp::create(rewriter, loc, getPartType(complex.getType()), complex);
}

/// The part of a single-input reduce whose body adds: the same reduce of
/// the input's and init's parts, or null for other reduces.
template <typename PartOp>
Value getPartOfSum(OpBuilder &rewriter, shlo::ReduceOp reduce) {
  Block &body = reduce.getBody().front();
  auto add = dyn_cast<shlo::AddOp>(body.front());
  if (reduce.getInputs().size() != 1 || body.getOperations().size() != 2 ||
      !add || add->getOperands() != ValueRange(body.getArguments()) ||
      body.getTerminator()->getOperands() != add->getResults())
    return nullptr;
  Location l = reduce.getLoc();
  Value input = createPart<PartOp>(rewriter, l, reduce.getInputs()[0]);
  Value init = createPart<PartOp>(rewriter, l, reduce.getInitValues()[0]);
  IRMapping mapping;
  mapping.map(reduce.getInputs()[0], input);
  mapping.map(reduce.getInitValues()[0], init);
  auto clone = cast<shlo::ReduceOp>(rewriter.clone(*reduce, mapping));
  clone->getResult(0).setType(getPartType(reduce->getResult(0).getType()));
  Block &cloneBody = clone.getBody().front();
  Type scalar = getPartType(cloneBody.getArgument(0).getType());
  for (BlockArgument arg : cloneBody.getArguments()) arg.setType(scalar);
  cloneBody.front().getResult(0).setType(scalar);
  return clone->getResult(0);
}

/// real/imag of the value `PartOp` reads, computed from parts of the
/// producer's operands, or null when the producer is not understood.
template <typename PartOp>
Value getPartOfProducer(PatternRewriter &rewriter, Location loc,
                        Operation *producer) {
  constexpr bool isImag = std::is_same_v<PartOp, shlo::ImagOp>;
  if (auto complex = dyn_cast<shlo::ComplexOp>(producer))
    return isImag ? complex.getRhs() : complex.getLhs();

  if (auto constant = dyn_cast<shlo::ConstantOp>(producer)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!dense)
      return nullptr;
    auto type = cast<RankedTensorType>(getPartType(dense.getType()));
    SmallVector<APFloat> parts;
    for (std::complex<APFloat> value : dense.getValues<std::complex<APFloat>>())
      parts.push_back(isImag ? value.imag() : value.real());
    return shlo::ConstantOp::create(rewriter, loc,
                                    DenseElementsAttr::get(type, parts));
  }

  if (auto fft = dyn_cast<shlo::FftOp>(producer))
    return getPartOfFft(rewriter, loc, fft, isImag);

  if (isa<shlo::MulOp, shlo::DivOp>(producer)) {
    // a + bi and c + di, and arithmetic on parts.
    Location l = producer->getLoc();
    Value lhs = producer->getOperand(0), rhs = producer->getOperand(1);
    Value a = createPart<shlo::RealOp>(rewriter, l, lhs);
    Value b = createPart<shlo::ImagOp>(rewriter, l, lhs);
    Value c = createPart<shlo::RealOp>(rewriter, l, rhs);
    Value d = createPart<shlo::ImagOp>(rewriter, l, rhs);
    Type t = a.getType();
    auto mul = [&](Value x, Value y) -> Value {
      return shlo::MulOp::create(rewriter, l, t, x, y);
    };
    auto add = [&](Value x, Value y) -> Value {
      return shlo::AddOp::create(rewriter, l, t, x, y);
    };
    auto sub = [&](Value x, Value y) -> Value {
      return shlo::SubtractOp::create(rewriter, l, t, x, y);
    };
    // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
    if (isa<shlo::MulOp>(producer))
      return isImag ? add(mul(a, d), mul(b, c)) : sub(mul(a, c), mul(b, d));
    // (a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c^2 + d^2)
    Value numerator =
        isImag ? sub(mul(b, c), mul(a, d)) : add(mul(a, c), mul(b, d));
    return shlo::DivOp::create(rewriter, l, t, numerator,
                               add(mul(c, c), mul(d, d)));
  }

  if (auto exp = dyn_cast<shlo::ExpOp>(producer)) {
    // e^(a + bi) = e^a cos b + (e^a sin b)i
    Location l = exp.getLoc();
    Value a = createPart<shlo::RealOp>(rewriter, l, exp.getOperand());
    Value b = createPart<shlo::ImagOp>(rewriter, l, exp.getOperand());
    Type t = a.getType();
    Value scale = shlo::ExpOp::create(rewriter, l, t, a);
    Value angle = isImag ? Value(shlo::SineOp::create(rewriter, l, t, b))
                         : Value(shlo::CosineOp::create(rewriter, l, t, b));
    return shlo::MulOp::create(rewriter, l, t, scale, angle);
  }

  if (auto convert = dyn_cast<shlo::ConvertOp>(producer)) {
    // A real value's imaginary part is zero; complex to complex converts
    // each part.
    Location l = convert.getLoc();
    Type partType = getPartType(convert.getType());
    Value operand = convert.getOperand();
    if (isComplexTensor(operand.getType()))
      return shlo::ConvertOp::create(
          rewriter, l, partType, createPart<PartOp>(rewriter, l, operand));
    if (!isImag) return shlo::ConvertOp::create(rewriter, l, partType, operand);
    auto shaped = cast<RankedTensorType>(partType);
    return shlo::ConstantOp::create(
        rewriter, l,
        DenseElementsAttr::get(shaped,
                               rewriter.getZeroAttr(shaped.getElementType())));
  }

  if (auto dot = dyn_cast<shlo::DotGeneralOp>(producer)) {
    // (A + Bi)(C + Di) = (AC - BD) + (AD + BC)i, each a real dot_general.
    Location l = dot.getLoc();
    Type t = getPartType(dot.getType());
    auto partsOf = [&](Value operand) -> std::pair<Value, Value> {
      if (!isComplexTensor(operand.getType())) return {operand, nullptr};
      return {createPart<shlo::RealOp>(rewriter, l, operand),
              createPart<shlo::ImagOp>(rewriter, l, operand)};
    };
    auto [a, b] = partsOf(dot.getLhs());
    auto [c, d] = partsOf(dot.getRhs());
    auto dotOf = [&](Value x, Value y) -> Value {
      if (!x || !y) return nullptr;
      IRMapping mapping;
      mapping.map(dot.getLhs(), x);
      mapping.map(dot.getRhs(), y);
      Operation *clone = rewriter.clone(*dot, mapping);
      clone->getResult(0).setType(t);
      return clone->getResult(0);
    };
    auto combine = [&](Value x, Value y, bool subtract) -> Value {
      if (!x) return subtract ? Value(shlo::NegOp::create(rewriter, l, t, y)) : y;
      if (!y) return x;
      if (subtract) return shlo::SubtractOp::create(rewriter, l, t, x, y);
      return shlo::AddOp::create(rewriter, l, t, x, y);
    };
    if (isImag) return combine(dotOf(a, d), dotOf(b, c), /*subtract=*/false);
    return combine(dotOf(a, c), dotOf(b, d), /*subtract=*/true);
  }

  if (auto reduce = dyn_cast<shlo::ReduceOp>(producer))
    return getPartOfSum<PartOp>(rewriter, reduce);

  // Ops that act on both parts alike: the same op on the parts.
  if (!isa<shlo::AddOp, shlo::SubtractOp, shlo::NegOp, shlo::BroadcastInDimOp,
           shlo::ReshapeOp, shlo::TransposeOp, shlo::SliceOp, shlo::ReverseOp,
           shlo::ConcatenateOp, shlo::PadOp, shlo::SelectOp>(producer) ||
      producer->getNumResults() != 1)
    return nullptr;
  IRMapping mapping;
  for (Value operand : producer->getOperands())
    if (isComplexTensor(operand.getType()))
      mapping.map(operand,
                  createPart<PartOp>(rewriter, producer->getLoc(), operand));
  Operation *clone = rewriter.clone(*producer, mapping);
  clone->getResult(0).setType(getPartType(producer->getResult(0).getType()));
  return clone->getResult(0);
}

template <typename PartOp>
struct PushPartToProducer : OpRewritePattern<PartOp> {
  using OpRewritePattern<PartOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(PartOp op,
                                PatternRewriter &rewriter) const override {
    Value complex = op.getOperand();
    Operation *producer = complex.getDefiningOp();
    if (!isComplexTensor(complex.getType()) || !producer)
      return failure();
    Value part = getPartOfProducer<PartOp>(rewriter, op.getLoc(), producer);
    if (!part)
      return failure();
    rewriter.replaceOp(op, part);
    return success();
  }
};

/// `S x 2` real parts of the complex |value| of shape S, interleaved.
RankedTensorType getInterleavedType(Type complexType) {
  auto type = cast<RankedTensorType>(getPartType(complexType));
  SmallVector<int64_t> shape(type.getShape());
  shape.push_back(2);
  return type.clone(shape);
}

/// `stablehlo.complex` of the parts of |value|, a complex tensor defined
/// outside the StableHLO ops.
Value unpackComplex(OpBuilder &b, Location loc, Value value) {
  RankedTensorType interleavedType = getInterleavedType(value.getType());
  Value interleaved =
      IREE::Flow::TensorReshapeOp::create(b, loc, interleavedType, value);
  auto partType = cast<RankedTensorType>(getPartType(value.getType()));
  SmallVector<int64_t> limits(interleavedType.getShape());
  SmallVector<int64_t> starts(limits.size(), 0), strides(limits.size(), 1);
  SmallVector<int64_t> sliceShape(partType.getShape());
  sliceShape.push_back(1);
  Value parts[2];
  for (int64_t part = 0; part < 2; ++part) {
    starts.back() = part;
    limits.back() = part + 1;
    Value slice = shlo::SliceOp::create(b, loc, partType.clone(sliceShape),
                                        interleaved, starts, limits, strides);
    parts[part] = shlo::ReshapeOp::create(b, loc, partType, slice);
  }
  return shlo::ComplexOp::create(b, loc, value.getType(), parts[0], parts[1]);
}

/// |value|, a complex tensor of the StableHLO ops, as interleaved parts
/// viewed back as complex, for a user outside them.
Value packComplex(OpBuilder &b, Location loc, Value value) {
  auto partType = cast<RankedTensorType>(getPartType(value.getType()));
  SmallVector<int64_t> columnShape(partType.getShape());
  columnShape.push_back(1);
  SmallVector<Value> columns;
  for (Value part : {createPart<shlo::RealOp>(b, loc, value),
                     createPart<shlo::ImagOp>(b, loc, value)})
    columns.push_back(
        shlo::ReshapeOp::create(b, loc, partType.clone(columnShape), part));
  Value interleaved = shlo::ConcatenateOp::create(
      b, loc, getInterleavedType(value.getType()), columns,
      partType.getRank());
  return IREE::Flow::TensorReshapeOp::create(b, loc, value.getType(),
                                             interleaved);
}

bool isStableHLOOp(Operation *op) {
  return isa<shlo::StableHLODialect>(op->getDialect());
}

} // namespace

void interleaveComplexBoundaries(ModuleOp module) {
  SmallVector<Value> entering;
  SmallVector<OpOperand *> leaving;
  module.walk([&](Operation *op) {
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      if (!func.isExternal())
        for (BlockArgument arg : func.getArguments())
          if (isComplexTensor(arg.getType())) entering.push_back(arg);
      return;
    }
    bool inside = isStableHLOOp(op);
    for (Value result : op->getResults())
      if (!inside && isComplexTensor(result.getType()))
        entering.push_back(result);
    for (OpOperand &operand : op->getOpOperands()) {
      Operation *producer = operand.get().getDefiningOp();
      if (!inside && producer && isStableHLOOp(producer) &&
          isComplexTensor(operand.get().getType()))
        leaving.push_back(&operand);
    }
  });
  OpBuilder b(module.getContext());
  for (OpOperand *operand : leaving) {
    b.setInsertionPoint(operand->getOwner());
    operand->set(packComplex(b, operand->getOwner()->getLoc(), operand->get()));
  }
  for (Value value : entering) {
    if (auto arg = dyn_cast<BlockArgument>(value))
      b.setInsertionPointToStart(arg.getOwner());
    else
      b.setInsertionPointAfterValue(value);
    Value unpacked = unpackComplex(b, value.getLoc(), value);
    // (The interleaving view itself is no StableHLO op.)
    value.replaceUsesWithIf(unpacked, [&](OpOperand &use) {
      return isStableHLOOp(use.getOwner());
    });
  }
}

void populateComplexPartPatterns(RewritePatternSet &patterns) {
  patterns
      .add<PushPartToProducer<shlo::RealOp>, PushPartToProducer<shlo::ImagOp>>(
          patterns.getContext());
  populateFftPatterns(patterns);
}

} // namespace mlir::iree_compiler::InputConversion
