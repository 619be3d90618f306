//===- HALDialect.cpp - The hal dialect -----------------------------------===//

#include "compiler/Dialect/HAL/IR/HALDialect.h"

#include "compiler/Dialect/HAL/IR/HALOps.h"

#include "compiler/Dialect/HAL/IR/HALDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::HAL {

void HALDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/HAL/IR/HALOps.cpp.inc"
      >();
}

}  // namespace mlir::iree_compiler::IREE::HAL
