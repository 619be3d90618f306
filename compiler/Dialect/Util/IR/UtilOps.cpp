//===- UtilOps.cpp - util dialect operations ------------------------------===//

#include "compiler/Dialect/Util/IR/UtilOps.h"

#include "compiler/Utils/SymbolVisibility.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::IREE::Util {

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// `: type`, `= attr : type`, or `= typed-attr` when the attribute's own type
// is the global's type, so `= 1 : i32` is not followed by a second `: i32`.
static ParseResult parseTypeOrAttr(OpAsmParser &parser, TypeAttr &type,
                                   Attribute &initialValue) {
  if (succeeded(parser.parseOptionalEqual())) {
    SMLoc valueLoc = parser.getCurrentLocation();
    if (parser.parseAttribute(initialValue))
      return failure();
    if (failed(parser.parseOptionalColon())) {
      auto typedValue = dyn_cast<TypedAttr>(initialValue);
      if (!typedValue)
        return parser.emitError(valueLoc)
               << "expected `:` and the global's type after an untyped "
                  "initial value";
      type = TypeAttr::get(typedValue.getType());
      return success();
    }
  } else if (parser.parseColon()) {
    return failure();
  }
  Type parsed;
  if (parser.parseType(parsed))
    return failure();
  type = TypeAttr::get(parsed);
  return success();
}

static void printTypeOrAttr(OpAsmPrinter &p, GlobalOp, TypeAttr type,
                            Attribute initialValue) {
  if (initialValue) {
    p << "= ";
    p.printAttribute(initialValue);
    auto typedValue = dyn_cast<TypedAttr>(initialValue);
    if (typedValue && typedValue.getType() == type.getValue())
      return;
    p << ' ';
  }
  p << ": ";
  p.printType(type.getValue());
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto typedValue = dyn_cast_if_present<TypedAttr>(getInitialValueAttr());
  if (typedValue && typedValue.getType() != getType())
    return emitOpError() << "initial value of type " << typedValue.getType()
                         << " does not match the global's type " << getType();
  return success();
}

// Both accesses name a util.global of the accessed value's type; stores also
// need it mutable unless they run during initialization.
static LogicalResult verifyGlobalAccess(Operation *op, FlatSymbolRefAttr name,
                                        Type accessType, bool isStore,
                                        SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<GlobalOp>(op, name);
  if (!global)
    return op->emitOpError()
           << "references " << name << ", which is not a util.global";
  if (global.getType() != accessType)
    return op->emitOpError()
           << "type " << accessType << " does not match the type "
           << global.getType() << " of global " << name;
  if (isStore && !global.getIsMutable() &&
      !op->getParentOfType<InitializerOp>())
    return op->emitOpError() << "stores to immutable global " << name
                             << " outside a util.initializer";
  return success();
}

LogicalResult
GlobalLoadOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyGlobalAccess(*this, getGlobalAttr(), getResult().getType(),
                            /*isStore=*/false, symbolTable);
}

LogicalResult
GlobalStoreOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyGlobalAccess(*this, getGlobalAttr(), getValue().getType(),
                            /*isStore=*/true, symbolTable);
}

//===----------------------------------------------------------------------===//
// Initializers
//===----------------------------------------------------------------------===//

LogicalResult NullOp::verify() {
  // Values (numbers, vectors, tensors) have no null; objects do.
  Type type = getType();
  if (type.isIntOrIndexOrFloat() || isa<ShapedType, ComplexType>(type))
    return emitOpError("makes a null object, not a null ") << type;
  return success();
}

LogicalResult InitializerOp::verifyRegions() {
  if (getBody().front().getNumArguments() != 0)
    return emitOpError() << "body must not take arguments";
  return success();
}

//===----------------------------------------------------------------------===//
// Optimization control
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Assertions
//===----------------------------------------------------------------------===//

LogicalResult AssertOp::canonicalize(AssertOp op, PatternRewriter &rewriter) {
  // An assertion the compiler proves true checks nothing.
  if (!matchPattern(op.getCondition(), m_One())) return failure();
  rewriter.eraseOp(op);
  return success();
}

}  // namespace mlir::iree_compiler::IREE::Util

#define GET_OP_CLASSES
#include "compiler/Dialect/Util/IR/UtilOps.cpp.inc"
