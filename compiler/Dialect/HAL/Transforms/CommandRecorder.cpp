//===- CommandRecorder.cpp - Host code that records and submits work ------===//

#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

namespace mlir::iree_compiler::IREE::HAL {

Value createI32(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 32);
}
Value createI64(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 64);
}

SmallVector<Value> createShape(OpBuilder &builder, Location loc,
                               RankedTensorType type, ValueRange dynamicDims) {
  SmallVector<Value> dims;
  auto dynamic = dynamicDims.begin();
  for (int64_t dim : type.getShape()) {
    if (!ShapedType::isDynamic(dim)) {
      dims.push_back(createI64(builder, loc, dim));
      continue;
    }
    Value value = *dynamic++;
    if (value.getType().isIndex())
      value = arith::IndexCastOp::create(builder, loc, builder.getI64Type(), value);
    dims.push_back(value);
  }
  return dims;
}

/// |range|'s length as an i64.
static Value createLength(OpBuilder &builder, Location loc,
                          const BufferRange &range) {
  if (!range.dynamicLength) return createI64(builder, loc, range.length);
  if (range.dynamicLength.getType().isInteger(64)) return range.dynamicLength;
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                    range.dynamicLength);
}

/// |range|'s offset as an i64.
static Value createOffset(OpBuilder &builder, Location loc,
                          const BufferRange &range) {
  Value offset = createI64(builder, loc, range.offset);
  if (!range.dynamicOffset) return offset;
  Value dynamic = range.dynamicOffset;
  if (!dynamic.getType().isInteger(64))
    dynamic = arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                         dynamic);
  return range.offset ? arith::AddIOp::create(builder, loc, offset, dynamic)
                      : dynamic;
}

/// Dimension |dim| of |exportOp|'s workgroup count as an i32: its constant,
/// or its map of the push constants |constants| evaluated here (at least 1,
/// so a dispatch of no elements still runs its one empty workgroup).
static Value createExportWorkgroupCount(OpBuilder &builder, Location loc,
                                        ExecutableExportOp exportOp,
                                        ValueRange constants, unsigned dim) {
  std::optional<AffineMap> map = exportOp.getWorkgroupCountMap();
  if (!map) return createI32(builder, loc, (*exportOp.getWorkgroupCount())[dim]);
  SmallVector<Value> symbols;
  for (Value constant : constants.take_front(map->getNumSymbols()))
    symbols.push_back(arith::IndexCastUIOp::create(
        builder, loc, builder.getIndexType(), constant));
  Value count = affine::expandAffineExpr(builder, loc, map->getResult(dim),
                                         /*dimValues=*/{}, symbols);
  count = arith::MaxSIOp::create(
      builder, loc, count, arith::ConstantIndexOp::create(builder, loc, 1));
  // The runtime takes counts as 32-bit values: a larger grid is an error,
  // not a truncated one.
  Value fits = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::ule, count,
      arith::ConstantIndexOp::create(builder, loc, 0xFFFFFFFFll));
  cf::AssertOp::create(
      builder, loc, fits,
      builder.getStringAttr(Twine("dispatch of ") + exportOp.getSymName() +
                            " needs more than 2^32-1 workgroups in "
                            "dimension " +
                            Twine(dim)));
  return arith::IndexCastOp::create(builder, loc, builder.getI32Type(), count);
}

/// Dimension |dim| of the workgroup count of the loaded variant's export: one
/// value when the variants agree, else selected by |variantIndex|.
static Value createWorkgroupCount(OpBuilder &builder, Location loc,
                                  ArrayRef<ExecutableExportOp> exports,
                                  Value variantIndex, ValueRange constants,
                                  unsigned dim) {
  auto sameCount = [&](ExecutableExportOp a, ExecutableExportOp b) {
    if (a.getWorkgroupCountMap() || b.getWorkgroupCountMap())
      return a.getWorkgroupCountMap() == b.getWorkgroupCountMap();
    return (*a.getWorkgroupCount())[dim] == (*b.getWorkgroupCount())[dim];
  };
  Value count = createExportWorkgroupCount(builder, loc, exports.back(),
                                           constants, dim);
  for (auto [i, exportOp] : llvm::enumerate(exports.drop_back())) {
    if (sameCount(exportOp, exports.back())) continue;
    Value isVariant =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                              variantIndex, createI32(builder, loc, i));
    count = arith::SelectOp::create(
        builder, loc, isVariant,
        createExportWorkgroupCount(builder, loc, exportOp, constants, dim),
        count);
  }
  return count;
}

