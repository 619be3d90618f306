//===- CooperativeMatmul.cpp - f16 matmuls on cooperative matrices --------===//
//
// On targets with cooperative matrices (VK_KHR_cooperative_matrix: the
// tensor cores of NVIDIA GPUs), an f16 matmul's workgroup computes a TM x TN
// tile of C with 2 x 2 subgroups, each owning FM x FN fragments of 16 x 16
// that it accumulates in f32 (more precise than the f16 result type, as XLA
// does). Every K step of 16 each subgroup multiplies its FM fragments of A
// and FN of B, loaded from the bindings one step ahead, into its
// accumulators. The accumulators then go through workgroup memory, one
// fragment row of each subgroup at a time, where all invocations convert
// them to C's type and apply an elementwise epilogue (bias, activation) on
// the way to the output, element by element.
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

#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_COOPERATIVEMATMULPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// The side of a fragment (16 x 16 x 16 f16 products, f32 accumulators: a
/// shape every cooperative-matrix implementation offers).
constexpr int64_t kFragment = 16;
/// Subgroups per workgroup along M and along N.
constexpr int64_t kSubgroupGrid = 2;
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

llvm::cl::list<int64_t> clCooperativeTile(
    "iree-vulkan-cooperative-matmul-tile",
    llvm::cl::desc("vulkan-spirv: the [TM,TN] workgroup tile of the "
                   "cooperative-matrix matmul kernel (128,128, 64,128, "
                   "64,64 or 32,32), for tuning; matmuls it does not divide get the "
                   "tile chosen by default"),
    llvm::cl::CommaSeparated);

