//===- StableHLOIndexingOps.cpp - gather/scatter attributes, verifiers ----===//
//
// Syntax of `#stablehlo.gather<...>` and `#stablehlo.scatter<...>` and the
// shape rules of dynamic_slice, dynamic_update_slice, gather, scatter and
// sort, so that their lowerings may index without further checks.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SmallSet.h"

namespace mlir::iree_compiler::IREE::StableHLO {

//===----------------------------------------------------------------------===//
// `<offset_dims = [1], ..., index_vector_dim = 1>`: named integer lists in a
// fixed order (empty ones omitted) and the index vector dimension last.
//===----------------------------------------------------------------------===//

namespace {
using NamedDims = std::pair<StringRef, SmallVector<int64_t> *>;
} // namespace

static ParseResult parseNamedDims(AsmParser &parser,
                                  ArrayRef<NamedDims> lists,
                                  int64_t &indexVectorDim) {
  bool sawIndexVectorDim = false;
  SMLoc start = parser.getCurrentLocation();
  auto parseEntry = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (key == "index_vector_dim") {
      sawIndexVectorDim = true;
      return parser.parseInteger(indexVectorDim);
    }
    for (auto [name, values] : lists)
      if (key == name)
        return parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Square, [&, values = values]() {
              return parser.parseInteger(values->emplace_back());
            });
    return parser.emitError(loc) << "unknown dimension field '" << key << "'";
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater,
                                     parseEntry))
    return failure();
  if (!sawIndexVectorDim)
    return parser.emitError(start) << "expected 'index_vector_dim'";
  return success();
}

static void printNamedDims(AsmPrinter &printer,
                           ArrayRef<std::pair<StringRef, ArrayRef<int64_t>>> lists,
                           int64_t indexVectorDim) {
  printer << '<';
  for (auto [name, values] : lists) {
    if (values.empty())
      continue;
    printer << name << " = [";
    llvm::interleaveComma(values, printer);
    printer << "], ";
  }
  printer << "index_vector_dim = " << indexVectorDim << '>';
}

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offset, collapsed, operandBatching, indicesBatching,
      startIndexMap;
  int64_t indexVectorDim = 0;
  if (parseNamedDims(parser,
                     {{"offset_dims", &offset},
                      {"collapsed_slice_dims", &collapsed},
                      {"operand_batching_dims", &operandBatching},
                      {"start_indices_batching_dims", &indicesBatching},
                      {"start_index_map", &startIndexMap}},
                     indexVectorDim))
    return {};
  return GatherDimensionNumbersAttr::get(parser.getContext(), offset, collapsed,
                                         operandBatching, indicesBatching,
                                         startIndexMap, indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printNamedDims(printer,
                 {{"offset_dims", getOffsetDims()},
                  {"collapsed_slice_dims", getCollapsedSliceDims()},
                  {"operand_batching_dims", getOperandBatchingDims()},
                  {"start_indices_batching_dims", getStartIndicesBatchingDims()},
                  {"start_index_map", getStartIndexMap()}},
                 getIndexVectorDim());
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> window, inserted, inputBatching, indicesBatching,
      toOperand;
  int64_t indexVectorDim = 0;
  if (parseNamedDims(parser,
                     {{"update_window_dims", &window},
                      {"inserted_window_dims", &inserted},
                      {"input_batching_dims", &inputBatching},
                      {"scatter_indices_batching_dims", &indicesBatching},
                      {"scatter_dims_to_operand_dims", &toOperand}},
                     indexVectorDim))
    return {};
  return ScatterDimensionNumbersAttr::get(parser.getContext(), window, inserted,
                                          inputBatching, indicesBatching,
                                          toOperand, indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printNamedDims(
      printer,
      {{"update_window_dims", getUpdateWindowDims()},
       {"inserted_window_dims", getInsertedWindowDims()},
       {"input_batching_dims", getInputBatchingDims()},
       {"scatter_indices_batching_dims", getScatterIndicesBatchingDims()},
       {"scatter_dims_to_operand_dims", getScatterDimsToOperandDims()}},
      getIndexVectorDim());
}

//===----------------------------------------------------------------------===//
// Verifiers. Sizes are compared only where both are static.
//===----------------------------------------------------------------------===//

static bool sizesAgree(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Checks that `dims` are distinct, in [0, rank), sorted when asked, and
/// outside `excluded`.
static LogicalResult checkDims(Operation *op, StringRef name,
                               ArrayRef<int64_t> dims, int64_t rank,
                               ArrayRef<int64_t> excluded = {},
                               bool sorted = false) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return op->emitOpError() << name << " " << dim
                               << " is out of range for rank " << rank;
    if (!seen.insert(dim).second)
      return op->emitOpError() << name << " repeats dimension " << dim;
    if (llvm::is_contained(excluded, dim))
      return op->emitOpError() << name << " " << dim
                               << " is also used in another role";
  }
  if (sorted && !llvm::is_sorted(dims))
    return op->emitOpError() << name << " must be sorted";
  return success();
}

