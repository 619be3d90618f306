//===- HALTypes.cpp - hal dialect types -----------------------------------===//

#include "compiler/Dialect/HAL/IR/HALTypes.h"

#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "mlir/IR/DialectImplementation.h"
// The generated type printer dispatches with llvm::TypeSwitch.
#include "llvm/ADT/TypeSwitch.h"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/HAL/IR/HALTypes.cpp.inc"

namespace mlir::iree_compiler::IREE::HAL {

void HALDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "compiler/Dialect/HAL/IR/HALTypes.cpp.inc"
      >();
}

}  // namespace mlir::iree_compiler::IREE::HAL
