//===- HALOps.cpp - hal dialect operations --------------------------------===//

#include "compiler/Dialect/HAL/IR/HALOps.h"

#include "compiler/Utils/SymbolVisibility.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::HAL {

LogicalResult CommandBufferDispatchOp::verify() {
  size_t count = getBindingBuffers().size();
  if (getBindingOffsets().size() != count ||
      getBindingLengths().size() != count)
    return emitOpError("needs one offset and one length per binding buffer");
  return success();
}

LogicalResult
ExecutableCreateOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom<ExecutableOp>(*this,
                                                         getExecutableAttr()))
    return emitOpError("refers to ")
           << getExecutableAttr() << ", which is not a hal.executable";
  return success();
}

void ExecutableOp::build(OpBuilder &builder, OperationState &state,
                         StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(mlir::SymbolTable::getVisibilityAttrName(),
                     builder.getStringAttr("private"));
  state.addRegion()->emplaceBlock();
}

void ExecutableVariantOp::build(OpBuilder &builder, OperationState &state,
                                StringRef name, StringRef target) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute("target", builder.getStringAttr(target));
  state.addRegion()->emplaceBlock();
}

ModuleOp ExecutableVariantOp::getInnerModule() {
  auto modules = getBody().front().getOps<ModuleOp>();
  return modules.empty() ? ModuleOp() : *modules.begin();
}

LogicalResult ExecutableExportOp::verify() {
  if (std::optional<ArrayRef<int64_t>> count = getWorkgroupCount()) {
    if (count->size() != 3 ||
        llvm::any_of(*count, [](int64_t n) { return n < 1 || n > 0xFFFFFFFFll; }))
      return emitOpError("workgroup count must be three positive 32-bit "
                         "values");
  }
  if (getBindingCount() > 64)
    return emitOpError("has ") << getBindingCount()
                               << " bindings; the runtime allows at most 64";
  if (getConstantCount() > 256)
    return emitOpError("has ") << getConstantCount()
                               << " push constants; the runtime allows at most "
                                  "256";
  return success();
}

} // namespace mlir::iree_compiler::IREE::HAL

#define GET_OP_CLASSES
#include "compiler/Dialect/HAL/IR/HALOps.cpp.inc"
