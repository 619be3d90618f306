//===- ConvertArithToVM.cpp - Scalar arith ops to vm ops ------------------===//
//
// Integers narrower than 32 bits live zero-extended in i32 registers, so
// only ops that keep that form (bitwise ops, equality and unsigned
// comparisons, casts) accept them; arithmetic is converted on 32/64-bit
// integers, index (i64), f32 and f64.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/Conversion/VMTypeConverter.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

bool isScalarInteger(Type type) { return isa<IntegerType, IndexType>(type); }

Value createI32Constant(OpBuilder &builder, Location loc, int32_t value) {
  return ConstI32Op::create(builder, loc, builder.getI32Type(),
                            builder.getI32IntegerAttr(value));
}

/// Narrows |value|, a |from|-bit integer in VM form, to |to| bits.
Value truncateInteger(OpBuilder &builder, Location loc, Value value,
                      unsigned from, unsigned to) {
  Type i32 = builder.getI32Type();
  if (from == 64 && to < 64)
    value = TruncI64I32Op::create(builder, loc, i32, value);
  if (to == 16)
    return TruncI32I16Op::create(builder, loc, i32, value);
  if (to == 8)
    return TruncI32I8Op::create(builder, loc, i32, value);
  if (to == 1)
    return AndI32Op::create(builder, loc, i32, value,
                            createI32Constant(builder, loc, 1));
  return value;
}

/// Widens |value|, a |from|-bit integer in VM form, to |to| bits.
Value extendInteger(OpBuilder &builder, Location loc, Value value,
                    unsigned from, unsigned to, bool isSigned) {
  Type i32 = builder.getI32Type();
  if (from < 32 && isSigned) {
    if (from == 1)
      value = NegI32Op::create(builder, loc, i32, value);
    else if (from == 8)
      value = ExtI8I32SOp::create(builder, loc, i32, value);
    else
      value = ExtI16I32SOp::create(builder, loc, i32, value);
  }
  if (to == 64 && from < 64) {
    Type i64 = builder.getI64Type();
    if (isSigned)
      return ExtI32I64SOp::create(builder, loc, i64, value);
    return ExtI32I64UOp::create(builder, loc, i64, value);
  }
  // Sign-extended narrow results go back to their zero-extended form.
  if (to < 32 && isSigned)
    return truncateInteger(builder, loc, value, 32, to);
  return value;
}

/// Resizes an integer between host widths, extending as |isSigned| says.
Value resizeInteger(OpBuilder &builder, Location loc, Value value,
                    unsigned from, unsigned to, bool isSigned) {
  if (to > from)
    return extendInteger(builder, loc, value, from, to, isSigned);
  if (to < from)
    return truncateInteger(builder, loc, value, from, to);
  return value;
}

struct ConstantOpConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return replaceWithVMConstant(rewriter, op, op.getValue(),
                                 *getTypeConverter());
  }
};

/// Integer ops with i32 and i64 forms. |KeepsNarrowForm| ops (bitwise) also
/// accept integers narrower than 32 bits.
template <typename SrcOp, typename I32Op, typename I64Op,
          bool KeepsNarrowForm = false>
struct IntBinaryOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type hostType = op.getType();
    if (!isScalarInteger(hostType))
      return rewriter.notifyMatchFailure(op, "not a scalar integer");
    unsigned width = getHostIntegerWidth(hostType);
    if (width != 32 && width != 64 && !KeepsNarrowForm)
      return rewriter.notifyMatchFailure(op, "narrow integer arithmetic");
    Type type = adaptor.getLhs().getType();
    if (type.isInteger(32))
      rewriter.replaceOpWithNewOp<I32Op>(op, type, adaptor.getLhs(),
                                         adaptor.getRhs());
    else
      rewriter.replaceOpWithNewOp<I64Op>(op, type, adaptor.getLhs(),
                                         adaptor.getRhs());
    return success();
  }
};

