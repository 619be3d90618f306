//===- StreamOps.cpp - stream dialect operations --------------------------===//

#include "compiler/Dialect/Stream/IR/StreamOps.h"

#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

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

static Block *createCaptureBlock(Region *body, ValueRange operands);

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
    if (auto concurrent = dyn_cast<AsyncConcurrentOp>(parent))
      return concurrent.getResourceOperandSizes()[index];
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

/// Checks that |dims| gives one value per dynamic dimension of |encoding|.
static LogicalResult verifyEncodingDims(Operation *op, Type encoding,
                                        ValueRange dims) {
  auto type = cast<RankedTensorType>(encoding);
  if (static_cast<int64_t>(dims.size()) != static_cast<int64_t>(type.getNumDynamicDims()))
    return op->emitOpError("has ")
           << dims.size() << " dimension values for the "
           << type.getNumDynamicDims() << " dynamic dimensions of " << type;
  return success();
}

LogicalResult TensorImportOp::verify() {
  return verifyEncodingDims(*this, getEncoding(), getEncodingDims());
}

LogicalResult TensorExportOp::verify() {
  return verifyEncodingDims(*this, getEncoding(), getEncodingDims());
}

Value TensorConstantOp::getResultSize(unsigned) { return getResultSize(); }
Value TensorConstantOp::getOperandSize(unsigned) { return {}; }

Value TensorParameterOp::getResultSize(unsigned) { return getResultSize(); }
Value TensorParameterOp::getOperandSize(unsigned) { return {}; }

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
                         getResourceOperandSizes(), "operands")) ||
      failed(verifySizes(*this, getResults(), getResultSizes(), "results")))
    return failure();
  std::optional<ArrayRef<int64_t>> inplace = getInplaceOperands();
  if (!inplace) return success();
  if (inplace->size() != getNumResults())
    return emitOpError("has ") << inplace->size()
                               << " inplace_operands for " << getNumResults()
                               << " results";
  int64_t numOperands = getResourceOperands().size();
  for (int64_t operand : *inplace)
    if (operand < -1 || operand >= numOperands)
      return emitOpError("inplace operand ")
             << operand << " is not one of its " << numOperands
             << " resource operands";
  return success();
}

/// Exports sit at different depths in flow and hal executables: the
/// executable must exist.
static LogicalResult verifyEntryPoint(Operation *op, SymbolRefAttr entryPoint,
                                      SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom(op, entryPoint.getRootReference()))
    return op->emitOpError() << "dispatches " << entryPoint
                             << ", whose executable is not defined";
  return success();
}

LogicalResult
AsyncDispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyEntryPoint(*this, getEntryPoint(), symbolTable);
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
  Block *block = createCaptureBlock(state.addRegion(), resourceOperands);
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

namespace {
/// The `[await(%tp)] with(%a as %arg: type{%size}, ...)` clause of the
/// execution region ops.
struct RegionCaptures {
  SmallVector<OpAsmParser::UnresolvedOperand> awaits, operands, sizes;
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> types;

  ParseResult parse(OpAsmParser &parser) {
    if (succeeded(parser.parseOptionalKeyword("await"))) {
      OpAsmParser::UnresolvedOperand timepoint;
      if (parser.parseLParen() || parser.parseOperand(timepoint) ||
          parser.parseRParen())
        return failure();
      awaits.push_back(timepoint);
    }
    if (parser.parseKeyword("with") || parser.parseLParen()) return failure();
    if (succeeded(parser.parseOptionalRParen())) return success();
    do {
      OpAsmParser::UnresolvedOperand operand, size;
      OpAsmParser::Argument argument;
      if (parser.parseOperand(operand) || parser.parseKeyword("as") ||
          parser.parseArgument(argument, /*allowType=*/true) ||
          parser.parseLBrace() || parser.parseOperand(size) ||
          parser.parseRBrace())
        return failure();
      operands.push_back(operand);
      sizes.push_back(size);
      types.push_back(argument.type);
      arguments.push_back(argument);
    } while (succeeded(parser.parseOptionalComma()));
    return parser.parseRParen();
  }

