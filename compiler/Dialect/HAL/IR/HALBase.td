//===- HALBase.td - hal dialect and types ------------------*- tablegen -*-===//
//
// The `hal` dialect models the objects of the runtime HAL module
// (docs/hal_module.md). Each type names one ref type that module registers;
// its printed form (`!hal.buffer_view`) is the runtime type name the VM
// writes into a .vmfb for `!vm.ref<!hal.buffer_view>`, so the mnemonics must
// match the runtime's names exactly.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALBASE_TD_
#define IREE_COMPILER_DIALECT_HAL_IR_HALBASE_TD_

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def HAL_Dialect : Dialect {
  let name = "hal";
  let cppNamespace = "::mlir::iree_compiler::IREE::HAL";
  let summary = "Host-side objects of the hardware abstraction layer";
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

// An opaque, reference-counted runtime object without parameters.
class HAL_ObjectType<string name, string typeMnemonic, string what>
    : TypeDef<HAL_Dialect, name> {
  let mnemonic = typeMnemonic;
  let summary = what;
}

def HAL_AllocatorType : HAL_ObjectType<"Allocator", "allocator",
    "allocates buffers from a device's memory heaps">;
def HAL_BufferType : HAL_ObjectType<"Buffer", "buffer",
    "a range of device memory">;
def HAL_BufferViewType : HAL_ObjectType<"BufferView", "buffer_view",
    "a buffer with an element type, encoding and shape: a tensor">;
def HAL_CommandBufferType : HAL_ObjectType<"CommandBuffer", "command_buffer",
    "a recorded sequence of transfers, dispatches and barriers">;
def HAL_DeviceType : HAL_ObjectType<"Device", "device",
    "a logical device that executes command buffers">;
def HAL_ExecutableType : HAL_ObjectType<"Executable", "executable",
    "a device-specific program loaded on a device">;
def HAL_FenceType : HAL_ObjectType<"Fence", "fence",
    "a set of semaphore timepoints to wait on or signal">;

#endif  // IREE_COMPILER_DIALECT_HAL_IR_HALBASE_TD_
