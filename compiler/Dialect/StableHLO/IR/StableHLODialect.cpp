//===- StableHLODialect.cpp - The stablehlo dialect -----------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLODialect.h"

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "mlir/Transforms/InliningUtils.h"

#include "compiler/Dialect/StableHLO/IR/StableHLODialect.cpp.inc"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/StableHLO/IR/StableHLOTypes.cpp.inc"

namespace mlir::iree_compiler::IREE::StableHLO {

namespace {
/// JAX exports reach helpers through `call`; every stablehlo op is pure or
/// region-local, so all of them may be inlined anywhere.
struct StableHLOInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool,
                       IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "compiler/Dialect/StableHLO/IR/StableHLOTypes.cpp.inc"
      >();
}

void StableHLODialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.cpp.inc"
      >();
  addInterfaces<StableHLOInlinerInterface>();
}

} // namespace mlir::iree_compiler::IREE::StableHLO
