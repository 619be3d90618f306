//===- ConversionPatterns.cpp - Fixes to upstream's SPIR-V patterns ------===//
//
// i8/i16 values live in 32-bit registers when the target lacks the Int8 and
// Int16 capabilities, and f16/bf16 values (arithmetic on them runs in f32)
// as their bits in a 32-bit register; only the low bits are meaningful.
// Upstream's arith.extsi pattern sign-extends from the source to the
// destination width within the register, which is wrong when the
// destination is narrow too (i8 -> i16: the sign bit lands in bit 15, not
// in bits 16..31 where the next sign extension looks), and its index_cast
// of an i8 does not sign-extend at all (a table lookup at -128 + 128
// indexes 256); its constant pattern gives an f16 constant the f32 value
// instead of the bits. math.ctpop of i8/i16 and memref.atomic_rmw xori
// (which stores to packed narrow elements use) have no upstream pattern.
// Upstream's arith.remsi gets INT_MIN's sign wrong. Its gpu.barrier orders
// workgroup memory only, while our kernels also pass results between
// invocations through storage buffers (one op's output is the next one's
// input).
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::SPIRV {

namespace {

/// Whether |type| is an integer narrower than the 32-bit register it is
/// converted to.
bool isEmulatedNarrowInteger(const TypeConverter &converter, Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() > 1 && integer.getWidth() < 32 &&
         converter.convertType(type) != type;
}

Value constantI32(OpBuilder &b, Location loc, int32_t value) {
  return spirv::ConstantOp::create(b, loc, b.getI32Type(),
                                   b.getI32IntegerAttr(value));
}

/// The low |width| bits of |value| (a 32-bit register), others cleared.
Value maskToWidth(OpBuilder &b, Location loc, Value value, unsigned width) {
  if (width >= 32) return value;
  return spirv::BitwiseAndOp::create(
      b, loc, value, constantI32(b, loc, (int32_t)((1u << width) - 1)));
}

/// How many low bits of a 32-bit register a value of |type| uses.
unsigned registerBits(Type type) {
  return type.isIndex() ? 32 : type.getIntOrFloatBitWidth();
}

/// Extends an emulated narrow integer from its own width (arith.extsi,
/// arith.index_cast: with its sign; arith.index_castui: with zeros) to all
/// 32 bits, then keeps the destination's width (or converts to 64 bits).
template <typename OpTy, bool isSigned>
struct ExtendNarrow final : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type source = op.getIn().getType();
    if (!isEmulatedNarrowInteger(*this->getTypeConverter(), source) ||
        adaptor.getIn().getType() != rewriter.getI32Type())
      return failure();
    Location loc = op.getLoc();
    unsigned width = source.getIntOrFloatBitWidth();
    Value value = adaptor.getIn();
    if (isSigned) {
      Value shift = constantI32(rewriter, loc, 32 - width);
      value = spirv::ShiftLeftLogicalOp::create(rewriter, loc, value, shift);
      value =
          spirv::ShiftRightArithmeticOp::create(rewriter, loc, value, shift);
    } else {
      value = maskToWidth(rewriter, loc, value, width);
    }
    // A 64-bit destination (native Int64) widens the register itself.
    Type converted = this->getTypeConverter()->convertType(op.getType());
    if (converted && converted.getIntOrFloatBitWidth() > 32) {
      if (isSigned)
        value = spirv::SConvertOp::create(rewriter, loc, converted, value);
      else
        value = spirv::UConvertOp::create(rewriter, loc, converted, value);
      rewriter.replaceOp(op, value);
      return success();
    }
    rewriter.replaceOp(
        op, maskToWidth(rewriter, loc, value, registerBits(op.getType())));
    return success();
  }
};

/// An f16/bf16 constant as its bits in the register its type becomes.
struct NarrowFloatConstant final : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = dyn_cast<FloatAttr>(op.getValue());
    if (!value || value.getType().getIntOrFloatBitWidth() >= 32)
      return failure();
    Type converted = getTypeConverter()->convertType(op.getType());
    if (!converted || converted == op.getType() ||
        converted.getIntOrFloatBitWidth() != 32)
      return failure();
    Location loc = op.getLoc();
    Value bits =
        constantI32(rewriter, loc,
                    (int32_t)value.getValue().bitcastToAPInt().getZExtValue());
    if (converted.isInteger(32))
      rewriter.replaceOp(op, bits);
    else
      rewriter.replaceOpWithNewOp<spirv::BitcastOp>(op, converted, bits);
    return success();
  }
};

/// math.ctpop of an i8/i16 (i32 ones are expanded earlier) as OpBitCount
/// on the value's own bits.
struct CountPopulation final : OpConversionPattern<math::CtPopOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(math::CtPopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || type.getWidth() > 32 ||
        adaptor.getOperand().getType() != rewriter.getI32Type())
      return failure();
    Location loc = op.getLoc();
    Value bits =
        maskToWidth(rewriter, loc, adaptor.getOperand(), type.getWidth());
    rewriter.replaceOpWithNewOp<spirv::BitCountOp>(op, bits);
    return success();
  }
};