/// Shifts take their amount in an i32 register.
template <typename SrcOp, typename I32Op, typename I64Op>
struct ShiftOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type hostType = op.getType();
    if (!isScalarInteger(hostType))
      return rewriter.notifyMatchFailure(op, "not a scalar integer");
    unsigned width = getHostIntegerWidth(hostType);
    if (width != 32 && width != 64)
      return rewriter.notifyMatchFailure(op, "narrow integer shift");
    Value amount = adaptor.getRhs();
    Type type = adaptor.getLhs().getType();
    if (width == 64) {
      amount = truncateInteger(rewriter, op.getLoc(), amount, 64, 32);
      rewriter.replaceOpWithNewOp<I64Op>(op, type, adaptor.getLhs(), amount);
    } else {
      rewriter.replaceOpWithNewOp<I32Op>(op, type, adaptor.getLhs(), amount);
    }
    return success();
  }
};

template <typename SrcOp, typename F32Op, typename F64Op>
struct FloatBinaryOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (type.isF32())
      rewriter.replaceOpWithNewOp<F32Op>(op, type, adaptor.getLhs(),
                                         adaptor.getRhs());
    else if (type.isF64())
      rewriter.replaceOpWithNewOp<F64Op>(op, type, adaptor.getLhs(),
                                         adaptor.getRhs());
    else
      return rewriter.notifyMatchFailure(op, "not f32 or f64");
    return success();
  }
};

struct NegFOpConversion : OpConversionPattern<arith::NegFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::NegFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (type.isF32())
      rewriter.replaceOpWithNewOp<NegF32Op>(op, type, adaptor.getOperand());
    else if (type.isF64())
      rewriter.replaceOpWithNewOp<NegF64Op>(op, type, adaptor.getOperand());
    else
      return rewriter.notifyMatchFailure(op, "not f32 or f64");
    return success();
  }
};

/// Builds the i32 or i64 form of a comparison, as |lhs| is wide.
template <typename I32Op, typename I64Op>
Value createIntCmp(OpBuilder &builder, Location loc, Value lhs, Value rhs) {
  Type i32 = builder.getI32Type();
  if (lhs.getType().isInteger(64))
    return I64Op::create(builder, loc, i32, lhs, rhs);
  return I32Op::create(builder, loc, i32, lhs, rhs);
}

