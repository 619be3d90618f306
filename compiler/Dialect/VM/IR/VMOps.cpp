//===- VMOps.cpp - vm dialect operations ----------------------------------===//

#include "compiler/Dialect/VM/IR/VMOps.h"

#include "compiler/Dialect/VM/IR/VMOpFolders.h"
#include "compiler/Utils/SymbolVisibility.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::iree_compiler::IREE::VM {

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

// `@function` or `@function as("name")`; the export name defaults to the
// function's own name.
static ParseResult parseExportTarget(OpAsmParser &parser,
                                     FlatSymbolRefAttr &functionRef,
                                     StringAttr &exportName) {
  if (parser.parseAttribute(functionRef))
    return failure();
  if (failed(parser.parseOptionalKeyword("as"))) {
    exportName = functionRef.getAttr();
    return success();
  }
  std::string name;
  if (parser.parseLParen() || parser.parseString(&name) || parser.parseRParen())
    return failure();
  exportName = parser.getBuilder().getStringAttr(name);
  return success();
}

static void printExportTarget(OpAsmPrinter &p, ExportOp,
                              FlatSymbolRefAttr functionRef,
                              StringAttr exportName) {
  p.printAttributeWithoutType(functionRef);
  if (exportName == functionRef.getAttr())
    return;
  p << " as(";
  p.printString(exportName.getValue());
  p << ")";
}

// `@module.function(types) -> results`; named arguments (`%x : i32`) are
// accepted so that imports can be written like the functions they stand for,
// and an argument followed by `...` is variadic. The flags are stored only
// when some argument is variadic.
static ParseResult parseImportNameAndSignature(OpAsmParser &parser,
                                               StringAttr &name,
                                               TypeAttr &functionType,
                                               DenseBoolArrayAttr &variadic) {
  SmallVector<Type> argumentTypes;
  SmallVector<bool> variadicFlags;
  SmallVector<Type> resultTypes;
  if (parser.parseSymbolName(name))
    return failure();
  auto parseArgument = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    OpAsmParser::Argument argument;
    NamedAttrList attrs;
    OptionalParseResult named = parser.parseOptionalArgument(
        argument, /*allowType=*/true, /*allowAttrs=*/true);
    if (named.has_value()) {
      if (failed(*named))
        return failure();
      if (argument.attrs)
        attrs.append(argument.attrs.getValue());
    } else if (parser.parseType(argument.type) ||
               parser.parseOptionalAttrDict(attrs)) {
      return failure();
    }
    if (!attrs.empty())
      return parser.emitError(loc, "vm.import takes no argument attributes");
    argumentTypes.push_back(argument.type);
    variadicFlags.push_back(succeeded(parser.parseOptionalEllipsis()));
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseArgument) ||
      parser.parseOptionalArrowTypeList(resultTypes))
    return failure();
  functionType = TypeAttr::get(
      parser.getBuilder().getFunctionType(argumentTypes, resultTypes));
  if (llvm::is_contained(variadicFlags, true))
    variadic = parser.getBuilder().getDenseBoolArrayAttr(variadicFlags);
  return success();
}

static void printImportNameAndSignature(OpAsmPrinter &p, ImportOp op,
                                        StringAttr name, TypeAttr functionType,
                                        DenseBoolArrayAttr) {
  p.printSymbolName(name.getValue());
  auto type = cast<FunctionType>(functionType.getValue());
  p << "(";
  for (auto [index, input] : llvm::enumerate(type.getInputs())) {
    if (index)
      p << ", ";
    p.printType(input);
    if (op.isVariadicArgument(index))
      p << " ...";
  }
  p << ")";
  p.printOptionalArrowTypeList(type.getResults());
}

static ParseResult parseSuccessorAndOperands(
    OpAsmParser &parser, Block *&successor,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &types) {
  if (parser.parseSuccessor(successor))
    return failure();
  if (failed(parser.parseOptionalLParen()))
    return success();
  return failure(parser.parseOperandList(operands) ||
                 parser.parseColonTypeList(types) || parser.parseRParen());
}

