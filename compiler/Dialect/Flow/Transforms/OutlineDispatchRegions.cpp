//===- OutlineDispatchRegions.cpp - Regions become flow.executables -------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_OUTLINEDISPATCHREGIONSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// Clones the cheap producers of values captured by |region| into it, so
/// they are not passed as bindings.
void cloneCheapProducers(DispatchRegionOp region) {
  bool changed = true;
  while (changed) {
    changed = false;
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region.getBody(), captured);
    for (Value value : captured) {
      Operation *producer = value.getDefiningOp();
      // A scalar read from a tensor (a pad value) is read inside the
      // dispatch, which then takes the tensor instead; a 0-d tensor of a
      // host scalar (a loop counter) is made inside, from the scalar pushed
      // as a constant.
      bool isScalarRead = isa_and_nonnull<tensor::ExtractOp>(producer);
      auto fromElements = dyn_cast_or_null<tensor::FromElementsOp>(producer);
      bool isHostScalar =
          fromElements && fromElements.getType().getRank() == 0;
      if (!producer ||
          (!isClonableIntoDispatch(producer) && !isScalarRead && !isHostScalar))
        continue;
      OpBuilder builder = OpBuilder::atBlockBegin(&region.getBody().front());
      Operation *clone = builder.clone(*producer);
      replaceAllUsesInRegionWith(value, clone->getResult(0), region.getBody());
      changed = true;
    }
  }
}

/// The 32-bit words a host scalar of |type| is pushed as: one for up to 32
/// bits, two (low, high) for up to 64 and for `index` (sent as i64); none for
/// other types.
int64_t getWordCount(Type type) {
  if (type.isIndex()) return 2;
  if (!isa<IntegerType, FloatType>(type)) return 0;
  unsigned width = type.getIntOrFloatBitWidth();
  return width <= 32 ? 1 : width <= 64 ? 2 : 0;
}

/// Splits |value| into getWordCount i32 words (bits, zero-extended).
SmallVector<Value> splitIntoWords(OpBuilder &b, Location loc, Value value) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  if (value.getType().isIndex())
    value = arith::IndexCastOp::create(b, loc, i64, value);
  unsigned width = value.getType().getIntOrFloatBitWidth();
  Value bits = value;
  if (isa<FloatType>(value.getType()))
    bits = arith::BitcastOp::create(b, loc, b.getIntegerType(width), value);
  if (width <= 32)
    return {width < 32 ? arith::ExtUIOp::create(b, loc, i32, bits) : bits};
  if (width < 64) bits = arith::ExtUIOp::create(b, loc, i64, bits);
  Value high = arith::ShRUIOp::create(
      b, loc, bits, arith::ConstantIntOp::create(b, loc, 32, 64));
  return {arith::TruncIOp::create(b, loc, i32, bits),
          arith::TruncIOp::create(b, loc, i32, high)};
}

/// The inverse of splitIntoWords: a value of |type| from its |words|.
Value joinWords(OpBuilder &b, Location loc, Type type, ValueRange words) {
  if (type.isIndex())
    return arith::IndexCastOp::create(
        b, loc, type, joinWords(b, loc, b.getI64Type(), words));
  unsigned width = type.getIntOrFloatBitWidth();
  Type bitsType = b.getIntegerType(width);
  Value bits = words[0];
  if (words.size() == 2) {
    Type i64 = b.getI64Type();
    Value low = arith::ExtUIOp::create(b, loc, i64, words[0]);
    Value high = arith::ShLIOp::create(
        b, loc, arith::ExtUIOp::create(b, loc, i64, words[1]),
        arith::ConstantIntOp::create(b, loc, 32, 64));
    bits = arith::OrIOp::create(b, loc, low, high);
  }
  if (bits.getType() != bitsType)
    bits = arith::TruncIOp::create(b, loc, bitsType, bits);
  if (isa<FloatType>(type)) bits = arith::BitcastOp::create(b, loc, type, bits);
  return bits;
}

