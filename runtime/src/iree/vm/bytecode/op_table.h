// The VM instruction set, shared by the compiler's encoder and the runtime's
// verifier and interpreter. Include after defining IREE_VM_OP; optionally
// define IREE_VM_OP_ALIAS to see the MLIR op names that share an opcode.
//
//   IREE_VM_OP(NAME, opcode, "operand format", "vm.mlir.op.name")
//   IREE_VM_OP_ALIAS("vm.mlir.op.name", NAME)
//
// Every instruction is a one-byte opcode followed by its operands, packed
// little-endian with no padding, in the order the format string gives. The
// characters before ':' are the op's inputs (in MLIR operand order, with
// immediates where the op has attributes), those after ':' its results.
//
//   i  u16 register of the 32-bit bank holding an i32 or f32
//   I  u16 register of the 32-bit bank holding an i64 or f64 in the pair
//      (reg, reg+1); reg must be even
//   r  u16 register of the ref bank; bit 0x4000 (MOVE) means this is the
//      value's last use, so the interpreter may move instead of retain
//   4  4-byte immediate (i32 bits or f32 bits)
//   8  8-byte immediate (i64 bits or f64 bits)
//   g  u32 byte offset of a 4-byte global in the module's global storage
//   G  u32 byte offset of an 8-byte global (8-byte aligned)
//   R  u32 ordinal of a ref global
//   o  u32 rodata segment ordinal
//   t  u32 type ordinal in the module's type table
//   f  u32 internal function ordinal
//   x  u32 import ordinal
//   L  register list: u16 count, then count u16 entries. An entry's bit
//      0x8000 marks a ref register; for refs bit 0x4000 is MOVE, for values
//      bit 0x4000 marks a 64-bit pair. The low 14 bits are the register.
//   V  variadic argument list: u16 segment count S, then S i16 segment
//      sizes, then a register list as 'L' of the flattened arguments.
//      Segment k describes argument k of the callee import's signature: -1
//      for a plain argument (one entry), N >= 0 for a variadic group of N
//      tuples (N times the tuple's kinds, in order). The interpreter packs
//      each group as its i32 count N followed by the tuples (module.h).
//   b  branch: u32 target (byte offset from the function's first
//      instruction; must be an instruction boundary), then a register list
//      of sources and a register list of destinations of equal length,
//      copied in parallel before control transfers (block arguments)
//   T  branch table: u16 case count N, a default branch 'b', then N
//      branches 'b' taken for index 0..N-1
//   s  string: u16 byte length, then the bytes (not NUL-terminated)
//
// Opcodes 0x00-0xff are dense; the verifier rejects unassigned ones.

#ifndef IREE_VM_OP_ALIAS
#define IREE_VM_OP_ALIAS(mlir_name, NAME)
#define IREE_VM_OP_ALIAS_DEFINED_HERE_
#endif

// Control flow.
IREE_VM_OP(BR, 0x01, "b", "vm.br")
IREE_VM_OP(COND_BR, 0x02, "ibb", "vm.cond_br")
IREE_VM_OP(BR_TABLE, 0x03, "iT", "vm.br_table")
IREE_VM_OP(CALL, 0x04, "fL:L", "vm.call")
IREE_VM_OP(CALL_IMPORT, 0x05, "xL:L", "vm.call")
IREE_VM_OP(RETURN, 0x06, "L", "vm.return")
IREE_VM_OP(FAIL, 0x07, "is", "vm.fail")
IREE_VM_OP(COND_FAIL, 0x08, "iis", "vm.cond_fail")
// Calls an import whose signature has variadic groups ("0rCiD_v").
IREE_VM_OP(CALL_VARIADIC, 0x09, "xV:L", "vm.call.variadic")

