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
#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"
#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/Transforms/HostGlobals.h"
#include "compiler/Dialect/HAL/Transforms/HostLoops.h"
#include "compiler/Dialect/HAL/Transforms/HostScalarAccess.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "compiler/Dialect/Stream/Transforms/HostVerification.h"
#include "compiler/Dialect/Stream/Transforms/LiveRangePacking.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_CONVERTHOSTTOHALPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// A buffer the program writes and the host may read.
Value allocateBuffer(OpBuilder &builder, Location loc, Value allocator,
                     int64_t size) {
  return AllocatorAllocateOp::create(
      builder, loc, BufferType::get(builder.getContext()), allocator,
      kMemoryTypeDeviceLocal | kMemoryTypeHostVisible, kBufferUsageDefault,
      createI64(builder, loc, std::max<int64_t>(size, 1)));
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
  LogicalResult lowerFunction(func::FuncOp func);
  /// Lowers |block|, allocating its storage before |start| (its first op
  /// when null).
  LogicalResult lowerBlock(Block &block, const HostValues &host,
                           Operation *start = nullptr);
  LogicalResult lowerRegionOp(Operation *op, const HostValues &host);
  /// What an iteration of |loop| allocates: its transients are allocated
  /// once, before the loop, and |alternating| values use carried buffers.
  int64_t getBytesAllocatedPerIteration(scf::WhileOp loop,
                                        ArrayRef<Value> alternating) const;
  /// The values a loop region's terminator passes on when the loop records
  /// iterations together; |endedIteration| is the loop when the terminator
  /// ends an iteration.
  SmallVector<Value> continueRecording(OpBuilder &builder, Location loc,
                                       CommandRecorder &recorder,
                                       const LoopCarry &carry,
                                       Operation *endedIteration);
  LogicalResult lowerDispatch(Flow::DispatchOp dispatch, CommandRecorder &recorder,
                              OpBuilder &builder);
  void planStorage(Block &block, OpBuilder &builder, const HostValues &host);

  Value getRoot(Value value) const {
    auto it = rootOf.find(value);
    return it == rootOf.end() ? value : it->second;
  }
  BufferRange getRange(Value value) const;
  /// The range of |value| as a buffer of its own (a subspan when it lives
  /// inside a larger one): how tensors cross region boundaries.
  Value getStandaloneBuffer(OpBuilder &builder, Location loc, Value value) const;
  Value createView(OpBuilder &builder, Location loc, Value tensor) const;
  /// Gives |value| (a region argument or region op result) a whole buffer.
  void retypeAsBuffer(Value value);
  /// The tensor type of |value|, also once it became a buffer (view).
  RankedTensorType getTensorType(Value value) const {
    if (auto type = dyn_cast<RankedTensorType>(value.getType())) return type;
    return retypedTensors.lookup(value);
  }
  bool holdsTensor(Value value) const { return bool(getTensorType(value)); }

  ModuleOp module;
  SymbolTable symbolTable;
  // The constant pool and the globals host code loads.
  std::optional<HostGlobals> globals;
  // The tensor whose bytes each view (reshape, barrier) shares.
  DenseMap<Value, Value> rootOf;
  // Where each tensor that owns storage lives, once its block is lowered.
  DenseMap<Value, BufferRange> ranges;
  // Copies of the arguments the host reads elements of.
  DenseMap<Value, Value> hostReadableArguments;
  // How many iterations of each loop go into one submission.
  DenseMap<Operation *, int64_t> iterationsPerSubmission;
  // The values each loop's iterations compute into two buffers used in
  // turn, carried as pairs: the pair of value i at 2i, 2i + 1 (the one to
  // write first) from the first of the |carriedArguments| that the
  // lowering appends to each region's arguments. |blocks| are the regions
  // computing them (the values themselves are erased with the dispatches of
  // the region lowered first).
  struct AlternatingBuffers {
    unsigned carriedArguments;
    SmallVector<Value> values;
    SmallVector<Block *> blocks;

    Value getBuffer(Block &block, unsigned i, bool first) const {
      return block.getArgument(block.getNumArguments() - carriedArguments + 2 * i +
                               (first ? 0 : 1));
    }
    /// The buffer |block| writes |value| into, or null if it has none.
    Value lookupBuffer(Block &block, Value value) const {
      auto it = llvm::find(values, value);
      return it == values.end() ? Value()
                                : getBuffer(block, it - values.begin(), true);
    }
  };
  DenseMap<Operation *, AlternatingBuffers> alternatingBuffers;
  // Arguments and region values that were tensors before they became
  // buffers or buffer views.
  DenseMap<Value, RankedTensorType> retypedTensors;
};