/// Checks one start index per operand dimension.
static LogicalResult checkStartCount(Operation *op, ValueRange starts,
                                     int64_t rank) {
  if (static_cast<int64_t>(starts.size()) != rank)
    return op->emitOpError() << "needs " << rank
                             << " start indices, one per operand dimension";
  return success();
}

LogicalResult DynamicSliceOp::verify() {
  RankedTensorType type = getOperand().getType();
  if (failed(checkStartCount(*this, getStartIndices(), type.getRank())))
    return failure();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (static_cast<int64_t>(sizes.size()) != type.getRank())
    return emitOpError("needs one slice size per operand dimension");
  if (getType().getRank() != type.getRank())
    return emitOpError("result shape must be the slice sizes");
  for (auto [i, size] : llvm::enumerate(sizes)) {
    int64_t dim = type.getDimSize(i);
    if (size < 0 || (!ShapedType::isDynamic(dim) && size > dim))
      return emitOpError() << "slice size " << size << " of dimension " << i
                           << " is not in [0, " << dim << "]";
    if (!sizesAgree(getType().getDimSize(i), size))
      return emitOpError("result shape must be the slice sizes");
  }
  return success();
}

LogicalResult DynamicUpdateSliceOp::verify() {
  RankedTensorType type = getOperand().getType();
  RankedTensorType updateType = getUpdate().getType();
  if (updateType.getElementType() != type.getElementType() ||
      updateType.getRank() != type.getRank())
    return emitOpError("update must have the operand's rank and element type");
  for (int64_t i = 0; i < type.getRank(); ++i) {
    int64_t dim = type.getDimSize(i), size = updateType.getDimSize(i);
    if (!ShapedType::isDynamic(dim) && !ShapedType::isDynamic(size) &&
        size > dim)
      return emitOpError() << "update dimension " << i
                           << " is larger than the operand's";
  }
  return checkStartCount(*this, getStartIndices(), type.getRank());
}

/// The sizes of the batch (non index vector) dimensions of an index tensor.
static SmallVector<int64_t> getIndexBatchSizes(RankedTensorType indices,
                                               int64_t indexVectorDim) {
  SmallVector<int64_t> sizes;
  for (int64_t d = 0; d < indices.getRank(); ++d)
    if (d != indexVectorDim)
      sizes.push_back(indices.getDimSize(d));
  return sizes;
}

