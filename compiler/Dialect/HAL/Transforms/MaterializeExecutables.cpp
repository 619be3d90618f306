//===- MaterializeExecutables.cpp - flow.executable → hal.executable ------===//
//
// Dispatch functions switch from `!flow.dispatch.tensor` bindings to memrefs
// here, so code generators start from linalg on tensors that reads and
// writes plain memref arguments (one per binding, in binding order).
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/IR/FlowOps.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

#define GEN_PASS_DEF_MATERIALIZEEXECUTABLESPASS
#include "compiler/Dialect/HAL/Transforms/Passes.h.inc"

namespace {

/// Buffers hold i1 elements as bytes (as the runtime's `i1` buffer views
/// do); the element type a binding has in memory.
Type getStorageElementType(Type type) {
  return type.isInteger(1) ? IntegerType::get(type.getContext(), 8) : type;
}

/// An elementwise integer cast of a whole tensor: `arith.extui` to widen
/// i1 to its byte storage, `arith.trunci` to narrow it back.
Value castElements(OpBuilder &builder, Location loc, Value tensor,
                   Type elementType) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value init = tensor::EmptyOp::create(
      builder, loc, tensor::getMixedSizes(builder, loc, tensor), elementType);
  AffineMap identity = builder.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, loc, init.getType(), tensor, init,
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
        Value cast =
            elementType.getIntOrFloatBitWidth() < type.getElementTypeBitWidth()
                ? Value(arith::TruncIOp::create(b, nestedLoc, elementType, args[0]))
                : Value(arith::ExtUIOp::create(b, nestedLoc, elementType, args[0]));
        linalg::YieldOp::create(b, nestedLoc, cast);
      });
  return generic.getResult(0);
}

/// The row-major memref of |type|'s shape over |binding|: the binding
/// itself when the shape is static, else a view of it with sizes |dims|
/// (a dynamically shaped binding's argument is a 0-d memref, its address:
/// the backends' calling conventions pass statically shaped memrefs only).
Value getBindingView(OpBuilder &builder, Location loc, Value binding,
                     RankedTensorType type, ValueRange dims) {
  if (type.hasStaticShape()) return binding;
  auto memrefType = MemRefType::get(
      type.getShape(), cast<MemRefType>(binding.getType()).getElementType());
  SmallVector<OpFoldResult> sizes, strides(type.getRank());
  auto dim = dims.begin();
  for (int64_t extent : type.getShape())
    sizes.push_back(ShapedType::isDynamic(extent) ? OpFoldResult(*dim++)
                                                  : builder.getIndexAttr(extent));
  OpFoldResult stride = builder.getIndexAttr(1);
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    if (d == 0) break;
    std::optional<int64_t> a = getConstantIntValue(stride);
    std::optional<int64_t> b = getConstantIntValue(sizes[d]);
    if (a && b)
      stride = builder.getIndexAttr(*a * *b);
    else if (a == 1)
      stride = sizes[d];
    else
      stride = arith::MulIOp::create(
                   builder, loc,
                   getValueOrCreateConstantIndexOp(builder, loc, stride),
                   getValueOrCreateConstantIndexOp(builder, loc, sizes[d]))
                   .getResult();
  }
  return memref::ReinterpretCastOp::create(builder, loc, memrefType, binding,
                                           builder.getIndexAttr(0), sizes,
                                           strides);
}

