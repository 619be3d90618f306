//===- LoopCarry.h - More values carried by a host loop ---------*- C++ -*-===//
//
// Scheduling passes make host loops carry what the device work inside them
// needs from iteration to iteration: the timepoint their resources are
// ready at, buffers used in turn.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LOOPCARRY_H_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LOOPCARRY_H_

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::iree_compiler::IREE::Stream {

/// |loop| rebuilt to carry |inits| after its own values: both regions get
/// one more argument each, which the condition and the yield pass on
/// unchanged (callers rewire them); |loop| is erased.
scf::WhileOp appendLoopCarriedValues(scf::WhileOp loop, ValueRange inits);

} // namespace mlir::iree_compiler::IREE::Stream

#endif // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LOOPCARRY_H_
