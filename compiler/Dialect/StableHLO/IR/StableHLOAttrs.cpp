//===- StableHLOAttrs.cpp - stablehlo enums and attributes ----------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include "compiler/Dialect/StableHLO/IR/StableHLOEnums.cpp.inc"

namespace mlir::iree_compiler::IREE::StableHLO {

/// `[1, 2]` or `[]`: dimension lists inside the structured attributes.
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

} // namespace mlir::iree_compiler::IREE::StableHLO

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOAttrs.cpp.inc"

namespace mlir::iree_compiler::IREE::StableHLO {

void StableHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "compiler/Dialect/StableHLO/IR/StableHLOAttrs.cpp.inc"
      >();
}


//===----------------------------------------------------------------------===//
// #stablehlo.dot<lhs_batching_dimensions = [0], ...>
//===----------------------------------------------------------------------===//

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  auto parseEntry = [&]() -> ParseResult {
    StringRef key;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    SmallVectorImpl<int64_t> *target =
        llvm::StringSwitch<SmallVectorImpl<int64_t> *>(key)
            .Case("lhs_batching_dimensions", &lhsBatch)
            .Case("rhs_batching_dimensions", &rhsBatch)
            .Case("lhs_contracting_dimensions", &lhsContract)
            .Case("rhs_contracting_dimensions", &rhsContract)
            .Default(nullptr);
    if (!target)
      return parser.emitError(loc) << "unknown dot dimension field '" << key
                                   << "'";
    return parseIntList(parser, *target);
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater,
                                     parseEntry))
    return {};
  return DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
}

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  bool first = true;
  auto printEntry = [&](StringRef key, ArrayRef<int64_t> values) {
    if (values.empty())
      return;
    if (!first)
      printer << ", ";
    first = false;
    printer << key << " = ";
    printIntList(printer, values);
  };
  printEntry("lhs_batching_dimensions", getLhsBatchingDimensions());
  printEntry("rhs_batching_dimensions", getRhsBatchingDimensions());
  printEntry("lhs_contracting_dimensions", getLhsContractingDimensions());
  printEntry("rhs_contracting_dimensions", getRhsContractingDimensions());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
//===----------------------------------------------------------------------===//

namespace {
/// One of the three layouts of a convolution: two named dimensions and the
/// spatial ones, numbered in the order they appear in the window.
struct ConvLayout {
  int64_t first = -1, second = -1;
  SmallVector<int64_t> spatial;
};
} // namespace

static ParseResult parseConvLayout(AsmParser &parser, StringRef firstName,
                                   StringRef secondName, ConvLayout &layout) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (index, position)
  int64_t position = 0;
  auto parseEntry = [&]() -> ParseResult {
    int64_t index;
    OptionalParseResult intResult = parser.parseOptionalInteger(index);
    if (intResult.has_value()) {
      if (failed(*intResult))
        return failure();
      spatialAt.push_back({index, position++});
      return success();
    }
    StringRef name;
    if (parser.parseKeyword(&name))
      return failure();
    if (name == firstName && layout.first < 0)
      layout.first = position++;
    else if (name == secondName && layout.second < 0)
      layout.second = position++;
    else
      return parser.emitError(parser.getCurrentLocation())
             << "expected '" << firstName << "', '" << secondName
             << "' or a spatial index, each once";
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseEntry))
    return failure();
  if (layout.first < 0 || layout.second < 0)
    return parser.emitError(loc) << "layout needs '" << firstName << "' and '"
                                 << secondName << "'";
  layout.spatial.assign(spatialAt.size(), -1);
  for (auto [index, pos] : spatialAt) {
    if (index < 0 || index >= static_cast<int64_t>(spatialAt.size()) ||
        layout.spatial[index] >= 0)
      return parser.emitError(loc)
             << "spatial indices must be 0.." << spatialAt.size() - 1
             << ", each once";
    layout.spatial[index] = pos;
  }
  return success();
}

