//===- FlowOps.cpp - flow dialect -----------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"

#include "compiler/Utils/SymbolVisibility.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "compiler/Dialect/Flow/IR/FlowDialect.cpp.inc"
#include "compiler/Dialect/Flow/IR/FlowEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/Flow/IR/FlowTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/Flow/IR/FlowAttrs.cpp.inc"

namespace mlir::iree_compiler::IREE::Flow {

void FlowDialect::initialize() {
  registerTypes();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "compiler/Dialect/Flow/IR/FlowAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/Flow/IR/FlowOps.cpp.inc"
      >();
}

// `<"scope"::"key">` or `<"key">`.
Attribute ParameterNamedAttr::parse(AsmParser &parser, Type type) {
  std::string first, second;
  bool scoped = false;
  // Strings, not attributes: a string attribute would take `:` for a type.
  if (parser.parseLess() || parser.parseString(&first)) return {};
  if (succeeded(parser.parseOptionalColon())) {
    scoped = true;
    if (parser.parseColon() || parser.parseString(&second)) return {};
  }
  if (parser.parseGreater()) return {};
  MLIRContext *context = parser.getContext();
  if (!type) {
    parser.emitError(parser.getCurrentLocation(),
                     "#flow.parameter.named needs its tensor type (`: type`)");
    return {};
  }
  return scoped ? ParameterNamedAttr::get(context,
                                          StringAttr::get(context, first),
                                          StringAttr::get(context, second),
                                          type)
                : ParameterNamedAttr::get(context, StringAttr::get(context, ""),
                                          StringAttr::get(context, first),
                                          type);
}

void ParameterNamedAttr::print(AsmPrinter &printer) const {
  printer << "<";
  if (!getScope().getValue().empty())
    printer << getScope() << "::";
  printer << getKey() << ">";
}

void FlowDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "compiler/Dialect/Flow/IR/FlowTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// !flow.dispatch.tensor<access:tensor<...>>
//===----------------------------------------------------------------------===//

Type DispatchTensorType::parse(AsmParser &parser) {
  StringRef keyword;
  RankedTensorType boundType;
  if (parser.parseLess() || parser.parseKeyword(&keyword) ||
      parser.parseColon() || parser.parseType(boundType) ||
      parser.parseGreater())
    return {};
  std::optional<TensorAccess> access = symbolizeTensorAccess(keyword);
  if (!access) {
    parser.emitError(parser.getNameLoc(),
                     "expected readonly, writeonly or readwrite");
    return {};
  }
  return DispatchTensorType::get(parser.getContext(), *access, boundType);
}

void DispatchTensorType::print(AsmPrinter &printer) const {
  printer << "<" << stringifyTensorAccess(getAccess()) << ":"
          << getBoundType() << ">";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// The number of dynamic dimensions of the tensors of |types|.
static int64_t countDynamicDims(TypeRange types) {
  int64_t count = 0;
  for (Type type : types)
    if (auto shaped = dyn_cast<ShapedType>(type))
      count += shaped.getNumDynamicDims();
  return count;
}

static LogicalResult verifyDimCount(Operation *op, TypeRange types,
                                    ValueRange dims) {
  int64_t expected = countDynamicDims(types);
  if (static_cast<int64_t>(dims.size()) != expected)
    return op->emitOpError("has ")
           << dims.size() << " dimension values for " << expected
           << " dynamic dimensions";
  return success();
}

/// The shapes of |results|: their static sizes, and |dims| in order for the
/// dynamic ones.
static void reifyFromDims(OpBuilder &builder, ResultRange results,
                          ValueRange dims, ReifiedRankedShapedTypeDims &shapes) {
  auto dim = dims.begin();
  for (Value result : results) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<OpFoldResult> &shape = shapes.emplace_back();
    for (int64_t size : type.getShape())
      shape.push_back(ShapedType::isDynamic(size) ? OpFoldResult(*dim++)
                                                  : builder.getIndexAttr(size));
  }
}

LogicalResult DispatchRegionOp::verify() {
  auto terminator = cast<ReturnOp>(getBody().front().getTerminator());
  if (terminator.getOperandTypes() != getResultTypes())
    return emitOpError("returns ")
           << terminator.getOperandTypes().size()
           << " values whose types differ from the region's results";
  return verifyDimCount(*this, getResultTypes(), getResultDims());
}

LogicalResult DispatchRegionOp::reifyResultShapes(
    OpBuilder &builder, ReifiedRankedShapedTypeDims &shapes) {
  reifyFromDims(builder, getResults(), getResultDims(), shapes);
  return success();
}

LogicalResult DispatchOp::verify() {
  return verifyDimCount(*this, getResultTypes(), getResultDims());
}

LogicalResult DispatchOp::reifyResultShapes(
    OpBuilder &builder, ReifiedRankedShapedTypeDims &shapes) {
  reifyFromDims(builder, getResults(), getResultDims(), shapes);
  return success();
}

void ExecutableOp::build(OpBuilder &builder, OperationState &state,
                         StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(mlir::SymbolTable::getVisibilityAttrName(),
                     builder.getStringAttr("private"));
  state.addRegion()->emplaceBlock();
}

ModuleOp ExecutableOp::getInnerModule() {
  auto modules = getBody().front().getOps<ModuleOp>();
  return modules.empty() ? ModuleOp() : *modules.begin();
}

func::FuncOp ExecutableExportOp::getFunction() {
  ModuleOp module = cast<ExecutableOp>((*this)->getParentOp()).getInnerModule();
  return module ? module.lookupSymbol<func::FuncOp>(getSymName())
                : func::FuncOp();
}

LogicalResult
ExecutableExportOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!getFunction())
    return emitOpError("exports @")
           << getSymName() << ", which is not a function of the executable";
  return success();
}