/// A workgroup barrier that also makes storage buffer writes visible to the
/// workgroup.
struct BarrierOverAllMemory final : OpConversionPattern<gpu::BarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::BarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<spirv::ControlBarrierOp>(
        op, spirv::Scope::Workgroup, spirv::Scope::Workgroup,
        spirv::MemorySemantics::AcquireRelease |
            spirv::MemorySemantics::WorkgroupMemory |
            spirv::MemorySemantics::UniformMemory);
    return success();
  }
};

/// memref.atomic_rmw on a 32-bit storage buffer word as a relaxed SPIR-V
/// atomic: workgroup barriers and the end of the dispatch order them.
/// (Upstream's AcquireRelease atomics also make lavapipe suspend the invocation's SIMD
/// group as at a barrier, and in divergent code it is never resumed.) f32
/// addition needs the target's AtomicFloat32AddEXT.
struct RelaxedAtomic final : OpConversionPattern<memref::AtomicRMWOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!type.isInteger(32) && !type.isF32()) return failure();
    Value pointer = spirv::getElementPtr(
        *getTypeConverter<SPIRVTypeConverter>(), op.getMemRefType(),
        adaptor.getMemref(), adaptor.getIndices(), op.getLoc(), rewriter);
    if (!pointer) return failure();
    auto replace = [&](auto opType) {
      rewriter.replaceOpWithNewOp<decltype(opType)>(
          op, pointer,
          spirv::ScopeAttr::get(op.getContext(), spirv::Scope::Device),
          spirv::MemorySemanticsAttr::get(op.getContext(),
                                          spirv::MemorySemantics::None),
          adaptor.getValue());
      return success();
    };
    if (type.isF32()) {
      if (op.getKind() != arith::AtomicRMWKind::addf) return failure();
      return replace(spirv::EXTAtomicFAddOp());
    }
    switch (op.getKind()) {
    case arith::AtomicRMWKind::addi: return replace(spirv::AtomicIAddOp());
    case arith::AtomicRMWKind::maxs: return replace(spirv::AtomicSMaxOp());
    case arith::AtomicRMWKind::mins: return replace(spirv::AtomicSMinOp());
    case arith::AtomicRMWKind::maxu: return replace(spirv::AtomicUMaxOp());
    case arith::AtomicRMWKind::minu: return replace(spirv::AtomicUMinOp());
    case arith::AtomicRMWKind::andi: return replace(spirv::AtomicAndOp());
    case arith::AtomicRMWKind::ori: return replace(spirv::AtomicOrOp());
    case arith::AtomicRMWKind::xori: return replace(spirv::AtomicXorOp());
    default: return failure();
    }
  }
};

/// arith.remsi through the unsigned remainder of the magnitudes (Vulkan
/// leaves OpSRem undefined for negative operands). Upstream's pattern takes
/// x's sign from x == |x|, which INT_MIN also satisfies.
struct SignedRemainder final : OpConversionPattern<arith::RemSIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::RemSIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type) return failure();
    Location loc = op.getLoc();
    Value zero = spirv::ConstantOp::getZero(type, loc, rewriter);
    auto magnitude = [&](Value value, Value isNegative) {
      return spirv::SelectOp::create(
          rewriter, loc, isNegative,
          spirv::SNegateOp::create(rewriter, loc, value), value);
    };
    Value lhsNegative =
        spirv::SLessThanOp::create(rewriter, loc, adaptor.getLhs(), zero);
    Value rhsNegative =
        spirv::SLessThanOp::create(rewriter, loc, adaptor.getRhs(), zero);
    Value remainder = spirv::UModOp::create(
        rewriter, loc, magnitude(adaptor.getLhs(), lhsNegative),
        magnitude(adaptor.getRhs(), rhsNegative));
    rewriter.replaceOp(op, magnitude(remainder, lhsNegative));
    return success();
  }
};

} // namespace

void populateConversionPatterns(const SPIRVTypeConverter &converter,
                                RewritePatternSet &patterns) {
  // Ahead of upstream's arith.extsi and arith.constant patterns.
  patterns.add<ExtendNarrow<arith::ExtSIOp, /*isSigned=*/true>,
               ExtendNarrow<arith::IndexCastOp, /*isSigned=*/true>,
               ExtendNarrow<arith::IndexCastUIOp, /*isSigned=*/false>>(
      converter, patterns.getContext(), /*benefit=*/2);
  patterns.add<NarrowFloatConstant>(converter, patterns.getContext(),
                                    /*benefit=*/2);
  patterns.add<CountPopulation>(converter, patterns.getContext());
  patterns.add<BarrierOverAllMemory, RelaxedAtomic, SignedRemainder>(
      converter, patterns.getContext(), /*benefit=*/2);
}

} // namespace mlir::iree_compiler::SPIRV