static void printConvLayout(AsmPrinter &printer, StringRef firstName,
                            int64_t first, StringRef secondName,
                            int64_t second, ArrayRef<int64_t> spatial) {
  SmallVector<std::string> names(spatial.size() + 2);
  names[first] = firstName.str();
  names[second] = secondName.str();
  for (auto [index, pos] : llvm::enumerate(spatial))
    if (pos >= 0 && pos < static_cast<int64_t>(names.size()))
      names[pos] = std::to_string(index);
  printer << '[';
  llvm::interleaveComma(names, printer);
  printer << ']';
}

Attribute ConvDimensionNumbersAttr::parseBody(AsmParser &parser) {
  ConvLayout input, kernel, output;
  if (parseConvLayout(parser, "b", "f", input) || parser.parseKeyword("x") ||
      parseConvLayout(parser, "i", "o", kernel) || parser.parseArrow() ||
      parseConvLayout(parser, "b", "f", output))
    return {};
  return ConvDimensionNumbersAttr::get(
      parser.getContext(), input.first, input.second, input.spatial,
      kernel.first, kernel.second, kernel.spatial, output.first, output.second,
      output.spatial);
}

void ConvDimensionNumbersAttr::printBody(AsmPrinter &printer) const {
  printConvLayout(printer, "b", getInputBatchDimension(), "f",
                  getInputFeatureDimension(), getInputSpatialDimensions());
  printer << 'x';
  printConvLayout(printer, "i", getKernelInputFeatureDimension(), "o",
                  getKernelOutputFeatureDimension(),
                  getKernelSpatialDimensions());
  printer << "->";
  printConvLayout(printer, "b", getOutputBatchDimension(), "f",
                  getOutputFeatureDimension(), getOutputSpatialDimensions());
}

/// The `raw` form upstream's printer uses when the layouts have no compact
/// spelling: `raw input_batch_dimension = 0, input_spatial_dimensions =
/// [1, 2], ...` with every field named.
static Attribute parseRawConvDimensionNumbers(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  llvm::StringMap<int64_t> scalars;
  llvm::StringMap<SmallVector<int64_t>> lists;
  auto parseEntry = [&]() -> ParseResult {
    StringRef key;
    SMLoc keyLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (key.ends_with("_spatial_dimensions"))
      return parseIntList(parser, lists[key]);
    if (!key.ends_with("_dimension"))
      return parser.emitError(keyLoc)
             << "unknown convolution dimension field '" << key << "'";
    return parser.parseInteger(scalars[key]);
  };
  if (parser.parseCommaSeparatedList(parseEntry))
    return {};
  auto scalar = [&](StringRef key) -> std::optional<int64_t> {
    auto it = scalars.find(key);
    if (it == scalars.end()) {
      parser.emitError(loc) << "missing convolution field '" << key << "'";
      return std::nullopt;
    }
    return it->second;
  };
  auto inputBatch = scalar("input_batch_dimension");
  auto inputFeature = scalar("input_feature_dimension");
  auto kernelInput = scalar("kernel_input_feature_dimension");
  auto kernelOutput = scalar("kernel_output_feature_dimension");
  auto outputBatch = scalar("output_batch_dimension");
  auto outputFeature = scalar("output_feature_dimension");
  if (!inputBatch || !inputFeature || !kernelInput || !kernelOutput ||
      !outputBatch || !outputFeature)
    return {};
  return ConvDimensionNumbersAttr::get(
      parser.getContext(), *inputBatch, *inputFeature,
      lists["input_spatial_dimensions"], *kernelInput, *kernelOutput,
      lists["kernel_spatial_dimensions"], *outputBatch, *outputFeature,
      lists["output_spatial_dimensions"]);
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  Attribute body = succeeded(parser.parseOptionalKeyword("raw"))
                       ? parseRawConvDimensionNumbers(parser)
                       : parseBody(parser);
  if (!body || parser.parseGreater())
    return {};
  return body;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printBody(printer);
  printer << '>';
}

} // namespace mlir::iree_compiler::IREE::StableHLO