// `default: ^bb(...), 0: ^bb(...), 1: ...` with the cases in index order.
static ParseResult parseBranchTableCases(
    OpAsmParser &parser, Block *&defaultDestination,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &defaultOperands,
    SmallVectorImpl<Type> &defaultOperandTypes,
    SmallVectorImpl<Block *> &caseDestinations,
    SmallVectorImpl<SmallVector<OpAsmParser::UnresolvedOperand>> &caseOperands,
    SmallVectorImpl<SmallVector<Type>> &caseOperandTypes) {
  if (parser.parseKeyword("default") || parser.parseColon() ||
      parseSuccessorAndOperands(parser, defaultDestination, defaultOperands,
                                defaultOperandTypes))
    return failure();
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    int64_t index = 0;
    if (parser.parseInteger(index) || parser.parseColon())
      return failure();
    if (index != static_cast<int64_t>(caseDestinations.size()))
      return parser.emitError(loc)
             << "expected case " << caseDestinations.size()
             << ": cases are listed in order from 0";
    Block *destination = nullptr;
    SmallVector<OpAsmParser::UnresolvedOperand> operands;
    SmallVector<Type> types;
    if (parseSuccessorAndOperands(parser, destination, operands, types))
      return failure();
    caseDestinations.push_back(destination);
    caseOperands.push_back(std::move(operands));
    caseOperandTypes.push_back(std::move(types));
  }
  return success();
}

static void printBranchTableCases(OpAsmPrinter &p, BranchTableOp,
                                  Block *defaultDestination,
                                  OperandRange defaultOperands, TypeRange,
                                  SuccessorRange caseDestinations,
                                  OperandRangeRange caseOperands,
                                  const TypeRangeRange &) {
  p.increaseIndent();
  p.printNewline();
  p << "default: ";
  p.printSuccessorAndUseList(defaultDestination, defaultOperands);
  for (auto [index, destination, operands] :
       llvm::enumerate(caseDestinations, caseOperands)) {
    p << ",";
    p.printNewline();
    p << index << ": ";
    p.printSuccessorAndUseList(destination, operands);
  }
  p.decreaseIndent();
  p.printNewline();
}

//===----------------------------------------------------------------------===//
// Shared verifiers (called from the ODS op classes)
//===----------------------------------------------------------------------===//

template <typename GlobalOpTy>
static LogicalResult verifyGlobalAccess(Operation *op,
                                        FlatSymbolRefAttr globalRef,
                                        Type valueType, bool isStore,
                                        SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOpTy>(op, globalRef.getAttr());
  if (!global)
    return op->emitOpError()
           << "references " << globalRef << ", which is not a '"
           << GlobalOpTy::getOperationName() << "'";
  if (global.getType() != valueType)
    return op->emitOpError() << "value type " << valueType
                             << " does not match the type " << global.getType()
                             << " of global " << globalRef;
  // Initializers compute the initial value of immutable globals.
  if (isStore && !global.getIsMutable() &&
      !op->getParentOfType<InitializerOp>())
    return op->emitOpError()
           << "stores to immutable global " << globalRef
           << "; mark it `mutable` or store from a vm.initializer";
  return success();
}

static bool isAnyRef(Type type) {
  auto refType = dyn_cast<RefType>(type);
  return refType && isa<VariantType>(refType.getObjectType());
}

static LogicalResult verifyListElementAccess(Operation *op, Type listType,
                                             Type valueType) {
  Type elementType = cast<ListType>(listType).getElementType();
  if (isa<VariantType>(elementType) || elementType == valueType)
    return success();
  if (isRefType(elementType) && isRefType(valueType) &&
      (isAnyRef(elementType) || isAnyRef(valueType)))
    return success();
  return op->emitOpError() << "cannot access a " << valueType
                           << " element of " << listType;
}

