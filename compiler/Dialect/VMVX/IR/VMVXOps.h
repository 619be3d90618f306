//===- VMVXOps.h - vmvx dialect ---------------------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_H_
#define IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"

#include "compiler/Dialect/VMVX/IR/VMVXDialect.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/VMVX/IR/VMVXOps.h.inc"

namespace mlir::iree_compiler::IREE::VMVX {

/// The opcodes the runtime's microkernels implement for |elementType| (f32
/// or i32; empty for anything else). docs/vmvx.md lists them.
ArrayRef<StringRef> getUnaryOpcodes(Type elementType);
ArrayRef<StringRef> getBinaryOpcodes(Type elementType);
ArrayRef<StringRef> getReduceOpcodes(Type elementType);

/// The `vmvx.*` import a vmvx op calls, such as `vmvx.binary.2d.add.f32`.
std::string getMicrokernelName(Operation *op);

} // namespace mlir::iree_compiler::IREE::VMVX

#endif // IREE_COMPILER_DIALECT_VMVX_IR_VMVXOPS_H_
