//===- TileMatmul.cpp - Matmuls through workgroup memory ------------------===//
//
// A workgroup computes a TM x TN tile of C = A.B in K steps of TK: all
// invocations load the step's TM x TK slice of A and TK x TN slice of B as
// vec4 into workgroup memory, then each multiplies what it needs from there
// into the R x 4Q block of C it keeps in registers (8 x 8 for large tiles;
// smaller blocks let small matmuls have more, smaller tiles). Invocation
// (tx, ty) owns rows (R/2)ty.. and TM/2+(R/2)ty.. and the column quads tx
// (and TN/8+tx when Q = 2): its reads of B are vec4 that a subgroup's
// invocations take from consecutive addresses (no bank conflicts), its reads
// of A are vec4 along K that a subgroup broadcasts. The next step's slices
// are loaded into registers before the current ones are used, hiding global
// latency.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_SELECTKERNELSTRATEGIESPASS
#define GEN_PASS_DEF_TILEMATMULPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// Workgroups that keep a large GPU busy (two per multiprocessor of an H100).
constexpr int64_t kEnoughWorkgroups = 256;

/// Rows of a dynamically sized matmul one workgroup computes: the smallest
/// kernel tile's, so that a small batch still fills its tiles.
constexpr int64_t kDynamicRowTile = 16;

/// Whether |op| is a linalg.matmul or linalg.batch_matmul computing
/// C([b,] m, n) += A([b,] m, k) B([b,] k, n) on f32 (no transposed or
/// broadcast operands), or the partial op of a matmul split along K
/// (iree-flow-split-reduction), C(b, m, n) += A(m, b, k) B(b, k, n) with b
/// the part, as a linalg.generic.
bool isPlainF32Matmul(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp) return false;
  MLIRContext *context = op->getContext();
  if (isa<linalg::GenericOp>(op)) {
    if (linalgOp.getNumLoops() != 4 || linalgOp.getNumReductionLoops() != 1 ||
        !linalg::isaContractionOpInterface(linalgOp) ||
        !llvm::all_of(op->getOperandTypes(), [](Type type) {
          return getElementTypeOrSelf(type).isF32();
        }))
      return false;
    auto d = [&](unsigned i) { return getAffineDimExpr(i, context); };
    auto map = [&](ArrayRef<AffineExpr> results) {
      return AffineMap::get(4, 0, results, context);
    };
    SmallVector<AffineMap> expected = {map({d(1), d(0), d(3)}),
                                       map({d(0), d(3), d(2)}),
                                       map({d(0), d(1), d(2)})};
    return linalgOp.getIndexingMapsArray() == expected;
  }
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op)) return false;
  bool batched = isa<linalg::BatchMatmulOp>(op);
  unsigned loops = batched ? 4 : 3;
  SmallVector<AffineExpr> batch;
  if (batched) batch.push_back(getAffineDimExpr(0, context));
  AffineExpr m = getAffineDimExpr(loops - 3, context);
  AffineExpr n = getAffineDimExpr(loops - 2, context);
  AffineExpr k = getAffineDimExpr(loops - 1, context);
  auto map = [&](AffineExpr row, AffineExpr column) {
    SmallVector<AffineExpr> results(batch);
    results.append({row, column});
    return AffineMap::get(loops, 0, results, context);
  };
  SmallVector<AffineMap> expected = {map(m, k), map(k, n), map(m, n)};
  if (linalgOp.getIndexingMapsArray() != expected) return false;
  return llvm::all_of(op->getOperandTypes(), [](Type type) {
    return getElementTypeOrSelf(type).isF32();
  });
}

/// A kernel tile: the workgroup's TM x TN x TK and each invocation's block
/// of R rows and Q column quads.
struct MatmulTile {
  int64_t tm, tn, tk, r, q;
  int64_t invocations() const { return (tm / r) * (tn / (kQuad * q)); }
  SmallVector<int64_t> asArray() const { return {tm, tn, tk, r, q}; }
};

