//===- DynamicShapes.cpp - symbolic sizes of StableHLO programs -----------===//
//
// JAX exports with symbolic dimensions compute sizes with ops on small i32
// "shape tensors" (get_dimension_size, reshape, concatenate, arithmetic),
// pass them to dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota,
// real_dynamic_slice and dynamic_pad,
// and check them with shape_assertion custom calls. Before the conversion
// each such size is rebuilt as `index` arithmetic on `tensor.dim`, so the
// host computes it without reading tensors back and two sizes of one symbol
// are one value: shape operands become `tensor.from_elements` of those
// sizes and assertions `util.assert` naming them. The conversion patterns of
// the dynamic ops then read the sizes from there.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Matchers.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

RankedTensorType getConvertedTensorType(const TypeConverter &converter,
                                        Type type) {
  return dyn_cast_or_null<RankedTensorType>(converter.convertType(type));
}

SmallVector<Value> getDynamicSizes(OpBuilder &builder, Location loc,
                                   RankedTensorType type,
                                   ArrayRef<DimSource> sources) {
  SmallVector<Value> sizes;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i))
      sizes.push_back(getValueOrCreateConstantIndexOp(
          builder, loc,
          tensor::getMixedSize(builder, loc, sources[i].first,
                               sources[i].second)));
  return sizes;
}

/// `value` as an index, looking through a cast from an index.
static Value castToIndex(OpBuilder &builder, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  if (auto cast = value.getDefiningOp<arith::IndexCastOp>())
    if (cast.getIn().getType().isIndex())
      return cast.getIn();
  return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                    value);
}

SmallVector<Value> getSizesFromShapeOperand(OpBuilder &builder, Location loc,
                                            Value shape,
                                            RankedTensorType type) {
  SmallVector<Value> sizes;
  auto elements = shape.getDefiningOp<tensor::FromElementsOp>();
  if (elements &&
      static_cast<int64_t>(elements.getElements().size()) != type.getRank())
    elements = nullptr;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i))
      continue;
    Value element =
        elements ? elements.getElements()[i]
                 : tensor::ExtractOp::create(
                       builder, loc, shape,
                       ValueRange{arith::ConstantIndexOp::create(builder, loc,
                                                                 i)});
    sizes.push_back(castToIndex(builder, loc, element));
  }
  return sizes;
}

/// The position of the `index`-th element, row-major, of a tensor of
/// `type` (as from_elements lists elements).
static SmallVector<Value> getElementPosition(OpBuilder &builder, Location loc,
                                             RankedTensorType type,
                                             int64_t index) {
  SmallVector<Value> position;
  for (auto [d, stride] : llvm::enumerate(computeStrides(type.getShape())))
    position.push_back(arith::ConstantIndexOp::create(
        builder, loc, (index / stride) % type.getDimSize(d)));
  return position;
}

SmallVector<Value> getShapeOperandElements(OpBuilder &builder, Location loc,
                                           Value shape) {
  auto type = cast<RankedTensorType>(shape.getType());
  SmallVector<Value> elements;
  if (auto fromElements = shape.getDefiningOp<tensor::FromElementsOp>()) {
    for (Value element : fromElements.getElements())
      elements.push_back(castToIndex(builder, loc, element));
    return elements;
  }
  for (int64_t i = 0; i < type.getNumElements(); ++i)
    elements.push_back(castToIndex(
        builder, loc,
        tensor::ExtractOp::create(builder, loc, shape,
                                  getElementPosition(builder, loc, type, i))));
  return elements;
}