/// Host scalars a dispatch uses (loop counters) and the dynamic dimensions
/// |dims| of its bindings reach it as push constants: the host splits each
/// into 32-bit words, the dispatch joins them again (in the order the
/// scalars are first used, then the dimensions, low words first). Returns
/// the words of each value split.
DenseMap<Value, SmallVector<Value>>
passScalarsAsWords(DispatchRegionOp region, ArrayRef<Value> dims) {
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(region.getBody(), captured);
  captured.insert_range(dims);
  OpBuilder host(region);
  OpBuilder device = OpBuilder::atBlockBegin(&region.getBody().front());
  DenseMap<Value, SmallVector<Value>> split;
  for (Value value : captured) {
    Type type = value.getType();
    if (getWordCount(type) == 0 || type.isInteger(32)) continue;
    SmallVector<Value> words = splitIntoWords(host, value.getLoc(), value);
    Value joined = joinWords(device, value.getLoc(), type, words);
    replaceAllUsesInRegionWith(value, joined, region.getBody());
    split[value] = std::move(words);
  }
  return split;
}

/// A `tensor.dim` of |tensor| at |d| among |captured|, or null: the
/// dispatch then gets one push constant for both uses of the size.
Value findCapturedDim(const llvm::SetVector<Value> &captured, Value tensor,
                      int64_t d) {
  for (Value value : captured) {
    auto dim = value.getDefiningOp<tensor::DimOp>();
    if (dim && dim.getSource() == tensor && dim.getConstantIndex() == d)
      return value;
  }
  return {};
}

/// Dimension |d| of |tensor| where the host already has it: the result
/// dimensions of the dispatch (or region) computing it; else null.
Value getKnownDim(Value tensor, int64_t d) {
  auto result = dyn_cast<OpResult>(tensor);
  auto reifiable = result ? dyn_cast<ReifyRankedShapedTypeOpInterface>(
                                result.getOwner())
                          : nullptr;
  if (!reifiable || !isa<DispatchOp, DispatchRegionOp>(result.getOwner()))
    return {};
  OpBuilder builder(result.getOwner());
  ReifiedRankedShapedTypeDims shapes;
  if (failed(reifiable.reifyResultShapes(builder, shapes))) return {};
  return dyn_cast<Value>(shapes[result.getResultNumber()][d]);
}

/// The dynamic dimensions of |tensor| as host values before |region|: the
/// dimensions of the dispatch computing it, the region's own `tensor.dim`s
/// of it, or new ones.
SmallVector<Value> getHostDims(DispatchRegionOp region, Value tensor,
                               const llvm::SetVector<Value> &captured) {
  OpBuilder builder(region);
  SmallVector<Value> dims;
  auto type = cast<RankedTensorType>(tensor.getType());
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d)) continue;
    Value existing = getKnownDim(tensor, d);
    if (!existing) existing = findCapturedDim(captured, tensor, d);
    dims.push_back(existing ? existing
                            : tensor::DimOp::create(builder, region.getLoc(),
                                                    tensor, d)
                                  .getResult());
  }
  return dims;
}

/// Replaces each result size of |region| that is a `tensor.dim` the region
/// also captures (formation computed it again) by the captured one.
void shareResultDims(DispatchRegionOp region,
                     const llvm::SetVector<Value> &captured) {
  for (OpOperand &operand : region.getResultDimsMutable()) {
    auto dim = operand.get().getDefiningOp<tensor::DimOp>();
    std::optional<int64_t> index = dim ? dim.getConstantIndex() : std::nullopt;
    if (!index) continue;
    if (Value existing = findCapturedDim(captured, dim.getSource(), *index))
      operand.set(existing);
  }
}

