//===- Kernels.cpp - Shared pieces of the workgroup-memory kernels --------===//
//
// What the matmul, cooperative matmul and convolution kernels share: finding
// their op, its fill and epilogue, applying the epilogue per element, and
// resolving the views they address bindings through (Kernels.h).
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"

#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::iree_compiler::SPIRV {

/// Whether |value| is provably a multiple of |factor|.
static bool isMultipleOf(Value value, int64_t factor) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return *constant % factor == 0;
  if (auto mul = value.getDefiningOp<arith::MulIOp>())
    return isMultipleOf(mul.getLhs(), factor) ||
           isMultipleOf(mul.getRhs(), factor);
  if (auto add = value.getDefiningOp<arith::AddIOp>())
    return isMultipleOf(add.getLhs(), factor) &&
           isMultipleOf(add.getRhs(), factor);
  return false;
}

FailureOr<BindingView> resolveAlignedView(ImplicitLocOpBuilder &b,
                                          Value view) {
  int64_t rank = cast<MemRefType>(view.getType()).getRank();
  SmallVector<memref::SubViewOp> chain;
  while (auto subview = view.getDefiningOp<memref::SubViewOp>()) {
    if (subview.getSourceType().getRank() != rank ||
        !llvm::all_of(subview.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }))
      return failure();
    OpFoldResult column = subview.getMixedOffsets().back();
    std::optional<int64_t> constant = getConstantIntValue(column);
    if (constant ? *constant % kQuad != 0
                 : !isMultipleOf(cast<Value>(column), kQuad))
      return failure();
    chain.push_back(subview);
    view = subview.getSource();
  }
  auto type = dyn_cast<MemRefType>(view.getType());
  // A dynamically shaped binding is viewed row-major from its start
  // (MaterializeExecutables); its rows must still be whole quads.
  auto dynamicView = view.getDefiningOp<memref::ReinterpretCastOp>();
  bool rowMajorView =
      dynamicView && isa<BlockArgument>(dynamicView.getSource()) && type &&
      !ShapedType::isDynamic(type.getDimSize(rank - 1)) &&
      llvm::equal(dynamicView.getStaticOffsets(), ArrayRef<int64_t>{0}) &&
      type.getLayout().isIdentity();
  if ((!isa<BlockArgument>(view) && !rowMajorView) || !type ||
      (!rowMajorView && !type.hasStaticShape()) ||
      !type.getLayout().isIdentity() ||
      type.getDimSize(rank - 1) % kQuad != 0)
    return failure();
  BindingView resolved{view, {}};
  resolved.origin.assign(rank, arith::ConstantIndexOp::create(b, 0));
  for (memref::SubViewOp subview : chain) {
    for (auto [d, offset] : llvm::enumerate(subview.getMixedOffsets()))
      resolved.origin[d] = arith::AddIOp::create(
          b, resolved.origin[d],
          getValueOrCreateConstantIndexOp(b, b.getLoc(), offset));
  }
  return resolved;
}

bool isBroadcastMap(AffineMap map) {
  llvm::SmallBitVector seen(map.getNumDims());
  for (AffineExpr expr : map.getResults()) {
    if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      if (constant.getValue() != 0) return false;
      continue;
    }
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || seen.test(dim.getPosition())) return false;
    seen.set(dim.getPosition());
  }
  return true;
}

SmallVector<Value> getBroadcastIndices(OpBuilder &builder, Location loc,
                                       AffineMap map, ArrayRef<Value> ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      indices.push_back(ivs[dim.getPosition()]);
    else
      indices.push_back(arith::ConstantIndexOp::create(builder, loc, 0));
  }
  return indices;
}

bool isElementwise(linalg::GenericOp generic, unsigned loops) {
  if (generic.getNumLoops() != loops || generic.getNumReductionLoops() != 0 ||
      generic.getNumDpsInits() != 1 ||
      !generic.getIndexingMapsArray().back().isIdentity())
    return false;
  return llvm::all_of(generic.getIndexingMapsArray(), isBroadcastMap);
}

bool isEpilogueMap(AffineMap map, bool permuted) {
  if (map.isIdentity()) return true;
  unsigned innermost = map.getNumDims() - 1;
  return permuted && map.isPermutation() &&
         map.getDimPosition(innermost) == innermost;
}

