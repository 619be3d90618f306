//===- ConvertHALToVM.cpp - hal and check ops to import calls -------------===//
//
// Each host hal op (and check op) becomes one call of the runtime import of
// the same name (docs/hal_module.md): operands in the import's argument
// order, attributes as constants, strings and data as rodata. The import's
// signature is spelled by the call's argument types, so it cannot drift
// from the calls.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

/// Rodata of constants the device reads in place is 64-byte aligned.
constexpr uint64_t kDeviceDataAlignment = 64;

/// `hal.command_buffer.dispatch` flag: record a full execution barrier first.
constexpr int32_t kDispatchFlagBarrier = 1;

/// The byte size of a rodata value made by getRodataValue.
int64_t getRodataByteLength(Attribute value) {
  auto dense = cast<DenseElementsAttr>(value);
  return dense.getNumElements() *
         (dense.getElementType().getIntOrFloatBitWidth() / 8);
}

/// `!vm.ref<!hal.X>` for the hal type |T|.
template <typename T> Type getRefType(MLIRContext *context) {
  return RefType::get(context, T::get(context));
}

/// Converts |OpTy| to a call of the import named like the op; subclasses
/// list the arguments.
template <typename OpTy>
struct ImportCallConversion : OpConversionPattern<OpTy> {
  using Adaptor = typename OpTy::Adaptor;

  ImportCallConversion(const TypeConverter &typeConverter,
                       MLIRContext *context, ModuleDeclarations &declarations)
      : OpConversionPattern<OpTy>(typeConverter, context),
        declarations(declarations) {}

  virtual void addArguments(OpTy op, Adaptor adaptor,
                            ImportCallBuilder &call) const = 0;
  /// The import called; the op's name unless the import's differs.
  virtual StringRef getImportName(OpTy op) const {
    return op->getName().getStringRef();
  }

  LogicalResult
  matchAndRewrite(OpTy op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(),
                                                      resultTypes)))
      return rewriter.notifyMatchFailure(op, "unsupported result types");
    ImportCallBuilder call(rewriter, op.getLoc());
    addArguments(op, adaptor, call);
    Operation *callOp =
        call.emit(declarations, getImportName(op), resultTypes);
    rewriter.replaceOp(op, callOp->getResults());
    return success();
  }

  ModuleDeclarations &declarations;
};

/// A call whose arguments are exactly the op's operands.
template <typename OpTy>
struct OperandsImportCallConversion : ImportCallConversion<OpTy> {
  using ImportCallConversion<OpTy>::ImportCallConversion;
  void addArguments(OpTy op, typename OpTy::Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    for (Value operand : adaptor.getOperands())
      call.arg(operand);
  }
};

/// `hal.buffer_view.dim` takes the dimension's index as an i32.
struct BufferViewDimOpConversion : ImportCallConversion<HAL::BufferViewDimOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::BufferViewDimOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getBufferView()).i32(op.getIndex());
  }
};

/// The leading arguments of every queue operation: the device, the queue
/// affinity (ignored by the runtime, which has one queue; -1 is "any") and
/// the wait and signal fences, null where absent.
void addQueueArguments(ImportCallBuilder &call, Value device, Value wait,
                       Value signal) {
  Type fenceType = getRefType<HAL::FenceType>(device.getContext());
  call.arg(device).i64(-1);
  for (Value fence : {wait, signal}) {
    if (fence)
      call.arg(fence);
    else
      call.nullRef(fenceType);
  }
}

/// A submission with a binding table calls `execute.indirect`, whose table
/// entries are (buffer, offset, length) tuples: here whole buffers.
struct DeviceQueueExecuteOpConversion
    : ImportCallConversion<HAL::DeviceQueueExecuteOp> {
  using ImportCallConversion::ImportCallConversion;
  StringRef getImportName(HAL::DeviceQueueExecuteOp op) const override {
    return op.getBindingTable().empty() ? "hal.device.queue.execute"
                                        : "hal.device.queue.execute.indirect";
  }
  void addArguments(HAL::DeviceQueueExecuteOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    MLIRContext *context = op.getContext();
    addQueueArguments(call, adaptor.getDevice(), adaptor.getWaitFence(),
                      adaptor.getSignalFence());
    if (adaptor.getCommandBuffer())
      call.arg(adaptor.getCommandBuffer());
    else
      call.nullRef(getRefType<HAL::CommandBufferType>(context));
    if (op.getBindingTable().empty())
      return;
    Type i64 = IntegerType::get(context, 64);
    SmallVector<Value> entries;
    for (Value buffer : adaptor.getBindingTable())
      entries.append({buffer, call.constI64(0), call.constI64(-1)});
    call.variadic(entries, {getRefType<HAL::BufferType>(context), i64, i64});
  }
};

