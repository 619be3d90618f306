//===- HoistAccumulators.h - Accumulators carried in registers --*- C++ -*-===//
//
// Reductions and register-tiled contractions lowered to loops read and write
// the same output element (or vector) in every step. Through memory that is
// a store per step (on a GPU a global-memory round trip, for packed narrow
// types an atomic; on a CPU a store the compiler cannot sink past loads
// through other pointers). Such an accumulator becomes a loop-carried value,
// loaded before the loop and stored once after it. Used by every backend.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_COMMON_HOISTACCUMULATORS_H_
#define IREE_COMPILER_CODEGEN_COMMON_HOISTACCUMULATORS_H_

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Operation.h"

namespace mlir::iree_compiler::Codegen {

/// Hoists accumulators out of every scf.for under |root| that runs at least
/// once (constant bounds) and that |mayHoist| accepts. An accumulator is a
/// memref.load / vector.transfer_read of an element or vector whose memref
/// and indices are fixed across iterations, followed in the same block by a
/// memref.store / vector.transfer_write of the same element or vector, with
/// no other access in the loop to the buffer both view (through any view of
/// it). Distinct buffers (bindings, temporaries) are taken to be disjoint.
/// Loop-invariant code moves out of every loop first, so that indices and
/// views computed in the body become fixed.
void hoistAccumulators(Operation *root,
                       function_ref<bool(scf::ForOp)> mayHoist);

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_HOISTACCUMULATORS_H_