/// Whether the kernel can compute an M x N x K matmul in |tile|s on |target|.
bool isValidMatmulTile(int64_t m, int64_t n, int64_t k, const MatmulTile &tile,
                       const VulkanTarget &target) {
  auto [tm, tn, tk, r, q] = tile;
  if (r < 2 || r % 2 != 0 || (q != 1 && q != 2) || tm % r != 0 ||
      tn % (kQuad * q) != 0 || tk % kQuad != 0 || m % tm != 0 ||
      n % tn != 0 || k % tk != 0)
    return false;
  int64_t invocations = tile.invocations();
  // Every invocation loads the same number of vec4 of each slice.
  return invocations <= target.maxWorkgroupInvocations &&
         (tm * tk / kQuad) % invocations == 0 &&
         (tk * tn / kQuad) % invocations == 0 &&
         (tm + tn) * tk * 4 <= target.sharedMemoryBytes;
}

/// The kernel tile for |batch| M x N x K matmuls on |target|, or failure
/// when no tile fits. A |requested| [TM, TN, TK] that fits replaces the
/// chosen one.
FailureOr<MatmulTile> chooseMatmulTile(int64_t batch, int64_t m, int64_t n,
                                       int64_t k, const VulkanTarget &target,
                                       ArrayRef<int64_t> requested) {
  // A requested tile that does not fit this matmul leaves it the default.
  if (requested.size() == 3) {
    MatmulTile tile = {requested[0], requested[1], requested[2], 8, 2};
    if (isValidMatmulTile(m, n, k, tile, target)) return tile;
  }
  // Large tiles reuse more of each operand load but leave GPUs idle when
  // there are few: the largest tile that still gives enough workgroups, or
  // the one giving the most. Every tile has 64 invocations or more. Each
  // shape's K step is the deepest that divides K, from the one listed (the
  // 128x128 tile's 32 against 16: 4096^3 on an H200 in 3.55-3.60 against
  // 3.81-3.82 ms; 64x64 tiles are slower at 32).
  static const MatmulTile kShapes[] = {
      {128, 128, 32, 8, 2}, {64, 64, 16, 8, 2}, {32, 32, 16, 4, 1},
      {16, 32, 16, 2, 1}};
  FailureOr<MatmulTile> chosen = failure();
  for (MatmulTile shape : kShapes) {
    for (int64_t step = shape.tk; step >= kQuad; step /= 2) {
      MatmulTile tile = shape;
      tile.tk = step;
      if (!isValidMatmulTile(m, n, k, tile, target)) continue;
      chosen = tile;
      if (batch * (m / tile.tm) * (n / tile.tn) >= kEnoughWorkgroups)
        return chosen;
      break;
    }
  }
  return chosen;
}

/// The linalg.transpose (of the last two dimensions) that is the only writer
/// of |operand|, a temporary the matmul only reads (a transposed operand
/// materialized in the workgroup's tile, as attention's K), or null.
linalg::TransposeOp findTransposedSource(Value operand,
                                         linalg::LinalgOp matmul) {
  if (!operand.getDefiningOp<memref::AllocaOp>()) return {};
  linalg::TransposeOp transpose;
  for (Operation *user : operand.getUsers()) {
    if (user == matmul) continue;
    auto candidate = dyn_cast<linalg::TransposeOp>(user);
    if (transpose || !candidate || candidate.getInit() != operand ||
        !candidate.hasPureBufferSemantics() ||
        candidate->getBlock() != matmul->getBlock() ||
        !candidate->isBeforeInBlock(matmul.getOperation()))
      return {};
    transpose = candidate;
  }
  if (!transpose) return {};
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  int64_t rank = permutation.size();
  for (int64_t d = 0; d < rank - 2; ++d)
    if (permutation[d] != d) return {};
  if (permutation[rank - 2] != rank - 1 || permutation[rank - 1] != rank - 2)
    return {};
  return transpose;
}

/// The elementwise op that is the only writer of |operand|, a temporary the
/// matmul only reads (an operand computed in the workgroup's tile from
/// bindings, as attention's probabilities divided by their row sums), or
/// null. The kernel computes it element by element as it loads the slices.
linalg::GenericOp findPrologue(Value operand, linalg::LinalgOp matmul) {
  if (!operand.getDefiningOp<memref::AllocaOp>()) return {};
  linalg::GenericOp prologue;
  for (Operation *user : operand.getUsers()) {
    if (user == matmul) continue;
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (prologue || !generic || generic.getDpsInits()[0] != operand ||
        !generic.hasPureBufferSemantics() ||
        !isElementwise(generic, cast<MemRefType>(operand.getType()).getRank()) ||
        generic->getBlock() != matmul->getBlock() ||
        !generic->isBeforeInBlock(matmul.getOperation()))
      return {};
    prologue = generic;
  }
  return prologue;
}

