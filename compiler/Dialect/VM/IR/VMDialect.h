//===- VMDialect.h - The vm dialect -----------------------------*- C++ -*-===//
//
// The dialect of the VM's register-machine ISA (docs/vm.md).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_IR_VMDIALECT_H_
#define IREE_COMPILER_DIALECT_VM_IR_VMDIALECT_H_

#include "mlir/IR/Dialect.h"

#include "compiler/Dialect/VM/IR/VMDialect.h.inc"

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMDIALECT_H_
