//===- Pipeline.cpp - The vmvx lowering pipeline --------------------------===//

#include "compiler/Codegen/VMVX/Passes.h"

#include "compiler/Dialect/LinalgExt/Transforms/Passes.h"
#include "compiler/Codegen/LLVMCPU/FloatExpansions.h"
#include "compiler/Codegen/LLVMCPU/IntegerExpansions.h"
#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Index/IR/IndexOps.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

#include <limits>

namespace mlir::iree_compiler::VMVX {

namespace {

/// copysign(x, y): the magnitude bits of x with the sign bit of y.
struct ExpandCopySign : OpRewritePattern<math::CopySignOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::CopySignOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<FloatType>(op.getType());
    if (!type) return failure();
    unsigned width = type.getWidth();
    Type intType = rewriter.getIntegerType(width);
    Location loc = op.getLoc();
    APInt sign = APInt::getSignMask(width);
    auto constant = [&](const APInt &value) {
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getIntegerAttr(intType, value));
    };
    Value x = arith::BitcastOp::create(rewriter, loc, intType, op.getLhs());
    Value y = arith::BitcastOp::create(rewriter, loc, intType, op.getRhs());
    Value magnitude = arith::AndIOp::create(rewriter, loc, x, constant(~sign));
    Value signBit = arith::AndIOp::create(rewriter, loc, y, constant(sign));
    Value bits = arith::OrIOp::create(rewriter, loc, magnitude, signBit);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, bits);
    return success();
  }
};

/// Population count by the parallel bit-summing identities (no VM
/// instruction counts bits).
struct ExpandCtPop : OpRewritePattern<math::CtPopOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::CtPopOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || (type.getWidth() != 32 && type.getWidth() != 64))
      return failure();
    unsigned width = type.getWidth();
    Location loc = op.getLoc();
    auto constant = [&](uint64_t value) {
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getIntegerAttr(type, value));
    };
    auto shr = [&](Value v, unsigned n) {
      return arith::ShRUIOp::create(rewriter, loc, v, constant(n));
    };
    auto mask = [&](Value v, uint64_t m) {
      return arith::AndIOp::create(rewriter, loc, v, constant(m));
    };
    Value x = op.getOperand();
    // Pairs, nibbles, bytes; then the bytes summed by one multiplication.
    x = arith::SubIOp::create(rewriter, loc, x,
                              mask(shr(x, 1), 0x5555555555555555ull));
    x = arith::AddIOp::create(rewriter, loc, mask(x, 0x3333333333333333ull),
                              mask(shr(x, 2), 0x3333333333333333ull));
    x = mask(arith::AddIOp::create(rewriter, loc, x, shr(x, 4)),
             0x0F0F0F0F0F0F0F0Full);
    x = arith::MulIOp::create(rewriter, loc, x, constant(0x0101010101010101ull));
    rewriter.replaceOp(op, shr(x, width - 8));
    return success();
  }
};

/// index dialect arithmetic (from upstream lowerings) as arith on index.
template <typename IndexOp, typename ArithOp>
struct IndexToArith : OpRewritePattern<IndexOp> {
  using OpRewritePattern<IndexOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(IndexOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<ArithOp>(op, op->getOperands());
    return success();
  }
};

