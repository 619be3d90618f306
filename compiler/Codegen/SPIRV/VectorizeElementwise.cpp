//===- VectorizeElementwise.cpp - Elementwise generics over vec4s ---------===//
//
// GPUs move memory fastest in 16-byte accesses: an elementwise op reading
// and writing f32 bindings one element per access uses a quarter of each
// transaction. Where the bindings' alignment allows, each invocation moves
// whole vec4s instead (docs/vulkan.md).
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_VECTORIZEELEMENTWISEPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

constexpr int64_t kLanes = 4;

bool isWord(Type type) {
  return type.isIntOrFloat() && type.getIntOrFloatBitWidth() == 32;
}

/// Arithmetic whose vector form lowers like its scalar form: ops with an
/// expansion of their own (remainders, integer division, conversions
/// between widths, most math) stay scalar.
bool isVectorizable(Operation *op) {
  if (isa<arith::ConstantOp>(op))
    return isWord(op->getResult(0).getType());
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
           arith::NegFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::MaxNumFOp, arith::MinNumFOp, arith::AddIOp, arith::SubIOp,
           arith::MulIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp,
           arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp,
           arith::CmpFOp, arith::CmpIOp, arith::SelectOp, arith::SIToFPOp,
           arith::UIToFPOp, arith::BitcastOp, math::AbsFOp, math::FmaOp,
           math::SqrtOp, math::ExpOp>(op))
    return false;
  auto isWordOrBool = [](Type type) { return isWord(type) || type.isInteger(1); };
  return llvm::all_of(op->getOperandTypes(), isWordOrBool) &&
         llvm::all_of(op->getResultTypes(), isWordOrBool);
}

/// How one operand is read per vec4 of the innermost loop.
struct OperandAccess {
  bool contiguous;  // The innermost loop is its last index; else not used.
  BindingView view; // For contiguous operands.
};

/// The accesses of |op|'s operands when it can run on vec4s.
FailureOr<SmallVector<OperandAccess>> analyze(ImplicitLocOpBuilder &b,
                                              linalg::GenericOp op) {
  if (op.getNumReductionLoops() != 0 || !op.hasPureBufferSemantics() ||
      op.getNumLoops() == 0)
    return failure();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned innermost = op.getNumLoops() - 1;
  if (ShapedType::isDynamic(ranges.back()) || ranges.back() % kLanes != 0)
    return failure();
  for (Operation &bodyOp : op.getBody()->without_terminator())
    if (!isVectorizable(&bodyOp)) return failure();
  SmallVector<OperandAccess> accesses;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!type || !isWord(type.getElementType()) ||
        !map.isProjectedPermutation())
      return failure();
    bool usesInnermost = map.isFunctionOfDim(innermost);
    bool isOutput = op.isDpsInit(&operand);
    if (!usesInnermost) {
      // A broadcast input is one scalar per vec4; an output must be written
      // at every element.
      if (isOutput) return failure();
      accesses.push_back({false, {}});
      continue;
    }
    if (map.getResults().back() != b.getAffineDimExpr(innermost))
      return failure();
    FailureOr<BindingView> view = resolveAlignedView(b, operand.get());
    if (failed(view)) return failure();
    accesses.push_back({true, *view});
  }
  return accesses;
}

/// The indices of |map|'s results for the loop indices |ivs|, offset by
/// |origin| when given.
SmallVector<Value> indicesOf(ImplicitLocOpBuilder &b, AffineMap map,
                             ValueRange ivs, ArrayRef<Value> origin) {
  SmallVector<Value> indices;
  for (auto [i, result] : llvm::enumerate(map.getResults())) {
    Value iv = ivs[cast<AffineDimExpr>(result).getPosition()];
    indices.push_back(origin.empty() ? iv
                                     : arith::AddIOp::create(b, origin[i], iv));
  }
  return indices;
}

void vectorize(ImplicitLocOpBuilder &b, linalg::GenericOp op,
               ArrayRef<OperandAccess> accesses) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  auto index = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(b, value);
  };
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t range : ranges) {
    lbs.push_back(index(0));
    ubs.push_back(index(range));
    steps.push_back(index(1));
  }
  steps.back() = index(kLanes);
  auto loop = scf::ParallelOp::create(b, lbs, ubs, steps);
  b.setInsertionPointToStart(loop.getBody());
  SmallVector<Value> ivs = loop.getInductionVars();
  auto vectorOf = [](Type type) { return VectorType::get({kLanes}, type); };
  auto align = llvm::MaybeAlign(kLanes * 4);

  IRMapping mapping;
  Block *body = op.getBody();
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    if (arg.use_empty()) continue;
    const OperandAccess &access = accesses[operand.getOperandNumber()];
    AffineMap map = op.getMatchingIndexingMap(&operand);
    Value value;
    if (access.contiguous) {
      value = vector::LoadOp::create(
          b, vectorOf(arg.getType()), access.view.binding,
          indicesOf(b, map, ivs, access.view.origin), /*nontemporal=*/false,
          align);
    } else {
      value = vector::BroadcastOp::create(
          b, vectorOf(arg.getType()),
          memref::LoadOp::create(b, operand.get(), indicesOf(b, map, ivs, {})));
    }
    mapping.map(arg, value);
  }
  // Values from above the body are the same for every lane.
  auto lookup = [&](Value value) -> Value {
    if (Value mapped = mapping.lookupOrNull(value)) return mapped;
    Value splat = vector::BroadcastOp::create(b, vectorOf(value.getType()), value);
    mapping.map(value, splat);
    return splat;
  };
  for (Operation &bodyOp : body->without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(bodyOp)) {
      auto type = vectorOf(constant.getType());
      mapping.map(constant.getResult(),
                  arith::ConstantOp::create(
                      b, type, SplatElementsAttr::get(type, constant.getValue())));
      continue;
    }
    OperationState state(bodyOp.getLoc(), bodyOp.getName());
    for (Value operand : bodyOp.getOperands())
      state.operands.push_back(lookup(operand));
    for (Type type : bodyOp.getResultTypes())
      state.types.push_back(vectorOf(type));
    state.addAttributes(bodyOp.getAttrs());
    Operation *vectorOp = b.create(state);
    mapping.map(bodyOp.getResults(), vectorOp->getResults());
  }
  for (auto [yielded, init] :
       llvm::zip(body->getTerminator()->getOperands(), op.getDpsInitsMutable())) {
    const OperandAccess &access = accesses[init.getOperandNumber()];
    vector::StoreOp::create(
        b, lookup(yielded), access.view.binding,
        indicesOf(b, op.getMatchingIndexingMap(&init), ivs, access.view.origin),
        /*nontemporal=*/false, align);
  }
}

struct VectorizeElementwisePass
    : impl::VectorizeElementwisePassBase<VectorizeElementwisePass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation().walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics) {
      ImplicitLocOpBuilder b(op.getLoc(), op);
      FailureOr<SmallVector<OperandAccess>> accesses = analyze(b, op);
      if (failed(accesses)) continue;
      vectorize(b, op, *accesses);
      op.erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
