//===- VMOps.td - VM dialect operations --------------------*- tablegen -*-===//
//
// Structural ops (module, functions, imports/exports, globals, rodata),
// constants, calls and control flow. The arithmetic and the buffer/list ops
// live in the included files below. Operand order of every op that maps to
// an instruction matches the format string of op_table.h.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VM_IR_VMOPS_TD_
#define IREE_COMPILER_DIALECT_VM_IR_VMOPS_TD_

include "compiler/Dialect/VM/IR/VMBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

defvar VM_InModule = HasParent<"::mlir::iree_compiler::IREE::VM::ModuleOp">;

//===----------------------------------------------------------------------===//
// Module structure
//===----------------------------------------------------------------------===//

def VM_ModuleOp : VM_Op<"module", [
    IsolatedFromAbove, SymbolTable, Symbol, SingleBlock, NoTerminator,
    NoRegionArguments]> {
  let summary = "a VM module: the unit serialized into one .vmfb";
  let description = [{
    ```mlir
    vm.module @my_module {
      vm.func @f(%a : i32) -> i32 { vm.return %a : i32 }
      vm.export @f
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? $sym_name attr-dict-with-keyword
    $body
  }];
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let hasVerifier = 1;
}

def VM_FuncOp : VM_Op<"func", [
    VM_InModule, FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "a function of the module, with a body";
  let description = [{
    `vm.func [private] @name(%arg : type, ...) -> (types) { ... }`. Argument
    and result types are i32, i64, f32, f64 or refs (they become the calling
    convention string). Functions are reached from outside through
    `vm.export`; `private` only matters to symbol DCE.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def VM_ExportOp : VM_Op<"export", [
    VM_InModule, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "exports a function under a name";
  let description = [{
    `vm.export @func` exports `@func` as "func";
    `vm.export @func as("name")` picks the exported name.
  }];
  let arguments = (ins FlatSymbolRefAttr:$function_ref, StrAttr:$export_name);
  let assemblyFormat = "custom<ExportTarget>($function_ref, $export_name) attr-dict";
  let builders = [
    OpBuilder<(ins "::llvm::StringRef":$function, "::llvm::StringRef":$name), [{
      build($_builder, $_state,
            ::mlir::FlatSymbolRefAttr::get($_builder.getContext(), function),
            $_builder.getStringAttr(name));
    }]>];
}

def VM_ImportOp : VM_Op<"import", [VM_InModule, Symbol]> {
  let summary = "declares a function imported from another module";
  let description = [{
    `vm.import [private] [optional] @module.function(types) -> (types)`:
    the symbol name is the fully qualified `module.function` the runtime
    resolves. Arguments may be named (`%x : i32`) when parsing; names are not
    kept. An `optional` import may be missing at run time.

    An argument followed by `...` is variadic: callers pass any number of
    values of its type, or of tuples `tuple<T0, T1, ...>` of values, with
    `vm.call.variadic`. `variadic_arguments` has one flag per argument
    (absent when none is variadic); the calling convention spells a variadic
    argument `C<kinds>D`:

    ```mlir
    vm.import private @native.sum(%base : i32, %values : i32 ...) -> i32
    vm.import private @hal.command_buffer.dispatch(
        !vm.ref<!hal.command_buffer>, tuple<!vm.buffer, i64, i64> ...)
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       UnitAttr:$is_optional,
                       OptionalAttr<DenseBoolArrayAttr>:$variadic_arguments);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? (`optional` $is_optional^)?
    custom<ImportNameAndSignature>($sym_name, $function_type,
                                   $variadic_arguments) attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether argument |index| is variadic.
    bool isVariadicArgument(unsigned index) {
      std::optional<::llvm::ArrayRef<bool>> flags = getVariadicArguments();
      return flags && index < flags->size() && (*flags)[index];
    }
    /// Whether any argument is variadic.
    bool hasVariadicArguments() {
      std::optional<::llvm::ArrayRef<bool>> flags = getVariadicArguments();
      return flags && ::llvm::is_contained(*flags, true);
    }
  }];
}

