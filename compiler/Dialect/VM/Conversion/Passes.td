//===- Passes.td - VM conversion passes --------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_TD_
#define IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_TD_

include "mlir/Pass/PassBase.td"

def ConvertToVMPass : Pass<"iree-vm-conversion", "::mlir::ModuleOp"> {
  let summary = "Converts the host program into one vm.module";
  let description = [{
    Moves the host code of the module (func, arith, cf, scf, util, hal and
    check ops) into a `vm.module` named after the builtin module (`module`
    when unnamed) and lowers it to vm ops: HAL and check ops become calls of
    the runtime modules' imports (docs/hal_module.md), serialized
    `hal.executable`s and constant data become `vm.rodata`. Tensor values
    and unsupported ops are reported one error per op.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::VM::VMDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

#endif  // IREE_COMPILER_DIALECT_VM_CONVERSION_PASSES_TD_