// Constants and moves.
IREE_VM_OP(CONST_I32, 0x10, "4:i", "vm.const.i32")
IREE_VM_OP(CONST_I64, 0x11, "8:I", "vm.const.i64")
IREE_VM_OP(CONST_F32, 0x12, "4:i", "vm.const.f32")
IREE_VM_OP(CONST_F64, 0x13, "8:I", "vm.const.f64")
IREE_VM_OP(CONST_I32_ZERO, 0x14, ":i", "vm.const.i32.zero")
IREE_VM_OP(CONST_I64_ZERO, 0x15, ":I", "vm.const.i64.zero")
IREE_VM_OP(CONST_REF_ZERO, 0x16, ":r", "vm.const.ref.zero")
IREE_VM_OP(CONST_REF_RODATA, 0x17, "o:r", "vm.const.ref.rodata")
IREE_VM_OP(MOV_I32, 0x18, "i:i", "vm.bitcast.i32.f32")
IREE_VM_OP(MOV_I64, 0x19, "I:I", "vm.bitcast.i64.f64")
IREE_VM_OP_ALIAS("vm.const.f32.zero", CONST_I32_ZERO)
IREE_VM_OP_ALIAS("vm.const.f64.zero", CONST_I64_ZERO)
IREE_VM_OP_ALIAS("vm.bitcast.f32.i32", MOV_I32)
IREE_VM_OP_ALIAS("vm.bitcast.f64.i64", MOV_I64)

// Globals.
IREE_VM_OP(GLOBAL_LOAD_I32, 0x1a, "g:i", "vm.global.load.i32")
IREE_VM_OP(GLOBAL_STORE_I32, 0x1b, "ig", "vm.global.store.i32")
IREE_VM_OP(GLOBAL_LOAD_I64, 0x1c, "G:I", "vm.global.load.i64")
IREE_VM_OP(GLOBAL_STORE_I64, 0x1d, "IG", "vm.global.store.i64")
IREE_VM_OP(GLOBAL_LOAD_REF, 0x1e, "R:r", "vm.global.load.ref")
IREE_VM_OP(GLOBAL_STORE_REF, 0x1f, "rR", "vm.global.store.ref")
IREE_VM_OP_ALIAS("vm.global.load.f32", GLOBAL_LOAD_I32)
IREE_VM_OP_ALIAS("vm.global.store.f32", GLOBAL_STORE_I32)
IREE_VM_OP_ALIAS("vm.global.load.f64", GLOBAL_LOAD_I64)
IREE_VM_OP_ALIAS("vm.global.store.f64", GLOBAL_STORE_I64)

// i32 arithmetic. Division or remainder by zero, and INT_MIN / -1, are
// runtime errors.
IREE_VM_OP(ADD_I32, 0x20, "ii:i", "vm.add.i32")
IREE_VM_OP(SUB_I32, 0x21, "ii:i", "vm.sub.i32")
IREE_VM_OP(MUL_I32, 0x22, "ii:i", "vm.mul.i32")
IREE_VM_OP(DIV_I32_S, 0x23, "ii:i", "vm.div.i32.s")
IREE_VM_OP(DIV_I32_U, 0x24, "ii:i", "vm.div.i32.u")
IREE_VM_OP(REM_I32_S, 0x25, "ii:i", "vm.rem.i32.s")
IREE_VM_OP(REM_I32_U, 0x26, "ii:i", "vm.rem.i32.u")
IREE_VM_OP(FMA_I32, 0x27, "iii:i", "vm.fma.i32")
IREE_VM_OP(ABS_I32, 0x28, "i:i", "vm.abs.i32")
IREE_VM_OP(NEG_I32, 0x29, "i:i", "vm.neg.i32")
IREE_VM_OP(MIN_I32_S, 0x2a, "ii:i", "vm.min.i32.s")
IREE_VM_OP(MIN_I32_U, 0x2b, "ii:i", "vm.min.i32.u")
IREE_VM_OP(MAX_I32_S, 0x2c, "ii:i", "vm.max.i32.s")
IREE_VM_OP(MAX_I32_U, 0x2d, "ii:i", "vm.max.i32.u")
IREE_VM_OP(NOT_I32, 0x2e, "i:i", "vm.not.i32")
IREE_VM_OP(AND_I32, 0x2f, "ii:i", "vm.and.i32")
IREE_VM_OP(OR_I32, 0x30, "ii:i", "vm.or.i32")
IREE_VM_OP(XOR_I32, 0x31, "ii:i", "vm.xor.i32")
// Shift amounts are taken modulo the bit width.
IREE_VM_OP(SHL_I32, 0x32, "ii:i", "vm.shl.i32")
IREE_VM_OP(SHR_I32_S, 0x33, "ii:i", "vm.shr.i32.s")
IREE_VM_OP(SHR_I32_U, 0x34, "ii:i", "vm.shr.i32.u")