def VM_InitializerOp : VM_Op<"initializer", [VM_InModule, IsolatedFromAbove]> {
  let summary = "code run once when the module joins a context";
  let description = [{
    The bodies of all initializers (in module order) and the initial values
    of globals make up the module's `__init` export. The body ends in
    `vm.return` with no operands.
  }];
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

// `vm.global.<suffix> [mutable] @name [= initial_value] : type`. Value globals
// live in the module's byte storage, ref globals in its ref slots.
class VM_GlobalOp<string suffix, Type type, dag initArg, string initFormat>
    : VM_Op<"global." # suffix, [VM_InModule, Symbol]> {
  let summary = "declares a module global";
  let arguments = !con((ins SymbolNameAttr:$sym_name, TypeAttrOf<type>:$type,
                            UnitAttr:$is_mutable), initArg);
  let assemblyFormat = "(`mutable` $is_mutable^)? $sym_name " # initFormat #
                       " attr-dict `:` $type";
}

class VM_ValueGlobalOp<string suffix, Type type, Attr attr>
    : VM_GlobalOp<suffix, type, (ins OptionalAttr<attr>:$initial_value),
                  "(`=` $initial_value^)?">;

def VM_GlobalI32Op : VM_ValueGlobalOp<"i32", I32, I32Attr>;
def VM_GlobalI64Op : VM_ValueGlobalOp<"i64", I64, I64Attr>;
def VM_GlobalF32Op : VM_ValueGlobalOp<"f32", F32, F32Attr>;
def VM_GlobalF64Op : VM_ValueGlobalOp<"f64", F64, F64Attr>;
// Ref globals start out null.
def VM_GlobalRefOp : VM_GlobalOp<"ref", VM_AnyRef, (ins), "">;

// Loads and stores name the global of matching kind (vm.global.load.f32 reads
// a vm.global.f32). Stores need a `mutable` global unless they are inside a
// vm.initializer.
class VM_GlobalLoadOp<string suffix, Type type, string globalOp>
    : VM_Op<"global.load." # suffix, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        MemoryEffects<[MemRead]>]> {
  let summary = "loads the value of a global";
  let arguments = (ins FlatSymbolRefAttr:$global);
  let results = (outs type:$value);
  let assemblyFormat = "$global attr-dict `:` type($value)";
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verifySymbolUses(
        ::mlir::SymbolTableCollection &symbolTable) {
      return verifyGlobalAccess<}] # globalOp # [{>(
          *this, getGlobalAttr(), getValue().getType(), /*isStore=*/false,
          symbolTable);
    }
  }];
}

class VM_GlobalStoreOp<string suffix, Type type, string globalOp>
    : VM_Op<"global.store." # suffix, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        MemoryEffects<[MemWrite]>]> {
  let summary = "stores a value into a global";
  let arguments = (ins type:$value, FlatSymbolRefAttr:$global);
  let assemblyFormat = "$value `,` $global attr-dict `:` type($value)";
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verifySymbolUses(
        ::mlir::SymbolTableCollection &symbolTable) {
      return verifyGlobalAccess<}] # globalOp # [{>(
          *this, getGlobalAttr(), getValue().getType(), /*isStore=*/true,
          symbolTable);
    }
  }];
}

def VM_GlobalLoadI32Op : VM_GlobalLoadOp<"i32", I32, "GlobalI32Op">;
def VM_GlobalLoadI64Op : VM_GlobalLoadOp<"i64", I64, "GlobalI64Op">;
def VM_GlobalLoadF32Op : VM_GlobalLoadOp<"f32", F32, "GlobalF32Op">;
def VM_GlobalLoadF64Op : VM_GlobalLoadOp<"f64", F64, "GlobalF64Op">;
def VM_GlobalLoadRefOp : VM_GlobalLoadOp<"ref", VM_AnyRef, "GlobalRefOp">;
def VM_GlobalStoreI32Op : VM_GlobalStoreOp<"i32", I32, "GlobalI32Op">;
def VM_GlobalStoreI64Op : VM_GlobalStoreOp<"i64", I64, "GlobalI64Op">;
def VM_GlobalStoreF32Op : VM_GlobalStoreOp<"f32", F32, "GlobalF32Op">;
def VM_GlobalStoreF64Op : VM_GlobalStoreOp<"f64", F64, "GlobalF64Op">;
def VM_GlobalStoreRefOp : VM_GlobalStoreOp<"ref", VM_AnyRef, "GlobalRefOp">;

