//===- LowerToVM.cpp - Bufferized kernels to one vm.module ----------------===//
//
// Memrefs become `!vm.buffer`s of their base allocation: every view's
// position is in its type (static offset and strides, after alias folding
// and strided-metadata expansion), so loads and stores index the base
// buffer at a linearized element offset and views pass the buffer through.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/VMVX/Passes.h"

#include "compiler/Codegen/Common/DynamicTiles.h"
#include "compiler/Codegen/Common/Passes.h"

#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/Conversion/VMTypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::VMVX {

#define GEN_PASS_DEF_LOWERTOVMPASS
#include "compiler/Codegen/VMVX/Passes.h.inc"

namespace {

namespace vm = IREE::VM;
namespace vmvx = IREE::VMVX;

/// Host types plus memrefs (buffers) and half floats (their bits in i32).
struct KernelTypeConverter : vm::VMTypeConverter {
  KernelTypeConverter() {
    addConversion([](MemRefType type) -> Type {
      return vm::BufferType::get(type.getContext());
    });
    addConversion([](FloatType type) -> std::optional<Type> {
      if (type.isF16() || type.isBF16())
        return IntegerType::get(type.getContext(), 32);
      return std::nullopt;
    });
  }
};

Value createI64(OpBuilder &b, Location loc, int64_t value) {
  return vm::ConstI64Op::create(b, loc, b.getI64Type(),
                                b.getI64IntegerAttr(value));
}

/// The element offset of |indices| (i64) in a memref of |type| from its base
/// buffer; fails for layouts that are not static.
FailureOr<Value> linearize(OpBuilder &b, Location loc, MemRefType type,
                           ValueRange indices) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return failure();
  Type i64 = b.getI64Type();
  Value result = createI64(b, loc, offset);
  for (auto [index, stride] : llvm::zip(indices, strides)) {
    if (stride == 0) continue;
    Value term = stride == 1 ? index
                             : vm::MulI64Op::create(b, loc, i64, index,
                                                    createI64(b, loc, stride));
    result = vm::AddI64Op::create(b, loc, i64, result, term);
  }
  return result;
}

/// Bytes one element of |type| occupies in a buffer (i1 takes a byte).
int64_t getStorageBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

/// The suffix of the vm.buffer.load/store op for |element| (narrow integers
/// and halves load zero-extended), or "" if there is none.
StringRef getAccessSuffix(Type element, bool isLoad) {
  if (element.isF32()) return "f32";
  if (element.isF64()) return "f64";
  switch (getStorageBytes(element)) {
  case 1:
    return isLoad ? "i8.u" : "i8";
  case 2:
    return isLoad ? "i16.u" : "i16";
  case 4:
    return element.isInteger(32) ? "i32" : "";
  case 8:
    return element.isInteger(64) ? "i64" : "";
  default:
    return "";
  }
}

/// memref.load and memref.store: an element access of the base buffer.
template <typename AccessOp>
struct AccessOpConversion : OpConversionPattern<AccessOp> {
  using OpConversionPattern<AccessOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AccessOp op, typename AccessOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool isLoad = std::is_same_v<AccessOp, memref::LoadOp>;
    StringRef suffix =
        getAccessSuffix(op.getMemRefType().getElementType(), isLoad);
    if (suffix.empty())
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    Location loc = op.getLoc();
    FailureOr<Value> index = linearize(rewriter, loc, op.getMemRefType(),
                                       adaptor.getIndices());
    if (failed(index))
      return rewriter.notifyMatchFailure(op, "dynamic layout");
    SmallVector<Value> operands = {adaptor.getMemref(), *index};
    SmallVector<Type> resultTypes;
    if constexpr (isLoad)
      resultTypes.push_back(
          this->getTypeConverter()->convertType(op.getType()));
    else
      operands.push_back(adaptor.getValue());
    OperationState state(
        loc, ((isLoad ? "vm.buffer.load." : "vm.buffer.store.") + suffix).str(),
        operands, resultTypes);
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// Stack temporaries of a workgroup become zero-filled heap buffers.
template <typename AllocOp>
struct AllocOpConversion : OpConversionPattern<AllocOp> {
  using OpConversionPattern<AllocOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AllocOp op, typename AllocOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    int64_t bytes =
        type.getNumElements() * getStorageBytes(type.getElementType());
    rewriter.replaceOpWithNewOp<vm::BufferAllocOp>(
        op, vm::BufferType::get(op.getContext()),
        createI64(rewriter, op.getLoc(), bytes));
    return success();
  }
};

