//===- ConvertToStream.cpp - flow host code becomes stream work -----------===//
//
// A 1:N dialect conversion: every tensor becomes a `!stream.resource<*>`,
// its byte size and one index per dynamic dimension (lifetimes are left to
// later passes; only host reads name theirs, `staging`), so host control
// flow carries sizes and dimensions with resources. The module boundary (public
// function arguments) is rewritten before the conversion, since arguments
// change to buffer views rather than to resources.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/IR/HALTypes.h"
#include "compiler/Dialect/Stream/Transforms/HostVerification.h"
#include "compiler/Dialect/Stream/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/Utils/ABIAttributes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::IREE::Stream {

#define GEN_PASS_DEF_CONVERTTOSTREAMPASS
#include "compiler/Dialect/Stream/Transforms/Passes.h.inc"

namespace {

/// The byte size of |type|, defined where the function starts so that it
/// dominates every use of the resource (findResourceSize); of a dynamically
/// shaped one, computed where |builder| is from its dynamic dimensions
/// |dims|.
Value createSize(OpBuilder &builder, Location loc, RankedTensorType type,
                 ValueRange dims = {}) {
  if (!type.hasStaticShape()) {
    Value size = arith::ConstantIndexOp::create(
        builder, loc,
        HAL::getStorageSize(RankedTensorType::get({}, type.getElementType())));
    auto dim = dims.begin();
    for (int64_t extent : type.getShape()) {
      Value factor = ShapedType::isDynamic(extent)
                         ? *dim++
                         : arith::ConstantIndexOp::create(builder, loc, extent)
                               .getResult();
      size = arith::MulIOp::create(builder, loc, size, factor);
    }
    return size;
  }
  OpBuilder::InsertionGuard guard(builder);
  Block *block = builder.getInsertionBlock();
  auto func = block->getParentOp()->getParentOfType<func::FuncOp>();
  if (!func) func = cast<func::FuncOp>(block->getParentOp());
  builder.setInsertionPointToStart(&func.getBody().front());
  return arith::ConstantIndexOp::create(builder, loc, HAL::getStorageSize(type));
}

Type getResourceType(MLIRContext *context, Lifetime lifetime = Lifetime::Unknown) {
  return ResourceType::get(context, lifetime);
}

SmallVector<Value> flatten(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> values;
  for (ValueRange range : ranges) llvm::append_range(values, range);
  return values;
}

bool hasTensors(TypeRange types) {
  return llvm::any_of(types, llvm::IsaPred<TensorType>);
}

/// What the export |dispatch| calls says of its outputs overwriting inputs
/// (every variant of a HAL executable says the same).
DenseI64ArrayAttr getInPlaceOperands(Flow::DispatchOp dispatch) {
  SymbolRefAttr entryPoint = dispatch.getEntryPoint();
  Operation *executable = SymbolTable::lookupNearestSymbolFrom(
      dispatch, entryPoint.getRootReference());
  if (auto flowExecutable = dyn_cast_or_null<Flow::ExecutableOp>(executable)) {
    for (auto exportOp :
         flowExecutable.getBody().getOps<Flow::ExecutableExportOp>())
      if (exportOp.getSymName() == entryPoint.getLeafReference())
        return exportOp.getInplaceOperandsAttr();
  } else if (auto halExecutable =
                 dyn_cast_or_null<HAL::ExecutableOp>(executable)) {
    for (auto variant :
         halExecutable.getBody().getOps<HAL::ExecutableVariantOp>())
      for (auto exportOp :
           variant.getBody().getOps<HAL::ExecutableExportOp>())
        if (exportOp.getSymName() == entryPoint.getLeafReference())
          return exportOp.getInplaceOperandsAttr();
  }
  return {};
}

struct DispatchPattern : OpConversionPattern<Flow::DispatchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Flow::DispatchOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> operands, operandSizes, resultSizes;
    for (ValueRange converted : adaptor.getArguments()) {
      operands.push_back(converted[0]);
      operandSizes.push_back(converted[1]);
    }
    SmallVector<Type> resultTypes;
    SmallVector<ValueRange> resultDims;
    SmallVector<Value> dims = flatten(adaptor.getResultDims());
    ArrayRef<Value> nextDims = dims;
    for (Type type : op.getResultTypes()) {
      auto tensorType = cast<RankedTensorType>(type);
      resultDims.push_back(nextDims.take_front(tensorType.getNumDynamicDims()));
      nextDims = nextDims.drop_front(tensorType.getNumDynamicDims());
      resultSizes.push_back(createSize(rewriter, loc, tensorType, resultDims.back()));
      resultTypes.push_back(getResourceType(getContext()));
    }
    auto dispatch = AsyncDispatchOp::create(
        rewriter, loc, resultTypes, op.getEntryPointAttr(),
        flatten(adaptor.getConstants()), operands, operandSizes, resultSizes,
        getInPlaceOperands(op));
    SmallVector<SmallVector<Value>> replacements;
    for (auto [result, size, resultDimValues] :
         llvm::zip(dispatch.getResults(), resultSizes, resultDims)) {
      replacements.push_back({result, size});
      llvm::append_range(replacements.back(), resultDimValues);
    }
    rewriter.replaceOpWithMultiple(op, std::move(replacements));
    return success();
  }
};

