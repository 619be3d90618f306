//===- CHLOBroadcastOps.cpp - Verifiers of the broadcasting chlo ops ------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/Utils/ConstantTypes.h"

#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::iree_compiler::IREE::CHLO {

SmallVector<int64_t>
getBroadcastDimensions(int64_t operandRank, int64_t resultRank,
                       std::optional<ArrayRef<int64_t>> explicitDims) {
  if (explicitDims && operandRank < resultRank)
    return llvm::to_vector(*explicitDims);
  return llvm::to_vector(
      llvm::seq<int64_t>(resultRank - operandRank, resultRank));
}

namespace {

/// Checks that |operands| broadcast to |result|'s shape: each operand's
/// dimensions map to distinct result dimensions where they are 1 or the
/// result's size, and every result dimension is some operand's size (1 where
/// all are 1).
LogicalResult verifyBroadcast(Operation *op, ValueRange operands, Value result,
                              std::optional<ArrayRef<int64_t>> explicitDims) {
  auto resultType = cast<RankedTensorType>(result.getType());
  int64_t resultRank = resultType.getRank();
  SmallVector<int64_t> expected(resultRank, 1);
  for (Value operand : operands) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (type.getRank() > resultRank)
      return op->emitOpError("result rank must be at least each operand's");
    SmallVector<int64_t> dims =
        getBroadcastDimensions(type.getRank(), resultRank, explicitDims);
    if (static_cast<int64_t>(dims.size()) != type.getRank())
      return op->emitOpError() << "broadcast_dimensions must name "
                               << type.getRank() << " dimensions";
    llvm::SmallBitVector used(resultRank);
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (d < 0 || d >= resultRank || used.test(d))
        return op->emitOpError("broadcast_dimensions must be distinct "
                               "dimensions of the result");
      used.set(d);
      int64_t size = type.getDimSize(i);
      // Dynamic sizes are checked where they are known (and reported as
      // unsupported before that).
      if (size == 1 || ShapedType::isDynamic(size))
        continue;
      if (expected[d] != 1 && expected[d] != size)
        return op->emitOpError() << "operand dimensions " << expected[d]
                                 << " and " << size << " do not broadcast";
      expected[d] = size;
    }
  }
  if (!resultType.hasStaticShape() || llvm::any_of(operands, [](Value v) {
        return !cast<RankedTensorType>(v.getType()).hasStaticShape();
      }))
    return success();
  if (resultType.getShape() != ArrayRef<int64_t>(expected))
    return op->emitOpError() << "result shape must be the operands' "
                                "broadcast shape";
  return success();
}

Type getElementType(Value value) {
  return cast<ShapedType>(value.getType()).getElementType();
}

template <typename OpTy> LogicalResult verifyBroadcastBinary(OpTy op) {
  if (getElementType(op.getLhs()) != getElementType(op.getRhs()))
    return op.emitOpError("operands must have one element type");
  Type operandElement = getElementType(op.getLhs());
  Type resultElement = getElementType(op.getResult());
  Type expected = operandElement;
  if constexpr (std::is_same_v<OpTy, BroadcastCompareOp>)
    expected = IntegerType::get(op.getContext(), 1);
  if constexpr (std::is_same_v<OpTy, BroadcastComplexOp>)
    expected = ComplexType::get(operandElement);
  if (resultElement != expected)
    return op.emitOpError() << "result element type must be " << expected;
  return verifyBroadcast(op, {op.getLhs(), op.getRhs()}, op.getResult(),
                         op.getBroadcastDimensions());
}

} // namespace

#define CHLO_BROADCAST_BINARY_VERIFIER(OpTy)                                   \
  LogicalResult OpTy::verify() { return verifyBroadcastBinary(*this); }
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastAddOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastAndOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastAtan2Op)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastCompareOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastComplexOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastDivOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastMaxOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastMinOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastMulOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastNextAfterOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastOrOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastPolygammaOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastPowOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastRemOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastShiftLeftOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastShiftRightArithmeticOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastShiftRightLogicalOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastSubOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastXorOp)
CHLO_BROADCAST_BINARY_VERIFIER(BroadcastZetaOp)
#undef CHLO_BROADCAST_BINARY_VERIFIER

LogicalResult BroadcastSelectOp::verify() {
  if (getElementType(getOnTrue()) != getElementType(getOnFalse()) ||
      getElementType(getOnTrue()) != getElementType(getResult()))
    return emitOpError("choices and result must have one element type");
  return verifyBroadcast(*this, {getPred(), getOnTrue(), getOnFalse()},
                         getResult(), std::nullopt);
}

LogicalResult
ConstantOp::inferReturnTypes(MLIRContext *, std::optional<Location> location,
                             ValueRange, DictionaryAttr attributes,
                             OpaqueProperties properties, RegionRange,
                             SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOpAdaptor adaptor(ValueRange{}, attributes, properties);
  return inferConstantType(adaptor.getValueAttr(), location,
                           inferredReturnTypes);
}

LogicalResult ConstantLikeOp::verify() {
  auto resultType = cast<RankedTensorType>(getResult().getType());
  if (!isa<IntegerAttr, FloatAttr>(getValue()))
    return emitOpError("value must be an integer or float attribute");
  if (getValue().getType() != resultType.getElementType())
    return emitOpError("value must have the result's element type");
  if (resultType.getShape() !=
      cast<RankedTensorType>(getOperand().getType()).getShape())
    return emitOpError("result must have the operand's shape");
  return success();
}

} // namespace mlir::iree_compiler::IREE::CHLO
