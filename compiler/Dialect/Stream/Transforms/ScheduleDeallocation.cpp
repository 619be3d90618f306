//===- ScheduleDeallocation.cpp - Transients return after their region ----===//
//
// Rules (see Passes.td): a `stream.resource.alloc` of a transient resource
// whose only user is one `stream.cmd.execute` of its block, in no loop,
// gets `stream.resource.dealloca %r await(%region_timepoint)` right after
// that region.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Stream/IR/StreamOps.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_SCHEDULEDEALLOCATIONPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

struct ScheduleDeallocationPass
    : impl::ScheduleDeallocationPassBase<ScheduleDeallocationPass> {
  void runOnOperation() override {
    SmallVector<ResourceAllocOp> allocs;
    getOperation().walk([&](ResourceAllocOp alloc) {
      if (cast<ResourceType>(alloc.getType()).getLifetime() ==
              Lifetime::Transient &&
          !alloc->getParentOfType<scf::WhileOp>() &&
          !alloc->getParentOfType<scf::ForOp>())
        allocs.push_back(alloc);
    });
    for (ResourceAllocOp alloc : allocs) {
      if (!alloc->hasOneUse()) continue;
      auto region = dyn_cast<CmdExecuteOp>(*alloc->user_begin());
      if (!region || region->getBlock() != alloc->getBlock()) continue;
      OpBuilder builder(region->getContext());
      builder.setInsertionPointAfter(region);
      ResourceDeallocaOp::create(builder, region.getLoc(), alloc.getResult(),
                                 region.getResultTimepoint());
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
