//===- ExpandMath.cpp - Math ops as what a target can run -----------------===//
//
// Two sets of the same expansions (FloatExpansions.h, IntegerExpansions.h):
// ExpandMathPass keeps the libm functions the VM and GPUs have instructions
// for; ExpandMathWithoutLibmPass leaves nothing that would call libm or
// compiler-rt, for CPU kernels (and for what a GPU has no instruction for).
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/Passes.h"

#include "compiler/Codegen/Common/FloatExpansions.h"
#include "compiler/Codegen/Common/IntegerExpansions.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Index/IR/IndexOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::Codegen {

#define GEN_PASS_DEF_EXPANDMATHPASS
#define GEN_PASS_DEF_EXPANDMATHWITHOUTLIBMPASS
#include "compiler/Codegen/Common/Passes.h.inc"

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

struct ExpandMathPass : impl::ExpandMathPassBase<ExpandMathPass> {
  using Base::Base;
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
    populateExpandRoundingPatterns(patterns, /*benefit=*/2);
    populateExpandRemFInIntegersPatterns(patterns, /*benefit=*/3);
    populateExpandSpecialValuePatterns(patterns, /*benefit=*/2);
    if (expandHalfConversions) populateExpandHalfConversionPatterns(patterns);
    populateExpandIntegerPowerPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    arith::populateArithExpandOpsPatterns(patterns);
    patterns.add<ExpandCopySign, ExpandCtPop,
                 IndexToArith<index::AddOp, arith::AddIOp>,
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
};

struct ExpandMathWithoutLibmPass
    : impl::ExpandMathWithoutLibmPassBase<ExpandMathWithoutLibmPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns);
    math::populateExpansionPatterns(patterns);
    // Ours round exactly (upstream's round adds 1/2, wrong for 0.49999997),
    // also the rounding the approximations introduce; f16 and bf16
    // conversions have no instructions on baseline x86-64 either.
    populateExpandRoundingPatterns(patterns, /*benefit=*/2);
    // f32 remainders exactly, in integers (f64 division rounds the quotient).
    populateExpandRemFInIntegersPatterns(patterns, /*benefit=*/3);
    // Upstream's atan2, cbrt and asinh get signed zeros and infinities wrong.
    populateExpandSpecialValuePatterns(patterns, /*benefit=*/2);
    if (expandHalfConversions) populateExpandHalfConversionPatterns(patterns);
    populateExpandF64MathPatterns(patterns);
    populateExpandIntegerPowerPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::Codegen
