//===- ControlFlow.cpp - while/if/case to scf ----------------------------===//
//
// StableHLO control flow becomes scf ops on the same tensors; predicates and
// case indices are read out of their 0-d tensors with tensor.extract. The
// flow phase later turns 0-d loop state into host scalars, so a counted loop
// runs in the VM without reading anything back from the device.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

LogicalResult convertResultTypes(const TypeConverter &converter, Operation *op,
                                 SmallVectorImpl<Type> &types) {
  for (Type type : op->getResultTypes()) {
    RankedTensorType converted = getStaticConvertedType(converter, type);
    if (!converted) return failure();
    types.push_back(converted);
  }
  return success();
}

/// Moves |source| into the empty |dest| and ends it with |Terminator| in
/// place of its stablehlo.return.
template <typename Terminator>
void moveBranch(ConversionPatternRewriter &rewriter, Region &source,
                Region &dest) {
  Operation *ret = source.front().getTerminator();
  rewriter.inlineRegionBefore(source, dest, dest.end());
  rewriter.setInsertionPoint(ret);
  rewriter.replaceOpWithNewOp<Terminator>(ret, ret->getOperands());
}

struct ConvertWhile : OpConversionPattern<shlo::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(*getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    auto loop = scf::WhileOp::create(rewriter, loc, types, adaptor.getOperand());
    for (auto [source, dest] : {std::pair(&op.getCond(), &loop.getBefore()),
                                std::pair(&op.getBody(), &loop.getAfter())}) {
      rewriter.inlineRegionBefore(*source, *dest, dest->end());
      if (failed(rewriter.convertRegionTypes(dest, *getTypeConverter())))
        return failure();
    }
    Block &before = loop.getBefore().front();
    Operation *condReturn = before.getTerminator();
    rewriter.setInsertionPoint(condReturn);
    Value pred = tensor::ExtractOp::create(rewriter, loc,
                                           condReturn->getOperand(0),
                                           ValueRange{});
    rewriter.replaceOpWithNewOp<scf::ConditionOp>(condReturn, pred,
                                                  before.getArguments());
    Operation *bodyReturn = loop.getAfter().front().getTerminator();
    rewriter.setInsertionPoint(bodyReturn);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(bodyReturn,
                                              bodyReturn->getOperands());
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct ConvertIf : OpConversionPattern<shlo::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(*getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    Value pred = tensor::ExtractOp::create(rewriter, loc, adaptor.getPred(),
                                           ValueRange{});
    auto ifOp = scf::IfOp::create(rewriter, loc, types, pred,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    moveBranch<scf::YieldOp>(rewriter, op.getTrueBranch(), ifOp.getThenRegion());
    moveBranch<scf::YieldOp>(rewriter, op.getFalseBranch(),
                             ifOp.getElseRegion());
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

/// case becomes a chain of scf.if on `index == i`; the last branch is the
/// final else, so out-of-range indices run it as the spec says.
struct ConvertCase : OpConversionPattern<shlo::CaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::CaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(convertResultTypes(*getTypeConverter(), op, types)))
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    Location loc = op.getLoc();
    MutableArrayRef<Region> branches = op.getBranches();
    if (branches.size() == 1) {
      Block &only = branches.front().front();
      Operation *ret = only.getTerminator();
      SmallVector<Value> results(ret->getOperands());
      rewriter.inlineBlockBefore(&only, op);
      rewriter.eraseOp(ret);
      rewriter.replaceOp(op, results);
      return success();
    }
    Value index = tensor::ExtractOp::create(rewriter, loc, adaptor.getIndex(),
                                            ValueRange{});
    SmallVector<Value> results;
    scf::IfOp previous;
    for (unsigned i = 0; i + 1 < branches.size(); ++i) {
      Value isThis = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, index,
          arith::ConstantIntOp::create(rewriter, loc, i, 32));
      auto ifOp = scf::IfOp::create(rewriter, loc, types, isThis,
                                    /*addThenBlock=*/false,
                                    /*addElseBlock=*/false);
      if (previous)
        scf::YieldOp::create(rewriter, loc, ifOp.getResults());
      else
        results = ifOp.getResults();
      moveBranch<scf::YieldOp>(rewriter, branches[i], ifOp.getThenRegion());
      if (i + 2 < branches.size())
        rewriter.setInsertionPointToStart(
            rewriter.createBlock(&ifOp.getElseRegion()));
      previous = ifOp;
    }
    moveBranch<scf::YieldOp>(rewriter, branches.back(),
                             previous.getElseRegion());
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void populateControlFlowPatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<ConvertWhile, ConvertIf, ConvertCase>(converter,
                                                     patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
