//===- DumpExecutableBenchmarks.cpp - One program per executable ----------===//
//
// A dispatch that is slow in a model is easiest to study alone: this writes,
// per executable, a program that dispatches each of its exports once on
// inputs of the shapes the model uses, for iree-benchmark-module to time.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_DUMPEXECUTABLEBENCHMARKSPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// The benchmark function of |exportName| (the export's own name is the
/// executable's symbol).
std::string getBenchmarkName(StringAttr exportName) {
  return (exportName.getValue() + "_benchmark").str();
}

/// The function that dispatches |site|'s export once: its tensor operands
/// are the function's arguments (host code creates no uninitialized
/// tensors), each push constant the site's when it is a constant and 0
/// otherwise.
void createBenchmarkFunction(OpBuilder &builder, Flow::DispatchOp site) {
  Location loc = site.getLoc();
  auto func = func::FuncOp::create(
      builder, loc, getBenchmarkName(site.getEntryPoint().getLeafReference()),
      builder.getFunctionType(site.getArguments().getTypes(),
                              site.getResultTypes()));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(func.addEntryBlock());
  SmallVector<Value> arguments(func.getArguments()), constants;
  for (Value constant : site.getConstants()) {
    APInt value(32, 0);
    matchPattern(constant, m_ConstantInt(&value));
    constants.push_back(arith::ConstantOp::create(
        builder, loc, builder.getI32IntegerAttr(value.getSExtValue())));
  }
  auto dispatch = Flow::DispatchOp::create(builder, loc, site.getResultTypes(),
                                           site.getEntryPoint(), arguments,
                                           constants, ValueRange());
  func::ReturnOp::create(builder, loc, dispatch.getResults());
}

/// The commands that build and time the benchmark of |executable|, as
/// comments heading its file, and which push constants it cannot reproduce.
void printUsage(raw_ostream &os, ExecutableOp executable,
                const llvm::MapVector<StringAttr, Flow::DispatchOp> &exports) {
  StringRef name = executable.getSymName();
  // Only a GPU runs an executable whose variants are all SPIR-V.
  bool gpuOnly = llvm::all_of(
      executable.getBody().getOps<ExecutableVariantOp>(),
      [](ExecutableVariantOp v) { return v.getTarget() == "vulkan-spirv"; });
  os << "// iree-compile --compile-from=hal " << name << ".benchmark.mlir -o "
     << name << ".benchmark.vmfb\n";
  for (auto &[exportName, site] : exports) {
    os << "// iree-benchmark-module --module=" << name << ".benchmark.vmfb"
       << (gpuOnly ? " --device=vulkan" : "")
       << " --function=" << getBenchmarkName(exportName);
    for (Type type : Flow::DispatchOp(site).getArguments().getTypes()) {
      auto tensor = cast<RankedTensorType>(type);
      os << " --input=";
      for (int64_t dim : tensor.getShape()) os << dim << "x";
      os << tensor.getElementType() << "=0";
    }
    os << "\n";
    for (auto [i, constant] :
         llvm::enumerate(Flow::DispatchOp(site).getConstants()))
      if (!matchPattern(constant, m_Constant()))
        os << "// push constant " << i << " of " << exportName.getValue()
           << " varies in the model (a loop counter, an offset); it is 0 "
              "here\n";
  }
}

struct DumpExecutableBenchmarksPass
    : impl::DumpExecutableBenchmarksPassBase<DumpExecutableBenchmarksPass> {
  using Base::Base;

  void runOnOperation() override {
    if (dumpTo.empty()) return;
    ModuleOp module = getOperation();
    // The first site of each export, grouped by executable.
    llvm::MapVector<StringAttr, llvm::MapVector<StringAttr, Flow::DispatchOp>>
        sites;
    module.walk([&](Flow::DispatchOp dispatch) {
      // Dynamically shaped sites have no one shape to time.
      auto isDynamic = [](Type type) {
        return !cast<RankedTensorType>(type).hasStaticShape();
      };
      if (llvm::any_of(dispatch.getArguments().getTypes(), isDynamic) ||
          llvm::any_of(dispatch.getResultTypes(), isDynamic))
        return;
      SymbolRefAttr entryPoint = dispatch.getEntryPoint();
      sites[entryPoint.getRootReference()].insert(
          {entryPoint.getLeafReference(), dispatch});
    });
    for (auto &[executableName, exports] : sites) {
      auto executable = module.lookupSymbol<ExecutableOp>(executableName);
      if (!executable) continue;
      OpBuilder builder(module.getContext());
      OwningOpRef<ModuleOp> benchmark = ModuleOp::create(module.getLoc());
      builder.setInsertionPointToEnd(benchmark->getBody());
      builder.clone(*executable);
      for (auto &[exportName, site] : exports)
        createBenchmarkFunction(builder, site);
      PassManager pm(module.getContext());
      addHostLoweringPasses(pm);
      pm.addPass(createCanonicalizerPass());
      pm.addPass(createCSEPass());
      if (failed(pm.run(*benchmark)) ||
          failed(writeDumpFile(executable, dumpTo,
                               executableName.getValue() + ".benchmark.mlir",
                               [&](raw_ostream &os) {
                                 printUsage(os, executable, exports);
                                 benchmark->print(os);
                                 os << "\n";
                               })))
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
