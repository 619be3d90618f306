//===- VMOps.cpp - vm dialect operations ----------------------------------===//

#include "compiler/Dialect/VM/IR/VMOps.h"

#include "compiler/Dialect/VM/IR/VMOpFolders.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::iree_compiler::IREE::VM {

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

// `private`, `public` or `nested` before a symbol name; absent means public.
static OptionalParseResult parseSymbolVisibility(OpAsmParser &parser,
                                                 StringAttr &visibility) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword,
                                         {"public", "private", "nested"})))
    return std::nullopt;
  visibility = parser.getBuilder().getStringAttr(keyword);
  return success();
}

static void printSymbolVisibility(OpAsmPrinter &p, Operation *,
                                  StringAttr visibility) {
  p << visibility.getValue();
}

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
// accepted so that imports can be written like the functions they stand for.
static ParseResult parseImportNameAndSignature(OpAsmParser &parser,
                                               StringAttr &name,
                                               TypeAttr &functionType) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> resultTypes;
  SmallVector<DictionaryAttr> resultAttrs;
  bool isVariadic = false;
  if (parser.parseSymbolName(name))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (function_interface_impl::parseFunctionSignatureWithArguments(
          parser, /*allowVariadic=*/false, arguments, isVariadic, resultTypes,
          resultAttrs))
    return failure();
  auto hasAttrs = [](DictionaryAttr attrs) { return attrs && !attrs.empty(); };
  if (llvm::any_of(arguments, [&](auto &arg) { return hasAttrs(arg.attrs); }) ||
      llvm::any_of(resultAttrs, hasAttrs))
    return parser.emitError(loc,
                            "vm.import takes no argument or result attributes");
  SmallVector<Type> argumentTypes =
      llvm::map_to_vector(arguments, [](auto &arg) { return arg.type; });
  functionType = TypeAttr::get(
      parser.getBuilder().getFunctionType(argumentTypes, resultTypes));
  return success();
}

static void printImportNameAndSignature(OpAsmPrinter &p, ImportOp,
                                        StringAttr name,
                                        TypeAttr functionType) {
  p.printSymbolName(name.getValue());
  auto type = cast<FunctionType>(functionType.getValue());
  call_interface_impl::printFunctionSignature(
      p, type.getInputs(), /*argAttrs=*/nullptr, /*isVariadic=*/false,
      type.getResults(), /*resultAttrs=*/nullptr, /*body=*/nullptr,
      /*printEmptyResult=*/false);
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

static LogicalResult verifySignature(Operation *op, FunctionType type) {
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (!isPrimitiveValueType(t) && !isRefType(t))
      return op->emitOpError()
             << "signature type " << t
             << " is not one of i32, i64, f32, f64 or a ref type";
  return success();
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
  return verifySignature(*this, getFunctionType());
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
  FunctionType callType =
      FunctionType::get(getContext(), getOperandTypes(), getResultTypes());
  if (callType != type)
    return emitOpError() << "call type " << callType
                         << " does not match the signature " << type
                         << " of callee " << getCalleeAttr();
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
