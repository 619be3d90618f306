//===- OutlineDispatchRegions.cpp - Regions become flow.executables -------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_OUTLINEDISPATCHREGIONSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// Clones the cheap producers of values captured by |region| into it, so
/// they are not passed as bindings.
void cloneCheapProducers(DispatchRegionOp region) {
  bool changed = true;
  while (changed) {
    changed = false;
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region.getBody(), captured);
    for (Value value : captured) {
      Operation *producer = value.getDefiningOp();
      // A scalar read from a tensor (a pad value) is read inside the
      // dispatch, which then takes the tensor instead.
      bool isScalarRead = isa_and_nonnull<tensor::ExtractOp>(producer);
      if (!producer || (!isClonableIntoDispatch(producer) && !isScalarRead))
        continue;
      OpBuilder builder = OpBuilder::atBlockBegin(&region.getBody().front());
      Operation *clone = builder.clone(*producer);
      replaceAllUsesInRegionWith(value, clone->getResult(0), region.getBody());
      changed = true;
    }
  }
}

/// Host scalars a dispatch uses (loop counters) reach it as 0-d tensors,
/// since dispatches take only bindings.
void passScalarsAsTensors(DispatchRegionOp region) {
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(region.getBody(), captured);
  for (Value value : captured) {
    Type type = value.getType();
    if (!isa<IntegerType, FloatType>(type)) continue;
    OpBuilder builder(region);
    Value tensor = tensor::FromElementsOp::create(
        builder, value.getLoc(), RankedTensorType::get({}, type),
        ValueRange{value});
    builder.setInsertionPointToStart(&region.getBody().front());
    Value scalar =
        tensor::ExtractOp::create(builder, value.getLoc(), tensor, ValueRange{});
    replaceAllUsesInRegionWith(value, scalar, region.getBody());
  }
}

LogicalResult outlineRegion(DispatchRegionOp region, func::FuncOp host,
                            int ordinal, SymbolTable &symbolTable) {
  cloneCheapProducers(region);
  passScalarsAsTensors(region);
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(region.getBody(), captured);
  SmallVector<Value> inputs;
  for (Value value : captured) {
    if (!isa<RankedTensorType>(value.getType()))
      return region.emitError("dispatch captures a host value of type ")
             << value.getType() << "; only tensors can be passed to dispatches";
    inputs.push_back(value);
  }

  MLIRContext *context = region.getContext();
  Location loc = region.getLoc();
  std::string name = (host.getName() + "_dispatch_" + Twine(ordinal)).str();
  OpBuilder builder(host);
  auto executable = ExecutableOp::create(builder, loc, name);
  symbolTable.insert(executable);
  builder.setInsertionPointToStart(&executable.getBody().front());
  ExecutableExportOp::create(builder, loc, executable.getSymName(),
                             /*sym_visibility=*/nullptr);
  auto innerModule = ModuleOp::create(builder, loc);
  builder.setInsertionPointToStart(innerModule.getBody());

  SmallVector<Type> bindingTypes;
  for (Value input : inputs)
    bindingTypes.push_back(DispatchTensorType::get(
        context, TensorAccess::ReadOnly, cast<RankedTensorType>(input.getType())));
  for (Type type : region.getResultTypes())
    bindingTypes.push_back(DispatchTensorType::get(
        context, TensorAccess::WriteOnly, cast<RankedTensorType>(type)));
  auto func = func::FuncOp::create(builder, loc, executable.getSymName(),
                                   FunctionType::get(context, bindingTypes, {}));
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToStart(entry);

  IRMapping mapping;
  for (auto [input, binding] : llvm::zip(inputs, entry->getArguments()))
    mapping.map(input, DispatchTensorLoadOp::create(builder, loc, input.getType(),
                                                    binding));
  Block &body = region.getBody().front();
  for (Operation &op : body.without_terminator()) builder.clone(op, mapping);
  auto terminator = cast<ReturnOp>(body.getTerminator());
  for (auto [value, binding] :
       llvm::zip(terminator.getOperands(),
                 entry->getArguments().drop_front(inputs.size())))
    DispatchTensorStoreOp::create(builder, loc, mapping.lookupOrDefault(value),
                                  binding);
  func::ReturnOp::create(builder, loc);

  builder.setInsertionPoint(region);
  auto entryPoint = SymbolRefAttr::get(
      executable.getSymNameAttr(),
      {FlatSymbolRefAttr::get(executable.getSymNameAttr())});
  auto dispatch = DispatchOp::create(builder, loc, region.getResultTypes(),
                                     entryPoint, inputs);
  region.replaceAllUsesWith(dispatch.getResults());
  region.erase();
  return success();
}

struct OutlineDispatchRegionsPass
    : impl::OutlineDispatchRegionsPassBase<OutlineDispatchRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbolTable(module);
    for (auto host : llvm::to_vector(module.getOps<func::FuncOp>())) {
      SmallVector<DispatchRegionOp> regions;
      host.walk([&](DispatchRegionOp region) { regions.push_back(region); });
      for (auto [ordinal, region] : llvm::enumerate(regions))
        if (failed(outlineRegion(region, host, ordinal, symbolTable)))
          return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
