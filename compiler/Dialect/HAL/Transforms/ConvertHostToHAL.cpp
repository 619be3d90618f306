//===- ConvertHostToHAL.cpp - Host tensor programs become HAL calls -------===//
//
// After the flow phase a host function holds only dispatches, views
// (reshapes), constants and host-side uses (checks, returns) of tensors. This
// pass gives every tensor a buffer range, records the dispatches into command
// buffers and submits them; the result is plain host code over `!hal.*`
// objects that the VM conversion turns into HAL module calls.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Transforms/HALEncoding.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_CONVERTHOSTTOHALPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

constexpr StringLiteral kDeviceGlobal = "__device";
constexpr StringLiteral kAllocatorGlobal = "__device_allocator";
constexpr StringLiteral kConstantPoolGlobal = "__constant_pool";

/// A byte range of a buffer holding one tensor.
struct BufferRange {
  Value buffer;
  int64_t offset = 0;
  int64_t length = 0;

  bool overlaps(const BufferRange &other) const {
    return buffer == other.buffer && offset < other.offset + other.length &&
           other.offset < offset + length;
  }
};

/// Where a tensor that owns storage lives before buffers exist.
enum class StorageKind { Argument, Constant, Transient, Result };
struct Storage {
  StorageKind kind;
  int64_t offset = 0;  // in the constant pool or the transient buffer
  unsigned index = 0;  // argument number or result buffer number
};

Value createI32(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 32);
}
Value createI64(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 64);
}

SmallVector<Value> createShape(OpBuilder &builder, Location loc,
                               RankedTensorType type) {
  SmallVector<Value> dims;
  for (int64_t dim : type.getShape()) dims.push_back(createI64(builder, loc, dim));
  return dims;
}

/// Host ops that only reinterpret a tensor: their result shares the
/// operand's bytes.
Value getViewSource(Operation *op, Value result) {
  if (auto reshape = dyn_cast<Flow::TensorReshapeOp>(op)) return reshape.getSource();
  if (auto barrier = dyn_cast<Util::OptimizationBarrierOp>(op))
    return barrier.getOperands()[cast<OpResult>(result).getResultNumber()];
  return {};
}

bool isTensorConstant(Operation *op) {
  return isa<arith::ConstantOp, Util::UnfoldableConstantOp>(op) &&
         isa<RankedTensorType>(op->getResult(0).getType());
}

ElementsAttr getConstantValue(Operation *op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return dyn_cast<ElementsAttr>(constant.getValue());
  return dyn_cast<ElementsAttr>(cast<Util::UnfoldableConstantOp>(op).getValue());
}

/// Lowers the host functions of one module.
class HostLowering {
public:
  explicit HostLowering(ModuleOp module)
      : module(module), symbolTable(module) {}

  LogicalResult run();

private:
  LogicalResult verifyHostFunction(func::FuncOp func);
  LogicalResult packConstants();
  void createGlobalsAndInitializer();
  LogicalResult lowerFunction(func::FuncOp func);

  ModuleOp module;
  SymbolTable symbolTable;
  // Offsets of each constant in the pool, and the pool's bytes.
  DenseMap<Operation *, int64_t> constantOffsets;
  std::vector<char> constantPool;
  // hal.executable name → global holding the loaded executable.
  llvm::MapVector<StringAttr, StringAttr> executableGlobals;
};

