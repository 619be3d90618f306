//===- VHLODialect.cpp - The vhlo ops, registered at run time -------------===//

#include "compiler/Dialect/VHLO/IR/VHLODialect.h"

#include <algorithm>

#include "compiler/Dialect/StableHLO/IR/StableHLODialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"

MLIR_DEFINE_EXPLICIT_TYPE_ID(mlir::iree_compiler::IREE::VHLO::VHLODialect)

namespace mlir::iree_compiler::IREE::VHLO {

namespace {

struct OpEntry {
  llvm::StringLiteral name;
  llvm::StringLiteral attributes;
};

constexpr OpEntry kOps[] = {
#define VHLO_OP(name, attributes) {name, attributes},
#include "compiler/Dialect/VHLO/IR/VHLOOps.def"
#undef VHLO_OP
};

/// Properties of vhlo ops in bytecode: one attribute per inherent name, in
/// the dialect's order. Read into the op's attribute dictionary.
struct PropertiesModel
    : public BytecodeOpInterface::FallbackModel<PropertiesModel> {
  static LogicalResult readProperties(DialectBytecodeReader &reader,
                                      OperationState &state) {
    auto *dialect = cast<VHLODialect>(state.name.getDialect());
    for (StringAttr name :
         dialect->getPropertyNames(state.name.getStringRef())) {
      Attribute value;
      if (failed(reader.readAttribute(value)))
        return failure();
      // Bytecode of a hostile producer may name it in the dictionary too.
      if (state.attributes.set(name, value))
        return reader.emitError() << "attribute '" << name.getValue() << "' of "
                                  << state.name << " is stored twice";
    }
    return success();
  }
  void writeProperties(Operation *op, DialectBytecodeWriter &writer) const {
    auto *dialect = cast<VHLODialect>(op->getDialect());
    for (StringAttr name :
         dialect->getPropertyNames(op->getName().getStringRef()))
      writer.writeAttribute(op->getAttr(name));
  }
};

} // namespace

VHLODialect::VHLODialect(MLIRContext *context)
    : ExtensibleDialect(getDialectNamespace(), context,
                        TypeID::get<VHLODialect>()) {
  // Decoded attributes and types, and the converted ops, live in these.
  context->loadDialect<StableHLO::StableHLODialect, func::FuncDialect,
                       quant::QuantDialect>();
  auto succeed = [](Operation *) { return success(); };
  for (const OpEntry &entry : kOps) {
    registerDynamicOp(
        DynamicOpDefinition::get(entry.name, this, succeed, succeed));
    std::string fullName = (getDialectNamespace() + "." + entry.name).str();
    SmallVector<StringRef> names;
    entry.attributes.split(names, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    std::sort(names.begin(), names.end());
    SmallVector<StringAttr> &attrs = propertyNames[fullName];
    for (StringRef name : names)
      attrs.push_back(StringAttr::get(context, name));
    OperationName(fullName, context).attachInterface<PropertiesModel>();
  }
  addVHLOBytecodeInterface(this);
}

ArrayRef<StringAttr> VHLODialect::getPropertyNames(StringRef opName) const {
  auto it = propertyNames.find(opName);
  if (it == propertyNames.end())
    return {};
  return it->second;
}

} // namespace mlir::iree_compiler::IREE::VHLO
