//===- UtilBase.td - util dialect definition ---------------*- tablegen -*-===//
//
// The `util` dialect holds the host-program constructs that are not tied to
// one phase: module globals and their initializers, and ops that steer the
// optimizer (constants it must not fold, barriers it must not see through).
// Every phase from input to vm conversion keeps these ops as they are.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_UTIL_IR_UTILBASE_TD_
#define IREE_COMPILER_DIALECT_UTIL_IR_UTILBASE_TD_

include "mlir/IR/OpBase.td"

def Util_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::iree_compiler::IREE::Util";
  let summary = "Globals, initializers and optimizer controls of host programs";
}

class Util_Op<string mnemonic, list<Trait> traits = []>
    : Op<Util_Dialect, mnemonic, traits>;

#endif  // IREE_COMPILER_DIALECT_UTIL_IR_UTILBASE_TD_
