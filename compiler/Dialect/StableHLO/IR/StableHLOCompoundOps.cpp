//===- StableHLOCompoundOps.cpp - syntax and checks of the compound ops ---===//

#include "compiler/Dialect/StableHLO/IR/StableHLOMoreOpsSyntax.h"
#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::iree_compiler::IREE::StableHLO {

//===----------------------------------------------------------------------===//
// Custom directives and helpers
//===----------------------------------------------------------------------===//

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc) << "expected a tuple type";
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

void printTupleOpType(OpAsmPrinter &printer, Operation *, TypeRange,
                      Type result) {
  printer << result;
}

LogicalResult parseEinsumConfig(StringRef config,
                                SmallVectorImpl<StringRef> &inputs,
                                StringRef &output) {
  auto [lhs, rhs] = config.split("->");
  if (rhs.data() == nullptr || !config.contains("->"))
    return failure();
  output = rhs;
  inputs.clear();
  lhs.split(inputs, ',');
  auto isLabels = [](StringRef labels) {
    return llvm::all_of(labels, [](char c) { return llvm::isAlpha(static_cast<unsigned char>(c)); });
  };
  if (!isLabels(output) || !llvm::all_of(inputs, isLabels))
    return failure();
  // An operand may repeat a label (its diagonal: "ii->i"); the result names
  // each of its dimensions once.
  for (auto [i, c] : llvm::enumerate(output))
    if (output.find(c, i + 1) != StringRef::npos)
      return failure();
  return success();
}

/// Checks an einsum config against operand and result shapes: each label
/// has one size, and each output label comes from an input.
static LogicalResult verifyEinsum(Operation *op, StringRef config,
                                  ArrayRef<ShapedType> operands,
                                  ShapedType result) {
  SmallVector<StringRef> inputs;
  StringRef output;
  if (failed(parseEinsumConfig(config, inputs, output)))
    return op->emitOpError() << "einsum_config '" << config
                             << "' is not of the form 'ab,bc->ac'";
  if (inputs.size() != operands.size())
    return op->emitOpError() << "einsum_config '" << config << "' names "
                             << inputs.size() << " operands, the op has "
                             << operands.size();
  llvm::DenseMap<char, int64_t> sizes;
  auto check = [&](StringRef labels, ShapedType type,
                   StringRef what) -> LogicalResult {
    if (static_cast<int64_t>(labels.size()) != type.getRank())
      return op->emitOpError() << what << " has rank " << type.getRank()
                               << " but einsum_config gives it '" << labels
                               << "'";
    for (auto [c, size] : llvm::zip(labels, type.getShape())) {
      auto [it, inserted] = sizes.try_emplace(c, size);
      if (!inserted && it->second != size && !ShapedType::isDynamic(size) &&
          !ShapedType::isDynamic(it->second))
        return op->emitOpError() << "label '" << c << "' has sizes "
                                 << it->second << " and " << size;
    }
    return success();
  };
  for (auto [labels, type] : llvm::zip(inputs, operands))
    if (failed(check(labels, type, "an operand")))
      return failure();
  for (char c : output)
    if (!sizes.count(c))
      return op->emitOpError() << "output label '" << c
                               << "' is not an operand's";
  return check(output, result, "the result");
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  SmallVector<int64_t> expected(getBroadcastSizes());
  llvm::append_range(expected, getOperand().getType().getShape());
  if (getType().getShape() != ArrayRef(expected))
    return emitOpError() << "result shape must be the broadcast sizes "
                            "followed by the operand's shape";
  return success();
}

LogicalResult EinsumOp::verify() {
  return verifyEinsum(*this, getEinsumConfig(),
                      {getLhs().getType(), getRhs().getType()}, getType());
}

LogicalResult UnaryEinsumOp::verify() {
  // Upstream's canonical form writes the missing left operand as ",ab->a".
  return verifyEinsum(*this, getEinsumConfig().ltrim(','),
                      {getOperand().getType()}, getType());
}

