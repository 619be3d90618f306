#include "iree/vm/stack.h"

#include "iree/vm/context.h"

struct iree_vm_stack_chunk_t {
  iree_vm_stack_chunk_t* next;
  iree_host_size_t capacity;
  // Chunk storage follows, 16-byte aligned.
};

#define IREE_VM_STACK_CHUNK_HEADER_SIZE \
  ((sizeof(iree_vm_stack_chunk_t) + 15) & ~(iree_host_size_t)15)

static uint8_t* iree_vm_stack_chunk_begin(iree_vm_stack_chunk_t* chunk) {
  return (uint8_t*)chunk + IREE_VM_STACK_CHUNK_HEADER_SIZE;
}

static void iree_vm_stack_enter_chunk(iree_vm_stack_t* stack,
                                      iree_vm_stack_chunk_t* chunk) {
  stack->chunk = chunk;
  stack->top = iree_vm_stack_chunk_begin(chunk);
  stack->limit = stack->top + chunk->capacity;
}

void iree_vm_stack_initialize(iree_byte_span_t inline_storage,
                              iree_vm_context_t* context,
                              iree_allocator_t allocator,
                              iree_vm_stack_t* out_stack) {
  memset(out_stack, 0, sizeof(*out_stack));
  out_stack->allocator = allocator;
  out_stack->context = context;
  out_stack->deadline = iree_time_deadline_after(
      context ? iree_vm_context_call_timeout(context) : 0);
  uintptr_t begin = ((uintptr_t)inline_storage.data + 15) & ~(uintptr_t)15;
  uintptr_t end = (uintptr_t)inline_storage.data + inline_storage.data_length;
  if (inline_storage.data &&
      end >= begin + IREE_VM_STACK_CHUNK_HEADER_SIZE + 256) {
    iree_vm_stack_chunk_t* chunk = (iree_vm_stack_chunk_t*)begin;
    chunk->next = NULL;
    chunk->capacity =
        (iree_host_size_t)(end - begin) - IREE_VM_STACK_CHUNK_HEADER_SIZE;
    out_stack->inline_chunk = chunk;
    out_stack->root = chunk;
    iree_vm_stack_enter_chunk(out_stack, chunk);
  }
}

iree_status_t iree_vm_stack_check_deadline(iree_vm_stack_t* stack) {
  if (stack->deadline == IREE_TIME_INFINITE_FUTURE ||
      iree_time_now() < stack->deadline) {
    return iree_ok_status();
  }
  return iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                          "the call ran past its deadline (a runaway loop?)");
}

void iree_vm_stack_deinitialize(iree_vm_stack_t* stack) {
  iree_vm_ref_release(&stack->yield_wait);
  iree_vm_stack_chunk_t* chunk = stack->root;
  while (chunk) {
    iree_vm_stack_chunk_t* next = chunk->next;
    if (chunk != stack->inline_chunk) {
      iree_allocator_free(stack->allocator, chunk);
    }
    chunk = next;
  }
  memset(stack, 0, sizeof(*stack));
}

iree_status_t iree_vm_stack_push_slow(iree_vm_stack_t* stack,
                                      iree_host_size_t size, void** out_ptr) {
  *out_ptr = NULL;
  if (stack->depth >= IREE_VM_STACK_MAX_DEPTH) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "VM stack overflow: more than %d nested frames "
                            "(unbounded recursion?)",
                            IREE_VM_STACK_MAX_DEPTH);
  }
  if (size > IREE_VM_STACK_MAX_BYTES) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "VM stack frame of %zu bytes exceeds the %d-byte "
                            "stack limit",
                            size, IREE_VM_STACK_MAX_BYTES);
  }
  iree_host_size_t total =
      IREE_VM_STACK_MARK_SIZE + ((size + 15) & ~(iree_host_size_t)15);
  // Reuse the chunk after the current one if it is large enough; a smaller
  // one is skipped rather than freed, as frames below may still be in it.
  iree_vm_stack_chunk_t* chunk = stack->chunk ? stack->chunk->next : stack->root;
  if (chunk && chunk->capacity < total) chunk = NULL;
  if (!chunk) {
    iree_host_size_t capacity =
        total > IREE_VM_STACK_CHUNK_SIZE ? total : IREE_VM_STACK_CHUNK_SIZE;
    if (stack->allocated_bytes + capacity > IREE_VM_STACK_MAX_BYTES) {
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "VM stack overflow: frames need more than %d "
                              "bytes",
                              IREE_VM_STACK_MAX_BYTES);
    }
    IREE_RETURN_IF_ERROR(iree_allocator_malloc_uninitialized(
        stack->allocator, IREE_VM_STACK_CHUNK_HEADER_SIZE + capacity,
        (void**)&chunk));
    stack->allocated_bytes += capacity;
    chunk->capacity = capacity;
    if (stack->chunk) {
      // Splice in after the current chunk, keeping any later ones.
      chunk->next = stack->chunk->next;
      stack->chunk->next = chunk;
    } else {
      // The stack is empty: the new chunk becomes the first.
      chunk->next = stack->root;
      stack->root = chunk;
    }
  }
  iree_vm_stack_mark_t* mark = (iree_vm_stack_mark_t*)iree_vm_stack_chunk_begin(chunk);
  mark->chunk = stack->chunk;
  mark->top = stack->top;
  mark->limit = stack->limit;
  iree_vm_stack_enter_chunk(stack, chunk);
  stack->top += total;
  ++stack->depth;
  *out_ptr = (uint8_t*)mark + IREE_VM_STACK_MARK_SIZE;
  return iree_ok_status();
}

iree_status_t iree_vm_stack_yield(iree_vm_stack_t* stack,
                                  const iree_vm_ref_t* wait) {
  iree_vm_ref_assign(wait, &stack->yield_wait);
  return iree_status_from_code(IREE_STATUS_DEFERRED);
}