struct CmpIOpConversion : OpConversionPattern<arith::CmpIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::CmpIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type hostType = op.getLhs().getType();
    if (!isScalarInteger(hostType))
      return rewriter.notifyMatchFailure(op, "not a scalar integer");
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    unsigned width = getHostIntegerWidth(hostType);
    using P = arith::CmpIPredicate;
    P predicate = op.getPredicate();
    bool isSigned = predicate == P::slt || predicate == P::sle ||
                    predicate == P::sgt || predicate == P::sge;
    // Zero-extended narrow values compare correctly unsigned; signed
    // comparisons need them sign-extended.
    if (width < 32 && isSigned) {
      lhs = extendInteger(rewriter, loc, lhs, width, 32, true);
      rhs = extendInteger(rewriter, loc, rhs, width, 32, true);
    }
    Value result;
    switch (predicate) {
    case P::eq:
      result = createIntCmp<CmpEQI32Op, CmpEQI64Op>(rewriter, loc, lhs, rhs);
      break;
    case P::ne:
      result = createIntCmp<CmpNEI32Op, CmpNEI64Op>(rewriter, loc, lhs, rhs);
      break;
    case P::slt:
      result = createIntCmp<CmpLTI32SOp, CmpLTI64SOp>(rewriter, loc, lhs, rhs);
      break;
    case P::sle:
      result =
          createIntCmp<CmpLTEI32SOp, CmpLTEI64SOp>(rewriter, loc, lhs, rhs);
      break;
    case P::sgt:
      result = createIntCmp<CmpGTI32SOp, CmpGTI64SOp>(rewriter, loc, lhs, rhs);
      break;
    case P::sge:
      result =
          createIntCmp<CmpGTEI32SOp, CmpGTEI64SOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ult:
      result = createIntCmp<CmpLTI32UOp, CmpLTI64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ule:
      result =
          createIntCmp<CmpLTEI32UOp, CmpLTEI64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ugt:
      result = createIntCmp<CmpGTI32UOp, CmpGTI64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::uge:
      result =
          createIntCmp<CmpGTEI32UOp, CmpGTEI64UOp>(rewriter, loc, lhs, rhs);
      break;
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Builds the f32 or f64 form of a comparison, as |lhs| is wide.
template <typename F32Op, typename F64Op>
Value createFloatCmp(OpBuilder &builder, Location loc, Value lhs, Value rhs) {
  Type i32 = builder.getI32Type();
  if (lhs.getType().isF64())
    return F64Op::create(builder, loc, i32, lhs, rhs);
  return F32Op::create(builder, loc, i32, lhs, rhs);
}

/// 1 when either operand is NaN.
Value createEitherNaN(OpBuilder &builder, Location loc, Value lhs, Value rhs) {
  Type i32 = builder.getI32Type();
  bool is64 = lhs.getType().isF64();
  auto isNaN = [&](Value value) -> Value {
    if (is64)
      return CmpNaNF64Op::create(builder, loc, i32, value);
    return CmpNaNF32Op::create(builder, loc, i32, value);
  };
  Value lhsIsNaN = isNaN(lhs);
  Value rhsIsNaN = isNaN(rhs);
  return OrI32Op::create(builder, loc, i32, lhsIsNaN, rhsIsNaN);
}

struct CmpFOpConversion : OpConversionPattern<arith::CmpFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::CmpFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type hostType = op.getLhs().getType();
    if (!hostType.isF32() && !hostType.isF64())
      return rewriter.notifyMatchFailure(op, "not f32 or f64");
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    Value result;
    using P = arith::CmpFPredicate;
    switch (op.getPredicate()) {
    case P::AlwaysFalse:
      result = createI32Constant(rewriter, loc, 0);
      break;
    case P::AlwaysTrue:
      result = createI32Constant(rewriter, loc, 1);
      break;
    case P::OEQ:
      result = createFloatCmp<CmpEQF32OOp, CmpEQF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ONE:
      result = createFloatCmp<CmpNEF32OOp, CmpNEF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::OLT:
      result = createFloatCmp<CmpLTF32OOp, CmpLTF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::OLE:
      result =
          createFloatCmp<CmpLTEF32OOp, CmpLTEF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::OGT:
      result = createFloatCmp<CmpGTF32OOp, CmpGTF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::OGE:
      result =
          createFloatCmp<CmpGTEF32OOp, CmpGTEF64OOp>(rewriter, loc, lhs, rhs);
      break;
    case P::UEQ:
      result = createFloatCmp<CmpEQF32UOp, CmpEQF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::UNE:
      result = createFloatCmp<CmpNEF32UOp, CmpNEF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ULT:
      result = createFloatCmp<CmpLTF32UOp, CmpLTF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::ULE:
      result =
          createFloatCmp<CmpLTEF32UOp, CmpLTEF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::UGT:
      result = createFloatCmp<CmpGTF32UOp, CmpGTF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::UGE:
      result =
          createFloatCmp<CmpGTEF32UOp, CmpGTEF64UOp>(rewriter, loc, lhs, rhs);
      break;
    case P::UNO:
      result = createEitherNaN(rewriter, loc, lhs, rhs);
      break;
    case P::ORD:
      result = XorI32Op::create(rewriter, loc, rewriter.getI32Type(),
                                createEitherNaN(rewriter, loc, lhs, rhs),
                                createI32Constant(rewriter, loc, 1));
      break;
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SelectOpConversion : OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getCondition().getType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "vector condition");
    Value condition = adaptor.getCondition();
    Value trueValue = adaptor.getTrueValue();
    Value falseValue = adaptor.getFalseValue();
    Type type = trueValue.getType();
    if (type.isInteger(32))
      rewriter.replaceOpWithNewOp<SelectI32Op>(op, type, condition, trueValue,
                                               falseValue);
    else if (type.isInteger(64))
      rewriter.replaceOpWithNewOp<SelectI64Op>(op, type, condition, trueValue,
                                               falseValue);
    else if (type.isF32())
      rewriter.replaceOpWithNewOp<SelectF32Op>(op, type, condition, trueValue,
                                               falseValue);
    else if (type.isF64())
      rewriter.replaceOpWithNewOp<SelectF64Op>(op, type, condition, trueValue,
                                               falseValue);
    else if (isRefType(type))
      rewriter.replaceOpWithNewOp<SelectRefOp>(op, type, condition, trueValue,
                                               falseValue);
    else
      return rewriter.notifyMatchFailure(op, "unsupported type");
    return success();
  }
};

