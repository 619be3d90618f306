//===- TileConvolution.cpp - Convolutions through workgroup memory --------===//
//
// A workgroup computes a 1 x TH x TW x TF tile of a 2-D NHWC convolution's
// output. For each chunk of TC input channels, all invocations copy the
// input patch the tile reads (PH x PW x TC, PH = (TH - 1) * stride +
// (KH - 1) * dilation + 1) and the filter's KH x KW x TC x TF slice into
// workgroup memory (the patch channel-major, the filter as vec4 of output
// channels); then invocation (ty, tx) accumulates its output pixel's TF
// channels in vec4 registers from there. Every input element is thus read
// from global memory once per tile instead of once per filter tap and
// output channel.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Codegen/Common/Passes.h"
#include "compiler/Codegen/Common/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_TILECONVOLUTIONPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

/// Loops of the convolutions the kernel handles, in this order.
enum ConvLoop { kN, kOH, kOW, kF, kKH, kKW, kC, kConvLoops };

/// The shape of a 2-D NHWC/HWCF f32 convolution.
struct ConvShape {
  SmallVector<int64_t> ranges;
  int64_t strides[2], dilations[2];
};

/// |op| as a convolution out(n, oh, ow, f) += in(n, oh * s + kh * d,
/// ow * s + kw * d, c) * filter(kh, kw, c, f) on f32 with static shapes.
std::optional<ConvShape> matchConvolution(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumLoops() != kConvLoops ||
      linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1 ||
      !llvm::all_of(op->getOperandTypes(), [](Type type) {
        return getElementTypeOrSelf(type).isF32();
      }))
    return std::nullopt;
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(linalgOp);
  if (failed(dims) || dims->strides.size() != 2 ||
      dims->dilations.size() != 2)
    return std::nullopt;
  ConvShape shape;
  MLIRContext *context = op->getContext();
  auto d = [&](int64_t i) { return getAffineDimExpr(i, context); };
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(kConvLoops, 0, results, context);
  };
  for (int i = 0; i < 2; ++i) {
    shape.strides[i] = dims->strides[i];
    shape.dilations[i] = dims->dilations[i];
  }
  SmallVector<AffineMap> expected = {
      map({d(kN), d(kOH) * shape.strides[0] + d(kKH) * shape.dilations[0],
           d(kOW) * shape.strides[1] + d(kKW) * shape.dilations[1], d(kC)}),
      map({d(kKH), d(kKW), d(kC), d(kF)}),
      map({d(kN), d(kOH), d(kOW), d(kF)})};
  if (linalgOp.getIndexingMapsArray() != expected) return std::nullopt;
  // The body multiplies the two inputs and adds the product to the output.
  Block *body = linalgOp.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (body->getOperations().size() != 3 || !add) return std::nullopt;
  Value product = add.getLhs() == body->getArgument(2) ? add.getRhs()
                                                        : add.getLhs();
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul ||
      (add.getLhs() != body->getArgument(2) &&
       add.getRhs() != body->getArgument(2)) ||
      !((mul.getLhs() == body->getArgument(0) &&
         mul.getRhs() == body->getArgument(1)) ||
        (mul.getLhs() == body->getArgument(1) &&
         mul.getRhs() == body->getArgument(0))))
    return std::nullopt;
  shape.ranges = linalgOp.getStaticLoopRanges();
  if (llvm::any_of(shape.ranges, ShapedType::isDynamic)) return std::nullopt;
  return shape;
}

/// Rows or columns of the input patch a tile of |outputs| reads.
int64_t patchSize(int64_t outputs, int64_t taps, int64_t stride,
                  int64_t dilation) {
  return (outputs - 1) * stride + (taps - 1) * dilation + 1;
}

/// Floats of workgroup memory the kernel needs for |tile| [TH, TW, TF, TC].
int64_t sharedFloats(const ConvShape &shape, ArrayRef<int64_t> tile) {
  int64_t ph = patchSize(tile[0], shape.ranges[kKH], shape.strides[0],
                         shape.dilations[0]);
  int64_t pw = patchSize(tile[1], shape.ranges[kKW], shape.strides[1],
                         shape.dilations[1]);
  return ph * pw * tile[3] +
         shape.ranges[kKH] * shape.ranges[kKW] * tile[3] * tile[2];
}

