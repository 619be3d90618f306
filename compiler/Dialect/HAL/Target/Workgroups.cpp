//===- Workgroups.cpp - What the backends' configure and translate share --===//

#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Dialect/HAL/Target/TargetBackend.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::iree_compiler::IREE::HAL {

LogicalResult runBackendPipeline(PassManager &pm, ModuleOp module) {
  // Fails only where the tool registered no such options (nothing to apply).
  (void)applyPassManagerCLOptions(pm);
  return pm.run(module);
}

LogicalResult configureWorkgroups(ExecutableVariantOp variant,
                                  int64_t maxWorkgroups,
                                  int64_t minWorkPerWorkgroup,
                                  bool versionFullTiles,
                                  int64_t dynamicLoopTile) {
  ModuleOp module = variant.getInnerModule();
  PassManager pm(module.getContext());
  Codegen::DistributeToWorkgroupsPassOptions options;
  options.maxWorkgroups = maxWorkgroups;
  options.minWorkPerWorkgroup = minWorkPerWorkgroup;
  options.versionFullTiles = versionFullTiles;
  options.dynamicLoopTile = dynamicLoopTile;
  pm.addPass(Codegen::createDistributeToWorkgroupsPass(options));
  // A producer with two consumers in a tile (a softmax's exponentials, read
  // by its sum and its division) is fused into the tile once per consumer:
  // the copies read the same slices, and become one.
  pm.addPass(createCSEPass());
  if (failed(runBackendPipeline(pm, module))) return failure();
  for (auto exportOp : variant.getBody().getOps<ExecutableExportOp>()) {
    auto func = module.lookupSymbol<func::FuncOp>(exportOp.getSymName());
    auto count = func ? func->getAttrOfType<DenseI64ArrayAttr>(
                            Codegen::kWorkgroupCountAttr)
                      : DenseI64ArrayAttr();
    auto countMap = func ? func->getAttrOfType<AffineMapAttr>(
                               Codegen::kWorkgroupCountMapAttr)
                         : AffineMapAttr();
    if (!count && !countMap)
      return exportOp.emitError("export has no dispatch function to "
                                "configure");
    if (countMap)
      exportOp.setWorkgroupCountMapAttr(countMap);
    else
      exportOp.setWorkgroupCountAttr(count);
  }
  return success();
}

} // namespace mlir::iree_compiler::IREE::HAL
