//===- StableHLOMoreOps.cpp - syntax and checks of StableHLOMoreOps.td ----===//

#include "compiler/Dialect/StableHLO/IR/StableHLOMoreOpsSyntax.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::StableHLO {

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with 2 inputs and 1 result";
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensorType = dyn_cast<RankedTensorType>(type);
  auto complexType =
      tensorType ? dyn_cast<ComplexType>(tensorType.getElementType()) : nullptr;
  if (!complexType)
    return parser.emitError(loc) << "expected tensor with complex element type";
  lhs = rhs = tensorType.clone(complexType.getElementType());
  result = type;
  return success();
}

void printComplexOpType(OpAsmPrinter &printer, Operation *, Type lhs, Type rhs,
                        Type result) {
  auto resultType = cast<RankedTensorType>(result);
  auto complexType = dyn_cast<ComplexType>(resultType.getElementType());
  if (lhs == rhs && complexType &&
      lhs == resultType.clone(complexType.getElementType())) {
    printer << result;
    return;
  }
  printer.printFunctionalType(TypeRange{lhs, rhs}, TypeRange{result});
}

ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef format;
  if (parser.parseKeyword(&format))
    return failure();
  unsigned e = 0, m = 0;
  auto [ePart, mPart] = format.drop_front().split('m');
  if (!format.starts_with("e") || ePart.getAsInteger(10, e) ||
      mPart.getAsInteger(10, m))
    return parser.emitError(loc)
           << "expected exponent mantissa in format e#m#, saw " << format;
  Builder &builder = parser.getBuilder();
  exponent = builder.getI32IntegerAttr(e);
  mantissa = builder.getI32IntegerAttr(m);
  return success();
}

void printExponentMantissa(OpAsmPrinter &printer, Operation *,
                           IntegerAttr exponent, IntegerAttr mantissa) {
  printer << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target) {
  if (succeeded(parser.parseOptionalSymbolName(target)))
    return success();
  return parser.parseAttribute(target);
}

void printCustomCallTarget(OpAsmPrinter &printer, Operation *,
                           StringAttr target) {
  printer.printSymbolName(target.getValue());
}

//===----------------------------------------------------------------------===//
// Verifiers and type inference
//===----------------------------------------------------------------------===//

LogicalResult ComplexOp::verify() {
  auto complexType = cast<ComplexType>(getType().getElementType());
  if (complexType.getElementType() != getLhs().getType().getElementType())
    return emitOpError("result must be complex of the operand element type");
  return success();
}

/// Bits of one element; complex numbers hold two parts.
static unsigned getElementBitWidth(Type type) {
  if (auto complexType = dyn_cast<ComplexType>(type))
    return 2 * complexType.getElementType().getIntOrFloatBitWidth();
  return type.getIntOrFloatBitWidth();
}

LogicalResult BitcastConvertOp::verify() {
  auto operandType = cast<RankedTensorType>(getOperand().getType());
  auto resultType = cast<RankedTensorType>(getResult().getType());
  unsigned from = getElementBitWidth(operandType.getElementType());
  unsigned to = getElementBitWidth(resultType.getElementType());
  // The narrower side has one more dimension: the parts of a wide element.
  RankedTensorType wide = from >= to ? operandType : resultType;
  RankedTensorType narrow = from >= to ? resultType : operandType;
  unsigned ratio = std::max(from, to) / std::min(from, to);
  if (std::max(from, to) % std::min(from, to) != 0)
    return emitOpError() << "element widths " << from << " and " << to
                         << " must divide one another";
  ArrayRef<int64_t> narrowShape = narrow.getShape();
  if (from != to) {
    if (narrowShape.empty() || narrowShape.back() != ratio)
      return emitOpError() << "the narrower side needs a last dimension of "
                           << ratio;
    narrowShape = narrowShape.drop_back();
  }
  if (narrowShape != wide.getShape())
    return emitOpError("operand and result shapes do not correspond");
  return success();
}

LogicalResult ReducePrecisionOp::verify() {
  if (getExponentBits() < 1)
    return emitOpError("needs at least one exponent bit");
  return success();
}

LogicalResult BatchNormInferenceOp::verify() {
  RankedTensorType type = getOperand().getType();
  int64_t featureIndex = getFeatureIndex();
  if (featureIndex < 0 || featureIndex >= type.getRank())
    return emitOpError() << "feature_index " << featureIndex
                         << " is out of range for rank " << type.getRank();
  auto expected = RankedTensorType::get({type.getDimSize(featureIndex)},
                                        type.getElementType());
  for (Value value : {getScale(), getOffset(), getMean(), getVariance()})
    if (value.getType() != expected)
      return emitOpError() << "scale, offset, mean and variance must be "
                           << expected;
  return success();
}

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

} // namespace mlir::iree_compiler::IREE::StableHLO
