//===- BufferizeDispatch.cpp - Tensors to memrefs, tiles to workgroups ----===//

#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/Transforms.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::LLVMCPU {

#define GEN_PASS_DEF_BUFFERIZEDISPATCHPASS
#include "compiler/Codegen/LLVMCPU/Passes.h.inc"

namespace {

/// Replaces the workgroup scf.forall by its body for the workgroup whose id
/// the function receives in three trailing index arguments.
void bindWorkgroupIds(func::FuncOp func) {
  Block &entry = func.getBody().front();
  Type indexType = IndexType::get(func.getContext());
  SmallVector<Value> ids;
  for (int i = 0; i < 3; ++i)
    ids.push_back(entry.addArgument(indexType, func.getLoc()));
  SmallVector<Type> inputs(entry.getArgumentTypes());
  func.setFunctionType(FunctionType::get(func.getContext(), inputs, {}));

  SmallVector<scf::ForallOp> foralls(func.getBody().getOps<scf::ForallOp>());
  IRRewriter rewriter(func.getContext());
  for (scf::ForallOp forall : foralls) {
    rewriter.setInsertionPoint(forall);
    SmallVector<Value> ivs;
    Location loc = forall.getLoc();
    for (auto [i, lb, step] : llvm::enumerate(forall.getMixedLowerBound(),
                                              forall.getMixedStep())) {
      Value lower = getValueOrCreateConstantIndexOp(rewriter, loc, lb);
      Value stride = getValueOrCreateConstantIndexOp(rewriter, loc, step);
      Value offset = arith::MulIOp::create(rewriter, loc, ids[i], stride);
      ivs.push_back(arith::AddIOp::create(rewriter, loc, lower, offset));
    }
    Block *body = forall.getBody();
    rewriter.eraseOp(body->getTerminator());
    rewriter.inlineBlockBefore(body, forall, ivs);
    rewriter.eraseOp(forall);
  }
}

LogicalResult moveAllocationsToStack(func::FuncOp func, int64_t maxBytes) {
  SmallVector<memref::AllocOp> allocs;
  func.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  IRRewriter rewriter(func.getContext());
  for (memref::AllocOp alloc : allocs) {
    MemRefType type = alloc.getType();
    if (!type.hasStaticShape())
      return alloc.emitError("dispatch needs a temporary buffer of dynamic "
                             "size, which is not supported");
    int64_t bytes = type.getNumElements() *
                    ((type.getElementTypeBitWidth() + 7) / 8);
    if (bytes > maxBytes)
      return alloc.emitError("dispatch needs a ")
             << bytes << "-byte temporary buffer; at most " << maxBytes
             << " bytes are supported";
    // In the entry block: LLVM grows the stack by an alloca inside a loop on
    // every trip. (Each use overwrites what it reads, so one buffer serves
    // all trips.)
    rewriter.setInsertionPointToStart(&func.getBody().front());
    auto alloca = memref::AllocaOp::create(rewriter, alloc.getLoc(), type,
                                           alloc.getAlignmentAttr());
    rewriter.replaceOp(alloc, alloca);
  }
  func.walk([&](memref::DeallocOp op) { rewriter.eraseOp(op); });
  return success();
}

struct BufferizeDispatchPass
    : impl::BufferizeDispatchPassBase<BufferizeDispatchPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A pad becomes a fill of its result and an insert of its source, so the
    // source is computed straight into its place in the result instead of
    // into a temporary.
    RewritePatternSet padPatterns(&getContext());
    linalg::populateDecomposePadPatterns(padPatterns);
    if (failed(applyPatternsGreedily(module, std::move(padPatterns))))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    if (failed(bufferization::eliminateEmptyTensors(rewriter, module)))
      return signalPassFailure();
    bufferization::OneShotBufferizationOptions options;
    options.allowReturnAllocsFromLoops = true;
    // Copies become loops like any linalg op: memref.copy of strided views
    // would call a runtime library the kernels do not link.
    options.memCpyFn = [](OpBuilder &builder, Location loc, Value from,
                          Value to) {
      linalg::CopyOp::create(builder, loc, from, to);
      return success();
    };
    bufferization::BufferizationState state;
    if (failed(bufferization::runOneShotBufferize(module, options, state)))
      return signalPassFailure();
    // Loops no longer need to carry the buffers they update in place.
    RewritePatternSet loopPatterns(&getContext());
    scf::ForOp::getCanonicalizationPatterns(loopPatterns, &getContext());
    if (failed(applyPatternsGreedily(module, std::move(loopPatterns))))
      return signalPassFailure();
    for (auto func : module.getOps<func::FuncOp>()) {
      bindWorkgroupIds(func);
      if (failed(moveAllocationsToStack(func, maxTemporaryBytes)))
        return signalPassFailure();
    }
  }
};

} // namespace

LogicalResult verifyWorkgroupIdArguments(func::FuncOp func) {
  Block &entry = func.front();
  if (entry.getNumArguments() >= 3 &&
      llvm::all_of(entry.getArguments().take_back(3), [](BlockArgument arg) {
        return isa<IndexType>(arg.getType());
      }))
    return success();
  return func.emitError("dispatch function must end with the workgroup id "
                        "(three index arguments)");
}

} // namespace mlir::iree_compiler::LLVMCPU
