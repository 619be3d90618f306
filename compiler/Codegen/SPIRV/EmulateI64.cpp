//===- EmulateI64.cpp - i64 values as two i32 halves ----------------------===//
//
// Baseline Vulkan devices need not have the Int64 capability, yet programs
// compute in i64 (fixed-point rescaling products, random bits, indices) and
// store it. Where the target lacks the capability, every i64 value, memref
// element and loop-carried value becomes a vector<2xi32> (low, high) with
// upstream's wide-integer emulation. i64 divisions and remainders, which it
// lacks, first become a 64-step shift-and-subtract loop of i64 ops it has;
// any other i64 op it cannot emulate is a compile error that names the op
// rather than a silent truncation.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Transforms/WideIntEmulationConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_EMULATEI64PASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

Value i64Constant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
}

/// Unsigned |numerator| / |denominator| and remainder by long division,
/// one quotient bit per step from the top, shifting by constants only.
std::pair<Value, Value> divideUnsigned(OpBuilder &b, Location loc,
                                       Value numerator, Value denominator) {
  Value zero = i64Constant(b, loc, 0);
  auto loop = scf::ForOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, 0),
      arith::ConstantIndexOp::create(b, loc, 64),
      arith::ConstantIndexOp::create(b, loc, 1),
      ValueRange{zero, zero, numerator},
      [&](OpBuilder &b, Location loc, Value, ValueRange carried) {
        Value one = i64Constant(b, loc, 1);
        Value rest = carried[2];
        Value top =
            arith::ShRUIOp::create(b, loc, rest, i64Constant(b, loc, 63));
        Value remainder = arith::OrIOp::create(
            b, loc, arith::ShLIOp::create(b, loc, carried[1], one), top);
        Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                           remainder, denominator);
        remainder = arith::SelectOp::create(
            b, loc, fits, arith::SubIOp::create(b, loc, remainder, denominator),
            remainder);
        Value quotient = arith::OrIOp::create(
            b, loc, arith::ShLIOp::create(b, loc, carried[0], one),
            arith::ExtUIOp::create(b, loc, b.getI64Type(), fits));
        scf::YieldOp::create(
            b, loc,
            ValueRange{quotient, remainder,
                       arith::ShLIOp::create(b, loc, rest, one)});
      });
  return {loop.getResult(0), loop.getResult(1)};
}

/// Upstream's emulated i64 shift by a variable amount of 0 shifts a 32-bit
/// half by 32, which SPIR-V leaves undefined: shifts by variable amounts
/// select the unshifted value for 0.
void guardShiftsByZero(ModuleOp module) {
  SmallVector<Operation *> shifts;
  module.walk([&](Operation *op) {
    if (isa<arith::ShLIOp, arith::ShRUIOp, arith::ShRSIOp>(op) &&
        op->getResult(0).getType().isInteger(64) &&
        !matchPattern(op->getOperand(1), m_Constant()))
      shifts.push_back(op);
  });
  for (Operation *shift : shifts) {
    OpBuilder b(shift->getContext());
    b.setInsertionPointAfter(shift);
    Location loc = shift->getLoc();
    Value isZero =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                              shift->getOperand(1), i64Constant(b, loc, 0));
    auto guarded = arith::SelectOp::create(b, loc, isZero, shift->getOperand(0),
                                           shift->getResult(0));
    shift->getResult(0).replaceAllUsesExcept(guarded, guarded);
  }
}

Value negateIf(OpBuilder &b, Location loc, Value condition, Value value) {
  Value negated = arith::SubIOp::create(b, loc, i64Constant(b, loc, 0), value);
  return arith::SelectOp::create(b, loc, condition, negated, value);
}

/// The magnitude of |value| (as unsigned: INT64_MIN's is 2^63), and whether
/// |value| was negative.
std::pair<Value, Value> magnitude(OpBuilder &b, Location loc, Value value) {
  Value negative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                         value, i64Constant(b, loc, 0));
  return {negateIf(b, loc, negative, value), negative};
}

/// i64 arith.divui/remui/divsi/remsi as long division (signed: of the
/// magnitudes, the quotient negative when the signs differ and the
/// remainder taking the numerator's sign, as C truncating division).
template <typename OpTy>
struct ExpandDivision final : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isInteger(64)) return failure();
    constexpr bool isSigned = std::is_same_v<OpTy, arith::DivSIOp> ||
                              std::is_same_v<OpTy, arith::RemSIOp>;
    constexpr bool isRemainder = std::is_same_v<OpTy, arith::RemUIOp> ||
                                 std::is_same_v<OpTy, arith::RemSIOp>;
    Location loc = op.getLoc();
    Value lhs = op.getLhs(), rhs = op.getRhs();
    Value lhsNegative, rhsNegative;
    if (isSigned) {
      std::tie(lhs, lhsNegative) = magnitude(rewriter, loc, lhs);
      std::tie(rhs, rhsNegative) = magnitude(rewriter, loc, rhs);
    }
    auto [quotient, remainder] = divideUnsigned(rewriter, loc, lhs, rhs);
    Value result = isRemainder ? remainder : quotient;
    if (isSigned)
      result = negateIf(
          rewriter, loc,
          isRemainder
              ? lhsNegative
              : arith::XOrIOp::create(rewriter, loc, lhsNegative, rhsNegative),
          result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A stack temporary of i64 elements holds their vector<2xi32> halves
/// (upstream's memref emulation converts heap allocations only).
struct ConvertAlloca final : OpConversionPattern<memref::AllocaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::AllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    if (!type) return failure();
    rewriter.replaceOpWithNewOp<memref::AllocaOp>(
        op, type, adaptor.getDynamicSizes(), adaptor.getSymbolOperands(),
        op.getAlignmentAttr());
    return success();
  }
};

struct EmulateI64Pass : impl::EmulateI64PassBase<EmulateI64Pass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    spirv::TargetEnv env(spirv::lookupTargetEnvOrDefault(module));
    if (env.allows(spirv::Capability::Int64)) return;

    MLIRContext *context = &getContext();
    RewritePatternSet divisions(context);
    divisions
        .add<ExpandDivision<arith::DivUIOp>, ExpandDivision<arith::RemUIOp>,
             ExpandDivision<arith::DivSIOp>, ExpandDivision<arith::RemSIOp>>(
            context);
    if (failed(applyPatternsGreedily(module, std::move(divisions))))
      return signalPassFailure();
    guardShiftsByZero(module);

    arith::WideIntEmulationConverter converter(
        /*widestIntSupportedByTarget=*/32);
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
    patterns.add<ConvertAlloca>(converter, context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
