//===- StableHLOOps.cpp - stablehlo op syntax -----------------------------===//
//
// The custom directives and parsers that reproduce upstream StableHLO's
// pretty syntax. Verifiers live in StableHLOVerifiers.cpp.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"

#include "compiler/Dialect/StableHLO/IR/StableHLOMoreOpsSyntax.h"
#include "compiler/Utils/ConstantTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::iree_compiler::IREE::StableHLO {

//===----------------------------------------------------------------------===//
// custom<SameOperandsAndResultType>: `: T` when every type is T, else the
// functional type `(T0, T1) -> R`.
//===----------------------------------------------------------------------===//

static ParseResult parseSameTypes(OpAsmParser &parser,
                                  ArrayRef<Type *> operandTypes,
                                  Type &resultType) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    for (Type *operandType : operandTypes)
      *operandType = type;
    resultType = type;
    return success();
  }
  if (fnType.getNumInputs() != operandTypes.size() ||
      fnType.getNumResults() != 1)
    return parser.emitError(loc) << "expected a function type with "
                                 << operandTypes.size()
                                 << " inputs and 1 result";
  for (auto [operandType, input] : llvm::zip(operandTypes, fnType.getInputs()))
    *operandType = input;
  resultType = fnType.getResult(0);
  return success();
}

template <typename... Types>
static ParseResult parseSameOperandsAndResultType(OpAsmParser &parser,
                                                  Types &...types) {
  SmallVector<Type *> all = {&types...};
  Type *result = all.pop_back_val();
  return parseSameTypes(parser, all, *result);
}

template <typename... Types>
static void printSameOperandsAndResultType(OpAsmPrinter &printer,
                                           Operation *, Types... types) {
  SmallVector<Type> all = {types...};
  if (llvm::all_equal(all)) {
    printer << all.front();
    return;
  }
  printer.printFunctionalType(ArrayRef(all).drop_back(),
                              ArrayRef(all).take_back());
}

//===----------------------------------------------------------------------===//
// custom<SelectOpType>: `: pred_type, result_type` or a functional type.
//===----------------------------------------------------------------------===//

static ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred,
                                     Type &onTrue, Type &onFalse,
                                     Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type first;
  if (parser.parseType(first))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(first)) {
    if (fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with 3 inputs and 1 result";
    pred = fnType.getInput(0);
    onTrue = fnType.getInput(1);
    onFalse = fnType.getInput(2);
    result = fnType.getResult(0);
    return success();
  }
  Type second;
  if (parser.parseComma() || parser.parseType(second))
    return failure();
  pred = first;
  onTrue = onFalse = result = second;
  return success();
}

static void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                              Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    printer << pred << ", " << result;
    return;
  }
  printer.printFunctionalType(TypeRange{pred, onTrue, onFalse},
                              TypeRange{result});
}

//===----------------------------------------------------------------------===//
// custom<PrecisionConfig>: `, precision = [DEFAULT, HIGHEST]`, optional.
//===----------------------------------------------------------------------===//

static ParseResult parsePrecisionConfig(OpAsmParser &parser,
                                        ArrayAttr &precisionConfig) {
  if (failed(parser.parseOptionalComma()))
    return success();
  SmallVector<Attribute> values;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            std::optional<Precision> value = symbolizePrecision(name);
            if (!value)
              return parser.emitError(loc)
                     << "expected DEFAULT, HIGH or HIGHEST";
            values.push_back(
                PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  precisionConfig = parser.getBuilder().getArrayAttr(values);
  return success();
}

static void printPrecisionConfig(OpAsmPrinter &printer, Operation *,
                                 ArrayAttr precisionConfig) {
  if (!precisionConfig)
    return;
  printer << ", precision = [";
  llvm::interleaveComma(precisionConfig, printer, [&](Attribute attr) {
    printer << stringifyPrecision(cast<PrecisionAttr>(attr).getValue());
  });
  printer << ']';
}

//===----------------------------------------------------------------------===//
// custom<DotDimensionNumbers>:
//   `batching_dims = [0] x [0], contracting_dims = [2] x [1]`
//===----------------------------------------------------------------------===//

static ParseResult parseIntList(AsmParser &parser,
                                SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        return parser.parseInteger(values.emplace_back());
      });
}

static void printIntList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

static ParseResult parseDimPair(OpAsmParser &parser,
                                SmallVectorImpl<int64_t> &lhs,
                                SmallVectorImpl<int64_t> &rhs) {
  return failure(parser.parseEqual() || parseIntList(parser, lhs) ||
                 parser.parseKeyword("x") || parseIntList(parser, rhs));
}

static ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                            DotDimensionNumbersAttr &dims) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parseDimPair(parser, lhsBatch, rhsBatch) || parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") ||
      parseDimPair(parser, lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
}

static void printDotDimensionNumbers(OpAsmPrinter &printer, Operation *,
                                     DotDimensionNumbersAttr dims) {
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    printer << "batching_dims = ";
    printIntList(printer, dims.getLhsBatchingDimensions());
    printer << " x ";
    printIntList(printer, dims.getRhsBatchingDimensions());
    printer << ", ";
  }
  printer << "contracting_dims = ";
  printIntList(printer, dims.getLhsContractingDimensions());
  printer << " x ";
  printIntList(printer, dims.getRhsContractingDimensions());
}

//===----------------------------------------------------------------------===//
// custom<SliceRanges>: `[1:5, 0:8:2]` (start:limit[:stride] per dimension).
//===----------------------------------------------------------------------===//

static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &startIndices,
                                    DenseI64ArrayAttr &limitIndices,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t step = 1;
            if (parser.parseInteger(starts.emplace_back()) ||
                parser.parseColon() ||
                parser.parseInteger(limits.emplace_back()))
              return failure();
            if (succeeded(parser.parseOptionalColon()) &&
                parser.parseInteger(step))
              return failure();
            steps.push_back(step);
            return success();
          }))
    return failure();
  MLIRContext *ctx = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(ctx, starts);
  limitIndices = DenseI64ArrayAttr::get(ctx, limits);
  strides = DenseI64ArrayAttr::get(ctx, steps);
  return success();
}

static void printSliceRanges(OpAsmPrinter &printer, Operation *op,
                             DenseI64ArrayAttr startIndices,
                             DenseI64ArrayAttr limitIndices,
                             DenseI64ArrayAttr strides) {
  // Malformed generic input may disagree on lengths; print what lines up.
  size_t rank = std::min({startIndices.size(), limitIndices.size(),
                          strides.size()});
  printer << '[';
  for (size_t i = 0; i < rank; ++i) {
    if (i)
      printer << ", ";
    printer << startIndices[i] << ':' << limitIndices[i];
    if (strides[i] != 1)
      printer << ':' << strides[i];
  }
  printer << ']';
}

//===----------------------------------------------------------------------===//
// custom<VariadicOperandWithAttribute>: `%a, %b, ` before an attribute.
//===----------------------------------------------------------------------===//

static ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

static void printVariadicOperandWithAttribute(OpAsmPrinter &printer,
                                              Operation *,
                                              OperandRange operands) {
  for (auto [i, operand] : llvm::enumerate(operands))
    printer << (i ? " " : "") << operand << ',';
}

//===----------------------------------------------------------------------===//
// Convolution: `dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
// window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1],
// rhs_dilate = [1, 1], reverse = [false, false]}`
//===----------------------------------------------------------------------===//

static ParseResult parseConvDimensions(OpAsmParser &parser,
                                       ConvDimensionNumbersAttr &dims) {
  dims = dyn_cast_or_null<ConvDimensionNumbersAttr>(
      ConvDimensionNumbersAttr::parseBody(parser));
  return success(dims != nullptr);
}

static void printConvDimensions(OpAsmPrinter &printer, Operation *,
                                ConvDimensionNumbersAttr dims) {
  dims.printBody(printer);
}

static ParseResult parseWindowAttributes(OpAsmParser &parser,
                                         DenseI64ArrayAttr &strides,
                                         DenseIntElementsAttr &padding,
                                         DenseI64ArrayAttr &lhsDilation,
                                         DenseI64ArrayAttr &rhsDilation,
                                         DenseBoolArrayAttr &reversal) {
  MLIRContext *ctx = parser.getContext();
  auto parseEntry = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (key == "pad") {
      SmallVector<int64_t> flat;
      int64_t rows = 0;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                ++rows;
                size_t before = flat.size();
                if (parseIntList(parser, flat))
                  return failure();
                if (flat.size() - before != 2)
                  return parser.emitError(loc)
                         << "each pad entry is [low, high]";
                return success();
              }))
        return failure();
      auto type = RankedTensorType::get({rows, 2},
                                        IntegerType::get(ctx, 64));
      padding = DenseIntElementsAttr::get(type, flat);
      return success();
    }
    if (key == "reverse") {
      SmallVector<bool> flags;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                if (succeeded(parser.parseOptionalKeyword("true"))) {
                  flags.push_back(true);
                  return success();
                }
                if (succeeded(parser.parseOptionalKeyword("false"))) {
                  flags.push_back(false);
                  return success();
                }
                int64_t value;
                if (parser.parseInteger(value))
                  return failure();
                flags.push_back(value != 0);
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(ctx, flags);
      return success();
    }
    DenseI64ArrayAttr *target = key == "stride"       ? &strides
                                : key == "lhs_dilate" ? &lhsDilation
                                : key == "rhs_dilate" ? &rhsDilation
                                                      : nullptr;
    if (!target)
      return parser.emitError(loc)
             << "unknown window field '" << key
             << "'; expected stride, pad, lhs_dilate, rhs_dilate or reverse";
    SmallVector<int64_t> values;
    if (parseIntList(parser, values))
      return failure();
    *target = DenseI64ArrayAttr::get(ctx, values);
    return success();
  };
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces,
                                        parseEntry);
}