/// Emits the kernel for |matmul| (its C a TM x TN view) in place of it.
class MatmulKernel {
public:
  MatmulKernel(linalg::LinalgOp matmul, const MatmulTile &tile)
      : b(matmul.getLoc(), matmul), tm(tile.tm), tn(tile.tn), tk(tile.tk),
        r(tile.r), q(tile.q),
        k(cast<MemRefType>(matmul.getDpsInputs()[0].getType()).getShape().back()),
        invocations(tile.invocations()),
        vec4(VectorType::get({kQuad}, b.getF32Type())) {}

  /// Replaces |matmul| (and |fill|, the constant fill of its C just before
  /// it, if any). With an |epilogue| (C then being a temporary only it
  /// reads), the results go through the epilogue's computation into its
  /// output instead. Failure leaves the IR as it was, but for dead
  /// constants.
  LogicalResult emit(linalg::LinalgOp matmul, linalg::FillOp fill,
                     linalg::GenericOp epilogue) {
    if (epilogue && !fill) return failure();
    // A's rows are its dimension of m: the first of a split matmul's A.
    aRowDim = matmul.getMatchingIndexingMap(matmul.getDpsInputOperand(0))
                  .getResultPosition(
                      getAffineDimExpr(matmul.getNumLoops() - 3, b.getContext()))
                  .value();
    // A may be computed elementwise from bindings as it is loaded: its
    // same-shaped inputs are read as vec4 of aligned views.
    prologue = findPrologue(matmul.getDpsInputs()[0], matmul);
    if (prologue && aRowDim != matmul.getNumLoops() - 3) return failure();
    FailureOr<BindingView> a =
        prologue ? BindingView() : resolveAlignedView(b, matmul.getDpsInputs()[0]);
    if (prologue) {
      for (OpOperand *input : prologue.getDpsInputOperands()) {
        if (!prologue.getMatchingIndexingMap(input).isIdentity()) continue;
        FailureOr<BindingView> view = resolveAlignedView(b, input->get());
        if (failed(view)) return failure();
        prologueViews[input->getOperandNumber()] = *view;
      }
    }
    // B may be the transpose of a binding's view, read element by element.
    linalg::TransposeOp transpose =
        findTransposedSource(matmul.getDpsInputs()[1], matmul);
    bTransposed = static_cast<bool>(transpose);
    FailureOr<BindingView> bv = resolveAlignedView(
        b, transpose ? transpose.getInput() : matmul.getDpsInputs()[1]);
    FailureOr<BindingView> c = resolveAlignedView(
        b, epilogue ? epilogue.getDpsInits()[0] : matmul.getDpsInits()[0]);
    if (failed(a) || failed(bv) || failed(c)) return failure();
    this->a = *a;
    this->bv = *bv;
    unsigned loops = matmul.getNumParallelLoops();
    outputMap =
        epilogue ? getOperandMap(epilogue, matmul.getDpsInits()[0])
                 : AffineMap::getMultiDimIdentityMap(loops, b.getContext());

    Value id = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    int64_t columnsOfInvocations = tn / (kQuad * q);
    tx = arith::RemUIOp::create(b, id, index(columnsOfInvocations));
    ty = arith::DivUIOp::create(b, id, index(columnsOfInvocations));
    this->id = id;
    auto sharedType = [&](int64_t rows, int64_t quads) {
      return MemRefType::get({rows, quads}, vec4, MemRefLayoutAttrInterface(),
                             b.getI64IntegerAttr(kWorkgroupMemorySpace));
    };
    aShared = memref::AllocOp::create(b, sharedType(tm, tk / kQuad));
    bShared = memref::AllocOp::create(b, sharedType(tk, tn / kQuad));

    SmallVector<Value> initial;
    for (int64_t i = 0; i < r; ++i) {
      for (int64_t j = 0; j < q; ++j) {
        if (fill) {
          initial.push_back(
              vector::BroadcastOp::create(b, vec4, fill.getInputs()[0]));
          continue;
        }
        initial.push_back(vector::LoadOp::create(
            b, vec4, c->binding, outputIndices(*c, i, j),
            /*nontemporal=*/false, llvm::MaybeAlign(kQuad * 4)));
      }
    }
    int64_t accumulators = initial.size();
    llvm::append_range(initial, loadSlices(index(0)));

    auto loop = scf::ForOp::create(b, index(0), index(k), index(tk), initial);
    b.setInsertionPointToStart(loop.getBody());
    ValueRange carried = loop.getRegionIterArgs();
    // The previous step's reads of workgroup memory are done before it is
    // overwritten, and its writes are visible before they are read.
    gpu::BarrierOp::create(b);
    storeSlices(carried.drop_front(accumulators));
    gpu::BarrierOp::create(b);
    Value next = arith::MinUIOp::create(
        b, arith::AddIOp::create(b, loop.getInductionVar(), index(tk)),
        index(k - tk));
    SmallVector<Value> prefetched = loadSlices(next);
    SmallVector<Value> acc(carried.take_front(accumulators));
    multiplySlices(acc);
    llvm::append_range(acc, prefetched);
    scf::YieldOp::create(b, acc);

    // The epilogue's operands may be defined after the matmul.
    if (epilogue)
      b.setInsertionPoint(epilogue);
    else
      b.setInsertionPointAfter(loop);
    for (int64_t i = 0; i < r; ++i) {
      for (int64_t j = 0; j < q; ++j) {
        Value result = loop.getResult(q * i + j);
        if (epilogue)
          result = applyEpilogue(epilogue, matmul.getDpsInits()[0], result,
                                 blockRow(i), mul(blockQuad(j), kQuad));
        auto store = vector::StoreOp::create(
            b, result, c->binding, outputIndices(*c, i, j),
            /*nontemporal=*/false, llvm::MaybeAlign(kQuad * 4));
        store->setAttr(kPerInvocationAttr, b.getUnitAttr());
      }
    }
    Value temporary = matmul.getDpsInits()[0];
    Value transposed = matmul.getDpsInputs()[1];
    if (epilogue) epilogue.erase();
    matmul.erase();
    if (fill) fill.erase();
    if (epilogue) temporary.getDefiningOp()->erase();
    if (transpose) {
      transpose.erase();
      transposed.getDefiningOp()->erase();
    }
    if (prologue) {
      Value computed = prologue.getDpsInits()[0];
      prologue.erase();
      computed.getDefiningOp()->erase();
    }
    return success();
  }

private:
  Value index(int64_t value) { return arith::ConstantIndexOp::create(b, value); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(b, x, index(y));
  }