void createHostAssert(OpBuilder &builder, Operation *op,
                      ArrayRef<HostCheck> checks, const Twine &message,
                      ValueRange values) {
  Location loc = op->getLoc();
  Value condition;
  for (const HostCheck &check : checks) {
    Value holds = arith::CmpIOp::create(builder, loc, check.predicate,
                                        check.lhs, check.rhs);
    condition = condition ? arith::AndIOp::create(builder, loc, condition,
                                                  holds)
                                .getResult()
                          : holds;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getName().stripDialect();
  if (auto file = op->getLoc()->findInstanceOf<FileLineColLoc>())
    os << " at " << file.getFilename().getValue() << ":" << file.getLine()
       << ":" << file.getColumn();
  os << ": " << message;
  IREE::Util::AssertOp::create(builder, op->getLoc(), condition, text, values);
}

namespace {

/// Whether `shape`, a shape operand, has one element per dimension of
/// `type`.
bool hasShapeOf(Value shape, RankedTensorType type) {
  auto shapeType = dyn_cast<RankedTensorType>(shape.getType());
  return shapeType && shapeType.getRank() == 1 &&
         shapeType.getDimSize(0) == type.getRank();
}

/// The most shape-tensor ops one size is rebuilt through: sizes are short
/// expressions, and a deeper chain is data, not a shape.
constexpr int kMaxShapeDepth = 32;

/// Elements already rebuilt, so that an expression using a value twice
/// builds it once.
using ShapeScalarCache = DenseMap<std::pair<Value, int64_t>, Value>;

Value buildShapeScalar(OpBuilder &b, Location loc, Value value, int64_t index,
                       ShapeScalarCache &cache, int depth);

/// Element `index` of the statically shaped integer (or i1) tensor `value`
/// as an `index` (or i1) scalar that the host computes from constants and
/// tensor sizes, or null when it depends on tensor data (ops built for
/// parts of it are then left unused).
Value buildShapeScalar(OpBuilder &b, Location loc, Value value, int64_t index) {
  ShapeScalarCache cache;
  return buildShapeScalar(b, loc, value, index, cache, 0);
}

Value buildShapeScalarUncached(OpBuilder &b, Location loc, Value value,
                               int64_t index, ShapeScalarCache &cache,
                               int depth) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || !type.hasStaticShape() || depth > kMaxShapeDepth ||
      index < 0 || index >= type.getNumElements() ||
      !isa<IntegerType, IndexType>(type.getElementType()))
    return nullptr;
  bool isBool = type.getElementType().isInteger(1);
  auto operand = [&](Value v, int64_t i) {
    return buildShapeScalar(b, loc, v, i, cache, depth + 1);
  };
  DenseIntElementsAttr constant;
  if (matchPattern(value, m_Constant(&constant))) {
    APInt element = constant.getValues<APInt>()[index];
    if (isBool)
      return arith::ConstantIntOp::create(b, loc, element.getZExtValue(), 1);
    return arith::ConstantIndexOp::create(b, loc, element.getSExtValue());
  }
  Operation *op = value.getDefiningOp();
  if (!op)
    return nullptr;
  if (auto elements = dyn_cast<tensor::FromElementsOp>(op)) {
    Value element = elements.getElements()[index];
    return isBool ? element : castToIndex(b, loc, element);
  }
  if (auto dim = dyn_cast<shlo::GetDimensionSizeOp>(op))
    return getValueOrCreateConstantIndexOp(
        b, loc,
        tensor::getMixedSize(b, loc, dim.getOperand(), dim.getDimension()));
  // Element order is kept by reshapes and conversions between integers.
  if (isa<shlo::ReshapeOp>(op) ||
      (isa<shlo::ConvertOp>(op) && !isBool &&
       !getElementTypeOrSelf(op->getOperand(0).getType()).isInteger(1)))
    return operand(op->getOperand(0), index);
  if (auto broadcast = dyn_cast<shlo::BroadcastInDimOp>(op)) {
    if (broadcast.getOperand().getType().getNumElements() != 1)
      return nullptr;
    return operand(broadcast.getOperand(), 0);
  }
  if (auto concat = dyn_cast<shlo::ConcatenateOp>(op)) {
    if (type.getRank() != 1)
      return nullptr;
    for (Value input : concat.getInputs()) {
      int64_t size = cast<RankedTensorType>(input.getType()).getDimSize(0);
      if (index < size)
        return operand(input, index);
      index -= size;
    }
    return nullptr;
  }
  if (auto slice = dyn_cast<shlo::SliceOp>(op)) {
    if (type.getRank() != 1)
      return nullptr;
    return operand(slice.getOperand(), slice.getStartIndices()[0] +
                                           index * slice.getStrides()[0]);
  }
  if (auto compare = dyn_cast<shlo::CompareOp>(op)) {
    Value lhs = operand(compare.getLhs(), index);
    Value rhs = operand(compare.getRhs(), index);
    if (!lhs || !rhs || !lhs.getType().isIndex())
      return nullptr;
    arith::CmpIPredicate predicate = arith::CmpIPredicate::eq;
    switch (compare.getComparisonDirection()) {
    case shlo::ComparisonDirection::EQ: predicate = arith::CmpIPredicate::eq; break;
    case shlo::ComparisonDirection::NE: predicate = arith::CmpIPredicate::ne; break;
    case shlo::ComparisonDirection::GE: predicate = arith::CmpIPredicate::sge; break;
    case shlo::ComparisonDirection::GT: predicate = arith::CmpIPredicate::sgt; break;
    case shlo::ComparisonDirection::LE: predicate = arith::CmpIPredicate::sle; break;
    case shlo::ComparisonDirection::LT: predicate = arith::CmpIPredicate::slt; break;
    }
    return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
  }
  if (auto select = dyn_cast<shlo::SelectOp>(op)) {
    bool scalarPred = select.getPred().getType().getRank() == 0;
    Value pred = operand(select.getPred(), scalarPred ? 0 : index);
    Value onTrue = operand(select.getOnTrue(), index);
    Value onFalse = operand(select.getOnFalse(), index);
    if (!pred || !onTrue || !onFalse)
      return nullptr;
    return arith::SelectOp::create(b, loc, pred, onTrue, onFalse);
  }
  if (auto notOp = dyn_cast<shlo::NotOp>(op)) {
    Value x = operand(notOp.getOperand(), index);
    if (!x || !isBool)
      return nullptr;
    return arith::XOrIOp::create(
        b, loc, x, arith::ConstantIntOp::create(b, loc, 1, 1));
  }
  if (!isa<shlo::AddOp, shlo::SubtractOp, shlo::MulOp, shlo::DivOp,
           shlo::RemOp, shlo::MaxOp, shlo::MinOp, shlo::AndOp, shlo::OrOp>(
          op))
    return nullptr;
  Value lhs = operand(op->getOperand(0), index);
  Value rhs = operand(op->getOperand(1), index);
  if (!lhs || !rhs)
    return nullptr;
  // On i1, add and maximum are or, multiply and minimum and.
  if (isBool) {
    if (isa<shlo::AddOp, shlo::MaxOp, shlo::OrOp>(op))
      return arith::OrIOp::create(b, loc, lhs, rhs);
    if (isa<shlo::MulOp, shlo::MinOp, shlo::AndOp>(op))
      return arith::AndIOp::create(b, loc, lhs, rhs);
    return nullptr;
  }
  // Sizes are signed, as get_dimension_size's i32 is.
  return TypeSwitch<Operation *, Value>(op)
      .Case([&](shlo::AddOp) { return arith::AddIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::SubtractOp) {
        return arith::SubIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](shlo::MulOp) { return arith::MulIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::DivOp) { return arith::DivSIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::RemOp) { return arith::RemSIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::MaxOp) { return arith::MaxSIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::MinOp) { return arith::MinSIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::AndOp) { return arith::AndIOp::create(b, loc, lhs, rhs); })
      .Case([&](shlo::OrOp) { return arith::OrIOp::create(b, loc, lhs, rhs); });
}