/// extsi, extui, trunci, index_cast and index_castui: integer resizes.
template <typename SrcOp, bool IsSigned>
struct IntResizeOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!isScalarInteger(from) || !isScalarInteger(to))
      return rewriter.notifyMatchFailure(op, "not scalar integers");
    rewriter.replaceOp(op, resizeInteger(rewriter, op.getLoc(),
                                         adaptor.getIn(),
                                         getHostIntegerWidth(from),
                                         getHostIntegerWidth(to), IsSigned));
    return success();
  }
};

/// sitofp and uitofp: i32 to f32 directly, everything else through i64 and
/// f64.
template <typename SrcOp, bool IsSigned>
struct IntToFloatOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!isScalarInteger(from) || (!to.isF32() && !to.isF64()))
      return rewriter.notifyMatchFailure(op, "unsupported types");
    Location loc = op.getLoc();
    unsigned fromWidth = getHostIntegerWidth(from);
    bool viaF64 = fromWidth > 32 || to.isF64();
    Value value = resizeInteger(rewriter, loc, adaptor.getIn(), fromWidth,
                                viaF64 ? 64 : 32, IsSigned);
    if (!viaF64) {
      if (IsSigned)
        rewriter.replaceOpWithNewOp<CastSI32F32Op>(op, to, value);
      else
        rewriter.replaceOpWithNewOp<CastUI32F32Op>(op, to, value);
      return success();
    }
    Type f64 = rewriter.getF64Type();
    Value result;
    if (IsSigned)
      result = CastSI64F64Op::create(rewriter, loc, f64, value);
    else
      result = CastUI64F64Op::create(rewriter, loc, f64, value);
    if (to.isF32())
      result = TruncF64F32Op::create(rewriter, loc, to, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// fptosi and fptoui: to the integer width matching the float's, then
/// resized.
template <typename SrcOp, bool IsSigned>
struct FloatToIntOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if ((!from.isF32() && !from.isF64()) || !isScalarInteger(to))
      return rewriter.notifyMatchFailure(op, "unsupported types");
    Location loc = op.getLoc();
    Value result;
    if (from.isF64() && IsSigned)
      result = CastF64SI64Op::create(rewriter, loc, rewriter.getI64Type(),
                                     adaptor.getIn());
    else if (from.isF64())
      result = CastF64UI64Op::create(rewriter, loc, rewriter.getI64Type(),
                                     adaptor.getIn());
    else if (IsSigned)
      result = CastF32SI32Op::create(rewriter, loc, rewriter.getI32Type(),
                                     adaptor.getIn());
    else
      result = CastF32UI32Op::create(rewriter, loc, rewriter.getI32Type(),
                                     adaptor.getIn());
    rewriter.replaceOp(op, resizeInteger(rewriter, loc, result,
                                         from.getIntOrFloatBitWidth(),
                                         getHostIntegerWidth(to), IsSigned));
    return success();
  }
};

/// extf, truncf and bitcast: one vm cast for each supported type pair.
template <typename SrcOp>
struct FloatCastOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = op.getIn().getType(), to = op.getType();
    Value in = adaptor.getIn();
    Location loc = op.getLoc();
    Value result;
    if (from.isF32() && to.isF64())
      result = ExtF32F64Op::create(rewriter, loc, to, in);
    else if (from.isF64() && to.isF32())
      result = TruncF64F32Op::create(rewriter, loc, to, in);
    else if (from.isInteger(32) && to.isF32())
      result = BitcastI32F32Op::create(rewriter, loc, to, in);
    else if (from.isF32() && to.isInteger(32))
      result = BitcastF32I32Op::create(rewriter, loc, to, in);
    else if (from.isInteger(64) && to.isF64())
      result = BitcastI64F64Op::create(rewriter, loc, to, in);
    else if (from.isF64() && to.isInteger(64))
      result = BitcastF64I64Op::create(rewriter, loc, to, in);
    else
      return rewriter.notifyMatchFailure(op, "unsupported types");
    rewriter.replaceOp(op, result);
    return success();
  }
};

}  // namespace