struct DeviceQueueAllocaOpConversion
    : ImportCallConversion<HAL::DeviceQueueAllocaOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::DeviceQueueAllocaOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    addQueueArguments(call, adaptor.getDevice(), adaptor.getWaitFence(),
                      adaptor.getSignalFence());
    call.i32(op.getMemoryTypes())
        .i32(op.getBufferUsage())
        .arg(adaptor.getSize());
  }
};

struct DeviceQueueDeallocaOpConversion
    : ImportCallConversion<HAL::DeviceQueueDeallocaOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::DeviceQueueDeallocaOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    addQueueArguments(call, adaptor.getDevice(), adaptor.getWaitFence(),
                      adaptor.getSignalFence());
    call.arg(adaptor.getBuffer());
  }
};

struct AllocatorAllocateOpConversion
    : ImportCallConversion<HAL::AllocatorAllocateOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::AllocatorAllocateOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getAllocator())
        .i32(op.getMemoryTypes())
        .i32(op.getBufferUsage())
        .arg(adaptor.getSize());
  }
};

struct AllocatorAllocateInitializedOpConversion
    : ImportCallConversion<HAL::AllocatorAllocateInitializedOp> {
  using ImportCallConversion::ImportCallConversion;
  LogicalResult
  matchAndRewrite(HAL::AllocatorAllocateInitializedOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(getRodataValue(op.getData())))
      return rewriter.notifyMatchFailure(op, "data has no byte layout");
    return ImportCallConversion::matchAndRewrite(op, adaptor, rewriter);
  }
  void addArguments(HAL::AllocatorAllocateInitializedOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    Attribute data = *getRodataValue(op.getData());
    call.arg(adaptor.getAllocator())
        .i32(op.getMemoryTypes())
        .i32(op.getBufferUsage())
        .rodataBuffer(declarations.lookupOrCreateRodata("__constant", data,
                                                        kDeviceDataAlignment))
        .i64(0)
        .i64(getRodataByteLength(data));
  }
};

struct BufferViewCreateOpConversion
    : ImportCallConversion<HAL::BufferViewCreateOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::BufferViewCreateOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    Type i64 = IntegerType::get(op.getContext(), 64);
    call.arg(adaptor.getBuffer())
        .arg(adaptor.getOffset())
        .arg(adaptor.getLength())
        .i32(op.getElementType())
        .i32(op.getEncodingType())
        .variadic(adaptor.getShape(), {i64});
  }
};

/// The runtime answers every query as an i64 (`hal.device.query.i64`).
struct DeviceQueryOpConversion : ImportCallConversion<HAL::DeviceQueryOp> {
  using ImportCallConversion::ImportCallConversion;
  StringRef getImportName(HAL::DeviceQueryOp) const override {
    return "hal.device.query.i64";
  }
  void addArguments(HAL::DeviceQueryOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getDevice())
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "query_category", op.getCategoryAttr(), std::nullopt))
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "query_key", op.getKeyAttr(), std::nullopt));
  }
};

/// Parameters come from the io_parameters module (docs/parameters.md).
struct ParameterLoadOpConversion : ImportCallConversion<HAL::ParameterLoadOp> {
  using ImportCallConversion::ImportCallConversion;
  StringRef getImportName(HAL::ParameterLoadOp) const override {
    return "io_parameters.load";
  }
  void addArguments(HAL::ParameterLoadOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getDevice())
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "parameter_scope", op.getScopeAttr(), std::nullopt))
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "parameter_key", op.getKeyAttr(), std::nullopt))
        .i64(op.getLength());
  }
};

struct BufferViewAssertOpConversion
    : ImportCallConversion<HAL::BufferViewAssertOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::BufferViewAssertOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    Type i64 = IntegerType::get(op.getContext(), 64);
    call.arg(adaptor.getBufferView())
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "message", op.getMessageAttr(), std::nullopt))
        .i32(op.getElementType())
        .i32(op.getEncodingType())
        .variadic(adaptor.getShape(), {i64});
  }
};

/// `util.assert` calls `hal.assert` (condition, message, values), which
/// fails the call with the message naming the values.
struct AssertOpConversion : ImportCallConversion<Util::AssertOp> {
  using ImportCallConversion::ImportCallConversion;
  StringRef getImportName(Util::AssertOp) const override {
    return "hal.assert";
  }
  LogicalResult
  matchAndRewrite(Util::AssertOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // Values are index (i64 in the VM), as the input conversion makes them.
    if (!llvm::all_of(adaptor.getValues().getTypes(),
                      [](Type type) { return type.isInteger(64); }))
      return rewriter.notifyMatchFailure(op, "values must be index or i64");
    return ImportCallConversion::matchAndRewrite(op, adaptor, rewriter);
  }
  void addArguments(Util::AssertOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    Type i64 = IntegerType::get(op.getContext(), 64);
    call.arg(adaptor.getCondition())
        .rodataBuffer(declarations.lookupOrCreateRodata(
            "assert_message", op.getMessageAttr(), std::nullopt))
        .variadic(adaptor.getValues(), {i64});
  }
};

