//===- VMArithOps.td - VM arithmetic, comparisons, casts ---*- tablegen -*-===//
//
// Included from VMOps.td. Every op is named `vm.<op>.<type>[.<variant>]`; the
// multiclasses below stamp out the per-type forms so that each op family is
// declared once.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VM_IR_VMARITHOPS_TD_
#define IREE_COMPILER_DIALECT_VM_IR_VMARITHOPS_TD_

//===----------------------------------------------------------------------===//
// Op shapes
//===----------------------------------------------------------------------===//

class VM_UnaryOp<string mnemonic, Type type, list<Trait> traits = [],
                 string folder = "", string folderArgs = "">
    : VM_FoldedOp<mnemonic, traits, folder, folderArgs> {
  let arguments = (ins type:$operand);
  let results = (outs type:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class VM_BinaryOp<string mnemonic, Type type, list<Trait> traits = [],
                  string folder = "">
    : VM_FoldedOp<mnemonic, traits, folder> {
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// a * b + c.
class VM_FmaOp<string mnemonic, Type type, string folder>
    : VM_FoldedOp<mnemonic, [Pure], folder> {
  let arguments = (ins type:$a, type:$b, type:$c);
  let results = (outs type:$result);
  let assemblyFormat = "$a `,` $b `,` $c attr-dict `:` type($result)";
}

// The shift amount is always an i32 register, taken modulo the bit width.
class VM_ShiftOp<string mnemonic, Type type, string folder>
    : VM_FoldedOp<mnemonic, [Pure], folder> {
  let arguments = (ins type:$operand, I32:$amount);
  let results = (outs type:$result);
  let assemblyFormat = "$operand `,` $amount attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

// Defines `vm.<name>.i32[.<sign>]` and `vm.<name>.i64[.<sign>]` as
// <defm>I32[S|U]Op and <defm>I64[S|U]Op.
class VM_IntSuffix<string sign> {
  string mnemonic = !if(!empty(sign), "", "." # sign);
  string cpp = !toupper(sign) # "Op";
}

multiclass VM_IntBinaryOps<string name, string sign, list<Trait> traits,
                           string folder> {
  defvar sfx = VM_IntSuffix<sign>;
  def I32 # sfx.cpp : VM_BinaryOp<name # ".i32" # sfx.mnemonic, I32, traits, folder>;
  def I64 # sfx.cpp : VM_BinaryOp<name # ".i64" # sfx.mnemonic, I64, traits, folder>;
}

multiclass VM_IntUnaryOps<string name, string folder> {
  def I32Op : VM_UnaryOp<name # ".i32", I32, [Pure], folder>;
  def I64Op : VM_UnaryOp<name # ".i64", I64, [Pure], folder>;
}

multiclass VM_IntShiftOps<string name, string sign, string folder> {
  defvar sfx = VM_IntSuffix<sign>;
  def I32 # sfx.cpp : VM_ShiftOp<name # ".i32" # sfx.mnemonic, I32, folder>;
  def I64 # sfx.cpp : VM_ShiftOp<name # ".i64" # sfx.mnemonic, I64, folder>;
}

defvar VM_PureCommutative = [Pure, Commutative];
// Division by zero is a runtime error, so these must not be speculated.
defvar VM_MayTrap = [NoMemoryEffect];

defm VM_Add : VM_IntBinaryOps<"add", "", VM_PureCommutative, "foldAddI">;
defm VM_Sub : VM_IntBinaryOps<"sub", "", [Pure], "foldSubI">;
defm VM_Mul : VM_IntBinaryOps<"mul", "", VM_PureCommutative, "foldMulI">;
defm VM_Div : VM_IntBinaryOps<"div", "s", VM_MayTrap, "foldDivSI">;
defm VM_Div : VM_IntBinaryOps<"div", "u", VM_MayTrap, "foldDivUI">;
defm VM_Rem : VM_IntBinaryOps<"rem", "s", VM_MayTrap, "foldRemSI">;
defm VM_Rem : VM_IntBinaryOps<"rem", "u", VM_MayTrap, "foldRemUI">;
defm VM_Min : VM_IntBinaryOps<"min", "s", VM_PureCommutative, "foldMinSI">;
defm VM_Min : VM_IntBinaryOps<"min", "u", VM_PureCommutative, "foldMinUI">;
defm VM_Max : VM_IntBinaryOps<"max", "s", VM_PureCommutative, "foldMaxSI">;
defm VM_Max : VM_IntBinaryOps<"max", "u", VM_PureCommutative, "foldMaxUI">;
defm VM_And : VM_IntBinaryOps<"and", "", VM_PureCommutative, "foldAndI">;
defm VM_Or : VM_IntBinaryOps<"or", "", VM_PureCommutative, "foldOrI">;
defm VM_Xor : VM_IntBinaryOps<"xor", "", VM_PureCommutative, "foldXorI">;
defm VM_Shl : VM_IntShiftOps<"shl", "", "foldShlI">;
defm VM_Shr : VM_IntShiftOps<"shr", "s", "foldShrSI">;
defm VM_Shr : VM_IntShiftOps<"shr", "u", "foldShrUI">;
defm VM_Abs : VM_IntUnaryOps<"abs", "foldAbsI">;
defm VM_Neg : VM_IntUnaryOps<"neg", "foldNegI">;
defm VM_Not : VM_IntUnaryOps<"not", "foldNotI">;
def VM_FmaI32Op : VM_FmaOp<"fma.i32", I32, "foldFmaI">;
def VM_FmaI64Op : VM_FmaOp<"fma.i64", I64, "foldFmaI">;

//===----------------------------------------------------------------------===//
// Floating-point arithmetic and math
//===----------------------------------------------------------------------===//

// Folders exist only where the result is exactly specified by IEEE 754;
// transcendental functions are left to the runtime's libm.
multiclass VM_FloatBinaryOps<string name, list<Trait> traits = [Pure],
                             string folder = ""> {
  def F32Op : VM_BinaryOp<name # ".f32", F32, traits, folder>;
  def F64Op : VM_BinaryOp<name # ".f64", F64, traits, folder>;
}

multiclass VM_FloatUnaryOps<string name, string folder = "",
                            string folderArgs = ""> {
  def F32Op : VM_UnaryOp<name # ".f32", F32, [Pure], folder, folderArgs>;
  def F64Op : VM_UnaryOp<name # ".f64", F64, [Pure], folder, folderArgs>;
}

defm VM_Add : VM_FloatBinaryOps<"add", VM_PureCommutative, "foldAddF">;
defm VM_Sub : VM_FloatBinaryOps<"sub", [Pure], "foldSubF">;
defm VM_Mul : VM_FloatBinaryOps<"mul", VM_PureCommutative, "foldMulF">;
defm VM_Div : VM_FloatBinaryOps<"div", [Pure], "foldDivF">;
defm VM_Rem : VM_FloatBinaryOps<"rem", [Pure], "foldRemF">;
defm VM_Min : VM_FloatBinaryOps<"min", VM_PureCommutative>;
defm VM_Max : VM_FloatBinaryOps<"max", VM_PureCommutative>;
defm VM_Pow : VM_FloatBinaryOps<"pow">;
defm VM_Atan2 : VM_FloatBinaryOps<"atan2">;
def VM_FmaF32Op : VM_FmaOp<"fma.f32", F32, "foldFmaF">;
def VM_FmaF64Op : VM_FmaOp<"fma.f64", F64, "foldFmaF">;
defm VM_Abs : VM_FloatUnaryOps<"abs", "foldAbsF">;
defm VM_Neg : VM_FloatUnaryOps<"neg", "foldNegF">;
defm VM_Ceil : VM_FloatUnaryOps<"ceil", "foldRoundF",
                                "::llvm::RoundingMode::TowardPositive">;
defm VM_Floor : VM_FloatUnaryOps<"floor", "foldRoundF",
                                 "::llvm::RoundingMode::TowardNegative">;
defm VM_Round : VM_FloatUnaryOps<"round", "foldRoundF",
                                 "::llvm::RoundingMode::NearestTiesToAway">;
def VM_RoundF32EvenOp : VM_UnaryOp<"round.f32.even", F32, [Pure], "foldRoundF",
                                   "::llvm::RoundingMode::NearestTiesToEven">;
def VM_RoundF64EvenOp : VM_UnaryOp<"round.f64.even", F64, [Pure], "foldRoundF",
                                   "::llvm::RoundingMode::NearestTiesToEven">;
defm VM_Exp : VM_FloatUnaryOps<"exp">;
defm VM_Exp2 : VM_FloatUnaryOps<"exp2">;
defm VM_Expm1 : VM_FloatUnaryOps<"expm1">;
defm VM_Log : VM_FloatUnaryOps<"log">;
defm VM_Log10 : VM_FloatUnaryOps<"log10">;
defm VM_Log1p : VM_FloatUnaryOps<"log1p">;
defm VM_Log2 : VM_FloatUnaryOps<"log2">;
defm VM_Rsqrt : VM_FloatUnaryOps<"rsqrt">;
defm VM_Sqrt : VM_FloatUnaryOps<"sqrt">;
defm VM_Tanh : VM_FloatUnaryOps<"tanh">;
defm VM_Erf : VM_FloatUnaryOps<"erf">;
defm VM_Sin : VM_FloatUnaryOps<"sin">;
defm VM_Cos : VM_FloatUnaryOps<"cos">;
defm VM_Atan : VM_FloatUnaryOps<"atan">;

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

// Comparisons yield an i32 0 or 1. The folder argument names the predicate
// (IntCmp / FloatCmp in VMOpFolders.h).
class VM_CmpOp<string mnemonic, Type type, list<Trait> traits,
               string folder = "", string predicate = "">
    : VM_FoldedOp<mnemonic, !listconcat([Pure, AllTypesMatch<["lhs", "rhs"]>],
                                        traits), folder, predicate> {
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs I32:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

class VM_UnaryCmpOp<string mnemonic, Type type, string folder = "",
                    string predicate = "">
    : VM_FoldedOp<mnemonic, [Pure], folder, predicate> {
  let arguments = (ins type:$operand);
  let results = (outs I32:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

// `vm.cmp.<pred>.i32[.<sign>]` / `.i64`; `gt`/`gte` are pseudo-ops with no
// opcode that VMPatterns.td rewrites to `lt`/`lte` with swapped operands.
multiclass VM_IntCmpOps<string pred, string sign, list<Trait> traits = [],
                        string predicate = ""> {
  defvar sfx = VM_IntSuffix<sign>;
  defvar folder = !if(!empty(predicate), "", "foldCmpI");
  def I32 # sfx.cpp : VM_CmpOp<"cmp." # pred # ".i32" # sfx.mnemonic, I32,
                               traits, folder, predicate>;
  def I64 # sfx.cpp : VM_CmpOp<"cmp." # pred # ".i64" # sfx.mnemonic, I64,
                               traits, folder, predicate>;
}

defm VM_CmpEQ : VM_IntCmpOps<"eq", "", [Commutative], "IntCmp::eq">;
defm VM_CmpNE : VM_IntCmpOps<"ne", "", [Commutative], "IntCmp::ne">;
defm VM_CmpLT : VM_IntCmpOps<"lt", "s", [], "IntCmp::slt">;
defm VM_CmpLT : VM_IntCmpOps<"lt", "u", [], "IntCmp::ult">;
defm VM_CmpLTE : VM_IntCmpOps<"lte", "s", [], "IntCmp::sle">;
defm VM_CmpLTE : VM_IntCmpOps<"lte", "u", [], "IntCmp::ule">;
defm VM_CmpGT : VM_IntCmpOps<"gt", "s">;
defm VM_CmpGT : VM_IntCmpOps<"gt", "u">;
defm VM_CmpGTE : VM_IntCmpOps<"gte", "s">;
defm VM_CmpGTE : VM_IntCmpOps<"gte", "u">;
def VM_CmpNZI32Op : VM_UnaryCmpOp<"cmp.nz.i32", I32, "foldCmpNZ">;
def VM_CmpNZI64Op : VM_UnaryCmpOp<"cmp.nz.i64", I64, "foldCmpNZ">;

// `vm.cmp.<pred>.f32.<o|u>` / `.f64`: `o` is false and `u` true when either
// operand is NaN.
multiclass VM_FloatCmpOps<string pred, string order, list<Trait> traits = [],
                          string predicate = ""> {
  defvar sfx = VM_IntSuffix<order>;
  defvar folder = !if(!empty(predicate), "", "foldCmpF");
  def F32 # sfx.cpp : VM_CmpOp<"cmp." # pred # ".f32" # sfx.mnemonic, F32,
                               traits, folder, predicate>;
  def F64 # sfx.cpp : VM_CmpOp<"cmp." # pred # ".f64" # sfx.mnemonic, F64,
                               traits, folder, predicate>;
}

defm VM_CmpEQ : VM_FloatCmpOps<"eq", "o", [Commutative], "FloatCmp::oeq">;
defm VM_CmpEQ : VM_FloatCmpOps<"eq", "u", [Commutative], "FloatCmp::ueq">;
defm VM_CmpNE : VM_FloatCmpOps<"ne", "o", [Commutative], "FloatCmp::one">;
defm VM_CmpNE : VM_FloatCmpOps<"ne", "u", [Commutative], "FloatCmp::une">;
defm VM_CmpLT : VM_FloatCmpOps<"lt", "o", [], "FloatCmp::olt">;
defm VM_CmpLT : VM_FloatCmpOps<"lt", "u", [], "FloatCmp::ult">;
defm VM_CmpLTE : VM_FloatCmpOps<"lte", "o", [], "FloatCmp::ole">;
defm VM_CmpLTE : VM_FloatCmpOps<"lte", "u", [], "FloatCmp::ule">;
defm VM_CmpGT : VM_FloatCmpOps<"gt", "o">;
defm VM_CmpGT : VM_FloatCmpOps<"gt", "u">;
defm VM_CmpGTE : VM_FloatCmpOps<"gte", "o">;
defm VM_CmpGTE : VM_FloatCmpOps<"gte", "u">;
def VM_CmpNaNF32Op : VM_UnaryCmpOp<"cmp.nan.f32", F32, "foldCmpNaN">;
def VM_CmpNaNF64Op : VM_UnaryCmpOp<"cmp.nan.f64", F64, "foldCmpNaN">;

def VM_CmpEQRefOp : VM_CmpOp<"cmp.eq.ref", VM_AnyRef, [Commutative]>;
def VM_CmpNERefOp : VM_CmpOp<"cmp.ne.ref", VM_AnyRef, [Commutative]>;
// Refs have no attribute form; the folder recognizes a vm.const.ref.zero
// producer instead.
def VM_CmpNZRefOp : VM_UnaryCmpOp<"cmp.nz.ref", VM_AnyRef> {
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Selects
//===----------------------------------------------------------------------===//

class VM_SelectOp<string suffix, Type type>
    : VM_FoldedOp<"select." # suffix, [
        Pure, AllTypesMatch<["true_value", "false_value", "result"]>],
        "foldSelect"> {
  let summary = "picks `true_value` if the i32 condition is non-zero";
  let arguments = (ins I32:$condition, type:$true_value, type:$false_value);
  let results = (outs type:$result);
  let assemblyFormat = [{
    $condition `,` $true_value `,` $false_value attr-dict `:` type($result)
  }];
}

def VM_SelectI32Op : VM_SelectOp<"i32", I32>;
def VM_SelectI64Op : VM_SelectOp<"i64", I64>;
def VM_SelectF32Op : VM_SelectOp<"f32", F32>;
def VM_SelectF64Op : VM_SelectOp<"f64", F64>;
def VM_SelectRefOp : VM_SelectOp<"ref", VM_AnyRef>;

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// `%r = vm.<mnemonic> %x : from -> to`.
class VM_CastOp<string mnemonic, Type from, Type to, string folder,
                string folderArgs = "">
    : VM_FoldedOp<mnemonic, [Pure], folder, folderArgs> {
  let arguments = (ins from:$operand);
  let results = (outs to:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

// Narrow integers live in i32 registers: truncation keeps the low bits
// zero-extended, extension reads the low bits of the source.
def VM_TruncI32I8Op : VM_CastOp<"trunc.i32.i8", I32, I32, "foldExtI", "8, false">;
def VM_TruncI32I16Op : VM_CastOp<"trunc.i32.i16", I32, I32, "foldExtI", "16, false">;
def VM_TruncI64I32Op : VM_CastOp<"trunc.i64.i32", I64, I32, "foldExtI", "32, false">;
def VM_ExtI8I32SOp : VM_CastOp<"ext.i8.i32.s", I32, I32, "foldExtI", "8, true">;
def VM_ExtI8I32UOp : VM_CastOp<"ext.i8.i32.u", I32, I32, "foldExtI", "8, false">;
def VM_ExtI16I32SOp : VM_CastOp<"ext.i16.i32.s", I32, I32, "foldExtI", "16, true">;
def VM_ExtI16I32UOp : VM_CastOp<"ext.i16.i32.u", I32, I32, "foldExtI", "16, false">;
def VM_ExtI32I64SOp : VM_CastOp<"ext.i32.i64.s", I32, I64, "foldExtI", "32, true">;
def VM_ExtI32I64UOp : VM_CastOp<"ext.i32.i64.u", I32, I64, "foldExtI", "32, false">;

def VM_CastSI32F32Op : VM_CastOp<"cast.si32.f32", I32, F32, "foldIntToFloat", "true">;
def VM_CastUI32F32Op : VM_CastOp<"cast.ui32.f32", I32, F32, "foldIntToFloat", "false">;
def VM_CastSI64F64Op : VM_CastOp<"cast.si64.f64", I64, F64, "foldIntToFloat", "true">;
def VM_CastUI64F64Op : VM_CastOp<"cast.ui64.f64", I64, F64, "foldIntToFloat", "false">;
def VM_CastF32SI32Op : VM_CastOp<"cast.f32.si32", F32, I32, "foldFloatToInt", "true">;
def VM_CastF32UI32Op : VM_CastOp<"cast.f32.ui32", F32, I32, "foldFloatToInt", "false">;
def VM_CastF64SI64Op : VM_CastOp<"cast.f64.si64", F64, I64, "foldFloatToInt", "true">;
def VM_CastF64UI64Op : VM_CastOp<"cast.f64.ui64", F64, I64, "foldFloatToInt", "false">;
def VM_ExtF32F64Op : VM_CastOp<"ext.f32.f64", F32, F64, "foldFloatToFloat">;
def VM_TruncF64F32Op : VM_CastOp<"trunc.f64.f32", F64, F32, "foldFloatToFloat">;

def VM_BitcastI32F32Op : VM_CastOp<"bitcast.i32.f32", I32, F32, "foldBitcast">;
def VM_BitcastF32I32Op : VM_CastOp<"bitcast.f32.i32", F32, I32, "foldBitcast">;
def VM_BitcastI64F64Op : VM_CastOp<"bitcast.i64.f64", I64, F64, "foldBitcast">;
def VM_BitcastF64I64Op : VM_CastOp<"bitcast.f64.i64", F64, I64, "foldBitcast">;

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMARITHOPS_TD_
