//===- DistributeToInvocations.cpp - Workgroup loops over invocations -----===//
//
// After workgroup distribution and bufferization a dispatch function is the
// code of one workgroup: a sequence of loop nests over its tile. Each
// parallel nest is shared among the workgroup's invocations by linearizing
// its iteration space (so any shape keeps every invocation busy); barriers
// between nests make one nest's writes visible to the next.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_DISTRIBUTETOINVOCATIONSPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// Replaces |loop| by `for k = id; k < trips; k += size` over its linearized
/// iterations (the innermost dimension varies fastest).
scf::ForOp distributeLoop(OpBuilder &b, scf::ParallelOp loop, Value id,
                          Value size) {
  Location loc = loop.getLoc();
  b.setInsertionPoint(loop);
  SmallVector<Value> trips;
  Value total = arith::ConstantIndexOp::create(b, loc, 1);
  for (auto [lb, ub, step] : llvm::zip(loop.getLowerBound(),
                                       loop.getUpperBound(), loop.getStep())) {
    Value extent = arith::SubIOp::create(b, loc, ub, lb);
    Value trip = arith::CeilDivUIOp::create(b, loc, extent, step);
    trips.push_back(trip);
    total = arith::MulIOp::create(b, loc, total, trip);
  }
  auto forOp = scf::ForOp::create(b, loc, id, total, size);
  b.setInsertionPointToStart(forOp.getBody());
  Value rest = forOp.getInductionVar();
  SmallVector<Value> ivs(trips.size());
  for (int d = trips.size() - 1; d >= 0; --d) {
    Value index = d == 0 ? rest : arith::RemUIOp::create(b, loc, rest, trips[d]);
    if (d != 0) rest = arith::DivUIOp::create(b, loc, rest, trips[d]);
    Value scaled = arith::MulIOp::create(b, loc, index, loop.getStep()[d]);
    ivs[d] = arith::AddIOp::create(b, loc, loop.getLowerBound()[d], scaled);
  }
  IRMapping mapping;
  mapping.map(loop.getInductionVars(), ivs);
  for (Operation &op : loop.getBody()->without_terminator())
    b.clone(op, mapping);
  loop.erase();
  return forOp;
}

/// Whether |op|, a sequential loop or a branch without results (uniform
/// bounds and condition: it sits at the top of a workgroup's code, like the
/// versions of a dynamically sized tile), holds a parallel nest at the top
/// of its blocks, directly or through such ops: then every invocation runs
/// it and its nests are shared, rather than one invocation running all of
/// it.
bool holdsParallelNest(Operation *op) {
  if (!isa<scf::ForOp, scf::IfOp>(op) || op->getNumResults() != 0)
    return false;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &inner : block.without_terminator())
        if (isa<scf::ParallelOp>(inner) || holdsParallelNest(&inner))
          return true;
  return false;
}

struct DistributeToInvocationsPass
    : impl::DistributeToInvocationsPassBase<DistributeToInvocationsPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal()) continue;
      Block &entry = func.front();
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      Location loc = func.getLoc();
      Invocation invocation;
      invocation.id = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
      invocation.count = arith::ConstantIndexOp::create(
          b, loc, getWorkgroupSize(func, workgroupSize));
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      invocation.isFirst = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, invocation.id, zero);
      if (failed(distribute(entry, invocation))) return signalPassFailure();
    }
  }

  struct Invocation {
    Value id, count, isFirst;
  };

  /// Distributes the ops of |block|, which every invocation runs.
  LogicalResult distribute(Block &block, const Invocation &invocation) {
    OpBuilder b(block.getParentOp()->getContext());
    Location loc = block.getParentOp()->getLoc();
    // A run of writes each invocation does for itself needs one barrier,
    // before the next op that reads memory the workgroup shares.
    Operation *lastPerInvocation = nullptr;
    auto barrierAfterRun = [&] {
      if (!lastPerInvocation) return;
      b.setInsertionPointAfter(lastPerInvocation);
      gpu::BarrierOp::create(b, loc);
      lastPerInvocation = nullptr;
    };
    for (Operation &op :
         llvm::make_early_inc_range(block.without_terminator())) {
      if (op.hasAttr(kPerInvocationAttr)) {
        // A per-invocation loop (a subgroup reduction's rows) may read what
        // the run before it wrote (the row sums of another reduction);
        // consecutive stores do not.
        if (isa<scf::ForOp>(op)) barrierAfterRun();
        lastPerInvocation = &op;
        continue;
      }
      if (isMemoryEffectFree(&op)) continue;
      // A kernel's own barrier is every invocation's, and ends a run.
      if (isa<gpu::BarrierOp>(op)) {
        lastPerInvocation = nullptr;
        continue;
      }
      barrierAfterRun();
      Operation *last;
      if (auto loop = dyn_cast<scf::ParallelOp>(op)) {
        if (loop.getNumResults() != 0)
          return loop.emitError("parallel loops with reductions are not "
                                "supported by the SPIR-V backend");
        last = distributeLoop(b, loop, invocation.id, invocation.count);
      } else if (holdsParallelNest(&op)) {
        // Each block ends with a barrier, so one iteration's writes are
        // seen by the next and the last iteration's (or the branch's) by
        // what follows.
        for (Region &region : op.getRegions())
          for (Block &block : region)
            if (failed(distribute(block, invocation))) return failure();
        continue;
      } else if (op.getNumResults() == 0) {
        // Writes that cannot be shared: the first invocation does them.
        b.setInsertionPoint(&op);
        auto guard = scf::IfOp::create(b, op.getLoc(), invocation.isFirst);
        op.moveBefore(guard.thenBlock()->getTerminator());
        last = guard;
      } else {
        continue;
      }
      b.setInsertionPointAfter(last);
      gpu::BarrierOp::create(b, loc);
    }
    barrierAfterRun();
    return success();
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
