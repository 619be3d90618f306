//===- VMBase.td - VM dialect, types and type constraints --*- tablegen -*-===//
//
// The `vm` dialect models the host-side register machine described in
// docs/vm.md. Its op set mirrors runtime/src/iree/vm/bytecode/op_table.h one
// to one (plus a few pseudo-ops that canonicalize away), so the bytecode
// encoder can map every op to an opcode by name alone.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_VM_IR_VMBASE_TD_
#define IREE_COMPILER_DIALECT_VM_IR_VMBASE_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def VM_Dialect : Dialect {
  let name = "vm";
  let cppNamespace = "::mlir::iree_compiler::IREE::VM";
  let summary = "The IREE virtual machine: a small register-machine ISA";
  let description = [{
    Ops are non-polymorphic: the op name fixes the operand kinds (i32/f32 in
    one 32-bit register, i64/f64 in a register pair, refs in the ref bank), so
    the interpreter never dispatches on types. See docs/vm.md.
  }];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Module-wide rewrites that are not tied to one op (the DRR patterns of
  // VMPatterns.td) are registered once here.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class VM_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<VM_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def VM_BufferType : VM_Type<"Buffer", "buffer"> {
  let summary = "a reference-counted byte buffer (!vm.buffer)";
}

// The element type of `!vm.list<?>` and the object type of `!vm.ref<?>`: any
// value or ref. It has no spelling of its own; `?` stands for it inside the
// list and ref brackets.
def VM_VariantType : TypeDef<VM_Dialect, "Variant"> {
  let summary = "placeholder for any type, spelled `?` inside list/ref";
  let typeName = "vm.variant";
}

def VM_ListType : VM_Type<"List", "list"> {
  let summary = "a reference-counted list of values or refs (!vm.list<T>)";
  let description = [{
    `T` is one of i32, i64, f32, f64, a ref type (`!vm.buffer`,
    `!vm.list<...>`, `!vm.ref<...>`) or `?` for a heterogeneous list.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def VM_RefType : VM_Type<"Ref", "ref"> {
  let summary = "a reference-counted object owned by another module";
  let description = [{
    `!vm.ref<T>` holds an object whose type some runtime module registers,
    e.g. `!vm.ref<!hal.buffer_view>`. `T` is any type outside the builtin
    value types and the VM's own ref types: a type of a registered dialect
    (such as the hal dialect's `!hal.buffer_view`), or an opaque type of an
    unregistered one under --allow-unregistered-dialect. Its printed form,
    e.g. "!hal.buffer_view", is the runtime type name.
    `!vm.ref<?>` is a ref of any type.
  }];
  let parameters = (ins "::mlir::Type":$objectType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def VM_AnyRef : Type<
    CPred<"::mlir::iree_compiler::IREE::VM::isRefType($_self)">,
    "ref (!vm.buffer, !vm.list or !vm.ref)">;

def VM_Buffer : Type<CPred<"::llvm::isa<::mlir::iree_compiler::IREE::VM::BufferType>($_self)">,
                     "!vm.buffer", "::mlir::iree_compiler::IREE::VM::BufferType">,
                BuildableType<"::mlir::iree_compiler::IREE::VM::BufferType::get($_builder.getContext())">;

// Without a C++ class, so that the declarative formats print the full
// `!vm.list<...>` rather than the dialect-stripped `<...>`.
def VM_AnyList : Type<CPred<"::llvm::isa<::mlir::iree_compiler::IREE::VM::ListType>($_self)">,
                      "!vm.list">;

// A value that fits one or two registers of the 32-bit bank, or a ref: the
// only things a VM function can take, return or keep in a register.
def VM_ValueOrRef : AnyTypeOf<[I32, I64, F32, F64, VM_AnyRef]>;

//===----------------------------------------------------------------------===//
// Op base classes
//===----------------------------------------------------------------------===//

class VM_Op<string mnemonic, list<Trait> traits = []>
    : Op<VM_Dialect, mnemonic, traits>;

// An op whose `fold` forwards to a shared C++ folder declared in
// VMOpFolders.h as `OpFoldResult folder(Operation *, ArrayRef<Attribute>
// [, folderArgs])`. Folders dispatch on the operand attributes, so the i32,
// i64, f32 and f64 forms of an op share one folder. An empty `folder` means
// the op does not fold.
class VM_FoldedOp<string mnemonic, list<Trait> traits, string folder,
                  string folderArgs = "">
    : VM_Op<mnemonic, traits> {
  let hasFolder = !not(!empty(folder));
  let extraClassDefinition = !if(!empty(folder), "", [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return }] # folder # "(*this, adaptor.getOperands()" #
      !if(!empty(folderArgs), "", ", " # folderArgs) # [{);
    }
  }]);
}

#endif  // IREE_COMPILER_DIALECT_VM_IR_VMBASE_TD_
