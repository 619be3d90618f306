//===- VMTypeConverter.h - Host types to VM register types ------*- C++ -*-===//

#ifndef IREE_COMPILER_DIALECT_VM_CONVERSION_VMTYPECONVERTER_H_
#define IREE_COMPILER_DIALECT_VM_CONVERSION_VMTYPECONVERTER_H_

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::iree_compiler::IREE::VM {

/// Maps host types onto what VM registers hold: i1/i8/i16/i32 -> i32 (narrow
/// integers zero-extended), i64/index -> i64, f32/f64 unchanged, `!hal.X` ->
/// `!vm.ref<!hal.X>`, VM refs unchanged. Every other type has no conversion.
class VMTypeConverter : public TypeConverter {
public:
  VMTypeConverter();
};

/// The VM attribute (i32/i64/f32/f64) of a host scalar constant |value|
/// whose type converts to |convertedType|: narrow integers are
/// zero-extended, as VM registers hold them. Null when it has none.
TypedAttr convertScalarAttr(Attribute value, Type convertedType);

/// A vm.const.* of a converted scalar attribute.
Value createVMConstant(OpBuilder &builder, Location loc, TypedAttr value);

/// Replaces the single-result |op| with a vm.const.* of the scalar |value|;
/// failure when the value is not a scalar of a convertible type.
LogicalResult replaceWithVMConstant(ConversionPatternRewriter &rewriter,
                                    Operation *op, Attribute value,
                                    const TypeConverter &typeConverter);

/// The bit width a host integer or index type has before conversion (index
/// is 64 bits wide, as on the VM).
unsigned getHostIntegerWidth(Type type);

}  // namespace mlir::iree_compiler::IREE::VM

#endif  // IREE_COMPILER_DIALECT_VM_CONVERSION_VMTYPECONVERTER_H_
