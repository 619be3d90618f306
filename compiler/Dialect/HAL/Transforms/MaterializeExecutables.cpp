//===- MaterializeExecutables.cpp - flow.executable → hal.executable ------===//
//
// Dispatch functions switch from `!flow.dispatch.tensor` bindings to memrefs
// here, so code generators start from linalg on tensors that reads and
// writes plain memref arguments (one per binding, in binding order).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_MATERIALIZEEXECUTABLESPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// Rewrites one dispatch function to take memref bindings.
void convertBindingsToMemRefs(func::FuncOp func) {
  Block &entry = func.getBody().front();
  SmallVector<Type> argTypes;
  for (BlockArgument arg : entry.getArguments()) {
    auto bindingType = cast<Flow::DispatchTensorType>(arg.getType());
    auto tensorType = cast<RankedTensorType>(bindingType.getBoundType());
    arg.setType(MemRefType::get(tensorType.getShape(), tensorType.getElementType()));
    argTypes.push_back(arg.getType());
  }
  func.setFunctionType(FunctionType::get(func.getContext(), argTypes, {}));

  SmallVector<Operation *> bindingOps;
  func.walk([&](Operation *op) {
    if (isa<Flow::DispatchTensorLoadOp, Flow::DispatchTensorStoreOp>(op))
      bindingOps.push_back(op);
  });
  for (Operation *op : bindingOps) {
    OpBuilder builder(op);
    if (auto load = dyn_cast<Flow::DispatchTensorLoadOp>(op)) {
      auto toTensor = bufferization::ToTensorOp::create(
          builder, load.getLoc(), load.getResult().getType(), load.getSource(),
          /*restrict=*/true, /*writable=*/false);
      load.getResult().replaceAllUsesWith(toTensor.getResult());
    } else {
      auto store = cast<Flow::DispatchTensorStoreOp>(op);
      auto materialize = bufferization::MaterializeInDestinationOp::create(
          builder, store.getLoc(), store.getValue(), store.getTarget());
      materialize.setRestrict(true);
      materialize.setWritable(true);
    }
    op->erase();
  }
}

struct MaterializeExecutablesPass
    : impl::MaterializeExecutablesPassBase<MaterializeExecutablesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<std::string> targets(targetBackends.begin(), targetBackends.end());
    if (targets.empty()) targets.push_back("llvm-cpu");

    for (auto flowExecutable :
         llvm::make_early_inc_range(module.getOps<Flow::ExecutableOp>())) {
      OpBuilder builder(flowExecutable);
      auto executable = ExecutableOp::create(builder, flowExecutable.getLoc(),
                                             flowExecutable.getSymName());
      ModuleOp flowModule = flowExecutable.getInnerModule();
      for (const std::string &target : targets) {
        builder.setInsertionPointToEnd(&executable.getBody().front());
        std::string variantName = target;
        std::replace(variantName.begin(), variantName.end(), '-', '_');
        auto variant = ExecutableVariantOp::create(
            builder, flowExecutable.getLoc(), variantName, target);
        builder.setInsertionPointToEnd(&variant.getBody().front());
        ModuleOp innerModule = cast<ModuleOp>(builder.clone(*flowModule));
        int32_t ordinal = 0;
        for (auto exportOp : flowExecutable.getBody().getOps<Flow::ExecutableExportOp>()) {
          auto func = innerModule.lookupSymbol<func::FuncOp>(
              exportOp.getSymName());
          builder.setInsertionPoint(innerModule);
          ExecutableExportOp::create(
              builder, exportOp.getLoc(), exportOp.getSymName(), ordinal++,
              func.getNumArguments(), /*workgroup_count=*/nullptr);
          convertBindingsToMemRefs(func);
        }
      }
      flowExecutable.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