/// Rewrites one dispatch function to take memref bindings (its trailing i32
/// push constants stay as they are).
void convertBindingsToMemRefs(func::FuncOp func) {
  Block &entry = func.getBody().front();
  SmallVector<Type> argTypes;
  for (BlockArgument arg : entry.getArguments()) {
    auto bindingType = dyn_cast<Flow::DispatchTensorType>(arg.getType());
    if (!bindingType) {
      argTypes.push_back(arg.getType());
      continue;
    }
    auto tensorType = cast<RankedTensorType>(bindingType.getBoundType());
    Type elementType = getStorageElementType(tensorType.getElementType());
    arg.setType(tensorType.hasStaticShape()
                    ? MemRefType::get(tensorType.getShape(), elementType)
                    : MemRefType::get({}, elementType));
    argTypes.push_back(arg.getType());
  }
  func.setFunctionType(FunctionType::get(func.getContext(), argTypes, {}));

  SmallVector<Operation *> bindingOps;
  func.walk([&](Operation *op) {
    if (isa<Flow::DispatchTensorLoadOp, Flow::DispatchTensorStoreOp>(op))
      bindingOps.push_back(op);
  });
  for (Operation *op : bindingOps) {
    OpBuilder builder(op);
    if (auto load = dyn_cast<Flow::DispatchTensorLoadOp>(op)) {
      auto type = load.getResult().getType();
      auto storedType = type.clone(getStorageElementType(type.getElementType()));
      Value view = getBindingView(builder, load.getLoc(), load.getSource(),
                                  type, load.getDims());
      Value value = bufferization::ToTensorOp::create(
          builder, load.getLoc(), storedType, view,
          /*restrict=*/true, /*writable=*/false);
      if (storedType != type)
        value = castElements(builder, load.getLoc(), value, type.getElementType());
      load.getResult().replaceAllUsesWith(value);
    } else {
      auto store = cast<Flow::DispatchTensorStoreOp>(op);
      Value value = store.getValue();
      Type elementType = cast<RankedTensorType>(value.getType()).getElementType();
      if (getStorageElementType(elementType) != elementType)
        value = castElements(builder, store.getLoc(), value,
                             getStorageElementType(elementType));
      Value view = getBindingView(builder, store.getLoc(), store.getTarget(),
                                  cast<RankedTensorType>(value.getType()),
                                  store.getDims());
      auto materialize = bufferization::MaterializeInDestinationOp::create(
          builder, store.getLoc(), value, view);
      materialize.setRestrict(true);
      materialize.setWritable(true);
    }
    op->erase();
  }
}

struct MaterializeExecutablesPass
    : impl::MaterializeExecutablesPassBase<MaterializeExecutablesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<std::string> targets(targetBackends.begin(), targetBackends.end());
    if (targets.empty()) targets.push_back("llvm-cpu");

    for (auto flowExecutable :
         llvm::make_early_inc_range(module.getOps<Flow::ExecutableOp>())) {
      OpBuilder builder(flowExecutable);
      auto executable = ExecutableOp::create(builder, flowExecutable.getLoc(),
                                             flowExecutable.getSymName());
      ModuleOp flowModule = flowExecutable.getInnerModule();
      for (const std::string &target : targets) {
        builder.setInsertionPointToEnd(&executable.getBody().front());
        std::string variantName = target;
        std::replace(variantName.begin(), variantName.end(), '-', '_');
        auto variant = ExecutableVariantOp::create(
            builder, flowExecutable.getLoc(), variantName, target);
        builder.setInsertionPointToEnd(&variant.getBody().front());
        ModuleOp innerModule = cast<ModuleOp>(builder.clone(*flowModule));
        int32_t ordinal = 0;
        for (auto exportOp : flowExecutable.getBody().getOps<Flow::ExecutableExportOp>()) {
          auto func = innerModule.lookupSymbol<func::FuncOp>(
              exportOp.getSymName());
          builder.setInsertionPoint(innerModule);
          auto argTypes = func.getArgumentTypes();
          int32_t bindingCount = llvm::count_if(argTypes, [](Type type) {
            return isa<Flow::DispatchTensorType>(type);
          });
          ExecutableExportOp::create(
              builder, exportOp.getLoc(), exportOp.getSymName(), ordinal++,
              bindingCount, argTypes.size() - bindingCount,
              /*workgroup_count=*/nullptr, /*workgroup_count_map=*/nullptr,
              exportOp.getInplaceOperandsAttr());
          convertBindingsToMemRefs(func);
        }
      }
      flowExecutable.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::HAL
