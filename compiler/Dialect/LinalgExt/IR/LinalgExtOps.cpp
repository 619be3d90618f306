//===- LinalgExtOps.cpp - linalg_ext dialect ------------------------------===//

#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::iree_compiler::IREE::LinalgExt;

#include "compiler/Dialect/LinalgExt/IR/LinalgExtDialect.cpp.inc"

void LinalgExtDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::verify() {
  size_t n = getUpdates().size();
  if (n == 0 || getOriginals().size() != n)
    return emitOpError("needs as many updates as originals, at least one");
  bool onTensors = isa<RankedTensorType>(getOriginalType());
  if (getNumResults() != (onTensors ? n : 0))
    return emitOpError("has one result per original on tensors, none on "
                       "buffers");
  ShapedType indicesType = getIndicesType();
  if (!indicesType.hasRank() || indicesType.getRank() < 1 ||
      !isa<IntegerType>(indicesType.getElementType()))
    return emitOpError("indices must be a ranked integer tensor of rank >= 1");
  int64_t indexDepth = indicesType.getShape().back();
  if (indexDepth != static_cast<int64_t>(getDimensionMap().size()))
    return emitOpError("indices' last dimension (")
           << indexDepth << ") must equal the dimension_map's size ("
           << getDimensionMap().size() << ")";
  int64_t batchRank = getBatchRank(), windowRank = getWindowRank();
  llvm::SmallDenseSet<int64_t> mapped;
  for (int64_t d : getDimensionMap())
    if (d < 0 || d >= windowRank || !mapped.insert(d).second)
      return emitOpError("dimension_map entry ")
             << d << " is out of range or repeated";
  ShapedType updateType = getUpdateType(), originalType = getOriginalType();
  if (updateType.getRank() != batchRank + windowRank)
    return emitOpError("updates must have rank ")
           << batchRank + windowRank << " (index batch dims then window dims)";
  for (int64_t d = 0; d < batchRank; ++d)
    if (updateType.getDimSize(d) != indicesType.getDimSize(d))
      return emitOpError("update dimension ")
             << d << " must match the indices' dimension " << d;
  for (int64_t d = 0; d < windowRank; ++d)
    if (!ShapedType::isDynamic(updateType.getDimSize(batchRank + d)) &&
        !ShapedType::isDynamic(originalType.getDimSize(d)) &&
        updateType.getDimSize(batchRank + d) > originalType.getDimSize(d))
      return emitOpError("update window dimension ")
             << d << " is larger than the original's";
  Block &body = getCombiner().front();
  if (body.getNumArguments() != 2 * n)
    return emitOpError("combiner takes the current values then the updates (")
           << 2 * n << " arguments)";
  auto yield = cast<YieldOp>(body.getTerminator());
  if (yield.getValues().size() != n)
    return emitOpError("combiner yields one value per original");
  for (size_t i = 0; i < n; ++i) {
    auto update = cast<ShapedType>(getUpdates()[i].getType());
    auto original = cast<ShapedType>(getOriginals()[i].getType());
    if (update.getShape() != updateType.getShape() ||
        original.getShape() != originalType.getShape())
      return emitOpError("all updates (originals) must have one shape");
    Type element = original.getElementType();
    if (update.getElementType() != element ||
        body.getArgument(i).getType() != element ||
        body.getArgument(n + i).getType() != element ||
        yield.getValues()[i].getType() != element)
      return emitOpError("update, original and combiner types of operand ")
             << i << " must be its element type " << element;
    if (onTensors && getResult(i).getType() != original)
      return emitOpError("result ") << i << " must have its original's type";
  }
  return success();
}

void ScatterOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // On tensors the op is pure; on buffers it reads everything and writes
  // the originals.
  for (OpOperand &operand : getOperation()->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType())) continue;
    effects.emplace_back(MemoryEffects::Read::get(), &operand,
                         SideEffects::DefaultResource::get());
    if (isDpsInit(&operand))
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
  }
}

SmallVector<utils::IteratorType> ScatterOp::getLoopIteratorTypes() {
  SmallVector<utils::IteratorType> iterators(getBatchRank(),
                                             utils::IteratorType::reduction);
  for (int64_t d = 0; d < getWindowRank(); ++d)
    iterators.push_back(isIndexedDim(d) ? utils::IteratorType::reduction
                                        : utils::IteratorType::parallel);
  return iterators;
}

SmallVector<Range> ScatterOp::getIterationDomain(OpBuilder &b) {
  Location loc = getLoc();
  SmallVector<Range> domain;
  for (OpFoldResult size :
       tensor::getMixedSizes(b, loc, getUpdates().front()))
    domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
  return domain;
}

