//===- VMTypes.h - vm dialect types -----------------------------*- C++ -*-===//
//
// !vm.buffer, !vm.list<T> and !vm.ref<T>, and the queries the encoder needs
// to lay out registers and the module's type table.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VM_IR_VMTYPES_H_
#define IREE_COMPILER_DIALECT_VM_IR_VMTYPES_H_

#include <string>

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/VM/IR/VMTypes.h.inc"

namespace mlir::iree_compiler::IREE::VM {

/// True for types held in the ref register bank: !vm.buffer, !vm.list<T>
/// and !vm.ref<T>.
bool isRefType(Type type);

/// True for the types that fit the 32-bit register bank: i32, i64, f32, f64.
bool isPrimitiveValueType(Type type);

/// The name under which the runtime registers a ref type, as written into the
/// .vmfb type table: "!vm.buffer", "!vm.list<i32>", "!vm.list<?>",
/// "!vm.list<!vm.buffer>", "!hal.buffer_view" for !vm.ref<!hal.buffer_view>,
/// and "?" for !vm.ref<?>. Value types give their MLIR spelling ("i32").
std::string getRuntimeTypeName(Type type);

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMTYPES_H_