static LogicalResult verifySignatureType(Operation *op, Type type) {
  if (!isPrimitiveValueType(type) && !isRefType(type))
    return op->emitOpError()
           << "signature type " << type
           << " is not one of i32, i64, f32, f64 or a ref type";
  return success();
}

static LogicalResult verifySignature(Operation *op, FunctionType type) {
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (failed(verifySignatureType(op, t)))
      return failure();
  return success();
}

/// The types one value of an import argument takes: the elements of a
/// variadic tuple argument, otherwise the argument type itself.
static SmallVector<Type> getArgumentValueTypes(Type argumentType) {
  if (auto tuple = dyn_cast<TupleType>(argumentType))
    return llvm::to_vector(tuple.getTypes());
  return {argumentType};
}

}  // namespace mlir::iree_compiler::IREE::VM

#define GET_OP_CLASSES
#include "compiler/Dialect/VM/IR/VMOps.cpp.inc"

namespace mlir::iree_compiler::IREE::VM {

//===----------------------------------------------------------------------===//
// Structure
//===----------------------------------------------------------------------===//

void ModuleOp::build(OpBuilder &builder, OperationState &state,
                     StringRef name) {
  build(builder, state, builder.getStringAttr(name),
        /*sym_visibility=*/nullptr);
  state.regions.front()->emplaceBlock();
}

LogicalResult ModuleOp::verify() {
  llvm::StringSet<> exportNames;
  for (ExportOp exportOp : getOps<ExportOp>())
    if (!exportNames.insert(exportOp.getExportName()).second)
      return exportOp.emitOpError()
             << "duplicate export name \"" << exportOp.getExportName() << "\"";
  return success();
}

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type) {
  build(builder, state, builder.getStringAttr(name), TypeAttr::get(type),
        /*sym_visibility=*/nullptr, /*arg_attrs=*/nullptr,
        /*res_attrs=*/nullptr);
}

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType = [](Builder &builder, ArrayRef<Type> argTypes,
                          ArrayRef<Type> results,
                          function_interface_impl::VariadicFlag,
                          std::string &) {
    return builder.getFunctionType(argTypes, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult FuncOp::verify() {
  // External functions are vm.imports; a vm.func is always compiled.
  if (getBody().empty())
    return emitOpError("requires a body; declare external functions with "
                       "vm.import");
  return verifySignature(*this, getFunctionType());
}

LogicalResult ExportOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getFunctionRefAttr()))
    return emitOpError() << "references " << getFunctionRefAttr()
                         << ", which is not a vm.func of this module";
  return success();
}

LogicalResult ImportOp::verify() {
  auto [module, function] = getSymName().split('.');
  if (module.empty() || function.empty())
    return emitOpError() << "name \"" << getSymName()
                         << "\" is not of the form `module.function`";
  FunctionType type = getFunctionType();
  std::optional<ArrayRef<bool>> variadic = getVariadicArguments();
  if (variadic && variadic->size() != type.getNumInputs())
    return emitOpError() << "has " << variadic->size()
                         << " variadic_arguments flags for "
                         << type.getNumInputs() << " arguments";
  for (auto [index, input] : llvm::enumerate(type.getInputs())) {
    auto tuple = dyn_cast<TupleType>(input);
    if (tuple && !isVariadicArgument(index))
      return emitOpError() << "argument " << index << " is a tuple "
                           << "but not variadic (`...`)";
    if (tuple && tuple.size() == 0)
      return emitOpError() << "variadic argument " << index
                           << " is an empty tuple";
    for (Type valueType : getArgumentValueTypes(input))
      if (failed(verifySignatureType(*this, valueType)))
        return failure();
  }
  for (Type result : type.getResults())
    if (failed(verifySignatureType(*this, result)))
      return failure();
  return success();
}

LogicalResult InitializerOp::verify() {
  if (getBody().front().getNumArguments() != 0)
    return emitOpError("entry block takes no arguments");
  return success();
}

