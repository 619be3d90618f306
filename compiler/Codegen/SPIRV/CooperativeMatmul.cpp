//===- CooperativeMatmul.cpp - f16 and i8 matmuls on cooperative matrices -===//
//
// On targets with cooperative matrices (VK_KHR_cooperative_matrix: the
// tensor cores of NVIDIA GPUs), an f16 (or i8) matmul's workgroup computes a
// TM x TN tile of C with a grid of subgroups (2 x 2, or 2 x 4 and 4 x 2 for
// 128 x 256 and 256 x 128 tiles), each owning FM x FN fragments of 16 x 16
// that it accumulates in f32 (more precise than the f16 result type, as XLA
// does; i32 for i8, signed); subgroups are 32 invocations (the runtime
// refuses devices with other subgroup sizes). Each
// subgroup multiplies its FM fragments of A and FN of B into its
// accumulators every K step of 16 (32 for i8).
//
// Large tiles stage TK-deep slices of A (TM x TK) and B (TK x TN) in
// workgroup memory, rows padded against bank conflicts: every invocation
// copies its share of a slice in 16-byte quads (so the bindings are read
// with wide, coalesced loads rather than through fragment layouts) between
// two barriers, loads its share of the next slice into registers, and the
// subgroups multiply the current slice's fragments, read from workgroup
// memory (i8 tiles always stage). Smaller f16 tiles load their fragments
// straight from the bindings, one K step ahead. Either way the accumulators
// then go through
// workgroup memory (the slices' buffer, reused), one fragment row of each
// subgroup at a time, where every invocation converts a quad of them to C's
// type and applies an elementwise epilogue (bias, activation) on the way to
// the output. The workgroup memory is one array of quads of i32: the
// cooperative-matrix loads and stores address it in quads whatever their
// element type.
//
// A module holding such a kernel declares what it needs (getModuleTargetEnv):
// SPIR-V 1.6 with the Float16, StorageBuffer16BitAccess and
// CooperativeMatrixKHR capabilities, and Int8 for i8 fragments. Its staged
// operands' bindings are arrays of quads, its other f16 bindings arrays of
// f16 rather than packed words (LowerToSPIRV.cpp), and its f16 conversions
// instructions.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_COOPERATIVEMATMULPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// The M and N side of a fragment, and its K side in bytes of the operands:
/// 16 x 16 x 16 f16 products into f32 and 16 x 16 x 32 i8 products into i32
/// (shapes NVIDIA's implementations offer; other devices may lack them).
constexpr int64_t kFragment = 16;
constexpr int64_t kFragmentDepthBytes = 32;
/// Invocations per subgroup (selection requires it of the target).
constexpr int64_t kSubgroupSize = 32;
/// Bytes per quad of workgroup memory, which is also each staged row's
/// padding.
constexpr int64_t kQuadBytes = 16;
/// Tiles of at least this many elements stage their operands by default (i8
/// operands always do), in slices this many bytes deep (f16 4096^3 on an
/// H200: 0.58-0.62 ms; 64 elements deep 0.87, two buffers of 32 alternating
/// by a computed offset 1.02, fragments loaded from the bindings 1.97).
constexpr int64_t kStagedTileElements = 128 * 128;
constexpr int64_t kDefaultSliceBytes = 64;
constexpr int64_t kDefaultStages = 1;
/// Workgroups that keep a large GPU busy (two per multiprocessor of an H100).
constexpr int64_t kEnoughWorkgroups = 256;

/// A workgroup tile: TM x TN of C, each subgroup FM x FN fragments; operand
/// slices TK deep staged in workgroup memory (TK = 0: the fragments are
/// loaded from the bindings); operands of |bytes| each (not part of the
/// function attribute: the matmul's).
struct CooperativeTile {
  int64_t tm, tn, fm, fn, tk, stages;
  int64_t bytes = 2;