/// Checks the parts gather and scatter share: the index vector dimension, the
/// map of index vector entries to operand dimensions, and the batching dims.
static LogicalResult checkIndexing(Operation *op, RankedTensorType operandType,
                                   RankedTensorType indicesType,
                                   int64_t indexVectorDim,
                                   ArrayRef<int64_t> toOperand,
                                   ArrayRef<int64_t> operandBatching,
                                   ArrayRef<int64_t> indicesBatching,
                                   ArrayRef<int64_t> droppedDims) {
  int64_t operandRank = operandType.getRank();
  int64_t indicesRank = indicesType.getRank();
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return op->emitOpError() << "index_vector_dim " << indexVectorDim
                             << " is not in [0, " << indicesRank << "]";
  int64_t vectorSize = indexVectorDim == indicesRank
                           ? 1
                           : indicesType.getDimSize(indexVectorDim);
  if (!sizesAgree(vectorSize, toOperand.size()))
    return op->emitOpError() << "needs one operand dimension per index vector "
                                "entry (" << vectorSize << ")";
  if (operandBatching.size() != indicesBatching.size())
    return op->emitOpError("needs as many operand as index batching dims");
  SmallVector<int64_t> ivd = {indexVectorDim};
  if (failed(checkDims(op, "dropped dimension", droppedDims, operandRank,
                       operandBatching)) ||
      failed(checkDims(op, "operand batching dimension", operandBatching,
                       operandRank)) ||
      failed(checkDims(op, "index map dimension", toOperand, operandRank,
                       operandBatching)) ||
      failed(checkDims(op, "index batching dimension", indicesBatching,
                       indicesRank, ivd)))
    return failure();
  for (auto [operandDim, indicesDim] :
       llvm::zip(operandBatching, indicesBatching))
    if (!sizesAgree(operandType.getDimSize(operandDim),
                    indicesType.getDimSize(indicesDim)))
      return op->emitOpError() << "operand batching dimension " << operandDim
                               << " and index batching dimension "
                               << indicesDim << " must have one size";
  return success();
}

LogicalResult GatherOp::verify() {
  GatherDimensionNumbersAttr dims = getDimensionNumbers();
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType indicesType = getStartIndices().getType();
  int64_t rank = operandType.getRank();
  if (failed(checkIndexing(*this, operandType, indicesType,
                           dims.getIndexVectorDim(), dims.getStartIndexMap(),
                           dims.getOperandBatchingDims(),
                           dims.getStartIndicesBatchingDims(),
                           dims.getCollapsedSliceDims())))
    return failure();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (static_cast<int64_t>(sizes.size()) != rank)
    return emitOpError("needs one slice size per operand dimension");
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t dim = operandType.getDimSize(d);
    if (sizes[d] < 0 || (!ShapedType::isDynamic(dim) && sizes[d] > dim))
      return emitOpError() << "slice size " << sizes[d] << " of dimension "
                           << d << " is not in [0, " << dim << "]";
    bool dropped = llvm::is_contained(dims.getCollapsedSliceDims(), d) ||
                   llvm::is_contained(dims.getOperandBatchingDims(), d);
    if (dropped && sizes[d] > 1)
      return emitOpError() << "collapsed or batching dimension " << d
                           << " needs a slice size of at most 1";
    if (!dropped)
      offsetSizes.push_back(sizes[d]);
  }
  SmallVector<int64_t> batchSizes =
      getIndexBatchSizes(indicesType, dims.getIndexVectorDim());
  RankedTensorType resultType = getType();
  int64_t resultRank = resultType.getRank();
  if (resultRank !=
      static_cast<int64_t>(batchSizes.size() + offsetSizes.size()))
    return emitOpError() << "result rank must be " << batchSizes.size()
                         << " batch + " << offsetSizes.size()
                         << " offset dimensions";
  if (failed(checkDims(*this, "offset dimension", dims.getOffsetDims(),
                       resultRank, {}, /*sorted=*/true)))
    return failure();
  if (dims.getOffsetDims().size() != offsetSizes.size())
    return emitOpError("needs one offset dim per uncollapsed slice dimension");
  auto offsetIt = offsetSizes.begin(), batchIt = batchSizes.begin();
  for (int64_t d = 0; d < resultRank; ++d) {
    bool isOffset = llvm::is_contained(dims.getOffsetDims(), d);
    int64_t expected = isOffset ? *offsetIt++ : *batchIt++;
    if (!sizesAgree(resultType.getDimSize(d), expected))
      return emitOpError() << "result dimension " << d << " must be "
                           << expected;
  }
  return success();
}