/// A reshape is the same bytes: its result is its source's resource and
/// size, with the reshape's own dimensions.
struct ReshapePattern : OpConversionPattern<Flow::TensorReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Flow::TensorReshapeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange source = adaptor.getSource();
    SmallVector<Value> replacement = {source[0], source[1]};
    for (ValueRange dim : adaptor.getResultDims())
      llvm::append_range(replacement, dim);
    rewriter.replaceOpWithMultiple(op, {replacement});
    return success();
  }
};

/// A dimension of a tensor is a constant or one of the dimension values
/// that travel with its resource.
struct DimPattern : OpConversionPattern<tensor::DimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::DimOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<int64_t> index = op.getConstantIndex();
    auto type = cast<RankedTensorType>(op.getSource().getType());
    if (!index || *index < 0 || *index >= type.getRank())
      return rewriter.notifyMatchFailure(op, "dimension index not constant");
    if (!type.isDynamicDim(*index)) {
      rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(
          op, type.getDimSize(*index));
      return success();
    }
    rewriter.replaceOp(
        op, adaptor.getSource()[2 + type.getDynamicDimIndex(*index)]);
    return success();
  }
};

/// Replaces |op| by the constant resource holding |value|.
void replaceWithConstant(ConversionPatternRewriter &rewriter, Operation *op,
                         RankedTensorType type, ElementsAttr value) {
  Location loc = op->getLoc();
  Value size = createSize(rewriter, loc, type);
  Value constant = TensorConstantOp::create(
      rewriter, loc, getResourceType(op->getContext()), value, size);
  rewriter.replaceOpWithMultiple(op, {{constant, size}});
}

/// A named parameter is a constant whose bytes come at run time.
struct ParameterPattern : OpConversionPattern<Flow::TensorParameterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Flow::TensorParameterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getType());
    Value size = createSize(rewriter, loc, type);
    Value parameter = TensorParameterOp::create(
        rewriter, loc, getResourceType(getContext()), op.getScopeAttr(),
        op.getKeyAttr(), TypeAttr::get(type), size);
    rewriter.replaceOpWithMultiple(op, {{parameter, size}});
    return success();
  }
};

/// arith.constant and util.unfoldable_constant of tensors.
template <typename OpTy>
struct ConstantPattern : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    auto value = dyn_cast<ElementsAttr>(op.getValue());
    if (!type || !value) return failure();
    replaceWithConstant(rewriter, op, type, value);
    return success();
  }
};

/// Tensors without elements (all the host may create uninitialized).
struct EmptyPattern : OpConversionPattern<tensor::EmptyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::EmptyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    if (!type.hasStaticShape() || type.getNumElements() != 0) return failure();
    replaceWithConstant(rewriter, op, type,
                        DenseElementsAttr::getFromRawBuffer(type, ArrayRef<char>()));
    return success();
  }
};

