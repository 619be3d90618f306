//===- StableHLOToLinalg.cpp - the iree-stablehlo-to-linalg pass ----------===//
//
// Runs the conversion patterns as a partial conversion, then reports every
// stablehlo op left over with one error naming what is supported, so users
// see all unsupported ops at once and never a legalization dump.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLODialect.h"
#include "compiler/Dialect/Check/IR/CheckOps.h"
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/InputConversion/StableHLO/Passes.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/Utils/ABIAttributes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_STABLEHLOTOLINALGPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

constexpr const char *kSupportedOps =
    "elementwise math/logic ops, compare, select, clamp, convert, constant, "
    "iota, broadcast_in_dim, reshape, transpose, slice, concatenate, pad, "
    "reverse, dot, dot_general, reduce, convolution, reduce_window, "
    "dynamic_slice, dynamic_update_slice, gather, scatter, sort, "
    "select_and_scatter, while, if, case, rng_bit_generator, bitcast_convert, "
    "reduce_precision, batch_norm_inference, batch_norm_training, "
    "batch_norm_grad, optimization_barrier, broadcast, einsum, unary_einsum, "
    "torch_index_select, get_dimension_size, replica_id, partition_id, "
    "tuple/get_tuple_element (inside the program), composite, map, rng, "
    "cholesky, triangular_solve, fft (complex values only inside the "
    "program), dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, "
    "shape_assertion custom calls, dynamic_pad, real_dynamic_slice, "
    "dynamic_gather, dynamic_conv, "
    "real/imag/complex (complex values only inside the program), sharding "
    "custom_calls; chlo elementwise functions, top_k and ragged_dot";

/// Why ops that parse but have no lowering cannot run, or empty.
StringRef getUnsupportedReason(Operation *op) {
  if (isa<IREE::StableHLO::AllGatherOp, IREE::StableHLO::AllReduceOp,
          IREE::StableHLO::AllToAllOp, IREE::StableHLO::CollectiveBroadcastOp,
          IREE::StableHLO::CollectivePermuteOp,
          IREE::StableHLO::ReduceScatterOp>(op))
    return "collectives need several devices, which programs do not have yet";
  if (isa<IREE::StableHLO::InfeedOp, IREE::StableHLO::OutfeedOp,
          IREE::StableHLO::SendOp, IREE::StableHLO::RecvOp,
          IREE::StableHLO::AfterAllOp>(op))
    return "token-ordered host communication (infeed, outfeed, send, recv, "
           "after_all) needs a host channel, which programs do not have";
  if (isa<IREE::CHLO::MinimumBroadcastShapesOp>(op))
    return "it computes with the shapes of dynamically shaped tensors, and "
           "dynamic shapes are not supported yet";
  return "";
}

/// Ops we convert in general; when one is left over, the form is the issue.
bool isSupportedOpName(StringRef name) {
  return !llvm::is_contained({"stablehlo.return", "stablehlo.custom_call"},
                             name);
}

/// Test inputs (`util.unfoldable_constant`) of unsigned types become
/// signless like everything else.
struct ConvertUnfoldableConstant
    : OpConversionPattern<IREE::Util::UnfoldableConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(IREE::Util::UnfoldableConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<ShapedType>(
        getTypeConverter()->convertType(op.getType()));
    auto value = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!type || !value) return failure();
    rewriter.replaceOpWithNewOp<IREE::Util::UnfoldableConstantOp>(
        op, value.bitcast(type.getElementType()));
    return success();
  }
};

/// Runs the complex-part rewrites where there is something to take apart,
/// without folding, so that programs without complex values stay as
/// written.
LogicalResult takeComplexValuesApart(ModuleOp module) {
  interleaveComplexBoundaries(module);
  bool hasComplexParts = false;
  module.walk([&](Operation *op) {
    hasComplexParts |=
        (isa<IREE::StableHLO::RealOp, IREE::StableHLO::ImagOp>(op) &&
         isa<ComplexType>(getElementTypeOrSelf(op->getOperand(0).getType()))) ||
        isa<IREE::StableHLO::FftOp>(op);
  });
  if (!hasComplexParts)
    return success();
  RewritePatternSet patterns(module.getContext());
  populateComplexPartPatterns(patterns);
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return applyPatternsGreedily(module, std::move(patterns), config);
}