  /// Resolves the timepoint, resources and their sizes, in that order.
  ParseResult resolve(OpAsmParser &parser, OperationState &result) {
    Type indexType = IndexType::get(parser.getContext());
    return failure(
        parser.resolveOperands(awaits, TimepointType::get(parser.getContext()),
                               result.operands) ||
        parser.resolveOperands(operands, types, parser.getNameLoc(),
                               result.operands) ||
        parser.resolveOperands(sizes, indexType, result.operands));
  }
};
} // namespace

static void printRegionCaptures(OpAsmPrinter &printer, Value awaitTimepoint,
                                ValueRange operands, Block &body,
                                ValueRange sizes) {
  if (awaitTimepoint) printer << " await(" << awaitTimepoint << ")";
  printer << " with(";
  llvm::interleaveComma(llvm::zip(operands, body.getArguments(), sizes),
                        printer, [&](auto operand) {
                          auto [value, argument, size] = operand;
                          printer << value << " as ";
                          printer.printRegionArgument(argument);
                          printer << "{" << size << "}";
                        });
  printer << ")";
}

/// The region body and the `=> !stream.timepoint` that follows it.
template <typename OpTy>
static ParseResult parseRegionBody(OpAsmParser &parser, OperationState &result,
                                   RegionCaptures &captures) {
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, captures.arguments)) return failure();
  OpTy::ensureTerminator(*body, parser.getBuilder(), result.location);
  Type timepointType;
  return failure(parser.parseEqual() || parser.parseGreater() ||
                 parser.parseType(timepointType) ||
                 parser.parseOptionalAttrDict(result.attributes));
}

static void printRegionBody(OpAsmPrinter &printer, Operation *op,
                            Region &body) {
  printer << " ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer << " => " << TimepointType::get(op->getContext());
  printer.printOptionalAttrDict(op->getAttrs(),
                                /*elidedAttrs=*/{"operandSegmentSizes"});
}

static Block *createCaptureBlock(Region *body, ValueRange operands) {
  Block *block = new Block();
  body->push_back(block);
  for (Value operand : operands)
    block->addArgument(operand.getType(), operand.getLoc());
  return block;
}

// [await(%tp)] with(...) [-> (type{%size}, ...)] { ... } => !stream.timepoint
ParseResult AsyncExecuteOp::parse(OpAsmParser &parser, OperationState &result) {
  RegionCaptures captures;
  SmallVector<Type> resultTypes;
  SmallVector<OpAsmParser::UnresolvedOperand> resultSizes;
  if (captures.parse(parser) ||
      (succeeded(parser.parseOptionalArrow()) &&
       parseSizedTypeList(parser, resultTypes, resultSizes)) ||
      parseRegionBody<AsyncExecuteOp>(parser, result, captures) ||
      captures.resolve(parser, result) ||
      parser.resolveOperands(resultSizes, IndexType::get(parser.getContext()),
                             result.operands))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(captures.awaits.size()),
      static_cast<int32_t>(captures.operands.size()),
      static_cast<int32_t>(captures.sizes.size()),
      static_cast<int32_t>(resultSizes.size())};
  result.addTypes(resultTypes);
  result.addTypes(TimepointType::get(parser.getContext()));
  return success();
}

void AsyncExecuteOp::print(OpAsmPrinter &printer) {
  printRegionCaptures(printer, getAwaitTimepoint(), getResourceOperands(),
                      getBody().front(), getResourceOperandSizes());
  if (!getResults().empty()) {
    printer << " -> ";
    printSizedTypeList(printer, *this, getResults().getTypes(),
                       getResultSizes());
  }
  printRegionBody(printer, *this, getBody());
}

/// Checks a region op capturing resources and yielding its results.
static LogicalResult verifyCaptureRegion(Operation *op, ValueRange operands,
                                         ValueRange operandSizes,
                                         ValueRange results,
                                         ValueRange resultSizes, Block &block) {
  if (failed(verifySizes(op, operands, operandSizes, "operands")) ||
      failed(verifySizes(op, results, resultSizes, "results")))
    return failure();
  if (block.getArgumentTypes() != operands.getTypes())
    return op->emitOpError("block arguments must match the captured resources");
  auto yield = dyn_cast_or_null<YieldOp>(block.empty() ? nullptr : &block.back());
  if (!yield) return op->emitOpError("region must end with stream.yield");
  if (yield.getResourceOperands().getTypes() != results.getTypes())
    return yield.emitOpError("yields ")
           << yield.getResourceOperands().size()
           << " resources whose types must match the region's results";
  return success();
}

