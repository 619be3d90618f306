//===- ConvertStreamToHAL.cpp - Scheduled stream code becomes HAL calls ---===//
//
// Resources are buffers and timepoints fences. An execution region's
// commands are recorded into one command buffer by the CommandRecorder
// (barriers only between dependent ranges) and submitted after the fence it
// awaits; the region's timepoint is the fence that submission signals.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"
#include "compiler/Dialect/HAL/Transforms/HostGlobals.h"
#include "compiler/Dialect/HAL/Transforms/HostScalarAccess.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/Stream/IR/StreamOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_CONVERTSTREAMTOHALPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// What the patterns share: the module's globals and each host function's
/// loaded device values.
struct LoweringState {
  HostGlobals globals;
  SymbolTable &symbolTable;
  DenseMap<Operation *, HostValues> hostValues;

  const HostValues &getHost(Operation *op) const {
    auto func = op->getParentOfType<func::FuncOp>();
    return hostValues.find(func)->second;
  }
};

template <typename OpTy>
struct StreamPattern : OpConversionPattern<OpTy> {
  StreamPattern(const TypeConverter &converter, MLIRContext *context,
                const LoweringState &state)
      : OpConversionPattern<OpTy>(converter, context), state(state) {}
  const LoweringState &state;
};

Value castToI64(OpBuilder &builder, Location loc, Value index) {
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
}

int32_t getElementType(RankedTensorType type) {
  return *getElementTypeValue(type.getElementType());
}

struct ImportPattern : StreamPattern<Stream::TensorImportOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getEncoding());
    Location loc = op.getLoc();
    // Dynamic dimensions (-1) accept any size; the host reads them after.
    SmallVector<Value> shape;
    for (int64_t dim : type.getShape())
      shape.push_back(createI64(rewriter, loc, ShapedType::isDynamic(dim) ? -1 : dim));
    BufferViewAssertOp::create(rewriter, loc, adaptor.getSource(),
                               op.getMessageAttr(), getElementType(type),
                               kEncodingDenseRowMajor, shape);
    rewriter.replaceOpWithNewOp<BufferViewBufferOp>(
        op, BufferType::get(getContext()), adaptor.getSource());
    return success();
  }
};

struct ExportPattern : StreamPattern<Stream::TensorExportOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorExportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getEncoding());
    Location loc = op.getLoc();
    rewriter.replaceOpWithNewOp<BufferViewCreateOp>(
        op, BufferViewType::get(getContext()), adaptor.getSource(),
        createI64(rewriter, loc, 0), castToI64(rewriter, loc, op.getSourceSize()),
        getElementType(type), kEncodingDenseRowMajor,
        createShape(rewriter, loc, type, adaptor.getEncodingDims()));
    return success();
  }
};

/// Execution regions bind the pool at a constant's offset; other uses (the
/// host reading a constant) get a subspan. A parameter is its own buffer.
struct ConstantPattern : StreamPattern<Stream::TensorConstantOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (StringAttr global = state.globals.getParameterGlobal(op)) {
      rewriter.replaceOpWithNewOp<Util::GlobalLoadOp>(
          op, BufferType::get(getContext()), global);
      return success();
    }
    Value pool = state.getHost(op).pool;
    if (llvm::all_of(op->getUsers(), llvm::IsaPred<Stream::CmdExecuteOp>)) {
      rewriter.replaceOp(op, pool);
      return success();
    }
    Location loc = op.getLoc();
    rewriter.replaceOpWithNewOp<BufferSubspanOp>(
        op, BufferType::get(getContext()), pool,
        createI64(rewriter, loc, state.globals.getConstantOffset(op)),
        castToI64(rewriter, loc, op.getResultSize()));
    return success();
  }
};

/// A declared parameter is the buffer its global holds.
struct ParameterPattern : StreamPattern<Stream::TensorParameterOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorParameterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<Util::GlobalLoadOp>(
        op, BufferType::get(getContext()),
        state.globals.getParameterGlobal(op));
    return success();
  }
};

