//===- StableHLOMoreOpsSyntax.h - directives of the op families -*- C++ -*-===//
//
// Declared here so that the generated op definitions included by
// StableHLOOps.cpp find them; defined in StableHLOMoreOps.cpp and
// StableHLOCompoundOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPSSYNTAX_H_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPSSYNTAX_H_

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::iree_compiler::IREE::StableHLO {

/// `: tensor<2xcomplex<f32>>` (the operands are its real parts) or a
/// functional type.
ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result);
void printComplexOpType(OpAsmPrinter &printer, Operation *op, Type lhs,
                        Type rhs, Type result);

/// `e5m10`: exponent and mantissa bits of reduce_precision.
ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa);
void printExponentMantissa(OpAsmPrinter &printer, Operation *op,
                           IntegerAttr exponent, IntegerAttr mantissa);

/// `@target` (or a string) naming a custom_call's callee.
ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target);
void printCustomCallTarget(OpAsmPrinter &printer, Operation *op,
                           StringAttr target);

/// `: tuple<...>`, whose element types are the operand types.
ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result);
void printTupleOpType(OpAsmPrinter &printer, Operation *op, TypeRange operands,
                      Type result);

} // namespace mlir::iree_compiler::IREE::StableHLO

#endif // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOMOREOPSSYNTAX_H_
