//===- ModuleDeclarations.cpp - Imports and rodata created on use ---------===//

#include "compiler/Dialect/VM/Conversion/ModuleDeclarations.h"

#include "mlir/IR/SymbolTable.h"

namespace mlir::iree_compiler::IREE::VM {

OpBuilder ModuleDeclarations::getDeclarationBuilder() {
  OpBuilder builder(module.getContext());
  if (lastDeclaration)
    builder.setInsertionPointAfter(lastDeclaration);
  else
    builder.setInsertionPointToStart(&module.getBody().front());
  return builder;
}

FlatSymbolRefAttr
ModuleDeclarations::lookupOrDeclareImport(StringRef name, FunctionType type,
                                          ArrayRef<bool> variadicArguments) {
  FlatSymbolRefAttr &symbol = imports[name];
  if (symbol)
    return symbol;
  OpBuilder builder = getDeclarationBuilder();
  DenseBoolArrayAttr variadic;
  if (llvm::is_contained(variadicArguments, true))
    variadic = builder.getDenseBoolArrayAttr(variadicArguments);
  auto import = ImportOp::create(builder, module.getLoc(), name, type,
                                 builder.getStringAttr("private"),
                                 /*is_optional=*/false, variadic);
  lastDeclaration = import;
  symbol = FlatSymbolRefAttr::get(import.getSymNameAttr());
  return symbol;
}

FlatSymbolRefAttr
ModuleDeclarations::lookupOrCreateRodata(StringRef nameHint, Attribute value,
                                         std::optional<uint64_t> alignment) {
  FlatSymbolRefAttr &symbol = rodata[{value, alignment.value_or(0)}];
  if (symbol)
    return symbol;
  OpBuilder builder = getDeclarationBuilder();
  IntegerAttr alignmentAttr;
  if (alignment)
    alignmentAttr = builder.getI64IntegerAttr(*alignment);
  auto op = RodataOp::create(builder, module.getLoc(), nameHint,
                             builder.getStringAttr("private"), value,
                             alignmentAttr);
  // Renames the new segment when another symbol already has the name.
  SymbolTable(module).insert(op, op->getIterator());
  lastDeclaration = op;
  symbol = FlatSymbolRefAttr::get(op.getSymNameAttr());
  return symbol;
}

ImportCallBuilder &ImportCallBuilder::arg(Value value) {
  operands.push_back(value);
  argumentTypes.push_back(value.getType());
  variadicFlags.push_back(false);
  segmentSizes.push_back(-1);
  return *this;
}

Value ImportCallBuilder::constI32(int64_t value) {
  return ConstI32Op::create(builder, loc, builder.getI32Type(),
                            builder.getI32IntegerAttr(value));
}

Value ImportCallBuilder::constI64(int64_t value) {
  return ConstI64Op::create(builder, loc, builder.getI64Type(),
                            builder.getI64IntegerAttr(value));
}

ImportCallBuilder &ImportCallBuilder::i32(int64_t value) {
  return arg(constI32(value));
}

ImportCallBuilder &ImportCallBuilder::i64(int64_t value) {
  return arg(constI64(value));
}

ImportCallBuilder &ImportCallBuilder::nullRef(Type type) {
  return arg(ConstRefZeroOp::create(builder, loc, type));
}

ImportCallBuilder &ImportCallBuilder::rodataBuffer(FlatSymbolRefAttr rodata) {
  return arg(ConstRefRodataOp::create(
      builder, loc, BufferType::get(builder.getContext()), rodata));
}

ImportCallBuilder &ImportCallBuilder::variadic(ValueRange values,
                                               TypeRange tupleTypes) {
  llvm::append_range(operands, values);
  argumentTypes.push_back(tupleTypes.size() == 1
                              ? tupleTypes.front()
                              : builder.getTupleType(tupleTypes));
  variadicFlags.push_back(true);
  segmentSizes.push_back(static_cast<int16_t>(values.size() /
                                              tupleTypes.size()));
  return *this;
}

Operation *ImportCallBuilder::emit(ModuleDeclarations &declarations,
                                   StringRef name, TypeRange resultTypes) {
  FlatSymbolRefAttr callee = declarations.lookupOrDeclareImport(
      name, builder.getFunctionType(argumentTypes, resultTypes),
      variadicFlags);
  if (!llvm::is_contained(variadicFlags, true))
    return CallOp::create(builder, loc, callee, resultTypes, operands);
  return CallVariadicOp::create(builder, loc, resultTypes, callee,
                                builder.getDenseI16ArrayAttr(segmentSizes),
                                operands);
}

}  // namespace mlir::iree_compiler::IREE::VM