BufferRange HostLowering::getRange(Value value) const {
  Value root = getRoot(value);
  auto it = ranges.find(root);
  if (it != ranges.end()) return it->second;
  Operation *def = root.getDefiningOp();
  assert(def && isTensorConstant(def) && "tensor without storage");
  Value pool = ranges.lookup(Value()).buffer;
  return {pool, globals->getConstantOffset(def),
          getStorageSize(cast<RankedTensorType>(root.getType()))};
}

Value HostLowering::getStandaloneBuffer(OpBuilder &builder, Location loc,
                                        Value value) const {
  BufferRange range = getRange(value);
  if (range.offset == 0) return range.buffer;
  return BufferSubspanOp::create(builder, loc,
                                 BufferType::get(builder.getContext()),
                                 range.buffer, createI64(builder, loc, range.offset),
                                 createI64(builder, loc, range.length));
}

Value HostLowering::createView(OpBuilder &builder, Location loc,
                               Value tensor) const {
  RankedTensorType type = getTensorType(tensor);
  BufferRange range = getRange(tensor);
  return BufferViewCreateOp::create(
      builder, loc, BufferViewType::get(builder.getContext()), range.buffer,
      createI64(builder, loc, range.offset), createI64(builder, loc, range.length),
      *getElementTypeValue(type.getElementType()), kEncodingDenseRowMajor,
      createShape(builder, loc, type));
}

void HostLowering::retypeAsBuffer(Value value) {
  auto tensor = cast<RankedTensorType>(value.getType());
  retypedTensors[value] = tensor;
  value.setType(BufferType::get(value.getContext()));
  ranges[value] = {value, 0, getStorageSize(tensor)};
}

LogicalResult HostLowering::lowerFunction(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getBody().front();
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      if (Value source = getViewSource(op, result))
        rootOf[result] = getRoot(source);
  });

  Operation *body = &entry.front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Location loc = func.getLoc();
  HostValues host = globals->load(builder, loc);
  // The pool's range is found under the null value (see getRange).
  ranges[Value()] = {host.pool, 0, 0};

  SmallVector<Type> newInputs;
  for (BlockArgument arg : entry.getArguments()) {
    auto tensor = dyn_cast<RankedTensorType>(arg.getType());
    if (!tensor) {
      newInputs.push_back(arg.getType());
      continue;
    }
    retypedTensors[arg] = tensor;
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
  // Callers' buffers need not be mappable: arguments the host reads
  // elements of are copied once into buffers it can read.
  CommandRecorder staging(host.device);
  func.walk([&](tensor::ExtractOp extract) {
    auto arg = dyn_cast<BlockArgument>(getRoot(extract.getTensor()));
    if (!arg || arg.getOwner() != &entry || hostReadableArguments.count(arg))
      return;
    BufferRange range = ranges.lookup(arg);
    Value copy = allocateBuffer(builder, loc, host.allocator, range.length);
    staging.recordCopy(builder, loc, range, {copy, 0, range.length});
    hostReadableArguments[arg] = copy;
  });
  staging.flush(builder, loc);
  if (failed(lowerBlock(entry, host, body))) return failure();

  SmallVector<Type> newResults;
  for (Type type : func.getFunctionType().getResults())
    newResults.push_back(isa<TensorType>(type) ? BufferViewType::get(context) : type);
  func.setFunctionType(FunctionType::get(context, newInputs, newResults));
  return success();
}

