//===- DynamicTiles.h - Workgroup tiles of dynamically sized loops -*- C++ -*-===//
//
// A dispatch of dynamic size gets its workgroup count from the host (an
// affine map of its push constants) and a static copy of each tile's code
// for the tiles that are full, so all but the last run the static kernels.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_CODEGEN_COMMON_DYNAMICTILES_H_
#define IREE_COMPILER_CODEGEN_COMMON_DYNAMICTILES_H_

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AffineExpr.h"

namespace mlir::iree_compiler::Codegen {

/// |value| as an affine expression of |func|'s push constants (its i32
/// arguments after the bindings; symbol i is constant i, zero-extended),
/// followed through the views and casts a binding's size takes from them;
/// nullopt when the host cannot compute it that way.
std::optional<AffineExpr> getPushConstantExpr(Value value, func::FuncOp func);

/// The number of push constants |func| takes.
unsigned getPushConstantCount(func::FuncOp func);

/// Runs the body of |forall| (one workgroup's tile) in two versions: one
/// where every `affine.min` tile size that can reach a constant is that
/// constant (a full tile, whose shapes canonicalization then makes static),
/// and for the partial last tiles a loop over their rows, each row a copy
/// with one row (static shapes too), or, where the tile has several dynamic
/// sizes, the original code.
void versionFullTiles(scf::ForallOp forall);

/// Replaces each `memref.dim` of a `memref.reinterpret_cast` (a dynamic
/// binding's view, a bounded temporary) or of a subview that keeps the rank
/// under |root| by that view's size: the loop bounds of dynamically sized
/// tiles, for backends whose buffers carry no shape (the VM's, SPIR-V's).
void foldDimsOfSizedViews(Operation *root);

} // namespace mlir::iree_compiler::Codegen

#endif // IREE_COMPILER_CODEGEN_COMMON_DYNAMICTILES_H_