static void printWindowAttributes(OpAsmPrinter &printer, Operation *,
                                  DenseI64ArrayAttr strides,
                                  DenseIntElementsAttr padding,
                                  DenseI64ArrayAttr lhsDilation,
                                  DenseI64ArrayAttr rhsDilation,
                                  DenseBoolArrayAttr reversal) {
  SmallVector<std::function<void()>> entries;
  auto addList = [&](StringRef key, DenseI64ArrayAttr values) {
    if (values)
      entries.push_back([&printer, key, values] {
        printer << key << " = ";
        printIntList(printer, values.asArrayRef());
      });
  };
  addList("stride", strides);
  if (padding)
    entries.push_back([&] {
      SmallVector<int64_t> flat(padding.getValues<int64_t>());
      printer << "pad = [";
      for (size_t i = 0; i + 1 < flat.size(); i += 2)
        printer << (i ? ", [" : "[") << flat[i] << ", " << flat[i + 1] << ']';
      printer << ']';
    });
  addList("lhs_dilate", lhsDilation);
  addList("rhs_dilate", rhsDilation);
  if (reversal)
    entries.push_back([&] {
      printer << "reverse = [";
      llvm::interleaveComma(reversal.asArrayRef(), printer,
                            [&](bool flag) { printer << (flag ? "true" : "false"); });
      printer << ']';
    });
  printer << '{';
  llvm::interleaveComma(entries, printer, [](auto &print) { print(); });
  printer << '}';
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOpAdaptor adaptor(ValueRange{}, attributes, properties);
  return inferConstantType(adaptor.getValueAttr(), location,
                           inferredReturnTypes);
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

//===----------------------------------------------------------------------===//
// reduce
//
//   stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]
//       : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
//   stablehlo.reduce(%x init: %c), (%i init: %d) across dimensions = [1]
//       : (...) -> (...)
//     reducer(%acc0: tensor<f32>, %x0: tensor<f32>) (%acc1: ..., %x1: ...) {
//       ...
//     }
//===----------------------------------------------------------------------===//

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  do {
    if (parser.parseLParen() || parser.parseOperand(inputs.emplace_back()) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
      return failure();
  } while (succeeded(parser.parseOptionalComma()));

  StringRef appliedOpName;
  SMLoc appliedLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies")) &&
      parser.parseKeyword(&appliedOpName))
    return failure();

  SmallVector<int64_t> dimensions;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseIntList(parser, dimensions) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getDimensionsAttrName(result.name),
                      parser.getBuilder().getDenseI64ArrayAttr(dimensions));

  FunctionType fnType;
  if (parser.parseColonType(fnType))
    return failure();
  size_t n = inputs.size();
  if (fnType.getNumInputs() != 2 * n)
    return parser.emitError(loc) << "expected " << 2 * n
                                 << " operand types in the function type";
  ArrayRef<Type> types = fnType.getInputs();
  if (parser.resolveOperands(inputs, types.take_front(n), loc,
                             result.operands) ||
      parser.resolveOperands(inits, types.drop_front(n), loc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());

  Region *body = result.addRegion();
  if (!appliedOpName.empty()) {
    // The compact form names one binary op combining accumulator and value.
    if (n != 1)
      return parser.emitError(appliedLoc)
             << "'applies' needs exactly one input";
    Type scalarType = types[1];
    OpBuilder builder(parser.getContext());
    Block *block = builder.createBlock(body);
    Location argLoc = builder.getUnknownLoc();
    block->addArguments({scalarType, scalarType}, {argLoc, argLoc});
    OperationState state(result.location, appliedOpName);
    state.addOperands(block->getArguments());
    state.addTypes(scalarType);
    Operation *combiner = builder.create(state);
    ReturnOp::create(builder, result.location, combiner->getResults());
    return success();
  }

  SmallVector<OpAsmParser::Argument> accumulators, values;
  if (parser.parseKeyword("reducer"))
    return failure();
  for (size_t i = 0; i < n; ++i) {
    SmallVector<OpAsmParser::Argument> pair;
    SMLoc pairLoc = parser.getCurrentLocation();
    if (parser.parseArgumentList(pair, AsmParser::Delimiter::Paren,
                                 /*allowType=*/true))
      return failure();
    if (pair.size() != 2)
      return parser.emitError(pairLoc)
             << "each reducer group is (accumulator, value)";
    accumulators.push_back(pair[0]);
    values.push_back(pair[1]);
  }
  llvm::append_range(accumulators, values);
  return parser.parseRegion(*body, accumulators);
}