Value buildShapeScalar(OpBuilder &b, Location loc, Value value, int64_t index,
                       ShapeScalarCache &cache, int depth) {
  auto key = std::make_pair(value, index);
  if (Value built = cache.lookup(key))
    return built;
  Value built = buildShapeScalarUncached(b, loc, value, index, cache, depth);
  if (built)
    cache[key] = built;
  return built;
}

/// Element `index` of the shape tensor `shape` as an index: rebuilt on the
/// host where it is a size expression, else read with tensor.extract.
Value getShapeElement(OpBuilder &b, Location loc, Value shape, int64_t index) {
  if (Value scalar = buildShapeScalar(b, loc, shape, index))
    return scalar;
  Value element = tensor::ExtractOp::create(
      b, loc, shape,
      getElementPosition(b, loc, cast<RankedTensorType>(shape.getType()),
                         index));
  return castToIndex(b, loc, element);
}

/// get_dimension_size of a dynamic dimension reads the size on the host.
struct DynamicDimensionSizeToDim : OpRewritePattern<shlo::GetDimensionSizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::GetDimensionSizeOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getOperand().getType().isDynamicDim(op.getDimension()))
      return rewriter.notifyMatchFailure(op, "static dimension");
    Location loc = op.getLoc();
    Value size =
        tensor::DimOp::create(rewriter, loc, op.getOperand(), op.getDimension());
    Value i32 = arith::IndexCastOp::create(rewriter, loc,
                                           rewriter.getI32Type(), size);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(op, op.getType(), i32);
    return success();
  }
};