  /// Subgroups along M and along N, and invocations of the workgroup.
  int64_t gridM() const { return tm / (fm * kFragment); }
  int64_t gridN() const { return tn / (fn * kFragment); }
  int64_t invocations() const { return gridM() * gridN() * kSubgroupSize; }
  /// Operand elements per quad and per fragment along K.
  int64_t perQuad() const { return kQuadBytes / bytes; }
  int64_t fk() const { return kFragmentDepthBytes / bytes; }
  /// Quads of one staged slice of A, of B, and of the accumulators' staging
  /// (a fragment row of every grid row: gridM x 16 rows of the tile in 32-bit
  /// elements).
  int64_t aPitch() const { return (tk * bytes + kQuadBytes) / kQuadBytes; }
  int64_t bPitch() const { return (tn * bytes + kQuadBytes) / kQuadBytes; }
  int64_t sliceQuads() const { return tm * aPitch() + tk * bPitch(); }
  int64_t stagingQuads() const { return gridM() * kFragment * tn / 4; }
  int64_t sharedQuads() const {
    return std::max(stagingQuads(), tk ? stages * sliceQuads() : 0);
  }
};

/// Whether |op| is a 2-D linalg.matmul of f16 operands into f16 or f32, or
/// of i8 operands into i32, with plain (not transposed or broadcast)
/// indexing.
bool isCooperativeMatmul(Operation *op) {
  auto matmul = dyn_cast_or_null<linalg::MatmulOp>(op);
  if (!matmul) return false;
  MLIRContext *context = op->getContext();
  AffineExpr m = getAffineDimExpr(0, context), n = getAffineDimExpr(1, context),
             k = getAffineDimExpr(2, context);
  auto map = [&](AffineExpr row, AffineExpr column) {
    return AffineMap::get(3, 0, {row, column}, context);
  };
  SmallVector<AffineMap> plain = {map(m, k), map(k, n), map(m, n)};
  Type a = getElementTypeOrSelf(matmul.getDpsInputs()[0].getType());
  Type b = getElementTypeOrSelf(matmul.getDpsInputs()[1].getType());
  Type c = getElementTypeOrSelf(matmul.getDpsInits()[0].getType());
  if (matmul.getIndexingMapsArray() != plain || a != b) return false;
  // Integer fragments are signed: unsigned matmuls take the generic path.
  return (a.isF16() && (c.isF16() || c.isF32())) ||
         (a.isInteger(8) && c.isInteger(32) &&
          matmul.getCast() == linalg::TypeFn::cast_signed);
}

/// Bytes per operand element of a matmul isCooperativeMatmul accepts.
int64_t getOperandBytes(linalg::MatmulOp matmul) {
  return getElementTypeOrSelf(matmul.getDpsInputs()[0].getType())
             .getIntOrFloatBitWidth() /
         8;
}

/// The largest tile for an M x N x K matmul that still gives enough
/// workgroups (else the one giving the most), or failure when none divides
/// it or its workgroup memory exceeds the target's. Operands the dispatch
/// also reads elsewhere (not |exclusive|) stay bindings of elements, so they
/// are not staged (which reads them as quads). A |requested| [TM, TN],
/// [TM, TN, TK] or [TM, TN, TK, STAGES] that fits replaces the choice (TK 0
/// for loads from the bindings, else two or four fragments deep; 1 or 2
/// slice buffers).
FailureOr<CooperativeTile>
chooseCooperativeTile(int64_t m, int64_t n, int64_t k, int64_t bytes,
                      bool exclusive, const VulkanTarget &target,
                      ArrayRef<int64_t> requested) {
  // The default choice is the first of the first four that gives enough
  // workgroups; 8-subgroup tiles are taken only when requested.
  static const CooperativeTile kTiles[] = {
      {128, 128, 4, 4, 0, 0}, {64, 128, 2, 4, 0, 0}, {64, 64, 2, 2, 0, 0},
      {32, 32, 1, 1, 0, 0},   {128, 256, 4, 4, 0, 0}, {256, 128, 4, 4, 0, 0}};
  constexpr int64_t kDefaultTiles = 4;
  int64_t fk = kFragmentDepthBytes / bytes;
  if (m <= 0 || n <= 0 || k < fk || k % fk != 0) return failure();
  auto fits = [&](const CooperativeTile &tile) {
    // i8 fragments are only loaded from workgroup memory (the bindings are
    // quads); each invocation copies whole quads of a staged slice of two or
    // four fragments' depth.
    if (tile.tk < 0 ||
        (tile.tk ? !exclusive || k % (tile.stages * tile.tk) != 0 ||
                       tile.tk % (2 * fk) != 0 || tile.tk > 4 * fk ||
                       tile.stages < 1 || tile.stages > 2 ||
                       (tile.tm * tile.tk / tile.perQuad()) %
                               tile.invocations() !=
                           0 ||
                       (tile.tk * tile.tn / tile.perQuad()) %
                               tile.invocations() !=
                           0
                 : bytes == 1))
      return false;
    return m % tile.tm == 0 && n % tile.tn == 0 &&
           tile.sharedQuads() * 16 <= target.sharedMemoryBytes &&
           tile.invocations() <= target.maxWorkgroupInvocations;
  };
  auto withStaging = [&](CooperativeTile tile) {
    tile.bytes = bytes;
    if (tile.tm * tile.tn < kStagedTileElements && bytes != 1) return tile;
    CooperativeTile staged = tile;
    staged.tk = kDefaultSliceBytes / bytes;
    staged.stages = kDefaultStages;
    if (fits(staged)) return staged;
    staged.stages = 1;
    return fits(staged) ? staged : tile;
  };
  for (CooperativeTile tile : kTiles) {
    if (requested.size() < 2 || requested.size() > 4 ||
        requested[0] != tile.tm || requested[1] != tile.tn)
      continue;
    tile = withStaging(tile);
    if (requested.size() >= 3) {
      tile.tk = requested[2];
      tile.stages = requested.size() == 4 ? requested[3] : 1;
    }
    if (fits(tile)) return tile;
  }
  FailureOr<CooperativeTile> chosen = failure();
  for (CooperativeTile tile : ArrayRef(kTiles).take_front(kDefaultTiles)) {
    tile = withStaging(tile);
    if (!fits(tile)) continue;
    chosen = tile;
    if ((m / tile.tm) * (n / tile.tn) >= kEnoughWorkgroups) break;
  }
  return chosen;
}

