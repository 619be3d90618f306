//===- LoopCarry.cpp - More values carried by a host loop -----------------===//

#include "compiler/Dialect/Stream/Transforms/LoopCarry.h"

#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::Stream {

scf::WhileOp appendLoopCarriedValues(scf::WhileOp loop, ValueRange inits) {
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  SmallVector<Value> allInits(loop.getInits());
  llvm::append_range(allInits, inits);
  SmallVector<Type> resultTypes(loop.getResultTypes());
  llvm::append_range(resultTypes, inits.getTypes());
  auto carried = scf::WhileOp::create(builder, loc, resultTypes, allInits,
                                      /*beforeBuilder=*/nullptr,
                                      /*afterBuilder=*/nullptr);
  carried.getBefore().takeBody(loop.getBefore());
  carried.getAfter().takeBody(loop.getAfter());
  for (Value init : inits) {
    Value before = carried.getBeforeBody()->addArgument(init.getType(), loc);
    Value after = carried.getAfterBody()->addArgument(init.getType(), loc);
    carried.getConditionOp().getArgsMutable().append(before);
    Operation *yield = carried.getYieldOp();
    yield->insertOperands(yield->getNumOperands(), after);
  }
  loop.replaceAllUsesWith(carried.getResults().take_front(loop.getNumResults()));
  loop.erase();
  return carried;
}

} // namespace mlir::iree_compiler::IREE::Stream
