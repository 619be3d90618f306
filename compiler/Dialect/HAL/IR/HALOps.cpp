//===- HALOps.cpp - hal dialect operations --------------------------------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"

#include "compiler/Utils/SymbolVisibility.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::HAL {

LogicalResult CommandBufferDispatchOp::verify() {
  size_t count = getBindingBuffers().size();
  if (getBindingOffsets().size() != count ||
      getBindingLengths().size() != count)
    return emitOpError("needs one offset and one length per binding buffer");
  if (std::optional<ArrayRef<int32_t>> slots = getBindingSlots()) {
    if (slots->size() != count)
      return emitOpError("needs one slot (-1: the buffer) per binding");
    if (llvm::any_of(*slots, [](int32_t slot) { return slot < -1; }))
      return emitOpError("binding slots are -1 or a table slot");
  }
  return success();
}

LogicalResult DeviceQueueExecuteOp::verify() {
  if (!getBindingTable().empty() && !getCommandBuffer())
    return emitOpError("binds a table without a command buffer");
  return success();
}

LogicalResult
ExecutableCreateOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  SymbolRefAttr name = getExecutableAttr();
  auto executable = symbolTable.lookupNearestSymbolFrom<ExecutableOp>(
      *this, name.getRootReference());
  auto executableName = FlatSymbolRefAttr::get(name.getRootReference());
  if (!executable)
    return emitOpError("refers to ")
           << executableName << ", which is not a hal.executable";
  ArrayRef<FlatSymbolRefAttr> nested = name.getNestedReferences();
  if (nested.size() > 1 ||
      (nested.size() == 1 &&
       !symbolTable.lookupSymbolIn<ExecutableVariantOp>(executable,
                                                        nested.front())))
    return emitOpError("refers to ")
           << name << ", which is not a variant of " << executableName;
  return success();
}

void ExecutableOp::build(OpBuilder &builder, OperationState &state,
                         StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(mlir::SymbolTable::getVisibilityAttrName(),
                     builder.getStringAttr("private"));
  state.addRegion()->emplaceBlock();
}

void ExecutableVariantOp::build(OpBuilder &builder, OperationState &state,
                                StringRef name, StringRef target) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute("target", builder.getStringAttr(target));
  state.addRegion()->emplaceBlock();
}

ModuleOp ExecutableVariantOp::getInnerModule() {
  auto modules = getBody().front().getOps<ModuleOp>();
  return modules.empty() ? ModuleOp() : *modules.begin();
}

LogicalResult ExecutableExportOp::verify() {
  if (std::optional<ArrayRef<int64_t>> count = getWorkgroupCount()) {
    if (count->size() != 3 ||
        llvm::any_of(*count, [](int64_t n) { return n < 1 || n > 0xFFFFFFFFll; }))
      return emitOpError("workgroup count must be three positive 32-bit "
                         "values");
  }
  if (std::optional<AffineMap> map = getWorkgroupCountMap()) {
    if (map->getNumResults() != 3 || map->getNumDims() != 0 ||
        map->getNumSymbols() > getConstantCount())
      return emitOpError("workgroup count map must have three results of at "
                         "most the export's push constants as symbols");
  }
  if (getBindingCount() > 64)
    return emitOpError("has ") << getBindingCount()
                               << " bindings; the runtime allows at most 64";
  if (getConstantCount() > 256)
    return emitOpError("has ") << getConstantCount()
                               << " push constants; the runtime allows at most "
                                  "256";
  return success();
}

namespace {
/// Whether |value| is available at |op| by structure alone: an argument of
/// the block holding |op| (or an op |op| is nested in), or defined before
/// that op in that block.
bool isAvailableAt(Value value, Operation *op) {
  Block *block = value.getParentBlock();
  Operation *ancestor = block->findAncestorOpInBlock(*op);
  if (!ancestor) return false;
  if (isa<BlockArgument>(value)) return true;
  Operation *def = value.getDefiningOp();
  return def != ancestor && def->isBeforeInBlock(ancestor);
}

/// Whether |use| of a fence only waits for it.
bool onlyWaits(OpOperand &use) {
  Operation *user = use.getOwner();
  if (isa<FenceAwaitOp, FenceJoinOp>(user)) return true;
  if (auto execute = dyn_cast<DeviceQueueExecuteOp>(user))
    return execute.getWaitFence() == use.get() &&
           execute.getSignalFence() != use.get();
  if (auto alloca = dyn_cast<DeviceQueueAllocaOp>(user))
    return alloca.getWaitFence() == use.get() &&
           alloca.getSignalFence() != use.get();
  if (auto dealloca = dyn_cast<DeviceQueueDeallocaOp>(user))
    return dealloca.getWaitFence() == use.get() &&
           dealloca.getSignalFence() != use.get();
  return false;
}

/// `execute signal(%f)` ... `execute wait(%f) signal(%g)` with no commands,
/// where %f is a fresh fence everything else only waits for: the first
/// signals %g, which the other waiters wait for instead.
struct ForwardBarrierSignal : OpRewritePattern<DeviceQueueExecuteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DeviceQueueExecuteOp barrier,
                                PatternRewriter &rewriter) const override {
    Value wait = barrier.getWaitFence();
    Value signal = barrier.getSignalFence();
    if (barrier.getCommandBuffer() || !wait || !signal) return failure();
    auto fence = wait.getDefiningOp<FenceCreateOp>();
    if (!fence) return failure();
    DeviceQueueExecuteOp producer;
    SmallVector<OpOperand *> waiters;
    for (OpOperand &use : fence->getUses()) {
      auto user = dyn_cast<DeviceQueueExecuteOp>(use.getOwner());
      if (user == barrier) continue;
      if (user && user.getSignalFence() == wait && !producer) {
        producer = user;
      } else if (onlyWaits(use) && isAvailableAt(signal, use.getOwner())) {
        waiters.push_back(&use);
      } else {
        return failure();
      }
    }
    if (!producer || producer.getWaitFence() == wait ||
        producer.getDevice() != barrier.getDevice() ||
        producer->getBlock() != barrier->getBlock() ||
        !producer->isBeforeInBlock(barrier) || !isAvailableAt(signal, producer))
      return failure();
    rewriter.modifyOpInPlace(producer, [&] {
      producer.getSignalFenceMutable().assign(signal);
    });
    for (OpOperand *use : waiters)
      rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(signal); });
    rewriter.eraseOp(barrier);
    rewriter.eraseOp(fence);
    return success();
  }
};
} // namespace

void DeviceQueueExecuteOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<ForwardBarrierSignal>(context);
}

} // namespace mlir::iree_compiler::IREE::HAL

#define GET_OP_CLASSES
#include "compiler/Dialect/HAL/IR/HALOps.cpp.inc"