/// Gives every dispatch result of |block| storage, allocated where the block
/// starts: values leaving the block (returned, yielded) get buffers of their
/// own; the others share one transient buffer, first fit by offset among
/// the allocations whose lifetimes in the block overlap.
void HostLowering::planStorage(Block &block, OpBuilder &builder,
                               const HostValues &host) {
  DenseMap<Operation *, int64_t> order;
  for (auto [i, op] : llvm::enumerate(block)) order[&op] = i;
  // Uses inside nested regions count at the region op.
  DenseMap<Value, int64_t> lastUse;
  for (Operation &op : block)
    op.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (isa<TensorType>(operand.getType()))
          lastUse[getRoot(operand)] = order[&op];
    });

  SetVector<Value> escaping;
  for (Value operand : block.getTerminator()->getOperands()) {
    Value root = getRoot(operand);
    if (isa<TensorType>(root.getType()) &&
        isa_and_nonnull<Flow::DispatchOp>(root.getDefiningOp()) &&
        root.getParentBlock() == &block)
      escaping.insert(root);
  }

  SmallVector<Stream::LiveRange> placed;
  SmallVector<Value> placedValues;
  for (auto dispatch : block.getOps<Flow::DispatchOp>()) {
    for (Value result : dispatch.getResults()) {
      if (escaping.contains(result)) continue;
      int64_t begin = order[dispatch];
      Stream::LiveRange range;
      range.begin = begin;
      range.end = std::max(begin, lastUse.lookup(result));
      range.size = getStorageSize(cast<RankedTensorType>(result.getType()));
      placed.push_back(range);
      placedValues.push_back(result);
    }
  }
  int64_t transientSize = Stream::packLiveRanges(placed, kBufferAlignment);

  Location loc = block.getParentOp()->getLoc();
  auto allocate = [&](int64_t size) {
    return allocateBuffer(builder, loc, host.allocator, size);
  };
  if (transientSize) {
    // A loop's iterations use its transients one after another: one buffer,
    // allocated before the loop, serves them all.
    Value transient;
    if (isa<scf::WhileOp>(block.getParentOp())) {
      OpBuilder beforeLoop(block.getParentOp());
      transient = allocateBuffer(beforeLoop, loc, host.allocator, transientSize);
    } else {
      transient = allocate(transientSize);
    }
    for (auto [range, value] : llvm::zip(placed, placedValues))
      ranges[value] = {transient, range.offset, range.size};
  }
  auto alternating = alternatingBuffers.find(block.getParentOp());
  for (Value value : escaping) {
    int64_t size = getStorageSize(cast<RankedTensorType>(value.getType()));
    Value buffer;
    if (alternating != alternatingBuffers.end())
      buffer = alternating->second.lookupBuffer(block, value);
    ranges[value] = {buffer ? buffer : allocate(size), 0, size};
  }
}

LogicalResult HostLowering::lowerDispatch(Flow::DispatchOp dispatch,
                                          CommandRecorder &recorder,
                                          OpBuilder &builder) {
  SymbolRefAttr entryPoint = dispatch.getEntryPoint();
  FailureOr<ExecutableExportOp> exportOp = globals->lookupDispatchExport(
      dispatch, entryPoint, dispatch.getConstants().size(), symbolTable);
  if (failed(exportOp)) return failure();
  Location loc = dispatch.getLoc();
  Value loaded = globals->loadExecutable(builder, loc, entryPoint);
  SmallVector<BufferRange> inputs, outputs;
  for (Value operand : dispatch.getArguments()) inputs.push_back(getRange(operand));
  for (Value result : dispatch->getResults()) outputs.push_back(getRange(result));
  recorder.recordDispatch(builder, loc, loaded, *exportOp,
                          dispatch.getConstants(), inputs, outputs);
  return success();
}

/// scf.while / scf.if: the regions see tensors as whole buffers, passed in
/// and out like any other value, and are lowered as blocks of their own.
LogicalResult HostLowering::lowerRegionOp(Operation *op, const HostValues &host) {
  OpBuilder builder(op);
  for (OpOperand &operand : op->getOpOperands())
    if (holdsTensor(operand.get()))
      operand.set(getStandaloneBuffer(builder, op->getLoc(), operand.get()));
  for (Value result : op->getResults())
    if (isa<TensorType>(result.getType())) retypeAsBuffer(result);
  for (Region &region : op->getRegions()) {
    for (Block &block : region) {
      for (BlockArgument arg : block.getArguments())
        if (isa<TensorType>(arg.getType())) retypeAsBuffer(arg);
      if (failed(lowerBlock(block, host))) return failure();
    }
  }
  return success();
}

int64_t HostLowering::getBytesAllocatedPerIteration(scf::WhileOp loop,
                                                    ArrayRef<Value> alternating) const {
  int64_t bytes = 0;
  auto add = [&](Value value) {
    bytes += llvm::alignTo(getStorageSize(cast<RankedTensorType>(value.getType())),
                           kBufferAlignment);
  };
  loop->walk([&](tensor::FromElementsOp op) { add(op.getResult()); });
  for (Region &region : loop->getRegions()) {
    SetVector<Value> passedOn;
    for (Value operand : region.front().getTerminator()->getOperands()) {
      Value root = getRoot(operand);
      if (isa_and_nonnull<Flow::DispatchOp>(root.getDefiningOp()) &&
          root.getParentRegion() == &region && !llvm::is_contained(alternating, root))
        passedOn.insert(root);
    }
    llvm::for_each(passedOn, add);
  }
  return bytes;
}

