//===- Passes.td - vmvx code generation --------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_CODEGEN_VMVX_PASSES_TD_
#define IREE_COMPILER_CODEGEN_VMVX_PASSES_TD_

include "mlir/Pass/PassBase.td"

def SelectMicrokernelsPass
    : Pass<"iree-vmvx-select-microkernels", "mlir::ModuleOp"> {
  let summary = "replaces bufferized linalg ops with vmvx microkernel calls";
  let description = [{
    Chooses a microkernel from an op's signature alone: elementwise maps of
    one unary or binary op (any projected-permutation indexing, so
    broadcasts and transposes become strides), copies, fills, matmuls (f32,
    i8 x i8 -> i32; a preceding zero fill becomes the overwrite form) and
    single-dimension reductions. The two innermost loops go to the kernel;
    outer loops stay as `scf.for`. Ops that match nothing are left alone
    for the scalar path. `memref.copy` becomes `linalg.copy` first (also
    without microkernels, so the scalar path lowers it).
  }];
  let options = [
    Option<"enableMicrokernels", "enable-microkernels", "bool", "true",
           "select microkernels (false: everything takes the scalar path)">,
  ];
  let dependentDialects = ["::mlir::iree_compiler::IREE::VMVX::VMVXDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def LowerToVMPass : Pass<"iree-vmvx-lower-to-vm", "mlir::ModuleOp"> {
  let summary = "lowers bufferized scalar kernels and vmvx ops to a vm.module";
  let description = [{
    Each dispatch function becomes an exported `vm.func` taking its bindings
    as `!vm.buffer`s and the workgroup id and count as six i32s
    (docs/vmvx.md). Memref accesses become element loads and stores at
    linearized offsets, stack temporaries `vm.buffer.alloc`, vmvx ops calls
    of `vmvx.*` imports, arith/math/cf the vm ops.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::VM::VMDialect"];
}

#endif  // IREE_COMPILER_CODEGEN_VMVX_PASSES_TD_