/// Emits the kernel for |matmul| (its C a TM x TN view of a binding, or a
/// temporary |epilogue| reads) in place of it, |fill| and |epilogue|.
class CooperativeMatmulKernel {
public:
  CooperativeMatmulKernel(linalg::MatmulOp matmul, const CooperativeTile &tile)
      : b(matmul.getLoc(), matmul), tile(tile) {}

  LogicalResult emit(linalg::MatmulOp matmul, linalg::FillOp fill,
                     linalg::GenericOp epilogue) {
    Value temporary = matmul.getDpsInits()[0];
    FailureOr<BindingView> a = resolveAlignedView(b, matmul.getDpsInputs()[0]);
    FailureOr<BindingView> bv = resolveAlignedView(b, matmul.getDpsInputs()[1]);
    FailureOr<BindingView> c = resolveAlignedView(
        b, epilogue ? epilogue.getDpsInits()[0] : temporary);
    if (failed(a) || failed(bv) || failed(c)) return failure();
    int64_t k =
        cast<MemRefType>(matmul.getDpsInputs()[0].getType()).getDimSize(1);
    MLIRContext *context = b.getContext();
    operandType = getElementTypeOrSelf(matmul.getDpsInputs()[0].getType());
    // f32 accumulators for f16 operands, i32 for i8.
    Type accumulatorType =
        isa<FloatType>(operandType) ? Type(b.getF32Type()) : b.getI32Type();
    auto fragment = [&](int64_t rows, int64_t columns, Type element,
                        StringRef use) {
      return gpu::MMAMatrixType::get({rows, columns}, element, use);
    };
    // The bindings' row strides, in elements.
    aStride = cast<MemRefType>(a->binding.getType()).getDimSize(1);
    bStride = cast<MemRefType>(bv->binding.getType()).getDimSize(1);
    // Integer fragments carry their signedness (linalg's i8 is signed).
    Type fragmentType = operandType;
    if (operandType.isInteger(8))
      fragmentType = IntegerType::get(context, 8, IntegerType::Signed);
    aFragment = fragment(kFragment, tile.fk(), fragmentType, "AOp");
    bFragment = fragment(tile.fk(), kFragment, fragmentType, "BOp");
    cFragment = fragment(kFragment, kFragment, accumulatorType, "COp");
    quad = VectorType::get({4}, b.getI32Type());
    shared = memref::AllocOp::create(
        b, MemRefType::get({tile.sharedQuads()}, quad,
                           MemRefLayoutAttrInterface(),
                           b.getI64IntegerAttr(kWorkgroupMemorySpace)));

    // The subgroup's block of FM x FN fragments within the tile.
    Value subgroup = gpu::SubgroupIdOp::create(b, /*upper_bound=*/nullptr);
    Value blockRow =
        mul(arith::DivUIOp::create(b, subgroup, index(tile.gridN())),
            tile.fm * kFragment);
    Value blockColumn =
        mul(arith::RemUIOp::create(b, subgroup, index(tile.gridN())),
            tile.fn * kFragment);

    Value initial = fill.getInputs()[0];
    if (initial.getType() != accumulatorType)
      initial = isa<FloatType>(accumulatorType)
                    ? Value(arith::ExtFOp::create(b, accumulatorType, initial))
                    : Value(arith::ExtSIOp::create(b, accumulatorType, initial));
    Value initialAccumulator =
        gpu::SubgroupMmaConstantMatrixOp::create(b, cFragment, initial);
    scf::ForOp loop =
        tile.tk ? emitStagedLoop(initialAccumulator, *a, *bv, k, blockRow,
                                 blockColumn)
                : emitDirectLoop(initialAccumulator, *a, *bv, k, blockRow,
                                 blockColumn);

    // The accumulators leave through workgroup memory one fragment row of
    // every subgroup at a time (FM rounds of gridM x 16 rows of the tile), once
    // every subgroup is done with the staged slices there: the subgroups
    // store theirs (not shared, so not guarded by invocation distribution),
    // then a parallel nest over quads of the staged rows converts and stores
    // them, which invocation distribution shares between barriers.
    b.setInsertionPointAfter(loop);
    if (tile.tk) gpu::BarrierOp::create(b);
    int64_t stagedRows = tile.gridM() * kFragment;
    int64_t stagedPitch = tile.tn / 4;
    Value subgroupRow =
        arith::DivUIOp::create(b, subgroup, index(tile.gridN()));
    // The epilogue's operands may be defined after the matmul.
    if (epilogue) b.setInsertionPoint(epilogue);
    Type resultType = getElementTypeOrSelf(temporary.getType());
    AffineMap outputMap = epilogue
                              ? getOperandMap(epilogue, temporary)
                              : AffineMap::getMultiDimIdentityMap(2, context);
    for (int64_t round = 0; round < tile.fm; ++round) {
      for (int64_t j = 0; j < tile.fn; ++j) {
        Value column = add(blockColumn, index(j * kFragment));
        auto store = gpu::SubgroupMmaStoreMatrixOp::create(
            b, loop.getResult(round * tile.fn + j), shared,
            ValueRange{add(mul(subgroupRow, kFragment * stagedPitch),
                           arith::DivUIOp::create(b, column, index(4)))},
            b.getIndexAttr(stagedPitch), /*transpose=*/nullptr);
        store->setAttr(kPerInvocationAttr, b.getUnitAttr());
      }
      scf::ParallelOp::create(
          b, b.getLoc(), ValueRange{index(0), index(0)},
          ValueRange{index(stagedRows), index(stagedPitch)},
          ValueRange{index(1), index(1)},
          [&](OpBuilder &nested, Location loc, ValueRange ivs) {
            ImplicitLocOpBuilder body(loc, nested);
            auto constant = [&](int64_t v) {
              return arith::ConstantIndexOp::create(body, v);
            };
            Value words = memref::LoadOp::create(
                body, shared,
                ValueRange{arith::AddIOp::create(
                    body,
                    arith::MulIOp::create(body, ivs[0], constant(stagedPitch)),
                    ivs[1])});
            // Staged row r is row r % 16 of fragment row |round| of the
            // subgroups in grid row r / 16.
            Value row = arith::AddIOp::create(
                body,
                arith::MulIOp::create(
                    body,
                    arith::DivUIOp::create(body, ivs[0], constant(kFragment)),
                    constant(tile.fm * kFragment)),
                arith::AddIOp::create(
                    body,
                    arith::RemUIOp::create(body, ivs[0], constant(kFragment)),
                    constant(round * kFragment)));
            for (int64_t e = 0; e < 4; ++e) {
              Value value = vector::ExtractOp::create(body, words, e);
              if (accumulatorType != value.getType())
                value = arith::BitcastOp::create(body, accumulatorType, value);
              if (resultType != accumulatorType)
                value = arith::TruncFOp::create(body, resultType, value);
              Value tileIvs[] = {
                  row, arith::AddIOp::create(
                           body,
                           arith::MulIOp::create(body, ivs[1], constant(4)),
                           constant(e))};
              SmallVector<Value> position(2);
              for (unsigned d = 0; d < 2; ++d)
                position[outputMap.getDimPosition(d)] = tileIvs[d];
              if (epilogue)
                value = applyEpilogueElement(body, epilogue, temporary, value,
                                             position);
              SmallVector<Value> indices;
              for (auto [origin, offset] : llvm::zip_equal(c->origin, position))
                indices.push_back(arith::AddIOp::create(body, origin, offset));
              memref::StoreOp::create(body, value, c->binding, indices);
            }
            scf::ReduceOp::create(body, loc);
          });
    }
    if (epilogue) epilogue.erase();
    matmul.erase();
    fill.erase();
    if (epilogue) temporary.getDefiningOp()->erase();
    return success();
  }

private:
  /// The fragments of A (FM) and B (FN) of the subgroup's block at K step
  /// |step|, loaded from the bindings.
  SmallVector<Value> loadFragments(const BindingView &a, const BindingView &bv,
                                   Value step, Value blockRow,
                                   Value blockColumn) {
    SmallVector<Value> fragments;
    for (int64_t i = 0; i < tile.fm; ++i)
      fragments.push_back(loadFragment(
          aFragment, a.binding,
          ValueRange{add(a.origin[0], add(blockRow, index(i * kFragment))),
                     add(a.origin[1], step)},
          aStride));
    for (int64_t j = 0; j < tile.fn; ++j)
      fragments.push_back(loadFragment(
          bFragment, bv.binding,
          ValueRange{add(bv.origin[0], step),
                     add(bv.origin[1], add(blockColumn, index(j * kFragment)))},
          bStride));
    return fragments;
  }