SmallVector<Value> HostLowering::continueRecording(OpBuilder &builder, Location loc,
                                                   CommandRecorder &recorder,
                                                   const LoopCarry &carry,
                                                   Operation *endedIteration) {
  LoopCarry next = carry;
  next.commandBuffer = recorder.releaseCommandBuffer(builder, loc);
  if (!endedIteration) return next.getValues();
  // Every |perSubmission| iterations, submit them and open the next
  // command buffer.
  int64_t perSubmission = iterationsPerSubmission.lookup(endedIteration);
  Value counted =
      arith::AddIOp::create(builder, loc, carry.count, createI32(builder, loc, 1));
  Value full = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge,
                                     counted, createI32(builder, loc, perSubmission));
  SmallVector<Value> values = next.getValues();
  auto submitted = scf::IfOp::create(builder, loc, ValueRange(values).getTypes(),
                                     full, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(submitted.thenBlock());
    CommandRecorder chunk(recorder.getDevice(), next.fence, next.commandBuffer);
    Value fence = chunk.submit(builder, loc);
    scf::YieldOp::create(builder, loc,
                         ValueRange{chunk.releaseCommandBuffer(builder, loc),
                                    createI32(builder, loc, 0), fence});
    builder.setInsertionPointToStart(submitted.elseBlock());
    scf::YieldOp::create(builder, loc,
                         ValueRange{next.commandBuffer, counted, next.fence});
  }
  return submitted.getResults();
}

