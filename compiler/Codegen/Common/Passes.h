//===- Passes.h - Code generation shared by backends ------------*- C++ -*-===//
//
// What more than one backend uses (Passes.td): workgroup distribution (every
// HAL target's configure step), bufferization of dispatch functions, math
// expansions, and the attributes through which backends and these passes
// talk.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_COMMON_PASSES_H_
#define IREE_COMPILER_CODEGEN_COMMON_PASSES_H_

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Pass/Pass.h"

namespace mlir::iree_compiler::Codegen {

#define GEN_PASS_DECL
#include "compiler/Codegen/Common/Passes.h.inc"

/// The attribute DistributeToWorkgroupsPass sets on each function.
constexpr StringLiteral kWorkgroupCountAttr = "iree.workgroup_count";
/// A dynamically sized dispatch's grid: an affine map of its push constants
/// (symbol i is constant i), replacing kWorkgroupCountAttr.
constexpr StringLiteral kWorkgroupCountMapAttr = "iree.workgroup_count_map";

/// Tile sizes (one per loop, 0 = untiled) a backend sets on a dispatch's
/// root op so that DistributeToWorkgroupsPass uses them instead of its own.
constexpr StringLiteral kWorkgroupTileSizesAttr = "iree.workgroup_tile_sizes";

/// Bytes of local memory a dispatch function takes (as a `memref<Nxi8>`
/// argument just before the workgroup id) for temporaries too large for the
/// stack; the runtime gives each worker that much (executable_library.h).
constexpr StringLiteral kLocalMemoryBytesAttr = "iree.local_memory_bytes";
/// Alignment of each temporary within local memory (the runtime aligns the
/// base to as much).
constexpr int64_t kLocalMemoryAlignment = 64;

/// The op whose result |func| stores, when it has exactly one store.
TilingInterface findDispatchRoot(func::FuncOp func);

/// Checks that |func| ends with the three index workgroup id arguments
/// BufferizeDispatchPass gives dispatch functions; emits an error if not.
LogicalResult verifyWorkgroupIdArguments(func::FuncOp func);

void registerCommonPasses();

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_PASSES_H_
