//===- ConvertStructuralToVM.cpp - func, cf and util ops to vm ops --------===//

#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/Conversion/VMTypeConverter.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

/// Public functions are exported under their name; private ones stay
/// internal. Reflection (`iree.reflection`, a dictionary of strings such as
/// the ABI model) goes into the module for callers to read.
struct FuncOpConversion : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(func::FuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.isExternal())
      return rewriter.notifyMatchFailure(op, "external function");
    FunctionType type = op.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertSignatureArgs(type.getInputs(),
                                                        signature)) ||
        failed(getTypeConverter()->convertTypes(type.getResults(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "unsupported signature");
    auto newFunc = FuncOp::create(
        rewriter, op.getLoc(), op.getName(),
        rewriter.getFunctionType(signature.getConvertedTypes(), resultTypes));
    if (Attribute reflection = op->getAttr("iree.reflection"))
      newFunc->setAttr("iree.reflection", reflection);
    rewriter.inlineRegionBefore(op.getBody(), newFunc.getBody(),
                                newFunc.getBody().end());
    if (failed(rewriter.convertRegionTypes(&newFunc.getBody(),
                                           *getTypeConverter(), &signature)))
      return failure();
    if (op.isPrivate())
      SymbolTable::setSymbolVisibility(newFunc,
                                       SymbolTable::Visibility::Private);
    else
      ExportOp::create(rewriter, op.getLoc(), op.getName(), op.getName());
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnOpConversion : OpConversionPattern<func::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(func::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

struct CallOpConversion : OpConversionPattern<func::CallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "unsupported result types");
    rewriter.replaceOpWithNewOp<CallOp>(op, op.getCalleeAttr(), resultTypes,
                                        adaptor.getOperands());
    return success();
  }
};

struct BranchOpConversion : OpConversionPattern<cf::BranchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::BranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<BranchOp>(op, adaptor.getDestOperands(),
                                          op.getDest());
    return success();
  }
};

struct CondBranchOpConversion : OpConversionPattern<cf::CondBranchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::CondBranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<CondBranchOp>(
        op, adaptor.getCondition(), adaptor.getTrueDestOperands(),
        adaptor.getFalseDestOperands(), op.getTrueDest(), op.getFalseDest());
    return success();
  }
};

/// A switch over the cases 0..N-1 (what scf.index_switch lowers to) is a
/// branch table; an i64 flag outside them takes the default, not the case
/// its low bits name.
struct SwitchOpConversion : OpConversionPattern<cf::SwitchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::SwitchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<DenseIntElementsAttr> caseValues = op.getCaseValues();
    if (caseValues)
      for (auto [i, value] : llvm::enumerate(caseValues->getValues<APInt>()))
        if (value.getSExtValue() != static_cast<int64_t>(i))
          return rewriter.notifyMatchFailure(op, "cases are not 0..N-1");
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    int64_t caseCount = op.getCaseDestinations().size();
    Value index = adaptor.getFlag();
    if (index.getType().isInteger(64)) {
      Value count = ConstI64Op::create(rewriter, loc, rewriter.getI64Type(),
                                       rewriter.getI64IntegerAttr(caseCount));
      Value inRange = CmpLTI64UOp::create(rewriter, loc, i32, index, count);
      index = SelectI32Op::create(
          rewriter, loc, i32, inRange, TruncI64I32Op::create(rewriter, loc, i32, index),
          ConstI32Op::create(rewriter, loc, i32,
                             rewriter.getI32IntegerAttr(caseCount)));
    } else if (!index.getType().isInteger(32)) {
      return rewriter.notifyMatchFailure(op, "flag is not i32 or i64");
    }
    SmallVector<ValueRange> caseOperands(adaptor.getCaseOperands());
    rewriter.replaceOpWithNewOp<BranchTableOp>(
        op, index, adaptor.getDefaultOperands(), caseOperands,
        op.getDefaultDestination(), op.getCaseDestinations());
    return success();
  }
};

/// A failed `cf.assert` unwinds with FAILED_PRECONDITION and its message.
struct AssertOpConversion : OpConversionPattern<cf::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  static constexpr int64_t kFailedPrecondition = 9;
  LogicalResult
  matchAndRewrite(cf::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    auto createI32 = [&](int64_t value) {
      return ConstI32Op::create(rewriter, loc, i32,
                                rewriter.getI32IntegerAttr(value));
    };
    Value failed =
        XorI32Op::create(rewriter, loc, i32, adaptor.getArg(), createI32(1));
    rewriter.replaceOpWithNewOp<CondFailOp>(
        op, failed, createI32(kFailedPrecondition), op.getMsgAttr());
    return success();
  }
};

template <typename GlobalOpTy, typename AttrTy>
void replaceWithValueGlobal(ConversionPatternRewriter &rewriter,
                            Util::GlobalOp op, Type type, Attribute initial) {
  rewriter.replaceOpWithNewOp<GlobalOpTy>(
      op, op.getSymNameAttr(), TypeAttr::get(type), op.getIsMutableAttr(),
      cast_or_null<AttrTy>(initial));
}

struct GlobalOpConversion : OpConversionPattern<Util::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::GlobalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "unsupported type");
    Attribute initial;
    if (std::optional<Attribute> value = op.getInitialValue()) {
      initial = convertScalarAttr(*value, type);
      if (!initial)
        return rewriter.notifyMatchFailure(op, "unsupported initial value");
    }
    if (type.isInteger(32))
      replaceWithValueGlobal<GlobalI32Op, IntegerAttr>(rewriter, op, type,
                                                       initial);
    else if (type.isInteger(64))
      replaceWithValueGlobal<GlobalI64Op, IntegerAttr>(rewriter, op, type,
                                                       initial);
    else if (type.isF32())
      replaceWithValueGlobal<GlobalF32Op, FloatAttr>(rewriter, op, type,
                                                     initial);
    else if (type.isF64())
      replaceWithValueGlobal<GlobalF64Op, FloatAttr>(rewriter, op, type,
                                                     initial);
    else
      rewriter.replaceOpWithNewOp<GlobalRefOp>(op, op.getSymNameAttr(),
                                               TypeAttr::get(type),
                                               op.getIsMutableAttr());
    return success();
  }
};

struct GlobalLoadOpConversion : OpConversionPattern<Util::GlobalLoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::GlobalLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "unsupported type");
    FlatSymbolRefAttr global = op.getGlobalAttr();
    if (type.isInteger(32))
      rewriter.replaceOpWithNewOp<GlobalLoadI32Op>(op, type, global);
    else if (type.isInteger(64))
      rewriter.replaceOpWithNewOp<GlobalLoadI64Op>(op, type, global);
    else if (type.isF32())
      rewriter.replaceOpWithNewOp<GlobalLoadF32Op>(op, type, global);
    else if (type.isF64())
      rewriter.replaceOpWithNewOp<GlobalLoadF64Op>(op, type, global);
    else
      rewriter.replaceOpWithNewOp<GlobalLoadRefOp>(op, type, global);
    return success();
  }
};

struct GlobalStoreOpConversion : OpConversionPattern<Util::GlobalStoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::GlobalStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value value = adaptor.getValue();
    Type type = value.getType();
    FlatSymbolRefAttr global = op.getGlobalAttr();
    if (type.isInteger(32))
      rewriter.replaceOpWithNewOp<GlobalStoreI32Op>(op, value, global);
    else if (type.isInteger(64))
      rewriter.replaceOpWithNewOp<GlobalStoreI64Op>(op, value, global);
    else if (type.isF32())
      rewriter.replaceOpWithNewOp<GlobalStoreF32Op>(op, value, global);
    else if (type.isF64())
      rewriter.replaceOpWithNewOp<GlobalStoreF64Op>(op, value, global);
    else if (isRefType(type))
      rewriter.replaceOpWithNewOp<GlobalStoreRefOp>(op, value, global);
    else
      return rewriter.notifyMatchFailure(op, "unsupported type");
    return success();
  }
};

struct InitializerOpConversion : OpConversionPattern<Util::InitializerOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::InitializerOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto initializer = InitializerOp::create(rewriter, op.getLoc());
    rewriter.inlineRegionBefore(op.getBody(), initializer.getBody(),
                                initializer.getBody().end());
    if (failed(rewriter.convertRegionTypes(&initializer.getBody(),
                                           *getTypeConverter())))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct InitializerReturnOpConversion : OpConversionPattern<Util::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<ReturnOp>(op);
    return success();
  }
};

/// The VM never folds across calls, so the barrier has nothing left to do.
struct OptimizationBarrierOpConversion
    : OpConversionPattern<Util::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::OptimizationBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getOperands());
    return success();
  }
};

struct UnfoldableConstantOpConversion
    : OpConversionPattern<Util::UnfoldableConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::UnfoldableConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return replaceWithVMConstant(rewriter, op, op.getValue(),
                                 *getTypeConverter());
  }
};

struct NullOpConversion : OpConversionPattern<Util::NullOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::NullOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || !isRefType(type))
      return rewriter.notifyMatchFailure(op, "not a reference type");
    rewriter.replaceOpWithNewOp<ConstRefZeroOp>(op, type);
    return success();
  }
};

}  // namespace

void populateStructuralToVMPatterns(const TypeConverter &typeConverter,
                                    RewritePatternSet &patterns) {
  patterns.add<FuncOpConversion, ReturnOpConversion, CallOpConversion,
               BranchOpConversion, CondBranchOpConversion, SwitchOpConversion,
               AssertOpConversion,
               GlobalOpConversion,
               GlobalLoadOpConversion, GlobalStoreOpConversion,
               InitializerOpConversion, InitializerReturnOpConversion,
               NullOpConversion, OptimizationBarrierOpConversion,
               UnfoldableConstantOpConversion>(typeConverter,
                                               patterns.getContext());
}

}  // namespace mlir::iree_compiler::IREE::VM
