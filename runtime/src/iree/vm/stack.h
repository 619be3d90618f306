// iree_vm_stack_t: the per-invocation stack that VM frames and call argument
// buffers are carved from. Pushes and pops are LIFO pointer bumps inside
// chunks; chunks are allocated only when the stack grows past everything it
// has held so far and are kept until the stack is deinitialized, so steady
// state calls never touch the heap. Depth and total size are bounded so that
// unbounded recursion ends in RESOURCE_EXHAUSTED instead of a crash.
#ifndef IREE_VM_STACK_H_
#define IREE_VM_STACK_H_

#include "iree/base/api.h"
#include "iree/vm/ref.h"
#include "iree/vm/value.h"

#ifdef __cplusplus
extern "C" {
#endif

// Most frames (and argument buffers) one stack may hold at once. This also
// bounds the C recursion of calls that cross modules.
#define IREE_VM_STACK_MAX_DEPTH 2048
// Most bytes of frame storage one stack may allocate.
#define IREE_VM_STACK_MAX_BYTES (64 * 1024 * 1024)
// Size of each chunk allocated when the stack grows (larger pushes get a
// chunk of their own size).
#define IREE_VM_STACK_CHUNK_SIZE (64 * 1024)
// Suggested size of caller-provided initial storage.
#define IREE_VM_STACK_DEFAULT_INLINE_SIZE (8 * 1024)

typedef struct iree_vm_stack_chunk_t iree_vm_stack_chunk_t;
typedef struct iree_vm_context_t iree_vm_context_t;

typedef struct iree_vm_stack_t {
  iree_allocator_t allocator;
  // The context whose modules run on this stack, for native functions that
  // call back into the VM.
  iree_vm_context_t* context;
  iree_vm_stack_chunk_t* chunk;
  uint8_t* top;
  uint8_t* limit;
  iree_host_size_t depth;
  iree_host_size_t allocated_bytes;
  // First chunk of the list of all chunks (kept while the stack is empty).
  iree_vm_stack_chunk_t* root;
  // The caller-provided first chunk, if any (never freed).
  iree_vm_stack_chunk_t* inline_chunk;
  // Coroutines: whether the invocation running on this stack can be resumed,
  // so that a native function may yield instead of blocking; the bytecode
  // loops entered (a yield needs exactly one, whose state is all on this
  // stack); and, while yielded, what the invocation waits for and the frame
  // to resume.
  bool can_yield;
  uint32_t dispatch_depth;
  iree_vm_ref_t yield_wait;
  void* yield_frame;
  // When the invocation must end (IREE_TIME_INFINITE_FUTURE: never). The
  // interpreter counts branches down from IREE_VM_STACK_DEADLINE_INTERVAL
  // and reads the clock only when the count runs out, so a runaway loop
  // stops with DEADLINE_EXCEEDED at little cost to ordinary ones.
  iree_time_t deadline;
} iree_vm_stack_t;

// Branches taken between two looks at the clock.
#define IREE_VM_STACK_DEADLINE_INTERVAL 4096

// The slow path of the interpreter's deadline check: fails with
// DEADLINE_EXCEEDED once the deadline has passed.
iree_status_t iree_vm_stack_check_deadline(iree_vm_stack_t* stack);

// Whether a native function called on |stack| may yield: return
// iree_vm_stack_yield's status rather than block. It is called again, with
// the same arguments, when the invocation resumes.
static inline bool iree_vm_stack_can_yield(const iree_vm_stack_t* stack) {
  return stack->can_yield && stack->dispatch_depth == 1;
}

// Records that the invocation waits for |wait| (retained) and returns the
// IREE_STATUS_DEFERRED status the yielding native function returns.
iree_status_t iree_vm_stack_yield(iree_vm_stack_t* stack,
                                  const iree_vm_ref_t* wait);

// Initializes |out_stack| using |inline_storage| (may be empty; must outlive
// the stack) first and |allocator| for growth.
void iree_vm_stack_initialize(iree_byte_span_t inline_storage,
                              iree_vm_context_t* context,
                              iree_allocator_t allocator,
                              iree_vm_stack_t* out_stack);

// Frees the chunks the stack allocated. Everything pushed must be popped.
void iree_vm_stack_deinitialize(iree_vm_stack_t* stack);

// Bookkeeping stored before each pushed block so that pop can restore the
// stack to where it was.
typedef struct iree_vm_stack_mark_t {
  iree_vm_stack_chunk_t* chunk;
  uint8_t* top;
  uint8_t* limit;
} iree_vm_stack_mark_t;

// Bytes reserved before each pushed block for its mark, keeping blocks
// 16-byte aligned.
#define IREE_VM_STACK_MARK_SIZE \
  ((sizeof(iree_vm_stack_mark_t) + 15) & ~(iree_host_size_t)15)

iree_status_t iree_vm_stack_push_slow(iree_vm_stack_t* stack,
                                      iree_host_size_t size, void** out_ptr);

// Pushes |size| uninitialized bytes (16-byte aligned) and returns them.
static inline iree_status_t iree_vm_stack_push(iree_vm_stack_t* stack,
                                               iree_host_size_t size,
                                               void** out_ptr) {
  iree_host_size_t total =
      IREE_VM_STACK_MARK_SIZE + ((size + 15) & ~(iree_host_size_t)15);
  if (IREE_UNLIKELY(size > IREE_VM_STACK_MAX_BYTES ||
                    stack->depth >= IREE_VM_STACK_MAX_DEPTH ||
                    total > (iree_host_size_t)(stack->limit - stack->top))) {
    return iree_vm_stack_push_slow(stack, size, out_ptr);
  }
  iree_vm_stack_mark_t* mark = (iree_vm_stack_mark_t*)stack->top;
  mark->chunk = stack->chunk;
  mark->top = stack->top;
  mark->limit = stack->limit;
  stack->top += total;
  ++stack->depth;
  *out_ptr = (uint8_t*)mark + IREE_VM_STACK_MARK_SIZE;
  return iree_ok_status();
}

// Pops the block returned by the matching push (and everything after it).
static inline void iree_vm_stack_pop(iree_vm_stack_t* stack, void* ptr) {
  const iree_vm_stack_mark_t* mark =
      (const iree_vm_stack_mark_t*)((uint8_t*)ptr - IREE_VM_STACK_MARK_SIZE);
  stack->chunk = mark->chunk;
  stack->top = mark->top;
  stack->limit = mark->limit;
  --stack->depth;
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_STACK_H_
