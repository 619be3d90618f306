//===- RngBitGenerator.cpp - rng_bit_generator as counter-based PRNGs -----===//
//
// The state is (key, counter[, counter high]) as 64-bit words. Output
// element j takes its bits from block j / (elements per block) of the
// generator run on counter + block: Philox-4x32-10 (PHILOX and DEFAULT, four
// 32-bit words per block) or Threefry-2x32-20 (THREE_FRY, two words), as the
// Random123 paper defines them. The returned state's counter is advanced past
// the blocks used, so chained calls never repeat bits. Each element
// recomputes its block inside one linalg.generic, which keeps the op a
// single parallel dispatch.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// Scalar i32/i64 arithmetic for the generator rounds.
class WordBuilder {
public:
  WordBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value i32(uint32_t value) {
    return arith::ConstantIntOp::create(b, loc, static_cast<int32_t>(value), 32);
  }
  Value i64(int64_t value) { return arith::ConstantIntOp::create(b, loc, value, 64); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value xor_(Value x, Value y) { return arith::XOrIOp::create(b, loc, x, y); }
  Value low(Value word64) {
    return arith::TruncIOp::create(b, loc, b.getI32Type(), word64);
  }
  Value high(Value word64) {
    return low(arith::ShRUIOp::create(b, loc, word64, i64(32)));
  }
  Value join(Value lo, Value hi) {
    Value wideLo = arith::ExtUIOp::create(b, loc, b.getI64Type(), lo);
    Value wideHi = arith::ExtUIOp::create(b, loc, b.getI64Type(), hi);
    return arith::OrIOp::create(b, loc, wideLo,
                                arith::ShLIOp::create(b, loc, wideHi, i64(32)));
  }
  /// The 64-bit product of two 32-bit words as (high, low).
  std::pair<Value, Value> mulHiLo(uint32_t multiplier, Value x) {
    Value product = arith::MulIOp::create(
        b, loc, arith::ExtUIOp::create(b, loc, b.getI64Type(), x),
        i64(multiplier));
    return {high(product), low(product)};
  }
  Value rotateLeft(Value x, unsigned bits) {
    return arith::OrIOp::create(
        b, loc, arith::ShLIOp::create(b, loc, x, i32(bits)),
        arith::ShRUIOp::create(b, loc, x, i32(32 - bits)));
  }

private:
  OpBuilder &b;
  Location loc;
};

/// Philox-4x32 with 10 rounds.
SmallVector<Value> philox(WordBuilder &w, SmallVector<Value> x, Value k0,
                          Value k1) {
  for (int round = 0; round < 10; ++round) {
    if (round) {
      k0 = w.add(k0, w.i32(0x9E3779B9));
      k1 = w.add(k1, w.i32(0xBB67AE85));
    }
    auto [hi0, lo0] = w.mulHiLo(0xD2511F53, x[0]);
    auto [hi1, lo1] = w.mulHiLo(0xCD9E8D57, x[2]);
    x = {w.xor_(w.xor_(hi1, x[1]), k0), lo1, w.xor_(w.xor_(hi0, x[3]), k1),
         lo0};
  }
  return x;
}

/// Threefry-2x32 with 20 rounds.
SmallVector<Value> threefry(WordBuilder &w, Value c0, Value c1, Value k0,
                            Value k1) {
  constexpr unsigned kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  Value keys[3] = {k0, k1, w.xor_(w.xor_(w.i32(0x1BD11BDA), k0), k1)};
  Value x0 = w.add(c0, keys[0]), x1 = w.add(c1, keys[1]);
  for (int round = 0; round < 20; ++round) {
    x0 = w.add(x0, x1);
    x1 = w.xor_(w.rotateLeft(x1, kRotations[round % 8]), x0);
    if (round % 4 == 3) {
      int injection = round / 4 + 1;
      x0 = w.add(x0, keys[injection % 3]);
      x1 = w.add(w.add(x1, keys[(injection + 1) % 3]), w.i32(injection));
    }
  }
  return {x0, x1};
}

struct ConvertRngBitGenerator : OpConversionPattern<shlo::RngBitGeneratorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(shlo::RngBitGeneratorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType stateType =
        getStaticConvertedType(*getTypeConverter(), op.getOutputState().getType());
    RankedTensorType outputType =
        getStaticConvertedType(*getTypeConverter(), op.getOutput().getType());
    if (!stateType || !outputType)
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    unsigned bits = outputType.getElementTypeBitWidth();
    if (bits != 32 && bits != 64)
      return rewriter.notifyMatchFailure(op, "needs 32- or 64-bit output");
    bool isThreefry = op.getRngAlgorithm() == shlo::RngAlgorithm::THREE_FRY;
    int64_t wordsPerElement = bits / 32;
    int64_t elementsPerBlock = (isThreefry ? 2 : 4) / wordsPerElement;
    int64_t blocks = llvm::divideCeil(outputType.getNumElements(), elementsPerBlock);

    Location loc = op.getLoc();
    Value state = adaptor.getInitialState();
    auto readState = [&](int64_t i) -> Value {
      return tensor::ExtractOp::create(
          rewriter, loc, state,
          ValueRange{arith::ConstantIndexOp::create(rewriter, loc, i)});
    };
    Value key = readState(0), counter = readState(1);
    Value counterHigh = stateType.getDimSize(0) == 3
                            ? readState(2)
                            : arith::ConstantIntOp::create(rewriter, loc, 0, 64);

    int64_t rank = outputType.getRank();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, outputType, ValueRange{},
        createEmptyTensor(rewriter, loc, outputType),
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange) {
          WordBuilder w(b, l);
          // Row-major linear index of this element.
          Value linear = w.i64(0);
          for (int64_t d = 0; d < rank; ++d) {
            Value index = arith::IndexCastOp::create(
                b, l, b.getI64Type(), linalg::IndexOp::create(b, l, d));
            linear = w.add(arith::MulIOp::create(
                               b, l, linear, w.i64(outputType.getDimSize(d))),
                           index);
          }
          Value perBlock = w.i64(elementsPerBlock);
          Value block = arith::DivUIOp::create(b, l, linear, perBlock);
          Value slot = arith::RemUIOp::create(b, l, linear, perBlock);
          Value blockCounter = w.add(counter, block);
          Value k0 = w.low(key), k1 = w.high(key);
          SmallVector<Value> words =
              isThreefry
                  ? threefry(w, w.low(blockCounter), w.high(blockCounter), k0, k1)
                  : philox(w, {w.low(blockCounter), w.high(blockCounter),
                               w.low(counterHigh), w.high(counterHigh)},
                           k0, k1);
          // Element `slot` of the block: one word, or two joined low first.
          SmallVector<Value> elements;
          for (size_t i = 0; i < words.size(); i += wordsPerElement)
            elements.push_back(wordsPerElement == 1
                                   ? words[i]
                                   : w.join(words[i], words[i + 1]));
          Value result = elements.back();
          for (int64_t i = elements.size() - 2; i >= 0; --i) {
            Value isSlot = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                                 slot, w.i64(i));
            result = arith::SelectOp::create(b, l, isSlot, elements[i], result);
          }
          linalg::YieldOp::create(b, l, result);
        });

    // The counter word (index 1) advances past the blocks used.
    AffineMap identity = rewriter.getMultiDimIdentityMap(1);
    auto newState = linalg::GenericOp::create(
        rewriter, loc, stateType, ValueRange{state},
        createEmptyTensor(rewriter, loc, stateType),
        SmallVector<AffineMap>{identity, identity},
        SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
        [&](OpBuilder &b, Location l, ValueRange args) {
          WordBuilder w(b, l);
          Value isCounter = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::eq, linalg::IndexOp::create(b, l, 0),
              arith::ConstantIndexOp::create(b, l, 1));
          Value advanced = w.add(args[0], w.i64(blocks));
          Value updated =
              arith::SelectOp::create(b, l, isCounter, advanced, args[0]);
          linalg::YieldOp::create(b, l, updated);
        });
    rewriter.replaceOp(op, {newState.getResult(0), generic.getResult(0)});
    return success();
  }
};

} // namespace

void populateRngBitGeneratorPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<ConvertRngBitGenerator>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
