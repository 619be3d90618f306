//===- ExpandHalfConversions.cpp - f16 <-> f32 without compiler-rt --------===//
//
// CPUs without F16C convert halves through compiler-rt calls the kernels do
// not link; these patterns do the IEEE conversions with integer operations,
// which also vectorize. f16 arithmetic itself is first widened to f32
// (arith-emulate-unsupported-floats), so only extf/truncf remain.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/FloatExpansions.h"
#include "compiler/Codegen/Common/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::Codegen {

namespace {

/// Builds integer constants and ops of one (scalar or vector) shape.
struct BitBuilder {
  PatternRewriter &rewriter;
  Location loc;
  Type shapeOf;  // the operand type whose shape results take

  Type intType(unsigned width) const {
    Type element = rewriter.getIntegerType(width);
    if (auto vector = dyn_cast<VectorType>(shapeOf)) return vector.clone(element);
    return element;
  }
  Value constant(unsigned width, int64_t value) const {
    return createSplatConstant(
        rewriter, loc, intType(width),
        rewriter.getIntegerAttr(rewriter.getIntegerType(width), value));
  }
  Value andI(Value a, int64_t mask, unsigned w) const {
    return arith::AndIOp::create(rewriter, loc, a, constant(w, mask));
  }
  Value shl(Value a, int64_t n, unsigned w) const {
    return arith::ShLIOp::create(rewriter, loc, a, constant(w, n));
  }
  Value shr(Value a, int64_t n, unsigned w) const {
    return arith::ShRUIOp::create(rewriter, loc, a, constant(w, n));
  }
  Value cmp(arith::CmpIPredicate p, Value a, int64_t b, unsigned w) const {
    return arith::CmpIOp::create(rewriter, loc, p, a, constant(w, b));
  }
  Value select(Value c, Value a, Value b) const {
    return arith::SelectOp::create(rewriter, loc, c, a, b);
  }
};

/// f16 → f32: rebias normal exponents, keep inf/NaN, scale subnormals.
struct ExpandExtF : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Type inType = op.getIn().getType(), outType = op.getType();
    if (!getElementTypeOrSelf(inType).isF16() ||
        !getElementTypeOrSelf(outType).isF32())
      return failure();
    BitBuilder b{rewriter, op.getLoc(), inType};
    Location loc = op.getLoc();
    Value half = arith::ExtUIOp::create(
        rewriter, loc, b.intType(32),
        arith::BitcastOp::create(rewriter, loc, b.intType(16), op.getIn()));
    Value sign = b.shl(b.andI(half, 0x8000, 32), 16, 32);
    Value exponent = b.andI(b.shr(half, 10, 32), 0x1f, 32);
    Value mantissa = b.andI(half, 0x3ff, 32);
    Value normal = arith::OrIOp::create(
        rewriter, loc,
        b.shl(arith::AddIOp::create(rewriter, loc, exponent, b.constant(32, 112)),
              23, 32),
        b.shl(mantissa, 13, 32));
    Value special = arith::OrIOp::create(rewriter, loc, b.constant(32, 0x7f800000),
                                         b.shl(mantissa, 13, 32));
    // Subnormals (and zero) are mantissa * 2^-24, exact in f32.
    Value scaled = arith::MulFOp::create(
        rewriter, loc, arith::UIToFPOp::create(rewriter, loc, outType, mantissa),
        createSplatConstant(rewriter, loc, outType,
                            rewriter.getF32FloatAttr(5.9604644775390625e-8f)));
    Value subnormal = arith::BitcastOp::create(rewriter, loc, b.intType(32), scaled);
    Value bits = b.select(b.cmp(arith::CmpIPredicate::eq, exponent, 0, 32),
                          subnormal,
                          b.select(b.cmp(arith::CmpIPredicate::eq, exponent, 31, 32),
                                   special, normal));
    bits = arith::OrIOp::create(rewriter, loc, bits, sign);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, outType, bits);
    return success();
  }
};

/// f32 → f16 with round-to-nearest-even; overflow gives inf, NaN stays NaN.
struct ExpandTruncF : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type inType = op.getIn().getType(), outType = op.getType();
    if (!getElementTypeOrSelf(inType).isF32() ||
        !getElementTypeOrSelf(outType).isF16())
      return failure();
    BitBuilder b{rewriter, op.getLoc(), inType};
    Location loc = op.getLoc();
    Value bits = arith::BitcastOp::create(rewriter, loc, b.intType(32), op.getIn());
    Value sign = b.andI(b.shr(bits, 16, 32), 0x8000, 32);
    Value magnitude = b.andI(bits, 0x7fffffff, 32);
    // Normal halves: rebias the exponent and round the 13 dropped bits to
    // nearest even by adding 0xfff plus the lowest kept bit.
    Value odd = b.andI(b.shr(magnitude, 13, 32), 1, 32);
    Value rounded = arith::AddIOp::create(
        rewriter, loc, magnitude,
        arith::AddIOp::create(rewriter, loc, b.constant(32, 0xc8000fff), odd));
    Value normal = b.shr(rounded, 13, 32);
    // Subnormal halves: adding 0.5 makes the FPU round the value into the
    // low mantissa bits of 0.5's encoding.
    Value asFloat = arith::BitcastOp::create(rewriter, loc, inType, magnitude);
    Value biased = arith::AddFOp::create(
        rewriter, loc, asFloat,
        arith::BitcastOp::create(rewriter, loc, inType, b.constant(32, 0x3f000000)));
    Value subnormal = arith::SubIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, b.intType(32), biased),
        b.constant(32, 0x3f000000));
    Value result = b.select(
        b.cmp(arith::CmpIPredicate::ult, magnitude, 0x38800000, 32), subnormal,
        normal);
    Value infinite = b.select(b.cmp(arith::CmpIPredicate::ugt, magnitude,
                                    0x7f800000, 32),
                              b.constant(32, 0x7e00), b.constant(32, 0x7c00));
    result = b.select(
        b.cmp(arith::CmpIPredicate::uge, magnitude, 0x477ff000, 32), infinite,
        result);
    result = arith::OrIOp::create(rewriter, loc, result, sign);
    Value half = arith::TruncIOp::create(rewriter, loc, b.intType(16), result);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, outType, half);
    return success();
  }
};

} // namespace

void populateExpandHalfConversionPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandExtF, ExpandTruncF>(patterns.getContext());
}

} // namespace mlir::iree_compiler::Codegen