LogicalResult HostLowering::verifyHostFunction(func::FuncOp func) {
  bool isPublic = func.isPublic();
  for (Type type : func.getFunctionType().getInputs()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor && isa<TensorType>(type))
      return func.emitError("unranked tensor arguments are not supported");
    if (tensor && (!isPublic || !tensor.hasStaticShape()))
      return func.emitError(isPublic ? "dynamic shapes are not supported yet"
                                     : "private functions taking tensors "
                                       "must be inlined before the hal phase");
    if (tensor && !getElementTypeValue(tensor.getElementType()))
      return func.emitError("element type ")
             << tensor.getElementType() << " cannot cross the module boundary";
  }
  WalkResult result = func.walk([&](Operation *op) -> WalkResult {
    bool usesTensors =
        llvm::any_of(op->getOperandTypes(), llvm::IsaPred<TensorType>) ||
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>);
    if (!usesTensors) return WalkResult::advance();
    if (isa<Flow::DispatchOp, Flow::TensorReshapeOp, Util::OptimizationBarrierOp,
            Check::ExpectEqOp, Check::ExpectAlmostEqOp, func::ReturnOp>(op) ||
        isTensorConstant(op)) {
      for (Type type : op->getResultTypes()) {
        auto tensor = dyn_cast<RankedTensorType>(type);
        if (tensor && !tensor.hasStaticShape())
          return op->emitError("dynamic shapes are not supported yet");
      }
      return WalkResult::advance();
    }
    return op->emitError("'")
           << op->getName()
           << "' on tensors cannot run on the host: host code may only "
              "dispatch, reshape, check and return tensors";
  });
  return failure(result.wasInterrupted());
}

