//===- Fft.cpp - fft as real contractions on the parts of complex values --===//
//
// A transform over several dimensions becomes 1-D transforms, one dimension
// at a time (moved last by a transpose). A 1-D transform over n elements is
// a contraction with the n x n cosine and sine matrices of the DFT, on the
// real and imaginary parts of its operand: the complex-part rewrites
// (ComplexParts.cpp) ask for the parts of an fft's result, and IRFFT, whose
// result is real, is rewritten here. Exact for any length; O(n^2) per row.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// `scale * weight(k) * f(2 pi j k / n)` for j < rows, k < cols (f cos or
/// sin), with `weight` 1 unless `halfSpectrum`, where the IRFFT's inner
/// frequencies count twice.
Value dftMatrix(PatternRewriter &rewriter, Location loc, Type elementType,
                int64_t rows, int64_t cols, int64_t n, bool sine,
                bool transposedHalfSpectrum) {
  SmallVector<double> values;
  values.reserve(rows * cols);
  for (int64_t j = 0; j < rows; ++j) {
    for (int64_t k = 0; k < cols; ++k) {
      double angle = 2.0 * M_PI * static_cast<double>((j * k) % n) / n;
      double value = sine ? std::sin(angle) : std::cos(angle);
      if (transposedHalfSpectrum) {
        // Rows are frequencies: the inner ones stand for their mirror too.
        bool single = j == 0 || (n % 2 == 0 && j == n / 2);
        value *= (single ? 1.0 : 2.0) / n;
      }
      values.push_back(value);
    }
  }
  auto type = RankedTensorType::get({rows, cols}, elementType);
  SmallVector<Attribute> attrs;
  for (double value : values)
    attrs.push_back(rewriter.getFloatAttr(elementType, value));
  return shlo::ConstantOp::create(rewriter, loc,
                                  DenseElementsAttr::get(type, attrs));
}

/// x[..., rows] · matrix[rows, cols] -> [..., cols].
Value contractLast(PatternRewriter &rewriter, Location loc, Value x,
                   Value matrix) {
  auto xType = cast<RankedTensorType>(x.getType());
  int64_t cols = cast<RankedTensorType>(matrix.getType()).getShape().back();
  SmallVector<int64_t> shape(xType.getShape());
  shape.back() = cols;
  auto numbers = shlo::DotDimensionNumbersAttr::get(
      rewriter.getContext(), {}, {}, {xType.getRank() - 1}, {0});
  return shlo::DotGeneralOp::create(rewriter, loc, xType.clone(shape), x,
                                    matrix, numbers, nullptr);
}

template <typename OpTy>
Value binary(PatternRewriter &rewriter, Location loc, Value lhs, Value rhs) {
  return OpTy::create(rewriter, loc, lhs.getType(), lhs, rhs);
}

Value scaleBy(PatternRewriter &rewriter, Location loc, Value x, double s) {
  auto type = cast<RankedTensorType>(x.getType());
  Value constant = shlo::ConstantOp::create(
      rewriter, loc,
      DenseElementsAttr::get(type, rewriter.getFloatAttr(
                                       type.getElementType(), s)));
  return binary<shlo::MulOp>(rewriter, loc, x, constant);
}

Type realElementType(Type type) {
  Type element = cast<RankedTensorType>(type).getElementType();
  if (auto complex = dyn_cast<ComplexType>(element))
    return complex.getElementType();
  return element;
}

Value partOf(PatternRewriter &rewriter, Location loc, Value complex,
             bool imag) {
  auto type = cast<RankedTensorType>(complex.getType());
  Type partType = type.clone(realElementType(type));
  if (imag)
    return shlo::ImagOp::create(rewriter, loc, partType, complex);
  return shlo::RealOp::create(rewriter, loc, partType, complex);
}

/// `value` with dimensions `a` and `b` swapped (itself when they are equal).
Value swapDims(PatternRewriter &rewriter, Location loc, Value value, int64_t a,
               int64_t b) {
  if (a == b)
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  auto permutation = llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  std::swap(permutation[a], permutation[b]);
  SmallVector<int64_t> shape(type.getShape());
  std::swap(shape[a], shape[b]);
  return shlo::TransposeOp::create(rewriter, loc, type.clone(shape), value,
                                   permutation);
}