/// Views share their source's base buffer (their position is in their type).
template <typename ViewOp>
struct ViewOpConversion : OpConversionPattern<ViewOp> {
  using OpConversionPattern<ViewOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ViewOp op, typename ViewOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getOperands().front());
    return success();
  }
};

/// The base buffer is the source's; offset, sizes and strides must be static
/// by now and become constants.
struct ExtractStridedMetadataOpConversion
    : OpConversionPattern<memref::ExtractStridedMetadataOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::ExtractStridedMetadataOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<MemRefType>(op.getSource().getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return rewriter.notifyMatchFailure(op, "not strided");
    SmallVector<Value> results = {adaptor.getSource()};
    SmallVector<int64_t> values = {offset};
    llvm::append_range(values, type.getShape());
    llvm::append_range(values, strides);
    for (auto [result, value] :
         llvm::zip(op->getResults().drop_front(), values)) {
      if (ShapedType::isDynamic(value) && !result.use_empty())
        return rewriter.notifyMatchFailure(op, "dynamic metadata in use");
      results.push_back(createI64(rewriter, op.getLoc(),
                                  ShapedType::isDynamic(value) ? 0 : value));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Bitcasts between f32/i32 and f64/i64 are vm bitcasts; narrow ones (f16,
/// bf16 and i16 all live as their bits in i32) change nothing.
struct BitcastOpConversion : OpConversionPattern<arith::BitcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type from = adaptor.getIn().getType();
    Type to = getTypeConverter()->convertType(op.getType());
    if (!to || isa<VectorType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "unsupported type");
    Value in = adaptor.getIn();
    if (from == to)
      rewriter.replaceOp(op, in);
    else if (from.isF32())
      rewriter.replaceOpWithNewOp<vm::BitcastF32I32Op>(op, to, in);
    else if (from.isInteger(32))
      rewriter.replaceOpWithNewOp<vm::BitcastI32F32Op>(op, to, in);
    else if (from.isF64())
      rewriter.replaceOpWithNewOp<vm::BitcastF64I64Op>(op, to, in);
    else
      rewriter.replaceOpWithNewOp<vm::BitcastI64F64Op>(op, to, in);
    return success();
  }
};

/// f16/bf16 constants are their bits.
struct HalfConstantOpConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = dyn_cast<FloatAttr>(op.getValue());
    if (!value || !(value.getType().isF16() || value.getType().isBF16()))
      return rewriter.notifyMatchFailure(op, "not a half constant");
    uint64_t bits = value.getValue().bitcastToAPInt().getZExtValue();
    rewriter.replaceOpWithNewOp<vm::ConstI32Op>(
        op, rewriter.getI32Type(),
        rewriter.getI32IntegerAttr(static_cast<int32_t>(bits)));
    return success();
  }
};