linalg::GenericOp findEpilogue(Value temporary, linalg::LinalgOp kernelOp,
                               linalg::FillOp fill, bool permuted) {
  if (!temporary.getDefiningOp<memref::AllocaOp>()) return {};
  linalg::GenericOp epilogue;
  for (Operation *user : temporary.getUsers()) {
    if (user == kernelOp || user == fill) continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (epilogue || !generic || !generic.hasPureBufferSemantics() ||
        !isElementwise(generic, kernelOp.getNumParallelLoops()) ||
        generic->getBlock() != kernelOp->getBlock() ||
        generic->isBeforeInBlock(kernelOp.getOperation()))
      return {};
    epilogue = generic;
  }
  if (!epilogue) return {};
  for (OpOperand &operand : epilogue->getOpOperands()) {
    if (operand.get() != temporary) continue;
    if (epilogue.isDpsInit(&operand) ||
        !isEpilogueMap(epilogue.getMatchingIndexingMap(&operand), permuted))
      return {};
  }
  return epilogue;
}

Operation *findKernelOp(Operation *root,
                        function_ref<bool(Operation *)> isKernelOp,
                        bool permutedEpilogue) {
  if (isKernelOp(root)) return root;
  auto generic = dyn_cast_or_null<linalg::GenericOp>(root);
  if (!generic) return nullptr;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    Operation *producer = input->get().getDefiningOp();
    if (isKernelOp(producer) &&
        isElementwise(generic, cast<linalg::LinalgOp>(producer)
                                   .getNumParallelLoops()) &&
        isEpilogueMap(generic.getMatchingIndexingMap(input), permutedEpilogue))
      return producer;
  }
  return nullptr;
}

linalg::FillOp findInitFill(linalg::LinalgOp op) {
  // Views made between them (a dynamic tile's slices) touch no memory.
  Operation *previous = op->getPrevNode();
  while (previous && isa<memref::SubViewOp>(previous))
    previous = previous->getPrevNode();
  auto fill = dyn_cast_or_null<linalg::FillOp>(previous);
  if (fill && (fill.getDpsInits()[0] != op.getDpsInits()[0] ||
               !fill.hasPureBufferSemantics()))
    return {};
  return fill;
}

Value applyEpilogueElement(OpBuilder &builder, linalg::GenericOp epilogue,
                           Value temporary, Value value, ArrayRef<Value> ivs) {
  Block *body = epilogue.getBody();
  IRMapping mapping;
  for (OpOperand &operand : epilogue->getOpOperands()) {
    Value element = value;
    if (operand.get() != temporary) {
      SmallVector<Value> indices = getBroadcastIndices(
          builder, epilogue.getLoc(), epilogue.getMatchingIndexingMap(&operand),
          ivs);
      element = memref::LoadOp::create(builder, epilogue.getLoc(),
                                       operand.get(), indices);
    }
    mapping.map(body->getArgument(operand.getOperandNumber()), element);
  }
  for (Operation &op : body->without_terminator()) {
    // Positions in the iteration space are the element's.
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    builder.clone(op, mapping);
  }
  return mapping.lookup(body->getTerminator()->getOperand(0));
}

int64_t getWorkgroupSize(Operation *func, int64_t fallback) {
  if (auto size = func->getAttrOfType<IntegerAttr>(kWorkgroupSizeAttr))
    return size.getInt();
  return fallback;
}

void setKernelRootTile(Operation *root, Operation *kernelOp,
                       ArrayRef<int64_t> outputTile) {
  SmallVector<int64_t> rootTile(outputTile);
  if (root == kernelOp) {
    rootTile.push_back(0);
  } else {
    // The epilogue's loops are the kernel op's output dimensions, permuted.
    AffineMap map =
        getOperandMap(cast<linalg::GenericOp>(root), kernelOp->getResult(0));
    for (auto [r, size] : llvm::enumerate(outputTile))
      rootTile[map.getDimPosition(r)] = size;
  }
  root->setAttr(Codegen::kWorkgroupTileSizesAttr,
                Builder(root->getContext()).getDenseI64ArrayAttr(rootTile));
}

AffineMap getOperandMap(linalg::GenericOp op, Value operand) {
  for (OpOperand &use : op->getOpOperands())
    if (use.get() == operand) return op.getMatchingIndexingMap(&use);
  return {};
}

} // namespace mlir::iree_compiler::SPIRV
