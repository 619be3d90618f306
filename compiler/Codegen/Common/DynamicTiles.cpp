//===- DynamicTiles.cpp - Workgroup tiles of dynamically sized loops ------===//

#include "compiler/Codegen/Common/DynamicTiles.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::Codegen {

unsigned getPushConstantCount(func::FuncOp func) {
  return llvm::count_if(func.getArgumentTypes(),
                        [](Type type) { return type.isInteger(32); });
}

static std::optional<AffineExpr> getDimExpr(Value source, int64_t index,
                                            func::FuncOp func);

std::optional<AffineExpr> getPushConstantExpr(Value value, func::FuncOp func) {
  MLIRContext *context = func.getContext();
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return getAffineConstantExpr(constant.getSExtValue(), context);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() != &func.getBody().front() ||
        !arg.getType().isInteger(32))
      return std::nullopt;
    // Push constants follow the bindings (memrefs).
    unsigned bindings = llvm::count_if(func.getArgumentTypes(),
                                       llvm::IsaPred<MemRefType>);
    return getAffineSymbolExpr(arg.getArgNumber() - bindings, context);
  }
  Operation *op = value.getDefiningOp();
  auto operandExpr = [&](unsigned i) {
    return getPushConstantExpr(op->getOperand(i), func);
  };
  // Widenings and index casts of sizes (which are not negative).
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp>(op))
    return operandExpr(0);
  if (isa<arith::AddIOp, arith::MulIOp, arith::ShLIOp, arith::OrIOp>(op)) {
    std::optional<AffineExpr> lhs = operandExpr(0), rhs = operandExpr(1);
    if (!lhs || !rhs) return std::nullopt;
    if (isa<arith::AddIOp>(op)) return *lhs + *rhs;
    if (isa<arith::MulIOp>(op)) return *lhs * *rhs;
    if (isa<arith::ShLIOp>(op)) {
      auto shift = dyn_cast<AffineConstantExpr>(*rhs);
      if (!shift || shift.getValue() < 0 || shift.getValue() > 62)
        return std::nullopt;
      return *lhs * (int64_t(1) << shift.getValue());
    }
    // An or of a low word and a high word shifted past it (how a 64-bit
    // size is joined from two push constants) is their sum.
    auto shifted = op->getOperand(1).getDefiningOp<arith::ShLIOp>();
    APInt shift;
    if (!shifted || !matchPattern(shifted.getRhs(), m_ConstantInt(&shift)) ||
        shift.getSExtValue() < 32 ||
        !op->getOperand(0).getDefiningOp<arith::ExtUIOp>() ||
        !op->getOperand(0)
             .getDefiningOp<arith::ExtUIOp>()
             .getIn()
             .getType()
             .isInteger(32))
      return std::nullopt;
    return *lhs + *rhs;
  }
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    AffineMap map = apply.getAffineMap();
    SmallVector<AffineExpr> dims, symbols;
    for (auto [i, operand] : llvm::enumerate(apply.getMapOperands())) {
      std::optional<AffineExpr> expr = getPushConstantExpr(operand, func);
      if (!expr) return std::nullopt;
      (i < map.getNumDims() ? dims : symbols).push_back(*expr);
    }
    return map.getResult(0).replaceDimsAndSymbols(dims, symbols);
  }
  // The size of a dimension: where the view or tensor got it.
  std::optional<int64_t> index;
  Value source;
  if (auto dim = dyn_cast<tensor::DimOp>(op)) {
    index = dim.getConstantIndex();
    source = dim.getSource();
  } else if (auto dim = dyn_cast<memref::DimOp>(op)) {
    index = dim.getConstantIndex();
    source = dim.getSource();
  }
  if (!index || !source) return std::nullopt;
  return getDimExpr(source, *index, func);
}

/// Dimension |index| of the tensor or memref |source| as an expression of
/// |func|'s push constants.
static std::optional<AffineExpr> getDimExpr(Value source, int64_t index,
                                            func::FuncOp func) {
  MLIRContext *context = func.getContext();
  auto type = cast<ShapedType>(source.getType());
  if (!type.isDynamicDim(index))
    return getAffineConstantExpr(type.getDimSize(index), context);
  Operation *producer = source.getDefiningOp();
  // A result of a destination-style op has its init's shape.
  if (auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(producer))
    return getDimExpr(dps.getTiedOpOperand(cast<OpResult>(source))->get(),
                      index, func);
  if (auto toTensor = dyn_cast_or_null<bufferization::ToTensorOp>(producer))
    producer = toTensor.getBuffer().getDefiningOp();
  if (auto view = dyn_cast_or_null<memref::ReinterpretCastOp>(producer)) {
    OpFoldResult size = view.getMixedSizes()[index];
    if (auto attr = dyn_cast<Attribute>(size))
      return getAffineConstantExpr(cast<IntegerAttr>(attr).getInt(), context);
    return getPushConstantExpr(cast<Value>(size), func);
  }
  if (auto empty = dyn_cast_or_null<tensor::EmptyOp>(producer)) {
    OpFoldResult size = empty.getMixedSizes()[index];
    if (auto attr = dyn_cast<Attribute>(size))
      return getAffineConstantExpr(cast<IntegerAttr>(attr).getInt(), context);
    return getPushConstantExpr(cast<Value>(size), func);
  }
  return std::nullopt;
}

