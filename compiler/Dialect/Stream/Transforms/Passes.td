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
    a `stream.async.transfer` into a `staging` resource. Every other resource
    is `*`: lifetimes are decided later.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::iree_compiler::IREE::HAL::HALDialect",
                           "::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

def CoarseFencesPass : Pass<"iree-stream-coarse-fences", "mlir::ModuleOp"> {
  let summary = "every export gets an asynchronous form (coarse-fences ABI)";
  let description = [{
    Each public function `@f` becomes `@f$async(arguments..., %wait:
    !hal.fence, %signal: !hal.fence)` with reflection `iree.abi.model =
    "coarse-fences"`: its imports await the wait fence, its returned tensors
    are exported through `stream.timepoint.barrier` and the signal fence is
    chained to the point where all of them are ready, so it returns before
    the device finishes. A new `@f` is the synchronous form: it calls
    `@f$async` with no wait fence and a fresh signal fence and waits for it.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::iree_compiler::IREE::HAL::HALDialect",
                           "::mlir::iree_compiler::IREE::Util::UtilDialect",
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

def ScheduleConcurrencyPass
    : Pass<"iree-stream-schedule-concurrency", "mlir::ModuleOp"> {
  let summary = "independent work of an execution region runs in waves";
  let description = [{
    Within each `stream.async.execute`, an op's wave is one more than the
    latest wave of the ops whose results it uses. Ops are reordered by wave
    (program order within one), and each wave of several ops becomes a
    `stream.async.concurrent`: nothing in it waits for anything else in it,
    so independent chains run side by side instead of one after the other.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

def ScheduleAllocationPass
    : Pass<"iree-stream-schedule-allocation", "mlir::ModuleOp"> {
  let summary = "gives every value of an execution region a byte range";
  let description = [{
    Each `stream.async.execute` becomes a `stream.cmd.execute`. A transfer
    is the same bytes as its source, except one that moves the caller's
    memory (a `stream.tensor.import`, which the host may not be able to map)
    into `staging`: that one is a `stream.cmd.copy`. Every value the
    region yields gets a `stream.resource.alloc` of its own before the
    region, unless it is a captured resource passed on; the other values
    share one transient resource, each at the first aligned offset free of
    the values live at the same time. Dispatches become `stream.cmd.dispatch`
    over those ranges.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

def AlternateLoopBuffersPass
    : Pass<"iree-stream-alternate-loop-buffers", "mlir::ModuleOp"> {
  let summary = "loops reuse their buffers instead of allocating per iteration";
  let description = [{
    A resource a loop body allocates and passes to the next iteration (and
    that the next iteration only reads) gets two resources allocated before
    the loop instead, carried as a pair and swapped every iteration: the
    body writes one while the next reads the other, and nothing is
    allocated per iteration. Safe because iteration k + 2, which writes the
    buffer again, starts after iteration k + 1, the last reader of its old
    value (iterations are ordered by the timepoint the loop carries). A
    transient resource of one execution region of the body is allocated
    once before the loop when the region awaits the carried timepoint and
    the body passes the region's timepoint on.
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

def ScheduleDeallocationPass
    : Pass<"iree-stream-schedule-deallocation", "mlir::ModuleOp"> {
  let summary = "transients return to the pool once their region is done";
  let description = [{
    A transient resource allocated for one execution region of the same
    block, outside loops, gets a `stream.resource.dealloca` awaiting that
    region's timepoint right after it: its memory goes back to the device's
    transient pool when the region finishes, not when the host drops the
    last reference. Loop bodies keep theirs until release: their regions'
    timepoints are batched across iterations (and hoisted transients live
    across them).
  }];
  let dependentDialects = ["::mlir::iree_compiler::IREE::Stream::StreamDialect"];
}

#endif  // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_PASSES_TD_