// i64 arithmetic; shift amounts are i32 registers.
IREE_VM_OP(ADD_I64, 0x38, "II:I", "vm.add.i64")
IREE_VM_OP(SUB_I64, 0x39, "II:I", "vm.sub.i64")
IREE_VM_OP(MUL_I64, 0x3a, "II:I", "vm.mul.i64")
IREE_VM_OP(DIV_I64_S, 0x3b, "II:I", "vm.div.i64.s")
IREE_VM_OP(DIV_I64_U, 0x3c, "II:I", "vm.div.i64.u")
IREE_VM_OP(REM_I64_S, 0x3d, "II:I", "vm.rem.i64.s")
IREE_VM_OP(REM_I64_U, 0x3e, "II:I", "vm.rem.i64.u")
IREE_VM_OP(FMA_I64, 0x3f, "III:I", "vm.fma.i64")
IREE_VM_OP(ABS_I64, 0x40, "I:I", "vm.abs.i64")
IREE_VM_OP(NEG_I64, 0x41, "I:I", "vm.neg.i64")
IREE_VM_OP(MIN_I64_S, 0x42, "II:I", "vm.min.i64.s")
IREE_VM_OP(MIN_I64_U, 0x43, "II:I", "vm.min.i64.u")
IREE_VM_OP(MAX_I64_S, 0x44, "II:I", "vm.max.i64.s")
IREE_VM_OP(MAX_I64_U, 0x45, "II:I", "vm.max.i64.u")
IREE_VM_OP(NOT_I64, 0x46, "I:I", "vm.not.i64")
IREE_VM_OP(AND_I64, 0x47, "II:I", "vm.and.i64")
IREE_VM_OP(OR_I64, 0x48, "II:I", "vm.or.i64")
IREE_VM_OP(XOR_I64, 0x49, "II:I", "vm.xor.i64")
IREE_VM_OP(SHL_I64, 0x4a, "Ii:I", "vm.shl.i64")
IREE_VM_OP(SHR_I64_S, 0x4b, "Ii:I", "vm.shr.i64.s")
IREE_VM_OP(SHR_I64_U, 0x4c, "Ii:I", "vm.shr.i64.u")

// f32 arithmetic and math (IEEE semantics: no runtime errors).
IREE_VM_OP(ADD_F32, 0x50, "ii:i", "vm.add.f32")
IREE_VM_OP(SUB_F32, 0x51, "ii:i", "vm.sub.f32")
IREE_VM_OP(MUL_F32, 0x52, "ii:i", "vm.mul.f32")
IREE_VM_OP(DIV_F32, 0x53, "ii:i", "vm.div.f32")
IREE_VM_OP(REM_F32, 0x54, "ii:i", "vm.rem.f32")
IREE_VM_OP(FMA_F32, 0x55, "iii:i", "vm.fma.f32")
IREE_VM_OP(ABS_F32, 0x56, "i:i", "vm.abs.f32")
IREE_VM_OP(NEG_F32, 0x57, "i:i", "vm.neg.f32")
IREE_VM_OP(MIN_F32, 0x58, "ii:i", "vm.min.f32")
IREE_VM_OP(MAX_F32, 0x59, "ii:i", "vm.max.f32")
IREE_VM_OP(CEIL_F32, 0x5a, "i:i", "vm.ceil.f32")
IREE_VM_OP(FLOOR_F32, 0x5b, "i:i", "vm.floor.f32")
IREE_VM_OP(ROUND_F32, 0x5c, "i:i", "vm.round.f32")
IREE_VM_OP(ROUND_F32_EVEN, 0x5d, "i:i", "vm.round.f32.even")
IREE_VM_OP(EXP_F32, 0x5e, "i:i", "vm.exp.f32")
IREE_VM_OP(EXP2_F32, 0x5f, "i:i", "vm.exp2.f32")
IREE_VM_OP(EXPM1_F32, 0x60, "i:i", "vm.expm1.f32")
IREE_VM_OP(LOG_F32, 0x61, "i:i", "vm.log.f32")
IREE_VM_OP(LOG10_F32, 0x62, "i:i", "vm.log10.f32")
IREE_VM_OP(LOG1P_F32, 0x63, "i:i", "vm.log1p.f32")
IREE_VM_OP(LOG2_F32, 0x64, "i:i", "vm.log2.f32")
IREE_VM_OP(POW_F32, 0x65, "ii:i", "vm.pow.f32")
IREE_VM_OP(RSQRT_F32, 0x66, "i:i", "vm.rsqrt.f32")
IREE_VM_OP(SQRT_F32, 0x67, "i:i", "vm.sqrt.f32")
IREE_VM_OP(TANH_F32, 0x68, "i:i", "vm.tanh.f32")
IREE_VM_OP(ERF_F32, 0x69, "i:i", "vm.erf.f32")
IREE_VM_OP(SIN_F32, 0x6a, "i:i", "vm.sin.f32")
IREE_VM_OP(COS_F32, 0x6b, "i:i", "vm.cos.f32")
IREE_VM_OP(ATAN_F32, 0x6c, "i:i", "vm.atan.f32")
IREE_VM_OP(ATAN2_F32, 0x6d, "ii:i", "vm.atan2.f32")

