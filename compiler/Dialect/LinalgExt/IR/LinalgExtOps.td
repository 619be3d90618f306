//===- LinalgExtOps.td - structured ops linalg lacks -------*- tablegen -*-===//
//
// Tensor computations that no linalg op expresses but that dispatches still
// tile and distribute: their writes go where data says (scatter). They
// implement TilingInterface and destination passing like linalg ops, and
// each backend lowers them to loops after bufferization.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_TD_
#define IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_TD_

include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/TilingInterface.td"

def LinalgExt_Dialect : Dialect {
  let name = "linalg_ext";
  let cppNamespace = "::mlir::iree_compiler::IREE::LinalgExt";
  let summary = "Structured tensor ops that linalg lacks";
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

class LinalgExt_Op<string mnemonic, list<Trait> traits = []>
    : Op<LinalgExt_Dialect, mnemonic, traits>;

def LinalgExt_ScatterOp : LinalgExt_Op<"scatter", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DestinationStyleOpInterface,
    SingleBlock,
    DeclareOpInterfaceMethods<TilingInterface, [
        "getLoopIteratorTypes", "getIterationDomain",
        "getTiledImplementation", "getResultTilePosition"]>,
    DeclareOpInterfaceMethods<BufferizableOpInterface, [
        "bufferizesToMemoryRead", "bufferizesToMemoryWrite",
        "getAliasingValues", "bufferize"]>]> {
  let summary = "combines updates into originals at positions read from indices";
  let description = [{
    `indices` is `S0 x ... x Sm-1 x K` integers, each `updates` tensor is
    `S0 x ... x Sm-1 x W0 x ... x Wr-1` and each `originals` tensor (the
    destination) is `O0 x ... x Or-1` with `Wd <= Od`. Update element
    `(s, w)` lands at `p = w + start(s)`, where `start(s)[d]` is the sum of
    the `indices[s, k]` with `dimension_map[k] == d` (0 for other dims), and
    is combined there by the region (block arguments: the current values of
    the originals, then the updates; it yields the new values). Elements
    whose `p` is outside the destination are skipped, and scatter
    positions combine in order, so duplicates accumulate.

    Window dims that no index moves write the same positions whatever the
    indices say: they are the parallel loops that tiling distributes.
    ```mlir
    %r = linalg_ext.scatter dimension_map = [0]
           ins(%updates : tensor<4096x1x128xf32>)
           indices(%indices : tensor<4096x1xi32>)
           outs(%init : tensor<256x128xf32>) {
    ^bb0(%current: f32, %update: f32):
      %sum = arith.addf %current, %update : f32
      linalg_ext.yield %sum : f32
    } -> tensor<256x128xf32>
    ```
    On buffers it has no results, like linalg ops.
  }];
  let arguments = (ins Variadic<AnyShaped>:$updates, AnyShaped:$indices,
                       Variadic<AnyShaped>:$originals,
                       DenseI64ArrayAttr:$dimension_map);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = [{
    `dimension_map` `=` $dimension_map attr-dict
    `ins` `(` $updates `:` type($updates) `)`
    `indices` `(` $indices `:` type($indices) `)`
    `outs` `(` $originals `:` type($originals) `)`
    $combiner (`->` type($results)^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getOriginalsMutable();
    }
    ::mlir::ShapedType getIndicesType() {
      return ::llvm::cast<::mlir::ShapedType>(getIndices().getType());
    }
    ::mlir::ShapedType getUpdateType() {
      return ::llvm::cast<::mlir::ShapedType>(getUpdates().front().getType());
    }
    ::mlir::ShapedType getOriginalType() {
      return ::llvm::cast<::mlir::ShapedType>(getOriginals().front().getType());
    }
    /// Leading update dims that pick the index vector.
    int64_t getBatchRank() { return getIndicesType().getRank() - 1; }
    /// Dims of the destination and of the update window.
    int64_t getWindowRank() { return getOriginalType().getRank(); }
    /// Whether indices move window dim `d` (which then needs bounds checks
    /// and cannot be split among workgroups).
    bool isIndexedDim(int64_t d) {
      return ::llvm::is_contained(getDimensionMap(), d);
    }
  }];
}

def LinalgExt_YieldOp : LinalgExt_Op<"yield", [
    Pure, Terminator, HasParent<"::mlir::iree_compiler::IREE::LinalgExt::ScatterOp">]> {
  let summary = "the combined values of a linalg_ext region";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

#endif // IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_TD_
