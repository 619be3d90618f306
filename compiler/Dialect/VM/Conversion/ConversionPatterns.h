//===- ConversionPatterns.h - Host ops to vm ops ----------------*- C++ -*-===//

#ifndef IREE_COMPILER_DIALECT_VM_CONVERSION_CONVERSIONPATTERNS_H_
#define IREE_COMPILER_DIALECT_VM_CONVERSION_CONVERSIONPATTERNS_H_

#include "compiler/Dialect/VM/Conversion/ModuleDeclarations.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::IREE::VM {

/// Scalar arith ops (integers, index, f32/f64) to vm arithmetic,
/// comparisons, selects and casts.
void populateArithToVMPatterns(const TypeConverter &typeConverter,
                               RewritePatternSet &patterns);

/// math ops the VM has instructions for (libm functions, abs, rounding,
/// fma) on f32/f64 and i32/i64.
void populateMathToVMPatterns(const TypeConverter &typeConverter,
                              RewritePatternSet &patterns);

/// func, cf and util ops to vm functions, calls, branches and globals.
void populateStructuralToVMPatterns(const TypeConverter &typeConverter,
                                    RewritePatternSet &patterns);

/// The serialized binary of one hal.executable: its format string and the
/// bytes as a dense elements attribute.
struct SerializedExecutable {
  StringAttr format;
  Attribute data;
};

/// The binary each `hal.executable.create` reference names.
using SerializedExecutables = llvm::DenseMap<SymbolRefAttr, SerializedExecutable>;

/// Folds each full execution barrier directly followed by a dispatch on the
/// same command buffer into that dispatch (`barrier`): one import call
/// records both, which halves the calls of a loop recording a dispatch per
/// iteration.
void foldDispatchBarriers(Operation *root);

/// hal and check ops to calls of the runtime modules' imports.
/// |executables| maps each hal.executable.create reference to its binary.
void populateHALToVMPatterns(
    const TypeConverter &typeConverter, ModuleDeclarations &declarations,
    const SerializedExecutables &executables,
    RewritePatternSet &patterns);

/// After a conversion into |vmModule|: one error per op that is still not a
/// vm op, "'<op>' <unsupported>" (a leftover cast only if there is no other
/// error).
LogicalResult verifyFullyConverted(ModuleOp vmModule, StringRef unsupported);

/// The raw little-endian bytes of |value| as a dense elements attribute the
/// bytecode writer stores verbatim; failure for element types it cannot lay
/// out.
FailureOr<Attribute> getRodataValue(ElementsAttr value);

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_CONVERSION_CONVERSIONPATTERNS_H_