/// Test expectations and tensor constants of unsigned types compare and
/// hold the same bits as signless values.
struct SignlessCheckOrConstant : ConversionPattern {
  SignlessCheckOrConstant(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto type = dyn_cast_or_null<ShapedType>(
          getTypeConverter()->convertType(constant.getType()));
      auto value = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (!type || !value || type == constant.getType()) return failure();
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, value.bitcast(type.getElementType()));
      return success();
    }
    if (!isa<IREE::Check::CheckDialect>(op->getDialect()) ||
        op->getNumResults() != 0)
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperands(operands);
      for (NamedAttribute attr : op->getAttrs())
        if (auto value = dyn_cast<DenseElementsAttr>(attr.getValue()))
          if (auto type = dyn_cast_or_null<ShapedType>(
                  getTypeConverter()->convertType(value.getType())))
            op->setAttr(attr.getName(), value.bitcast(type.getElementType()));
    });
    return success();
  }
};

/// Records on |func|'s arguments and results of unsigned (or signed)
/// integer tensors the element type callers see, before the conversion makes
/// them signless: a `ui8` result still reads back as `ui8`.
void recordAbiElementTypes(func::FuncOp func) {
  auto declared = [](Type type) -> TypeAttr {
    auto tensor = dyn_cast<RankedTensorType>(type);
    auto integer =
        tensor ? dyn_cast<IntegerType>(tensor.getElementType()) : nullptr;
    if (!integer || integer.isSignless()) return nullptr;
    return TypeAttr::get(integer);
  };
  FunctionType type = func.getFunctionType();
  for (auto [i, input] : llvm::enumerate(type.getInputs()))
    if (TypeAttr attr = declared(input))
      func.setArgAttr(i, kAbiElementTypeAttr, attr);
  for (auto [i, result] : llvm::enumerate(type.getResults()))
    if (TypeAttr attr = declared(result))
      func.setResultAttr(i, kAbiElementTypeAttr, attr);
}

