//===- VHLODialect.h - Reading StableHLO portable artifacts -----*- C++ -*-===//
//
// `jax.export` and StableHLO's serializer write programs as MLIR bytecode of
// the vhlo dialect: every op, attribute and type with a version in its name
// (`vhlo.dot_general_v2`, `!vhlo.tensor_v1`), so that a reader built later can
// still decode them. This dialect exists only to read such bytecode:
//   - its attributes and types decode straight into builtin and stablehlo
//     ones (VHLOBytecode.cpp), so `!vhlo.tensor_v1<4x!vhlo.f32_v1>` is read as
//     `tensor<4xf32>`;
//   - its ops (VHLOOps.def) are registered at run time with only the names of
//     their attributes, which is all their bytecode encoding needs; they keep
//     those attributes in their dictionary;
//   - the iree-vhlo-to-stablehlo pass then rewrites each op into its
//     stablehlo (or func) counterpart.
// Nothing writes vhlo: the compiler reads portable artifacts, it does not
// produce them.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_VHLO_IR_VHLODIALECT_H_
#define IREE_COMPILER_DIALECT_VHLO_IR_VHLODIALECT_H_

#include "mlir/IR/ExtensibleDialect.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::iree_compiler::IREE::VHLO {

class VHLODialect : public ExtensibleDialect {
public:
  explicit VHLODialect(MLIRContext *context);
  static StringRef getDialectNamespace() { return "vhlo"; }

  /// The inherent attribute names of the op |opName| (`vhlo.x_v1`) in the
  /// order its bytecode properties store them; empty for unknown ops.
  ArrayRef<StringAttr> getPropertyNames(StringRef opName) const;

private:
  llvm::StringMap<SmallVector<StringAttr>> propertyNames;
};

/// Registers the bytecode decoding of vhlo attributes and types on |dialect|
/// (VHLOBytecode.cpp).
void addVHLOBytecodeInterface(VHLODialect *dialect);

} // namespace mlir::iree_compiler::IREE::VHLO

MLIR_DECLARE_EXPLICIT_TYPE_ID(mlir::iree_compiler::IREE::VHLO::VHLODialect)

#endif // IREE_COMPILER_DIALECT_VHLO_IR_VHLODIALECT_H_
