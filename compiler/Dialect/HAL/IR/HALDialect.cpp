//===- HALDialect.cpp - The hal dialect -----------------------------------===//

#include "compiler/Dialect/HAL/IR/HALDialect.h"

#include "compiler/Dialect/HAL/IR/HALDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::HAL {

void HALDialect::initialize() { registerTypes(); }

}  // namespace mlir::iree_compiler::IREE::HAL
