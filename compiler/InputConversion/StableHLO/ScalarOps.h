//===- ScalarOps.h - stablehlo ops on one element ---------------*- C++ -*-===//
//
// The arith/math computation of one element of a stablehlo elementwise op,
// shared by the elementwise, contraction and reduction lowerings. Signedness
// comes from the stablehlo types (signless integers are signed, `ui` types
// unsigned, i1 is a boolean); the emitted values are signless.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_SCALAROPS_H_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_SCALAROPS_H_

#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"

namespace mlir::iree_compiler::InputConversion {

/// The signless type that carries values of stablehlo element type `type`.
Type getSignlessElementType(Type type);

/// Converts scalar `value` of stablehlo element type `from` to `to` with
/// StableHLO's convert semantics (bool -> 1/0, float -> int truncates, ...).
Value convertScalar(OpBuilder &builder, Location loc, Value value, Type from,
                    Type to);

/// True for the ops `emitScalarOp` handles: elementwise math, compare, select,
/// clamp, convert, on non-complex elements.
bool isScalarizableOp(Operation *op);

/// Emits the element computation of `op` on the scalar `operands`.
Value emitScalarOp(OpBuilder &builder, Location loc, Operation *op,
                   ValueRange operands);

/// True for region bodies that lower op by op: scalarizable ops and 0-d
/// constants (reducers, comparators, update computations).
bool isScalarizableBlock(Block &block);

/// Emits `block` on scalars standing for its 0-d tensor arguments `args`;
/// returns the scalars its terminator yields.
SmallVector<Value> emitScalarBlock(OpBuilder &builder, Location loc,
                                   Block &block, ValueRange args);

/// The elementwise chlo ops and their element computation (CHLOToLinalg.cpp).
bool isCHLOScalarizableOp(Operation *op);
Value emitCHLOScalarOp(OpBuilder &builder, Location loc, Operation *op,
                       ValueRange operands);

/// Maps a float's bits to a signed integer whose order is the IEEE total
/// order (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN).
Value totalOrderKey(OpBuilder &builder, Location loc, Value value);

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_SCALAROPS_H_