  Value loadFragment(Type type, Value memref, ValueRange indices,
                     int64_t stride) {
    return gpu::SubgroupMmaLoadMatrixOp::create(
        b, type, memref, indices, b.getIndexAttr(stride),
        /*transpose=*/nullptr);
  }

  /// The products of the subgroup's A fragments |as| and B fragments |bs|
  /// added to |accumulators|.
  SmallVector<Value> multiply(ValueRange as, ValueRange bs,
                              ValueRange accumulators) {
    SmallVector<Value> results;
    for (int64_t i = 0; i < tile.fm; ++i)
      for (int64_t j = 0; j < tile.fn; ++j)
        results.push_back(gpu::SubgroupMmaComputeOp::create(
            b, cFragment, as[i], bs[j], accumulators[i * tile.fn + j],
            /*a_transpose=*/nullptr, /*b_transpose=*/nullptr));
    return results;
  }

  /// The K loop reading each subgroup's fragments from the bindings, one
  /// step of 16 ahead of their use so that the loads overlap the previous
  /// step's products.
  scf::ForOp emitDirectLoop(Value initial, const BindingView &a,
                            const BindingView &bv, int64_t k, Value blockRow,
                            Value blockColumn) {
    int64_t accumulators = tile.fm * tile.fn;
    SmallVector<Value> carried(accumulators, initial);
    llvm::append_range(carried,
                       loadFragments(a, bv, index(0), blockRow, blockColumn));
    auto loop = scf::ForOp::create(b, index(0), index(k), index(kFragment),
                                   carried);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ValueRange iterArgs = loop.getRegionIterArgs();
    // The last step reloads its own fragments rather than reading past K.
    Value next = arith::MinUIOp::create(
        b, add(loop.getInductionVar(), index(kFragment)),
        index(k - kFragment));
    SmallVector<Value> prefetched =
        loadFragments(a, bv, next, blockRow, blockColumn);
    SmallVector<Value> results =
        multiply(iterArgs.slice(accumulators, tile.fm),
                 iterArgs.slice(accumulators + tile.fm, tile.fn),
                 iterArgs.take_front(accumulators));
    llvm::append_range(results, prefetched);
    scf::YieldOp::create(b, results);
    return loop;
  }