/// The shape operands (sizes, bounds, paddings) of a dynamically shaped
/// dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota,
/// real_dynamic_slice, dynamic_pad, dynamic_gather or dynamic_conv as
/// `tensor.from_elements` of host sizes.
template <typename OpTy>
struct ShapeOperandToSizes : OpRewritePattern<OpTy> {
  ShapeOperandToSizes(MLIRContext *context, ArrayRef<unsigned> shapeOperands)
      : OpRewritePattern<OpTy>(context), shapeOperands(shapeOperands) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "static result");
    bool changed = false;
    for (unsigned operand : shapeOperands) {
      Value shape = op->getOperand(operand);
      auto shapeType = cast<RankedTensorType>(shape.getType());
      if (!shapeType.hasStaticShape() || shapeType.getElementType().isIndex())
        continue;
      Location loc = op.getLoc();
      SmallVector<Value> sizes;
      for (int64_t i = 0; i < shapeType.getNumElements(); ++i)
        sizes.push_back(getShapeElement(rewriter, loc, shape, i));
      Value rebuilt = tensor::FromElementsOp::create(
          rewriter, loc,
          RankedTensorType::get(shapeType.getShape(), rewriter.getIndexType()),
          sizes);
      rewriter.modifyOpInPlace(op, [&] { op->setOperand(operand, rebuilt); });
      changed = true;
    }
    return success(changed);
  }

  SmallVector<unsigned> shapeOperands;
};

/// `custom_call @shape_assertion(%pred, %values...)` as a host
/// `util.assert` with the call's error message, whose `{N}` the runtime
/// replaces by value N.
struct ShapeAssertionToAssert : OpRewritePattern<shlo::CustomCallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::CustomCallOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getCallTargetName() != "shape_assertion" || op.getInputs().empty() ||
        op->getNumResults() != 0)
      return rewriter.notifyMatchFailure(op, "not a shape assertion");
    Location loc = op.getLoc();
    Value pred = op.getInputs()[0];
    auto predType = dyn_cast<RankedTensorType>(pred.getType());
    if (!predType || predType.getRank() != 0 ||
        !predType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "predicate is not a tensor<i1>");
    auto isScalar = [](Value tensor) {
      auto type = dyn_cast<RankedTensorType>(tensor.getType());
      return type && type.hasStaticShape() && type.getNumElements() == 1 &&
             isa<IntegerType>(type.getElementType());
    };
    if (!llvm::all_of(op.getInputs(), isScalar))
      return rewriter.notifyMatchFailure(op, "operands are not integers");
    // The condition as an i1, the values the message names as indices.
    auto hostScalar = [&](Value tensor, bool asIndex) -> Value {
      auto type = cast<RankedTensorType>(tensor.getType());
      Value scalar = buildShapeScalar(rewriter, loc, tensor, 0);
      if (!scalar) {
        SmallVector<Value> zeros(
            type.getRank(), arith::ConstantIndexOp::create(rewriter, loc, 0));
        scalar = tensor::ExtractOp::create(rewriter, loc, tensor, zeros);
      }
      return asIndex ? castToIndex(rewriter, loc, scalar) : scalar;
    };
    SmallVector<Value> values;
    for (Value value : op.getInputs().drop_front())
      values.push_back(hostScalar(value, /*asIndex=*/true));
    Value condition = hostScalar(pred, /*asIndex=*/false);
    auto message = op->getAttrOfType<StringAttr>("error_message");
    IREE::Util::AssertOp::create(
        rewriter, loc, condition,
        message ? message.getValue() : "shape assertion failed", values);
    rewriter.eraseOp(op);
    return success();
  }
};

