//===- CommandRecorder.h - Host code that records and submits work -*- C++ -*-===//
//
// The stream lowering (ConvertStreamToHAL.cpp) emits, for each execution
// region, the hal.command_buffer.* ops recording its dispatches and copies,
// with execution barriers only between dependent accesses, and the
// hal.device.queue.execute / hal.fence.* ops submitting them.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_COMMANDRECORDER_H_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_COMMANDRECORDER_H_

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

/// A byte range of a buffer holding one tensor.
struct BufferRange {
  Value buffer;
  int64_t offset = 0;
  int64_t length = 0;
  /// The length when it is known only at run time (a dynamically shaped
  /// tensor's bytes); |length| is then unused.
  Value dynamicLength = {};
  /// Added to |offset| where the range starts after a dynamically sized one
  /// (an index computed on the host).
  Value dynamicOffset = {};

  bool overlaps(const BufferRange &other) const {
    if (buffer != other.buffer) return false;
    if (dynamicLength || other.dynamicLength || dynamicOffset ||
        other.dynamicOffset)
      return true;
    return offset < other.offset + other.length &&
           other.offset < offset + length;
  }
};

Value createI32(OpBuilder &builder, Location loc, int64_t value);
Value createI64(OpBuilder &builder, Location loc, int64_t value);
/// The dimensions of |type| as i64 values (buffer view shapes), its dynamic
/// ones |dynamicDims| in order.
SmallVector<Value> createShape(OpBuilder &builder, Location loc,
                               RankedTensorType type,
                               ValueRange dynamicDims = {});

/// Records dispatches into a command buffer opened on first use and tracks
/// the ranges touched since the last barrier. Submissions are ordered on the
/// queue by fences: each waits for the one before (|pendingFence|), and the
/// host waits only where it reads results (flush).
class CommandRecorder {
public:
  /// |commandBuffer|, when given, is open with commands recorded elsewhere
  /// (a previous loop iteration): the first access after them gets a barrier.
  CommandRecorder(Value device, Value pendingFence = {},
                  Value commandBuffer = {})
      : device(device), pendingFence(pendingFence),
        commandBuffer(commandBuffer), unknownAccesses(bool(commandBuffer)) {}

  /// Dispatches the export |exports| names (one per variant of the
  /// executable; |variantIndex| says which variant is loaded when there are
  /// several, and so which workgroup count applies).
  void recordDispatch(OpBuilder &builder, Location loc, Value executable,
                      ArrayRef<ExecutableExportOp> exports, Value variantIndex,
                      ValueRange constants, ArrayRef<BufferRange> inputs,
                      ArrayRef<BufferRange> outputs);

  /// Copies |source| into |target| (of the same length).
  void recordCopy(OpBuilder &builder, Location loc, const BufferRange &source,
                  const BufferRange &target);

  /// Submits what was recorded after everything submitted before, without
  /// waiting; returns the fence that signals when all of it is done (one
  /// signaled by an empty queue operation when nothing was submitted).
  Value submit(OpBuilder &builder, Location loc);

  /// Submits what was recorded and waits for everything submitted, so the
  /// host may read. (The fence stays pending: later submissions may wait
  /// for it at no cost.)
  void flush(OpBuilder &builder, Location loc);

  Value getDevice() const { return device; }

  /// Continues after a submission that |fence| tracks, recording into
  /// |openCommandBuffer| when given (opened elsewhere, e.g. by a loop).
  void continueAfter(Value fence, Value openCommandBuffer = {});

  /// Hands the command buffer being recorded (opened now if none is) to
  /// code that goes on recording into it; this recorder forgets it.
  Value releaseCommandBuffer(OpBuilder &builder, Location loc);

  /// A one-shot command buffer of any category on |device|.
  static Value createCommandBuffer(OpBuilder &builder, Location loc,
                                   Value device);

private:
  Value createCommandBuffer(OpBuilder &builder, Location loc) {
    return createCommandBuffer(builder, loc, device);
  }

  /// The queue operation |commandBuffer| (none: an empty one) after the
  /// pending submission; returns the fence it signals.
  Value execute(OpBuilder &builder, Location loc, Value commandBuffer);

  /// Opens the command buffer on first use and puts a barrier before an
  /// access that depends on one recorded since the last barrier.
  void recordAccesses(OpBuilder &builder, Location loc,
                      ArrayRef<BufferRange> inputs,
                      ArrayRef<BufferRange> outputs);

  Value device;
  Value pendingFence;
  // Whether the host already waited for |pendingFence|.
  bool awaited = false;
  Value commandBuffer;
  // Whether |commandBuffer| holds commands whose accesses are not in
  // |reads| and |writes|.
  bool unknownAccesses = false;
  SmallVector<BufferRange> reads, writes;
};

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_COMMANDRECORDER_H_
