//===- TileConvolution.cpp - Convolutions through workgroup memory --------===//
//
// A workgroup computes a 1 x TH x TW x TF tile of a 2-D NHWC convolution's
// output. For each chunk of TC input channels, all invocations copy the
// input patch the tile reads (PH x PW x TC, PH = (TH - 1) * stride +
// (KH - 1) * dilation + 1) and the filter's KH x KW x TC x TF slice into
// workgroup memory; then invocation (ty, tx) accumulates its output pixel's
// TF channels in registers from there. Every input element is thus read
// from global memory once per tile instead of once per filter tap and
// output channel.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Kernels.h"
#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Codegen/LLVMCPU/Passes.h"
#include "compiler/Codegen/LLVMCPU/Utils.h"
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
                     shape.dilations[1])) {}

  void emit(linalg::LinalgOp conv, linalg::FillOp fill,
            linalg::GenericOp epilogue) {
    Value input = conv.getDpsInputs()[0], filter = conv.getDpsInputs()[1];
    Value output = conv.getDpsInits()[0];
    int64_t kh = shape.ranges[kKH], kw = shape.ranges[kKW];
    int64_t channels = shape.ranges[kC];
    Value id = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    Value ty = arith::DivUIOp::create(b, id, index(tw));
    Value tx = arith::RemUIOp::create(b, id, index(tw));
    auto shared = [&](int64_t floats) {
      return memref::AllocOp::create(
          b, MemRefType::get({floats}, b.getF32Type(),
                             MemRefLayoutAttrInterface(),
                             b.getI64IntegerAttr(kWorkgroupMemorySpace)));
    };
    Value patch = shared(ph * pw * tc);
    Value weights = shared(kh * kw * tc * tf);

    SmallVector<Value> initial;
    for (int64_t f = 0; f < tf; ++f)
      initial.push_back(fill ? fill.getInputs()[0]
                             : memref::LoadOp::create(
                                   b, output, outputIndices(ty, tx, f))
                                   .getResult());
    auto chunks = scf::ForOp::create(b, index(0), index(channels), index(tc),
                                     initial);
    b.setInsertionPointToStart(chunks.getBody());
    Value c0 = chunks.getInductionVar();
    // The previous chunk's reads are done before its data is overwritten.
    gpu::BarrierOp::create(b);
    copyToShared(patch, {ph, pw, tc}, [&](ValueRange at) {
      return memref::LoadOp::create(
          b, input, ValueRange{index(0), at[0], at[1], add(c0, at[2])});
    });
    copyToShared(weights, {kh, kw, tc, tf}, [&](ValueRange at) {
      return memref::LoadOp::create(
          b, filter, ValueRange{at[0], at[1], add(c0, at[2]), at[3]});
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
      Value result = chunks.getResult(f);
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

  /// Copies the elements |load| gives for every index of |shape| into the
  /// flat workgroup buffer |shared|, the invocations taking consecutive
  /// elements (so their global reads are consecutive too).
  void copyToShared(Value shared, ArrayRef<int64_t> shape,
                    function_ref<Value(ValueRange)> load) {
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
    memref::StoreOp::create(b, load(at), shared,
                            ValueRange{loop.getInductionVar()});
  }

  /// |acc| plus the chunk's products for output pixel (ty, tx).
  SmallVector<Value> accumulate(Value patch, Value weights, Value ty,
                                Value tx, ValueRange acc) {
    int64_t kw = shape.ranges[kKW];
    SmallVector<Value> result(acc);
    OpBuilder::InsertionGuard guard(b);
    Value row0 = mul(ty, shape.strides[0]);
    Value column0 = mul(tx, shape.strides[1]);
    auto taps = scf::ForOp::create(
        b, index(0), index(shape.ranges[kKH] * kw * tc), index(1), result);
    b.setInsertionPointToStart(taps.getBody());
    // tap = (kh * KW + kw) * TC + c.
    Value tap = taps.getInductionVar();
    Value c = arith::RemUIOp::create(b, tap, index(tc));
    Value window = arith::DivUIOp::create(b, tap, index(tc));
    Value kwIndex = arith::RemUIOp::create(b, window, index(kw));
    Value khIndex = arith::DivUIOp::create(b, window, index(kw));
    Value row = add(row0, mul(khIndex, shape.dilations[0]));
    Value column = add(column0, mul(kwIndex, shape.dilations[1]));
    Value x = memref::LoadOp::create(
        b, patch, ValueRange{add(mul(add(mul(row, pw), column), tc), c)});
    Value weightBase = mul(tap, tf);
    SmallVector<Value> next;
    for (int64_t f = 0; f < tf; ++f) {
      Value w = memref::LoadOp::create(
          b, weights, ValueRange{add(weightBase, index(f))});
      next.push_back(arith::AddFOp::create(b, taps.getRegionIterArgs()[f],
                                           arith::MulFOp::create(b, x, w)));
    }
    scf::YieldOp::create(b, next);
    b.setInsertionPointAfter(taps);
    return SmallVector<Value>(taps.getResults());
  }

  ImplicitLocOpBuilder b;
  const ConvShape &shape;
  int64_t th, tw, tf, tc, ph, pw;
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
                               const VulkanTarget &target) {
  Operation *conv = matchConvolution(root) ? root : nullptr;
  auto generic = dyn_cast_or_null<linalg::GenericOp>(root);
  if (generic) {
    for (OpOperand *input : generic.getDpsInputOperands()) {
      Operation *producer = input->get().getDefiningOp();
      if (matchConvolution(producer) && isElementwise(generic, 4) &&
          generic.getMatchingIndexingMap(input).isIdentity())
        conv = producer;
    }
  }
  if (!conv || !cast<linalg::LinalgOp>(conv).hasPureTensorSemantics())
    return false;
  ConvShape shape = *matchConvolution(conv);
  // Up to 8 x 8 pixels and 16 channels per workgroup, tiles dividing the
  // output; channel chunks as large as workgroup memory allows.
  SmallVector<int64_t> tile = {
      LLVMCPU::largestDivisorAtMost(shape.ranges[kOH], 8),
      LLVMCPU::largestDivisorAtMost(shape.ranges[kOW], 8),
      LLVMCPU::largestDivisorAtMost(shape.ranges[kF], 16),
      LLVMCPU::largestDivisorAtMost(shape.ranges[kC], 16)};
  while (tile[3] > 1 &&
         sharedFloats(shape, tile) * 4 > target.sharedMemoryBytes)
    tile[3] = LLVMCPU::largestDivisorAtMost(shape.ranges[kC], tile[3] - 1);
  // Too few invocations to share the loads, or too little memory.
  if (tile[0] * tile[1] < 16 ||
      sharedFloats(shape, tile) * 4 > target.sharedMemoryBytes)
    return false;
  // Workgroups span at most three tiled loops: a batch of images is tiled
  // one image at a time only when the channels are not tiled.
  int64_t batch = shape.ranges[kN];
  if (batch > 1 && tile[2] != shape.ranges[kF]) return false;
  Builder b(func.getContext());
  SmallVector<int64_t> rootTile = {batch > 1 ? 1 : 0, tile[0], tile[1],
                                   tile[2] == shape.ranges[kF] && batch > 1
                                       ? 0
                                       : tile[2]};
  if (root == conv) rootTile.append({0, 0, 0});
  root->setAttr(LLVMCPU::kWorkgroupTileSizesAttr,
                b.getDenseI64ArrayAttr(rootTile));
  func->setAttr(kConvolutionTileAttr, b.getDenseI64ArrayAttr(tile));
  func->setAttr(kWorkgroupSizeAttr, b.getI64IntegerAttr(tile[0] * tile[1]));
  return true;
}

} // namespace mlir::iree_compiler::SPIRV