/// Checks a region of `2 * n` 0-d arguments with the element types of
/// `values` (pairs interleaved or in two halves) returning `results` values.
static LogicalResult checkScalarRegion(Operation *op, Region &region,
                                       ValueRange values, bool interleaved,
                                       size_t results) {
  Block &block = region.front();
  size_t n = values.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError() << "region needs " << 2 * n << " arguments";
  for (size_t i = 0; i < 2 * n; ++i) {
    auto type = dyn_cast<RankedTensorType>(block.getArgument(i).getType());
    Value value = values[interleaved ? i / 2 : i % n];
    if (!type || type.getRank() != 0 ||
        type.getElementType() != getElementTypeOrSelf(value.getType()))
      return op->emitOpError() << "region argument " << i
                               << " must be a 0-d tensor of the element type "
                                  "of its operand";
  }
  if (block.getTerminator()->getNumOperands() != results)
    return op->emitOpError() << "region must return " << results << " values";
  return success();
}

/// Checks that a one-result region returns a 0-d i1 tensor.
static LogicalResult checkReturnsPredicate(Operation *op, Region &region,
                                           StringRef name) {
  auto type = dyn_cast<RankedTensorType>(
      region.front().getTerminator()->getOperand(0).getType());
  if (!type || type.getRank() != 0 || !type.getElementType().isInteger(1))
    return op->emitOpError() << name << " must return a 0-d i1 tensor";
  return success();
}

LogicalResult ScatterOp::verify() {
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  if (getInputs().empty() || getNumResults() != getInputs().size())
    return emitOpError("needs at least one input and one result per input");
  auto operandType = cast<RankedTensorType>(getInputs().front().getType());
  auto updateType = cast<RankedTensorType>(getUpdates().front().getType());
  for (auto [input, update, result] :
       llvm::zip(getInputs(), getUpdates(), getResults())) {
    if (input.getType() != result.getType() ||
        cast<ShapedType>(input.getType()).getShape() != operandType.getShape())
      return emitOpError("inputs and results must have one shape and the "
                         "types of their inputs");
    if (cast<ShapedType>(update.getType()).getShape() !=
            updateType.getShape() ||
        getElementTypeOrSelf(update) != getElementTypeOrSelf(input))
      return emitOpError("updates must have one shape and the element types "
                         "of their inputs");
  }
  int64_t rank = operandType.getRank();
  RankedTensorType indicesType = getScatterIndices().getType();
  if (failed(checkIndexing(*this, operandType, indicesType,
                           dims.getIndexVectorDim(),
                           dims.getScatterDimsToOperandDims(),
                           dims.getInputBatchingDims(),
                           dims.getScatterIndicesBatchingDims(),
                           dims.getInsertedWindowDims())) ||
      failed(checkDims(*this, "update window dimension",
                       dims.getUpdateWindowDims(), updateType.getRank(), {},
                       /*sorted=*/true)))
    return failure();
  SmallVector<int64_t> windowOperandDims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dims.getInsertedWindowDims(), d) &&
        !llvm::is_contained(dims.getInputBatchingDims(), d))
      windowOperandDims.push_back(d);
  if (windowOperandDims.size() != dims.getUpdateWindowDims().size())
    return emitOpError("needs one update window dim per operand dimension "
                       "that is neither inserted nor batching");
  SmallVector<int64_t> batchSizes =
      getIndexBatchSizes(indicesType, dims.getIndexVectorDim());
  if (updateType.getRank() !=
      static_cast<int64_t>(batchSizes.size() + windowOperandDims.size()))
    return emitOpError() << "updates rank must be " << batchSizes.size()
                         << " scatter + " << windowOperandDims.size()
                         << " window dimensions";
  auto windowIt = windowOperandDims.begin(), batchIt = batchSizes.begin();
  for (int64_t d = 0; d < updateType.getRank(); ++d) {
    int64_t size = updateType.getDimSize(d);
    if (llvm::is_contained(dims.getUpdateWindowDims(), d)) {
      int64_t dim = operandType.getDimSize(*windowIt++);
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(dim) &&
          size > dim)
        return emitOpError() << "update window dimension " << d
                             << " is larger than the operand's";
    } else if (!sizesAgree(size, *batchIt++)) {
      return emitOpError() << "update scatter dimension " << d
                           << " must match the scatter indices";
    }
  }
  return checkScalarRegion(*this, getUpdateComputation(), getInputs(),
                           /*interleaved=*/false, getInputs().size());
}