struct DynamicBroadcastInDimToGeneric
    : OpConversionPattern<shlo::DynamicBroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DynamicBroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    auto operandType = dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
    if (!resultType || !operandType)
      return rewriter.notifyMatchFailure(op, "needs ranked tensors");
    ArrayRef<int64_t> dims = op.getBroadcastDimensions();
    if (static_cast<int64_t>(dims.size()) != operandType.getRank() ||
        llvm::any_of(dims, [&](int64_t d) {
          return d < 0 || d >= resultType.getRank();
        }) ||
        !hasShapeOf(adaptor.getOutputDimensions(), resultType))
      return rewriter.notifyMatchFailure(op, "malformed broadcast");
    std::optional<ArrayRef<int64_t>> expanding =
        op.getKnownExpandingDimensions();
    // A static size-1 dimension broadcasts. A dynamic one is taken as the
    // result's size (JAX's symbolic sizes are equal where they are the same
    // symbol), which the host asserts below; one declared expanding would
    // need a size-dependent map.
    SmallVector<AffineExpr> exprs;
    for (auto [i, dim] : llvm::enumerate(dims)) {
      bool dynamic = operandType.isDynamicDim(i);
      if (dynamic && expanding &&
          llvm::is_contained(*expanding, static_cast<int64_t>(i)))
        return rewriter.notifyMatchFailure(op, "expanding dynamic dimension");
      bool broadcasts = !dynamic && operandType.getDimSize(i) == 1 &&
                        resultType.getDimSize(dim) != 1;
      exprs.push_back(broadcasts ? rewriter.getAffineConstantExpr(0)
                                 : rewriter.getAffineDimExpr(dim));
    }
    Location loc = op.getLoc();
    SmallVector<Value> sizes = getSizesFromShapeOperand(
        rewriter, loc, adaptor.getOutputDimensions(), resultType);
    SmallVector<OpFoldResult> resultSizes =
        getMixedValues(resultType.getShape(), sizes, rewriter);
    for (auto [i, dim] : llvm::enumerate(dims)) {
      if (!operandType.isDynamicDim(i))
        continue;
      Value operandSize = tensor::DimOp::create(rewriter, loc,
                                                adaptor.getOperand(), i);
      Value resultSize =
          getValueOrCreateConstantIndexOp(rewriter, loc, resultSizes[dim]);
      createHostAssert(rewriter, op,
                       {{arith::CmpIPredicate::eq, operandSize, resultSize}},
                       "dimension " + Twine(i) +
                           " of the operand has {0} elements where dimension " +
                           Twine(dim) +
                           " of the result has {1} (a dynamic dimension "
                           "that broadcasts is not supported)",
                       ValueRange{operandSize, resultSize});
    }
    auto map = AffineMap::get(resultType.getRank(), 0, exprs, getContext());
    rewriter.replaceOp(op, createCopyGeneric(rewriter, loc,
                                             adaptor.getOperand(), resultType,
                                             map, sizes));
    return success();
  }
};

/// The reassociation that collapses `from` into `to` (higher rank first),
/// where each dynamic dimension of `to` is one dynamic dimension of `from`
/// and static groups multiply out.
std::optional<SmallVector<ReassociationIndices>>
getReassociation(RankedTensorType from, RankedTensorType to) {
  if (to.getRank() == 0)
    return SmallVector<ReassociationIndices>{};
  return getReassociationIndicesForReshape(from, to);
}