/// A loop over the rows of a partial tile whose row count is |size|, each
/// row computed by a copy of |ops| with one row (so with static shapes)
/// and inserted into the tile; the tiles |tiles| the ops compute, or
/// nullopt where the tile's rows are not one dynamic dimension of each.
static std::optional<SmallVector<Value>>
buildRowLoop(OpBuilder &builder, scf::ForallOp forall, affine::AffineMinOp size,
             ArrayRef<Operation *> ops, ArrayRef<Value> tiles) {
  // The induction variable the size is measured from.
  Value iv;
  for (Value operand : size.getMapOperands())
    if (llvm::is_contained(forall.getInductionVars(), operand)) iv = operand;
  if (!iv) return std::nullopt;
  SmallVector<int64_t> rowDims;
  for (Value tile : tiles) {
    auto type = cast<RankedTensorType>(tile.getType());
    if (type.getNumDynamicDims() != 1) return std::nullopt;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d)) rowDims.push_back(d);
  }
  Location loc = forall.getLoc();
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  SmallVector<Value> inits;
  for (Value tile : tiles) {
    auto type = cast<RankedTensorType>(tile.getType());
    inits.push_back(tensor::EmptyOp::create(builder, loc, type.getShape(),
                                            type.getElementType(),
                                            ValueRange{size.getResult()}));
  }
  auto loop = scf::ForOp::create(
      builder, loc, zero, size.getResult(), one, inits,
      [&](OpBuilder &b, Location l, Value row, ValueRange accs) {
        IRMapping mapping;
        mapping.map(size.getResult(), one);
        mapping.map(iv, arith::AddIOp::create(b, l, iv, row).getResult());
        for (Operation *op : ops) b.clone(*op, mapping);
        SmallVector<Value> updated;
        for (auto [tile, acc, rowDim] : llvm::zip(tiles, accs, rowDims)) {
          auto type = cast<RankedTensorType>(tile.getType());
          SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
          SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
          SmallVector<int64_t> rowShape(type.getShape());
          rowShape[rowDim] = 1;
          offsets[rowDim] = row;
          Value rowTile = tensor::CastOp::create(
              b, l, type.clone(rowShape), mapping.lookupOrDefault(tile));
          updated.push_back(tensor::InsertSliceOp::create(
              b, l, rowTile, acc, offsets,
              getAsIndexOpFoldResult(b.getContext(), rowShape), strides));
        }
        scf::YieldOp::create(b, l, updated);
      });
  return SmallVector<Value>(loop.getResults());
}