LogicalResult RodataOp::verify() {
  std::optional<uint64_t> alignment = getAlignment();
  if (alignment && !llvm::isPowerOf2_64(*alignment))
    return emitOpError() << "alignment " << *alignment
                         << " is not a power of two";
  return success();
}

LogicalResult
ConstRefRodataOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom<RodataOp>(*this, getRodataAttr()))
    return emitOpError() << "references " << getRodataAttr()
                         << ", which is not a vm.rodata";
  return success();
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

// Refs have no attribute form, so a null ref is recognized by its producer.
OpFoldResult CmpNZRefOp::fold(FoldAdaptor) {
  if (getOperand().getDefiningOp<ConstRefZeroOp>())
    return IntegerAttr::get(getType(), 0);
  return {};
}

//===----------------------------------------------------------------------===//
// Calls and control flow
//===----------------------------------------------------------------------===//

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *callee =
      symbolTable.lookupNearestSymbolFrom(*this, getCalleeAttr());
  FunctionType type;
  if (auto func = dyn_cast_if_present<FuncOp>(callee))
    type = func.getFunctionType();
  else if (auto import = dyn_cast_if_present<ImportOp>(callee))
    type = import.getFunctionType();
  else
    return emitOpError() << "callee " << getCalleeAttr()
                         << " is not a vm.func or vm.import";
  if (auto import = dyn_cast<ImportOp>(callee);
      import && import.hasVariadicArguments())
    return emitOpError() << "callee " << getCalleeAttr()
                         << " has variadic arguments; call it with "
                            "vm.call.variadic";
  FunctionType callType =
      FunctionType::get(getContext(), getOperandTypes(), getResultTypes());
  if (callType != type)
    return emitOpError() << "call type " << callType
                         << " does not match the signature " << type
                         << " of callee " << getCalleeAttr();
  return success();
}

LogicalResult
CallVariadicOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto import =
      symbolTable.lookupNearestSymbolFrom<ImportOp>(*this, getCalleeAttr());
  if (!import)
    return emitOpError() << "callee " << getCalleeAttr()
                         << " is not a vm.import";
  if (!import.hasVariadicArguments())
    return emitOpError() << "callee " << getCalleeAttr()
                         << " has no variadic arguments; call it with vm.call";
  FunctionType type = import.getFunctionType();
  ArrayRef<int16_t> segmentSizes = getSegmentSizes();
  if (segmentSizes.size() != type.getNumInputs())
    return emitOpError() << "has " << segmentSizes.size()
                         << " segment sizes but callee " << getCalleeAttr()
                         << " has " << type.getNumInputs() << " arguments";
  // The operand types the segments ask for, in order.
  SmallVector<Type> expected;
  for (auto [index, input, size] :
       llvm::enumerate(type.getInputs(), segmentSizes)) {
    if (!import.isVariadicArgument(index)) {
      if (size != -1)
        return emitOpError() << "segment " << index << " is " << size
                             << " but argument " << index
                             << " of the callee is not variadic (expected -1)";
      expected.push_back(input);
      continue;
    }
    if (size < 0)
      return emitOpError() << "segment " << index << " is " << size
                           << " but argument " << index
                           << " of the callee is variadic (expected a count "
                              ">= 0)";
    for (int16_t i = 0; i < size; ++i)
      llvm::append_range(expected, getArgumentValueTypes(input));
  }
  if (!llvm::equal(getOperandTypes(), expected))
    return emitOpError() << "operand types (" << getOperandTypes()
                         << ") do not match (" << ArrayRef<Type>(expected)
                         << "), the arguments of callee " << getCalleeAttr()
                         << " expanded by segment_sizes";
  if (!llvm::equal(getResultTypes(), type.getResults()))
    return emitOpError() << "result types (" << getResultTypes()
                         << ") do not match the results (" << type.getResults()
                         << ") of callee " << getCalleeAttr();
  return success();
}

