// Run-time tracing: what the runtime did and when, for `--trace_file` (a
// Chrome trace-event JSON file that Perfetto and chrome://tracing open) and
// `--trace_execution` (each VM call and bytecode instruction printed as it
// happens).
//
// Tracing is process-wide and off unless a tool (or an application) starts
// it; every hook first checks iree_tracing_enabled(), one acquire load, so
// the runtime pays nothing measurable when it is off. Events may come from
// any thread: calls (host work, with their start and duration) on the
// calling thread, device events (dispatches, with the device's time) on a
// track named by the caller, and instant events (allocations). Every event
// carries its own duration, so calls of coroutines that interleave on one
// thread need not nest.
#ifndef IREE_BASE_TRACING_H_
#define IREE_BASE_TRACING_H_

#include <stdio.h>

#include "iree/base/allocator.h"
#include "iree/base/status.h"
#include "iree/base/string_view.h"

#ifdef __cplusplus
extern "C" {
#endif

// What tracing does, as bits.
enum iree_tracing_mode_bits_t {
  // Keeps events for iree_tracing_write_json.
  IREE_TRACING_MODE_RECORD = 1u << 0,
  // Prints each zone of category "vm" to the execution stream as it begins.
  IREE_TRACING_MODE_PRINT_CALLS = 1u << 1,
  // Prints each VM bytecode instruction to the execution stream before it
  // runs (iree_tracing_print_instruction).
  IREE_TRACING_MODE_PRINT_INSTRUCTIONS = 1u << 2,
};
typedef uint32_t iree_tracing_mode_t;

// Starts tracing in |mode|; |execution_stream| receives printed calls.
// FAILED_PRECONDITION if tracing is already on.
iree_status_t iree_tracing_start(iree_tracing_mode_t mode,
                                 FILE* execution_stream,
                                 iree_allocator_t host_allocator);

// Stops tracing and frees the recorded events.
void iree_tracing_stop(void);

// Whether any tracing is on.
bool iree_tracing_enabled(void);

// Whether tracing prints VM instructions; the interpreter asks once per
// entry into its loop.
bool iree_tracing_prints_instructions(void);

// Prints the instruction |op_name| at byte |offset| of |function| (a
// qualified name), indented under the calls open on this thread.
void iree_tracing_print_instruction(iree_string_view_t function,
                                    uint32_t offset, const char* op_name);

// Nanoseconds on the clock events are stamped with (CLOCK_MONOTONIC).
int64_t iree_tracing_now_ns(void);

// Marks the start of a call named |name| of |category| ("vm", "hal") on
// this thread and returns its start time for iree_tracing_call_end (0 when
// tracing is off). In PRINT_CALLS mode a "vm" call is printed, indented by
// the calls open on this thread.
int64_t iree_tracing_call_begin(const char* category, iree_string_view_t name);
// Records the call begun at |start_ns| (nothing when it is 0) as an event on
// this thread; |args_json| as for iree_tracing_complete.
void iree_tracing_call_end(const char* category, iree_string_view_t name,
                           int64_t start_ns, const char* args_json);

// Records an event of |duration_ns| starting at |start_ns| on the track
// named |track| (a device queue, say). |args_json| is the body of a JSON
// object ("\"workgroups\": [4, 1, 1]"), empty or NULL.
void iree_tracing_complete(const char* category, iree_string_view_t name,
                           const char* track, int64_t start_ns,
                           int64_t duration_ns, const char* args_json);

// Records a point in time on this thread.
void iree_tracing_instant(const char* category, iree_string_view_t name,
                          const char* args_json);

// Writes the recorded events to |path| as a Chrome trace-event JSON object
// ({"traceEvents": [...], "displayTimeUnit": "ns"}).
iree_status_t iree_tracing_write_json(const char* path);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_TRACING_H_