LogicalResult HostLowering::packConstants() {
  WalkResult result = module.walk([&](Operation *op) -> WalkResult {
    if (!isTensorConstant(op)) return WalkResult::advance();
    auto dense = dyn_cast_or_null<DenseElementsAttr>(getConstantValue(op));
    if (!dense)
      return op->emitError("only dense tensor constants are supported");
    if (!getElementTypeValue(dense.getElementType()))
      return op->emitError("constants of element type ")
             << dense.getElementType() << " are not supported";
    int64_t offset = llvm::alignTo(constantPool.size(), kBufferAlignment);
    constantPool.resize(offset);
    appendElementBytes(dense, constantPool);
    constantOffsets[op] = offset;
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void HostLowering::createGlobalsAndInitializer() {
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto addGlobal = [&](StringRef name, Type type) {
    auto global = Util::GlobalOp::create(
        builder, loc, builder.getStringAttr(name), builder.getStringAttr("private"),
        TypeAttr::get(type), /*is_mutable=*/nullptr, /*initial_value=*/nullptr);
    symbolTable.insert(global);
    return global.getSymNameAttr();
  };
  StringAttr deviceGlobal = addGlobal(kDeviceGlobal, DeviceType::get(context));
  StringAttr allocatorGlobal =
      addGlobal(kAllocatorGlobal, AllocatorType::get(context));
  StringAttr poolGlobal;
  if (!constantPool.empty())
    poolGlobal = addGlobal(kConstantPoolGlobal, BufferType::get(context));
  for (auto executable : module.getOps<ExecutableOp>())
    executableGlobals[executable.getSymNameAttr()] = addGlobal(
        ("__executable_" + executable.getSymName()).str(),
        ExecutableType::get(context));

  builder.setInsertionPointToEnd(module.getBody());
  auto initializer = Util::InitializerOp::create(builder, loc);
  builder.setInsertionPointToStart(&initializer.getBody().emplaceBlock());
  Value device = DevicesGetOp::create(builder, loc, DeviceType::get(context),
                                      createI32(builder, loc, 0));
  Util::GlobalStoreOp::create(builder, loc, device, deviceGlobal);
  Value allocator = DeviceAllocatorOp::create(
      builder, loc, AllocatorType::get(context), device);
  Util::GlobalStoreOp::create(builder, loc, allocator, allocatorGlobal);
  if (poolGlobal) {
    auto bytesType = RankedTensorType::get(
        {static_cast<int64_t>(constantPool.size())}, builder.getI8Type());
    auto data = DenseElementsAttr::getFromRawBuffer(bytesType, constantPool);
    Value pool = AllocatorAllocateInitializedOp::create(
        builder, loc, BufferType::get(context), allocator,
        kMemoryTypeDeviceLocal | kMemoryTypeHostVisible,
        kBufferUsageConstant, data);
    Util::GlobalStoreOp::create(builder, loc, pool, poolGlobal);
  }
  for (auto [executable, global] : executableGlobals) {
    Value loaded = ExecutableCreateOp::create(
        builder, loc, ExecutableType::get(context), device,
        FlatSymbolRefAttr::get(executable));
    Util::GlobalStoreOp::create(builder, loc, loaded, global);
  }
  Util::ReturnOp::create(builder, loc);
}

/// Records dispatches into a command buffer opened on first use and tracks
/// the ranges touched since the last barrier.
class CommandRecorder {
public:
  CommandRecorder(Value device) : device(device) {}

  void recordDispatch(OpBuilder &builder, Location loc, Value executable,
                      ExecutableExportOp exportOp, ArrayRef<BufferRange> inputs,
                      ArrayRef<BufferRange> outputs) {
    if (!commandBuffer)
      commandBuffer = CommandBufferCreateOp::create(
          builder, loc, CommandBufferType::get(builder.getContext()), device,
          kCommandBufferModeOneShot, kCommandCategoryAny);
    bool hazard =
        llvm::any_of(inputs, [&](const BufferRange &r) { return touches(r, writes); }) ||
        llvm::any_of(outputs, [&](const BufferRange &r) {
          return touches(r, writes) || touches(r, reads);
        });
    if (hazard) {
      CommandBufferExecutionBarrierOp::create(builder, loc, commandBuffer,
                                              kExecutionStageAll,
                                              kExecutionStageAll);
      reads.clear();
      writes.clear();
    }
    llvm::append_range(reads, inputs);
    llvm::append_range(writes, outputs);

    SmallVector<Value> buffers, offsets, lengths;
    for (const BufferRange &range : llvm::concat<const BufferRange>(inputs, outputs)) {
      buffers.push_back(range.buffer);
      offsets.push_back(createI64(builder, loc, range.offset));
      lengths.push_back(createI64(builder, loc, range.length));
    }
    ArrayRef<int64_t> count = *exportOp.getWorkgroupCount();
    CommandBufferDispatchOp::create(
        builder, loc, commandBuffer, executable, exportOp.getOrdinal(),
        createI32(builder, loc, count[0]), createI32(builder, loc, count[1]),
        createI32(builder, loc, count[2]), /*constants=*/ValueRange{}, buffers,
        offsets, lengths);
  }

  /// Submits what was recorded and waits for it, so the host may read.
  void flush(OpBuilder &builder, Location loc) {
    if (!commandBuffer) return;
    MLIRContext *context = builder.getContext();
    CommandBufferFinalizeOp::create(builder, loc, commandBuffer);
    Value fence = FenceCreateOp::create(builder, loc, FenceType::get(context), device);
    DeviceQueueExecuteOp::create(builder, loc, device, /*wait_fence=*/Value(),
                                 fence, commandBuffer);
    FenceAwaitOp::create(builder, loc, builder.getI32Type(),
                         createI32(builder, loc, -1), ValueRange{fence});
    commandBuffer = nullptr;
    reads.clear();
    writes.clear();
  }

private:
  static bool touches(const BufferRange &range, ArrayRef<BufferRange> set) {
    return llvm::any_of(set, [&](const BufferRange &r) { return r.overlaps(range); });
  }

  Value device;
  Value commandBuffer;
  SmallVector<BufferRange> reads, writes;
};

LogicalResult HostLowering::lowerFunction(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getBody().front();
  if (!func.getBody().hasOneBlock())
    return func.emitError("host control flow over tensors is not supported yet");

  // Program order, the tensor each value's bytes belong to, and the last
  // user of each such root: the inputs of buffer planning.
  DenseMap<Operation *, int64_t> order;
  for (auto [i, op] : llvm::enumerate(entry)) order[&op] = i;
  DenseMap<Value, Value> rootOf;
  auto getRoot = [&](Value value) {
    auto it = rootOf.find(value);
    return it == rootOf.end() ? value : it->second;
  };
  for (Operation &op : entry)
    for (Value result : op.getResults())
      if (Value source = getViewSource(&op, result))
        rootOf[result] = getRoot(source);

  Operation *terminator = entry.getTerminator();
  DenseMap<Value, int64_t> lastUse;
  for (Operation &op : entry)
    for (Value operand : op.getOperands())
      if (isa<TensorType>(operand.getType()))
        lastUse[getRoot(operand)] = order[&op];

  DenseMap<Value, Storage> storage;
  unsigned resultBufferCount = 0;
  for (Value returned : terminator->getOperands()) {
    Value root = getRoot(returned);
    if (!isa<TensorType>(root.getType()) || storage.count(root)) continue;
    if (isa_and_nonnull<Flow::DispatchOp>(root.getDefiningOp()))
      storage[root] = {StorageKind::Result, 0, resultBufferCount++};
  }

  // Dispatch results that do not escape share one transient buffer: first
  // fit by offset among the allocations whose lifetimes overlap.
  struct Interval {
    int64_t begin, end, offset, size;
  };
  SmallVector<Interval> placed;
  int64_t transientSize = 0;
  for (auto dispatch : entry.getOps<Flow::DispatchOp>()) {
    for (Value result : dispatch.getResults()) {
      if (storage.count(result)) continue;
      int64_t begin = order[dispatch];
      int64_t end = lastUse.lookup(result);
      int64_t size = llvm::alignTo(
          getStorageSize(cast<RankedTensorType>(result.getType())), kBufferAlignment);
      SmallVector<Interval> live;
      for (const Interval &other : placed)
        if (other.begin <= end && begin <= other.end) live.push_back(other);
      llvm::sort(live, [](const Interval &a, const Interval &b) {
        return a.offset < b.offset;
      });
      int64_t offset = 0;
      for (const Interval &other : live) {
        if (offset + size <= other.offset) break;
        offset = std::max(offset, other.offset + other.size);
      }
      placed.push_back({begin, std::max(begin, end), offset, size});
      transientSize = std::max(transientSize, offset + size);
      storage[result] = {StorageKind::Transient, offset, 0};
    }
  }

  // Function entry: device, allocator, argument checks, buffers.
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Location loc = func.getLoc();
  Value device = Util::GlobalLoadOp::create(builder, loc, DeviceType::get(context),
                                            kDeviceGlobal);
  Value allocator = Util::GlobalLoadOp::create(
      builder, loc, AllocatorType::get(context), kAllocatorGlobal);
  Value pool;
  if (!constantPool.empty())
    pool = Util::GlobalLoadOp::create(builder, loc, BufferType::get(context),
                                      kConstantPoolGlobal);

  DenseMap<Value, BufferRange> ranges;
  SmallVector<Type> newInputs;
  for (BlockArgument arg : entry.getArguments()) {
    auto tensor = dyn_cast<RankedTensorType>(arg.getType());
    if (!tensor) {
      newInputs.push_back(arg.getType());
      continue;
    }
    arg.setType(BufferViewType::get(context));
    newInputs.push_back(arg.getType());
    BufferViewAssertOp::create(
        builder, loc, arg,
        builder.getStringAttr("input " + std::to_string(arg.getArgNumber())),
        *getElementTypeValue(tensor.getElementType()), kEncodingDenseRowMajor,
        createShape(builder, loc, tensor));
    Value buffer = BufferViewBufferOp::create(builder, loc,
                                              BufferType::get(context), arg);
    ranges[arg] = {buffer, 0, getStorageSize(tensor)};
  }

  auto allocate = [&](int64_t size) -> Value {
    return AllocatorAllocateOp::create(
        builder, loc, BufferType::get(context), allocator,
        kMemoryTypeDeviceLocal | kMemoryTypeHostVisible, kBufferUsageDefault,
        createI64(builder, loc, std::max<int64_t>(size, 1)));
  };
  Value transient = transientSize ? allocate(transientSize) : Value();
  SmallVector<Value> resultBuffers(resultBufferCount);
  for (auto &[root, place] : storage)
    if (place.kind == StorageKind::Result)
      resultBuffers[place.index] =
          allocate(getStorageSize(cast<RankedTensorType>(root.getType())));

  auto getRange = [&](Value value) -> BufferRange {
    Value root = getRoot(value);
    BufferRange range = ranges.lookup(root);
    if (range.buffer) return range;
    int64_t length = getStorageSize(cast<RankedTensorType>(root.getType()));
    if (Operation *def = root.getDefiningOp(); def && constantOffsets.count(def))
      return {pool, constantOffsets.lookup(def), length};
    Storage place = storage.lookup(root);
    if (place.kind == StorageKind::Result)
      return {resultBuffers[place.index], 0, length};
    return {transient, place.offset, length};
  };
  auto createView = [&](Value tensor) -> Value {
    auto type = cast<RankedTensorType>(tensor.getType());
    BufferRange range = getRange(tensor);
    return BufferViewCreateOp::create(
        builder, loc, BufferViewType::get(context), range.buffer,
        createI64(builder, loc, range.offset), createI64(builder, loc, range.length),
        *getElementTypeValue(type.getElementType()), kEncodingDenseRowMajor,
        createShape(builder, loc, type));
  };

  CommandRecorder recorder(device);
  SmallVector<Operation *> deadOps;
  for (Operation &op : llvm::make_early_inc_range(entry)) {
    builder.setInsertionPoint(&op);
    loc = op.getLoc();
    if (auto dispatch = dyn_cast<Flow::DispatchOp>(op)) {
      SymbolRefAttr entryPoint = dispatch.getEntryPoint();
      auto executable = symbolTable.lookup<ExecutableOp>(entryPoint.getRootReference());
      ExecutableExportOp exportOp;
      if (executable)
        for (auto variant : executable.getBody().getOps<ExecutableVariantOp>())
          for (auto candidate : variant.getBody().getOps<ExecutableExportOp>())
            if (candidate.getSymName() == entryPoint.getLeafReference().getValue())
              exportOp = candidate;
      if (!exportOp || !exportOp.getWorkgroupCount())
        return dispatch.emitError("dispatch of ")
               << entryPoint << ", which is not a translated hal.executable export";
      Value loaded = Util::GlobalLoadOp::create(
          builder, loc, ExecutableType::get(context),
          executableGlobals.lookup(entryPoint.getRootReference()));
      SmallVector<BufferRange> inputs, outputs;
      for (Value operand : dispatch->getOperands()) inputs.push_back(getRange(operand));
      for (Value result : dispatch->getResults()) outputs.push_back(getRange(result));
      recorder.recordDispatch(builder, loc, loaded, exportOp, inputs, outputs);
      deadOps.push_back(&op);
    } else if (isa<Check::ExpectEqOp, Check::ExpectAlmostEqOp, func::ReturnOp>(
                   op)) {
      recorder.flush(builder, loc);
      // Arguments already are buffer views; other tensors get one.
      for (OpOperand &operand : op.getOpOperands())
        if (isa<TensorType>(operand.get().getType()))
          operand.set(createView(operand.get()));
    } else if (isTensorConstant(&op) || isa<Flow::TensorReshapeOp>(op)) {
      deadOps.push_back(&op);
    } else if (auto barrier = dyn_cast<Util::OptimizationBarrierOp>(op)) {
      if (llvm::all_of(barrier.getResultTypes(), llvm::IsaPred<TensorType>))
        deadOps.push_back(&op);
      else if (llvm::any_of(barrier.getResultTypes(), llvm::IsaPred<TensorType>))
        return barrier.emitError("optimization barriers mixing tensors and "
                                 "scalars are not supported");
    }
  }
  for (Operation *op : llvm::reverse(deadOps)) {
    op->dropAllUses();
    op->erase();
  }

  SmallVector<Type> newResults;
  for (Type type : func.getFunctionType().getResults())
    newResults.push_back(isa<TensorType>(type) ? BufferViewType::get(context) : type);
  func.setFunctionType(FunctionType::get(context, newInputs, newResults));
  return success();
}

LogicalResult HostLowering::run() {
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs)
    if (!func.isExternal() && failed(verifyHostFunction(func))) return failure();
  if (failed(packConstants())) return failure();
  createGlobalsAndInitializer();
  for (func::FuncOp func : funcs)
    if (!func.isExternal() && failed(lowerFunction(func))) return failure();
  return success();
}

struct ConvertHostToHALPass
    : impl::ConvertHostToHALPassBase<ConvertHostToHALPass> {
  void runOnOperation() override {
    if (failed(HostLowering(getOperation()).run())) signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