struct DeallocOpConversion : OpConversionPattern<memref::DeallocOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(memref::DeallocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// Constants a kernel reads (memref.global) are read-only rodata buffers.
struct GetGlobalOpConversion : OpConversionPattern<memref::GetGlobalOp> {
  GetGlobalOpConversion(const TypeConverter &typeConverter,
                        MLIRContext *context,
                        vm::ModuleDeclarations &declarations)
      : OpConversionPattern(typeConverter, context),
        declarations(declarations) {}

  LogicalResult
  matchAndRewrite(memref::GetGlobalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The globals stay in the module around the vm.module the kernels moved
    // into.
    auto vmModule = op->getParentOfType<vm::ModuleOp>();
    auto global = vmModule ? dyn_cast_or_null<memref::GlobalOp>(
                                 SymbolTable::lookupSymbolIn(
                                     vmModule->getParentOp(), op.getNameAttr()))
                           : memref::GlobalOp();
    auto initial = global ? dyn_cast_or_null<ElementsAttr>(
                                global.getInitialValueAttr())
                          : ElementsAttr();
    if (!initial || !global.getConstant())
      return rewriter.notifyMatchFailure(op, "not a constant global");
    FailureOr<Attribute> bytes = vm::getRodataValue(initial);
    if (failed(bytes))
      return rewriter.notifyMatchFailure(op, "no byte layout");
    FlatSymbolRefAttr rodata = declarations.lookupOrCreateRodata(
        global.getSymName(), *bytes, /*alignment=*/64);
    rewriter.replaceOpWithNewOp<vm::ConstRefRodataOp>(
        op, vm::BufferType::get(op.getContext()), rodata);
    return success();
  }

  vm::ModuleDeclarations &declarations;
};

/// A vmvx op becomes the call of its microkernel with the same operands;
/// fill values travel as their bits (i32, or i64 for 64-bit elements).
template <typename Op>
struct MicrokernelOpConversion : OpConversionPattern<Op> {
  MicrokernelOpConversion(const TypeConverter &typeConverter,
                          MLIRContext *context,
                          vm::ModuleDeclarations &declarations)
      : OpConversionPattern<Op>(typeConverter, context),
        declarations(declarations) {}

  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    vm::ImportCallBuilder call(rewriter, loc);
    for (Value operand : adaptor.getOperands()) {
      if (operand.getType().isF32())
        operand = vm::BitcastF32I32Op::create(rewriter, loc,
                                              rewriter.getI32Type(), operand);
      else if (operand.getType().isF64())
        operand = vm::BitcastF64I64Op::create(rewriter, loc,
                                              rewriter.getI64Type(), operand);
      call.arg(operand);
    }
    if constexpr (std::is_same_v<Op, vmvx::MatmulOp>)
      call.i32(op.getAccumulate() ? 1 : 0);
    call.emit(declarations, vmvx::getMicrokernelName(op), {});
    rewriter.eraseOp(op);
    return success();
  }

  vm::ModuleDeclarations &declarations;
};

/// Loads and stores of a dynamically shaped row-major memref (a gather's
/// reads of a dynamic binding) index a 1-D view of it by the linearized
/// position, the strides multiplied out of its sizes (memref.dim, which
/// foldDimsOfSizedViews then resolves): the kernels address buffers with
/// static layouts only.
void linearizeDynamicAccesses(mlir::ModuleOp module) {
  SmallVector<Operation *> accesses;
  module.walk([&](Operation *op) {
    if (!isa<memref::LoadOp, memref::StoreOp>(op)) return;
    auto type = cast<MemRefType>(
        (isa<memref::LoadOp>(op) ? cast<memref::LoadOp>(op).getMemRef()
                                 : cast<memref::StoreOp>(op).getMemRef())
            .getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (type.getLayout().isIdentity() && type.getRank() > 0 &&
        succeeded(type.getStridesAndOffset(strides, offset)) &&
        llvm::any_of(strides, ShapedType::isDynamic))
      accesses.push_back(op);
  });
  IRRewriter rewriter(module.getContext());
  for (Operation *op : accesses) {
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    auto load = dyn_cast<memref::LoadOp>(op);
    auto store = dyn_cast<memref::StoreOp>(op);
    Value memref = load ? load.getMemRef() : store.getMemRef();
    ValueRange indices = load ? load.getIndices() : store.getIndices();
    auto type = cast<MemRefType>(memref.getType());
    Value linear = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value stride = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      linear = arith::AddIOp::create(
          rewriter, loc, linear,
          arith::MulIOp::create(rewriter, loc, indices[d], stride));
      if (d > 0)
        stride = arith::MulIOp::create(
            rewriter, loc, stride,
            rewriter.createOrFold<memref::DimOp>(loc, memref, d));
    }
    auto flatType = MemRefType::get({ShapedType::kDynamic},
                                    type.getElementType(), AffineMap(),
                                    type.getMemorySpace());
    Value size = arith::MulIOp::create(
        rewriter, loc, stride,
        rewriter.createOrFold<memref::DimOp>(loc, memref, 0));
    Value flat = memref::ReinterpretCastOp::create(
        rewriter, loc, flatType, memref, rewriter.getIndexAttr(0),
        ArrayRef<OpFoldResult>{size}, ArrayRef<OpFoldResult>{
                                          rewriter.getIndexAttr(1)});
    if (load)
      rewriter.replaceOpWithNewOp<memref::LoadOp>(op, flat, linear);
    else
      rewriter.replaceOpWithNewOp<memref::StoreOp>(op, store.getValue(), flat,
                                                   linear);
  }
}

