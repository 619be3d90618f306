//===- VMPatterns.td - VM canonicalization patterns --------*- tablegen -*-===//
//
// Declarative rewrites registered as the dialect's canonicalization patterns.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VM_IR_VMPATTERNS_TD_
#define IREE_COMPILER_DIALECT_VM_IR_VMPATTERNS_TD_

include "compiler/Dialect/VM/IR/VMOps.td"
include "mlir/IR/PatternBase.td"

// The ISA has only less-than comparisons: a > b is b < a and a >= b is
// b <= a, for every signedness and NaN ordering.
class VM_SwapCmp<Op from, Op to> : Pat<(from $lhs, $rhs), (to $rhs, $lhs)>;

def : VM_SwapCmp<VM_CmpGTI32SOp, VM_CmpLTI32SOp>;
def : VM_SwapCmp<VM_CmpGTI32UOp, VM_CmpLTI32UOp>;
def : VM_SwapCmp<VM_CmpGTI64SOp, VM_CmpLTI64SOp>;
def : VM_SwapCmp<VM_CmpGTI64UOp, VM_CmpLTI64UOp>;
def : VM_SwapCmp<VM_CmpGTEI32SOp, VM_CmpLTEI32SOp>;
def : VM_SwapCmp<VM_CmpGTEI32UOp, VM_CmpLTEI32UOp>;
def : VM_SwapCmp<VM_CmpGTEI64SOp, VM_CmpLTEI64SOp>;
def : VM_SwapCmp<VM_CmpGTEI64UOp, VM_CmpLTEI64UOp>;
def : VM_SwapCmp<VM_CmpGTF32OOp, VM_CmpLTF32OOp>;
def : VM_SwapCmp<VM_CmpGTF32UOp, VM_CmpLTF32UOp>;
def : VM_SwapCmp<VM_CmpGTF64OOp, VM_CmpLTF64OOp>;
def : VM_SwapCmp<VM_CmpGTF64UOp, VM_CmpLTF64UOp>;
def : VM_SwapCmp<VM_CmpGTEF32OOp, VM_CmpLTEF32OOp>;
def : VM_SwapCmp<VM_CmpGTEF32UOp, VM_CmpLTEF32UOp>;
def : VM_SwapCmp<VM_CmpGTEF64OOp, VM_CmpLTEF64OOp>;
def : VM_SwapCmp<VM_CmpGTEF64UOp, VM_CmpLTEF64UOp>;

// All-zero-bits constants have a shorter encoding. For floats this is +0.0
// only; -0.0 keeps its immediate.
def VM_AllZeroBits : AttrConstraint<
    CPred<"::mlir::iree_compiler::IREE::VM::isAllZeroBits($_self)">,
    "all-zero bits">;

class VM_ZeroConst<Op from, Op to>
    : Pat<(from VM_AllZeroBits:$value), (to)>;

def : VM_ZeroConst<VM_ConstI32Op, VM_ConstI32ZeroOp>;
def : VM_ZeroConst<VM_ConstI64Op, VM_ConstI64ZeroOp>;
def : VM_ZeroConst<VM_ConstF32Op, VM_ConstF32ZeroOp>;
def : VM_ZeroConst<VM_ConstF64Op, VM_ConstF64ZeroOp>;

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMPATTERNS_TD_
