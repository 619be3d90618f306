//===- SdyOps.td - permissive sdy (Shardy) dialect ----------*- tablegen -*-===//
//
// JAX exports carry Shardy sharding annotations that a single-device compiler
// drops. This dialect only parses them: `sdy.mesh` ops keep their mesh as text
// and every `#sdy.*` attribute keeps its body as text.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_SDY_IR_SDYOPS_TD_
#define IREE_COMPILER_DIALECT_SDY_IR_SDYOPS_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::mlir::iree_compiler::IREE::Sdy";
  let summary = "Shardy sharding annotations, parsed to be dropped";
  let useDefaultAttributePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

def Sdy_OpaqueAttr : AttrDef<Sdy_Dialect, "Opaque"> {
  let summary = "any #sdy.* attribute, kept as its textual body";
  let attrName = "sdy.opaque";
  let parameters = (ins StringRefParameter<"body after `#sdy.`">:$spec);
}

def Sdy_MeshOp : Op<Sdy_Dialect, "mesh", [Symbol]> {
  let summary = "a named device mesh, kept as text";
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$mesh);
  let hasCustomAssemblyFormat = 1;
}

#endif  // IREE_COMPILER_DIALECT_SDY_IR_SDYOPS_TD_