/// The op a compact `applies` form stands for, or null if the reducer does
/// more than apply one op to its two block arguments.
static Operation *getSingleCombiner(ReduceOp op) {
  if (op.getInputs().size() != 1 || !op.getBody().hasOneBlock())
    return nullptr;
  Block &block = op.getBody().front();
  if (block.getNumArguments() != 2 || !llvm::hasSingleElement(
                                          block.without_terminator()))
    return nullptr;
  Operation &combiner = block.front();
  auto ret = dyn_cast<ReturnOp>(block.getTerminator());
  Type initType = op.getInitValues().front().getType();
  if (!ret || combiner.getNumOperands() != 2 ||
      combiner.getNumResults() != 1 || combiner.getNumRegions() != 0 ||
      !combiner.getAttrs().empty() ||
      combiner.getDialect() != op->getDialect() ||
      combiner.getOperand(0) != block.getArgument(0) ||
      combiner.getOperand(1) != block.getArgument(1) ||
      combiner.getResult(0).getType() != initType ||
      block.getArgument(0).getType() != initType ||
      block.getArgument(1).getType() != initType ||
      ret->getOperands() != combiner.getResults())
    return nullptr;
  return &combiner;
}

void ReduceOp::print(OpAsmPrinter &printer) {
  llvm::interleaveComma(
      llvm::zip(getInputs(), getInitValues()), printer, [&](auto pair) {
        printer << '(' << std::get<0>(pair) << " init: " << std::get<1>(pair)
                << ')';
      });
  Operation *combiner = getSingleCombiner(*this);
  if (combiner)
    printer << " applies " << combiner->getName();
  printer << " across dimensions = ";
  printIntList(printer, getDimensions());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getDimensionsAttrName()});
  printer << " : ";
  printer.printFunctionalType(*this);
  if (combiner)
    return;
  Block &block = getBody().front();
  size_t n = getInputs().size();
  printer.printNewline();
  printer << " reducer";
  for (size_t i = 0; i < n && i + n < block.getNumArguments(); ++i) {
    printer << '(';
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(i + n));
    printer << ") ";
  }
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// while
//
//   stablehlo.while(%iterArg = %init, ...) : tensor<i32>, ...
//   cond { ... stablehlo.return %pred : tensor<i1> }
//   do { ... stablehlo.return %next, ... }
//===----------------------------------------------------------------------===//

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::Argument> iterArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Paren, [&]() -> ParseResult {
            return failure(parser.parseArgument(iterArgs.emplace_back()) ||
                           parser.parseEqual() ||
                           parser.parseOperand(operands.emplace_back()));
          }))
    return failure();
  SmallVector<Type> types;
  if (!operands.empty() &&
      (parser.parseColon() || parser.parseTypeList(types)))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(loc) << "expected " << operands.size()
                                 << " types";
  for (auto [arg, type] : llvm::zip(iterArgs, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  return failure(parser.parseKeyword("cond") ||
                 parser.parseRegion(*cond, iterArgs) ||
                 parser.parseKeyword("do") ||
                 parser.parseRegion(*body, iterArgs));
}

void WhileOp::print(OpAsmPrinter &printer) {
  Block &condBlock = getCond().front();
  printer << '(';
  for (auto [i, operand] : llvm::enumerate(getOperand())) {
    if (i)
      printer << ", ";
    if (i < condBlock.getNumArguments())
      printer << condBlock.getArgument(i) << " = ";
    printer << operand;
  }
  printer << ')';
  if (!getOperand().empty())
    printer << " : " << getOperand().getTypes();
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer.printNewline();
  printer << "cond ";
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  // Both regions name their arguments alike so the header's names stay valid
  // in each of them.
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

} // namespace mlir::iree_compiler::IREE::StableHLO

#define GET_OP_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.cpp.inc"
