//===- StreamBase.td - stream dialect and types ------------*- tablegen -*-===//
//
// The `stream` dialect schedules a host program's device work between flow
// and hal (docs/scheduling.md): resources are bytes with a lifetime and a
// size carried as an SSA value, timepoints order work on a device's
// timeline, execution regions are what gets submitted.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STREAM_IR_STREAMBASE_TD_
#define IREE_COMPILER_DIALECT_STREAM_IR_STREAMBASE_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def Stream_Dialect : Dialect {
  let name = "stream";
  let cppNamespace = "::mlir::iree_compiler::IREE::Stream";
  let summary = "Device work scheduled over resources and timepoints";
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

def Stream_Lifetime : I32EnumAttr<"Lifetime", "resource lifetime", [
    I32EnumAttrCase<"Unknown", 0, "*">,
    I32EnumAttrCase<"External", 1, "external">,
    I32EnumAttrCase<"Transient", 2, "transient">,
    I32EnumAttrCase<"Constant", 3, "constant">,
    I32EnumAttrCase<"Staging", 4, "staging">]> {
  let cppNamespace = "::mlir::iree_compiler::IREE::Stream";
  let genSpecializedAttr = 0;
}

def Stream_ResourceAccess : I32EnumAttr<"ResourceAccess", "how a command uses a range", [
    I32EnumAttrCase<"Read", 1, "ro">,
    I32EnumAttrCase<"Write", 2, "wo">,
    I32EnumAttrCase<"ReadWrite", 3, "rw">]> {
  let cppNamespace = "::mlir::iree_compiler::IREE::Stream";
  let genSpecializedAttr = 0;
}

def Stream_ResourceType : TypeDef<Stream_Dialect, "Resource"> {
  let mnemonic = "resource";
  let summary = "bytes on a device, with a lifetime";
  let description = [{
    `!stream.resource<transient>`: `external` crosses the module boundary,
    `transient` lives within a call, `constant` as long as the module,
    `staging` is readable by the host, `*` is not decided yet. The byte size
    is not part of the type: every op that defines or uses a resource
    carries it as an `index` operand.
  }];
  let parameters = (ins "Lifetime":$lifetime);
  let hasCustomAssemblyFormat = 1;
}

def Stream_TimepointType : TypeDef<Stream_Dialect, "Timepoint"> {
  let mnemonic = "timepoint";
  let summary = "a point on a device's timeline";
  let description = [{
    Reached when the work it follows is done; lowers to a `!hal.fence`.
  }];
}

#endif  // IREE_COMPILER_DIALECT_STREAM_IR_STREAMBASE_TD_