LogicalResult HostLowering::lowerBlock(Block &block, const HostValues &host,
                                       Operation *start) {
  MLIRContext *context = block.getParentOp()->getContext();
  OpBuilder builder(context);
  if (start)
    builder.setInsertionPoint(start);
  else
    builder.setInsertionPointToStart(&block);
  planStorage(block, builder, host);

  std::optional<LoopCarry> carry = getLoopCarry(block);
  CommandRecorder recorder(host.device, carry ? carry->fence : Value(),
                           carry ? carry->commandBuffer : Value());
  SmallVector<Operation *> deadOps;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    builder.setInsertionPoint(&op);
    Location loc = op.getLoc();
    if (auto dispatch = dyn_cast<Flow::DispatchOp>(op)) {
      if (failed(lowerDispatch(dispatch, recorder, builder))) return failure();
      deadOps.push_back(&op);
    } else if (isa<Check::ExpectEqOp, Check::ExpectAlmostEqOp, func::ReturnOp>(
                   op)) {
      recorder.flush(builder, loc);
      // Arguments already are buffer views; other tensors get one.
      for (OpOperand &operand : op.getOpOperands())
        if (holdsTensor(operand.get()) &&
            !isa<BufferViewType>(operand.get().getType()))
          operand.set(createView(builder, loc, operand.get()));
    } else if (isa<scf::YieldOp, scf::ConditionOp>(op)) {
      // A loop's next iteration waits for this one's work on the device (or
      // records after it); other regions' results are waited for here.
      // Alternating buffers: the block's own values go to the other buffer
      // of their pair next time; other pairs pass on as they came.
      SmallVector<Value> carried;
      auto alternating = alternatingBuffers.find(block.getParentOp());
      if (alternating != alternatingBuffers.end()) {
        for (unsigned i = 0, e = alternating->second.values.size(); i < e; ++i) {
          Value first = alternating->second.getBuffer(block, i, true);
          Value second = alternating->second.getBuffer(block, i, false);
          bool computedHere = alternating->second.blocks[i] == &block;
          carried.push_back(computedHere ? second : first);
          carried.push_back(computedHere ? first : second);
        }
      }
      if (!carry)
        recorder.flush(builder, loc);
      else if (!carry->commandBuffer)
        carried.push_back(recorder.submit(builder, loc));
      else
        llvm::append_range(carried, continueRecording(builder, loc, recorder, *carry,
                                    isa<scf::YieldOp>(op) ? block.getParentOp()
                                                         : nullptr));
      for (OpOperand &operand : op.getOpOperands())
        if (holdsTensor(operand.get()))
          operand.set(getStandaloneBuffer(builder, loc, operand.get()));
      op.insertOperands(op.getNumOperands(), carried);
    } else if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      // The loop's submissions follow the ones before it on the device; its
      // iterations record into the open command buffer when they can.
      SmallVector<Value> alternating =
          getAlternatingValues(loop, [&](Value value) { return getRoot(value); });
      int64_t perSubmission = getIterationsPerSubmission(
          loop, getBytesAllocatedPerIteration(loop, alternating));
      SmallVector<Value> carriedValues;
      for (Value value : alternating) {
        int64_t size = getStorageSize(cast<RankedTensorType>(value.getType()));
        carriedValues.push_back(allocateBuffer(builder, loc, host.allocator, size));
        carriedValues.push_back(allocateBuffer(builder, loc, host.allocator, size));
      }
      LoopCarry init;
      init.fence = perSubmission > 1 ? recorder.getPendingFence(builder, loc)
                                     : recorder.submit(builder, loc);
      if (perSubmission > 1) {
        init.commandBuffer = recorder.releaseCommandBuffer(builder, loc);
        init.count = createI32(builder, loc, 0);
      }
      llvm::append_range(carriedValues, init.getValues());
      scf::WhileOp carried = carryValues(loop, carriedValues);
      iterationsPerSubmission[carried] = perSubmission;
      if (!alternating.empty()) {
        AlternatingBuffers &buffers = alternatingBuffers[carried];
        buffers.carriedArguments = carriedValues.size();
        buffers.values = alternating;
        for (Value value : alternating) buffers.blocks.push_back(value.getParentBlock());
      }
      if (failed(lowerRegionOp(carried, host))) return failure();
      LoopCarry results = *getLoopCarry(carried.getResults());
      recorder.continueAfter(results.fence, results.commandBuffer);
    } else if (isa<scf::IfOp>(op)) {
      // Regions read what this block computed so far.
      recorder.flush(builder, loc);
      if (failed(lowerRegionOp(&op, host))) return failure();
    } else if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
      recorder.flush(builder, loc);
      RankedTensorType type = getTensorType(extract.getTensor());
      BufferRange range = getRange(extract.getTensor());
      auto staged = hostReadableArguments.find(getRoot(extract.getTensor()));
      if (staged != hostReadableArguments.end()) range.buffer = staged->second;
      int64_t elementBytes = getStorageSize(RankedTensorType::get({}, type.getElementType()));
      Value offset = createI64(builder, loc, range.offset);
      int64_t stride = elementBytes;
      for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
        Value index = arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                                 extract.getIndices()[dim]);
        offset = arith::AddIOp::create(
            builder, loc, offset,
            arith::MulIOp::create(builder, loc, index, createI64(builder, loc, stride)));
        stride *= type.getDimSize(dim);
      }
      extract.replaceAllUsesWith(
          loadElement(builder, loc, range.buffer, offset, type.getElementType()));
      deadOps.push_back(&op);
    } else if (auto fromElements = dyn_cast<tensor::FromElementsOp>(op)) {
      auto type = cast<RankedTensorType>(fromElements.getType());
      int64_t size = getStorageSize(type);
      Value buffer = allocateBuffer(builder, loc, host.allocator, size);
      int64_t elementBytes = size / std::max<int64_t>(1, type.getNumElements());
      for (auto [i, element] : llvm::enumerate(fromElements.getElements()))
        storeElement(builder, loc, element, buffer,
                     createI64(builder, loc, i * elementBytes));
      ranges[fromElements.getResult()] = {buffer, 0, size};
      deadOps.push_back(&op);
    } else if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
      // No elements: any buffer will do for views and bindings.
      ranges[empty.getResult()] = {
          allocateBuffer(builder, loc, host.allocator, 0), 0, 0};
      deadOps.push_back(&op);
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
  return success();
}

LogicalResult HostLowering::run() {
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs)
    if (!func.isExternal() && failed(Stream::verifyHostFunction(func)))
      return failure();
  SmallVector<std::pair<Operation *, ElementsAttr>> constants;
  module.walk([&](Operation *op) {
    if (isTensorConstant(op)) constants.push_back({op, getConstantValue(op)});
  });
  FailureOr<HostGlobals> created =
      HostGlobals::create(module, symbolTable, constants);
  if (failed(created)) return failure();
  globals = std::move(*created);
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