LogicalResult AsyncExecuteOp::verify() {
  return verifyCaptureRegion(*this, getResourceOperands(),
                             getResourceOperandSizes(), getResults(),
                             getResultSizes(), getBody().front());
}

void AsyncConcurrentOp::build(OpBuilder &builder, OperationState &state,
                              TypeRange resultTypes, ValueRange resultSizes,
                              ValueRange resourceOperands,
                              ValueRange resourceOperandSizes) {
  state.addOperands(resourceOperands);
  state.addOperands(resourceOperandSizes);
  state.addOperands(resultSizes);
  state.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(resourceOperands.size()),
      static_cast<int32_t>(resourceOperandSizes.size()),
      static_cast<int32_t>(resultSizes.size())};
  state.addTypes(resultTypes);
  Block *block = createCaptureBlock(state.addRegion(), resourceOperands);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  YieldOp::create(builder, state.location);
}

Value AsyncConcurrentOp::getResultSize(unsigned idx) {
  return idx < getResultSizes().size() ? getResultSizes()[idx] : Value();
}
Value AsyncConcurrentOp::getOperandSize(unsigned idx) {
  unsigned first = getResourceOperands().getBeginOperandIndex();
  if (idx < first || idx >= first + getResourceOperands().size()) return {};
  return getResourceOperandSizes()[idx - first];
}

// with(...) [-> (type{%size}, ...)] { ... }
ParseResult AsyncConcurrentOp::parse(OpAsmParser &parser,
                                     OperationState &result) {
  RegionCaptures captures;
  SmallVector<Type> resultTypes;
  SmallVector<OpAsmParser::UnresolvedOperand> resultSizes;
  if (captures.parse(parser) ||
      (succeeded(parser.parseOptionalArrow()) &&
       parseSizedTypeList(parser, resultTypes, resultSizes)))
    return failure();
  if (!captures.awaits.empty())
    return parser.emitError(parser.getNameLoc(),
                            "a concurrent region awaits nothing");
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, captures.arguments) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      captures.resolve(parser, result) ||
      parser.resolveOperands(resultSizes, IndexType::get(parser.getContext()),
                             result.operands))
    return failure();
  ensureTerminator(*body, parser.getBuilder(), result.location);
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(captures.operands.size()),
      static_cast<int32_t>(captures.sizes.size()),
      static_cast<int32_t>(resultSizes.size())};
  result.addTypes(resultTypes);
  return success();
}

void AsyncConcurrentOp::print(OpAsmPrinter &printer) {
  printRegionCaptures(printer, Value(), getResourceOperands(),
                      getBody().front(), getResourceOperandSizes());
  if (!getResults().empty()) {
    printer << " -> ";
    printSizedTypeList(printer, *this, getResults().getTypes(),
                       getResultSizes());
  }
  printer << " ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                /*elidedAttrs=*/{"operandSegmentSizes"});
}

LogicalResult AsyncConcurrentOp::verify() {
  return verifyCaptureRegion(*this, getResourceOperands(),
                             getResourceOperandSizes(), getResults(),
                             getResultSizes(), getBody().front());
}

Value YieldOp::getResultSize(unsigned) { return {}; }
Value YieldOp::getOperandSize(unsigned idx) {
  return idx < getResourceOperandSizes().size() ? getResourceOperandSizes()[idx]
                                                : Value();
}

//===----------------------------------------------------------------------===//
// Command ops
//===----------------------------------------------------------------------===//

Value ResourceAllocOp::getResultSize(unsigned) { return getResultSize(); }
Value ResourceAllocOp::getOperandSize(unsigned) { return {}; }