// f64 arithmetic and math.
IREE_VM_OP(ADD_F64, 0x70, "II:I", "vm.add.f64")
IREE_VM_OP(SUB_F64, 0x71, "II:I", "vm.sub.f64")
IREE_VM_OP(MUL_F64, 0x72, "II:I", "vm.mul.f64")
IREE_VM_OP(DIV_F64, 0x73, "II:I", "vm.div.f64")
IREE_VM_OP(REM_F64, 0x74, "II:I", "vm.rem.f64")
IREE_VM_OP(FMA_F64, 0x75, "III:I", "vm.fma.f64")
IREE_VM_OP(ABS_F64, 0x76, "I:I", "vm.abs.f64")
IREE_VM_OP(NEG_F64, 0x77, "I:I", "vm.neg.f64")
IREE_VM_OP(MIN_F64, 0x78, "II:I", "vm.min.f64")
IREE_VM_OP(MAX_F64, 0x79, "II:I", "vm.max.f64")
IREE_VM_OP(CEIL_F64, 0x7a, "I:I", "vm.ceil.f64")
IREE_VM_OP(FLOOR_F64, 0x7b, "I:I", "vm.floor.f64")
IREE_VM_OP(ROUND_F64, 0x7c, "I:I", "vm.round.f64")
IREE_VM_OP(ROUND_F64_EVEN, 0x7d, "I:I", "vm.round.f64.even")
IREE_VM_OP(EXP_F64, 0x7e, "I:I", "vm.exp.f64")
IREE_VM_OP(EXP2_F64, 0x7f, "I:I", "vm.exp2.f64")
IREE_VM_OP(EXPM1_F64, 0x80, "I:I", "vm.expm1.f64")
IREE_VM_OP(LOG_F64, 0x81, "I:I", "vm.log.f64")
IREE_VM_OP(LOG10_F64, 0x82, "I:I", "vm.log10.f64")
IREE_VM_OP(LOG1P_F64, 0x83, "I:I", "vm.log1p.f64")
IREE_VM_OP(LOG2_F64, 0x84, "I:I", "vm.log2.f64")
IREE_VM_OP(POW_F64, 0x85, "II:I", "vm.pow.f64")
IREE_VM_OP(RSQRT_F64, 0x86, "I:I", "vm.rsqrt.f64")
IREE_VM_OP(SQRT_F64, 0x87, "I:I", "vm.sqrt.f64")
IREE_VM_OP(TANH_F64, 0x88, "I:I", "vm.tanh.f64")
IREE_VM_OP(ERF_F64, 0x89, "I:I", "vm.erf.f64")
IREE_VM_OP(SIN_F64, 0x8a, "I:I", "vm.sin.f64")
IREE_VM_OP(COS_F64, 0x8b, "I:I", "vm.cos.f64")
IREE_VM_OP(ATAN_F64, 0x8c, "I:I", "vm.atan.f64")
IREE_VM_OP(ATAN2_F64, 0x8d, "II:I", "vm.atan2.f64")

