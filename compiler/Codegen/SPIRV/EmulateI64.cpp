//===- EmulateI64.cpp - i64 values as two i32 halves ----------------------===//
//
// Baseline Vulkan devices need not have the Int64 capability, yet programs
// compute in i64 (fixed-point rescaling products, random bits, indices) and
// store it. Where the target lacks the capability, every i64 value, memref
// element and loop-carried value becomes a vector<2xi32> (low, high) with
// upstream's wide-integer emulation; an i64 op it cannot emulate is a
// compile error that names the op rather than a silent truncation.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Transforms/WideIntEmulationConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_EMULATEI64PASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

struct EmulateI64Pass : impl::EmulateI64PassBase<EmulateI64Pass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    spirv::TargetEnv env(spirv::lookupTargetEnvOrDefault(module));
    if (env.allows(spirv::Capability::Int64)) return;

    MLIRContext *context = &getContext();
    arith::WideIntEmulationConverter converter(/*widestIntSupportedByTarget=*/32);
    memref::populateMemRefWideIntEmulationConversions(converter);
    ConversionTarget target(*context);
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp func) {
      return converter.isSignatureLegal(func.getFunctionType()) &&
             converter.isLegal(&func.getBody());
    });
    target.markUnknownOpDynamicallyLegal(
        [&](Operation *op) { return converter.isLegal(op); });
    RewritePatternSet patterns(context);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    arith::populateArithWideIntEmulationPatterns(converter, patterns);
    memref::populateMemRefWideIntEmulationPatterns(converter, patterns);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