struct AllocPattern : StreamPattern<Stream::ResourceAllocOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::ResourceAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // At least a byte: zero-sized tensors still get a buffer to bind.
    Location loc = op.getLoc();
    Value size = arith::MaxSIOp::create(
        rewriter, loc, castToI64(rewriter, loc, op.getResultSize()),
        createI64(rewriter, loc, 1));
    // From the device's transient pool, usable at once (no fences): the
    // block is one no queued work uses any more.
    rewriter.replaceOpWithNewOp<DeviceQueueAllocaOp>(
        op, BufferType::get(getContext()), state.getHost(op).device,
        /*wait_fence=*/Value(), /*signal_fence=*/Value(),
        kMemoryTypeDeviceLocal | kMemoryTypeHostVisible, kBufferUsageDefault,
        size);
    return success();
  }
};

/// The buffer's memory returns to the device's pool once the fence is
/// reached; nothing waits for that, so there is no signal fence.
struct DeallocaPattern : StreamPattern<Stream::ResourceDeallocaOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::ResourceDeallocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<DeviceQueueDeallocaOp>(
        op, state.getHost(op).device, adaptor.getAwaitTimepoint(),
        /*signal_fence=*/Value(), adaptor.getResource());
    return success();
  }
};

/// The byte offset of element |indices| of a row-major |type|, as an i64.
Value getElementOffset(OpBuilder &builder, Location loc, RankedTensorType type,
                       ValueRange indices) {
  int64_t stride = getStorageSize(RankedTensorType::get({}, type.getElementType()));
  Value offset = createI64(builder, loc, 0);
  for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
    Value index = castToI64(builder, loc, indices[dim]);
    offset = arith::AddIOp::create(
        builder, loc, offset,
        arith::MulIOp::create(builder, loc, index, createI64(builder, loc, stride)));
    stride *= type.getDimSize(dim);
  }
  return offset;
}

struct LoadPattern : StreamPattern<Stream::TensorLoadOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getEncoding());
    Location loc = op.getLoc();
    Value offset = getElementOffset(rewriter, loc, type, op.getIndices());
    rewriter.replaceOp(op, loadElement(rewriter, loc, adaptor.getSource(), offset,
                                       type.getElementType()));
    return success();
  }
};

struct FromElementsPattern : StreamPattern<Stream::TensorFromElementsOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TensorFromElementsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getEncoding());
    Location loc = op.getLoc();
    int64_t size = getStorageSize(type);
    Value buffer = AllocatorAllocateOp::create(
        rewriter, loc, BufferType::get(getContext()), state.getHost(op).allocator,
        kMemoryTypeDeviceLocal | kMemoryTypeHostVisible, kBufferUsageDefault,
        createI64(rewriter, loc, std::max<int64_t>(size, 1)));
    int64_t elementBytes = size / std::max<int64_t>(1, type.getNumElements());
    for (auto [i, element] : llvm::enumerate(adaptor.getElements()))
      storeElement(rewriter, loc, element, buffer,
                   createI64(rewriter, loc, i * elementBytes));
    rewriter.replaceOp(op, buffer);
    return success();
  }
};