// Comparisons produce an i32 0 or 1. Greater-than forms are canonicalized by
// the compiler into less-than forms with swapped operands.
IREE_VM_OP(CMP_EQ_I32, 0x90, "ii:i", "vm.cmp.eq.i32")
IREE_VM_OP(CMP_NE_I32, 0x91, "ii:i", "vm.cmp.ne.i32")
IREE_VM_OP(CMP_LT_I32_S, 0x92, "ii:i", "vm.cmp.lt.i32.s")
IREE_VM_OP(CMP_LT_I32_U, 0x93, "ii:i", "vm.cmp.lt.i32.u")
IREE_VM_OP(CMP_LTE_I32_S, 0x94, "ii:i", "vm.cmp.lte.i32.s")
IREE_VM_OP(CMP_LTE_I32_U, 0x95, "ii:i", "vm.cmp.lte.i32.u")
IREE_VM_OP(CMP_NZ_I32, 0x96, "i:i", "vm.cmp.nz.i32")
IREE_VM_OP(CMP_EQ_I64, 0x98, "II:i", "vm.cmp.eq.i64")
IREE_VM_OP(CMP_NE_I64, 0x99, "II:i", "vm.cmp.ne.i64")
IREE_VM_OP(CMP_LT_I64_S, 0x9a, "II:i", "vm.cmp.lt.i64.s")
IREE_VM_OP(CMP_LT_I64_U, 0x9b, "II:i", "vm.cmp.lt.i64.u")
IREE_VM_OP(CMP_LTE_I64_S, 0x9c, "II:i", "vm.cmp.lte.i64.s")
IREE_VM_OP(CMP_LTE_I64_U, 0x9d, "II:i", "vm.cmp.lte.i64.u")
IREE_VM_OP(CMP_NZ_I64, 0x9e, "I:i", "vm.cmp.nz.i64")
// Float comparisons: _O is ordered (false if either is NaN), _U unordered
// (true if either is NaN).
IREE_VM_OP(CMP_EQ_F32_O, 0xa0, "ii:i", "vm.cmp.eq.f32.o")
IREE_VM_OP(CMP_EQ_F32_U, 0xa1, "ii:i", "vm.cmp.eq.f32.u")
IREE_VM_OP(CMP_NE_F32_O, 0xa2, "ii:i", "vm.cmp.ne.f32.o")
IREE_VM_OP(CMP_NE_F32_U, 0xa3, "ii:i", "vm.cmp.ne.f32.u")
IREE_VM_OP(CMP_LT_F32_O, 0xa4, "ii:i", "vm.cmp.lt.f32.o")
IREE_VM_OP(CMP_LT_F32_U, 0xa5, "ii:i", "vm.cmp.lt.f32.u")
IREE_VM_OP(CMP_LTE_F32_O, 0xa6, "ii:i", "vm.cmp.lte.f32.o")
IREE_VM_OP(CMP_LTE_F32_U, 0xa7, "ii:i", "vm.cmp.lte.f32.u")
IREE_VM_OP(CMP_NAN_F32, 0xa8, "i:i", "vm.cmp.nan.f32")
IREE_VM_OP(CMP_EQ_F64_O, 0xa9, "II:i", "vm.cmp.eq.f64.o")
IREE_VM_OP(CMP_EQ_F64_U, 0xaa, "II:i", "vm.cmp.eq.f64.u")
IREE_VM_OP(CMP_NE_F64_O, 0xab, "II:i", "vm.cmp.ne.f64.o")
IREE_VM_OP(CMP_NE_F64_U, 0xac, "II:i", "vm.cmp.ne.f64.u")
IREE_VM_OP(CMP_LT_F64_O, 0xad, "II:i", "vm.cmp.lt.f64.o")
IREE_VM_OP(CMP_LT_F64_U, 0xae, "II:i", "vm.cmp.lt.f64.u")
IREE_VM_OP(CMP_LTE_F64_O, 0xaf, "II:i", "vm.cmp.lte.f64.o")
IREE_VM_OP(CMP_LTE_F64_U, 0xb0, "II:i", "vm.cmp.lte.f64.u")
IREE_VM_OP(CMP_NAN_F64, 0xb1, "I:i", "vm.cmp.nan.f64")
IREE_VM_OP(CMP_EQ_REF, 0xb2, "rr:i", "vm.cmp.eq.ref")
IREE_VM_OP(CMP_NE_REF, 0xb3, "rr:i", "vm.cmp.ne.ref")
IREE_VM_OP(CMP_NZ_REF, 0xb4, "r:i", "vm.cmp.nz.ref")