/// The host reads an element from a staging copy of the tensor.
struct ExtractPattern : OpConversionPattern<tensor::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::ExtractOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange source = adaptor.getTensor();
    Value staging = AsyncTransferOp::create(
        rewriter, loc, getResourceType(getContext(), Lifetime::Staging),
        source[0], source[1]);
    rewriter.replaceOpWithNewOp<TensorLoadOp>(
        op, op.getType(), staging, TypeAttr::get(op.getTensor().getType()),
        source[1], flatten(adaptor.getIndices()));
    return success();
  }
};

struct FromElementsPattern : OpConversionPattern<tensor::FromElementsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tensor::FromElementsOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getType());
    Value size = createSize(rewriter, loc, type);
    Value elements = TensorFromElementsOp::create(
        rewriter, loc, getResourceType(getContext()),
        flatten(adaptor.getElements()), TypeAttr::get(type), size);
    rewriter.replaceOpWithMultiple(op, {{elements, size}});
    return success();
  }
};

/// A barrier over tensors becomes one over their resources; sizes are not
/// data the barrier hides (a size it hid would look dynamic).
struct BarrierPattern : OpConversionPattern<Util::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::OptimizationBarrierOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> hidden;
    for (ValueRange converted : adaptor.getOperands())
      hidden.push_back(converted.front());
    auto barrier =
        Util::OptimizationBarrierOp::create(rewriter, op.getLoc(), hidden);
    SmallVector<SmallVector<Value>> replacements;
    for (auto [converted, result] :
         llvm::zip(adaptor.getOperands(), barrier.getResults())) {
      SmallVector<Value> values = {result};
      llvm::append_range(values, converted.drop_front());
      replacements.push_back(values);
    }
    rewriter.replaceOpWithMultiple(op, std::move(replacements));
    return success();
  }
};

/// |type| with the element type callers see at |attrs|'s position of a
/// public function's signature (kAbiElementTypeAttr), if it names an
/// integer type of the same width (a `ui64` the input phase demoted to i32
/// stays i32).
RankedTensorType getAbiTensorType(RankedTensorType type, DictionaryAttr attrs) {
  auto declared = attrs ? attrs.getAs<TypeAttr>(kAbiElementTypeAttr) : nullptr;
  auto integer = declared ? dyn_cast<IntegerType>(declared.getValue()) : nullptr;
  if (!integer || !type.getElementType().isInteger(integer.getWidth()))
    return type;
  return type.clone(integer);
}

/// Host ops that consume tensors without producing any (`func.return`,
/// `check.*`) see them as buffer views; a function's results as the element
/// types its signature declares.
struct HostConsumerPattern : ConversionPattern {
  HostConsumerPattern(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<ValueRange> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumRegions() || hasTensors(op->getResultTypes()) ||
        !hasTensors(op->getOperandTypes()) ||
        isa<Flow::FlowDialect, StreamDialect>(op->getDialect()))
      return failure();
    auto func = isa<func::ReturnOp>(op) ? op->getParentOfType<func::FuncOp>()
                                         : func::FuncOp();
    SmallVector<Value> newOperands;
    for (auto [index, original, converted] :
         llvm::enumerate(op->getOperands(), operands)) {
      auto type = dyn_cast<RankedTensorType>(original.getType());
      if (!type) {
        newOperands.push_back(converted.front());
        continue;
      }
      if (func) type = getAbiTensorType(type, func.getResultAttrDict(index));
      newOperands.push_back(TensorExportOp::create(
          rewriter, op->getLoc(), HAL::BufferViewType::get(getContext()),
          converted[0], TypeAttr::get(type), converted.drop_front(2),
          converted[1]));
    }
    rewriter.modifyOpInPlace(op, [&] { op->setOperands(newOperands); });
    return success();
  }
};

