//===- ModuleDeclarations.h - Imports and rodata created on use -*- C++ -*-===//

#ifndef IREE_COMPILER_DIALECT_VM_CONVERSION_MODULEDECLARATIONS_H_
#define IREE_COMPILER_DIALECT_VM_CONVERSION_MODULEDECLARATIONS_H_

#include <optional>

#include "compiler/Dialect/VM/IR/VMOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::IREE::VM {

/// Declares `vm.import`s and `vm.rodata` segments at the top of a vm.module
/// the first time a conversion pattern needs them, so each import is
/// declared once and identical data is stored once.
class ModuleDeclarations {
public:
  explicit ModuleDeclarations(ModuleOp module) : module(module) {}

  /// The import @name with the given signature; `variadicArguments` has one
  /// flag per argument or is empty when none is variadic.
  FlatSymbolRefAttr lookupOrDeclareImport(StringRef name, FunctionType type,
                                          ArrayRef<bool> variadicArguments);

  /// A rodata segment holding |value| (a string or dense elements); the
  /// symbol is |nameHint|, uniqued if taken.
  FlatSymbolRefAttr lookupOrCreateRodata(StringRef nameHint, Attribute value,
                                         std::optional<uint64_t> alignment);

private:
  /// Inserts declarations after the previous one, in creation order.
  OpBuilder getDeclarationBuilder();

  ModuleOp module;
  Operation *lastDeclaration = nullptr;
  llvm::StringMap<FlatSymbolRefAttr> imports;
  llvm::DenseMap<std::pair<Attribute, uint64_t>, FlatSymbolRefAttr> rodata;
};

/// Collects the arguments of one import call, plain or as variadic groups,
/// and emits `vm.call` or `vm.call.variadic`, declaring the import with the
/// signature the arguments spell.
class ImportCallBuilder {
public:
  ImportCallBuilder(OpBuilder &builder, Location loc)
      : builder(builder), loc(loc) {}

  ImportCallBuilder &arg(Value value);
  ImportCallBuilder &i32(int64_t value);
  ImportCallBuilder &i64(int64_t value);
  /// A null ref of |type|.
  ImportCallBuilder &nullRef(Type type);
  /// A `!vm.buffer` viewing the rodata segment |rodata|.
  ImportCallBuilder &rodataBuffer(FlatSymbolRefAttr rodata);
  /// Constants to list in a variadic group.
  Value constI32(int64_t value);
  Value constI64(int64_t value);
  /// A variadic group: |values| are tuples of |tupleTypes|, listed flat.
  ImportCallBuilder &variadic(ValueRange values, TypeRange tupleTypes);

  /// Emits the call of import @name and returns the call op.
  Operation *emit(ModuleDeclarations &declarations, StringRef name,
                  TypeRange resultTypes);

private:
  OpBuilder &builder;
  Location loc;
  SmallVector<Value> operands;
  SmallVector<Type> argumentTypes;
  SmallVector<bool> variadicFlags;
  SmallVector<int16_t> segmentSizes;
};

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_CONVERSION_MODULEDECLARATIONS_H_
