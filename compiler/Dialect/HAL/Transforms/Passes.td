//===- Passes.td - hal phase passes ------------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_TD_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_TD_

include "mlir/Pass/PassBase.td"

def MaterializeExecutablesPass
    : Pass<"iree-hal-materialize-executables", "mlir::ModuleOp"> {
  let summary = "turns flow.executables into hal.executables per target";
  let description = [{
    Each `flow.executable` becomes a `hal.executable` of the same name with
    one `hal.executable.variant` per target backend. Exports get ordinals in
    function order and a binding count; the functions are rewritten from
    `!flow.dispatch.tensor` bindings to memrefs (loads become
    `bufferization.to_tensor restrict`, stores
    `bufferization.materialize_in_destination`), the form code generators
    take. i1 bindings are byte buffers: the function widens and narrows them.
  }];
  let options = [
    ListOption<"targetBackends", "target-backends", "std::string",
               "target backends to compile executables for">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::iree_compiler::IREE::HAL::HALDialect"];
}

def TranslateExecutablesPass
    : Pass<"iree-hal-translate-executables", "mlir::ModuleOp"> {
  let summary = "compiles and serializes every executable variant";
  let description = [{
    Hands each `hal.executable.variant` to its target backend, which
    configures (workgroup counts on the exports), translates and serializes
    it: the variant then holds `format` and `data` instead of its module.
  }];
  let options = [
    Option<"targetCPU", "target-cpu", "std::string", "\"generic\"",
           "llvm-cpu: `host`, `generic` or an LLVM CPU name">,
    Option<"targetTriple", "target-triple", "std::string", "\"\"",
           "llvm-cpu: the target triple (empty: this machine's)">,
    Option<"targetCPUFeatures", "target-cpu-features", "std::string", "\"\"",
           "llvm-cpu: features added to the CPU's, `+avx512f,-fma` style">,
    Option<"vmvxMicrokernels", "vmvx-microkernels", "bool", "true",
           "vmvx: call native microkernels">,
    Option<"vulkanTarget", "vulkan-target", "std::string", "\"baseline\"",
           "vulkan-spirv: the device preset">,
    ListOption<"vulkanMatmulTile", "vulkan-matmul-tile", "int64_t",
               "vulkan-spirv: [TM,TN,TK] of the matmul kernel, for tuning">,
    ListOption<"vulkanCooperativeMatmulTile", "vulkan-cooperative-matmul-tile",
               "int64_t", "vulkan-spirv: [TM,TN], [TM,TN,TK] or [TM,TN,TK,STAGES] of the "
               "cooperative-matrix matmul kernel, for tuning">,
    ListOption<"vulkanConvolutionTile", "vulkan-convolution-tile", "int64_t",
               "vulkan-spirv: [TH,TW,TF,TC] of the convolution kernel, for "
               "tuning">,
    Option<"llvmOptLevel", "llvm-opt-level", "int", "3",
           "llvm-cpu: LLVM's optimization level for the kernels (0-3)">,
    Option<"dataTiling", "data-tiling", "bool", "true",
           "llvm-cpu: matmul tiles copy B into contiguous panels">,
    Option<"dumpSourcesTo", "dump-sources-to", "std::string", "\"\"",
           "a directory to write each executable into before translation, "
           "as <executable>.mlir (iree-compile compiles one back to its "
           "binary)">,
    Option<"dumpBinariesTo", "dump-binaries-to", "std::string", "\"\"",
           "a directory to write each serialized variant into, as "
           "<executable>.<target>.<so|fb>">,
  ];
}

def DumpExecutableBenchmarksPass
    : Pass<"iree-hal-dump-executable-benchmarks", "mlir::ModuleOp"> {
  let summary = "writes a program that runs each executable's dispatches alone";
  let description = [{
    For each translated `hal.executable` the host dispatches, writes
    `<dump-to>/<executable>.benchmark.mlir`: the executable and a public
    function `<export>_benchmark` per export that dispatches it once as its
    first dispatch site does: the site's tensor operands are the function's
    arguments, its push constants the site's where they are constants, else
    0, and the results are returned. The file is host-lowered like the
    program (`--compile-to=hal` form) and starts with the commands that
    build it (`iree-compile --compile-from=hal`) and time each export
    (`iree-benchmark-module --function=<export>_benchmark --input=...`,
    with `--device=vulkan` when only SPIR-V variants exist), and a line per
    push constant that varies in the model (0 in the benchmark). The
    program itself is unchanged.
  }];
  let options = [
    Option<"dumpTo", "dump-to", "std::string", "\"\"",
           "the directory to write the benchmark programs into">,
  ];
}

def ConvertStreamToHALPass : Pass<"iree-hal-convert-stream", "mlir::ModuleOp"> {
  let summary = "lowers scheduled stream host code to HAL calls";
  let description = [{
    Conversion patterns with a type converter: `!stream.resource` becomes
    `!hal.buffer`, `!stream.timepoint` a `!hal.fence`. Each
    `stream.cmd.execute` records its commands into one command buffer, with
    an execution barrier only where a command touches a range an earlier one
    since the last barrier wrote (or writes one it read), and submits it
    after its awaited fence. Constants are packed into one pool the module
    initializer uploads; ranges of constants bind the pool at their offset.
    Imports assert and unwrap buffer views, exports create them, host element
    reads and writes become `hal.buffer.load/store`. An executable with
    several variants loads the first whose format the device can load (a
    `hal.device.query` each); its dispatches pick that variant's workgroup
    count.

    With `export-parameters=[scope=]path`, constants of at least
    `export-parameter-minimum-size` bytes go to a parameter archive at that
    path instead (keys `constant_` and a 64-bit xxh3 of the bytes in hex,
    so equal constants share one entry), and the initializer
    loads each with `hal.parameter.load` (docs/parameters.md).
  }];
  let options = [
    Option<"exportParameters", "export-parameters", "std::string", "\"\"",
           "write large constants to this parameter archive, as "
           "[scope=]path, and load them from it at run time">,
    Option<"exportParameterMinimumSize", "export-parameter-minimum-size",
           "int64_t", "4096",
           "constants of fewer bytes stay in the module">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::iree_compiler::IREE::HAL::HALDialect",
                           "::mlir::iree_compiler::IREE::Util::UtilDialect"];
}

def BatchLoopSubmissionsPass
    : Pass<"iree-hal-batch-loop-submissions", "mlir::ModuleOp"> {
  let summary = "a loop's iterations record into one command buffer";
  let description = [{
    A host loop whose body records one command buffer and submits it after
    the fence the loop carries, and in which the host never waits, gets the
    open command buffer and a count carried instead: each iteration records
    after a barrier into the command buffer of the iterations before it, and
    every `max-iterations` iterations (fewer when the iterations allocate
    much) the command buffer is submitted and a new one opened. The loop's
    exit submits what is left. A submission costs about as much as a small
    dispatch on the CPU and several times that on a GPU.
  }];
  let options = [
    Option<"maxIterations", "max-iterations", "int64_t", "32",
           "iterations recorded into one command buffer at most">,
    Option<"maxBytes", "max-bytes", "int64_t", "64 << 20",
           "bytes the iterations of one command buffer may allocate">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReuseLoopCommandBuffersPass
    : Pass<"iree-hal-reuse-loop-command-buffers", "mlir::ModuleOp"> {
  let summary = "a loop's command buffer is recorded once, its buffers as slots";
  let description = [{
    A command buffer a loop body records and submits each iteration, whose
    commands differ between iterations only in the buffers they bind, is
    recorded once before the loop with those buffers as binding table slots;
    each iteration submits it with its buffers (`hal.device.queue.execute
    ... bindings`). Recording, validating and freeing the commands was most
    of a small loop iteration's host time on CPU devices. For devices whose
    command buffers resolve slots at submission only (not Vulkan).
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Util::UtilDialect"];
}

#endif  // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_PASSES_TD_