void versionFullTiles(scf::ForallOp forall) {
  Block *body = forall.getBody();
  // Tile sizes: affine.min ops of the body with a constant among their
  // results (min(T, ub - iv)), and that constant.
  SmallVector<std::pair<affine::AffineMinOp, int64_t>> sizes;
  for (auto min : body->getOps<affine::AffineMinOp>())
    for (AffineExpr result : min.getAffineMap().getResults())
      if (auto constant = dyn_cast<AffineConstantExpr>(result)) {
        sizes.push_back({min, constant.getValue()});
        break;
      }
  if (sizes.empty()) return;
  scf::InParallelOp terminator = forall.getTerminator();
  // The tiles' values, each inserted into the result by the terminator.
  SmallVector<Value> tiles;
  for (Operation &op : terminator.getYieldingOps())
    tiles.push_back(cast<tensor::ParallelInsertSliceOp>(op).getSource());
  // Ops that stay before the versions: the sizes and what the terminator
  // needs besides the tiles (offsets, sizes).
  llvm::SetVector<Operation *> kept;
  for (auto [min, size] : sizes) kept.insert(min);
  for (Operation &op : terminator.getYieldingOps())
    for (Value operand : op.getOperands().drop_front()) {
      BackwardSliceOptions options;
      options.filter = [&](Operation *candidate) {
        return candidate->getBlock() == body;
      };
      options.inclusive = true;
      llvm::SetVector<Operation *> slice;
      if (Operation *def = operand.getDefiningOp())
        if (def->getBlock() == body &&
            succeeded(getBackwardSlice(def, &slice, options)))
          kept.insert(slice.begin(), slice.end());
    }
  // The kept ops' own operands come from before the tile or from each other.
  for (Operation *op : llvm::to_vector(kept)) {
    BackwardSliceOptions options;
    options.filter = [&](Operation *candidate) {
      return candidate->getBlock() == body;
    };
    llvm::SetVector<Operation *> slice;
    if (succeeded(getBackwardSlice(op, &slice, options)))
      kept.insert(slice.begin(), slice.end());
  }
  SmallVector<Operation *> moved;
  for (Operation &op : body->without_terminator())
    if (!kept.contains(&op)) moved.push_back(&op);
  if (moved.empty()) return;

  OpBuilder builder(terminator);
  Location loc = forall.getLoc();
  Value full;
  for (auto [min, size] : sizes) {
    Value isFull = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::eq, min.getResult(),
        arith::ConstantIndexOp::create(builder, loc, size));
    full = full ? arith::AndIOp::create(builder, loc, full, isFull).getResult()
                : isFull;
  }
  auto branch = scf::IfOp::create(builder, loc, ValueRange(tiles).getTypes(),
                                  full, /*withElseRegion=*/true);
  // The full version: a copy with the sizes constant.
  OpBuilder thenBuilder = branch.getThenBodyBuilder();
  IRMapping mapping;
  for (auto [min, size] : sizes)
    mapping.map(min.getResult(),
                arith::ConstantIndexOp::create(thenBuilder, loc, size));
  for (Operation *op : moved) thenBuilder.clone(*op, mapping);
  SmallVector<Value> thenTiles;
  for (Value tile : tiles) thenTiles.push_back(mapping.lookupOrDefault(tile));
  scf::YieldOp::create(thenBuilder, loc, thenTiles);
  // The partial version: one row at a time with the static code, or the
  // original ops.
  Block *elseBlock = &branch.getElseRegion().front();
  OpBuilder elseBuilder = OpBuilder::atBlockEnd(elseBlock);
  std::optional<SmallVector<Value>> rows =
      sizes.size() == 1
          ? buildRowLoop(elseBuilder, forall, sizes.front().first, moved, tiles)
          : std::nullopt;
  if (rows) {
    scf::YieldOp::create(elseBuilder, loc, *rows);
  } else {
    for (Operation *op : moved) op->moveBefore(elseBlock, elseBlock->end());
    elseBuilder.setInsertionPointToEnd(elseBlock);
    scf::YieldOp::create(elseBuilder, loc, tiles);
  }
  for (auto [op, result] :
       llvm::zip(terminator.getYieldingOps(), branch.getResults()))
    cast<tensor::ParallelInsertSliceOp>(op).getSourceMutable().assign(result);
  // The row loop copied the original ops, which nothing uses any more.
  if (rows)
    for (Operation *op : llvm::reverse(moved)) op->erase();

  // Constant sizes make the copies' shapes static (slices, then the ops on
  // them through their casts) before the backend picks its kernels.
  MLIRContext *context = forall.getContext();
  RewritePatternSet patterns(context);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName name : context->getRegisteredOperations())
    name.getCanonicalizationPatterns(patterns, context);
  FrozenRewritePatternSet frozen(std::move(patterns));
  (void)applyPatternsGreedily(branch.getThenRegion(), frozen);
  (void)applyPatternsGreedily(branch.getElseRegion(), frozen);
}

void foldDimsOfSizedViews(Operation *root) {
  root->walk([](memref::DimOp dim) {
    std::optional<int64_t> index = dim.getConstantIndex();
    auto type = dyn_cast<MemRefType>(dim.getSource().getType());
    if (!index || !type || *index < 0 || *index >= type.getRank()) return;
    Value source = dim.getSource();
    while (auto cast = source.getDefiningOp<memref::CastOp>())
      source = cast.getSource();
    OpFoldResult size;
    if (auto view = source.getDefiningOp<memref::ReinterpretCastOp>())
      size = view.getMixedSizes()[*index];
    else if (auto view = source.getDefiningOp<memref::SubViewOp>();
             view && view.getSourceType().getRank() == view.getType().getRank())
      size = view.getMixedSizes()[*index];
    else
      return;
    OpBuilder builder(dim);
    dim.replaceAllUsesWith(
        getValueOrCreateConstantIndexOp(builder, dim.getLoc(), size));
    dim.erase();
  });
}

} // namespace mlir::iree_compiler::Codegen
