// The bytecode interpreter: one loop over verified bytecode with computed-goto
// dispatch on GCC/Clang (a switch elsewhere). Operands are decoded in place;
// the verifier already proved every register, ordinal and operand in range,
// so only data-dependent checks (division, buffers, lists) remain here.
//
// Calls between functions of the module stay inside this loop: each pushes a
// frame onto the per-invocation VM stack (no heap allocation). Calls to
// imports go through the target module's begin_call with packed argument and
// result spans, which nests a new loop when the target is bytecode.
#include <math.h>
#include <string.h>

#include "iree/vm/buffer_impl.h"
#include "iree/vm/bytecode/dispatch_util.h"
#include "iree/vm/bytecode/module_impl.h"
#include "iree/vm/bytecode/opcodes.h"
#include "iree/vm/list.h"


// Dispatch: computed goto threads the handlers (one indirect jump per op,
// each predicted separately); the portable fallback is a switch in a loop.
// With --trace_execution every op first goes through a handler that prints
// it (a second table, so the untraced loop pays nothing per instruction).
#if defined(__GNUC__) && !defined(IREE_VM_BYTECODE_DISPATCH_SWITCH)
#define IREE_VM_DISPATCH_BEGIN() goto* dispatch_table[*pc];
#define IREE_VM_DISPATCH_END()
#define IREE_VM_OP_HANDLER(NAME) L_##NAME:
#define IREE_VM_OP_UNASSIGNED() L_UNASSIGNED:
#define IREE_VM_NEXT() goto* dispatch_table[*pc]
#else
#define IREE_VM_DISPATCH_BEGIN()                                          \
  for (;;) {                                                              \
    if (IREE_UNLIKELY(trace_instructions))                                \
      iree_vm_bytecode_trace_instruction(module, frame, pc);              \
    switch (*pc) {
#define IREE_VM_DISPATCH_END() \
  }                            \
  }
#define IREE_VM_OP_HANDLER(NAME) case IREE_VM_OP_##NAME:
#define IREE_VM_OP_UNASSIGNED() default:
#define IREE_VM_NEXT() continue
#endif

// Prints the instruction at |pc| of |frame|'s function (--trace_execution).
static void iree_vm_bytecode_trace_instruction(
    const iree_vm_bytecode_module_t* module,
    const iree_vm_bytecode_frame_t* frame, const uint8_t* pc) {
  char name[256];
  const char* op_name = iree_vm_op_mlir_name(*pc);
  iree_tracing_print_instruction(
      iree_vm_bytecode_qualified_name(module, frame->function, name,
                                      sizeof(name)),
      (uint32_t)(pc - frame->function->bytecode),
      op_name ? op_name : "(unassigned)");
}

// Operand access relative to the opcode at |pc|.
#define U16(o) iree_vm_read_u16(pc + (o))
#define U32(o) iree_vm_read_u32(pc + (o))
#define R32(o) regs_i32[U16(o)]
#define R64(o) iree_vm_reg_load_u64(regs_i32, U16(o))
#define F32(o) iree_vm_bits_to_f32(R32(o))
#define F64(o) iree_vm_bits_to_f64(R64(o))
#define S32(o) ((int32_t)R32(o))
#define S64(o) ((int64_t)R64(o))
#define REF(o) (&regs_ref[U16(o) & IREE_VM_REG_INDEX_MASK])
#define IS_MOVE(o) (U16(o) & IREE_VM_REG_MOVE)
#define ST32(o, v) (R32(o) = (uint32_t)(v))
#define ST64(o, v) iree_vm_reg_store_u64(regs_i32, U16(o), (uint64_t)(v))
#define STF32(o, v) (R32(o) = iree_vm_f32_to_bits(v))
#define STF64(o, v) ST64(o, iree_vm_f64_to_bits(v))

#define IREE_VM_CHECK(expr)                                     \
  do {                                                          \
    status = (expr);                                            \
    if (IREE_UNLIKELY(!iree_status_is_ok(status))) goto on_error; \
  } while (0)

// Every loop takes a branch: each one counts down to a look at the clock,
// so a call past its deadline stops (iree_vm_stack_check_deadline).
#define IREE_VM_COUNT_BRANCH()                                 \
  do {                                                         \
    if (IREE_UNLIKELY(--branch_countdown == 0)) {              \
      branch_countdown = IREE_VM_STACK_DEADLINE_INTERVAL;      \
      IREE_VM_CHECK(iree_vm_stack_check_deadline(stack));      \
    }                                                          \
  } while (0)