struct CommandBufferCreateOpConversion
    : ImportCallConversion<HAL::CommandBufferCreateOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::CommandBufferCreateOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getDevice())
        .i32(op.getModes())
        .i32(op.getCommandCategories())
        .i32(op.getBindingCapacity());
  }
};

struct CommandBufferExecutionBarrierOpConversion
    : ImportCallConversion<HAL::CommandBufferExecutionBarrierOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::CommandBufferExecutionBarrierOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getCommandBuffer())
        .i32(op.getSourceStageMask())
        .i32(op.getTargetStageMask())
        .i32(/*flags=*/0);
  }
};

struct CommandBufferFillBufferOpConversion
    : ImportCallConversion<HAL::CommandBufferFillBufferOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::CommandBufferFillBufferOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getCommandBuffer())
        .arg(adaptor.getTargetBuffer())
        .arg(adaptor.getTargetOffset())
        .arg(adaptor.getLength())
        .arg(adaptor.getPattern())
        .i32(op.getPatternLength());
  }
};

struct CommandBufferDispatchOpConversion
    : ImportCallConversion<HAL::CommandBufferDispatchOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::CommandBufferDispatchOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    MLIRContext *context = op.getContext();
    Type i32 = IntegerType::get(context, 32);
    Type i64 = IntegerType::get(context, 64);
    // Bindings are (slot, buffer, offset, length) tuples, listed flat; slot
    // -1 binds the buffer, any other a slot of the submission's table (its
    // buffer is null).
    SmallVector<int32_t> slots(adaptor.getBindingBuffers().size(), -1);
    if (std::optional<ArrayRef<int32_t>> bindingSlots = op.getBindingSlots())
      slots.assign(bindingSlots->begin(), bindingSlots->end());
    SmallVector<Value> bindings;
    for (auto [slot, buffer, offset, length] : llvm::zip_equal(
             slots, adaptor.getBindingBuffers(), adaptor.getBindingOffsets(),
             adaptor.getBindingLengths()))
      bindings.append({call.constI32(slot), buffer, offset, length});
    call.arg(adaptor.getCommandBuffer())
        .arg(adaptor.getExecutable())
        .i32(op.getOrdinal())
        .arg(adaptor.getWorkgroupX())
        .arg(adaptor.getWorkgroupY())
        .arg(adaptor.getWorkgroupZ())
        .i32(op.getBarrier() ? kDispatchFlagBarrier : 0)
        .variadic(adaptor.getConstants(), {i32})
        .variadic(bindings,
                  {i32, getRefType<HAL::BufferType>(context), i64, i64});
  }
};

struct FenceCreateOpConversion : ImportCallConversion<HAL::FenceCreateOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::FenceCreateOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getDevice()).i32(/*flags=*/0);
  }
};

struct FenceAwaitOpConversion : ImportCallConversion<HAL::FenceAwaitOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::FenceAwaitOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getTimeoutMillis())
        .variadic(adaptor.getFences(),
                  {getRefType<HAL::FenceType>(op.getContext())});
  }
};

struct FenceJoinOpConversion : ImportCallConversion<HAL::FenceJoinOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::FenceJoinOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.variadic(adaptor.getFences(),
                  {getRefType<HAL::FenceType>(op.getContext())});
  }
};

/// Loads the executable's serialized binary, embedded as two rodata
/// segments (format string and 64-byte aligned data).
struct ExecutableCreateOpConversion
    : ImportCallConversion<HAL::ExecutableCreateOp> {
  ExecutableCreateOpConversion(const TypeConverter &typeConverter,
                               MLIRContext *context,
                               ModuleDeclarations &declarations,
                               const SerializedExecutables &executables)
      : ImportCallConversion(typeConverter, context, declarations),
        executables(executables) {}

  LogicalResult
  matchAndRewrite(HAL::ExecutableCreateOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!executables.contains(op.getExecutable()))
      return rewriter.notifyMatchFailure(op, "executable not serialized");
    return ImportCallConversion::matchAndRewrite(op, adaptor, rewriter);
  }
  void addArguments(HAL::ExecutableCreateOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    SymbolRefAttr name = op.getExecutable();
    std::string prefix = name.getRootReference().str();
    for (FlatSymbolRefAttr nested : name.getNestedReferences())
      prefix += "_" + nested.getValue().str();
    const SerializedExecutable &binary = executables.at(name);
    call.arg(adaptor.getDevice())
        .rodataBuffer(declarations.lookupOrCreateRodata(
            prefix + "_format", binary.format, std::nullopt))
        .rodataBuffer(declarations.lookupOrCreateRodata(
            prefix + "_data", binary.data, kDeviceDataAlignment));
  }

  const SerializedExecutables &executables;
};

