//===- PairDotContraction.cpp - Narrow-precision register tiles -----------===//

#include "compiler/Codegen/LLVMCPU/PairDotContraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::LLVMCPU {

linalg::GenericOp
createExtendingCopy(RewriterBase &rewriter, Location loc, Value input,
                    Type elementType,
                    function_ref<Value(OpBuilder &, Location, Value)> extend) {
  auto type = cast<RankedTensorType>(input.getType());
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, type.getShape(), elementType);
  AffineMap identity = rewriter.getMultiDimIdentityMap(type.getRank());
  return linalg::GenericOp::create(
      rewriter, loc, empty.getType(), input, empty, {identity, identity},
      SmallVector<utils::IteratorType>(type.getRank(),
                                       utils::IteratorType::parallel),
      [&](OpBuilder &b, Location l, ValueRange args) {
        linalg::YieldOp::create(b, l, extend(b, l, args[0]));
      });
}

namespace {

/// How a contraction operand reaches its product: extended from a narrow
/// integer, signed or not, or from bf16.
struct NarrowOperand {
  unsigned bits = 0;
  bool isSigned = true;
};

/// The extension of block argument |argNumber| that |value| is, where it
/// fits a pair dot product: from bf16 into f32, or from an integer that fits
/// a signed i16 (any signed extension from at most 16 bits, unsigned from at
/// most 8).
std::optional<NarrowOperand> matchNarrowOperand(Value value,
                                                unsigned argNumber) {
  Operation *ext = value.getDefiningOp();
  if (!ext || !isa<arith::ExtSIOp, arith::ExtUIOp, arith::ExtFOp>(ext))
    return std::nullopt;
  auto arg = dyn_cast<BlockArgument>(ext->getOperand(0));
  if (!arg || arg.getOwner() != ext->getBlock() ||
      arg.getArgNumber() != argNumber)
    return std::nullopt;
  if (isa<arith::ExtFOp>(ext)) {
    if (!arg.getType().isBF16() || !value.getType().isF32())
      return std::nullopt;
    return NarrowOperand{16, true};
  }
  auto type = dyn_cast<IntegerType>(arg.getType());
  bool isSigned = isa<arith::ExtSIOp>(ext);
  if (!type || !value.getType().isInteger(32) ||
      type.getWidth() > (isSigned ? 16u : 8u))
    return std::nullopt;
  return NarrowOperand{type.getWidth(), isSigned};
}

/// The operands' extensions where |tile|'s body is exactly
/// `yield acc + ext(a) * ext(b)` into i32 (integer operands) or f32 (bf16
/// operands).
template <typename AddOp, typename MulOp>
std::optional<std::pair<NarrowOperand, NarrowOperand>>
matchNarrowProductBody(Block *body) {
  auto add = body->getTerminator()->getOperand(0).getDefiningOp<AddOp>();
  if (!add) return std::nullopt;
  Value product = add.getLhs() == body->getArgument(2) ? add.getRhs()
                  : add.getRhs() == body->getArgument(2)
                      ? add.getLhs()
                      : Value();
  auto mul = product ? product.template getDefiningOp<MulOp>() : nullptr;
  if (!mul) return std::nullopt;
  for (auto [x, y] : {std::make_pair(mul.getLhs(), mul.getRhs()),
                      std::make_pair(mul.getRhs(), mul.getLhs())}) {
    std::optional<NarrowOperand> a = matchNarrowOperand(x, 0);
    std::optional<NarrowOperand> b = matchNarrowOperand(y, 1);
    if (a && b) return std::make_pair(*a, *b);
  }
  return std::nullopt;
}

std::optional<std::pair<NarrowOperand, NarrowOperand>>
matchNarrowProductBody(linalg::LinalgOp tile) {
  Block *body = tile.getBlock();
  if (body->getNumArguments() != 3 ||
      std::distance(body->begin(), body->end()) != 5)
    return std::nullopt;
  Type accumulator = body->getArgument(2).getType();
  if (accumulator.isInteger(32))
    return matchNarrowProductBody<arith::AddIOp, arith::MulIOp>(body);
  if (accumulator.isF32())
    return matchNarrowProductBody<arith::AddFOp, arith::MulFOp>(body);
  return std::nullopt;
}

/// A copy of |input| widened to i16 as |operand| is extended.
linalg::GenericOp widenToI16(RewriterBase &rewriter, Location loc, Value input,
                             NarrowOperand operand) {
  Type i16 = rewriter.getI16Type();
  return createExtendingCopy(
      rewriter, loc, input, i16, [&](OpBuilder &b, Location l, Value v) {
        return operand.isSigned
                   ? arith::ExtSIOp::create(b, l, i16, v).getResult()
                   : arith::ExtUIOp::create(b, l, i16, v).getResult();
      });
}

/// pmaddwd at |lanes| i32 lanes (SSE2, AVX2, AVX-512BW), or AVX-512 BF16's
/// dpbf16ps (which takes the accumulator) at 16 f32 lanes.
StringRef pairDotIntrinsic(PairDotKind kind, int64_t lanes) {
  if (kind == PairDotKind::kBFloat16)
    return lanes == 16 ? "llvm.x86.avx512bf16.dpbf16ps.512" : "";
  switch (lanes) {
  case 4: return "llvm.x86.sse2.pmadd.wd";
  case 8: return "llvm.x86.avx2.pmadd.wd";
  case 16: return "llvm.x86.avx512.pmaddw.d.512";
  default: return "";
  }
}

} // namespace

