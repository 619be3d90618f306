//===- ConvertToVMPass.cpp - Host program to one vm.module ----------------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "compiler/Dialect/VM/Conversion/ConversionPatterns.h"
#include "compiler/Dialect/VM/Conversion/ModuleDeclarations.h"
#include "compiler/Dialect/VM/Conversion/Passes.h"
#include "compiler/Dialect/VM/Conversion/VMTypeConverter.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::iree_compiler::IREE::VM {

#define GEN_PASS_DEF_CONVERTTOVMPASS
#include "compiler/Dialect/VM/Conversion/Passes.h.inc"

namespace {

/// Checks that every value of |op| has a VM type; emits one error at |op|
/// otherwise.
LogicalResult verifyHostTypes(Operation *op,
                              const TypeConverter &typeConverter) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  for (Region &region : op->getRegions())
    for (Block &block : region)
      llvm::append_range(types, block.getArgumentTypes());
  if (auto function = dyn_cast<FunctionOpInterface>(op)) {
    llvm::append_range(types, function.getArgumentTypes());
    llvm::append_range(types, function.getResultTypes());
  }
  if (auto global = dyn_cast<Util::GlobalOp>(op))
    types.push_back(global.getType());
  for (Type type : types) {
    if (isa<TensorType>(type))
      return op->emitError("tensor values must be lowered by the hal phase "
                           "before vm conversion");
    if (!typeConverter.convertType(type))
      return op->emitError()
             << "type " << type
             << " is not supported in host code; supported are i1, i8, i16, "
                "i32, i64, index, f32, f64 and !hal.* objects";
  }
  return success();
}

/// The serialized binary |name| refers to (`@executable` for its only
/// variant, `@executable::@variant` for one of several), or an error at
/// |user|.
FailureOr<SerializedExecutable> getSerializedExecutable(mlir::ModuleOp module,
                                                        Operation *user,
                                                        SymbolRefAttr name) {
  auto executable = dyn_cast_or_null<HAL::ExecutableOp>(
      SymbolTable::lookupSymbolIn(module, name.getRootReference()));
  if (!executable)
    return user->emitError() << "executable " << name.getRootReference()
                             << " not found";
  auto variants =
      llvm::to_vector(executable.getBody().getOps<HAL::ExecutableVariantOp>());
  HAL::ExecutableVariantOp variant;
  if (!name.getNestedReferences().empty())
    variant = dyn_cast_or_null<HAL::ExecutableVariantOp>(
        SymbolTable::lookupSymbolIn(executable, name.getLeafReference()));
  else if (variants.size() == 1)
    variant = variants.front();
  else
    return user->emitError()
           << "executable " << name << " has " << variants.size()
           << " variants; hal.executable.create must name one";
  if (!variant)
    return user->emitError() << "variant " << name << " not found";
  if (!variant.getFormatAttr() || !variant.getDataAttr())
    return user->emitError() << "executable " << name << " was not serialized";
  FailureOr<Attribute> data = getRodataValue(variant.getDataAttr());
  if (failed(data))
    return user->emitError() << "executable " << name
                             << " data must be dense bytes";
  return SerializedExecutable{variant.getFormatAttr(), *data};
}

/// Reports everything the conversion cannot handle, one error per op, and
/// collects the binaries of the executables the host code creates.
LogicalResult
verifyHostProgram(mlir::ModuleOp module, const TypeConverter &typeConverter,
                  SerializedExecutables &executables) {
  bool hasErrors = false;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Device code is serialized already; only its binary is used.
    if (isa<HAL::ExecutableOp>(op))
      return WalkResult::skip();
    if (op == module.getOperation())
      return WalkResult::advance();
    if (failed(verifyHostTypes(op, typeConverter))) {
      hasErrors = true;
      return WalkResult::advance();
    }
    if (auto func = dyn_cast<func::FuncOp>(op); func && func.isExternal()) {
      op->emitError("external function declarations are not supported in "
                    "host code");
      hasErrors = true;
    } else if (auto create = dyn_cast<HAL::ExecutableCreateOp>(op)) {
      FailureOr<SerializedExecutable> binary =
          getSerializedExecutable(module, op, create.getExecutable());
      if (failed(binary))
        hasErrors = true;
      else
        executables[create.getExecutable()] = *binary;
    } else if (auto alloc = dyn_cast<HAL::AllocatorAllocateInitializedOp>(op);
               alloc && failed(getRodataValue(alloc.getData()))) {
      op->emitError() << "data of type " << alloc.getData().getType()
                      << " has no byte layout; integer and float elements "
                         "are supported";
      hasErrors = true;
    }
    return WalkResult::advance();
  });
  return failure(hasErrors);
}