  /// A quad of a staged slice an invocation copies: its position in the
  /// binding relative to the slice's origin, and in workgroup memory
  /// relative to the slice buffer's.
  struct QuadCopy {
    Value row, column, sharedOffset;
  };

  /// The invocation's share of a slice of |rows| x |columns| operands staged
  /// with
  /// rows |pitch| quads apart: quads id, id + invocations, ... of the slice,
  /// row by row (consecutive invocations read consecutive quads of the
  /// binding).
  SmallVector<QuadCopy> planCopies(Value id, int64_t rows, int64_t columns,
                                   int64_t pitch) {
    int64_t quadsPerRow = columns / tile.perQuad();
    SmallVector<QuadCopy> copies;
    int64_t invocations = tile.invocations();
    for (int64_t q = 0; q < rows * quadsPerRow / invocations; ++q) {
      Value linear = add(id, index(q * invocations));
      Value row = arith::DivUIOp::create(b, linear, index(quadsPerRow));
      Value column = arith::RemUIOp::create(b, linear, index(quadsPerRow));
      copies.push_back({row, mul(column, tile.perQuad()),
                        add(mul(row, pitch), column)});
    }
    return copies;
  }

  /// Loads the invocation's quads of the slices of A and B at K offset
  /// |step| from the bindings, as quads of i32.
  SmallVector<Value> loadSlices(const BindingView &a, const BindingView &bv,
                                Value step) {
    SmallVector<Value> quads;
    auto load = [&](Value binding, Value row, Value column) {
      Value halves = vector::LoadOp::create(
          b, VectorType::get({tile.perQuad()}, operandType), binding,
          ValueRange{row, column}, /*nontemporal=*/false,
          llvm::MaybeAlign(16));
      return vector::BitCastOp::create(b, quad, halves);
    };
    for (const QuadCopy &copy : aCopies)
      quads.push_back(load(a.binding, add(a.origin[0], copy.row),
                           add(a.origin[1], add(step, copy.column))));
    for (const QuadCopy &copy : bCopies)
      quads.push_back(load(bv.binding, add(bv.origin[0], add(step, copy.row)),
                           add(bv.origin[1], copy.column)));
    return quads;
  }