PairDotKind getPairDotKind(linalg::LinalgOp tile) {
  if (tile.getNumDpsInputs() != 2 || tile.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(tile) ||
      !matchNarrowProductBody(tile))
    return PairDotKind::kNone;
  return getElementTypeOrSelf(tile.getDpsInits()[0].getType()).isF32()
             ? PairDotKind::kBFloat16
             : PairDotKind::kIntegers;
}

std::optional<std::pair<linalg::GenericOp, linalg::GenericOp>>
widenRhsToI16(RewriterBase &rewriter, linalg::GenericOp tile) {
  std::optional<std::pair<NarrowOperand, NarrowOperand>> operands =
      matchNarrowProductBody(tile);
  if (getPairDotKind(tile) != PairDotKind::kIntegers ||
      operands->second.bits == 16)
    return std::nullopt;
  Block *body = tile.getBody();
  Operation *extension = *body->getArgument(1).getUsers().begin();
  Location loc = tile.getLoc();
  rewriter.setInsertionPoint(tile);
  linalg::GenericOp copy =
      widenToI16(rewriter, loc, tile.getDpsInputs()[1], operands->second);
  // The body extends the widened value, which fits a signed i16 either way.
  auto widened = linalg::GenericOp::create(
      rewriter, loc, tile.getResultTypes(),
      ValueRange{tile.getDpsInputs()[0], copy.getResult(0)},
      tile.getDpsInits(), tile.getIndexingMapsArray(),
      tile.getIteratorTypesArray(),
      [&](OpBuilder &b, Location l, ValueRange args) {
        IRMapping mapping;
        mapping.map(body->getArgument(0), args[0]);
        mapping.map(body->getArgument(2), args[2]);
        mapping.map(extension->getResult(0),
                    arith::ExtSIOp::create(
                        b, l, extension->getResult(0).getType(), args[1]));
        for (Operation &inner : body->without_terminator())
          if (&inner != extension) b.clone(inner, mapping);
        linalg::YieldOp::create(
            b, l, mapping.lookup(body->getTerminator()->getOperand(0)));
      });
  rewriter.replaceOp(tile, widened.getResults());
  return std::make_pair(copy, widened);
}