/// A generic reading a 0-d tensor made from a scalar (a pushed constant)
/// uses the scalar itself: without it, the tensor would be a temporary in
/// memory written and read by every workgroup.
void inlineScalarInputs(func::FuncOp func) {
  SmallVector<linalg::GenericOp> generics;
  func.walk([&](linalg::GenericOp op) { generics.push_back(op); });
  for (linalg::GenericOp op : generics) {
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    SmallVector<unsigned> inlined;
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto scalar = input->get().getDefiningOp<tensor::FromElementsOp>();
      if (scalar && scalar.getType().getRank() == 0) {
        op.getMatchingBlockArgument(input).replaceAllUsesWith(
            scalar.getElements()[0]);
        inlined.push_back(input->getOperandNumber());
        continue;
      }
      inputs.push_back(input->get());
      maps.push_back(op.getMatchingIndexingMap(input));
    }
    if (inlined.empty()) continue;
    for (OpOperand &init : op.getDpsInitsMutable())
      maps.push_back(op.getMatchingIndexingMap(&init));
    OpBuilder builder(op);
    auto replacement = linalg::GenericOp::create(
        builder, op.getLoc(), op->getResultTypes(), inputs, op.getDpsInits(),
        maps, op.getIteratorTypesArray());
    replacement.getRegion().takeBody(op.getRegion());
    Block *body = replacement.getBody();
    for (unsigned index : llvm::reverse(inlined)) body->eraseArgument(index);
    op.replaceAllUsesWith(replacement.getResults());
    op.erase();
  }
}

/// A name suffix saying what a dispatch mostly does, so that profiles and
/// dumps name slow kernels: its heaviest op (a contraction or convolution,
/// else any structured op with a reduction, else the first structured op),
/// its loop ranges and its result element type, e.g. "_matmul_32x512x784_f32"
/// or "_reduction_128x256_f32".
std::string describeRegion(DispatchRegionOp region) {
  Operation *root = nullptr;
  int rootRank = -1;
  region.getBody().walk([&](TilingInterface op) {
    int rank = 1;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation())) {
      if (linalg::isaContractionOpInterface(linalgOp) ||
          linalg::isaConvolutionOpInterface(linalgOp))
        rank = 3;
      else if (linalgOp.getNumReductionLoops())
        rank = 2;
    } else if (!isa<tensor::PadOp>(op)) {
      rank = 2;
    }
    if (rank > rootRank) {
      root = op;
      rootRank = rank;
    }
  });
  if (!root) return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  StringRef kind = root->getName().stripDialect();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(root);
  if (isa<linalg::GenericOp>(root)) {
    kind = rootRank == 3 ? "contract" : rootRank == 2 ? "reduction"
                                                       : "elementwise";
  }
  os << "_" << kind;
  if (linalgOp) {
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    if (!ranges.empty()) os << "_";
    llvm::interleave(
        ranges, os,
        [&](int64_t size) {
          if (ShapedType::isDynamic(size))
            os << "D";
          else
            os << size;
        },
        "x");
  }
  if (root->getNumResults()) {
    if (auto type = dyn_cast<ShapedType>(root->getResult(0).getType()))
      os << "_" << type.getElementType();
  }
  return text;
}