// Handler shapes by operand format: "x:y" unary (5 bytes), "xx:y" binary
// (7 bytes). LOAD/STORE pick the register bank view; |a|, |b| are operands.
#define OP_UNARY(NAME, T, LOAD, STORE, EXPR) \
  IREE_VM_OP_HANDLER(NAME) {                 \
    T a = LOAD(1);                           \
    STORE(3, (EXPR));                        \
    pc += 5;                                 \
    IREE_VM_NEXT();                          \
  }
#define OP_BINARY(NAME, T, LOAD, STORE, EXPR) \
  IREE_VM_OP_HANDLER(NAME) {                  \
    T a = LOAD(1);                            \
    T b = LOAD(3);                            \
    STORE(5, (EXPR));                         \
    pc += 7;                                  \
    IREE_VM_NEXT();                           \
  }
// Integer division and remainder: zero divisors are errors, and so is
// INT_MIN / -1 (whose remainder is defined as 0).
#define OP_DIVREM(NAME, T, LOAD, STORE, EXPR, CHECK_OVERFLOW)                 \
  IREE_VM_OP_HANDLER(NAME) {                                                  \
    T a = LOAD(1);                                                            \
    T b = LOAD(3);                                                            \
    if (IREE_UNLIKELY(b == 0)) {                                              \
      IREE_VM_CHECK(IREE_VM_RUNTIME_ERROR(IREE_STATUS_INVALID_ARGUMENT,       \
                                          "division by zero"));               \
    }                                                                         \
    if (CHECK_OVERFLOW) {                                                     \
      IREE_VM_CHECK(IREE_VM_RUNTIME_ERROR(IREE_STATUS_INVALID_ARGUMENT,       \
                                          "integer overflow in signed "       \
                                          "division (INT_MIN / -1)"));        \
    }                                                                         \
    STORE(5, (EXPR));                                                         \
    pc += 7;                                                                  \
    IREE_VM_NEXT();                                                           \
  }
#define OP_FMA(NAME, T, LOAD, STORE, EXPR) \
  IREE_VM_OP_HANDLER(NAME) {               \
    T a = LOAD(1);                         \
    T b = LOAD(3);                         \
    T c = LOAD(5);                         \
    STORE(7, (EXPR));                      \
    pc += 9;                               \
    IREE_VM_NEXT();                        \
  }

void iree_vm_bytecode_dispatch_abandon(iree_vm_bytecode_module_t* module,
                                       iree_vm_stack_t* stack) {
  iree_vm_bytecode_frame_t* frame =
      (iree_vm_bytecode_frame_t*)stack->yield_frame;
  stack->yield_frame = NULL;
  iree_vm_ref_release(&stack->yield_wait);
  if (!frame) return;
  iree_status_ignore(iree_vm_bytecode_unwind(
      module, stack, frame, frame->call_pc,
      iree_status_from_code(IREE_STATUS_CANCELLED)));
}