struct BufferLoadOpConversion : ImportCallConversion<HAL::BufferLoadOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::BufferLoadOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getBuffer()).arg(adaptor.getOffset()).i32(op.getLength());
  }
};

struct BufferStoreOpConversion : ImportCallConversion<HAL::BufferStoreOp> {
  using ImportCallConversion::ImportCallConversion;
  void addArguments(HAL::BufferStoreOp op, Adaptor adaptor,
                    ImportCallBuilder &call) const override {
    call.arg(adaptor.getValue())
        .arg(adaptor.getBuffer())
        .arg(adaptor.getOffset())
        .i32(op.getLength());
  }
};

}  // namespace

FailureOr<Attribute> getRodataValue(ElementsAttr value) {
  MLIRContext *context = value.getContext();
  auto getBytesAttr = [&](ArrayRef<char> bytes) -> Attribute {
    auto type = RankedTensorType::get({static_cast<int64_t>(bytes.size())},
                                      IntegerType::get(context, 8));
    return DenseElementsAttr::getFromRawBuffer(type, bytes);
  };
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    Type elementType = dense.getElementType();
    if (elementType.isIntOrFloat() &&
        elementType.getIntOrFloatBitWidth() % 8 == 0)
      return Attribute(dense);
    // i1 elements are bit-packed in the attribute; the runtime reads bytes.
    if (elementType.isInteger(1)) {
      SmallVector<char> bytes;
      for (bool element : dense.getValues<bool>())
        bytes.push_back(element ? 1 : 0);
      return getBytesAttr(bytes);
    }
    return failure();
  }
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    if (AsmResourceBlob *blob = resource.getRawHandle().getBlob())
      return getBytesAttr(blob->getData());
  }
  return failure();
}

void foldDispatchBarriers(Operation *root) {
  root->walk([](HAL::CommandBufferExecutionBarrierOp barrier) {
    // Ops without side effects in between (the dispatch's workgroup counts,
    // selected per target) record nothing.
    Operation *next = barrier->getNextNode();
    while (next && isMemoryEffectFree(next) && next->getNumRegions() == 0)
      next = next->getNextNode();
    auto dispatch = dyn_cast_or_null<HAL::CommandBufferDispatchOp>(next);
    if (!dispatch || dispatch.getBarrier() ||
        dispatch.getCommandBuffer() != barrier.getCommandBuffer() ||
        barrier.getSourceStageMask() != HAL::kExecutionStageAll ||
        barrier.getTargetStageMask() != HAL::kExecutionStageAll)
      return;
    dispatch.setBarrier(true);
    barrier.erase();
  });
}

void populateHALToVMPatterns(
    const TypeConverter &typeConverter, ModuleDeclarations &declarations,
    const SerializedExecutables &executables, RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<OperandsImportCallConversion<HAL::DevicesGetOp>,
               OperandsImportCallConversion<HAL::DeviceAllocatorOp>,
               OperandsImportCallConversion<HAL::BufferViewBufferOp>,
               OperandsImportCallConversion<HAL::BufferSubspanOp>,
               BufferLoadOpConversion, BufferStoreOpConversion,
               OperandsImportCallConversion<HAL::CommandBufferFinalizeOp>,
               OperandsImportCallConversion<HAL::CommandBufferCopyBufferOp>,
               OperandsImportCallConversion<Check::ExpectTrueOp>,
               OperandsImportCallConversion<Check::ExpectFalseOp>,
               OperandsImportCallConversion<Check::ExpectEqOp>,
               OperandsImportCallConversion<Check::ExpectAlmostEqOp>,
               DeviceQueryOpConversion, ParameterLoadOpConversion,
               DeviceQueueExecuteOpConversion,
               DeviceQueueAllocaOpConversion,
               DeviceQueueDeallocaOpConversion, AllocatorAllocateOpConversion,
               AllocatorAllocateInitializedOpConversion,
               BufferViewCreateOpConversion, BufferViewAssertOpConversion,
               BufferViewDimOpConversion, AssertOpConversion,
               CommandBufferCreateOpConversion,
               CommandBufferExecutionBarrierOpConversion,
               CommandBufferFillBufferOpConversion,
               CommandBufferDispatchOpConversion, FenceCreateOpConversion,
               FenceAwaitOpConversion, FenceJoinOpConversion>(
      typeConverter, context, declarations);
  patterns.add<ExecutableCreateOpConversion>(typeConverter, context,
                                             declarations, executables);
}

}  // namespace mlir::iree_compiler::IREE::VM