/// Dispatch functions take (bindings..., workgroup id x/y/z as index);
/// kernels take (bindings..., id x/y/z, count x/y/z as i32).
LogicalResult rewriteKernelSignature(func::FuncOp func) {
  Block &entry = func.front();
  unsigned numArgs = entry.getNumArguments();
  if (failed(Codegen::verifyWorkgroupIdArguments(func))) return failure();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Type i32 = b.getI32Type();
  for (unsigned i = 0; i < 6; ++i) entry.addArgument(i32, func.getLoc());
  for (unsigned i = 0; i < 3; ++i) {
    BlockArgument id = entry.getArgument(numArgs - 3 + i);
    Value cast = arith::IndexCastUIOp::create(b, func.getLoc(), id.getType(),
                                              entry.getArgument(numArgs + i));
    id.replaceAllUsesWith(cast);
  }
  entry.eraseArguments(numArgs - 3, 3);
  func.setType(FunctionType::get(func.getContext(), entry.getArgumentTypes(),
                                 {}));
  return success();
}

struct LowerToVMPass : impl::LowerToVMPassBase<LowerToVMPass> {
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    linearizeDynamicAccesses(module);
    Codegen::foldDimsOfSizedViews(module);
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    auto vmModule = vm::ModuleOp::create(builder, module.getLoc(), "kernels");
    Block *vmBody = &vmModule.getBody().front();
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      // Public functions are kernels; private ones their helpers.
      if (func.isExternal() ||
          (func.isPublic() && failed(rewriteKernelSignature(func))))
        return signalPassFailure();
      func->moveBefore(vmBody, vmBody->end());
    }

    KernelTypeConverter typeConverter;
    vm::ModuleDeclarations declarations(vmModule);
    RewritePatternSet patterns(context);
    vm::populateArithToVMPatterns(typeConverter, patterns);
    vm::populateMathToVMPatterns(typeConverter, patterns);
    vm::populateStructuralToVMPatterns(typeConverter, patterns);
    patterns.add<AccessOpConversion<memref::LoadOp>,
                 AccessOpConversion<memref::StoreOp>, BitcastOpConversion,
                 HalfConstantOpConversion,
                 AllocOpConversion<memref::AllocaOp>,
                 AllocOpConversion<memref::AllocOp>, DeallocOpConversion,
                 ExtractStridedMetadataOpConversion,
                 ViewOpConversion<memref::ReinterpretCastOp>,
                 ViewOpConversion<memref::CastOp>,
                 ViewOpConversion<memref::SubViewOp>,
                 ViewOpConversion<memref::ExpandShapeOp>,
                 ViewOpConversion<memref::CollapseShapeOp>>(typeConverter,
                                                            context);
    patterns.add<MicrokernelOpConversion<vmvx::CopyOp>,
                 MicrokernelOpConversion<vmvx::FillOp>,
                 MicrokernelOpConversion<vmvx::UnaryOp>,
                 MicrokernelOpConversion<vmvx::BinaryOp>,
                 MicrokernelOpConversion<vmvx::MatmulOp>,
                 MicrokernelOpConversion<vmvx::ReduceOp>,
                 GetGlobalOpConversion>(typeConverter, context, declarations);
    ConversionTarget target(*context);
    target.addLegalDialect<vm::VMDialect>();
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(applyPartialConversion(vmModule, target, std::move(patterns),
                                      config)) ||
        failed(vm::verifyFullyConverted(
            vmModule, "cannot be lowered to VMVX kernel code")))
      return signalPassFailure();
    // Their values are rodata of the vm.module now.
    for (auto global :
         llvm::make_early_inc_range(module.getOps<memref::GlobalOp>()))
      global.erase();
  }
};

} // namespace
} // namespace mlir::iree_compiler::VMVX