  /// Stores |quads| (loadSlices') into the slice buffer at quad |base|.
  void storeSlices(ValueRange quads, int64_t base, bool perInvocation) {
    for (auto [i, copy] :
         llvm::enumerate(llvm::concat<const QuadCopy>(aCopies, bCopies))) {
      int64_t start = base + (i < aCopies.size() ? 0 : tile.tm * tile.aPitch());
      auto store = memref::StoreOp::create(b, quads[i], shared,
                                           add(copy.sharedOffset, index(start)));
      if (perInvocation) store->setAttr(kPerInvocationAttr, b.getUnitAttr());
    }
  }

  /// |results| plus the products of the subgroup's fragments of the slice
  /// buffer at quad |base|.
  SmallVector<Value> multiplySlice(SmallVector<Value> results, int64_t base,
                                   Value blockRow, Value blockColumn) {
    int64_t bBase = base + tile.tm * tile.aPitch();
    for (int64_t kk = 0; kk < tile.tk / tile.fk(); ++kk) {
      SmallVector<Value> as, bs;
      for (int64_t i = 0; i < tile.fm; ++i) {
        Value row = add(blockRow, index(i * kFragment));
        as.push_back(loadFragment(
            aFragment, shared,
            add(mul(row, tile.aPitch()),
                index(base + kk * kFragmentDepthBytes / kQuadBytes)),
            tile.aPitch()));
      }
      for (int64_t j = 0; j < tile.fn; ++j) {
        Value column = add(blockColumn, index(j * kFragment));
        bs.push_back(loadFragment(
            bFragment, shared,
            add(index(bBase + kk * tile.fk() * tile.bPitch()),
                arith::DivUIOp::create(b, column, index(tile.perQuad()))),
            tile.bPitch()));
      }
      results = multiply(as, bs, results);
    }
    return results;
  }