/// Records the region's commands and submits them after its awaited fence.
struct ExecutePattern : StreamPattern<Stream::CmdExecuteOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::CmdExecuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const HostValues &host = state.getHost(op);
    // Where each captured resource starts: constants are pool ranges.
    SmallVector<BufferRange> bases;
    for (auto [operand, converted] :
         llvm::zip(op.getResourceOperands(), adaptor.getResourceOperands())) {
      auto constant = operand.getDefiningOp<Stream::TensorConstantOp>();
      if (constant && !state.globals.getParameterGlobal(constant))
        bases.push_back({host.pool, state.globals.getConstantOffset(constant), 0});
      else
        bases.push_back({converted, 0, 0});
    }
    auto getRange = [&](Operation *command, Value resource, Value offset,
                        Value length) -> FailureOr<BufferRange> {
      BufferRange range = bases[cast<BlockArgument>(resource).getArgNumber()];
      if (std::optional<int64_t> staticOffset = getConstantIntValue(offset))
        range.offset += *staticOffset;
      else
        range.dynamicOffset = rewriter.getRemappedValue(offset);
      if (std::optional<int64_t> staticLength = getConstantIntValue(length))
        range.length = *staticLength;
      else
        range.dynamicLength = rewriter.getRemappedValue(length);
      return range;
    };

    CommandRecorder recorder(host.device, adaptor.getAwaitTimepoint());
    for (Operation &command : op.getBody().front().without_terminator()) {
      Location loc = command.getLoc();
      if (auto dispatch = dyn_cast<Stream::CmdDispatchOp>(command)) {
        FailureOr<SmallVector<ExecutableExportOp>> exports =
            state.globals.lookupDispatchExports(
                dispatch, dispatch.getEntryPoint(),
                dispatch.getConstants().size(), state.symbolTable);
        if (failed(exports)) return failure();
        // Bindings are the inputs, then the results.
        SmallVector<BufferRange> inputs, outputs;
        for (auto [i, access] : llvm::enumerate(dispatch.getResourceAccesses())) {
          FailureOr<BufferRange> range = getRange(
              dispatch, dispatch.getResources()[i],
              dispatch.getResourceOffsets()[i], dispatch.getResourceLengths()[i]);
          if (failed(range)) return failure();
          auto kind = static_cast<Stream::ResourceAccess>(access);
          if (kind == Stream::ResourceAccess::ReadWrite ||
              (kind == Stream::ResourceAccess::Read && !outputs.empty()))
            return dispatch.emitError("bindings must be read-only inputs "
                                      "followed by write-only results");
          (kind == Stream::ResourceAccess::Read ? inputs : outputs)
              .push_back(*range);
        }
        Attribute executableName = dispatch.getEntryPoint().getRootReference();
        recorder.recordDispatch(rewriter, loc,
                                host.executables.lookup(executableName),
                                *exports,
                                host.variantIndices.lookup(executableName),
                                dispatch.getConstants(), inputs, outputs);
      } else if (auto copy = dyn_cast<Stream::CmdCopyOp>(command)) {
        FailureOr<BufferRange> source = getRange(copy, copy.getSource(),
                                                 copy.getSourceOffset(),
                                                 copy.getLength());
        FailureOr<BufferRange> target = getRange(copy, copy.getTarget(),
                                                 copy.getTargetOffset(),
                                                 copy.getLength());
        if (failed(source) || failed(target)) return failure();
        recorder.recordCopy(rewriter, loc, *source, *target);
      } else {
        return command.emitError("has no HAL lowering");
      }
    }
    rewriter.replaceOp(op, recorder.submit(rewriter, op.getLoc()));
    return success();
  }
};

struct AwaitPattern : StreamPattern<Stream::TimepointAwaitOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointAwaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FenceAwaitOp::create(rewriter, loc, rewriter.getI32Type(),
                         createI32(rewriter, loc, -1),
                         ValueRange{adaptor.getAwaitTimepoint()});
    rewriter.replaceOp(op, adaptor.getResourceOperands());
    return success();
  }
};

/// A null fence: one already reached.
struct ImmediatePattern : StreamPattern<Stream::TimepointImmediateOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointImmediateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<Util::NullOp>(op, FenceType::get(getContext()));
    return success();
  }
};

/// A caller's fence is the timepoint.
struct TimepointImportPattern : StreamPattern<Stream::TimepointImportOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointImportOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getFence());
    return success();
  }
};

/// A queue barrier: waits for the timepoint, signals the caller's fence.
struct ChainExternalPattern
    : StreamPattern<Stream::TimepointChainExternalOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointChainExternalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<DeviceQueueExecuteOp>(
        op, state.getHost(op).device, adaptor.getAwaitTimepoint(),
        adaptor.getFence(), /*command_buffer=*/Value(),
        /*binding_table=*/ValueRange());
    return success();
  }
};

