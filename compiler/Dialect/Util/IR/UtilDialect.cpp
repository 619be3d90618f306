//===- UtilDialect.cpp - The util dialect ---------------------------------===//

#include "compiler/Dialect/Util/IR/UtilDialect.h"

#include "compiler/Dialect/Util/IR/UtilOps.h"

#include "compiler/Dialect/Util/IR/UtilDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::Util {

void UtilDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/Util/IR/UtilOps.cpp.inc"
      >();
}

}  // namespace mlir::iree_compiler::IREE::Util