/// Emits the kernel in place of |conv| (whose output is a tile view).
class ConvolutionKernel {
public:
  ConvolutionKernel(linalg::LinalgOp conv, const ConvShape &shape,
                    ArrayRef<int64_t> tile)
      : b(conv.getLoc(), conv), shape(shape), th(tile[0]), tw(tile[1]),
        tf(tile[2]), tc(tile[3]),
        ph(patchSize(th, shape.ranges[kKH], shape.strides[0],
                     shape.dilations[0])),
        pw(patchSize(tw, shape.ranges[kKW], shape.strides[1],
                     shape.dilations[1])),
        vec4(VectorType::get({kQuad}, b.getF32Type())) {}

  void emit(linalg::LinalgOp conv, linalg::FillOp fill,
            linalg::GenericOp epilogue) {
    Value input = conv.getDpsInputs()[0], filter = conv.getDpsInputs()[1];
    Value output = conv.getDpsInits()[0];
    int64_t kh = shape.ranges[kKH], kw = shape.ranges[kKW];
    int64_t channels = shape.ranges[kC];
    Value id = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    Value ty = arith::DivUIOp::create(b, id, index(tw));
    Value tx = arith::RemUIOp::create(b, id, index(tw));
    auto shared = [&](int64_t elements, Type type) {
      return memref::AllocOp::create(
          b, MemRefType::get({elements}, type, MemRefLayoutAttrInterface(),
                             b.getI64IntegerAttr(kWorkgroupMemorySpace)));
    };
    Value patch = shared(tc * ph * pw, b.getF32Type());
    Value weights = shared(kh * kw * tc * tf / kQuad, vec4);

    // Accumulators: the pixel's channels as vec4.
    SmallVector<Value> initial;
    for (int64_t q = 0; q < tf / kQuad; ++q) {
      if (fill) {
        initial.push_back(
            vector::BroadcastOp::create(b, vec4, fill.getInputs()[0]));
        continue;
      }
      SmallVector<Value> elements;
      for (int64_t e = 0; e < kQuad; ++e)
        elements.push_back(memref::LoadOp::create(
            b, output, outputIndices(ty, tx, q * kQuad + e)));
      initial.push_back(vector::FromElementsOp::create(b, vec4, elements));
    }
    auto chunks = scf::ForOp::create(b, index(0), index(channels), index(tc),
                                     initial);
    b.setInsertionPointToStart(chunks.getBody());
    Value c0 = chunks.getInductionVar();
    // The previous chunk's reads are done before its data is overwritten.
    gpu::BarrierOp::create(b);
    // The patch is read in NHWC order (consecutive channels) and stored
    // channel-major, so that neighbouring invocations, which read
    // neighbouring pixels of one channel, hit distinct memory banks.
    copyToShared(patch, {ph, pw, tc}, [&](ValueRange at) {
      Value element = memref::LoadOp::create(
          b, input, ValueRange{index(0), at[0], at[1], add(c0, at[2])});
      return std::make_pair(
          element, add(mul(at[2], ph * pw), add(mul(at[0], pw), at[1])));
    });
    copyToShared(weights, {kh, kw, tc, tf / kQuad}, [&](ValueRange at) {
      SmallVector<Value> elements;
      for (int64_t e = 0; e < kQuad; ++e)
        elements.push_back(memref::LoadOp::create(
            b, filter,
            ValueRange{at[0], at[1], add(c0, at[2]),
                       add(mul(at[3], kQuad), index(e))}));
      Value linear = add(
          mul(add(mul(add(mul(at[0], kw), at[1]), tc), at[2]), tf / kQuad),
          at[3]);
      return std::make_pair(
          vector::FromElementsOp::create(b, vec4, elements).getResult(),
          linear);
    });
    gpu::BarrierOp::create(b);
    SmallVector<Value> acc = accumulate(
        patch, weights, ty, tx, chunks.getRegionIterArgs());
    scf::YieldOp::create(b, acc);

    if (epilogue)
      b.setInsertionPoint(epilogue);
    else
      b.setInsertionPointAfter(chunks);
    Value destination = epilogue ? epilogue.getDpsInits()[0] : output;
    for (int64_t f = 0; f < tf; ++f) {
      Value result =
          vector::ExtractOp::create(b, chunks.getResult(f / kQuad), f % kQuad);
      SmallVector<Value> ivs = outputIndices(ty, tx, f);
      if (epilogue)
        result = applyEpilogueElement(b, epilogue, output, result, ivs);
      auto store = memref::StoreOp::create(b, result, destination, ivs);
      store->setAttr(kPerInvocationAttr, b.getUnitAttr());
    }
    if (epilogue) epilogue.erase();
    conv.erase();
    if (fill) fill.erase();
    if (epilogue) output.getDefiningOp()->erase();
  }

private:
  Value index(int64_t value) { return arith::ConstantIndexOp::create(b, value); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(b, x, index(y));
  }