/// Scheduling resolved the barrier's timepoint; the buffer passes through.
struct TimepointBarrierPattern : StreamPattern<Stream::TimepointBarrierOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getResultTimepoint().use_empty())
      return op.emitError("barrier timepoint is still used: execution "
                          "scheduling did not run");
    Value none = Util::NullOp::create(rewriter, op.getLoc(),
                                      FenceType::get(getContext()));
    rewriter.replaceOp(op, {adaptor.getResource(), none});
    return success();
  }
};

struct JoinPattern : StreamPattern<Stream::TimepointJoinOp> {
  using StreamPattern::StreamPattern;
  LogicalResult
  matchAndRewrite(Stream::TimepointJoinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<FenceJoinOp>(op, FenceType::get(getContext()),
                                             adaptor.getAwaitTimepoints());
    return success();
  }
};

/// Barriers over resources become barriers over buffers.
struct BarrierPattern : OpConversionPattern<Util::OptimizationBarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Util::OptimizationBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<Util::OptimizationBarrierOp>(
        op, adaptor.getOperands());
    return success();
  }
};

struct ConvertStreamToHALPass
    : impl::ConvertStreamToHALPassBase<ConvertStreamToHALPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    SymbolTable symbolTable(module);
    SmallVector<func::FuncOp> funcs;
    SmallVector<std::pair<Operation *, ElementsAttr>> constants;
    SmallVector<Stream::TensorParameterOp> parameters;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal()) continue;
      funcs.push_back(func);
      func.walk([&](Stream::TensorConstantOp constant) {
        constants.push_back({constant, constant.getValue()});
      });
      func.walk([&](Stream::TensorParameterOp parameter) {
        parameters.push_back(parameter);
      });
    }
    FailureOr<ParameterExport> exported = ParameterExport::parse(
        module, exportParameters, exportParameterMinimumSize);
    if (failed(exported)) return signalPassFailure();
    FailureOr<HostGlobals> globals = HostGlobals::create(
        module, symbolTable, constants, *exported, parameters);
    if (failed(globals)) return signalPassFailure();
    // Dispatches of exports that do not fit are reported once, here, rather
    // than as failed conversions.
    bool invalid = false;
    for (func::FuncOp func : funcs)
      func.walk([&](Stream::CmdDispatchOp dispatch) {
        invalid |= failed(globals->lookupDispatchExports(
            dispatch, dispatch.getEntryPoint(), dispatch.getConstants().size(),
            symbolTable));
      });
    if (invalid) return signalPassFailure();
    LoweringState state{std::move(*globals), symbolTable,
                        DenseMap<Operation *, HostValues>()};
    for (func::FuncOp func : funcs) {
      llvm::SetVector<Attribute> executableNames;
      func.walk([&](Stream::CmdDispatchOp dispatch) {
        executableNames.insert(dispatch.getEntryPoint().getRootReference());
      });
      OpBuilder builder = OpBuilder::atBlockBegin(&func.getBody().front());
      state.hostValues[func] = state.globals.load(
          builder, func.getLoc(), executableNames.getArrayRef());
    }

    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    converter.addConversion([](Stream::ResourceType type) -> Type {
      return BufferType::get(type.getContext());
    });
    converter.addConversion([](Stream::TimepointType type) -> Type {
      return FenceType::get(type.getContext());
    });
    ConversionTarget target(*context);
    target.addIllegalDialect<Stream::StreamDialect>();
    target.markUnknownOpDynamicallyLegal(
        [&](Operation *op) { return converter.isLegal(op); });
    RewritePatternSet patterns(context);
    patterns.add<ImportPattern, ExportPattern, ConstantPattern,
                 ParameterPattern, AllocPattern,
                 DeallocaPattern, LoadPattern, FromElementsPattern,
                 ExecutePattern, AwaitPattern, ImmediatePattern, JoinPattern,
                 TimepointImportPattern, ChainExternalPattern,
                 TimepointBarrierPattern>(
        converter, context, state);
    patterns.add<BarrierPattern>(converter, context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                        target);
    SmallVector<Operation *> hostFuncs(funcs.begin(), funcs.end());
    if (failed(applyPartialConversion(hostFuncs, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
