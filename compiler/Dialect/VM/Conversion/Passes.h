//===- Passes.h - VM conversion passes --------------------------*- C++ -*-===//

#ifndef IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_H_
#define IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_H_

#include <memory>

#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::iree_compiler::IREE::VM {

#define GEN_PASS_DECL
#include "compiler/Dialect/VM/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Dialect/VM/Conversion/Passes.h.inc"

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_H_
