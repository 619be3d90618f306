//===- CaptureRegion.h - Ops moved into a capturing region -----*- C++ -*-===//
//
// Execution regions (`stream.async.execute`) and concurrent waves
// (`stream.async.concurrent`) are formed the same way: ops move into the new
// region, what they read from outside becomes its block arguments, and what
// later ops use leaves through its yield and results.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_CAPTUREREGION_H_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_CAPTUREREGION_H_

#include "mlir/IR/Operation.h"

namespace mlir::iree_compiler::IREE::Stream {

/// Moves |ops| into the single block of |regionOp| (created with one block
/// argument per capture and a placeholder yield), makes the uses of
/// |captures| inside it use the block arguments, yields |results| (sized by
/// |resultSizes|) and makes the uses of |results| outside it use the region
/// op's first results.
void fillCaptureRegion(Operation *regionOp, ArrayRef<Operation *> ops,
                       ArrayRef<Value> captures, ArrayRef<Value> results,
                       ArrayRef<Value> resultSizes);

} // namespace mlir::iree_compiler::IREE::Stream

#endif // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_CAPTUREREGION_H_