void CmdExecuteOp::build(OpBuilder &builder, OperationState &state,
                         Value awaitTimepoint, ValueRange resourceOperands,
                         ValueRange resourceOperandSizes) {
  if (awaitTimepoint) state.addOperands(awaitTimepoint);
  state.addOperands(resourceOperands);
  state.addOperands(resourceOperandSizes);
  state.getOrAddProperties<Properties>().operandSegmentSizes = {
      awaitTimepoint ? 1 : 0, static_cast<int32_t>(resourceOperands.size()),
      static_cast<int32_t>(resourceOperandSizes.size())};
  state.addTypes(TimepointType::get(builder.getContext()));
  Block *block = createCaptureBlock(state.addRegion(), resourceOperands);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  CmdYieldOp::create(builder, state.location);
}

Value CmdExecuteOp::getResultSize(unsigned) { return {}; }
Value CmdExecuteOp::getOperandSize(unsigned idx) {
  unsigned first = getResourceOperands().getBeginOperandIndex();
  if (idx < first || idx >= first + getResourceOperands().size()) return {};
  return getResourceOperandSizes()[idx - first];
}

ParseResult CmdExecuteOp::parse(OpAsmParser &parser, OperationState &result) {
  RegionCaptures captures;
  if (captures.parse(parser) ||
      parseRegionBody<CmdExecuteOp>(parser, result, captures) ||
      captures.resolve(parser, result))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(captures.awaits.size()),
      static_cast<int32_t>(captures.operands.size()),
      static_cast<int32_t>(captures.sizes.size())};
  result.addTypes(TimepointType::get(parser.getContext()));
  return success();
}

void CmdExecuteOp::print(OpAsmPrinter &printer) {
  printRegionCaptures(printer, getAwaitTimepoint(), getResourceOperands(),
                      getBody().front(), getResourceOperandSizes());
  printRegionBody(printer, *this, getBody());
}

LogicalResult CmdExecuteOp::verify() {
  if (failed(verifySizes(*this, getResourceOperands(),
                         getResourceOperandSizes(), "operands")))
    return failure();
  if (getBody().front().getArgumentTypes() != getResourceOperands().getTypes())
    return emitOpError("block arguments must match the captured resources");
  return success();
}

// (ro %r[%offset for %length] : type{%size}, ...)
static ParseResult parseDispatchRanges(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &resources,
    SmallVectorImpl<Type> &types,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &sizes,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &offsets,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &lengths,
    DenseI32ArrayAttr &accesses) {
  SmallVector<int32_t> accessValues;
  auto parseRange = [&]() -> ParseResult {
    StringRef keyword;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&keyword)) return failure();
    std::optional<ResourceAccess> access = symbolizeResourceAccess(keyword);
    if (!access)
      return parser.emitError(loc, "expected ro, wo or rw, not '")
             << keyword << "'";
    accessValues.push_back(static_cast<int32_t>(*access));
    OpAsmParser::UnresolvedOperand resource, offset, length, size;
    Type type;
    if (parser.parseOperand(resource) || parser.parseLSquare() ||
        parser.parseOperand(offset) || parser.parseKeyword("for") ||
        parser.parseOperand(length) || parser.parseRSquare() ||
        parser.parseColon() || parser.parseType(type) ||
        parser.parseLBrace() || parser.parseOperand(size) ||
        parser.parseRBrace())
      return failure();
    resources.push_back(resource);
    offsets.push_back(offset);
    lengths.push_back(length);
    sizes.push_back(size);
    types.push_back(type);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::None, parseRange))
    return failure();
  accesses = parser.getBuilder().getDenseI32ArrayAttr(accessValues);
  return success();
}

static void printDispatchRanges(OpAsmPrinter &printer, Operation *,
                                ValueRange resources, TypeRange types,
                                ValueRange sizes, ValueRange offsets,
                                ValueRange lengths,
                                DenseI32ArrayAttr accesses) {
  for (unsigned i = 0, e = resources.size(); i < e; ++i) {
    if (i) printer << ", ";
    auto access = static_cast<ResourceAccess>(accesses[i]);
    printer << stringifyResourceAccess(access) << " " << resources[i] << "["
            << offsets[i] << " for " << lengths[i] << "] : " << types[i]
            << "{" << sizes[i] << "}";
  }
}