// Selects: the first operand is the i32 condition (non-zero picks the second).
IREE_VM_OP(SELECT_I32, 0xb8, "iii:i", "vm.select.i32")
IREE_VM_OP(SELECT_I64, 0xb9, "iII:I", "vm.select.i64")
IREE_VM_OP(SELECT_REF, 0xba, "irr:r", "vm.select.ref")
IREE_VM_OP_ALIAS("vm.select.f32", SELECT_I32)
IREE_VM_OP_ALIAS("vm.select.f64", SELECT_I64)

// Casts. Float to integer casts saturate and map NaN to 0.
IREE_VM_OP(TRUNC_I32_I8, 0xc0, "i:i", "vm.trunc.i32.i8")
IREE_VM_OP(TRUNC_I32_I16, 0xc1, "i:i", "vm.trunc.i32.i16")
IREE_VM_OP(TRUNC_I64_I32, 0xc2, "I:i", "vm.trunc.i64.i32")
IREE_VM_OP(EXT_I8_I32_S, 0xc3, "i:i", "vm.ext.i8.i32.s")
IREE_VM_OP(EXT_I8_I32_U, 0xc4, "i:i", "vm.ext.i8.i32.u")
IREE_VM_OP(EXT_I16_I32_S, 0xc5, "i:i", "vm.ext.i16.i32.s")
IREE_VM_OP(EXT_I16_I32_U, 0xc6, "i:i", "vm.ext.i16.i32.u")
IREE_VM_OP(EXT_I32_I64_S, 0xc7, "i:I", "vm.ext.i32.i64.s")
IREE_VM_OP(EXT_I32_I64_U, 0xc8, "i:I", "vm.ext.i32.i64.u")
IREE_VM_OP(CAST_SI32_F32, 0xc9, "i:i", "vm.cast.si32.f32")
IREE_VM_OP(CAST_UI32_F32, 0xca, "i:i", "vm.cast.ui32.f32")
IREE_VM_OP(CAST_F32_SI32, 0xcb, "i:i", "vm.cast.f32.si32")
IREE_VM_OP(CAST_F32_UI32, 0xcc, "i:i", "vm.cast.f32.ui32")
IREE_VM_OP(CAST_SI64_F64, 0xcd, "I:I", "vm.cast.si64.f64")
IREE_VM_OP(CAST_UI64_F64, 0xce, "I:I", "vm.cast.ui64.f64")
IREE_VM_OP(CAST_F64_SI64, 0xcf, "I:I", "vm.cast.f64.si64")
IREE_VM_OP(CAST_F64_UI64, 0xd0, "I:I", "vm.cast.f64.ui64")
IREE_VM_OP(EXT_F32_F64, 0xd1, "i:I", "vm.ext.f32.f64")
IREE_VM_OP(TRUNC_F64_F32, 0xd2, "I:i", "vm.trunc.f64.f32")