/// The slice of the originals a tile writes: its window dims that no index
/// moves, whole elsewhere.
static void getOriginalTile(OpBuilder &b, ScatterOp op,
                            ArrayRef<OpFoldResult> offsets,
                            ArrayRef<OpFoldResult> sizes,
                            SmallVector<OpFoldResult> &tileOffsets,
                            SmallVector<OpFoldResult> &tileSizes) {
  int64_t batchRank = op.getBatchRank();
  SmallVector<OpFoldResult> whole =
      tensor::getMixedSizes(b, op.getLoc(), op.getOriginals().front());
  tileOffsets.clear();
  tileSizes.clear();
  for (int64_t d = 0; d < op.getWindowRank(); ++d) {
    bool tiled = !op.isIndexedDim(d);
    tileOffsets.push_back(tiled ? offsets[batchRank + d] : b.getIndexAttr(0));
    tileSizes.push_back(tiled ? sizes[batchRank + d] : whole[d]);
  }
}

FailureOr<TilingResult>
ScatterOp::getTiledImplementation(OpBuilder &b, ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes) {
  // A tile covers indexed window dims whole: its updates' offsets there
  // would shift where they land. Tiles of scatter positions are fine in a
  // sequential loop (which keeps their order), each taking its indices.
  SmallVector<Range> domain = getIterationDomain(b);
  int64_t batchRank = getBatchRank();
  for (int64_t d = 0; d < getWindowRank(); ++d)
    if (isIndexedDim(d) &&
        (!isConstantIntValue(offsets[batchRank + d], 0) ||
         !isEqualConstantIntOrValue(sizes[batchRank + d],
                                    domain[batchRank + d].size)))
      return emitOpError("tiles only scatter positions and the window dims "
                         "that no index moves");
  Location loc = getLoc();
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  SmallVector<Value> updates, originals;
  SmallVector<Operation *> slices;
  for (Value update : getUpdates()) {
    auto slice =
        tensor::ExtractSliceOp::create(b, loc, update, offsets, sizes, strides);
    updates.push_back(slice);
    slices.push_back(slice);
  }
  SmallVector<OpFoldResult> tileOffsets, tileSizes;
  getOriginalTile(b, *this, offsets, sizes, tileOffsets, tileSizes);
  SmallVector<OpFoldResult> tileStrides(tileOffsets.size(), b.getIndexAttr(1));
  for (Value original : getOriginals()) {
    auto slice = tensor::ExtractSliceOp::create(b, loc, original, tileOffsets,
                                                tileSizes, tileStrides);
    originals.push_back(slice);
    slices.push_back(slice);
  }
  SmallVector<OpFoldResult> indexOffsets(offsets.take_front(batchRank));
  SmallVector<OpFoldResult> indexSizes(sizes.take_front(batchRank));
  indexOffsets.push_back(b.getIndexAttr(0));
  indexSizes.push_back(
      tensor::getMixedSize(b, loc, getIndices(), batchRank));
  auto indices = tensor::ExtractSliceOp::create(
      b, loc, getIndices(), indexOffsets, indexSizes,
      SmallVector<OpFoldResult>(batchRank + 1, b.getIndexAttr(1)));
  slices.push_back(indices);
  auto tiled = ScatterOp::create(b, loc, ValueRange(originals).getTypes(),
                                 updates, indices, originals,
                                 getDimensionMap());
  IRMapping mapping;
  getCombiner().cloneInto(&tiled.getCombiner(), mapping);
  return TilingResult{{tiled},
                      SmallVector<Value>(tiled.getResults()),
                      slices};
}

LogicalResult ScatterOp::getResultTilePosition(
    OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  getOriginalTile(b, *this, offsets, sizes, resultOffsets, resultSizes);
  return success();
}

bool ScatterOp::bufferizesToMemoryRead(
    OpOperand &, const bufferization::AnalysisState &) {
  // The combiner reads the originals too.
  return true;
}

bool ScatterOp::bufferizesToMemoryWrite(
    OpOperand &operand, const bufferization::AnalysisState &) {
  return isDpsInit(&operand);
}

bufferization::AliasingValueList
ScatterOp::getAliasingValues(OpOperand &operand,
                             const bufferization::AnalysisState &) {
  if (!isDpsInit(&operand)) return {};
  return {{getTiedOpResult(&operand), bufferization::BufferRelation::Equivalent}};
}

LogicalResult
ScatterOp::bufferize(RewriterBase &rewriter,
                     const bufferization::BufferizationOptions &options,
                     bufferization::BufferizationState &state) {
  auto bufferOf = [&](ValueRange values,
                      SmallVector<Value> &buffers) -> LogicalResult {
    for (Value value : values) {
      FailureOr<Value> buffer =
          bufferization::getBuffer(rewriter, value, options, state);
      if (failed(buffer)) return failure();
      buffers.push_back(*buffer);
    }
    return success();
  };
  SmallVector<Value> updates, indices, originals;
  if (failed(bufferOf(getUpdates(), updates)) ||
      failed(bufferOf(getIndices(), indices)) ||
      failed(bufferOf(getOriginals(), originals)))
    return failure();
  rewriter.setInsertionPoint(*this);
  auto onBuffers =
      ScatterOp::create(rewriter, getLoc(), TypeRange(), updates,
                        indices.front(), originals, getDimensionMap());
  rewriter.inlineRegionBefore(getCombiner(), onBuffers.getCombiner(),
                              onBuffers.getCombiner().end());
  bufferization::replaceOpWithBufferizedValues(rewriter, *this, originals);
  return success();
}

#define GET_OP_CLASSES
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.cpp.inc"
