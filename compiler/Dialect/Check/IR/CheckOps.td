//===- CheckOps.td - check dialect -------------------------*- tablegen -*-===//
//
// Test assertions of e2e check programs (`iree-check-module`). They lower to
// calls of the runtime's `check` module (runtime/src/iree/modules/check).
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_TD_
#define IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_TD_

include "compiler/Dialect/HAL/IR/HALBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpBase.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::mlir::iree_compiler::IREE::Check";
  let summary = "Assertions of e2e test programs";
  // The *_const forms canonicalize to arith.constant operands.
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, traits>;

// Tensors before the hal phase, buffer views after it.
def Check_Tensorlike : AnyTypeOf<[AnyRankedTensor, HAL_BufferViewType]>;

def Check_ExpectTrueOp : Check_Op<"expect_true"> {
  let summary = "fails the test unless the value is non-zero";
  let arguments = (ins I32:$operand);
  let assemblyFormat = "`(` $operand `)` attr-dict `:` type($operand)";
}

def Check_ExpectFalseOp : Check_Op<"expect_false"> {
  let summary = "fails the test unless the value is zero";
  let arguments = (ins I32:$operand);
  let assemblyFormat = "`(` $operand `)` attr-dict `:` type($operand)";
}

def Check_ExpectEqOp : Check_Op<"expect_eq", [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "fails unless both tensors have equal shapes and elements";
  let description = [{
    `check.expect_eq(%actual, %expected) : tensor<4xi32>`; the failure names
    the first differing element.
  }];
  let arguments = (ins Check_Tensorlike:$lhs, Check_Tensorlike:$rhs);
  let assemblyFormat = "`(` $lhs `,` $rhs `)` attr-dict `:` type($lhs)";
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq", [
    AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "like expect_eq, with a float tolerance";
  let description = [{
    Elements match when `|actual - expected| <= 1e-4 + 1e-4 * |expected|`.
  }];
  let arguments = (ins Check_Tensorlike:$lhs, Check_Tensorlike:$rhs);
  let assemblyFormat = "`(` $lhs `,` $rhs `)` attr-dict `:` type($lhs)";
}

def Check_ExpectEqConstOp : Check_Op<"expect_eq_const", [
    AllTypesMatch<["lhs", "value"]>]> {
  let summary = "expect_eq against a constant";
  let arguments = (ins AnyRankedTensor:$lhs, ElementsAttr:$value);
  let assemblyFormat = "`(` $lhs `,` $value `)` attr-dict `:` type($lhs)";
  let hasCanonicalizeMethod = 1;
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const", [
    AllTypesMatch<["lhs", "value"]>]> {
  let summary = "expect_almost_eq against a constant";
  let arguments = (ins AnyRankedTensor:$lhs, ElementsAttr:$value);
  let assemblyFormat = "`(` $lhs `,` $value `)` attr-dict `:` type($lhs)";
  let hasCanonicalizeMethod = 1;
}

#endif  // IREE_COMPILER_DIALECT_CHECK_IR_CHECKOPS_TD_
