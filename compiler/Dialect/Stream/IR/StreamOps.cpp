//===- StreamOps.cpp - stream dialect operations --------------------------===//

#include "compiler/Dialect/Stream/IR/StreamOps.h"

#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::iree_compiler::IREE::Stream {

// `(type{%size}, ...)`: resource types each followed by its byte size.
static ParseResult
parseSizedTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types,
                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes) {
  if (parser.parseLParen()) return failure();
  if (succeeded(parser.parseOptionalRParen())) return success();
  do {
    Type type;
    OpAsmParser::UnresolvedOperand size;
    if (parser.parseType(type) || parser.parseLBrace() ||
        parser.parseOperand(size) || parser.parseRBrace())
      return failure();
    types.push_back(type);
    sizes.push_back(size);
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRParen();
}

static void printSizedTypeList(OpAsmPrinter &printer, Operation *,
                               TypeRange types, ValueRange sizes) {
  printer << "(";
  llvm::interleaveComma(llvm::zip(types, sizes), printer, [&](auto pair) {
    printer << std::get<0>(pair) << "{" << std::get<1>(pair) << "}";
  });
  printer << ")";
}

static LogicalResult verifySizes(Operation *op, ValueRange resources,
                                 ValueRange sizes, StringRef what) {
  if (resources.size() != sizes.size())
    return op->emitOpError() << resources.size() << " " << what << " but "
                             << sizes.size() << " sizes";
  return success();
}

Value findResourceSize(Value resource) {
  // Host control flow passes resources on unchanged: follow them back to
  // the op that defines their bytes.
  llvm::SmallPtrSet<Value, 8> visited;
  while (resource && visited.insert(resource).second) {
    if (auto result = dyn_cast<OpResult>(resource)) {
      Operation *op = result.getOwner();
      unsigned index = result.getResultNumber();
      if (auto sizeAware = dyn_cast<SizeAwareOpInterface>(op))
        return sizeAware.getResultSize(index);
      if (auto loop = dyn_cast<scf::WhileOp>(op))
        resource = loop.getConditionOp().getArgs()[index];
      else if (auto branch = dyn_cast<scf::IfOp>(op))
        resource = branch.thenYield().getOperand(index);
      else if (isa<Util::OptimizationBarrierOp>(op))
        resource = op->getOperand(index);
      else
        return {};
      continue;
    }
    auto arg = cast<BlockArgument>(resource);
    Operation *parent = arg.getOwner()->getParentOp();
    unsigned index = arg.getArgNumber();
    if (auto execute = dyn_cast<AsyncExecuteOp>(parent))
      return execute.getResourceOperandSizes()[index];
    auto loop = dyn_cast<scf::WhileOp>(parent);
    if (!loop) return {};
    resource = arg.getOwner() == loop.getBeforeBody()
                   ? loop.getInits()[index]
                   : loop.getConditionOp().getArgs()[index];
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Tensor ops
//===----------------------------------------------------------------------===//

Value TensorImportOp::getResultSize(unsigned) { return getResultSize(); }
Value TensorImportOp::getOperandSize(unsigned) { return {}; }

Value TensorExportOp::getResultSize(unsigned) { return {}; }
Value TensorExportOp::getOperandSize(unsigned idx) {
  return idx == 0 ? getSourceSize() : Value();
}

Value TensorConstantOp::getResultSize(unsigned) { return getResultSize(); }
Value TensorConstantOp::getOperandSize(unsigned) { return {}; }

Value TensorLoadOp::getResultSize(unsigned) { return {}; }
Value TensorLoadOp::getOperandSize(unsigned idx) {
  return idx == 0 ? getSourceSize() : Value();
}

LogicalResult TensorLoadOp::verify() {
  auto type = cast<RankedTensorType>(getEncoding());
  if (static_cast<int64_t>(getIndices().size()) != type.getRank())
    return emitOpError() << "takes " << type.getRank() << " indices for "
                         << type << ", not " << getIndices().size();
  if (getResult().getType() != type.getElementType())
    return emitOpError() << "loads " << type.getElementType() << ", not "
                         << getResult().getType();
  return success();
}

Value TensorFromElementsOp::getResultSize(unsigned) { return getResultSize(); }
Value TensorFromElementsOp::getOperandSize(unsigned) { return {}; }

LogicalResult TensorFromElementsOp::verify() {
  auto type = cast<RankedTensorType>(getEncoding());
  if (!type.hasStaticShape() ||
      static_cast<int64_t>(getElements().size()) != type.getNumElements())
    return emitOpError() << "has " << getElements().size()
                         << " elements for " << type;
  for (Type element : getElements().getTypes())
    if (element != type.getElementType())
      return emitOpError() << "element of type " << element << " in " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Async ops
//===----------------------------------------------------------------------===//

Value AsyncDispatchOp::getResultSize(unsigned idx) {
  return getResultSizes()[idx];
}
Value AsyncDispatchOp::getOperandSize(unsigned idx) {
  unsigned first = getResourceOperands().getBeginOperandIndex();
  if (idx < first || idx >= first + getResourceOperands().size()) return {};
  return getResourceOperandSizes()[idx - first];
}

LogicalResult AsyncDispatchOp::verify() {
  if (failed(verifySizes(*this, getResourceOperands(),
                         getResourceOperandSizes(), "operands")))
    return failure();
  return verifySizes(*this, getResults(), getResultSizes(), "results");
}

LogicalResult
AsyncDispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // Exports sit at different depths in flow and hal executables.
  if (!symbolTable.lookupNearestSymbolFrom(*this,
                                           getEntryPoint().getRootReference()))
    return emitOpError() << "dispatches " << getEntryPoint()
                         << ", whose executable is not defined";
  return success();
}

Value AsyncTransferOp::getResultSize(unsigned) { return getSourceSize(); }
Value AsyncTransferOp::getOperandSize(unsigned idx) {
  return idx == 0 ? getSourceSize() : Value();
}

void AsyncExecuteOp::build(OpBuilder &builder, OperationState &state,
                           TypeRange resultTypes, ValueRange resultSizes,
                           Value awaitTimepoint, ValueRange resourceOperands,
                           ValueRange resourceOperandSizes) {
  if (awaitTimepoint) state.addOperands(awaitTimepoint);
  state.addOperands(resourceOperands);
  state.addOperands(resourceOperandSizes);
  state.addOperands(resultSizes);
  state.getOrAddProperties<Properties>().operandSegmentSizes = {
      awaitTimepoint ? 1 : 0, static_cast<int32_t>(resourceOperands.size()),
      static_cast<int32_t>(resourceOperandSizes.size()),
      static_cast<int32_t>(resultSizes.size())};
  state.addTypes(resultTypes);
  state.addTypes(TimepointType::get(builder.getContext()));
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value operand : resourceOperands)
    block->addArgument(operand.getType(), operand.getLoc());
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  YieldOp::create(builder, state.location);
}

Value AsyncExecuteOp::getResultSize(unsigned idx) {
  return idx < getResultSizes().size() ? getResultSizes()[idx] : Value();
}
Value AsyncExecuteOp::getOperandSize(unsigned idx) {
  unsigned first = getResourceOperands().getBeginOperandIndex();
  if (idx < first || idx >= first + getResourceOperands().size()) return {};
  return getResourceOperandSizes()[idx - first];
}

// [await(%tp)] with(%a as %arg: type{%size}, ...) [-> (type{%size}, ...)]
//   { ... } => !stream.timepoint
ParseResult AsyncExecuteOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  Type indexType = IndexType::get(context);
  SmallVector<OpAsmParser::UnresolvedOperand> awaits;
  if (succeeded(parser.parseOptionalKeyword("await"))) {
    OpAsmParser::UnresolvedOperand timepoint;
    if (parser.parseLParen() || parser.parseOperand(timepoint) ||
        parser.parseRParen())
      return failure();
    awaits.push_back(timepoint);
  }
  SmallVector<OpAsmParser::UnresolvedOperand> operands, operandSizes;
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> operandTypes;
  if (parser.parseKeyword("with") || parser.parseLParen()) return failure();
  if (failed(parser.parseOptionalRParen())) {
    do {
      OpAsmParser::UnresolvedOperand operand, size;
      OpAsmParser::Argument argument;
      if (parser.parseOperand(operand) || parser.parseKeyword("as") ||
          parser.parseArgument(argument, /*allowType=*/true) ||
          parser.parseLBrace() || parser.parseOperand(size) ||
          parser.parseRBrace())
        return failure();
      operands.push_back(operand);
      operandSizes.push_back(size);
      operandTypes.push_back(argument.type);
      arguments.push_back(argument);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRParen()) return failure();
  }
  SmallVector<Type> resultTypes;
  SmallVector<OpAsmParser::UnresolvedOperand> resultSizes;
  if (succeeded(parser.parseOptionalArrow()) &&
      parseSizedTypeList(parser, resultTypes, resultSizes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments)) return failure();
  AsyncExecuteOp::ensureTerminator(*body, parser.getBuilder(), result.location);
  Type timepointType;
  if (parser.parseEqual() || parser.parseGreater() ||
      parser.parseType(timepointType) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  auto timepoint = TimepointType::get(context);
  if (parser.resolveOperands(awaits, timepoint, result.operands) ||
      parser.resolveOperands(operands, operandTypes, parser.getNameLoc(),
                             result.operands) ||
      parser.resolveOperands(operandSizes, indexType, result.operands) ||
      parser.resolveOperands(resultSizes, indexType, result.operands))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(awaits.size()), static_cast<int32_t>(operands.size()),
      static_cast<int32_t>(operandSizes.size()),
      static_cast<int32_t>(resultSizes.size())};
  result.addTypes(resultTypes);
  result.addTypes(timepointType);
  return success();
}

void AsyncExecuteOp::print(OpAsmPrinter &printer) {
  if (Value timepoint = getAwaitTimepoint())
    printer << " await(" << timepoint << ")";
  printer << " with(";
  llvm::interleaveComma(
      llvm::zip(getResourceOperands(), getBody().getArguments(),
                getResourceOperandSizes()),
      printer, [&](auto operand) {
        auto [value, argument, size] = operand;
        printer << value << " as ";
        printer.printRegionArgument(argument);
        printer << "{" << size << "}";
      });
  printer << ")";
  if (!getResults().empty()) {
    printer << " -> ";
    printSizedTypeList(printer, *this, getResults().getTypes(),
                       getResultSizes());
  }
  printer << " ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer << " => " << getResultTimepoint().getType();
  printer.printOptionalAttrDict(
      (*this)->getAttrs(), /*elidedAttrs=*/{getOperandSegmentSizesAttrName()});
}

LogicalResult AsyncExecuteOp::verify() {
  if (failed(verifySizes(*this, getResourceOperands(),
                         getResourceOperandSizes(), "operands")) ||
      failed(verifySizes(*this, getResults(), getResultSizes(), "results")))
    return failure();
  Block &block = getBody().front();
  if (block.getArgumentTypes() != getResourceOperands().getTypes())
    return emitOpError("block arguments must match the captured resources");
  auto yield = cast<YieldOp>(block.getTerminator());
  if (yield.getResourceOperands().getTypes() != getResults().getTypes())
    return yield.emitOpError("yields ")
           << yield.getResourceOperands().size()
           << " resources whose types must match the region's results";
  return success();
}

Value YieldOp::getResultSize(unsigned) { return {}; }
Value YieldOp::getOperandSize(unsigned idx) {
  return idx < getResourceOperandSizes().size() ? getResourceOperandSizes()[idx]
                                                : Value();
}

//===----------------------------------------------------------------------===//
// Timepoints
//===----------------------------------------------------------------------===//

Value TimepointAwaitOp::getResultSize(unsigned idx) {
  return getResourceOperandSizes()[idx];
}
Value TimepointAwaitOp::getOperandSize(unsigned idx) {
  unsigned first = getResourceOperands().getBeginOperandIndex();
  if (idx < first || idx >= first + getResourceOperands().size()) return {};
  return getResourceOperandSizes()[idx - first];
}

LogicalResult TimepointAwaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto *props = properties.as<Properties *>();
  // Operands: the timepoint, then the resources.
  int32_t count = props ? props->operandSegmentSizes[1]
                        : static_cast<int32_t>((operands.size() - 1) / 2);
  for (Value operand : operands.slice(1, count))
    inferredReturnTypes.push_back(operand.getType());
  return success();
}

} // namespace mlir::iree_compiler::IREE::Stream

#include "compiler/Dialect/Stream/IR/StreamInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/Stream/IR/StreamOps.cpp.inc"
