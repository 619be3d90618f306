//===- HostLoops.h - How host loops carry device work -----------*- C++ -*-===//
//
// A host loop (scf.while) whose body dispatches work gets more loop-carried
// values from the host lowering: buffers that its iterations use in turn for
// the values they pass to the next iteration, and the state of the work
// submitted so far (the LoopCarry). These helpers decide what a loop can
// carry and rewrite it to carry it.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTLOOPS_H_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTLOOPS_H_

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::iree_compiler::IREE::HAL {

/// What the host lowering adds at the end of the values a loop carries: the
/// fence of the submissions so far, after the command buffer being recorded
/// and the number of iterations in it when iterations are recorded together.
struct LoopCarry {
  Value commandBuffer, count, fence;

  SmallVector<Value> getValues() const;
};

/// The loop carry at the end of |values| (a loop's region arguments or
/// results), if any: no tensor program carries fences of its own.
std::optional<LoopCarry> getLoopCarry(ValueRange values);
/// The loop carry among |block|'s arguments when it is a loop's region.
std::optional<LoopCarry> getLoopCarry(Block &block);

/// |loop| with |values| carried from iteration to iteration after its own,
/// from |values| at first; |loop| is erased.
scf::WhileOp carryValues(scf::WhileOp loop, ValueRange values);

/// How many iterations of |loop| to record into one command buffer before
/// submitting them: 1 where an iteration needs its own work done (the host
/// reads a result, branches, checks or runs an inner loop), else as many as
/// keep what the iterations allocate (|bytesPerIteration|) under a budget.
int64_t getIterationsPerSubmission(scf::WhileOp loop, int64_t bytesPerIteration);

/// The dispatch results that |loop|'s regions pass on (yield, or hand from
/// its condition to its body) when two buffers used in turn can hold each
/// one: then no such value is used after the next iteration, wherever the
/// loop's terminators move it among their positions. Empty when some value
/// may live longer (e.g. a state rotating through three positions) or a
/// region passes on a value of a nested region op. |getRoot| gives the
/// tensor whose storage a value shares (views).
SmallVector<Value> getAlternatingValues(scf::WhileOp loop,
                                        function_ref<Value(Value)> getRoot);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTLOOPS_H_
