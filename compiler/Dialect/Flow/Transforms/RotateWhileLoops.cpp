//===- RotateWhileLoops.cpp - One submission per loop iteration -----------===//
//
// A host scf.while whose condition region computes (the HLO while's `cond`
// reducing a tensor) runs, per iteration, the condition's dispatches and a
// read-back, then the body's dispatches: two submissions, each waited for.
// Rotated, the condition is computed once before the loop and again at the
// end of each iteration, after the body:
//
//   %c0, %f0 = cond(%init)
//   scf.while (%c = %c0, %f = %f0) { scf.condition(%c) %f }
//   do (%f) { %next = body(%f); %c1, %f1 = cond(%next); scf.yield %c1, %f1 }
//
// so each iteration's body and condition dispatches share one submission
// and one wait. Only conditions free of side effects are rotated (they are
// cloned), and only where they compute something.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_ROTATEWHILELOOPSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

bool isRotatable(scf::WhileOp loop) {
  Block &before = loop.getBefore().front();
  if (!loop.getBefore().hasOneBlock() || !loop.getAfter().hasOneBlock() ||
      std::next(before.begin()) == before.end())
    return false;
  return llvm::all_of(before.without_terminator(), [](Operation &op) {
    return isMemoryEffectFree(&op);
  });
}

/// Clones the condition region's ops at |b| with its arguments bound to
/// |args|; returns the condition and the forwarded values.
std::pair<Value, SmallVector<Value>> cloneCondition(OpBuilder &b,
                                                    scf::WhileOp loop,
                                                    ValueRange args) {
  Block &before = loop.getBefore().front();
  IRMapping mapping;
  mapping.map(before.getArguments(), args);
  for (Operation &op : before.without_terminator()) b.clone(op, mapping);
  scf::ConditionOp condition = loop.getConditionOp();
  SmallVector<Value> forwarded;
  for (Value value : condition.getArgs())
    forwarded.push_back(mapping.lookupOrDefault(value));
  return {mapping.lookupOrDefault(condition.getCondition()), forwarded};
}

void rotate(scf::WhileOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  auto [entryCondition, entryForwarded] =
      cloneCondition(b, loop, loop.getInits());
  SmallVector<Value> inits = {entryCondition};
  llvm::append_range(inits, entryForwarded);
  TypeRange forwardedTypes = loop.getResultTypes();
  auto rotated = scf::WhileOp::create(
      b, loc, forwardedTypes, inits,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        scf::ConditionOp::create(nb, l, args.front(), args.drop_front());
      },
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Block &after = loop.getAfter().front();
        IRMapping mapping;
        mapping.map(after.getArguments(), args);
        for (Operation &op : after.without_terminator()) nb.clone(op, mapping);
        SmallVector<Value> next;
        for (Value value : loop.getYieldOp().getResults())
          next.push_back(mapping.lookupOrDefault(value));
        auto [condition, forwarded] = cloneCondition(nb, loop, next);
        SmallVector<Value> yielded = {condition};
        llvm::append_range(yielded, forwarded);
        scf::YieldOp::create(nb, l, yielded);
      });
  loop.replaceAllUsesWith(rotated.getResults());
  loop.erase();
}

struct RotateWhileLoopsPass
    : impl::RotateWhileLoopsPassBase<RotateWhileLoopsPass> {
  void runOnOperation() override {
    SmallVector<scf::WhileOp> loops;
    getOperation().walk([&](scf::WhileOp loop) {
      if (isRotatable(loop)) loops.push_back(loop);
    });
    for (scf::WhileOp loop : loops) rotate(loop);
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
