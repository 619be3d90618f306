//===- CoarseFences.cpp - the asynchronous form of every export -----------===//
//
// IREE's `coarse-fences` ABI: each public function @f becomes
// @f$async(arguments..., %wait: !hal.fence, %signal: !hal.fence) with
// reflection `iree.abi.model = "coarse-fences"`, and a new @f calls it with
// no wait fence and a fresh signal fence, then waits for that fence: one
// body serves both call forms. In @f$async:
// - imported arguments await the wait fence: device work reading them waits
//   for it on the device (host ops, and host control flow using them, wait
//   on the host);
// - each returned tensor leaves through `stream.timepoint.barrier`, so it is
//   exported without waiting; the signal fence is chained to the timepoint
//   at which the wait fence and every returned tensor are reached.
// Host reads inside the body (loop conditions, checks) still wait where
// they are, so such a call returns later but is just as correct.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/Utils/ABIAttributes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_COARSEFENCESPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

constexpr StringLiteral kReflection = "iree.reflection";

/// Makes |func| the asynchronous form: fence arguments, imports awaiting
/// the wait fence, results signalling the signal fence.
void makeAsync(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getBody().front();
  Location loc = func.getLoc();
  Type fenceType = HAL::FenceType::get(context);
  unsigned count = func.getNumArguments();
  (void)func.insertArguments({count, count}, {fenceType, fenceType},
                             {DictionaryAttr(), DictionaryAttr()}, {loc, loc});
  Value wait = entry.getArgument(count);
  Value signal = entry.getArgument(count + 1);
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Type timepointType = TimepointType::get(context);
  Value waitTimepoint =
      TimepointImportOp::create(builder, loc, timepointType, wait);
  // The caller's arguments are theirs until the wait fence.
  func.walk([&](TensorImportOp import) {
    auto arg = dyn_cast<BlockArgument>(import.getSource());
    if (arg && arg.getOwner() == &entry && arg.getArgNumber() < count)
      import.getAwaitTimepointMutable().assign(waitTimepoint);
  });

  auto returnOp = cast<func::ReturnOp>(entry.getTerminator());
  builder.setInsertionPoint(returnOp);
  SmallVector<Value> reached = {waitTimepoint};
  DenseMap<Operation *, Value> returnedExports;
  for (OpOperand &operand : returnOp->getOpOperands()) {
    auto exportOp = operand.get().getDefiningOp<TensorExportOp>();
    if (!exportOp) continue;
    Value &returned = returnedExports[exportOp];
    if (!returned) {
      auto barrier = TimepointBarrierOp::create(
          builder, exportOp.getLoc(), exportOp.getSource().getType(),
          timepointType, exportOp.getSource(), exportOp.getSourceSize());
      reached.push_back(barrier.getResultTimepoint());
      // A separate export: others using the original may read the bytes, so
      // theirs must still wait.
      auto clone = cast<TensorExportOp>(builder.clone(*exportOp));
      clone.getSourceMutable().assign(barrier.getResult());
      returned = clone;
    }
    operand.set(returned);
  }
  for (auto &[exportOp, returned] : returnedExports)
    if (exportOp->use_empty()) exportOp->erase();
  Value signalAt = reached.size() == 1
                       ? reached.front()
                       : TimepointJoinOp::create(builder, loc, timepointType,
                                                 reached)
                             .getResult();
  TimepointChainExternalOp::create(builder, loc, signalAt, signal);
}

/// Adds @name(arguments) calling |async| with no wait fence and a fresh
/// signal fence, then waiting for it.
func::FuncOp addSyncWrapper(func::FuncOp async, StringRef name,
                            ArrayRef<NamedAttribute> attrs) {
  MLIRContext *context = async.getContext();
  Location loc = async.getLoc();
  FunctionType asyncType = async.getFunctionType();
  auto type = FunctionType::get(context, asyncType.getInputs().drop_back(2),
                                asyncType.getResults());
  OpBuilder builder(async);
  builder.setInsertionPointAfter(async);
  auto wrapper = func::FuncOp::create(builder, loc, name, type, attrs);
  // The wrapper takes and returns what the function did, attributes too.
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
    wrapper.setArgAttrs(i, async.getArgAttrDict(i));
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i)
    wrapper.setResultAttrs(i, async.getResultAttrDict(i));
  Block *entry = wrapper.addEntryBlock();
  builder.setInsertionPointToStart(entry);
  Type fenceType = HAL::FenceType::get(context);
  Value noWait = Util::NullOp::create(builder, loc, fenceType);
  Value device = HAL::DevicesGetOp::create(
      builder, loc, HAL::DeviceType::get(context),
      arith::ConstantIntOp::create(builder, loc, 0, 32));
  Value signal = HAL::FenceCreateOp::create(builder, loc, fenceType, device);
  SmallVector<Value> operands(entry->getArguments());
  operands.append({noWait, signal});
  auto call = func::CallOp::create(builder, loc, async, operands);
  HAL::FenceAwaitOp::create(builder, loc, builder.getI32Type(),
                            arith::ConstantIntOp::create(builder, loc, -1, 32),
                            ValueRange{signal});
  func::ReturnOp::create(builder, loc, call.getResults());
  return wrapper;
}

/// Whether |func| already has an ABI model (is an asynchronous form).
bool hasAbiModel(func::FuncOp func) {
  auto reflection = func->getAttrOfType<DictionaryAttr>(kReflection);
  return reflection && reflection.get(kAbiModelAttr);
}

struct CoarseFencesPass : impl::CoarseFencesPassBase<CoarseFencesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    SmallVector<func::FuncOp> exports;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal() && !hasAbiModel(func))
        exports.push_back(func);
    SymbolTable symbolTable(module);
    for (func::FuncOp func : exports) {
      if (!func.getBody().hasOneBlock()) {
        func.emitError("an exported function must be one block to get an "
                       "asynchronous form");
        return signalPassFailure();
      }
      std::string name = func.getName().str();
      std::string asyncName = name + "$async";
      if (symbolTable.lookup(asyncName)) {
        func.emitError("cannot add the asynchronous form '")
            << asyncName << "': the module already has a symbol of that name";
        return signalPassFailure();
      }
      // The wrapper keeps the function's own attributes.
      SmallVector<NamedAttribute> attrs;
      for (NamedAttribute attr : func->getAttrs())
        if (attr.getName() != func.getSymNameAttrName() &&
            attr.getName() != func.getFunctionTypeAttrName() &&
            attr.getName() != func.getArgAttrsAttrName() &&
            attr.getName() != func.getResAttrsAttrName())
          attrs.push_back(attr);
      symbolTable.remove(func);
      func.setName(asyncName);
      symbolTable.insert(func);
      makeAsync(func);
      NamedAttrList reflection;
      if (auto existing = func->getAttrOfType<DictionaryAttr>(kReflection))
        reflection.append(existing.getValue());
      reflection.set(kAbiModelAttr, StringAttr::get(context, "coarse-fences"));
      func->setAttr(kReflection, reflection.getDictionary(context));
      symbolTable.insert(addSyncWrapper(func, name, attrs));
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
