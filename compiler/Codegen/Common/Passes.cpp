//===- Passes.cpp - Registration of the shared codegen passes -------------===//

#include "compiler/Codegen/Common/Passes.h"

namespace mlir::iree_compiler::Codegen {

namespace {
#define GEN_PASS_REGISTRATION
#include "compiler/Codegen/Common/Passes.h.inc"
} // namespace

void registerCommonPasses() { registerCommonCodegenPasses(); }

} // namespace mlir::iree_compiler::Codegen
