//===- UtilOps.td - util dialect operations ----------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_TD_
#define IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_TD_

include "compiler/Dialect/Util/IR/UtilBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def Util_GlobalOp : Util_Op<"global", [Symbol]> {
  let summary = "declares a module global";
  let description = [{
    `util.global [private] [mutable] @name [= initial_value] : type`

    A global without an initial value is zero/null until an initializer
    stores to it. The type is elided when a typed initial value already
    spells it (`util.global @g = 1 : i32`). Only `mutable` globals may be
    stored to outside a `util.initializer`, so later phases may treat every
    other global as a constant once initialization is done.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       TypeAttr:$type,
                       UnitAttr:$is_mutable,
                       OptionalAttr<AnyAttr>:$initial_value);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? (`mutable` $is_mutable^)?
    $sym_name custom<TypeOrAttr>($type, $initial_value) attr-dict
  }];
  let hasVerifier = 1;
}

// Shared by global.load and global.store: both name a util.global whose
// type matches the accessed value.
class Util_GlobalAccessOp<string mnemonic, list<Trait> traits = []>
    : Util_Op<mnemonic, !listconcat(traits, [
          DeclareOpInterfaceMethods<SymbolUserOpInterface>])>;

def Util_GlobalLoadOp : Util_GlobalAccessOp<"global.load",
                                            [MemoryEffects<[MemRead]>]> {
  let summary = "loads the value of a global";
  let arguments = (ins FlatSymbolRefAttr:$global);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$global attr-dict `:` type($result)";
}

def Util_GlobalStoreOp : Util_GlobalAccessOp<"global.store",
                                             [MemoryEffects<[MemWrite]>]> {
  let summary = "stores a value into a global";
  let description = [{
    The global must be `mutable` unless the store is inside a
    `util.initializer`.
  }];
  let arguments = (ins AnyType:$value, FlatSymbolRefAttr:$global);
  let assemblyFormat = "$value `,` $global attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Initializers
//===----------------------------------------------------------------------===//

def Util_InitializerOp : Util_Op<"initializer", [IsolatedFromAbove]> {
  let summary = "code that runs once when the module is loaded";
  let description = [{
    Initializers run in module order before any exported function; they are
    where immutable globals get values that are not attributes. The body is
    a CFG region without arguments ending in `util.return`.
  }];
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
  let hasRegionVerifier = 1;
}

def Util_ReturnOp : Util_Op<"return", [
    Pure, ReturnLike, Terminator, HasParent<"InitializerOp">]> {
  let summary = "ends a util.initializer";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Optimization control
//===----------------------------------------------------------------------===//

def Util_UnfoldableConstantOp : Util_Op<"unfoldable_constant", [
    Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "a constant the optimizer must treat as unknown";
  let description = [{
    `util.unfoldable_constant 4 : i32`

    Produces `value` like `arith.constant`, but is neither ConstantLike nor
    foldable, so no folder or pattern sees its value. Tests use it to feed
    known data into code that must still be compiled for unknown data.
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

def Util_NullOp : Util_Op<"null", [Pure]> {
  let summary = "a null reference of an object type";
  let description = [{
    `%f = util.null : !hal.fence`: no object, for operands that take one
    optionally (a null fence is one already reached).
  }];
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Util_OptimizationBarrierOp : Util_Op<"optimization_barrier", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "returns its operands, hiding them from the optimizer";
  let description = [{
    `%r:2 = util.optimization_barrier %a, %b : i32, f32`

    Results are the operands unchanged. The op has no folder and no memory
    effect interface, so it counts as having unknown effects: it is neither
    folded, CSE'd, hoisted nor erased, and nothing is folded across it.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Util_AssertOp : Util_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "fails the call with a message naming host values";
  let description = [{
    `util.assert %ok, "b = {0} must be at least 1" values(%b : index)`

    When `condition` is false the call fails (FAILED_PRECONDITION) with
    `message`, each `{N}` replaced by the N-th value: JAX's shape assertions
    name the sizes they check. The VM calls `hal.assert`.
  }];
  let arguments = (ins I1:$condition, StrAttr:$message,
                       Variadic<AnySignlessIntegerOrIndex>:$values);
  let assemblyFormat = [{
    $condition `,` $message (`values` `(` $values^ `:` type($values) `)`)?
    attr-dict
  }];
  let hasCanonicalizeMethod = 1;
}

#endif  // IREE_COMPILER_DIALECT_UTIL_IR_UTILOPS_TD_