/// Public functions take buffer views: each tensor argument is imported
/// where the function starts, and a cast stands for the tensor until the
/// conversion replaces its uses.
void importArguments(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  for (BlockArgument arg : entry.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type) continue;
    Location loc = arg.getLoc();
    arg.setType(HAL::BufferViewType::get(context));
    StringAttr message =
        builder.getStringAttr("input " + std::to_string(arg.getArgNumber()));
    RankedTensorType abiType =
        getAbiTensorType(type, func.getArgAttrDict(arg.getArgNumber()));
    // A dynamically shaped argument's sizes are read from its view, once
    // its rank and element type are known to be right.
    SmallVector<Value> dims;
    if (!type.hasStaticShape()) {
      SmallVector<Value> expected;
      for (int64_t extent : type.getShape())
        expected.push_back(arith::ConstantIntOp::create(
            builder, loc, ShapedType::isDynamic(extent) ? -1 : extent, 64));
      auto elementType = HAL::getElementTypeValue(abiType.getElementType());
      HAL::BufferViewAssertOp::create(builder, loc, arg, message,
                                      elementType ? *elementType : 0,
                                      HAL::kEncodingDenseRowMajor, expected);
      for (int64_t d = 0; d < type.getRank(); ++d) {
        if (!type.isDynamicDim(d)) continue;
        Value dim = HAL::BufferViewDimOp::create(
            builder, loc, builder.getI64Type(), arg, d);
        dims.push_back(arith::IndexCastOp::create(
            builder, loc, builder.getIndexType(), dim));
      }
    }
    Value size = createSize(builder, loc, type, dims);
    auto import = TensorImportOp::create(
        builder, loc, getResourceType(context), arg, message,
        TypeAttr::get(abiType), dims, size, /*await_timepoint=*/Value());
    SmallVector<Value> converted = {import, size};
    llvm::append_range(converted, dims);
    auto tensor = UnrealizedConversionCastOp::create(
        builder, loc, TypeRange{type}, converted);
    arg.replaceUsesWithIf(tensor.getResult(0), [&](OpOperand &use) {
      return !isa<TensorImportOp, HAL::BufferViewAssertOp,
                  HAL::BufferViewDimOp>(use.getOwner());
    });
  }
}

struct ConvertToStreamPass
    : impl::ConvertToStreamPassBase<ConvertToStreamPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal()) continue;
      if (failed(verifyHostFunction(func))) return signalPassFailure();
      funcs.push_back(func);
    }
    for (func::FuncOp func : funcs) importArguments(func);

    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    converter.addConversion(
        [](RankedTensorType type, SmallVectorImpl<Type> &results) {
          // The resource, its byte size, then each dynamic dimension.
          results.push_back(getResourceType(type.getContext()));
          results.append(1 + type.getNumDynamicDims(),
                         IndexType::get(type.getContext()));
          return success();
        });
    auto castMaterialization = [](OpBuilder &builder, TypeRange types,
                                  ValueRange inputs,
                                  Location loc) -> SmallVector<Value> {
      return UnrealizedConversionCastOp::create(builder, loc, types, inputs)
          .getResults();
    };
    converter.addTargetMaterialization(castMaterialization);

    ConversionTarget target(*context);
    target.addLegalDialect<StreamDialect, HAL::HALDialect>();
    target.addLegalOp<UnrealizedConversionCastOp>();
    target.addIllegalOp<Flow::DispatchOp, Flow::TensorReshapeOp,
                        Flow::TensorParameterOp,
                        tensor::ExtractOp, tensor::FromElementsOp,
                        tensor::EmptyOp, tensor::DimOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *op) {
      return !hasTensors(op->getOperandTypes()) &&
             !hasTensors(op->getResultTypes());
    });
    RewritePatternSet patterns(context);
    patterns.add<DispatchPattern, ReshapePattern, DimPattern, ParameterPattern,
                 ConstantPattern<arith::ConstantOp>,
                 ConstantPattern<Util::UnfoldableConstantOp>, EmptyPattern,
                 ExtractPattern, FromElementsPattern, BarrierPattern,
                 HostConsumerPattern>(converter, context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                        target);
    // Only host functions: executables keep their tensors.
    SmallVector<Operation *> hostFuncs(funcs.begin(), funcs.end());
    if (failed(applyPartialConversion(hostFuncs, target, std::move(patterns))))
      return signalPassFailure();

    SmallVector<UnrealizedConversionCastOp> casts;
    for (func::FuncOp func : funcs)
      func.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    reconcileUnrealizedCasts(casts);
    for (func::FuncOp func : funcs) {
      auto returnOp = cast<func::ReturnOp>(func.getBody().front().getTerminator());
      SmallVector<Type> inputs(func.getBody().front().getArgumentTypes());
      func.setFunctionType(FunctionType::get(
          context, inputs, returnOp.getOperandTypes()));
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Stream