/// The largest tile for an M x N x K matmul that still gives enough
/// workgroups (else the one giving the most), or failure when none divides
/// it or its staged accumulators exceed the target's workgroup memory.
FailureOr<CooperativeTile> chooseCooperativeTile(int64_t m, int64_t n,
                                                 int64_t k,
                                                 const VulkanTarget &target) {
  static const CooperativeTile kTiles[] = {
      {128, 128, 4, 4}, {64, 128, 2, 4}, {64, 64, 2, 2}, {32, 32, 1, 1}};
  if (k % kFragment != 0) return failure();
  auto fits = [&](const CooperativeTile &tile) {
    // The accumulators are staged 2 x 16 rows of the tile at a time.
    return m % tile.tm == 0 && n % tile.tn == 0 &&
           kSubgroupGrid * kFragment * tile.tn * 4 <= target.sharedMemoryBytes;
  };
  for (const CooperativeTile &tile : kTiles)
    if (clCooperativeTile.size() == 2 && clCooperativeTile[0] == tile.tm &&
        clCooperativeTile[1] == tile.tn && fits(tile))
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
    auto aType = cast<MemRefType>(a->binding.getType());
    auto bType = cast<MemRefType>(bv->binding.getType());
    int64_t k = cast<MemRefType>(matmul.getDpsInputs()[0].getType()).getDimSize(1);
    MLIRContext *context = b.getContext();
    Type f16 = b.getF16Type(), f32 = b.getF32Type();
    auto fragment = [&](Type element, StringRef use) {
      return gpu::MMAMatrixType::get({kFragment, kFragment}, element, use);
    };
    Type aFragment = fragment(f16, "AOp"), bFragment = fragment(f16, "BOp");
    Type cFragment = fragment(f32, "COp");

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
    // The fragments of A and B of a K step, loaded one step ahead of their
    // use so that the loads overlap the previous step's products.
    auto loadFragments = [&](Value step) {
      SmallVector<Value> fragments;
      for (int64_t i = 0; i < tile.fm; ++i) {
        fragments.push_back(gpu::SubgroupMmaLoadMatrixOp::create(
            b, aFragment, a->binding,
            ValueRange{add(a->origin[0], add(blockRow, index(i * kFragment))),
                       add(a->origin[1], step)},
            b.getIndexAttr(aType.getDimSize(1)), /*transpose=*/nullptr));
      }
      for (int64_t j = 0; j < tile.fn; ++j) {
        fragments.push_back(gpu::SubgroupMmaLoadMatrixOp::create(
            b, bFragment, bv->binding,
            ValueRange{add(bv->origin[0], step),
                       add(bv->origin[1],
                           add(blockColumn, index(j * kFragment)))},
            b.getIndexAttr(bType.getDimSize(1)), /*transpose=*/nullptr));
      }
      return fragments;
    };
    int64_t accumulators = tile.fm * tile.fn;
    SmallVector<Value> carried(
        accumulators,
        gpu::SubgroupMmaConstantMatrixOp::create(b, cFragment, initial));
    llvm::append_range(carried, loadFragments(index(0)));
    auto loop = scf::ForOp::create(b, index(0), index(k), index(kFragment),
                                   carried);
    b.setInsertionPointToStart(loop.getBody());
    ValueRange iterArgs = loop.getRegionIterArgs();
    // The last step reloads its own fragments rather than reading past K.
    Value next = arith::MinUIOp::create(
        b, add(loop.getInductionVar(), index(kFragment)),
        index(k - kFragment));
    SmallVector<Value> prefetched = loadFragments(next);
    SmallVector<Value> results;
    for (int64_t i = 0; i < tile.fm; ++i)
      for (int64_t j = 0; j < tile.fn; ++j)
        results.push_back(gpu::SubgroupMmaComputeOp::create(
            b, cFragment, iterArgs[accumulators + i],
            iterArgs[accumulators + tile.fm + j], iterArgs[i * tile.fn + j],
            /*a_transpose=*/nullptr, /*b_transpose=*/nullptr));
    llvm::append_range(results, prefetched);
    scf::YieldOp::create(b, results);

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
    Value subgroupRow = arith::DivUIOp::create(b, subgroup, index(kSubgroupGrid));
    // The epilogue's operands may be defined after the matmul.
    if (epilogue) b.setInsertionPoint(epilogue);
    Type resultType = getElementTypeOrSelf(temporary.getType());
    AffineMap outputMap =
        epilogue ? epilogue.getMatchingIndexingMap(&*llvm::find_if(
                       epilogue->getOpOperands(),
                       [&](OpOperand &operand) {
                         return operand.get() == temporary;
                       }))
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
                    body, arith::DivUIOp::create(body, ivs[0], constant(kFragment)),
                    constant(tile.fm * kFragment)),
                arith::AddIOp::create(
                    body, arith::RemUIOp::create(body, ivs[0], constant(kFragment)),
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
  Value index(int64_t value) { return arith::ConstantIndexOp::create(b, value); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, int64_t y) { return arith::MulIOp::create(b, x, index(y)); }

  ImplicitLocOpBuilder b;
  CooperativeTile tile;
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
        auto output = cast<MemRefType>(matmul.getDpsInits()[0].getType());
        linalg::FillOp fill = findInitFill(matmul);
        if (!matmul.hasPureBufferSemantics() || !fill ||
            output.getShape() != ArrayRef<int64_t>{tile.tm, tile.tn})
          continue;
        linalg::GenericOp epilogue = findEpilogue(
            matmul.getDpsInits()[0], matmul, fill, /*permuted=*/true);
        (void)CooperativeMatmulKernel(matmul, tile).emit(matmul, fill,
                                                         epilogue);
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
                                     const VulkanTarget &target) {
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
      chooseCooperativeTile(ranges[0], ranges[1], ranges[2], target);
  if (failed(tile)) return false;
  setKernelRootTile(root, matmul, {tile->tm, tile->tn});
  Builder b(func.getContext());
  func->setAttr(kCooperativeMatmulTileAttr,
                b.getDenseI64ArrayAttr({tile->tm, tile->tn, tile->fm, tile->fn}));
  func->setAttr(kWorkgroupSizeAttr,
                b.getI64IntegerAttr(kSubgroupGrid * kSubgroupGrid *
                                    target.subgroupSize));
  return true;
}

} // namespace mlir::iree_compiler::SPIRV