namespace {

/// A register tile of a narrow product body over row-major operands.
struct RegisterTile {
  int64_t rows, columns, depth;
  NarrowOperand a, b;
};

/// |tile| as an M x N x K register tile of row-major operands (A (m, k), B
/// (k, n), C (m, n)) computing a narrow product, with K a multiple of |step|
/// and N of |lanes|.
std::optional<RegisterTile> matchRegisterTile(linalg::GenericOp tile,
                                              int64_t lanes, int64_t step) {
  if (tile.getNumLoops() != 3 || tile.getNumDpsInputs() != 2 ||
      tile.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(tile) ||
      !tile.hasPureTensorSemantics())
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(tile);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || !hasRowMajorBlock(tile))
    return std::nullopt;
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  std::optional<std::pair<NarrowOperand, NarrowOperand>> operands =
      matchNarrowProductBody(tile);
  SmallVector<int64_t> ranges = tile.getStaticLoopRanges();
  if (!operands || llvm::any_of(ranges, ShapedType::isDynamic) ||
      ranges[k] % step != 0 || ranges[n] % lanes != 0)
    return std::nullopt;
  return RegisterTile{ranges[m], ranges[n], ranges[k], operands->first,
                      operands->second};
}

/// Whether a tile of these operands takes vpdpbusd's quads: bytes, at most
/// one of them unsigned (the instruction multiplies unsigned by signed
/// bytes; two signed ones shift A into the unsigned range and correct).
bool fitsQuads(NarrowOperand a, NarrowOperand b) {
  return a.bits == 8 && b.bits == 8 && (a.isSigned || b.isSigned);
}

/// The rows x columns accumulator tile |init| as registers of |type|, row
/// by row.
SmallVector<Value> readAccumulators(RewriterBase &rewriter, Location loc,
                                    Value init, int64_t rows, int64_t columns,
                                    VectorType type) {
  int64_t lanes = type.getNumElements();
  SmallVector<Value> registers;
  for (int64_t row = 0; row < rows; ++row)
    for (int64_t column = 0; column < columns; column += lanes)
      registers.push_back(vector::TransferReadOp::create(
          rewriter, loc, type, init,
          {arith::ConstantIndexOp::create(rewriter, loc, row),
           arith::ConstantIndexOp::create(rewriter, loc, column)},
          std::nullopt, ArrayRef<bool>{true}));
  return registers;
}

/// |init| with |registers| (readAccumulators' order) written back.
Value writeAccumulators(RewriterBase &rewriter, Location loc, Value init,
                        ValueRange registers, int64_t columns) {
  int64_t lanes = cast<VectorType>(registers.front().getType()).getNumElements();
  Value result = init;
  for (auto [i, value] : llvm::enumerate(registers)) {
    int64_t row = i / (columns / lanes), column = i % (columns / lanes) * lanes;
    result = vector::TransferWriteOp::create(
                 rewriter, loc, value, result,
                 {arith::ConstantIndexOp::create(rewriter, loc, row),
                  arith::ConstantIndexOp::create(rewriter, loc, column)},
                 ArrayRef<bool>{true})
                 .getResult();
  }
  return result;
}

/// a[row, k ..] as one 32-bit word (|group| elements of a), in every lane
/// of a register of |lanes| i32, viewed as |result|.
Value broadcastRowWord(OpBuilder &builder, Location loc, Value a, int64_t row,
                       Value k, VectorType group, int64_t lanes,
                       VectorType result) {
  Type i32 = builder.getI32Type();
  Value elements = vector::TransferReadOp::create(
      builder, loc, group, a,
      {arith::ConstantIndexOp::create(builder, loc, row), k}, std::nullopt,
      ArrayRef<bool>{true});
  Value word = vector::ExtractOp::create(
      builder, loc,
      vector::BitCastOp::create(builder, loc, VectorType::get({1}, i32),
                                elements),
      ArrayRef<int64_t>{0});
  return vector::BitCastOp::create(
      builder, loc, result,
      vector::BroadcastOp::create(builder, loc, VectorType::get({lanes}, i32),
                                  word));
}