LogicalResult TorchIndexSelectOp::verify() {
  RankedTensorType operand = getOperand().getType();
  RankedTensorType index = getIndex().getType();
  int64_t dim = getDim(), batchDims = getBatchDims();
  if (dim < 0 || dim >= operand.getRank())
    return emitOpError() << "dim " << dim << " is out of range for rank "
                         << operand.getRank();
  if (batchDims < 0 || batchDims > dim || batchDims > index.getRank())
    return emitOpError() << "batch_dims " << batchDims
                         << " must be at most dim and the index's rank";
  SmallVector<int64_t> expected(operand.getShape().take_front(dim));
  llvm::append_range(expected, index.getShape().drop_front(batchDims));
  llvm::append_range(expected, operand.getShape().drop_front(dim + 1));
  if (getType().getShape() != ArrayRef(expected) ||
      getType().getElementType() != operand.getElementType())
    return emitOpError() << "result must be "
                         << RankedTensorType::get(expected,
                                                  operand.getElementType());
  for (int64_t i = 0; i < batchDims; ++i)
    if (operand.getDimSize(i) != index.getDimSize(i))
      return emitOpError() << "batch dimension " << i
                           << " differs between operand and index";
  return success();
}

LogicalResult GetDimensionSizeOp::verify() {
  uint64_t rank = getOperand().getType().getRank();
  if (getDimension() >= rank)
    return emitOpError() << "dim " << getDimension()
                         << " is out of range for rank " << rank;
  return success();
}

LogicalResult TupleOp::verify() {
  if (TypeRange(getType().getTypes()) != getVal().getTypes())
    return emitOpError("result type must be the tuple of the operand types");
  return success();
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = cast<TupleType>(getOperand().getType());
  int64_t index = getIndex();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOpError() << "index " << index << " is out of range for "
                         << tuple;
  if (tuple.getType(index) != getType())
    return emitOpError() << "result must be " << tuple.getType(index);
  return success();
}

LogicalResult MapOp::verify() {
  RankedTensorType type = getType();
  if (getDimensions() !=
      ArrayRef(llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()))))
    return emitOpError("dimensions must be every dimension, in order");
  Block &body = getComputation().front();
  if (body.getNumArguments() != getInputs().size())
    return emitOpError() << "body takes " << body.getNumArguments()
                         << " arguments for " << getInputs().size()
                         << " inputs";
  for (auto [arg, input] : llvm::zip(body.getArguments(), getInputs())) {
    auto argType = dyn_cast<RankedTensorType>(arg.getType());
    if (!argType || argType.getRank() != 0 ||
        argType.getElementType() !=
            cast<RankedTensorType>(input.getType()).getElementType())
      return emitOpError("body arguments must be 0-d tensors of the inputs' "
                         "element types");
  }
  return success();
}

LogicalResult RngOp::verify() {
  Type element = getType().getElementType();
  if (getA().getType().getElementType() != element ||
      getB().getType().getElementType() != element)
    return emitOpError("a, b and the result must have one element type");
  if (getShape().getType().getDimSize(0) != getType().getRank())
    return emitOpError() << "shape has " << getShape().getType().getDimSize(0)
                         << " elements for a result of rank "
                         << getType().getRank();
  if (getRngDistribution() == RngDistribution::NORMAL && !isa<FloatType>(element))
    return emitOpError("the normal distribution needs a float type");
  return success();
}

/// Scale, offset, mean, variance and the like are 1-D over the feature.
static LogicalResult verifyFeatureVectors(Operation *op, Value operand,
                                          int64_t featureIndex,
                                          ValueRange vectors) {
  auto type = cast<RankedTensorType>(operand.getType());
  if (featureIndex < 0 || featureIndex >= type.getRank())
    return op->emitOpError() << "feature_index " << featureIndex
                             << " is out of range for rank " << type.getRank();
  auto expected = RankedTensorType::get({type.getDimSize(featureIndex)},
                                        type.getElementType());
  for (Value value : vectors)
    if (value.getType() != expected)
      return op->emitOpError() << "per-feature operands and results must be "
                               << expected;
  return success();
}

LogicalResult BatchNormTrainingOp::verify() {
  if (getOutput().getType() != getOperand().getType())
    return emitOpError("output must have the operand's type");
  return verifyFeatureVectors(*this, getOperand(), getFeatureIndex(),
                              {getScale(), getOffset(), getBatchMean(),
                               getBatchVar()});
}

LogicalResult BatchNormGradOp::verify() {
  if (getGradOperand().getType() != getOperand().getType() ||
      getGradOutput().getType() != getOperand().getType())
    return emitOpError("grad_output and grad_operand must have the operand's "
                       "type");
  return verifyFeatureVectors(*this, getOperand(), getFeatureIndex(),
                              {getScale(), getMean(), getVariance(),
                               getGradScale(), getGradOffset()});
}