  SmallVector<Value> outputIndices(Value ty, Value tx, int64_t f) {
    return {index(0), ty, tx, index(f)};
  }

  /// Copies what |load| gives for every index of |shape| (a value and its
  /// position) into the flat workgroup buffer |shared|, the invocations
  /// taking consecutive indices (so their global reads are consecutive).
  void copyToShared(
      Value shared, ArrayRef<int64_t> shape,
      function_ref<std::pair<Value, Value>(ValueRange)> load) {
    int64_t total = 1;
    for (int64_t size : shape) total *= size;
    Value id = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    auto loop = scf::ForOp::create(b, id, index(total), index(th * tw));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value linear = loop.getInductionVar();
    SmallVector<Value> at(shape.size());
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      at[d] = arith::RemUIOp::create(b, linear, index(shape[d]));
      linear = arith::DivUIOp::create(b, linear, index(shape[d]));
    }
    auto [value, position] = load(at);
    memref::StoreOp::create(b, value, shared, ValueRange{position});
  }

  /// |acc| plus the chunk's products for output pixel (ty, tx): a loop over
  /// the filter's taps with the chunk's channels unrolled in it.
  SmallVector<Value> accumulate(Value patch, Value weights, Value ty,
                                Value tx, ValueRange acc) {
    int64_t kw = shape.ranges[kKW], quads = tf / kQuad;
    OpBuilder::InsertionGuard guard(b);
    Value row0 = mul(ty, shape.strides[0]);
    Value column0 = mul(tx, shape.strides[1]);
    auto taps = scf::ForOp::create(b, index(0),
                                   index(shape.ranges[kKH] * kw), index(1),
                                   SmallVector<Value>(acc));
    b.setInsertionPointToStart(taps.getBody());
    Value tap = taps.getInductionVar();
    Value row = add(row0, mul(arith::DivUIOp::create(b, tap, index(kw)),
                              shape.dilations[0]));
    Value column = add(column0, mul(arith::RemUIOp::create(b, tap, index(kw)),
                                    shape.dilations[1]));
    Value pixel = add(mul(row, pw), column);
    Value weightBase = mul(tap, tc * quads);
    SmallVector<Value> sums(taps.getRegionIterArgs());
    for (int64_t c = 0; c < tc; ++c) {
      Value x = memref::LoadOp::create(
          b, patch, ValueRange{add(pixel, index(c * ph * pw))});
      Value splat = vector::BroadcastOp::create(b, vec4, x);
      for (int64_t q = 0; q < quads; ++q) {
        Value w = memref::LoadOp::create(
            b, weights, ValueRange{add(weightBase, index(c * quads + q))});
        sums[q] = vector::FMAOp::create(b, splat, w, sums[q]);
      }
    }
    scf::YieldOp::create(b, sums);
    b.setInsertionPointAfter(taps);
    return SmallVector<Value>(taps.getResults());
  }

  ImplicitLocOpBuilder b;
  const ConvShape &shape;
  int64_t th, tw, tf, tc, ph, pw;
  VectorType vec4;
};