void populateArithToVMPatterns(const TypeConverter &typeConverter,
                               RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<
      ConstantOpConversion,
      IntBinaryOpConversion<arith::AddIOp, AddI32Op, AddI64Op>,
      IntBinaryOpConversion<arith::SubIOp, SubI32Op, SubI64Op>,
      IntBinaryOpConversion<arith::MulIOp, MulI32Op, MulI64Op>,
      IntBinaryOpConversion<arith::DivSIOp, DivI32SOp, DivI64SOp>,
      IntBinaryOpConversion<arith::DivUIOp, DivI32UOp, DivI64UOp>,
      IntBinaryOpConversion<arith::RemSIOp, RemI32SOp, RemI64SOp>,
      IntBinaryOpConversion<arith::RemUIOp, RemI32UOp, RemI64UOp>,
      IntBinaryOpConversion<arith::MinSIOp, MinI32SOp, MinI64SOp>,
      IntBinaryOpConversion<arith::MinUIOp, MinI32UOp, MinI64UOp, true>,
      IntBinaryOpConversion<arith::MaxSIOp, MaxI32SOp, MaxI64SOp>,
      IntBinaryOpConversion<arith::MaxUIOp, MaxI32UOp, MaxI64UOp, true>,
      IntBinaryOpConversion<arith::AndIOp, AndI32Op, AndI64Op, true>,
      IntBinaryOpConversion<arith::OrIOp, OrI32Op, OrI64Op, true>,
      IntBinaryOpConversion<arith::XOrIOp, XorI32Op, XorI64Op, true>,
      ShiftOpConversion<arith::ShLIOp, ShlI32Op, ShlI64Op>,
      ShiftOpConversion<arith::ShRSIOp, ShrI32SOp, ShrI64SOp>,
      ShiftOpConversion<arith::ShRUIOp, ShrI32UOp, ShrI64UOp>,
      FloatBinaryOpConversion<arith::AddFOp, AddF32Op, AddF64Op>,
      FloatBinaryOpConversion<arith::SubFOp, SubF32Op, SubF64Op>,
      FloatBinaryOpConversion<arith::MulFOp, MulF32Op, MulF64Op>,
      FloatBinaryOpConversion<arith::DivFOp, DivF32Op, DivF64Op>,
      FloatBinaryOpConversion<arith::RemFOp, RemF32Op, RemF64Op>,
      // vm.min/max.f* are C's fmin/fmax: NaN operands are ignored.
      FloatBinaryOpConversion<arith::MinNumFOp, MinF32Op, MinF64Op>,
      FloatBinaryOpConversion<arith::MaxNumFOp, MaxF32Op, MaxF64Op>,
      NegFOpConversion, CmpIOpConversion, CmpFOpConversion,
      SelectOpConversion, IntResizeOpConversion<arith::ExtSIOp, true>,
      IntResizeOpConversion<arith::ExtUIOp, false>,
      IntResizeOpConversion<arith::TruncIOp, false>,
      IntResizeOpConversion<arith::IndexCastOp, true>,
      IntResizeOpConversion<arith::IndexCastUIOp, false>,
      IntToFloatOpConversion<arith::SIToFPOp, true>,
      IntToFloatOpConversion<arith::UIToFPOp, false>,
      FloatToIntOpConversion<arith::FPToSIOp, true>,
      FloatToIntOpConversion<arith::FPToUIOp, false>,
      FloatCastOpConversion<arith::ExtFOp>,
      FloatCastOpConversion<arith::TruncFOp>,
      FloatCastOpConversion<arith::BitcastOp>>(typeConverter, context);
}

}  // namespace mlir::iree_compiler::IREE::VM
