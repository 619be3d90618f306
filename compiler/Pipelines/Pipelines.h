//===- Pipelines.h - The phases of iree-compile -----------------*- C++ -*-===//
//
// input → global-opt → flow → hal → vm, each a pass pipeline that
// `--compile-to=<phase>` can stop after (docs/compiler.md).
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_PIPELINES_PIPELINES_H_
#define IREE_COMPILER_PIPELINES_PIPELINES_H_

#include "compiler/Dialect/HAL/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <optional>
#include <string>

namespace mlir::iree_compiler {

enum class Phase { Input, GlobalOpt, Flow, Stream, HAL, VM, End };
enum class InputType { Auto, StableHLO, TOSA, None };

struct PipelineOptions {
  InputType inputType = InputType::Auto;
  Phase compileTo = Phase::End;
  // The phase the input has been through already (its --compile-to output);
  // none: the input is a program.
  std::optional<Phase> compileFrom;
  // A directory to write the IR after each phase into, as
  // <dumpPhasesName>.<n>.<phase>.mlir (empty: nowhere).
  std::string dumpPhasesTo;
  std::string dumpPhasesName = "module";
  // Narrow 64-bit types after input conversion.
  bool demoteF64ToF32 = false;
  bool demoteI64ToI32 = false;
  // Evaluate constant tensor expressions at compile time (ConstEval.cpp).
  bool constEval = true;
  IREE::HAL::HALPipelineOptions hal;
};

/// The input type `auto` stands for, judged by the dialects |module| uses.
InputType detectInputType(ModuleOp module);

/// Adds the phases after |options.compileFrom| up to and including
/// |options.compileTo| (Phase::End and Phase::VM both stop at the vm.module
/// the bytecode writer serializes).
void buildCompilerPipeline(OpPassManager &pm, InputType inputType,
                           const PipelineOptions &options);

/// Evaluates constant tensor expressions of each function at compile time
/// (compiled with vmvx and run in-process) and replaces them by constants.
std::unique_ptr<Pass> createConstEvalPass();

/// Registers `iree-input-pipeline`, `iree-global-opt-pipeline` and
/// `iree-vm-pipeline` for iree-opt (flow and hal register their own).
void registerCompilerPipelines();

} // namespace mlir::iree_compiler

#endif // IREE_COMPILER_PIPELINES_PIPELINES_H_