LogicalResult SortOp::verify() {
  if (getInputs().empty() || getNumResults() != getInputs().size())
    return emitOpError("needs at least one input and one result per input");
  auto type = cast<RankedTensorType>(getInputs().front().getType());
  for (auto [input, result] : llvm::zip(getInputs(), getResults()))
    if (input.getType() != result.getType() ||
        cast<ShapedType>(input.getType()).getShape() != type.getShape())
      return emitOpError("inputs must have one shape and results their types");
  int64_t rank = type.getRank();
  int64_t dim = getDimensionAttr().getInt();
  if (dim < -rank || dim >= rank)
    return emitOpError() << "dimension " << dim
                         << " is out of range for rank " << rank;
  if (failed(checkScalarRegion(*this, getComparator(), getInputs(),
                               /*interleaved=*/true, 1)))
    return failure();
  return checkReturnsPredicate(*this, getComparator(), "comparator");
}

LogicalResult SelectAndScatterOp::verify() {
  RankedTensorType type = getOperand().getType();
  int64_t rank = type.getRank();
  auto sourceType = cast<RankedTensorType>(getSource().getType());
  auto initType = cast<RankedTensorType>(getInitValue().getType());
  Type elementType = type.getElementType();
  if (sourceType.getElementType() != elementType ||
      initType.getElementType() != elementType || initType.getRank() != 0 ||
      getType() != type)
    return emitOpError("source, init value and result must have the "
                       "operand's element type; init must be 0-d and the "
                       "result of the operand's type");
  SmallVector<int64_t> window(rank, 1), strides(rank, 1), padding(2 * rank, 0);
  if (auto w = getWindowDimensions()) window.assign(w->begin(), w->end());
  if (auto s = getWindowStrides()) strides.assign(s->begin(), s->end());
  if (auto p = getPadding()) padding.assign(p->value_begin<int64_t>(),
                                            p->value_end<int64_t>());
  if (static_cast<int64_t>(window.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank ||
      static_cast<int64_t>(padding.size()) != 2 * rank ||
      sourceType.getRank() != rank)
    return emitOpError("needs one window size, stride and padding pair per "
                       "operand dimension and a source of the operand's rank");
  for (int64_t d = 0; d < rank; ++d) {
    if (window[d] < 1 || strides[d] < 1 || padding[2 * d] < 0 ||
        padding[2 * d + 1] < 0)
      return emitOpError("window sizes and strides must be positive and "
                         "padding non-negative");
    int64_t size = type.getDimSize(d);
    if (ShapedType::isDynamic(size))
      continue;
    int64_t padded = size + padding[2 * d] + padding[2 * d + 1];
    int64_t windows = padded < window[d] ? 0 : (padded - window[d]) / strides[d] + 1;
    if (!sizesAgree(sourceType.getDimSize(d), windows))
      return emitOpError() << "source dimension " << d << " must be "
                           << windows << ", the number of windows";
  }
  Value init = getInitValue();
  if (failed(checkScalarRegion(*this, getSelect(), init, false, 1)) ||
      failed(checkScalarRegion(*this, getScatter(), init, false, 1)))
    return failure();
  return checkReturnsPredicate(*this, getSelect(), "select");
}

} // namespace mlir::iree_compiler::IREE::StableHLO