  /// The position in the output's iteration space (the epilogue's, else
  /// the matmul's) of (|row|, |column|) of the tile, whose leading (batch)
  /// dimensions have size 1.
  SmallVector<Value> outputPosition(Value row, Value column) {
    SmallVector<Value> position(outputMap.getNumDims() - 2, index(0));
    position.append({row, column});
    if (outputMap.isIdentity()) return position;
    SmallVector<Value> permuted(position.size());
    for (auto [r, value] : llvm::enumerate(position))
      permuted[outputMap.getDimPosition(r)] = value;
    return permuted;
  }

  /// |epilogue|'s results for the vec4 |values| of |temporary| at (|row|,
  /// |column|..|column| + 3) of the tile.
  Value applyEpilogue(linalg::GenericOp epilogue, Value temporary,
                      Value values, Value row, Value column) {
    SmallVector<Value> results;
    for (int64_t e = 0; e < kQuad; ++e)
      results.push_back(applyEpilogueElement(
          b, epilogue, temporary, vector::ExtractOp::create(b, values, e),
          outputPosition(row, add(column, index(e)))));
    return vector::FromElementsOp::create(b, vec4, results);
  }

  /// Row |i| (0..R-1) of the invocation's block within the tile.
  Value blockRow(int64_t i) {
    int64_t rowsPerHalf = r / 2;
    int64_t half = i < rowsPerHalf ? 0 : tm / 2;
    return add(mul(ty, rowsPerHalf), index(half + i % rowsPerHalf));
  }
  /// Column quad |j| (0..Q-1) of the invocation's block within the tile.
  Value blockQuad(int64_t j) { return add(tx, index(j * tn / (kQuad * q))); }