  /// The K loop over slices staged in workgroup memory. With one buffer,
  /// each invocation stores its quads of the slice between two barriers,
  /// then loads those of the next one while the subgroups multiply the
  /// slice's fragments. With two, each trip covers two slices, one per
  /// buffer at fixed offsets: a barrier, then the quads of the slice after
  /// the current one are stored into the other buffer and those of the
  /// slice after that loaded while the current buffer's fragments are
  /// multiplied (one barrier per slice).
  scf::ForOp emitStagedLoop(Value initial, const BindingView &a,
                            const BindingView &bv, int64_t k, Value blockRow,
                            Value blockColumn) {
    Value id = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    aCopies = planCopies(id, tile.tm, tile.tk, tile.aPitch());
    bCopies = planCopies(id, tile.tk, tile.tn, tile.bPitch());
    int64_t accumulators = tile.fm * tile.fn;
    SmallVector<Value> carried(accumulators, initial);
    // The last slices reload the last one rather than reading past K.
    auto slicesAt = [&](Value step, int64_t ahead) {
      return loadSlices(
          a, bv,
          arith::MinUIOp::create(b, add(step, index(ahead * tile.tk)),
                                 index(k - tile.tk)));
    };
    int64_t slices = tile.stages;
    if (slices == 2) {
      storeSlices(loadSlices(a, bv, index(0)), 0, /*perInvocation=*/true);
      llvm::append_range(carried, slicesAt(index(0), 1));
    } else {
      llvm::append_range(carried, loadSlices(a, bv, index(0)));
    }
    auto loop = scf::ForOp::create(b, index(0), index(k),
                                   index(slices * tile.tk), carried);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ValueRange iterArgs = loop.getRegionIterArgs();
    Value step = loop.getInductionVar();
    SmallVector<Value> results(iterArgs.take_front(accumulators));
    SmallVector<Value> pending(iterArgs.drop_front(accumulators));
    if (slices == 2) {
      int64_t other = tile.sliceQuads();
      gpu::BarrierOp::create(b);
      storeSlices(pending, other, /*perInvocation=*/false);
      pending = slicesAt(step, 2);
      results = multiplySlice(results, 0, blockRow, blockColumn);
      gpu::BarrierOp::create(b);
      storeSlices(pending, 0, /*perInvocation=*/false);
      pending = slicesAt(step, 3);
      results = multiplySlice(results, other, blockRow, blockColumn);
    } else {
      // The previous slice's reads are done before it is overwritten, and
      // the new one is complete before it is read.
      gpu::BarrierOp::create(b);
      storeSlices(pending, 0, /*perInvocation=*/false);
      gpu::BarrierOp::create(b);
      pending = slicesAt(step, 1);
      results = multiplySlice(results, 0, blockRow, blockColumn);
    }
    llvm::append_range(results, pending);
    scf::YieldOp::create(b, results);
    return loop;
  }

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(b, x, index(y));
  }

  ImplicitLocOpBuilder b;
  CooperativeTile tile;
  Type operandType, aFragment, bFragment, cFragment;
  VectorType quad;
  /// The kernel's workgroup memory, quads of i32.
  Value shared;
  SmallVector<QuadCopy> aCopies, bCopies;
  int64_t aStride = 0, bStride = 0;
};

struct CooperativeMatmulPass
    : impl::CooperativeMatmulPassBase<CooperativeMatmulPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // getModuleTargetEnv gave the module what the kernel needs.
    spirv::TargetEnv env(spirv::lookupTargetEnvOrDefault(module));
    if (!env.allows(spirv::Capability::CooperativeMatrixKHR)) return;
    for (auto func : module.getOps<func::FuncOp>()) {
      auto attr = func->getAttrOfType<DenseI64ArrayAttr>(
          kCooperativeMatmulTileAttr);
      if (!attr) continue;
      if (attr.size() != 6) {
        func.emitError("iree.spirv.cooperative_matmul_tile must be [TM, TN, "
                       "FM, FN, TK, STAGES]");
        return signalPassFailure();
      }
      CooperativeTile tile = {attr[0], attr[1], attr[2],
                              attr[3], attr[4], attr[5]};
      SmallVector<linalg::MatmulOp> matmuls;
      func.walk([&](linalg::MatmulOp op) {
        if (isCooperativeMatmul(op)) matmuls.push_back(op);
      });
      for (linalg::MatmulOp matmul : matmuls) {
        if (!matmul.hasPureBufferSemantics()) continue;
        auto output = cast<MemRefType>(matmul.getDpsInits()[0].getType());
        if (output.getShape() != ArrayRef<int64_t>{tile.tm, tile.tn}) continue;
        tile.bytes = getOperandBytes(matmul);
        // Selection promised what the kernel needs; the generic path could
        // not take this tile (its temporaries exceed workgroup memory), so
        // anything else is an error here rather than a confusing one later.
        linalg::FillOp fill = findInitFill(matmul);
        linalg::GenericOp epilogue =
            fill ? findEpilogue(matmul.getDpsInits()[0], matmul, fill,
                                /*permuted=*/true)
                 : linalg::GenericOp();
        if (!fill ||
            failed(CooperativeMatmulKernel(matmul, tile).emit(matmul, fill,
                                                              epilogue))) {
          matmul.emitError("the cooperative-matrix kernel cannot compute "
                           "this matmul (its fill, operands or output are "
                           "not the bindings and constant fill the kernel "
                           "reads and writes)");
          return signalPassFailure();
        }
      }
    }
  }
};

} // namespace