// Buffers (!vm.buffer). Offsets and lengths are i64. Load/store/fill offsets
// count elements of the op's width; copy/compare/clone count bytes. Any
// access outside the buffer is an OUT_OF_RANGE runtime error.
IREE_VM_OP(BUFFER_ALLOC, 0xd8, "I:r", "vm.buffer.alloc")
IREE_VM_OP(BUFFER_CLONE, 0xd9, "rII:r", "vm.buffer.clone")
IREE_VM_OP(BUFFER_LENGTH, 0xda, "r:I", "vm.buffer.length")
IREE_VM_OP(BUFFER_COPY, 0xdb, "rIrII", "vm.buffer.copy")
IREE_VM_OP(BUFFER_COMPARE, 0xdc, "rIrII:i", "vm.buffer.compare")
IREE_VM_OP(BUFFER_FILL_I8, 0xdd, "rIIi", "vm.buffer.fill.i8")
IREE_VM_OP(BUFFER_FILL_I16, 0xde, "rIIi", "vm.buffer.fill.i16")
IREE_VM_OP(BUFFER_FILL_I32, 0xdf, "rIIi", "vm.buffer.fill.i32")
IREE_VM_OP(BUFFER_FILL_I64, 0xe0, "rIII", "vm.buffer.fill.i64")
IREE_VM_OP(BUFFER_LOAD_I8_S, 0xe1, "rI:i", "vm.buffer.load.i8.s")
IREE_VM_OP(BUFFER_LOAD_I8_U, 0xe2, "rI:i", "vm.buffer.load.i8.u")
IREE_VM_OP(BUFFER_LOAD_I16_S, 0xe3, "rI:i", "vm.buffer.load.i16.s")
IREE_VM_OP(BUFFER_LOAD_I16_U, 0xe4, "rI:i", "vm.buffer.load.i16.u")
IREE_VM_OP(BUFFER_LOAD_I32, 0xe5, "rI:i", "vm.buffer.load.i32")
IREE_VM_OP(BUFFER_LOAD_I64, 0xe6, "rI:I", "vm.buffer.load.i64")
IREE_VM_OP(BUFFER_STORE_I8, 0xe7, "rIi", "vm.buffer.store.i8")
IREE_VM_OP(BUFFER_STORE_I16, 0xe8, "rIi", "vm.buffer.store.i16")
IREE_VM_OP(BUFFER_STORE_I32, 0xe9, "rIi", "vm.buffer.store.i32")
IREE_VM_OP(BUFFER_STORE_I64, 0xea, "rII", "vm.buffer.store.i64")
IREE_VM_OP_ALIAS("vm.buffer.fill.f32", BUFFER_FILL_I32)
IREE_VM_OP_ALIAS("vm.buffer.fill.f64", BUFFER_FILL_I64)
IREE_VM_OP_ALIAS("vm.buffer.load.f32", BUFFER_LOAD_I32)
IREE_VM_OP_ALIAS("vm.buffer.load.f64", BUFFER_LOAD_I64)
IREE_VM_OP_ALIAS("vm.buffer.store.f32", BUFFER_STORE_I32)
IREE_VM_OP_ALIAS("vm.buffer.store.f64", BUFFER_STORE_I64)

// Lists (!vm.list<T>). Indices and sizes are i32; an index at or past the
// size is an OUT_OF_RANGE runtime error. The type operand of LIST_ALLOC is
// the element type; that of LIST_GET_REF the expected ref type (a mismatch
// yields a null ref, as a failed dynamic cast).
IREE_VM_OP(LIST_ALLOC, 0xf0, "ti:r", "vm.list.alloc")
IREE_VM_OP(LIST_RESERVE, 0xf1, "ri", "vm.list.reserve")
IREE_VM_OP(LIST_SIZE, 0xf2, "r:i", "vm.list.size")
IREE_VM_OP(LIST_RESIZE, 0xf3, "ri", "vm.list.resize")
IREE_VM_OP(LIST_GET_I32, 0xf4, "ri:i", "vm.list.get.i32")
IREE_VM_OP(LIST_SET_I32, 0xf5, "rii", "vm.list.set.i32")
IREE_VM_OP(LIST_GET_I64, 0xf6, "ri:I", "vm.list.get.i64")
IREE_VM_OP(LIST_SET_I64, 0xf7, "riI", "vm.list.set.i64")
IREE_VM_OP(LIST_GET_REF, 0xf8, "rit:r", "vm.list.get.ref")
IREE_VM_OP(LIST_SET_REF, 0xf9, "rir", "vm.list.set.ref")
IREE_VM_OP_ALIAS("vm.list.get.f32", LIST_GET_I32)
IREE_VM_OP_ALIAS("vm.list.set.f32", LIST_SET_I32)
IREE_VM_OP_ALIAS("vm.list.get.f64", LIST_GET_I64)
IREE_VM_OP_ALIAS("vm.list.set.f64", LIST_SET_I64)

#ifdef IREE_VM_OP_ALIAS_DEFINED_HERE_
#undef IREE_VM_OP_ALIAS
#undef IREE_VM_OP_ALIAS_DEFINED_HERE_
#endif