  /// The indices into |view|'s binding of (|row|, |column|) of the view:
  /// its rows are dimension |rowDim| (default: the one before the last), its
  /// columns the last, its other dimensions have size 1.
  SmallVector<Value> viewIndices(const BindingView &view, Value row,
                                 Value column,
                                 std::optional<unsigned> rowDim = std::nullopt) {
    SmallVector<Value> indices(view.origin);
    unsigned rows = rowDim.value_or(indices.size() - 2);
    indices[rows] = add(indices[rows], row);
    indices.back() = add(indices.back(), column);
    return indices;
  }

  SmallVector<Value> outputIndices(const BindingView &c, int64_t i,
                                   int64_t j) {
    SmallVector<Value> indices;
    for (auto [origin, offset] : llvm::zip_equal(
             c.origin, outputPosition(blockRow(i), mul(blockQuad(j), kQuad))))
      indices.push_back(add(origin, offset));
    return indices;
  }

  /// The (row, quad) of the vec4 an invocation moves in its |slot|-th load of
  /// a slice with |quadsPerRow| vec4 per row.
  std::pair<Value, Value> sliceSlot(int64_t slot, int64_t quadsPerRow) {
    Value linear = add(id, index(slot * invocations));
    return {arith::DivUIOp::create(b, linear, index(quadsPerRow)),
            arith::RemUIOp::create(b, linear, index(quadsPerRow))};
  }

  int64_t aSlots() const { return tm * tk / kQuad / invocations; }
  int64_t bSlots() const { return tk * tn / kQuad / invocations; }

  /// This invocation's vec4 of the A and B slices at K offset |k0|.
  SmallVector<Value> loadSlices(Value k0) {
    SmallVector<Value> values;
    auto load = [&](const BindingView &view, Value row, Value column,
                    std::optional<unsigned> rowDim = std::nullopt) {
      values.push_back(vector::LoadOp::create(
          b, vec4, view.binding, viewIndices(view, row, column, rowDim),
          /*nontemporal=*/false, llvm::MaybeAlign(kQuad * 4)));
    };
    for (int64_t slot = 0; slot < aSlots(); ++slot) {
      auto [row, quad] = sliceSlot(slot, tk / kQuad);
      if (prologue)
        values.push_back(applyPrologue(row, add(k0, mul(quad, kQuad))));
      else
        load(a, row, add(k0, mul(quad, kQuad)), aRowDim);
    }
    for (int64_t slot = 0; slot < bSlots(); ++slot) {
      auto [row, quad] = bSlot(slot);
      if (!bTransposed) {
        load(bv, add(k0, row), mul(quad, kQuad));
        continue;
      }
      // B(k, n..n+3) is source(n..n+3, k): four rows of one column.
      SmallVector<Value> elements;
      for (int64_t e = 0; e < kQuad; ++e)
        elements.push_back(memref::LoadOp::create(
            b, bv.binding,
            viewIndices(bv, add(mul(quad, kQuad), index(e)), add(k0, row))));
      values.push_back(vector::FromElementsOp::create(b, vec4, elements));
    }
    return values;
  }

  /// The vec4 of A at (|row|, |column|..|column| + 3) of the tile, computed
  /// by the prologue: its same-shaped inputs loaded as vec4, the others
  /// (broadcast) element by element.
  Value applyPrologue(Value row, Value column) {
    unsigned rank = prologue.getNumLoops();
    SmallVector<Value> vectors(prologue->getNumOperands());
    for (auto [number, view] : prologueViews)
      vectors[number] = vector::LoadOp::create(
          b, vec4, view.binding, viewIndices(view, row, column),
          /*nontemporal=*/false, llvm::MaybeAlign(kQuad * 4));
    Block *body = prologue.getBody();
    SmallVector<Value> results;
    for (int64_t e = 0; e < kQuad; ++e) {
      SmallVector<Value> ivs(rank - 2, index(0));
      ivs.append({row, add(column, index(e))});
      IRMapping mapping;
      for (OpOperand *input : prologue.getDpsInputOperands()) {
        unsigned number = input->getOperandNumber();
        Value element =
            vectors[number]
                ? vector::ExtractOp::create(b, vectors[number], e).getResult()
                : memref::LoadOp::create(
                      b, input->get(),
                      getBroadcastIndices(b, b.getLoc(),
                                          prologue.getMatchingIndexingMap(input),
                                          ivs))
                      .getResult();
        mapping.map(body->getArgument(number), element);
      }
      for (Operation &op : body->without_terminator()) {
        if (auto indexOp = dyn_cast<linalg::IndexOp>(op)) {
          mapping.map(indexOp.getResult(), ivs[indexOp.getDim()]);
          continue;
        }
        b.clone(op, mapping);
      }
      results.push_back(mapping.lookup(body->getTerminator()->getOperand(0)));
    }
    return vector::FromElementsOp::create(b, vec4, results);
  }

