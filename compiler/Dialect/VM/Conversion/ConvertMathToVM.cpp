//===- ConvertMathToVM.cpp - math ops to vm ops ---------------------------===//
//
// The VM computes the common libm functions itself (on f32 and f64);
// everything else must have been expanded into these before conversion.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "mlir/Dialect/Math/IR/Math.h"

namespace mlir::iree_compiler::IREE::VM {

namespace {

/// A math op on f32 or f64 (or i32/i64 for the integer ops) whose operands
/// map one to one onto the vm op's.
template <typename SrcOp, typename Op32, typename Op64>
struct MathOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (type.isF32() || type.isInteger(32))
      rewriter.replaceOpWithNewOp<Op32>(op, type, adaptor.getOperands());
    else if (type.isF64() || type.isInteger(64))
      rewriter.replaceOpWithNewOp<Op64>(op, type, adaptor.getOperands());
    else
      return rewriter.notifyMatchFailure(op, "not a 32 or 64-bit scalar");
    return success();
  }
};

} // namespace

void populateMathToVMPatterns(const TypeConverter &typeConverter,
                              RewritePatternSet &patterns) {
  patterns.add<
      MathOpConversion<math::AbsFOp, AbsF32Op, AbsF64Op>,
      MathOpConversion<math::AbsIOp, AbsI32Op, AbsI64Op>,
      MathOpConversion<math::CeilOp, CeilF32Op, CeilF64Op>,
      MathOpConversion<math::FloorOp, FloorF32Op, FloorF64Op>,
      MathOpConversion<math::RoundOp, RoundF32Op, RoundF64Op>,
      MathOpConversion<math::RoundEvenOp, RoundF32EvenOp, RoundF64EvenOp>,
      MathOpConversion<math::ExpOp, ExpF32Op, ExpF64Op>,
      MathOpConversion<math::Exp2Op, Exp2F32Op, Exp2F64Op>,
      MathOpConversion<math::ExpM1Op, Expm1F32Op, Expm1F64Op>,
      MathOpConversion<math::LogOp, LogF32Op, LogF64Op>,
      MathOpConversion<math::Log10Op, Log10F32Op, Log10F64Op>,
      MathOpConversion<math::Log1pOp, Log1pF32Op, Log1pF64Op>,
      MathOpConversion<math::Log2Op, Log2F32Op, Log2F64Op>,
      MathOpConversion<math::RsqrtOp, RsqrtF32Op, RsqrtF64Op>,
      MathOpConversion<math::SqrtOp, SqrtF32Op, SqrtF64Op>,
      MathOpConversion<math::TanhOp, TanhF32Op, TanhF64Op>,
      MathOpConversion<math::ErfOp, ErfF32Op, ErfF64Op>,
      MathOpConversion<math::SinOp, SinF32Op, SinF64Op>,
      MathOpConversion<math::CosOp, CosF32Op, CosF64Op>,
      MathOpConversion<math::AtanOp, AtanF32Op, AtanF64Op>,
      MathOpConversion<math::Atan2Op, Atan2F32Op, Atan2F64Op>,
      MathOpConversion<math::PowFOp, PowF32Op, PowF64Op>,
      MathOpConversion<math::FmaOp, FmaF32Op, FmaF64Op>>(
      typeConverter, patterns.getContext());
}

}  // namespace mlir::iree_compiler::IREE::VM