/// |tile| (fitting quads) as a loop over K quads of vpdpbusd on 16 i32
/// lanes: each row's four A bytes broadcast as one i32, B's four rows
/// interleaved a byte of each per column. The unsigned operand is A where A
/// is unsigned, else B where B is; two signed operands take A + 128 (A's
/// bytes with the top bit flipped, copied once) and subtract 128 times the
/// column sums of B, which another vpdpbusd of ones accumulates.
SmallVector<linalg::GenericOp> rewriteAsQuadDots(RewriterBase &rewriter,
                                                 linalg::GenericOp tile,
                                                 const RegisterTile &shape,
                                                 int64_t lanes) {
  Location loc = tile.getLoc();
  rewriter.setInsertionPoint(tile);
  Type i8 = rewriter.getI8Type(), i32 = rewriter.getI32Type();
  int64_t vectorsPerRow = shape.columns / lanes;
  bool corrected = shape.a.isSigned && shape.b.isSigned;
  bool aIsUnsigned = !shape.a.isSigned || corrected;
  SmallVector<linalg::GenericOp> copies;
  Value a = tile.getDpsInputs()[0], b = tile.getDpsInputs()[1];
  if (corrected) {
    linalg::GenericOp copy = createExtendingCopy(
        rewriter, loc, a, i8, [&](OpBuilder &builder, Location l, Value v) {
          Value top = arith::ConstantOp::create(
              builder, l, builder.getIntegerAttr(i8, -128));
          return arith::XOrIOp::create(builder, l, v, top).getResult();
        });
    copies.push_back(copy);
    a = copy.getResult(0);
  }
  Value init = tile.getDpsInits()[0];
  auto index = [&](int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value).getResult();
  };
  auto accType = VectorType::get({lanes}, i32);
  auto quadType = VectorType::get({4 * lanes}, i8);
  auto rowType = VectorType::get({shape.columns}, i8);
  SmallVector<Value> carried = readAccumulators(
      rewriter, loc, init, shape.rows, shape.columns, accType);
  int64_t accumulators = carried.size();
  // B's column sums, for the correction.
  if (corrected)
    for (int64_t v = 0; v < vectorsPerRow; ++v)
      carried.push_back(arith::ConstantOp::create(
          rewriter, loc, DenseElementsAttr::get(accType, int32_t(0))));
  Value ones = arith::ConstantOp::create(
      rewriter, loc, DenseElementsAttr::get(quadType, int8_t(1)));
  // Rows k and k + 1 (and k + 2 and k + 3) interleaved byte by byte, then
  // the two pairs' byte pairs interleaved for one register's columns.
  SmallVector<int64_t> pairs;
  for (int64_t j = 0; j < shape.columns; ++j) {
    pairs.push_back(j);
    pairs.push_back(shape.columns + j);
  }
  SmallVector<SmallVector<int64_t>> quadMasks(vectorsPerRow);
  for (int64_t v = 0; v < vectorsPerRow; ++v)
    for (int64_t j = 0; j < lanes; ++j)
      for (int64_t offset : {int64_t(0), 2 * shape.columns})
        for (int64_t q = 0; q < 2; ++q)
          quadMasks[v].push_back(offset + 2 * (v * lanes + j) + q);
  StringAttr intrinsic = rewriter.getStringAttr("llvm.x86.avx512.vpdpbusd.512");
  auto loop = scf::ForOp::create(
      rewriter, loc, index(0), index(shape.depth / 4), index(1), carried,
      [&](OpBuilder &builder, Location l, Value quad, ValueRange iterArgs) {
        Value first = arith::MulIOp::create(
            builder, l, quad, arith::ConstantIndexOp::create(builder, l, 4));
        Value zero = arith::ConstantIndexOp::create(builder, l, 0);
        SmallVector<Value> bRows;
        for (int64_t q = 0; q < 4; ++q)
          bRows.push_back(vector::TransferReadOp::create(
              builder, l, rowType, b,
              {arith::AddIOp::create(
                   builder, l, first,
                   arith::ConstantIndexOp::create(builder, l, q)),
               zero},
              std::nullopt, ArrayRef<bool>{true}));
        auto pairType = VectorType::get({2 * shape.columns}, i8);
        Value low = vector::ShuffleOp::create(
            builder, l, pairType, bRows[0], bRows[1],
            builder.getDenseI64ArrayAttr(pairs));
        Value high = vector::ShuffleOp::create(
            builder, l, pairType, bRows[2], bRows[3],
            builder.getDenseI64ArrayAttr(pairs));
        SmallVector<Value> bQuads;
        for (ArrayRef<int64_t> mask : quadMasks)
          bQuads.push_back(vector::ShuffleOp::create(
              builder, l, quadType, low, high,
              builder.getDenseI64ArrayAttr(mask)));
        auto dot = [&](Value acc, Value unsignedBytes, Value signedBytes) {
          return LLVM::CallIntrinsicOp::create(
                     builder, l, accType, intrinsic,
                     ValueRange{acc, unsignedBytes, signedBytes})
              .getResult(0);
        };
        SmallVector<Value> next;
        for (int64_t row = 0; row < shape.rows; ++row) {
          Value aSplat =
              broadcastRowWord(builder, l, a, row, first,
                               VectorType::get({4}, i8), lanes, quadType);
          for (int64_t v = 0; v < vectorsPerRow; ++v) {
            Value acc = iterArgs[row * vectorsPerRow + v];
            next.push_back(aIsUnsigned ? dot(acc, aSplat, bQuads[v])
                                       : dot(acc, bQuads[v], aSplat));
          }
        }
        if (corrected)
          for (int64_t v = 0; v < vectorsPerRow; ++v)
            next.push_back(dot(iterArgs[accumulators + v], ones, bQuads[v]));
        scf::YieldOp::create(builder, l, next);
      });

  SmallVector<Value> results(loop.getResults().take_front(accumulators));
  if (corrected) {
    Value seven = arith::ConstantOp::create(
        rewriter, loc, DenseElementsAttr::get(accType, int32_t(7)));
    for (int64_t i = 0; i < accumulators; ++i)
      results[i] = arith::SubIOp::create(
          rewriter, loc, results[i],
          arith::ShLIOp::create(
              rewriter, loc,
              loop.getResult(accumulators + i % vectorsPerRow), seven));
  }
  rewriter.replaceOp(tile, writeAccumulators(rewriter, loc, init, results,
                                             shape.columns));
  return copies;
}

} // namespace