spirv::TargetEnvAttr getModuleTargetEnv(ModuleOp module,
                                        const VulkanTarget &target) {
  auto env = dyn_cast_or_null<spirv::TargetEnvAttr>(
      parseAttribute(target.targetEnv, module.getContext()));
  if (!env || llvm::none_of(module.getOps<func::FuncOp>(), [](func::FuncOp f) {
        return f->hasAttr(kCooperativeMatmulTileAttr);
      }))
    return env;
  // The cooperative-matrix instructions are SPIR-V 1.6 (Vulkan 1.3).
  spirv::VerCapExtAttr triple = env.getTripleAttr();
  SmallVector<spirv::Capability> capabilities(triple.getCapabilities());
  SmallVector<spirv::Capability> needs = {
      spirv::Capability::Float16, spirv::Capability::StorageBuffer16BitAccess,
      spirv::Capability::CooperativeMatrixKHR};
  // i8 fragments are values of 8-bit integers.
  bool i8 = false;
  module.walk([&](linalg::MatmulOp matmul) {
    i8 |= isCooperativeMatmul(matmul) && getOperandBytes(matmul) == 1;
  });
  if (i8) needs.push_back(spirv::Capability::Int8);
  for (spirv::Capability needed : needs)
    if (!llvm::is_contained(capabilities, needed))
      capabilities.push_back(needed);
  SmallVector<spirv::Extension> extensions(triple.getExtensions());
  for (spirv::Extension needed : {spirv::Extension::SPV_KHR_16bit_storage,
                                  spirv::Extension::SPV_KHR_cooperative_matrix})
    if (!llvm::is_contained(extensions, needed)) extensions.push_back(needed);
  return spirv::TargetEnvAttr::get(
      spirv::VerCapExtAttr::get(spirv::Version::V_1_6, capabilities,
                                extensions, module.getContext()),
      env.getResourceLimits(), env.getClientAPI(), env.getVendorID(),
      env.getDeviceType(), env.getDeviceID());
}

bool selectCooperativeMatmulStrategy(func::FuncOp func, Operation *root,
                                     const VulkanTarget &target,
                                     ArrayRef<int64_t> requestedTile) {
  // The capabilities the kernel needs are the module's: other functions
  // would be lowered under them too.
  auto module = func->getParentOfType<ModuleOp>();
  if (!target.cooperativeMatrix || target.subgroupSize != kSubgroupSize ||
      llvm::range_size(module.getOps<func::FuncOp>()) != 1)
    return false;
  auto matmul = dyn_cast_or_null<linalg::MatmulOp>(
      findKernelOp(root, isCooperativeMatmul, /*permutedEpilogue=*/true));
  // The kernel reads A and B from bindings and writes the root's result to
  // one.
  auto isBinding = [](Value operand) {
    auto load = operand.getDefiningOp<bufferization::ToTensorOp>();
    return load && isa<BlockArgument>(load.getBuffer());
  };
  // Whether the matmul is the only reader of the operand's binding.
  auto isExclusive = [](Value operand) {
    auto load = operand.getDefiningOp<bufferization::ToTensorOp>();
    return load->hasOneUse() && load.getBuffer().hasOneUse();
  };
  if (!matmul || !matmul.hasPureTensorSemantics() ||
      !matmul.getDpsInits()[0].getDefiningOp<linalg::FillOp>() ||
      !llvm::all_of(matmul.getDpsInputs(), isBinding) ||
      !llvm::all_of(root->getUsers(), [](Operation *user) {
        return isa<bufferization::MaterializeInDestinationOp>(user);
      }))
    return false;
  SmallVector<int64_t> ranges = matmul.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic)) return false;
  FailureOr<CooperativeTile> tile =
      chooseCooperativeTile(ranges[0], ranges[1], ranges[2],
                            getOperandBytes(matmul),
                            llvm::all_of(matmul.getDpsInputs(), isExclusive),
                            target, requestedTile);
  if (failed(tile)) return false;
  setKernelRootTile(root, matmul, {tile->tm, tile->tn});
  Builder b(func.getContext());
  func->setAttr(kCooperativeMatmulTileAttr,
                b.getDenseI64ArrayAttr(
                    {tile->tm, tile->tn, tile->fm, tile->fn, tile->tk,
                     tile->stages}));
  func->setAttr(kWorkgroupSizeAttr, b.getI64IntegerAttr(tile->invocations()));
  return true;
}

} // namespace mlir::iree_compiler::SPIRV