//===----------------------------------------------------------------------===//
// Read-only data
//===----------------------------------------------------------------------===//

def VM_RodataOp : VM_Op<"rodata", [VM_InModule, Symbol]> {
  let summary = "a read-only data segment embedded in the module";
  let description = [{
    `vm.rodata [private] @name attr-dict <value>` (optional `alignment`
    i64 attribute, a power of two) where the value is a dense elements attribute (its raw bytes, little-endian) or a
    string (its bytes, no terminator). `vm.const.ref.rodata` yields a
    `!vm.buffer` viewing it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       AnyAttrOf<[ElementsAttr, StrAttr]>:$value,
                       OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = [{
    (custom<SymbolVisibility>($sym_visibility)^)? $sym_name attr-dict $value
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

class VM_ConstOp<string suffix, Type type, Attr attr>
    : VM_Op<"const." # suffix, [ConstantLike, Pure]> {
  let summary = "a constant value";
  let arguments = (ins attr:$value);
  let results = (outs type:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor) { return getValueAttr(); }
  }];
}

def VM_ConstI32Op : VM_ConstOp<"i32", I32, I32Attr>;
def VM_ConstI64Op : VM_ConstOp<"i64", I64, I64Attr>;
def VM_ConstF32Op : VM_ConstOp<"f32", F32, F32Attr>;
def VM_ConstF64Op : VM_ConstOp<"f64", F64, F64Attr>;

// All-zero bits, encoded without an immediate. The dialect's constant
// materializer picks these for zero values, and `vm.const.* 0`
// canonicalizes to them (for floats only +0.0: -0.0 has a bit set).
class VM_ConstZeroOp<string suffix, Type type>
    : VM_Op<"const." # suffix # ".zero", [ConstantLike, Pure]> {
  let summary = "the all-zero constant";
  let results = (outs type:$result);
  let assemblyFormat = "attr-dict";
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor) {
      return ::mlir::Builder(getContext()).getZeroAttr(getType());
    }
  }];
}

def VM_ConstI32ZeroOp : VM_ConstZeroOp<"i32", I32>;
def VM_ConstI64ZeroOp : VM_ConstZeroOp<"i64", I64>;
def VM_ConstF32ZeroOp : VM_ConstZeroOp<"f32", F32>;
def VM_ConstF64ZeroOp : VM_ConstZeroOp<"f64", F64>;