/// Square matrices in the last two dimensions.
static LogicalResult verifySquareMatrices(Operation *op, ShapedType type,
                                          StringRef what) {
  int64_t rank = type.getRank();
  if (rank < 2 || type.getDimSize(rank - 1) != type.getDimSize(rank - 2))
    return op->emitOpError() << what
                             << " must be square matrices in its last two "
                                "dimensions";
  return success();
}

LogicalResult CholeskyOp::verify() {
  return verifySquareMatrices(*this, getA().getType(), "a");
}

LogicalResult TriangularSolveOp::verify() {
  RankedTensorType a = getA().getType(), b = getB().getType();
  if (failed(verifySquareMatrices(*this, a, "a")))
    return failure();
  int64_t rank = a.getRank();
  if (b.getRank() != rank || a.getElementType() != b.getElementType() ||
      a.getShape().drop_back(2) != b.getShape().drop_back(2))
    return emitOpError("a and b must have the same batch dimensions and "
                       "element type");
  int64_t n = a.getDimSize(rank - 1);
  int64_t shared = b.getDimSize(getLeftSide() ? rank - 2 : rank - 1);
  if (shared != n)
    return emitOpError() << "b has " << shared << " "
                         << (getLeftSide() ? "rows" : "columns") << " for a "
                         << n << "x" << n << " a";
  if (getTransposeA() == Transpose::TRANSPOSE_INVALID)
    return emitOpError("transpose_a must be NO_TRANSPOSE, TRANSPOSE or "
                       "ADJOINT");
  return success();
}

/// The uniform quantized element type of `type`, or null.
static quant::QuantizedType getUniformElementType(Type type) {
  Type element = cast<ShapedType>(type).getElementType();
  if (isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
          element))
    return cast<quant::QuantizedType>(element);
  return nullptr;
}

LogicalResult UniformQuantizeOp::verify() {
  quant::QuantizedType result = getUniformElementType(getType());
  if (!result)
    return emitOpError("result must have uniform quantized elements");
  Type operandElement = getOperand().getType().getElementType();
  quant::QuantizedType operand = getUniformElementType(getOperand().getType());
  if (!operand && operandElement != result.getExpressedType())
    return emitOpError() << "operand must be " << result.getExpressedType()
                         << " or quantized";
  return success();
}

LogicalResult UniformDequantizeOp::verify() {
  quant::QuantizedType operand = getUniformElementType(getOperand().getType());
  if (!operand)
    return emitOpError("operand must have uniform quantized elements");
  if (getType().getElementType() != operand.getExpressedType())
    return emitOpError() << "result must have the expressed type "
                         << operand.getExpressedType();
  return success();
}

LogicalResult FftOp::verify() {
  RankedTensorType operand = getOperand().getType(), result = getType();
  ArrayRef<int64_t> lengths = getFftLength();
  int64_t rank = operand.getRank(), count = lengths.size();
  if (count < 1 || count > 3 || count > rank)
    return emitOpError() << "fft_length must name 1 to 3 of the operand's "
                         << rank << " dimensions";
  bool complexIn = isa<ComplexType>(operand.getElementType());
  bool complexOut = isa<ComplexType>(result.getElementType());
  FftType kind = getFftType();
  if (complexIn != (kind != FftType::RFFT) ||
      complexOut != (kind != FftType::IRFFT))
    return emitOpError("FFT and IFFT map complex to complex, RFFT real to "
                       "complex and IRFFT complex to real");
  // RFFT halves the last transformed dimension; IRFFT restores it.
  SmallVector<int64_t> expected(operand.getShape());
  ArrayRef<int64_t> transformed =
      (kind == FftType::IRFFT ? result : operand).getShape().take_back(count);
  if (transformed != lengths)
    return emitOpError() << "fft_length must be the "
                         << (kind == FftType::IRFFT ? "result's" : "operand's")
                         << " last " << count << " dimensions";
  if (kind == FftType::RFFT)
    expected.back() = lengths.back() / 2 + 1;
  if (kind == FftType::IRFFT) {
    if (operand.getShape().back() != lengths.back() / 2 + 1)
      return emitOpError("IRFFT takes length / 2 + 1 elements in the last "
                         "dimension");
    expected.back() = lengths.back();
  }
  if (result.getShape() != ArrayRef(expected))
    return emitOpError() << "result shape must be ["
                         << llvm::make_range(expected.begin(), expected.end())
                         << "]";
  return success();
}

} // namespace mlir::iree_compiler::IREE::StableHLO