LogicalResult outlineRegion(DispatchRegionOp region, func::FuncOp host,
                            int ordinal, SymbolTable &symbolTable) {
  cloneCheapProducers(region);
  // The dynamic dimensions of each input binding, then of each result.
  llvm::SetVector<Value> tensors;
  getUsedValuesDefinedAbove(region.getBody(), tensors);
  shareResultDims(region, tensors);
  DenseMap<Value, SmallVector<Value>> inputDims;
  SmallVector<Value> allDims;
  for (Value value : tensors) {
    if (!isa<RankedTensorType>(value.getType())) continue;
    inputDims[value] = getHostDims(region, value, tensors);
    llvm::append_range(allDims, inputDims[value]);
  }
  llvm::append_range(allDims, region.getResultDims());
  DenseMap<Value, SmallVector<Value>> words =
      passScalarsAsWords(region, allDims);
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(region.getBody(), captured);
  SmallVector<Value> inputs, constants;
  for (Value value : captured) {
    if (isa<RankedTensorType>(value.getType())) {
      inputs.push_back(value);
    } else if (value.getType().isInteger(32)) {
      constants.push_back(value);
    } else {
      return region.emitError("dispatch captures a host value of type ")
             << value.getType()
             << "; only tensors, index values and integer or float scalars "
                "of up to 64 bits can be passed to dispatches";
    }
  }

  MLIRContext *context = region.getContext();
  Location loc = region.getLoc();
  std::string name = (host.getName() + "_dispatch_" + Twine(ordinal) +
                      describeRegion(region))
                         .str();
  OpBuilder builder(host);
  auto executable = ExecutableOp::create(builder, loc, name);
  symbolTable.insert(executable);
  builder.setInsertionPointToStart(&executable.getBody().front());
  ExecutableExportOp::create(builder, loc, executable.getSymName(),
                             /*sym_visibility=*/nullptr,
                             /*inplace_operands=*/nullptr);
  auto innerModule = ModuleOp::create(builder, loc);
  builder.setInsertionPointToStart(innerModule.getBody());

  SmallVector<Type> argumentTypes;
  for (Value input : inputs)
    argumentTypes.push_back(DispatchTensorType::get(
        context, TensorAccess::ReadOnly, cast<RankedTensorType>(input.getType())));
  for (Type type : region.getResultTypes())
    argumentTypes.push_back(DispatchTensorType::get(
        context, TensorAccess::WriteOnly, cast<RankedTensorType>(type)));
  argumentTypes.append(constants.size(), builder.getI32Type());
  auto func = func::FuncOp::create(builder, loc, executable.getSymName(),
                                   FunctionType::get(context, argumentTypes, {}));
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToStart(entry);

  IRMapping mapping;
  for (auto [constant, arg] : llvm::zip(
           constants, entry->getArguments().take_back(constants.size())))
    mapping.map(constant, arg);
  // A dimension of a binding, joined from its words in the dispatch.
  auto getDeviceDims = [&](ArrayRef<Value> hostDims) {
    SmallVector<Value> deviceDims;
    for (Value dim : hostDims) {
      SmallVector<Value> args;
      for (Value word : words.lookup(dim)) args.push_back(mapping.lookup(word));
      deviceDims.push_back(joinWords(builder, loc, dim.getType(), args));
    }
    return deviceDims;
  };
  for (auto [input, binding] : llvm::zip(inputs, entry->getArguments()))
    mapping.map(input, DispatchTensorLoadOp::create(
                           builder, loc, input.getType(), binding,
                           getDeviceDims(inputDims.lookup(input))));
  SmallVector<Value> resultDims = getDeviceDims(llvm::to_vector(region.getResultDims()));
  Block &body = region.getBody().front();
  for (Operation &op : body.without_terminator()) builder.clone(op, mapping);
  auto terminator = cast<ReturnOp>(body.getTerminator());
  auto nextDim = resultDims.begin();
  for (auto [value, binding] :
       llvm::zip(terminator.getOperands(),
                 entry->getArguments().drop_front(inputs.size()))) {
    int64_t count = cast<RankedTensorType>(value.getType()).getNumDynamicDims();
    DispatchTensorStoreOp::create(builder, loc, mapping.lookupOrDefault(value),
                                  binding, ValueRange(ArrayRef<Value>(nextDim, count)));
    nextDim += count;
  }
  func::ReturnOp::create(builder, loc);
  inlineScalarInputs(func);

  builder.setInsertionPoint(region);
  auto entryPoint = SymbolRefAttr::get(
      executable.getSymNameAttr(),
      {FlatSymbolRefAttr::get(executable.getSymNameAttr())});
  auto dispatch = DispatchOp::create(builder, loc, region.getResultTypes(),
                                     entryPoint, inputs, constants,
                                     region.getResultDims());
  region.replaceAllUsesWith(dispatch.getResults());
  region.erase();
  return success();
}

struct OutlineDispatchRegionsPass
    : impl::OutlineDispatchRegionsPassBase<OutlineDispatchRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Sizes of region results are the regions' result dimensions, so
    // consecutive dispatches share them (one push constant each).
    resolveDims(module);
    SymbolTable symbolTable(module);
    for (auto host : llvm::to_vector(module.getOps<func::FuncOp>())) {
      SmallVector<DispatchRegionOp> regions;
      host.walk([&](DispatchRegionOp region) { regions.push_back(region); });
      for (auto [ordinal, region] : llvm::enumerate(regions))
        if (failed(outlineRegion(region, host, ordinal, symbolTable)))
          return signalPassFailure();
    }
    // Host checks of sizes the dispatches now give fold away where equal.
    resolveDims(module);
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