struct TileConvolutionPass
    : impl::TileConvolutionPassBase<TileConvolutionPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      auto tile = func->getAttrOfType<DenseI64ArrayAttr>(kConvolutionTileAttr);
      if (!tile || tile.size() != 4) continue;
      SmallVector<std::pair<linalg::LinalgOp, ConvShape>> convs;
      func.walk([&](linalg::LinalgOp op) {
        if (std::optional<ConvShape> shape = matchConvolution(op))
          convs.emplace_back(op, *shape);
      });
      for (auto &[conv, shape] : convs) {
        // The workgroup's output tile; the input patch and filter it reads.
        ArrayRef<int64_t> output =
            cast<MemRefType>(conv.getDpsInits()[0].getType()).getShape();
        if (!conv.hasPureBufferSemantics() ||
            output != ArrayRef<int64_t>{1, tile[0], tile[1], tile[2]} ||
            shape.ranges[kC] % tile[3] != 0)
          continue;
        linalg::FillOp fill = findInitFill(conv);
        linalg::GenericOp epilogue =
            findEpilogue(conv.getDpsInits()[0], conv, fill);
        if (!epilogue && conv.getDpsInits()[0].getDefiningOp<memref::AllocaOp>())
          continue;
        ConvolutionKernel(conv, shape, tile.asArrayRef())
            .emit(conv, fill, epilogue);
      }
    }
  }
};

} // namespace

bool selectConvolutionStrategy(func::FuncOp func, Operation *root,
                               const VulkanTarget &target,
                               ArrayRef<int64_t> requestedTile) {
  Operation *conv = findKernelOp(root, [](Operation *op) {
    return matchConvolution(op).has_value();
  });
  if (!conv || !cast<linalg::LinalgOp>(conv).hasPureTensorSemantics())
    return false;
  ConvShape shape = *matchConvolution(conv);
  // Up to 8 x 8 pixels and 8 output channels per workgroup (on the H100
  // a ResNet 3x3 convolution 1x56x56x64 -> 64 took 30 us with 8 channels,
  // 43 with 4 or 16, 52 with 32), tiles dividing the output; channel chunks
  // as large as workgroup memory allows. A batch of images (see below)
  // keeps up to 16 channels whole.
  int64_t batch = shape.ranges[kN];
  int64_t channels = shape.ranges[kF];
  SmallVector<int64_t> tile = {
      Codegen::largestDivisorAtMost(shape.ranges[kOH], 8),
      Codegen::largestDivisorAtMost(shape.ranges[kOW], 8),
      batch > 1 && channels <= 16
          ? channels
          : Codegen::largestDivisorAtMost(channels, 8),
      Codegen::largestDivisorAtMost(shape.ranges[kC], 16)};
  // A requested tile that divides this convolution replaces the default.
  if (requestedTile.size() == 4 &&
      shape.ranges[kOH] % requestedTile[0] == 0 &&
      shape.ranges[kOW] % requestedTile[1] == 0 &&
      shape.ranges[kF] % requestedTile[2] == 0 &&
      shape.ranges[kC] % requestedTile[3] == 0 &&
      requestedTile[0] * requestedTile[1] <= target.maxWorkgroupInvocations)
    tile.assign(requestedTile.begin(), requestedTile.end());
  while (tile[3] > 1 &&
         sharedFloats(shape, tile) * 4 > target.sharedMemoryBytes)
    tile[3] = Codegen::largestDivisorAtMost(shape.ranges[kC], tile[3] - 1);
  // Too few invocations to share the loads, channels not in vec4, or too
  // little memory.
  if (tile[0] * tile[1] < 16 || tile[2] % kQuad != 0 ||
      sharedFloats(shape, tile) * 4 > target.sharedMemoryBytes)
    return false;
  // Workgroups span at most three tiled loops: a batch of images is tiled
  // one image at a time only when the channels are not tiled. (Taking them
  // whole instead, up to 64 per invocation, made a CNN's 8x14x14x64
  // convolution 57 us against the generic path's 20: too few workgroups.)
  if (batch > 1 && tile[2] != channels) return false;
  Builder b(func.getContext());
  SmallVector<int64_t> rootTile = {batch > 1 ? 1 : 0, tile[0], tile[1],
                                   tile[2] == shape.ranges[kF] && batch > 1
                                       ? 0
                                       : tile[2]};
  if (root == conv) rootTile.append({0, 0, 0});
  root->setAttr(Codegen::kWorkgroupTileSizesAttr,
                b.getDenseI64ArrayAttr(rootTile));
  func->setAttr(kConvolutionTileAttr, b.getDenseI64ArrayAttr(tile));
  func->setAttr(kWorkgroupSizeAttr, b.getI64IntegerAttr(tile[0] * tile[1]));
  return true;
}

} // namespace mlir::iree_compiler::SPIRV