/// Checks that a binding of |access| holds tensors of |type|.
static LogicalResult verifyBinding(Operation *op, DispatchTensorType binding,
                                   Type type, TensorAccess forbidden) {
  if (binding.getAccess() == forbidden)
    return op->emitOpError("cannot use a ")
           << stringifyTensorAccess(forbidden) << " binding";
  if (binding.getBoundType() != type)
    return op->emitOpError("tensor type ")
           << type << " differs from the binding's " << binding.getBoundType();
  return success();
}

LogicalResult DispatchTensorLoadOp::verify() {
  if (failed(verifyBinding(*this, getSource().getType(), getResult().getType(),
                           TensorAccess::WriteOnly)))
    return failure();
  return verifyDimCount(*this, getResult().getType(), getDims());
}

LogicalResult DispatchTensorStoreOp::verify() {
  if (failed(verifyBinding(*this, getTarget().getType(), getValue().getType(),
                           TensorAccess::ReadOnly)))
    return failure();
  return verifyDimCount(*this, getValue().getType(), getDims());
}

LogicalResult DispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // After the hal phase materializes executables the entry point names a
  // hal.executable export; only flow executables are checked here.
  auto executable = symbolTable.lookupNearestSymbolFrom<ExecutableOp>(
      *this, getEntryPoint().getRootReference());
  if (!executable) {
    if (symbolTable.lookupNearestSymbolFrom(*this,
                                            getEntryPoint().getRootReference()))
      return success();
    return emitOpError("refers to an unknown executable ")
           << getEntryPoint().getRootReference();
  }
  func::FuncOp func;
  for (auto exportOp : executable.getBody().getOps<ExecutableExportOp>())
    if (exportOp.getSymName() == getEntryPoint().getLeafReference().getValue())
      func = exportOp.getFunction();
  if (!func)
    return emitOpError("refers to ") << getEntryPoint()
                                     << ", which is not an exported function";
  SmallVector<Type> expected;
  for (Type type : getArguments().getTypes())
    expected.push_back(DispatchTensorType::get(
        getContext(), TensorAccess::ReadOnly, cast<RankedTensorType>(type)));
  for (Type type : getResultTypes())
    expected.push_back(DispatchTensorType::get(
        getContext(), TensorAccess::WriteOnly, cast<RankedTensorType>(type)));
  expected.append(getConstants().size(), IntegerType::get(getContext(), 32));
  if (func.getFunctionType().getInputs() != ArrayRef<Type>(expected) ||
      func.getNumResults() != 0)
    return emitOpError("operand, result and constant types do not match the "
                       "arguments of ")
           << getEntryPoint();
  return success();
}

LogicalResult TensorReshapeOp::verify() {
  auto sourceType = getSource().getType();
  auto resultType = getResult().getType();
  // A complex tensor may be viewed as its interleaved parts (S x 2 of the
  // part type) and back.
  auto isPartsOf = [](RankedTensorType parts, RankedTensorType complex) {
    auto element = dyn_cast<ComplexType>(complex.getElementType());
    return element && element.getElementType() == parts.getElementType() &&
           parts.hasStaticShape() && complex.hasStaticShape() &&
           parts.getNumElements() == 2 * complex.getNumElements();
  };
  if (sourceType.getElementType() != resultType.getElementType()) {
    if (isPartsOf(sourceType, resultType) || isPartsOf(resultType, sourceType))
      return success();
    return emitOpError("cannot change the element type");
  }
  if (sourceType.hasStaticShape() && resultType.hasStaticShape() &&
      sourceType.getNumElements() != resultType.getNumElements())
    return emitOpError("cannot change the number of elements (")
           << sourceType.getNumElements() << " vs "
           << resultType.getNumElements() << ")";
  return verifyDimCount(*this, TypeRange{resultType}, getResultDims());
}

LogicalResult TensorReshapeOp::reifyResultShapes(
    OpBuilder &builder, ReifiedRankedShapedTypeDims &shapes) {
  reifyFromDims(builder, getOperation()->getResults(), getResultDims(),
                shapes);
  return success();
}

OpFoldResult TensorReshapeOp::fold(FoldAdaptor) {
  if (getSource().getType() == getResult().getType()) return getSource();
  // A reshape of a reshape views the original tensor directly.
  if (auto producer = getSource().getDefiningOp<TensorReshapeOp>()) {
    getSourceMutable().assign(producer.getSource());
    return getResult();
  }
  return {};
}

} // namespace mlir::iree_compiler::IREE::Flow

#define GET_OP_CLASSES
#include "compiler/Dialect/Flow/IR/FlowOps.cpp.inc"