/// fft over several dimensions: one 1-D transform per dimension, innermost
/// last for IRFFT (its real result comes from the last one) and first
/// otherwise (RFFT's complex result feeds the others).
struct SplitMultiDimensionalFft : OpRewritePattern<shlo::FftOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::FftOp op,
                                PatternRewriter &rewriter) const override {
    ArrayRef<int64_t> lengths = op.getFftLength();
    if (lengths.size() < 2)
      return failure();
    Location loc = op.getLoc();
    int64_t rank = op.getType().getRank();
    shlo::FftType kind = op.getFftType();
    // Complex-to-complex passes over the outer transformed dimensions.
    shlo::FftType outerKind = kind == shlo::FftType::IRFFT ||
                                      kind == shlo::FftType::IFFT
                                  ? shlo::FftType::IFFT
                                  : shlo::FftType::FFT;
    auto oneDimensional = [&](Value x, int64_t dim, shlo::FftType k,
                              Type resultElement, int64_t length) {
      Value moved = swapDims(rewriter, loc, x, dim, rank - 1);
      auto movedType = cast<RankedTensorType>(moved.getType());
      SmallVector<int64_t> shape(movedType.getShape());
      if (k == shlo::FftType::RFFT)
        shape.back() = length / 2 + 1;
      else if (k == shlo::FftType::IRFFT)
        shape.back() = length;
      Value transformed = shlo::FftOp::create(
          rewriter, loc, RankedTensorType::get(shape, resultElement), moved,
          k, ArrayRef<int64_t>{length});
      return swapDims(rewriter, loc, transformed, dim, rank - 1);
    };
    int64_t count = lengths.size();
    Value x = op.getOperand();
    Type complexElement = kind == shlo::FftType::IRFFT
                              ? op.getOperand().getType().getElementType()
                              : op.getType().getElementType();
    if (kind == shlo::FftType::RFFT)
      x = oneDimensional(x, rank - 1, kind, complexElement, lengths.back());
    for (int64_t i = 0; i < count - 1; ++i)
      x = oneDimensional(x, rank - count + i, outerKind, complexElement,
                         lengths[i]);
    if (kind == shlo::FftType::IRFFT)
      x = oneDimensional(x, rank - 1, kind, op.getType().getElementType(),
                         lengths.back());
    else if (kind != shlo::FftType::RFFT)
      x = oneDimensional(x, rank - 1, kind, complexElement, lengths.back());
    rewriter.replaceOp(op, x);
    return success();
  }
};

/// IRFFT over the last dimension from the parts of its operand.
struct InverseRealFftFromParts : OpRewritePattern<shlo::FftOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::FftOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getFftType() != shlo::FftType::IRFFT ||
        op.getFftLength().size() != 1)
      return failure();
    Location loc = op.getLoc();
    int64_t n = op.getFftLength()[0];
    int64_t m = n / 2 + 1;
    Type element = op.getType().getElementType();
    Value re = partOf(rewriter, loc, op.getOperand(), /*imag=*/false);
    Value im = partOf(rewriter, loc, op.getOperand(), /*imag=*/true);
    Value cosines = dftMatrix(rewriter, loc, element, m, n, n, false, true);
    Value sines = dftMatrix(rewriter, loc, element, m, n, n, true, true);
    rewriter.replaceOp(op, binary<shlo::SubtractOp>(
                               rewriter, loc,
                               contractLast(rewriter, loc, re, cosines),
                               contractLast(rewriter, loc, im, sines)));
    return success();
  }
};

} // namespace

Value getPartOfFft(PatternRewriter &rewriter, Location loc, shlo::FftOp op,
                   bool imag) {
  shlo::FftType kind = op.getFftType();
  if (op.getFftLength().size() != 1 || kind == shlo::FftType::IRFFT)
    return nullptr;
  int64_t n = op.getFftLength()[0];
  Type element = realElementType(op.getType());
  int64_t cols = kind == shlo::FftType::RFFT ? n / 2 + 1 : n;
  Value cosines = dftMatrix(rewriter, loc, element, n, cols, n, false, false);
  Value sines = dftMatrix(rewriter, loc, element, n, cols, n, true, false);
  if (kind == shlo::FftType::RFFT) {
    // X_k = sum x_j (cos - i sin).
    Value product = contractLast(rewriter, loc, op.getOperand(),
                                 imag ? sines : cosines);
    return imag ? shlo::NegOp::create(rewriter, loc, product.getType(), product)
                      .getResult()
                : product;
  }
  Value re = partOf(rewriter, loc, op.getOperand(), false);
  Value im = partOf(rewriter, loc, op.getOperand(), true);
  Value reCos = contractLast(rewriter, loc, re, cosines);
  Value reSin = contractLast(rewriter, loc, re, sines);
  Value imCos = contractLast(rewriter, loc, im, cosines);
  Value imSin = contractLast(rewriter, loc, im, sines);
  if (kind == shlo::FftType::FFT)
    // (re + i im)(cos - i sin) = (re cos + im sin) + i (im cos - re sin)
    return imag ? binary<shlo::SubtractOp>(rewriter, loc, imCos, reSin)
                : binary<shlo::AddOp>(rewriter, loc, reCos, imSin);
  // IFFT: (re + i im)(cos + i sin) / n.
  Value part = imag ? binary<shlo::AddOp>(rewriter, loc, imCos, reSin)
                    : binary<shlo::SubtractOp>(rewriter, loc, reCos, imSin);
  return scaleBy(rewriter, loc, part, 1.0 / n);
}

void populateFftPatterns(RewritePatternSet &patterns) {
  patterns.add<SplitMultiDimensionalFft, InverseRealFftFromParts>(
      patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