  /// The (k, column quad) of the vec4 of the B slice an invocation moves in
  /// its |slot|-th load: quads fastest when B's rows are contiguous, k
  /// fastest when it is read from a transposed source (so that a subgroup's
  /// loads are consecutive either way).
  std::pair<Value, Value> bSlot(int64_t slot) {
    if (!bTransposed) return sliceSlot(slot, tn / kQuad);
    Value linear = add(id, index(slot * invocations));
    return {arith::RemUIOp::create(b, linear, index(tk)),
            arith::DivUIOp::create(b, linear, index(tk))};
  }

  /// Stores what loadSlices loaded into workgroup memory.
  void storeSlices(ValueRange values) {
    for (int64_t slot = 0; slot < aSlots(); ++slot) {
      auto [row, quad] = sliceSlot(slot, tk / kQuad);
      memref::StoreOp::create(b, values[slot], aShared, ValueRange{row, quad});
    }
    for (int64_t slot = 0; slot < bSlots(); ++slot) {
      auto [row, quad] = bSlot(slot);
      memref::StoreOp::create(b, values[aSlots() + slot], bShared,
                              ValueRange{row, quad});
    }
  }

  /// acc[Qi + j] += A(row i, step) * B(step, quad j) over the step's K.
  void multiplySlices(SmallVector<Value> &acc) {
    SmallVector<Value> quads;
    for (int64_t j = 0; j < q; ++j) quads.push_back(blockQuad(j));
    for (int64_t kq = 0; kq < tk / kQuad; ++kq) {
      SmallVector<Value> aValues;
      for (int64_t i = 0; i < r; ++i)
        aValues.push_back(memref::LoadOp::create(
            b, aShared, ValueRange{blockRow(i), index(kq)}));
      for (int64_t kk = 0; kk < kQuad; ++kk) {
        Value kRow = index(kq * kQuad + kk);
        SmallVector<Value> bValues(q);
        for (int64_t j = 0; j < q; ++j)
          bValues[j] = memref::LoadOp::create(b, bShared,
                                              ValueRange{kRow, quads[j]});
        for (int64_t i = 0; i < r; ++i) {
          Value scalar = vector::ExtractOp::create(b, aValues[i], kk);
          Value splat = vector::BroadcastOp::create(b, vec4, scalar);
          for (int64_t j = 0; j < q; ++j)
            acc[q * i + j] =
                vector::FMAOp::create(b, splat, bValues[j], acc[q * i + j]);
        }
      }
    }
  }

  ImplicitLocOpBuilder b;
  int64_t tm, tn, tk, r, q, k, invocations;
  VectorType vec4;
  BindingView a, bv;
  /// A's dimension of rows (m).
  unsigned aRowDim = 0;
  /// The map from the output's iteration space to the matmul's output
  /// dimensions (a permutation keeping the innermost).
  AffineMap outputMap;
  /// The elementwise op computing A, if any, and the views of its inputs
  /// that have A's shape (by operand number).
  linalg::GenericOp prologue;
  llvm::SmallDenseMap<unsigned, BindingView> prologueViews;
  /// Whether bv is the transposed source of B.
  bool bTransposed = false;
  Value id, tx, ty, aShared, bShared;
};

