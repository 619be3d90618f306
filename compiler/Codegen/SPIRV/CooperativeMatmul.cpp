//===- CooperativeMatmul.cpp - f16 matmuls on cooperative matrices --------===//
//
// On targets with cooperative matrices (VK_KHR_cooperative_matrix: the
// tensor cores of NVIDIA GPUs), an f16 matmul's workgroup computes a TM x TN
// tile of C with 2 x 2 subgroups, each owning FM x FN fragments of 16 x 16
// that it accumulates in f32 (more precise than the f16 result type, as XLA
// does); the workgroup is 4 subgroups of 32 invocations (the runtime refuses
// devices with other subgroup sizes). Each subgroup multiplies its FM
// fragments of A and FN of B into its accumulators every K step of 16. In
// 128 x 128 tiles (K a multiple of 32) the subgroups share
// loading each step pair's TM x 32 slice of A and 32 x TN slice of B into
// workgroup memory (rows padded against bank conflicts) and read their
// fragments from there; smaller tiles load theirs from the bindings. Either
// way the next step's loads are issued before the current products. The
// accumulators then go through workgroup memory, one fragment row of each
// subgroup at a time, where all invocations convert them to C's type and
// apply an elementwise epilogue (bias, activation) on the way to the
// output, element by element.
//
// A module holding such a kernel declares what it needs (getModuleTargetEnv):
// SPIR-V 1.6 with the Float16, StorageBuffer16BitAccess and
// CooperativeMatrixKHR capabilities. Its f16 bindings are then arrays of
// f16, not packed words (LowerToSPIRV.cpp), and its f16 conversions
// instructions.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_COOPERATIVEMATMULPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// The side of a fragment: 16 x 16 x 16 f16 products into f32, and f16
/// accumulator-use fragments for the staged copies (shapes NVIDIA's
/// implementations offer; other devices may lack them).
constexpr int64_t kFragment = 16;
/// Subgroups per workgroup along M and along N.
constexpr int64_t kSubgroupGrid = 2;
/// K steps of 16 per staged slice, and f16 elements of padding per staged
/// row (emitStagedLoop).
constexpr int64_t kStagedSteps = 2;
constexpr int64_t kSharedPad = 8;
/// Tiles of at least this many elements stage their operands.
constexpr int64_t kStagedTileElements = 128 * 128;
/// Workgroups that keep a large GPU busy (two per multiprocessor of an H100).
constexpr int64_t kEnoughWorkgroups = 256;

/// A workgroup tile: TM x TN of C, each subgroup FM x FN fragments.
struct CooperativeTile {
  int64_t tm, tn, fm, fn;
};

/// Whether |op| is a 2-D linalg.matmul of f16 operands into f16 or f32
/// with plain (not transposed or broadcast) indexing.
bool isF16Matmul(Operation *op) {
  auto matmul = dyn_cast_or_null<linalg::MatmulOp>(op);
  if (!matmul) return false;
  MLIRContext *context = op->getContext();
  AffineExpr m = getAffineDimExpr(0, context), n = getAffineDimExpr(1, context),
             k = getAffineDimExpr(2, context);
  auto map = [&](AffineExpr row, AffineExpr column) {
    return AffineMap::get(3, 0, {row, column}, context);
  };
  SmallVector<AffineMap> plain = {map(m, k), map(k, n), map(m, n)};
  Type c = getElementTypeOrSelf(matmul.getDpsInits()[0].getType());
  return matmul.getIndexingMapsArray() == plain &&
         getElementTypeOrSelf(matmul.getDpsInputs()[0].getType()).isF16() &&
         getElementTypeOrSelf(matmul.getDpsInputs()[1].getType()).isF16() &&
         (c.isF16() || c.isF32());
}