/// Math and arith ops the VM has no instruction for become ones it has:
/// expansions of hyperbolic and inverse functions, exact rounding, half
/// conversions as integer operations, NaN-propagating min/max as selects.
struct ExpandMathPass : PassWrapper<ExpandMathPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ExpandMathPass)
  explicit ExpandMathPass(bool expandHalfConversions = true)
      : expandHalfConversions(expandHalfConversions) {}
  StringRef getArgument() const override { return "iree-vmvx-expand-math"; }
  void getDependentDialects(DialectRegistry &registry) const override {
    // Integer powers expand to loops.
    registry.insert<scf::SCFDialect>();
  }
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    math::populateExpansionPatterns(
        patterns, {"tan", "sinh", "cosh", "asinh", "acosh", "atanh", "ctlz",
                   "fpowi", "trunc", "clampf"});
    populateMathPolynomialApproximationPatterns(
        patterns, [](StringRef name) {
          name.consume_front("math.");
          return name == "asin" || name == "acos" || name == "erfc";
        });
    LLVMCPU::populateExpandRoundingPatterns(patterns, /*benefit=*/2);
    LLVMCPU::populateExpandRemFInIntegersPatterns(patterns, /*benefit=*/3);
    LLVMCPU::populateExpandSpecialValuePatterns(patterns, /*benefit=*/2);
    if (expandHalfConversions)
      LLVMCPU::populateExpandHalfConversionPatterns(patterns);
    LLVMCPU::populateExpandIntegerPowerPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    arith::populateArithExpandOpsPatterns(patterns);
    patterns.add<ExpandCopySign, ExpandCtPop, IndexToArith<index::AddOp, arith::AddIOp>,
                 IndexToArith<index::SubOp, arith::SubIOp>,
                 IndexToArith<index::MulOp, arith::MulIOp>,
                 IndexToArith<index::DivSOp, arith::DivSIOp>,
                 IndexToArith<index::DivUOp, arith::DivUIOp>,
                 IndexToArith<index::RemSOp, arith::RemSIOp>,
                 IndexToArith<index::RemUOp, arith::RemUIOp>,
                 IndexToArith<index::MaxSOp, arith::MaxSIOp>,
                 IndexToArith<index::MinSOp, arith::MinSIOp>,
                 IndexToArith<index::MaxUOp, arith::MaxUIOp>,
                 IndexToArith<index::MinUOp, arith::MinUIOp>>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }

  bool expandHalfConversions;
};

} // namespace

std::unique_ptr<Pass> createExpandMathPass(bool expandHalfConversions) {
  return std::make_unique<ExpandMathPass>(expandHalfConversions);
}

void buildVMVXLoweringPipeline(OpPassManager &pm, bool useMicrokernels) {
  // Distribution leaves the untiled ops behind, dead: they must go before
  // bufferization gives them buffers to write.
  pm.addPass(createCanonicalizerPass());
  // Temporaries are heap buffers (vm.buffer.alloc), not stack memory.
  LLVMCPU::BufferizeDispatchPassOptions bufferize;
  bufferize.maxStackBytes = std::numeric_limits<int64_t>::max();
  pm.addPass(LLVMCPU::createBufferizeDispatchPass(bufferize));
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  SelectMicrokernelsPassOptions select;
  select.enableMicrokernels = useMicrokernels;
  pm.addPass(createSelectMicrokernelsPass(select));
  pm.addPass(IREE::LinalgExt::createLowerToLoopsPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Arithmetic on f16/bf16 runs in f32.
  arith::ArithEmulateUnsupportedFloatsOptions emulation;
  emulation.sourceTypeStrs = {"f16", "bf16"};
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulation));
  pm.addPass(math::createMathExtendToSupportedTypes());
  pm.addPass(createExpandMathPass());
  pm.addPass(createWidenNarrowIntegersPass());
  pm.addPass(createExpandMathPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  // Views fold into the accesses through them, and the metadata of views
  // into arithmetic on their sources': only base buffers remain.
  pm.addPass(memref::createFoldMemRefAliasOpsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createLowerToVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Codegen/VMVX/Passes.h.inc"
} // namespace

void registerVMVXPasses() {
  registerVMVXCodegenPasses();
  PassRegistration<ExpandMathPass>();
  PassPipelineRegistration<>(
      "iree-vmvx-lowering-pipeline",
      "bufferized dispatch functions to a vm.module of kernels",
      [](OpPassManager &pm) { buildVMVXLoweringPipeline(pm, true); });
}

} // namespace mlir::iree_compiler::VMVX
