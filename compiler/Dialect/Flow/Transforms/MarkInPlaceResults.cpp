//===- MarkInPlaceResults.cpp - Outputs that may overwrite an input -------===//
//
// An output binding may take an input binding's bytes when every element of
// the output is computed from the same element of that input, read before
// it is written, whatever the backend's tiling. That holds when the
// function is exactly:
// - whole-binding loads (an input loaded once, used once);
// - one linalg.generic with only parallel loops, reading the input through
//   the identity map and writing each output through the identity map;
// - stores of the generic's results into the output bindings;
// and the input and output have the same tensor type. Each output takes at
// most one input and each input serves at most one output. Anything else
// (a fill, a second op whose intermediate a backend may keep in the
// output's memory, a transpose, a reduction) is left alone.
//
// The mark is permission, not obligation: the host's allocation planning
// uses it only where the input dies at the dispatch.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_MARKINPLACERESULTSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// Per output binding of |func|, the input binding it may overwrite or -1;
/// empty when no output may.
SmallVector<int64_t> findInPlaceOperands(func::FuncOp func) {
  if (!func.getBody().hasOneBlock()) return {};
  Block &entry = func.front();
  SmallVector<BlockArgument> inputs, outputs;
  for (BlockArgument arg : entry.getArguments()) {
    auto binding = dyn_cast<DispatchTensorType>(arg.getType());
    if (!binding) continue;
    (binding.getAccess() == TensorAccess::ReadOnly ? inputs : outputs)
        .push_back(arg);
  }

  linalg::GenericOp generic;
  for (Operation &op : entry) {
    if (isa<DispatchTensorLoadOp, DispatchTensorStoreOp, tensor::EmptyOp,
            func::ReturnOp>(op) ||
        op.hasTrait<OpTrait::ConstantLike>())
      continue;
    auto candidate = dyn_cast<linalg::GenericOp>(op);
    if (!candidate || generic) return {};
    generic = candidate;
  }
  if (!generic || generic.getNumReductionLoops() != 0) return {};

  auto isIdentity = [&](OpOperand &operand) {
    return generic.getMatchingIndexingMap(&operand).isIdentity();
  };
  // The generic's result each output binding stores, if stored through the
  // identity map.
  SmallVector<OpResult> stored(outputs.size());
  for (auto [index, output] : llvm::enumerate(outputs)) {
    if (!output.hasOneUse()) return {};
    auto store = dyn_cast<DispatchTensorStoreOp>(*output.user_begin());
    if (!store) continue;
    auto result = dyn_cast<OpResult>(store.getValue());
    if (!result || result.getOwner() != generic.getOperation() ||
        !isIdentity(generic.getDpsInitsMutable()[result.getResultNumber()]))
      continue;
    stored[index] = result;
  }

  SmallVector<int64_t> inplace(outputs.size(), -1);
  llvm::SmallBitVector taken(inputs.size());
  bool any = false;
  for (auto [index, result] : llvm::enumerate(stored)) {
    if (!result) continue;
    for (auto [inputIndex, input] : llvm::enumerate(inputs)) {
      if (taken.test(inputIndex) || !input.hasOneUse()) continue;
      auto load = dyn_cast<DispatchTensorLoadOp>(*input.user_begin());
      if (!load || !load.getResult().hasOneUse() ||
          load.getResult().getType() != result.getType())
        continue;
      OpOperand &use = *load.getResult().use_begin();
      if (use.getOwner() != generic.getOperation() || !isIdentity(use))
        continue;
      inplace[index] = static_cast<int64_t>(inputIndex);
      taken.set(inputIndex);
      any = true;
      break;
    }
  }
  if (!any) return {};
  return inplace;
}

struct MarkInPlaceResultsPass
    : impl::MarkInPlaceResultsPassBase<MarkInPlaceResultsPass> {
  void runOnOperation() override {
    for (auto executable : getOperation().getOps<ExecutableOp>()) {
      for (auto exportOp : executable.getBody().getOps<ExecutableExportOp>()) {
        func::FuncOp func = exportOp.getFunction();
        if (!func) continue;
        SmallVector<int64_t> inplace = findInPlaceOperands(func);
        if (!inplace.empty())
          exportOp.setInplaceOperands(inplace);
      }
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