void CommandRecorder::recordDispatch(OpBuilder &builder, Location loc,
                                     Value executable,
                                     ArrayRef<ExecutableExportOp> exports,
                                     Value variantIndex, ValueRange constants,
                                     ArrayRef<BufferRange> inputs,
                                     ArrayRef<BufferRange> outputs) {
  recordAccesses(builder, loc, inputs, outputs);
  SmallVector<Value> buffers, offsets, lengths;
  for (const BufferRange &range : llvm::concat<const BufferRange>(inputs, outputs)) {
    buffers.push_back(range.buffer);
    offsets.push_back(createOffset(builder, loc, range));
    lengths.push_back(createLength(builder, loc, range));
  }
  CommandBufferDispatchOp::create(
      builder, loc, commandBuffer, executable,
      ExecutableExportOp(exports.front()).getOrdinal(), /*barrier=*/false,
      createWorkgroupCount(builder, loc, exports, variantIndex, constants, 0),
      createWorkgroupCount(builder, loc, exports, variantIndex, constants, 1),
      createWorkgroupCount(builder, loc, exports, variantIndex, constants, 2),
      constants,
      buffers, offsets, lengths, /*binding_slots=*/nullptr);
}

void CommandRecorder::recordCopy(OpBuilder &builder, Location loc,
                                 const BufferRange &source,
                                 const BufferRange &target) {
  recordAccesses(builder, loc, {source}, {target});
  CommandBufferCopyBufferOp::create(
      builder, loc, commandBuffer, source.buffer,
      createOffset(builder, loc, source), target.buffer,
      createOffset(builder, loc, target),
      createLength(builder, loc, source));
}

Value CommandRecorder::submit(OpBuilder &builder, Location loc) {
  if (commandBuffer) {
    CommandBufferFinalizeOp::create(builder, loc, commandBuffer);
    pendingFence = execute(builder, loc, commandBuffer);
    awaited = false;
    commandBuffer = nullptr;
    reads.clear();
    writes.clear();
  }
  if (!pendingFence) pendingFence = execute(builder, loc, Value());
  return pendingFence;
}

void CommandRecorder::flush(OpBuilder &builder, Location loc) {
  if (commandBuffer) submit(builder, loc);
  if (!pendingFence || awaited) return;
  FenceAwaitOp::create(builder, loc, builder.getI32Type(),
                       createI32(builder, loc, -1), ValueRange{pendingFence});
  awaited = true;
}

void CommandRecorder::continueAfter(Value fence, Value openCommandBuffer) {
  pendingFence = fence;
  awaited = false;
  if (!openCommandBuffer) return;
  commandBuffer = openCommandBuffer;
  unknownAccesses = true;
}

Value CommandRecorder::releaseCommandBuffer(OpBuilder &builder, Location loc) {
  Value released = commandBuffer ? commandBuffer : createCommandBuffer(builder, loc);
  commandBuffer = nullptr;
  reads.clear();
  writes.clear();
  return released;
}

Value CommandRecorder::createCommandBuffer(OpBuilder &builder, Location loc,
                                           Value device) {
  return CommandBufferCreateOp::create(
      builder, loc, CommandBufferType::get(builder.getContext()), device,
      kCommandBufferModeOneShot, kCommandCategoryAny);
}

Value CommandRecorder::execute(OpBuilder &builder, Location loc,
                               Value commandBuffer) {
  Value fence = FenceCreateOp::create(
      builder, loc, FenceType::get(builder.getContext()), device);
  DeviceQueueExecuteOp::create(builder, loc, device, pendingFence, fence,
                               commandBuffer, /*binding_table=*/ValueRange());
  return fence;
}

static bool touches(const BufferRange &range, ArrayRef<BufferRange> set) {
  return llvm::any_of(set, [&](const BufferRange &r) { return r.overlaps(range); });
}

void CommandRecorder::recordAccesses(OpBuilder &builder, Location loc,
                                     ArrayRef<BufferRange> inputs,
                                     ArrayRef<BufferRange> outputs) {
  if (!commandBuffer) commandBuffer = createCommandBuffer(builder, loc);
  bool hazard =
      unknownAccesses ||
      llvm::any_of(inputs, [&](const BufferRange &r) { return touches(r, writes); }) ||
      llvm::any_of(outputs, [&](const BufferRange &r) {
        return touches(r, writes) || touches(r, reads);
      });
  if (hazard) {
    CommandBufferExecutionBarrierOp::create(builder, loc, commandBuffer,
                                            kExecutionStageAll,
                                            kExecutionStageAll);
    reads.clear();
    writes.clear();
    unknownAccesses = false;
  }
  llvm::append_range(reads, inputs);
  llvm::append_range(writes, outputs);
}

} // namespace mlir::iree_compiler::IREE::HAL