/// The largest tile for an M x N x K matmul that still gives enough
/// workgroups (else the one giving the most), or failure when none divides
/// it or its staged accumulators exceed the target's workgroup memory. A
/// |requested| [TM, TN] that is one of the tiles and fits replaces them.
FailureOr<CooperativeTile> chooseCooperativeTile(int64_t m, int64_t n,
                                                 int64_t k,
                                                 const VulkanTarget &target,
                                                 ArrayRef<int64_t> requested) {
  static const CooperativeTile kTiles[] = {
      {128, 128, 4, 4}, {64, 128, 2, 4}, {64, 64, 2, 2}, {32, 32, 1, 1}};
  if (m <= 0 || n <= 0 || k < kFragment || k % kFragment != 0)
    return failure();
  auto fits = [&](const CooperativeTile &tile) {
    // The accumulators are staged 2 x 16 rows of the tile at a time, the
    // large tiles' operand slices padded rows of f16.
    int64_t bytes = kSubgroupGrid * kFragment * tile.tn * 4;
    int64_t tk = kStagedSteps * kFragment;
    if (tile.tm * tile.tn >= kStagedTileElements)
      bytes += (tile.tm * (tk + kSharedPad) + tk * (tile.tn + kSharedPad)) * 2;
    return m % tile.tm == 0 && n % tile.tn == 0 &&
           bytes <= target.sharedMemoryBytes;
  };
  for (const CooperativeTile &tile : kTiles)
    if (requested.size() == 2 && requested[0] == tile.tm &&
        requested[1] == tile.tn && fits(tile))
      return tile;
  FailureOr<CooperativeTile> chosen = failure();
  for (const CooperativeTile &tile : kTiles) {
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
    Type f16 = b.getF16Type(), f32 = b.getF32Type();
    auto fragment = [&](Type element, StringRef use) {
      return gpu::MMAMatrixType::get({kFragment, kFragment}, element, use);
    };
    // The bindings' row strides, in elements.
    aStride = cast<MemRefType>(a->binding.getType()).getDimSize(1);
    bStride = cast<MemRefType>(bv->binding.getType()).getDimSize(1);
    aFragment = fragment(f16, "AOp");
    bFragment = fragment(f16, "BOp");
    cFragment = fragment(f32, "COp");

    // The subgroup's block of FM x FN fragments within the tile.
    Value subgroup = gpu::SubgroupIdOp::create(b, /*upper_bound=*/nullptr);
    Value blockRow =
        mul(arith::DivUIOp::create(b, subgroup, index(kSubgroupGrid)),
            tile.fm * kFragment);
    Value blockColumn =
        mul(arith::RemUIOp::create(b, subgroup, index(kSubgroupGrid)),
            tile.fn * kFragment);

    Value initial = fill.getInputs()[0];
    if (initial.getType() != f32)
      initial = arith::ExtFOp::create(b, f32, initial);
    Value initialAccumulator =
        gpu::SubgroupMmaConstantMatrixOp::create(b, cFragment, initial);
    // Staged slices pay off for the largest tile (4096^3 on an H200: 1.46-1.52
    // ms against 1.95-1.97 direct); for 64 x 128 they cost (2.25 against
    // 1.97 ms). K must be a multiple of the slice.
    scf::ForOp loop =
        tile.tm * tile.tn >= kStagedTileElements &&
                k % (kStagedSteps * kFragment) == 0
            ? emitStagedLoop(initialAccumulator, *a, *bv, k, subgroup, blockRow,
                             blockColumn)
            : emitDirectLoop(initialAccumulator, *a, *bv, k, blockRow,
                             blockColumn);

    // The accumulators leave through workgroup memory one fragment row of
    // every subgroup at a time (FM rounds of 2 x 16 rows of the tile): the
    // subgroups store theirs (not shared, so not guarded by invocation
    // distribution), then a parallel nest over the staged rows converts and
    // stores them, which invocation distribution shares between barriers.
    b.setInsertionPointAfter(loop);
    int64_t stagedRows = kSubgroupGrid * kFragment;
    auto staging = memref::AllocOp::create(
        b, MemRefType::get({stagedRows, tile.tn}, f32,
                           MemRefLayoutAttrInterface(),
                           b.getI64IntegerAttr(kWorkgroupMemorySpace)));
    Value subgroupRow =
        arith::DivUIOp::create(b, subgroup, index(kSubgroupGrid));
    // The epilogue's operands may be defined after the matmul.
    if (epilogue) b.setInsertionPoint(epilogue);
    Type resultType = getElementTypeOrSelf(temporary.getType());
    AffineMap outputMap = epilogue
                              ? getOperandMap(epilogue, temporary)
                              : AffineMap::getMultiDimIdentityMap(2, context);
    for (int64_t round = 0; round < tile.fm; ++round) {
      for (int64_t j = 0; j < tile.fn; ++j) {
        auto store = gpu::SubgroupMmaStoreMatrixOp::create(
            b, loop.getResult(round * tile.fn + j), staging,
            ValueRange{mul(subgroupRow, kFragment),
                       add(blockColumn, index(j * kFragment))},
            b.getIndexAttr(tile.tn), /*transpose=*/nullptr);
        store->setAttr(kPerInvocationAttr, b.getUnitAttr());
      }
      scf::ParallelOp::create(
          b, b.getLoc(), ValueRange{index(0), index(0)},
          ValueRange{index(stagedRows), index(tile.tn)},
          ValueRange{index(1), index(1)},
          [&](OpBuilder &nested, Location loc, ValueRange ivs) {
            ImplicitLocOpBuilder body(loc, nested);
            auto constant = [&](int64_t v) {
              return arith::ConstantIndexOp::create(body, v);
            };
            Value value = memref::LoadOp::create(body, staging, ivs);
            if (resultType != f32)
              value = arith::TruncFOp::create(body, resultType, value);
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
            Value tileIvs[] = {row, ivs[1]};
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
          add(a.origin[0], add(blockRow, index(i * kFragment))),
          add(a.origin[1], step), aStride));
    for (int64_t j = 0; j < tile.fn; ++j)
      fragments.push_back(loadFragment(
          bFragment, bv.binding, add(bv.origin[0], step),
          add(bv.origin[1], add(blockColumn, index(j * kFragment))), bStride));
    return fragments;
  }

  Value loadFragment(Type type, Value memref, Value row, Value column,
                     int64_t stride) {
    return gpu::SubgroupMmaLoadMatrixOp::create(
        b, type, memref, ValueRange{row, column}, b.getIndexAttr(stride),
        /*transpose=*/nullptr);
  }

  void storeFragment(Value fragment, Value memref, Value row, Value column,
                     int64_t stride) {
    gpu::SubgroupMmaStoreMatrixOp::create(b, fragment, memref,
                                          ValueRange{row, column},
                                          b.getIndexAttr(stride),
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

  /// The K loop staging each step's TM x 32 slice of A and 32 x TN slice of
  /// B in workgroup memory: the subgroups share the loads of the slices'
  /// fragments from the bindings (each fragment loaded once per workgroup,
  /// one step ahead), store them between two barriers, and read their own
  /// fragments back.
  scf::ForOp emitStagedLoop(Value initial, const BindingView &a,
                            const BindingView &bv, int64_t k, Value subgroup,
                            Value blockRow, Value blockColumn) {
    int64_t tk = kStagedSteps * kFragment;
    int64_t subgroups = kSubgroupGrid * kSubgroupGrid;
    int64_t aCopies = (tile.tm / kFragment) * kStagedSteps / subgroups;
    int64_t bCopies = kStagedSteps * (tile.tn / kFragment) / subgroups;
    Type f16 = b.getF16Type();
    auto shared = [&](int64_t rows, int64_t columns) {
      return memref::AllocOp::create(
          b, MemRefType::get({rows, columns}, f16, MemRefLayoutAttrInterface(),
                             b.getI64IntegerAttr(kWorkgroupMemorySpace)));
    };
    // Rows padded by 16 bytes, so that a fragment's 16 rows fall in
    // different banks.
    int64_t aPitch = tk + kSharedPad, bPitch = tile.tn + kSharedPad;
    Value aShared = shared(tile.tm, aPitch), bShared = shared(tk, bPitch);
    // Fragment f of A's slice is (f / steps, f % steps) in fragments; of B's
    // (f / (TN / 16), f % (TN / 16)); subgroup s copies fragments s * copies
    // to (s + 1) * copies - 1 of each (TM and TN being 2 x 16 x FM and
    // 2 x 16 x FN, the copies divide evenly among the 4 subgroups).
    auto aCopy = [&](int64_t t) {
      Value f = add(mul(subgroup, aCopies), index(t));
      return std::pair(mul(arith::DivUIOp::create(b, f, index(kStagedSteps)),
                           kFragment),
                       mul(arith::RemUIOp::create(b, f, index(kStagedSteps)),
                           kFragment));
    };
    auto bCopy = [&](int64_t t) {
      Value f = add(mul(subgroup, bCopies), index(t));
      int64_t columns = tile.tn / kFragment;
      return std::pair(
          mul(arith::DivUIOp::create(b, f, index(columns)), kFragment),
          mul(arith::RemUIOp::create(b, f, index(columns)), kFragment));
    };
    // Only accumulator-use fragments can be stored: the copies are those,
    // of f16.
    Type copied = gpu::MMAMatrixType::get({kFragment, kFragment}, f16, "COp");
    auto loadSlices = [&](Value step) {
      SmallVector<Value> fragments;
      for (int64_t t = 0; t < aCopies; ++t) {
        auto [row, column] = aCopy(t);
        fragments.push_back(loadFragment(copied, a.binding,
                                         add(a.origin[0], row),
                                         add(a.origin[1], add(step, column)),
                                         aStride));
      }
      for (int64_t t = 0; t < bCopies; ++t) {
        auto [row, column] = bCopy(t);
        fragments.push_back(loadFragment(copied, bv.binding,
                                         add(bv.origin[0], add(step, row)),
                                         add(bv.origin[1], column), bStride));
      }
      return fragments;
    };
    int64_t accumulators = tile.fm * tile.fn;
    SmallVector<Value> carried(accumulators, initial);
    llvm::append_range(carried, loadSlices(index(0)));
    auto loop = scf::ForOp::create(b, index(0), index(k), index(tk), carried);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ValueRange iterArgs = loop.getRegionIterArgs();
    // The previous step's reads of the slices are done before they are
    // overwritten, and the new slices are complete before they are read.
    gpu::BarrierOp::create(b);
    for (int64_t t = 0; t < aCopies; ++t) {
      auto [row, column] = aCopy(t);
      storeFragment(iterArgs[accumulators + t], aShared, row, column, aPitch);
    }
    for (int64_t t = 0; t < bCopies; ++t) {
      auto [row, column] = bCopy(t);
      storeFragment(iterArgs[accumulators + aCopies + t], bShared, row, column,
                    bPitch);
    }
    gpu::BarrierOp::create(b);
    Value next = arith::MinUIOp::create(
        b, add(loop.getInductionVar(), index(tk)), index(k - tk));
    SmallVector<Value> prefetched = loadSlices(next);
    SmallVector<Value> results(iterArgs.take_front(accumulators));
    for (int64_t kk = 0; kk < kStagedSteps; ++kk) {
      SmallVector<Value> as, bs;
      for (int64_t i = 0; i < tile.fm; ++i)
        as.push_back(loadFragment(aFragment, aShared,
                                  add(blockRow, index(i * kFragment)),
                                  index(kk * kFragment), aPitch));
      for (int64_t j = 0; j < tile.fn; ++j)
        bs.push_back(loadFragment(bFragment, bShared, index(kk * kFragment),
                                  add(blockColumn, index(j * kFragment)),
                                  bPitch));
      results = multiply(as, bs, results);
    }
    llvm::append_range(results, prefetched);
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
  Type aFragment, bFragment, cFragment;
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
      if (!attr || attr.size() != 4) continue;
      CooperativeTile tile = {attr[0], attr[1], attr[2], attr[3]};
      SmallVector<linalg::MatmulOp> matmuls;
      func.walk([&](linalg::MatmulOp op) {
        if (isF16Matmul(op)) matmuls.push_back(op);
      });
      for (linalg::MatmulOp matmul : matmuls) {
        if (!matmul.hasPureBufferSemantics()) continue;
        auto output = cast<MemRefType>(matmul.getDpsInits()[0].getType());
        if (output.getShape() != ArrayRef<int64_t>{tile.tm, tile.tn}) continue;
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
  for (spirv::Capability needed :
       {spirv::Capability::Float16, spirv::Capability::StorageBuffer16BitAccess,
        spirv::Capability::CooperativeMatrixKHR})
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
  if (!target.cooperativeMatrix ||
      llvm::range_size(module.getOps<func::FuncOp>()) != 1)
    return false;
  auto matmul = dyn_cast_or_null<linalg::MatmulOp>(
      findKernelOp(root, isF16Matmul, /*permutedEpilogue=*/true));
  // The kernel reads A and B from bindings and writes the root's result to
  // one.
  auto isBinding = [](Value operand) {
    auto load = operand.getDefiningOp<bufferization::ToTensorOp>();
    return load && isa<BlockArgument>(load.getBuffer());
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
      chooseCooperativeTile(ranges[0], ranges[1], ranges[2], target,
                            requestedTile);
  if (failed(tile)) return false;
  setKernelRootTile(root, matmul, {tile->tm, tile->tn});
  Builder b(func.getContext());
  func->setAttr(kCooperativeMatmulTileAttr,
                b.getDenseI64ArrayAttr(
                    {tile->tm, tile->tn, tile->fm, tile->fn}));
  func->setAttr(kWorkgroupSizeAttr,
                b.getI64IntegerAttr(kSubgroupGrid * kSubgroupGrid *
                                    target.subgroupSize));
  return true;
}

} // namespace mlir::iree_compiler::SPIRV