struct StableHLOToLinalgPass
    : public impl::StableHLOToLinalgPassBase<StableHLOToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal()) recordAbiElementTypes(func);
    if (failed(decomposeCHLOOps(getOperation())) ||
        failed(takeComplexValuesApart(getOperation())) ||
        failed(decomposeCompoundOps(getOperation())))
      return signalPassFailure();

    SignlessTypeConverter converter;
    RewritePatternSet patterns(ctx);
    populateElementwisePatterns(converter, patterns);
    populateShapePatterns(converter, patterns);
    populateDynamicShapePatterns(converter, patterns);
    populateDynamicSliceAndPadPatterns(converter, patterns);
    populateContractionAndReductionPatterns(converter, patterns);
    populateConvolutionPatterns(converter, patterns);
    populateReduceWindowPatterns(converter, patterns);
    populateMiscOpPatterns(converter, patterns);
    populateCHLOPatterns(converter, patterns);
    populateControlFlowPatterns(converter, patterns);
    populateRngBitGeneratorPatterns(converter, patterns);
    populateIndexingPatterns(converter, patterns);
    populateSelectAndScatterPatterns(converter, patterns);
    populateSortPatterns(converter, patterns);
    populateCompoundOpPatterns(converter, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    patterns.add<ConvertUnfoldableConstant, SignlessCheckOrConstant>(converter,
                                                                    ctx);

    // stablehlo ops are left without legality so that a failed one stays in
    // place instead of aborting the conversion; leftovers are reported below.
    // Region bodies (reducers, loops) are read by their parent's pattern and
    // stay as they are.
    ConversionTarget target(*ctx);
    target.addDynamicallyLegalDialect<IREE::StableHLO::StableHLODialect,
                                      IREE::CHLO::CHLODialect>(
        [](Operation *op) -> std::optional<bool> {
          Operation *parent = op->getParentOp();
          if (parent && isa<IREE::StableHLO::StableHLODialect>(
                            parent->getDialect()))
            return true;
          return std::nullopt;
        });
    // Host checks of sizes (dynamic_broadcast_in_dim's) are util.assert.
    target.addLegalOp<IREE::Util::AssertOp>();
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           IREE::LinalgExt::LinalgExtDialect,
                           math::MathDialect, scf::SCFDialect,
                           tensor::TensorDialect>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType()) &&
             converter.isLegal(&op.getBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp,
                                 IREE::Util::OptimizationBarrierOp,
                                 IREE::Util::UnfoldableConstantOp,
                                 arith::ConstantOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    target.addDynamicallyLegalDialect<IREE::Check::CheckDialect>(
        [&](Operation *op) {
          return converter.isLegal(op) &&
                 llvm::all_of(op->getAttrs(), [&](NamedAttribute attr) {
                   auto value = dyn_cast<DenseElementsAttr>(attr.getValue());
                   return !value || converter.isLegal(value.getType());
                 });
        });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();

    // Where an op on complex values could not be taken apart, the complex,
    // real and imag ops around it remain too: that op alone is the error.
    auto isComplexScaffolding = [](Operation *op) {
      return isa<IREE::StableHLO::ComplexOp, IREE::StableHLO::RealOp,
                 IREE::StableHLO::ImagOp>(op);
    };
    bool blockedOnComplex = false;
    getOperation()->walk([&](Operation *op) {
      auto isComplex = [](Type type) {
        return isa<ComplexType>(getElementTypeOrSelf(type));
      };
      blockedOnComplex |=
          isa<IREE::StableHLO::StableHLODialect>(op->getDialect()) &&
          !isComplexScaffolding(op) &&
          (llvm::any_of(op->getOperandTypes(), isComplex) ||
           llvm::any_of(op->getResultTypes(), isComplex));
    });
    bool failed = false;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa<IREE::StableHLO::StableHLODialect, IREE::CHLO::CHLODialect>(
              op->getDialect()))
        return WalkResult::advance();
      failed = true;
      if (blockedOnComplex && isComplexScaffolding(op))
        return WalkResult::advance();
      StringRef name = op->getName().getStringRef();
      if (auto call = dyn_cast<IREE::StableHLO::CustomCallOp>(op))
        op->emitError() << "'stablehlo.custom_call' to '"
                        << call.getCallTargetName()
                        << "' is not supported: custom calls name "
                           "backend-specific functions this compiler does "
                           "not provide";
      else if (isa<IREE::StableHLO::DynamicConvOp>(op))
        op->emitError() << "'" << name
                        << "' with input dilation or batch groups is "
                           "supported only with constant paddings and a "
                           "static result";
      else if (isa<IREE::CHLO::RaggedDotOp>(op))
        op->emitError() << "'chlo.ragged_dot' is supported with static "
                           "shapes and one-dimensional group_sizes only";
      else if (StringRef reason = getUnsupportedReason(op); !reason.empty())
        op->emitError() << "'" << name << "' is not supported: " << reason;
      else if (isSupportedOpName(name))
        op->emitError() << "'" << name
                        << "' is not supported yet in this form (it needs "
                           "static shapes, or a dynamic batch that windows "
                           "leave alone, and real element types; the "
                           "bodies of reduce, reduce_window, scatter, sort "
                           "and select_and_scatter may only use elementwise "
                           "ops; pad may not mix interior and negative "
                           "padding; convolutions need one element type and "
                           "shapes that agree with their window and group "
                           "counts)";
      else
        op->emitError() << "'" << name
                        << "' is not supported yet: supported stablehlo ops "
                           "are "
                        << kSupportedOps;
      // Ops nested in an unsupported op are covered by its error.
      return WalkResult::skip();
    });
    if (failed)
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::iree_compiler::InputConversion