struct DynamicReshapeToTensor : OpConversionPattern<shlo::DynamicReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::DynamicReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType resultType =
        getConvertedTensorType(*getTypeConverter(), op.getType());
    Value operand = adaptor.getOperand();
    auto operandType = dyn_cast<RankedTensorType>(operand.getType());
    if (!resultType || !operandType || operandType.getRank() == 0 ||
        resultType.getRank() == 0 ||
        !hasShapeOf(adaptor.getOutputShape(), resultType))
      return rewriter.notifyMatchFailure(op, "needs ranked tensors of a rank");
    Location loc = op.getLoc();
    SmallVector<Value> sizes = getSizesFromShapeOperand(
        rewriter, loc, adaptor.getOutputShape(), resultType);
    SmallVector<OpFoldResult> outputShape =
        getMixedValues(resultType.getShape(), sizes, rewriter);
    // With one dynamic dimension on each side the types fix the
    // reassociation; with more, which sizes pair up is known only at run
    // time, so the reshape goes through one dimension.
    bool typesFix = operandType.getNumDynamicDims() <= 1 &&
                    resultType.getNumDynamicDims() <= 1;
    if (typesFix && operandType == resultType) {
      rewriter.replaceOp(op, operand);
      return success();
    }
    if (typesFix && operandType.getRank() > resultType.getRank()) {
      if (auto reassociation = getReassociation(operandType, resultType)) {
        rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
            op, resultType, operand, *reassociation);
        return success();
      }
    } else if (typesFix && operandType.getRank() < resultType.getRank()) {
      if (auto reassociation = getReassociation(resultType, operandType)) {
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
            op, resultType, operand, *reassociation, outputShape);
        return success();
      }
    }
    // Neither a pure collapse nor a pure expand: through one dimension.
    if (operandType.getRank() == 1 && resultType.getRank() == 1) {
      rewriter.replaceOpWithNewOp<tensor::CastOp>(op, resultType, operand);
      return success();
    }
    SmallVector<ReassociationIndices> all(1);
    for (int64_t i = 0; i < operandType.getRank(); ++i)
      all[0].push_back(i);
    if (resultType.getRank() == 1) {
      rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, resultType,
                                                           operand, all);
      return success();
    }
    auto flatType = RankedTensorType::get(
        {operandType.hasStaticShape() ? operandType.getNumElements()
                                      : ShapedType::kDynamic},
        operandType.getElementType());
    Value flat =
        operandType.getRank() == 1
            ? operand
            : tensor::CollapseShapeOp::create(rewriter, loc, flatType, operand,
                                              all);
    SmallVector<ReassociationIndices> expandAll(1);
    for (int64_t i = 0; i < resultType.getRank(); ++i)
      expandAll[0].push_back(i);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        op, resultType, flat, expandAll, outputShape);
    return success();
  }
};

} // namespace

void populateShapeComputationPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<DynamicDimensionSizeToDim, ShapeAssertionToAssert>(context);
  patterns.add<ShapeOperandToSizes<shlo::DynamicBroadcastInDimOp>,
               ShapeOperandToSizes<shlo::DynamicReshapeOp>>(
      context, ArrayRef<unsigned>{1});
  patterns.add<ShapeOperandToSizes<shlo::DynamicIotaOp>>(
      context, ArrayRef<unsigned>{0});
  patterns.add<ShapeOperandToSizes<shlo::RealDynamicSliceOp>>(
      context, ArrayRef<unsigned>{1, 2, 3});
  patterns.add<ShapeOperandToSizes<shlo::DynamicPadOp>>(
      context, ArrayRef<unsigned>{2, 3, 4});
  patterns.add<ShapeOperandToSizes<shlo::DynamicGatherOp>,
               ShapeOperandToSizes<shlo::DynamicConvOp>>(
      context, ArrayRef<unsigned>{2});
}

void populateDynamicShapePatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns.add<DynamicBroadcastInDimToGeneric, DynamicReshapeToTensor>(
      converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