bool hasRowMajorBlock(linalg::LinalgOp op) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty() ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return false;
  unsigned m = dims->m.back(), n = dims->n.back(), k = dims->k.back();
  // Each operand's results among the block's three loops, in order.
  auto blockResults = [&](AffineMap map) {
    SmallVector<unsigned> results;
    for (AffineExpr result : map.getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(result);
      if (!dim) return SmallVector<unsigned>{};
      if (llvm::is_contained({m, n, k}, dim.getPosition()))
        results.push_back(dim.getPosition());
    }
    return results;
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return blockResults(maps[0]) == SmallVector<unsigned>{m, k} &&
         blockResults(maps[1]) == SmallVector<unsigned>{k, n} &&
         blockResults(maps[2]) == SmallVector<unsigned>{m, n};
}

bool takesQuadDots(linalg::LinalgOp tile) {
  std::optional<std::pair<NarrowOperand, NarrowOperand>> operands =
      matchNarrowProductBody(tile);
  return getPairDotKind(tile) == PairDotKind::kIntegers &&
         fitsQuads(operands->first, operands->second);
}

std::optional<SmallVector<linalg::GenericOp>>
rewriteAsPairDotContraction(RewriterBase &rewriter, linalg::GenericOp tile,
                            int64_t lanes, bool quads) {
  PairDotKind kind = getPairDotKind(tile);
  if (quads && lanes == 16 && kind == PairDotKind::kIntegers)
    if (std::optional<RegisterTile> quadTile =
            matchRegisterTile(tile, lanes, 4);
        quadTile && fitsQuads(quadTile->a, quadTile->b))
      return rewriteAsQuadDots(rewriter, tile, *quadTile, lanes);
  StringRef intrinsic = pairDotIntrinsic(kind, lanes);
  std::optional<RegisterTile> matched = matchRegisterTile(tile, lanes, 2);
  if (intrinsic.empty() || !matched) return std::nullopt;
  int64_t rows = matched->rows, columns = matched->columns,
          depth = matched->depth;
  int64_t vectorsPerRow = columns / lanes;

  Location loc = tile.getLoc();
  rewriter.setInsertionPoint(tile);
  // Pairs of 16-bit elements (i16 or bf16) into 32-bit lanes (i32 or f32).
  bool isFloat = kind == PairDotKind::kBFloat16;
  Type i16 = rewriter.getI16Type(), i32 = rewriter.getI32Type();
  Type half = isFloat ? Type(rewriter.getBF16Type()) : i16;
  Type word = isFloat ? Type(rewriter.getF32Type()) : i32;
  SmallVector<linalg::GenericOp> copies;
  // Integer operand tiles as i16, widened once.
  auto widen = [&](Value input, NarrowOperand operand) -> Value {
    if (operand.bits == 16) return input;
    copies.push_back(widenToI16(rewriter, loc, input, operand));
    return copies.back().getResult(0);
  };
  Value a = widen(tile.getDpsInputs()[0], matched->a);
  Value b = widen(tile.getDpsInputs()[1], matched->b);
  Value init = tile.getDpsInits()[0];

  auto index = [&](int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value).getResult();
  };
  auto accType = VectorType::get({lanes}, word);
  auto pairType = VectorType::get({2 * lanes}, half);
  auto rowType = VectorType::get({columns}, half);
  SmallVector<Value> accs =
      readAccumulators(rewriter, loc, init, rows, columns, accType);

  // B's rows k and k + 1 interleaved, one register's columns at a time.
  SmallVector<SmallVector<int64_t>> interleave(vectorsPerRow);
  for (int64_t v = 0; v < vectorsPerRow; ++v)
    for (int64_t j = 0; j < lanes; ++j) {
      interleave[v].push_back(v * lanes + j);
      interleave[v].push_back(columns + v * lanes + j);
    }
  auto loop = scf::ForOp::create(
      rewriter, loc, index(0), index(depth / 2), index(1), accs,
      [&](OpBuilder &builder, Location l, Value pair, ValueRange iterAccs) {
        Value two = arith::ConstantIndexOp::create(builder, l, 2);
        Value one = arith::ConstantIndexOp::create(builder, l, 1);
        Value even = arith::MulIOp::create(builder, l, pair, two);
        Value odd = arith::AddIOp::create(builder, l, even, one);
        Value zero = arith::ConstantIndexOp::create(builder, l, 0);
        Value bEven = vector::TransferReadOp::create(
            builder, l, rowType, b, {even, zero}, std::nullopt,
            ArrayRef<bool>{true});
        Value bOdd = vector::TransferReadOp::create(
            builder, l, rowType, b, {odd, zero}, std::nullopt,
            ArrayRef<bool>{true});
        SmallVector<Value> bPairs;
        for (ArrayRef<int64_t> mask : interleave)
          bPairs.push_back(vector::ShuffleOp::create(
              builder, l, pairType, bEven, bOdd,
              builder.getDenseI64ArrayAttr(mask)));
        SmallVector<Value> next;
        for (int64_t row = 0; row < rows; ++row) {
          Value aSplat =
              broadcastRowWord(builder, l, a, row, even,
                               VectorType::get({2}, half), lanes, pairType);
          for (int64_t v = 0; v < vectorsPerRow; ++v) {
            Value acc = iterAccs[row * vectorsPerRow + v];
            // dpbf16ps accumulates itself; pmaddwd's sum is added (and
            // fused into vpdpwssd by LLVM where the CPU has VNNI).
            if (isFloat) {
              next.push_back(LLVM::CallIntrinsicOp::create(
                                 builder, l, accType,
                                 builder.getStringAttr(intrinsic),
                                 ValueRange{acc, aSplat, bPairs[v]})
                                 .getResult(0));
              continue;
            }
            Value product = LLVM::CallIntrinsicOp::create(
                                builder, l, accType,
                                builder.getStringAttr(intrinsic),
                                ValueRange{aSplat, bPairs[v]})
                                .getResult(0);
            next.push_back(arith::AddIOp::create(builder, l, acc, product));
          }
        }
        scf::YieldOp::create(builder, l, next);
      });

  rewriter.replaceOp(tile, writeAccumulators(rewriter, loc, init,
                                             loop.getResults(), columns));
  return copies;
}

} // namespace mlir::iree_compiler::LLVMCPU