LogicalResult ReturnOp::verify() {
  ArrayRef<Type> expected;
  if (auto func = dyn_cast<FuncOp>((*this)->getParentOp()))
    expected = func.getResultTypes();
  if (!llvm::equal(getOperandTypes(), expected))
    return emitOpError() << "returns (" << getOperandTypes()
                         << ") but the enclosing op returns (" << expected
                         << ")";
  return success();
}

SuccessorOperands BranchOp::getSuccessorOperands(unsigned) {
  return SuccessorOperands(getDestOperandsMutable());
}

Block *BranchOp::getSuccessorForOperands(ArrayRef<Attribute>) {
  return getDest();
}

SuccessorOperands CondBranchOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(index == 0 ? getTrueDestOperandsMutable()
                                      : getFalseDestOperandsMutable());
}

Block *CondBranchOp::getSuccessorForOperands(ArrayRef<Attribute> operands) {
  auto condition = dyn_cast_if_present<IntegerAttr>(operands.front());
  if (!condition)
    return nullptr;
  return condition.getValue().isZero() ? getFalseDest() : getTrueDest();
}

namespace {

// A block whose only predecessor branches to it unconditionally is part of
// that predecessor.
struct MergeIntoSinglePredecessor : OpRewritePattern<BranchOp> {
  using Base::Base;
  LogicalResult matchAndRewrite(BranchOp op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    Block *dest = op.getDest();
    if (dest == block || dest->getSinglePredecessor() != block)
      return failure();
    SmallVector<Value> operands(op.getDestOperands());
    rewriter.eraseOp(op);
    rewriter.mergeBlocks(dest, block, operands);
    return success();
  }
};

// cond_br on a constant, or to the same block with the same operands either
// way, is an unconditional branch.
struct SimplifyCondBranch : OpRewritePattern<CondBranchOp> {
  using Base::Base;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    APInt condition;
    if (matchPattern(op.getCondition(), m_ConstantInt(&condition))) {
      bool taken = !condition.isZero();
      rewriter.replaceOpWithNewOp<BranchOp>(
          op, taken ? op.getTrueDestOperands() : op.getFalseDestOperands(),
          taken ? op.getTrueDest() : op.getFalseDest());
      return success();
    }
    if (op.getTrueDest() == op.getFalseDest() &&
        op.getTrueDestOperands() == op.getFalseDestOperands()) {
      rewriter.replaceOpWithNewOp<BranchOp>(op, op.getTrueDestOperands(),
                                            op.getTrueDest());
      return success();
    }
    return failure();
  }
};

// A cond_fail whose condition is known to be zero never fails.
struct EraseNeverFailingCondFail : OpRewritePattern<CondFailOp> {
  using Base::Base;
  LogicalResult matchAndRewrite(CondFailOp op,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(op.getCondition(), m_Zero()))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

}  // namespace

void BranchOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<MergeIntoSinglePredecessor>(context);
}

void CondBranchOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<SimplifyCondBranch>(context);
}

void CondFailOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<EraseNeverFailingCondFail>(context);
}

LogicalResult BranchTableOp::verify() {
  if (getCaseOperands().size() != getCaseDestinations().size())
    return emitOpError() << "has " << getCaseDestinations().size()
                         << " case destinations but "
                         << getCaseOperands().size() << " operand groups";
  return success();
}

SuccessorOperands BranchTableOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(index == 0 ? getDefaultOperandsMutable()
                                      : getCaseOperandsMutable()[index - 1]);
}

Block *BranchTableOp::getSuccessorForOperands(ArrayRef<Attribute> operands) {
  auto index = dyn_cast_if_present<IntegerAttr>(operands.front());
  if (!index)
    return nullptr;
  int64_t value = index.getValue().getSExtValue();
  if (value < 0 || value >= static_cast<int64_t>(getCaseDestinations().size()))
    return getDefaultDestination();
  return getCaseDestinations()[value];
}

}  // namespace mlir::iree_compiler::IREE::VM