struct TileMatmulPass : impl::TileMatmulPassBase<TileMatmulPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      auto tile = func->getAttrOfType<DenseI64ArrayAttr>(kMatmulTileAttr);
      if (!tile || tile.size() != 5) continue;
      MatmulTile kernelTile = {tile[0], tile[1], tile[2], tile[3], tile[4]};
      SmallVector<linalg::LinalgOp> matmuls;
      func.walk([&](linalg::LinalgOp op) {
        if (isPlainF32Matmul(op)) matmuls.push_back(op);
      });
      for (linalg::LinalgOp matmul : matmuls) {
        // A tile of C (of one batch), K a multiple of the step.
        ArrayRef<int64_t> output =
            cast<MemRefType>(matmul.getDpsInits()[0].getType()).getShape();
        int64_t k = cast<MemRefType>(matmul.getDpsInputs()[0].getType())
                        .getShape()
                        .back();
        if (!matmul.hasPureBufferSemantics() ||
            output.take_back(2) != tile.asArrayRef().take_front(2) ||
            llvm::any_of(output.drop_back(2),
                         [](int64_t size) { return size != 1; }) ||
            k % tile[2] != 0)
          continue;
        linalg::FillOp fill = findInitFill(matmul);
        linalg::GenericOp epilogue = findEpilogue(matmul.getDpsInits()[0], matmul,
                                                  fill, /*permuted=*/true);
        (void)MatmulKernel(matmul, kernelTile).emit(matmul, fill, epilogue);
      }
    }
  }
};

struct SelectKernelStrategiesPass
    : impl::SelectKernelStrategiesPassBase<SelectKernelStrategiesPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<VulkanTarget> resolved = getVulkanTarget(target);
    if (failed(resolved)) {
      emitError(getOperation().getLoc(), "unknown Vulkan target '")
          << target << "'; available: "
          << llvm::join(getVulkanTargetNames(), ", ");
      return signalPassFailure();
    }
    for (auto func : getOperation().getOps<func::FuncOp>())
      selectStrategy(func, *resolved);
  }

  void selectStrategy(func::FuncOp func, const VulkanTarget &target) {
    Builder b(func.getContext());
    Operation *root = Codegen::findDispatchRoot(func).getOperation();
    if (selectCooperativeMatmulStrategy(func, root, target,
                                        cooperativeMatmulTile))
      return;
    Operation *matmul =
        findKernelOp(root, isPlainF32Matmul, /*permutedEpilogue=*/true);
    auto linalgMatmul = dyn_cast_or_null<linalg::LinalgOp>(matmul);
    if (!linalgMatmul || !linalgMatmul.hasPureTensorSemantics()) {
      // A scatter's workgroup walks all its positions (in chunks, with the
      // producer of its updates): the most invocations share each chunk.
      if (isa_and_nonnull<IREE::LinalgExt::ScatterOp>(root))
        func->setAttr(kWorkgroupSizeAttr,
                      b.getI64IntegerAttr(target.maxWorkgroupInvocations));
      else
        selectConvolutionStrategy(func, root, target, convolutionTile);
      return;
    }
    // [batch,] M, N, K.
    SmallVector<int64_t> ranges = linalgMatmul.getStaticLoopRanges();
    int64_t mIndex = ranges.size() - 3;
    // A dynamic M (a batch of rows) takes tiles of kDynamicRowTile rows,
    // each full one a static matmul the kernel computes (DynamicTiles.h).
    bool dynamicRows = ShapedType::isDynamic(ranges[mIndex]);
    if (dynamicRows) ranges[mIndex] = kDynamicRowTile;
    if (llvm::any_of(ranges, ShapedType::isDynamic)) return;
    int64_t batch = ranges.size() == 4 ? ranges.front() : 1;
    ArrayRef<int64_t> mnk = ArrayRef<int64_t>(ranges).take_back(3);
    FailureOr<MatmulTile> tile =
        chooseMatmulTile(batch, mnk[0], mnk[1], mnk[2], target,
                         dynamicRows ? ArrayRef<int64_t>() : matmulTile);
    if (failed(tile)) return;
    SmallVector<int64_t> outputTile(ranges.size() - 3, 1);
    outputTile.append({tile->tm, tile->tn});
    setKernelRootTile(root, matmul, outputTile);
    func->setAttr(kMatmulTileAttr, b.getDenseI64ArrayAttr(tile->asArray()));
    func->setAttr(kWorkgroupSizeAttr,
                  b.getI64IntegerAttr(tile->invocations()));
  }
};

} // namespace

} // namespace mlir::iree_compiler::SPIRV
