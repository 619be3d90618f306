//===- HoistAccumulators.cpp - Reduction accumulators in registers --------===//
//
// The shared hoisting (Codegen/Common/HoistAccumulators.h) for SPIR-V
// kernels: on a GPU an accumulator in memory is a global-memory round trip
// per step, and for i8/i16/f16 outputs (packed in 32-bit words) an atomic.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Codegen/Common/HoistAccumulators.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_HOISTACCUMULATORSPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

struct HoistAccumulatorsPass
    : impl::HoistAccumulatorsPassBase<HoistAccumulatorsPass> {
  void runOnOperation() override {
    Codegen::hoistAccumulators(getOperation(), [](scf::ForOp loop) {
      // Other invocations may read the element between barriers.
      return !loop->walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
                  .wasInterrupted();
    });
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
