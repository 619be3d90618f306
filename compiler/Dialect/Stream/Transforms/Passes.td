//===- Passes.td - stream phase passes ---------------------*- tablegen -*-===//

#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_TD_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_TD_

include "mlir/Pass/PassBase.td"

def ConvertToStreamPass : Pass<"iree-stream-conversion", "mlir::ModuleOp"> {
  let summary = "flow host code becomes async work on stream resources";
  let description = [{
    Each tensor becomes a `!stream.resource<*>` and its byte size (an
    `index`), also where `scf.while`/`scf.if` carry it. Public functions take
    and return `!hal.buffer_view`s: arguments are `stream.tensor.import`ed,
    and every host op that consumes tensors (`func.return`, `check.*`) gets
    them `stream.tensor.export`ed. `flow.dispatch` becomes
    `stream.async.dispatch`, reshapes disappear (the bytes stay as they are),
    constants become `stream.tensor.constant`, host element reads go through
    a `staging` resource. Values that change lifetime pass through
    `stream.async.transfer`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::iree_compiler::IREE::HAL::HALDialect",
                           "::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

def ScheduleExecutionPass
    : Pass<"iree-stream-schedule-execution", "mlir::ModuleOp"> {
  let summary = "groups async work into execution regions with timepoints";
  let description = [{
    In each block, consecutive `stream.async.*` work becomes one
    `stream.async.execute` region; a region ends where the host needs one of
    its results (an export, a load) and before host control flow. A region awaits the
    timepoints of the regions whose results it captures (joined when there
    are several); the host awaits a region's timepoint with
    `stream.timepoint.await` before it uses the region's results.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

#endif  // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_TD_