struct ConvertToVMPass : impl::ConvertToVMPassBase<ConvertToVMPass> {
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    VMTypeConverter typeConverter;
    SerializedExecutables executables;
    if (failed(verifyHostProgram(module, typeConverter, executables)))
      return signalPassFailure();

    // Everything but the executables moves into the vm.module.
    OpBuilder builder(context);
    builder.setInsertionPointToEnd(module.getBody());
    auto vmModule = VM::ModuleOp::create(builder, module.getLoc(),
                                         module.getName().value_or("module"));
    Block *vmBody = &vmModule.getBody().front();
    for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
      if (&op != vmModule.getOperation() && !isa<HAL::ExecutableOp>(op))
        op.moveBefore(vmBody, vmBody->end());
    }

    if (failed(lowerStructuredControlFlow(vmModule)))
      return signalPassFailure();

    foldDispatchBarriers(vmModule);
    ModuleDeclarations declarations(vmModule);
    RewritePatternSet patterns(context);
    populateArithToVMPatterns(typeConverter, patterns);
    populateStructuralToVMPatterns(typeConverter, patterns);
    populateHALToVMPatterns(typeConverter, declarations, executables,
                            patterns);
    ConversionTarget target(*context);
    target.addLegalDialect<VMDialect>();
    // A plain translation: folding is left to the vm canonicalizer.
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    // Ops without a pattern stay and are reported below, one error each.
    if (failed(applyPartialConversion(vmModule, target, std::move(patterns),
                                      config)) ||
        failed(verifyFullyConverted(
            vmModule, "is not supported in host code; the vm conversion "
                      "handles func, cf, scf, scalar arith, util, hal and "
                      "check ops")))
      return signalPassFailure();

    for (auto executable :
         llvm::make_early_inc_range(module.getOps<HAL::ExecutableOp>()))
      executable.erase();
  }

  /// scf to cf with upstream's patterns, so that only cf reaches the VM
  /// conversion.
  LogicalResult lowerStructuredControlFlow(VM::ModuleOp vmModule) {
    RewritePatternSet patterns(&getContext());
    populateSCFToControlFlowConversionPatterns(patterns);
    ConversionTarget target(getContext());
    target.addIllegalOp<scf::ForOp, scf::IfOp, scf::IndexSwitchOp,
                        scf::WhileOp, scf::ExecuteRegionOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    return applyPartialConversion(vmModule, target, std::move(patterns));
  }
};

}  // namespace

LogicalResult verifyFullyConverted(ModuleOp vmModule, StringRef unsupported) {
  bool hasErrors = false;
  Operation *leftoverCast = nullptr;
  vmModule.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<VMDialect>(op->getDialect()))
      return WalkResult::advance();
    if (isa<UnrealizedConversionCastOp>(op)) {
      leftoverCast = op;
      return WalkResult::advance();
    }
    op->emitError() << "'" << op->getName() << "' " << unsupported;
    hasErrors = true;
    return WalkResult::skip();
  });
  if (!hasErrors && leftoverCast)
    return leftoverCast->emitError("value has no VM type after conversion");
  return failure(hasErrors || leftoverCast);
}

}  // namespace mlir::iree_compiler::IREE::VM