/// Commands reach resources only through their region's captures.
static LogicalResult verifyCaptured(Operation *op, ValueRange resources) {
  Block *body = &op->getParentOp()->getRegion(0).front();
  for (Value resource : resources) {
    auto arg = dyn_cast<BlockArgument>(resource);
    if (!arg || arg.getOwner() != body)
      return op->emitOpError(
          "uses a resource its stream.cmd.execute does not capture");
  }
  return success();
}

LogicalResult CmdCopyOp::verify() {
  return verifyCaptured(*this, {getSource(), getTarget()});
}

LogicalResult CmdDispatchOp::verify() {
  size_t count = getResources().size();
  if (getResourceSizes().size() != count ||
      getResourceOffsets().size() != count ||
      getResourceLengths().size() != count ||
      getResourceAccesses().size() != count)
    return emitOpError("needs a size, offset, length and access per range");
  for (int32_t access : getResourceAccesses())
    if (!symbolizeResourceAccess(access))
      return emitOpError() << "unknown access " << access;
  return verifyCaptured(*this, getResources());
}

LogicalResult
CmdDispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyEntryPoint(*this, getEntryPoint(), symbolTable);
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

LogicalResult TimepointBarrierOp::verify() {
  // Its resource is handed on without a wait: only an export may take it.
  for (Operation *user : getResult().getUsers())
    if (!isa<TensorExportOp>(user))
      return user->emitOpError("uses the resource of a stream.timepoint.barrier, "
                               "which only stream.tensor.export may take");
  return success();
}

Value TimepointBarrierOp::getResultSize(unsigned idx) {
  return idx == 0 ? getResourceSize() : Value();
}
Value TimepointBarrierOp::getOperandSize(unsigned idx) {
  return idx == 0 ? getResourceSize() : Value();
}

namespace {
/// Whether reaching |later| implies |earlier| was reached: |later| is the
/// timepoint of an execution region that awaited |earlier| (directly or as
/// part of a join).
bool timepointImplies(Value later, Value earlier) {
  auto region = later.getDefiningOp<CmdExecuteOp>();
  if (!region || !region.getAwaitTimepoint()) return false;
  Value awaited = region.getAwaitTimepoint();
  if (awaited == earlier) return true;
  auto join = awaited.getDefiningOp<TimepointJoinOp>();
  return join && llvm::is_contained(join.getAwaitTimepoints(), earlier);
}

struct SimplifyJoin : OpRewritePattern<TimepointJoinOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TimepointJoinOp op,
                                PatternRewriter &rewriter) const override {
    llvm::SetVector<Value> kept;
    bool flattened = false;
    for (Value timepoint : op.getAwaitTimepoints()) {
      if (auto inner = timepoint.getDefiningOp<TimepointJoinOp>()) {
        kept.insert(inner.getAwaitTimepoints().begin(),
                    inner.getAwaitTimepoints().end());
        flattened = true;
      } else if (!timepoint.getDefiningOp<TimepointImmediateOp>()) {
        kept.insert(timepoint);
      }
    }
    // A timepoint another one implies adds nothing to the join.
    llvm::SetVector<Value> implied;
    for (Value earlier : kept)
      if (llvm::any_of(kept, [&](Value later) {
            return timepointImplies(later, earlier);
          }))
        implied.insert(earlier);
    kept.set_subtract(implied);
    if (!flattened && kept.size() == op.getAwaitTimepoints().size() &&
        kept.size() > 1)
      return failure();
    if (kept.empty())
      rewriter.replaceOpWithNewOp<TimepointImmediateOp>(op, op.getType());
    else if (kept.size() == 1)
      rewriter.replaceOp(op, kept.front());
    else
      rewriter.replaceOpWithNewOp<TimepointJoinOp>(op, op.getType(),
                                                   kept.getArrayRef());
    return success();
  }
};
} // namespace

void TimepointJoinOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.add<SimplifyJoin>(context);
}

LogicalResult TimepointAwaitOp::verify() {
  return verifySizes(*this, getResourceOperands(), getResourceOperandSizes(),
                     "resources");
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