def VM_ConstRefZeroOp : VM_Op<"const.ref.zero", [Pure]> {
  let summary = "a null ref";
  let results = (outs VM_AnyRef:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def VM_ConstRefRodataOp : VM_Op<"const.ref.rodata", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a !vm.buffer viewing a vm.rodata segment";
  let arguments = (ins FlatSymbolRefAttr:$rodata);
  let results = (outs VM_Buffer:$result);
  let assemblyFormat = "$rodata attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

def VM_CallOp : VM_Op<"call", [
    CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a vm.func or a vm.import";
  let description = [{
    `%r = vm.call @callee(%a, %b) : (i32, !vm.buffer) -> i32`. The encoder
    emits CALL for a vm.func callee and CALL_IMPORT for a vm.import. Imports
    with variadic arguments are called with vm.call.variadic instead.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<VM_ValueOrRef>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<VM_ValueOrRef>:$results);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::FlatSymbolRefAttr":$callee,
                   "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$operands), [{
      build($_builder, $_state, resultTypes, callee, operands,
            /*arg_attrs=*/nullptr, /*res_attrs=*/nullptr);
    }]>];
  let extraClassDeclaration = [{
    ::mlir::CallInterfaceCallable getCallableForCallee() {
      return getCalleeAttr();
    }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      setCalleeAttr(::llvm::cast<::mlir::FlatSymbolRefAttr>(
          ::llvm::cast<::mlir::SymbolRefAttr>(callee)));
    }
    ::mlir::Operation::operand_range getArgOperands() { return getOperands(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() {
      return getOperandsMutable();
    }
  }];
}

def VM_CallVariadicOp : VM_Op<"call.variadic", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a vm.import that has variadic arguments";
  let description = [{
    `segment_sizes` has one entry per argument of the callee: -1 for a plain
    argument (one operand), N >= 0 for a variadic argument given N values
    (each taking one operand per tuple element). Operands and their types
    are listed flat, in order:

    ```mlir
    vm.import private @native.sum(%base : i32, %values : i32 ...) -> i32
    %r = vm.call.variadic @native.sum(%a, %b, %c, %d)
        {segment_sizes = array<i16: -1, 3>} : (i32, i32, i32, i32) -> i32
    ```

    Encoded as CALL_VARIADIC; the interpreter packs each variadic argument
    as its i32 count followed by its values (docs/vm.md).
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       DenseI16ArrayAttr:$segment_sizes,
                       Variadic<VM_ValueOrRef>:$operands);
  let results = (outs Variadic<VM_ValueOrRef>:$results);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def VM_ReturnOp : VM_Op<"return", [
    Pure, ReturnLike, Terminator,
    ParentOneOf<["::mlir::iree_compiler::IREE::VM::FuncOp",
                 "::mlir::iree_compiler::IREE::VM::InitializerOp"]>]> {
  let summary = "returns from a function or initializer";
  let arguments = (ins Variadic<VM_ValueOrRef>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let hasVerifier = 1;
}

def VM_BranchOp : VM_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "unconditional branch";
  let arguments = (ins Variadic<VM_ValueOrRef>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let hasCanonicalizer = 1;
}

def VM_CondBranchOp : VM_Op<"cond_br", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "branches to `trueDest` if the i32 condition is non-zero";
  let arguments = (ins I32:$condition,
                       Variadic<VM_ValueOrRef>:$trueDestOperands,
                       Variadic<VM_ValueOrRef>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest,
                              AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let hasCanonicalizer = 1;
}

def VM_BranchTableOp : VM_Op<"br_table", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "branches to the case chosen by an i32 index";
  let description = [{
    Case `i` is taken for index `i` in [0, N); any other index takes the
    default. Cases are listed in order:

    ```mlir
    vm.br_table %index {
      default: ^bb1(%a : i32),
      0: ^bb2,
      1: ^bb3(%b : i32)
    }
    ```
  }];
  let arguments = (ins I32:$index,
                       Variadic<VM_ValueOrRef>:$defaultOperands,
                       VariadicOfVariadic<VM_ValueOrRef,
                                          "case_operand_segments">:$caseOperands,
                       DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let assemblyFormat = [{
    $index ` ` `{` custom<BranchTableCases>(
        $defaultDestination, $defaultOperands, type($defaultOperands),
        $caseDestinations, $caseOperands, type($caseOperands))
    `}` attr-dict
  }];
  let hasVerifier = 1;
}

def VM_FailOp : VM_Op<"fail", [Terminator]> {
  let summary = "unwinds with the given status code and message";
  let description = [{
    `vm.fail %status, "message"`; the message is optional (an absent message
    encodes as an empty string).
  }];
  let arguments = (ins I32:$status, OptionalAttr<StrAttr>:$message);
  let assemblyFormat = "$status (`,` $message^)? attr-dict";
}

def VM_CondFailOp : VM_Op<"cond_fail"> {
  let summary = "fails like vm.fail if the i32 condition is non-zero";
  let arguments = (ins I32:$condition, I32:$status,
                       OptionalAttr<StrAttr>:$message);
  let assemblyFormat = "$condition `,` $status (`,` $message^)? attr-dict";
  let hasCanonicalizer = 1;
}

include "compiler/Dialect/VM/IR/VMArithOps.td"
include "compiler/Dialect/VM/IR/VMBufferListOps.td"

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMOPS_TD_
