//===- VMTypes.cpp - vm dialect types -------------------------------------===//

#include "compiler/Dialect/VM/IR/VMTypes.h"

#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectImplementation.h"
// The generated type printer dispatches with llvm::TypeSwitch.
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/VM/IR/VMTypes.cpp.inc"

namespace mlir::iree_compiler::IREE::VM {

void VMDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "compiler/Dialect/VM/IR/VMTypes.cpp.inc"
      >();
}

bool isRefType(Type type) { return isa<BufferType, ListType, RefType>(type); }

bool isPrimitiveValueType(Type type) {
  return type.isInteger(32) || type.isInteger(64) || type.isF32() ||
         type.isF64();
}

std::string getRuntimeTypeName(Type type) {
  if (isa<VariantType>(type))
    return "?";
  if (auto refType = dyn_cast<RefType>(type))
    return getRuntimeTypeName(refType.getObjectType());
  if (auto listType = dyn_cast<ListType>(type))
    return "!vm.list<" + getRuntimeTypeName(listType.getElementType()) + ">";
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

//===----------------------------------------------------------------------===//
// `?` or a type, shared by the list and ref parameters.
//===----------------------------------------------------------------------===//

static ParseResult parseTypeOrVariant(AsmParser &parser, Type &type) {
  if (succeeded(parser.parseOptionalQuestion())) {
    type = VariantType::get(parser.getContext());
    return success();
  }
  return parser.parseType(type);
}

static void printTypeOrVariant(AsmPrinter &printer, Type type) {
  if (isa<VariantType>(type))
    printer << "?";
  else
    printer.printType(type);
}

//===----------------------------------------------------------------------===//
// ListType
//===----------------------------------------------------------------------===//

Type ListType::parse(AsmParser &parser) {
  Type elementType;
  if (parser.parseLess() || parseTypeOrVariant(parser, elementType) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<ListType>(parser.getContext(), elementType);
}

void ListType::print(AsmPrinter &printer) const {
  printer << "<";
  printTypeOrVariant(printer, getElementType());
  printer << ">";
}

LogicalResult ListType::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type elementType) {
  if (isa<VariantType>(elementType) || isPrimitiveValueType(elementType) ||
      isRefType(elementType))
    return success();
  return emitError() << "!vm.list element type must be i32, i64, f32, f64, a "
                        "ref type or ?, got "
                     << elementType;
}

//===----------------------------------------------------------------------===//
// RefType
//===----------------------------------------------------------------------===//

Type RefType::parse(AsmParser &parser) {
  Type objectType;
  if (parser.parseLess() || parseTypeOrVariant(parser, objectType) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<RefType>(parser.getContext(), objectType);
}

void RefType::print(AsmPrinter &printer) const {
  printer << "<";
  printTypeOrVariant(printer, getObjectType());
  printer << ">";
}

LogicalResult RefType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type objectType) {
  // The VM's own ref types are refs already; wrapping them would give one
  // runtime type two spellings.
  if (isRefType(objectType))
    return emitError() << "!vm.ref cannot wrap " << objectType
                       << ", which is a ref type itself";
  // Builtin types other than the opaque placeholder are values, not objects.
  bool isObject = isa<VariantType, OpaqueType>(objectType) ||
                  !isa<BuiltinDialect>(objectType.getDialect());
  if (!isObject)
    return emitError() << "!vm.ref must wrap an object type of another "
                          "dialect or ?, got "
                       << objectType;
  return success();
}

}  // namespace mlir::iree_compiler::IREE::VM
