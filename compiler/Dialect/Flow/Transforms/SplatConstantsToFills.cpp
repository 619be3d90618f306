//===- SplatConstantsToFills.cpp - Large splats are filled, not embedded ---===//
//
// A splat tensor constant the host materializes (a util.unfoldable_constant,
// or an arith.constant the host itself reads) would become a blob of every
// element in the module: a 16384 x 16384 splat of 2.0 is 1 GiB to build and
// to load. Every host splat above min-bytes becomes a linalg.fill of its
// scalar into an empty tensor instead, which dispatch formation clones into
// its consumers (as it cloned the constant into those that only dispatches
// read) or gives a dispatch of its own. An unfoldable constant keeps its value
// opaque: the fill reads an unfoldable scalar.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Flow {

#define GEN_PASS_DEF_SPLATCONSTANTSTOFILLSPASS
#include "compiler/Dialect/Flow/Transforms/Passes.h.inc"

namespace {

/// The splat value of |op|'s tensor when it is a splat constant of more than
/// |minBytes|.
std::optional<TypedAttr> getLargeSplat(Operation *op, int64_t minBytes) {
  Attribute value;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    value = constant.getValue();
  else if (auto unfoldable = dyn_cast<Util::UnfoldableConstantOp>(op))
    value = unfoldable.getValue();
  auto splat = dyn_cast_or_null<SplatElementsAttr>(value);
  if (!splat) return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(splat.getType());
  Type element = type ? type.getElementType() : Type();
  if (!type || !element.isIntOrFloat()) return std::nullopt;
  int64_t bytes = type.getNumElements() *
                  std::max<int64_t>(1, element.getIntOrFloatBitWidth() / 8);
  if (bytes <= minBytes) return std::nullopt;
  return splat.getSplatValue<TypedAttr>();
}

struct SplatConstantsToFillsPass
    : impl::SplatConstantsToFillsPassBase<SplatConstantsToFillsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<Operation *, TypedAttr>> splats;
    getOperation().walk([&](Operation *op) {
      if (!op->getParentOfType<func::FuncOp>()) return;
      if (std::optional<TypedAttr> value = getLargeSplat(op, minBytes))
        splats.push_back({op, *value});
    });
    IRRewriter rewriter(&getContext());
    for (auto [op, value] : splats) {
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      auto type = cast<RankedTensorType>(op->getResult(0).getType());
      Value scalar =
          isa<Util::UnfoldableConstantOp>(op)
              ? Util::UnfoldableConstantOp::create(rewriter, loc, value)
                    .getResult()
              : arith::ConstantOp::create(rewriter, loc, value).getResult();
      Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType(),
                                            type.getEncoding());
      rewriter.replaceOpWithNewOp<linalg::FillOp>(op, scalar, empty);
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::IREE::Flow