iree_status_t iree_vm_bytecode_dispatch(
    iree_vm_bytecode_module_t* module,
    iree_vm_bytecode_module_state_t* state, iree_vm_stack_t* stack,
    uint32_t function_ordinal, iree_byte_span_t arguments,
    iree_byte_span_t results, bool resume) {
  iree_vm_bytecode_frame_t* frame = NULL;
  const uint8_t* pc = NULL;
  if (resume) {
    // Back at the call that yielded, which runs again.
    frame = (iree_vm_bytecode_frame_t*)stack->yield_frame;
    stack->yield_frame = NULL;
    iree_vm_ref_release(&stack->yield_wait);
    pc = frame->call_pc;
    frame->call_pc = NULL;
  } else {
    const iree_vm_bytecode_function_t* entry_function =
        &module->functions[function_ordinal];
    IREE_RETURN_IF_ERROR(
        iree_vm_bytecode_frame_enter(module, stack, entry_function, NULL,
                                     &frame));
    iree_vm_bytecode_unpack_arguments(entry_function->cconv.arguments,
                                      arguments.data, frame);
    pc = entry_function->bytecode;
  }
  ++stack->dispatch_depth;
  iree_status_t status = iree_ok_status();
  // Kept in a register: the loop's own count of branches to the next look
  // at the clock.
  uint32_t branch_countdown = IREE_VM_STACK_DEADLINE_INTERVAL;
  const uint8_t* code = frame->function->bytecode;
  uint32_t* regs_i32 = frame->regs_i32;
  iree_vm_ref_t* regs_ref = frame->regs_ref;

  const bool trace_instructions = iree_tracing_prints_instructions();
#if defined(__GNUC__) && !defined(IREE_VM_BYTECODE_DISPATCH_SWITCH)
  // Every opcode defaults to the unassigned handler, then op_table.h
  // overrides the assigned ones.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
  static const void* const kDispatchTable[256] = {
      [0 ... 255] = &&L_UNASSIGNED,
#define IREE_VM_OP(NAME, opcode, format, mlir_name) [opcode] = &&L_##NAME,
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
  };
#pragma GCC diagnostic pop
  static const void* const kTraceTable[256] = {
      [0 ... 255] = &&L_TRACE_INSTRUCTION,
  };
  const void* const* dispatch_table =
      trace_instructions ? kTraceTable : kDispatchTable;
#endif

  IREE_VM_DISPATCH_BEGIN()

#if defined(__GNUC__) && !defined(IREE_VM_BYTECODE_DISPATCH_SWITCH)
L_TRACE_INSTRUCTION:
  iree_vm_bytecode_trace_instruction(module, frame, pc);
  goto* kDispatchTable[*pc];
#endif

  //===--------------------------------------------------------------------===//
  // Control flow
  //===--------------------------------------------------------------------===//

  IREE_VM_OP_HANDLER(BR) {
    pc = iree_vm_bytecode_take_branch(pc + 1, code, regs_i32, regs_ref,
                                      frame);
    IREE_VM_COUNT_BRANCH();
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(COND_BR) {
    const uint8_t* branch = pc + 3;
    if (!R32(1)) branch = iree_vm_bytecode_skip_branch(branch);
    pc = iree_vm_bytecode_take_branch(branch, code, regs_i32, regs_ref,
                                      frame);
    IREE_VM_COUNT_BRANCH();
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(BR_TABLE) {
    uint32_t index = R32(1);
    uint32_t case_count = U16(3);
    const uint8_t* branch = pc + 5;
    if (index < case_count) {
      // Skip the default branch and the cases before |index|.
      for (uint32_t i = 0; i <= index; ++i) {
        branch = iree_vm_bytecode_skip_branch(branch);
      }
    }
    pc = iree_vm_bytecode_take_branch(branch, code, regs_i32, regs_ref,
                                      frame);
    IREE_VM_COUNT_BRANCH();
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CALL) {
    const iree_vm_bytecode_function_t* callee = &module->functions[U32(1)];
    frame->call_pc = pc;
    iree_vm_bytecode_frame_t* callee_frame = NULL;
    IREE_VM_CHECK(
        iree_vm_bytecode_frame_enter(module, stack, callee, frame,
                                     &callee_frame));
    // Arguments land in the callee's banks in signature order.
    uint16_t count = U16(5);
    uint32_t i32 = 0, ref = 0;
    for (uint16_t i = 0; i < count; ++i) {
      uint16_t entry = U16(7 + 2 * i);
      uint16_t target;
      if (entry & IREE_VM_REG_LIST_REF) {
        target = (uint16_t)(IREE_VM_REG_LIST_REF | ref++);
      } else if (entry & IREE_VM_REG_LIST_PAIR) {
        i32 = (i32 + 1) & ~1u;
        target = (uint16_t)(IREE_VM_REG_LIST_PAIR | i32);
        i32 += 2;
      } else {
        target = (uint16_t)i32++;
      }
      iree_vm_bytecode_copy_entry(regs_i32, regs_ref, entry,
                                  callee_frame->regs_i32,
                                  callee_frame->regs_ref, target);
    }
    frame = callee_frame;
    regs_i32 = frame->regs_i32;
    regs_ref = frame->regs_ref;
    code = callee->bytecode;
    pc = code;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CALL_IMPORT) {
    status = iree_vm_bytecode_call_import(module, state, stack, U32(1), pc + 5,
                                          /*is_variadic=*/false, regs_i32,
                                          regs_ref);
    if (IREE_UNLIKELY(!iree_status_is_ok(status))) goto on_call_status;
    const uint8_t* result_list = pc + 7 + 2 * U16(5);
    pc = result_list + 2 + 2 * iree_vm_read_u16(result_list);
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CALL_VARIADIC) {
    status = iree_vm_bytecode_call_import(module, state, stack, U32(1), pc + 5,
                                          /*is_variadic=*/true, regs_i32,
                                          regs_ref);
    if (IREE_UNLIKELY(!iree_status_is_ok(status))) goto on_call_status;
    // Skip the segment sizes, the flattened arguments and the results.
    const uint8_t* arg_list = pc + 7 + 2 * U16(5);
    const uint8_t* result_list = arg_list + 2 + 2 * iree_vm_read_u16(arg_list);
    pc = result_list + 2 + 2 * iree_vm_read_u16(result_list);
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(RETURN) {
    uint16_t count = U16(1);
    iree_vm_bytecode_frame_t* caller = frame->caller;
    if (!caller) {
      iree_vm_bytecode_pack_registers(pc + 3, count, regs_i32, regs_ref,
                                      results.data, /*borrow=*/false);
      iree_vm_bytecode_frame_leave(module, stack, frame);
      --stack->dispatch_depth;
      return iree_ok_status();
    }
    // The caller's result list follows the argument list of its CALL.
    const uint8_t* call_pc = caller->call_pc;
    const uint8_t* targets = call_pc + 7 + 2 * iree_vm_read_u16(call_pc + 5);
    for (uint16_t i = 0; i < count; ++i) {
      iree_vm_bytecode_copy_entry(regs_i32, regs_ref, U16(3 + 2 * i),
                                  caller->regs_i32, caller->regs_ref,
                                  iree_vm_read_u16(targets + 2 + 2 * i));
    }
    iree_vm_bytecode_frame_leave(module, stack, frame);
    frame = caller;
    regs_i32 = frame->regs_i32;
    regs_ref = frame->regs_ref;
    code = frame->function->bytecode;
    pc = targets + 2 + 2 * count;
    frame->call_pc = NULL;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(FAIL) {
    IREE_VM_CHECK(iree_vm_bytecode_fail(R32(1), pc + 3));
  }
  IREE_VM_OP_HANDLER(COND_FAIL) {
    if (R32(1)) IREE_VM_CHECK(iree_vm_bytecode_fail(R32(3), pc + 5));
    pc += 7 + U16(5);
    IREE_VM_NEXT();
  }

  //===--------------------------------------------------------------------===//
  // Constants, moves and globals
  //===--------------------------------------------------------------------===//

  IREE_VM_OP_HANDLER(CONST_I32)
  IREE_VM_OP_HANDLER(CONST_F32) {
    ST32(5, U32(1));
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CONST_I64)
  IREE_VM_OP_HANDLER(CONST_F64) {
    ST64(9, iree_vm_read_u64(pc + 1));
    pc += 11;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CONST_I32_ZERO) {
    ST32(1, 0);
    pc += 3;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CONST_I64_ZERO) {
    ST64(1, 0);
    pc += 3;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CONST_REF_ZERO) {
    iree_vm_ref_release(REF(1));
    pc += 3;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CONST_REF_RODATA) {
    iree_vm_ref_assign(&state->rodata_refs[U32(1)], REF(5));
    pc += 7;
    IREE_VM_NEXT();
  }
  OP_UNARY(MOV_I32, uint32_t, R32, ST32, a)
  OP_UNARY(MOV_I64, uint64_t, R64, ST64, a)

  IREE_VM_OP_HANDLER(GLOBAL_LOAD_I32) {
    memcpy(&R32(5), state->global_bytes + U32(1), 4);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(GLOBAL_STORE_I32) {
    memcpy(state->global_bytes + U32(3), &R32(1), 4);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(GLOBAL_LOAD_I64) {
    memcpy(&R32(5), state->global_bytes + U32(1), 8);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(GLOBAL_STORE_I64) {
    memcpy(state->global_bytes + U32(3), &R32(1), 8);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(GLOBAL_LOAD_REF) {
    iree_vm_ref_assign(&state->global_refs[U32(1)], REF(5));
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(GLOBAL_STORE_REF) {
    if (IS_MOVE(1)) {
      iree_vm_ref_move(REF(1), &state->global_refs[U32(3)]);
    } else {
      iree_vm_ref_assign(REF(1), &state->global_refs[U32(3)]);
    }
    pc += 7;
    IREE_VM_NEXT();
  }

  //===--------------------------------------------------------------------===//
  // Integer arithmetic (wrapping, computed on unsigned bits)
  //===--------------------------------------------------------------------===//

  OP_BINARY(ADD_I32, uint32_t, R32, ST32, a + b)
  OP_BINARY(SUB_I32, uint32_t, R32, ST32, a - b)
  OP_BINARY(MUL_I32, uint32_t, R32, ST32, a * b)
  OP_DIVREM(DIV_I32_S, int32_t, S32, ST32, a / b, a == INT32_MIN && b == -1)
  OP_DIVREM(DIV_I32_U, uint32_t, R32, ST32, a / b, 0)
  OP_DIVREM(REM_I32_S, int32_t, S32, ST32, b == -1 ? 0 : a % b, 0)
  OP_DIVREM(REM_I32_U, uint32_t, R32, ST32, a % b, 0)
  OP_FMA(FMA_I32, uint32_t, R32, ST32, a * b + c)
  OP_UNARY(ABS_I32, uint32_t, R32, ST32, (int32_t)a < 0 ? 0u - a : a)
  OP_UNARY(NEG_I32, uint32_t, R32, ST32, 0u - a)
  OP_BINARY(MIN_I32_S, int32_t, S32, ST32, a < b ? a : b)
  OP_BINARY(MIN_I32_U, uint32_t, R32, ST32, a < b ? a : b)
  OP_BINARY(MAX_I32_S, int32_t, S32, ST32, a > b ? a : b)
  OP_BINARY(MAX_I32_U, uint32_t, R32, ST32, a > b ? a : b)
  OP_UNARY(NOT_I32, uint32_t, R32, ST32, ~a)
  OP_BINARY(AND_I32, uint32_t, R32, ST32, a & b)
  OP_BINARY(OR_I32, uint32_t, R32, ST32, a | b)
  OP_BINARY(XOR_I32, uint32_t, R32, ST32, a ^ b)
  OP_BINARY(SHL_I32, uint32_t, R32, ST32, a << (b & 31))
  OP_BINARY(SHR_I32_S, uint32_t, R32, ST32, (int32_t)a >> (b & 31))
  OP_BINARY(SHR_I32_U, uint32_t, R32, ST32, a >> (b & 31))

  OP_BINARY(ADD_I64, uint64_t, R64, ST64, a + b)
  OP_BINARY(SUB_I64, uint64_t, R64, ST64, a - b)
  OP_BINARY(MUL_I64, uint64_t, R64, ST64, a * b)
  OP_DIVREM(DIV_I64_S, int64_t, S64, ST64, a / b, a == INT64_MIN && b == -1)
  OP_DIVREM(DIV_I64_U, uint64_t, R64, ST64, a / b, 0)
  OP_DIVREM(REM_I64_S, int64_t, S64, ST64, b == -1 ? 0 : a % b, 0)
  OP_DIVREM(REM_I64_U, uint64_t, R64, ST64, a % b, 0)
  OP_FMA(FMA_I64, uint64_t, R64, ST64, a * b + c)
  OP_UNARY(ABS_I64, uint64_t, R64, ST64, (int64_t)a < 0 ? 0u - a : a)
  OP_UNARY(NEG_I64, uint64_t, R64, ST64, 0u - a)
  OP_BINARY(MIN_I64_S, int64_t, S64, ST64, a < b ? a : b)
  OP_BINARY(MIN_I64_U, uint64_t, R64, ST64, a < b ? a : b)
  OP_BINARY(MAX_I64_S, int64_t, S64, ST64, a > b ? a : b)
  OP_BINARY(MAX_I64_U, uint64_t, R64, ST64, a > b ? a : b)
  OP_UNARY(NOT_I64, uint64_t, R64, ST64, ~a)
  OP_BINARY(AND_I64, uint64_t, R64, ST64, a & b)
  OP_BINARY(OR_I64, uint64_t, R64, ST64, a | b)
  OP_BINARY(XOR_I64, uint64_t, R64, ST64, a ^ b)
  IREE_VM_OP_HANDLER(SHL_I64) {
    ST64(5, R64(1) << (R32(3) & 63));
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(SHR_I64_S) {
    ST64(5, S64(1) >> (R32(3) & 63));
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(SHR_I64_U) {
    ST64(5, R64(1) >> (R32(3) & 63));
    pc += 7;
    IREE_VM_NEXT();
  }

  //===--------------------------------------------------------------------===//
  // Floating point arithmetic and math
  //===--------------------------------------------------------------------===//

  OP_BINARY(ADD_F32, float, F32, STF32, a + b)
  OP_BINARY(SUB_F32, float, F32, STF32, a - b)
  OP_BINARY(MUL_F32, float, F32, STF32, a * b)
  OP_BINARY(DIV_F32, float, F32, STF32, a / b)
  OP_BINARY(REM_F32, float, F32, STF32, fmodf(a, b))
  OP_FMA(FMA_F32, float, F32, STF32, fmaf(a, b, c))
  OP_UNARY(ABS_F32, float, F32, STF32, fabsf(a))
  OP_UNARY(NEG_F32, float, F32, STF32, -a)
  OP_BINARY(MIN_F32, float, F32, STF32, fminf(a, b))
  OP_BINARY(MAX_F32, float, F32, STF32, fmaxf(a, b))
  OP_UNARY(CEIL_F32, float, F32, STF32, ceilf(a))
  OP_UNARY(FLOOR_F32, float, F32, STF32, floorf(a))
  OP_UNARY(ROUND_F32, float, F32, STF32, roundf(a))
  OP_UNARY(ROUND_F32_EVEN, float, F32, STF32, rintf(a))
  OP_UNARY(EXP_F32, float, F32, STF32, expf(a))
  OP_UNARY(EXP2_F32, float, F32, STF32, exp2f(a))
  OP_UNARY(EXPM1_F32, float, F32, STF32, expm1f(a))
  OP_UNARY(LOG_F32, float, F32, STF32, logf(a))
  OP_UNARY(LOG10_F32, float, F32, STF32, log10f(a))
  OP_UNARY(LOG1P_F32, float, F32, STF32, log1pf(a))
  OP_UNARY(LOG2_F32, float, F32, STF32, log2f(a))
  OP_BINARY(POW_F32, float, F32, STF32, powf(a, b))
  OP_UNARY(RSQRT_F32, float, F32, STF32, 1.0f / sqrtf(a))
  OP_UNARY(SQRT_F32, float, F32, STF32, sqrtf(a))
  OP_UNARY(TANH_F32, float, F32, STF32, tanhf(a))
  OP_UNARY(ERF_F32, float, F32, STF32, erff(a))
  OP_UNARY(SIN_F32, float, F32, STF32, sinf(a))
  OP_UNARY(COS_F32, float, F32, STF32, cosf(a))
  OP_UNARY(ATAN_F32, float, F32, STF32, atanf(a))
  OP_BINARY(ATAN2_F32, float, F32, STF32, atan2f(a, b))

  OP_BINARY(ADD_F64, double, F64, STF64, a + b)
  OP_BINARY(SUB_F64, double, F64, STF64, a - b)
  OP_BINARY(MUL_F64, double, F64, STF64, a * b)
  OP_BINARY(DIV_F64, double, F64, STF64, a / b)
  OP_BINARY(REM_F64, double, F64, STF64, fmod(a, b))
  OP_FMA(FMA_F64, double, F64, STF64, fma(a, b, c))
  OP_UNARY(ABS_F64, double, F64, STF64, fabs(a))
  OP_UNARY(NEG_F64, double, F64, STF64, -a)
  OP_BINARY(MIN_F64, double, F64, STF64, fmin(a, b))
  OP_BINARY(MAX_F64, double, F64, STF64, fmax(a, b))
  OP_UNARY(CEIL_F64, double, F64, STF64, ceil(a))
  OP_UNARY(FLOOR_F64, double, F64, STF64, floor(a))
  OP_UNARY(ROUND_F64, double, F64, STF64, round(a))
  OP_UNARY(ROUND_F64_EVEN, double, F64, STF64, rint(a))
  OP_UNARY(EXP_F64, double, F64, STF64, exp(a))
  OP_UNARY(EXP2_F64, double, F64, STF64, exp2(a))
  OP_UNARY(EXPM1_F64, double, F64, STF64, expm1(a))
  OP_UNARY(LOG_F64, double, F64, STF64, log(a))
  OP_UNARY(LOG10_F64, double, F64, STF64, log10(a))
  OP_UNARY(LOG1P_F64, double, F64, STF64, log1p(a))
  OP_UNARY(LOG2_F64, double, F64, STF64, log2(a))
  OP_BINARY(POW_F64, double, F64, STF64, pow(a, b))
  OP_UNARY(RSQRT_F64, double, F64, STF64, 1.0 / sqrt(a))
  OP_UNARY(SQRT_F64, double, F64, STF64, sqrt(a))
  OP_UNARY(TANH_F64, double, F64, STF64, tanh(a))
  OP_UNARY(ERF_F64, double, F64, STF64, erf(a))
  OP_UNARY(SIN_F64, double, F64, STF64, sin(a))
  OP_UNARY(COS_F64, double, F64, STF64, cos(a))
  OP_UNARY(ATAN_F64, double, F64, STF64, atan(a))
  OP_BINARY(ATAN2_F64, double, F64, STF64, atan2(a, b))

  //===--------------------------------------------------------------------===//
  // Comparisons and selects
  //===--------------------------------------------------------------------===//

  OP_BINARY(CMP_EQ_I32, uint32_t, R32, ST32, a == b)
  OP_BINARY(CMP_NE_I32, uint32_t, R32, ST32, a != b)
  OP_BINARY(CMP_LT_I32_S, int32_t, S32, ST32, a < b)
  OP_BINARY(CMP_LT_I32_U, uint32_t, R32, ST32, a < b)
  OP_BINARY(CMP_LTE_I32_S, int32_t, S32, ST32, a <= b)
  OP_BINARY(CMP_LTE_I32_U, uint32_t, R32, ST32, a <= b)
  OP_UNARY(CMP_NZ_I32, uint32_t, R32, ST32, a != 0)
  OP_BINARY(CMP_EQ_I64, uint64_t, R64, ST32, a == b)
  OP_BINARY(CMP_NE_I64, uint64_t, R64, ST32, a != b)
  OP_BINARY(CMP_LT_I64_S, int64_t, S64, ST32, a < b)
  OP_BINARY(CMP_LT_I64_U, uint64_t, R64, ST32, a < b)
  OP_BINARY(CMP_LTE_I64_S, int64_t, S64, ST32, a <= b)
  OP_BINARY(CMP_LTE_I64_U, uint64_t, R64, ST32, a <= b)
  OP_UNARY(CMP_NZ_I64, uint64_t, R64, ST32, a != 0)
  OP_BINARY(CMP_EQ_F32_O, float, F32, ST32, a == b)
  OP_BINARY(CMP_EQ_F32_U, float, F32, ST32, IREE_VM_UNORDERED(a, b) || a == b)
  OP_BINARY(CMP_NE_F32_O, float, F32, ST32, !IREE_VM_UNORDERED(a, b) && a != b)
  OP_BINARY(CMP_NE_F32_U, float, F32, ST32, a != b)
  OP_BINARY(CMP_LT_F32_O, float, F32, ST32, isless(a, b))
  OP_BINARY(CMP_LT_F32_U, float, F32, ST32, !isgreaterequal(a, b))
  OP_BINARY(CMP_LTE_F32_O, float, F32, ST32, islessequal(a, b))
  OP_BINARY(CMP_LTE_F32_U, float, F32, ST32, !isgreater(a, b))
  OP_UNARY(CMP_NAN_F32, float, F32, ST32, isnan(a) != 0)
  OP_BINARY(CMP_EQ_F64_O, double, F64, ST32, a == b)
  OP_BINARY(CMP_EQ_F64_U, double, F64, ST32, IREE_VM_UNORDERED(a, b) || a == b)
  OP_BINARY(CMP_NE_F64_O, double, F64, ST32, !IREE_VM_UNORDERED(a, b) && a != b)
  OP_BINARY(CMP_NE_F64_U, double, F64, ST32, a != b)
  OP_BINARY(CMP_LT_F64_O, double, F64, ST32, isless(a, b))
  OP_BINARY(CMP_LT_F64_U, double, F64, ST32, !isgreaterequal(a, b))
  OP_BINARY(CMP_LTE_F64_O, double, F64, ST32, islessequal(a, b))
  OP_BINARY(CMP_LTE_F64_U, double, F64, ST32, !isgreater(a, b))
  OP_UNARY(CMP_NAN_F64, double, F64, ST32, isnan(a) != 0)
  IREE_VM_OP_HANDLER(CMP_EQ_REF) {
    ST32(5, REF(1)->ptr == REF(3)->ptr);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CMP_NE_REF) {
    ST32(5, REF(1)->ptr != REF(3)->ptr);
    pc += 7;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(CMP_NZ_REF) {
    ST32(3, REF(1)->ptr != NULL);
    pc += 5;
    IREE_VM_NEXT();
  }

  IREE_VM_OP_HANDLER(SELECT_I32) {
    ST32(7, R32(1) ? R32(3) : R32(5));
    pc += 9;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(SELECT_I64) {
    ST64(7, R32(1) ? R64(3) : R64(5));
    pc += 9;
    IREE_VM_NEXT();
  }
  IREE_VM_OP_HANDLER(SELECT_REF) {
    uint32_t operand = R32(1) ? 3 : 5;
    if (IS_MOVE(operand)) {
      iree_vm_ref_move(REF(operand), REF(7));
    } else {
      iree_vm_ref_assign(REF(operand), REF(7));
    }
    pc += 9;
    IREE_VM_NEXT();
  }

  //===--------------------------------------------------------------------===//
  // Casts
  //===--------------------------------------------------------------------===//

  OP_UNARY(TRUNC_I32_I8, uint32_t, R32, ST32, a & 0xFFu)
  OP_UNARY(TRUNC_I32_I16, uint32_t, R32, ST32, a & 0xFFFFu)
  OP_UNARY(TRUNC_I64_I32, uint64_t, R64, ST32, (uint32_t)a)
  OP_UNARY(EXT_I8_I32_S, uint32_t, R32, ST32, (int32_t)(int8_t)(uint8_t)a)
  OP_UNARY(EXT_I8_I32_U, uint32_t, R32, ST32, a & 0xFFu)
  OP_UNARY(EXT_I16_I32_S, uint32_t, R32, ST32, (int32_t)(int16_t)(uint16_t)a)
  OP_UNARY(EXT_I16_I32_U, uint32_t, R32, ST32, a & 0xFFFFu)
  OP_UNARY(EXT_I32_I64_S, int32_t, S32, ST64, (int64_t)a)
  OP_UNARY(EXT_I32_I64_U, uint32_t, R32, ST64, (uint64_t)a)
  OP_UNARY(CAST_SI32_F32, int32_t, S32, STF32, (float)a)
  OP_UNARY(CAST_UI32_F32, uint32_t, R32, STF32, (float)a)
  OP_UNARY(CAST_F32_SI32, float, F32, ST32, iree_vm_cast_f32_si32(a))
  OP_UNARY(CAST_F32_UI32, float, F32, ST32, iree_vm_cast_f32_ui32(a))
  OP_UNARY(CAST_SI64_F64, int64_t, S64, STF64, (double)a)
  OP_UNARY(CAST_UI64_F64, uint64_t, R64, STF64, (double)a)
  OP_UNARY(CAST_F64_SI64, double, F64, ST64, iree_vm_cast_f64_si64(a))
  OP_UNARY(CAST_F64_UI64, double, F64, ST64, iree_vm_cast_f64_ui64(a))
  OP_UNARY(EXT_F32_F64, float, F32, STF64, (double)a)
  OP_UNARY(TRUNC_F64_F32, double, F64, STF32, (float)a)

#include "iree/vm/bytecode/dispatch_containers.inc"

  IREE_VM_OP_UNASSIGNED() {
    // Unreachable for verified bytecode; kept so that a verifier bug cannot
    // jump through an unset table entry.
    IREE_VM_CHECK(IREE_VM_RUNTIME_ERROR(IREE_STATUS_INTERNAL,
                                        "unassigned opcode 0x%02x", *pc));
  }

  IREE_VM_DISPATCH_END()

on_call_status:
  // A yielding import leaves the frames for the resume, which runs the call
  // again (its arguments are still in their registers).
  if (iree_status_code(status) == IREE_STATUS_DEFERRED) {
    if (IREE_LIKELY(iree_vm_stack_can_yield(stack))) {
      frame->call_pc = pc;
      stack->yield_frame = frame;
      --stack->dispatch_depth;
      return status;
    }
    // Only a resumable invocation's own loop can be left waiting.
    iree_status_ignore(status);
    status = iree_make_status(IREE_STATUS_INTERNAL,
                              "an import yielded where the call cannot be "
                              "resumed");
  }
on_error:
  --stack->dispatch_depth;
  return iree_vm_bytecode_unwind(module, stack, frame, pc, status);
}
