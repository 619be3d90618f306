//===- StableHLOVerifiers.cpp - stablehlo shape and type checks -----------===//
//
// Static shape rules of the ops; dynamic dimensions are accepted wherever a
// size would be compared.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallSet.h"

namespace mlir::iree_compiler::IREE::StableHLO {

static bool sizesAgree(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

static bool shapesAgree(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  return a.size() == b.size() &&
         llvm::all_of(llvm::zip(a, b), [](auto pair) {
           return sizesAgree(std::get<0>(pair), std::get<1>(pair));
         });
}

/// Checks that `dims` are distinct and in [0, rank).
static LogicalResult verifyDimensionList(Operation *op, StringRef name,
                                         ArrayRef<int64_t> dims,
                                         int64_t rank) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return op->emitOpError() << name << " " << dim
                               << " is out of range for rank " << rank;
    if (!seen.insert(dim).second)
      return op->emitOpError() << name << " repeats dimension " << dim;
  }
  return success();
}

/// A bound or predicate that is either 0-d or shaped like `shaped`.
static LogicalResult verifyScalarOrSameShape(Operation *op, StringRef name,
                                             Type type, Type shaped) {
  auto t = cast<RankedTensorType>(type);
  if (t.getRank() == 0 ||
      shapesAgree(t.getShape(), cast<RankedTensorType>(shaped).getShape()))
    return success();
  return op->emitOpError() << name << " must be 0-d or shaped like the operand";
}

LogicalResult SelectOp::verify() {
  return verifyScalarOrSameShape(*this, "pred", getPred().getType(),
                                 getOnTrue().getType());
}

LogicalResult ClampOp::verify() {
  Type elementType = getOperand().getType().getElementType();
  if (getMin().getType().getElementType() != elementType ||
      getMax().getType().getElementType() != elementType)
    return emitOpError("min, operand and max must have one element type");
  return failure(
      failed(verifyScalarOrSameShape(*this, "min", getMin().getType(),
                                     getOperand().getType())) ||
      failed(verifyScalarOrSameShape(*this, "max", getMax().getType(),
                                     getOperand().getType())));
}

LogicalResult IotaOp::verify() {
  int64_t rank = getOutput().getType().getRank();
  int64_t dim = getIotaDimensionAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "iota dimension " << dim
                         << " is out of range for rank " << rank;
  return success();
}

LogicalResult BroadcastInDimOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType resultType = getResult().getType();
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (static_cast<int64_t>(dims.size()) != operandType.getRank())
    return emitOpError() << "needs one broadcast dimension per operand "
                            "dimension ("
                         << operandType.getRank() << "), got " << dims.size();
  if (failed(verifyDimensionList(*this, "broadcast dimension", dims,
                                 resultType.getRank())))
    return failure();
  for (auto [i, dim] : llvm::enumerate(dims)) {
    int64_t size = operandType.getDimSize(i);
    if (size != 1 && !sizesAgree(size, resultType.getDimSize(dim)))
      return emitOpError() << "operand dimension " << i << " of size " << size
                           << " cannot broadcast to result dimension " << dim
                           << " of size " << resultType.getDimSize(dim);
  }
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType resultType = getResult().getType();
  if (operandType.hasStaticShape() && resultType.hasStaticShape() &&
      operandType.getNumElements() != resultType.getNumElements())
    return emitOpError() << "changes the number of elements from "
                         << operandType.getNumElements() << " to "
                         << resultType.getNumElements();
  return success();
}

LogicalResult TransposeOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType resultType = getResult().getType();
  ArrayRef<int64_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != operandType.getRank() ||
      resultType.getRank() != operandType.getRank())
    return emitOpError("permutation, operand and result must have one rank");
  if (failed(verifyDimensionList(*this, "permutation entry", perm,
                                 operandType.getRank())))
    return failure();
  for (auto [i, dim] : llvm::enumerate(perm))
    if (!sizesAgree(resultType.getDimSize(i), operandType.getDimSize(dim)))
      return emitOpError() << "result dimension " << i
                           << " must match operand dimension " << dim;
  return success();
}

LogicalResult SliceOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType resultType = getResult().getType();
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> starts = getStartIndices(), limits = getLimitIndices(),
                    strides = getStrides();
  if (static_cast<int64_t>(starts.size()) != rank ||
      static_cast<int64_t>(limits.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank ||
      resultType.getRank() != rank)
    return emitOpError() << "needs start, limit and stride for each of the "
                         << rank << " dimensions";
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = operandType.getDimSize(i);
    if (starts[i] < 0 || limits[i] < starts[i] || strides[i] <= 0 ||
        (!ShapedType::isDynamic(size) && limits[i] > size))
      return emitOpError() << "dimension " << i << " has an invalid range "
                           << starts[i] << ':' << limits[i] << ':'
                           << strides[i];
    int64_t expected = (limits[i] - starts[i] + strides[i] - 1) / strides[i];
    if (!sizesAgree(expected, resultType.getDimSize(i)))
      return emitOpError() << "result dimension " << i << " must be "
                           << expected;
  }
  return success();
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  RankedTensorType resultType = getResult().getType();
  int64_t rank = resultType.getRank();
  int64_t dim = getDimensionAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range";
  int64_t total = 0;
  for (Value input : getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    if (type.getRank() != rank ||
        type.getElementType() != resultType.getElementType())
      return emitOpError("inputs and result must have one rank and element "
                         "type");
    for (int64_t i = 0; i < rank; ++i)
      if (i != dim && !sizesAgree(type.getDimSize(i), resultType.getDimSize(i)))
        return emitOpError() << "inputs differ in dimension " << i;
    total = ShapedType::isDynamic(type.getDimSize(dim)) ||
                    ShapedType::isDynamic(total)
                ? ShapedType::kDynamic
                : total + type.getDimSize(dim);
  }
  if (!sizesAgree(total, resultType.getDimSize(dim)))
    return emitOpError() << "result dimension " << dim << " must be " << total;
  return success();
}

LogicalResult PadOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  RankedTensorType resultType = getResult().getType();
  int64_t rank = operandType.getRank();
  if (getPaddingValue().getType().getRank() != 0)
    return emitOpError("padding value must be a 0-d tensor");
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank ||
      resultType.getRank() != rank)
    return emitOpError() << "needs low, high and interior padding for each of "
                            "the "
                         << rank << " dimensions";
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0)
      return emitOpError() << "interior padding of dimension " << i
                           << " is negative";
    int64_t size = operandType.getDimSize(i);
    if (ShapedType::isDynamic(size))
      continue;
    int64_t expected =
        low[i] + high[i] + size + std::max<int64_t>(size - 1, 0) * interior[i];
    if (!sizesAgree(expected, resultType.getDimSize(i)))
      return emitOpError() << "result dimension " << i << " must be "
                           << expected;
  }
  return success();
}

LogicalResult ReverseOp::verify() {
  return verifyDimensionList(*this, "reversed dimension", getDimensions(),
                             getOperand().getType().getRank());
}

LogicalResult DotOp::verify() {
  RankedTensorType lhsType = getLhs().getType(), rhsType = getRhs().getType();
  if (lhsType.getRank() < 1 || lhsType.getRank() > 2 || rhsType.getRank() < 1 ||
      rhsType.getRank() > 2)
    return emitOpError("operands must be vectors or matrices");
  if (!sizesAgree(lhsType.getShape().back(), rhsType.getShape().front()))
    return emitOpError("contracting dimensions differ in size");
  return success();
}

LogicalResult DotGeneralOp::verify() {
  RankedTensorType lhsType = getLhs().getType(), rhsType = getRhs().getType();
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions(),
                    rhsBatch = dims.getRhsBatchingDimensions(),
                    lhsContract = dims.getLhsContractingDimensions(),
                    rhsContract = dims.getRhsContractingDimensions();
  if (lhsBatch.size() != rhsBatch.size() ||
      lhsContract.size() != rhsContract.size())
    return emitOpError("lhs and rhs need as many batching and as many "
                       "contracting dimensions");
  SmallVector<int64_t> lhsUsed(lhsBatch), rhsUsed(rhsBatch);
  llvm::append_range(lhsUsed, lhsContract);
  llvm::append_range(rhsUsed, rhsContract);
  if (failed(verifyDimensionList(*this, "lhs dimension", lhsUsed,
                                 lhsType.getRank())) ||
      failed(verifyDimensionList(*this, "rhs dimension", rhsUsed,
                                 rhsType.getRank())))
    return failure();
  for (auto [l, r] : llvm::zip(lhsUsed, rhsUsed))
    if (!sizesAgree(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError() << "lhs dimension " << l << " and rhs dimension "
                           << r << " differ in size";
  SmallVector<int64_t> expected;
  for (int64_t d : lhsBatch)
    expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < lhsType.getRank(); ++d)
    if (!llvm::is_contained(lhsUsed, d))
      expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < rhsType.getRank(); ++d)
    if (!llvm::is_contained(rhsUsed, d))
      expected.push_back(rhsType.getDimSize(d));
  if (!shapesAgree(expected, getResult().getType().getShape()))
    return emitOpError("result shape must be batch, lhs free, rhs free "
                       "dimensions");
  return success();
}

LogicalResult ConvolutionOp::verify() {
  int64_t rank = getLhs().getType().getRank();
  ConvDimensionNumbersAttr dims = getDimensionNumbers();
  if (getRhs().getType().getRank() != rank ||
      getResult().getType().getRank() != rank)
    return emitOpError("input, kernel and output must have one rank");
  size_t spatial = static_cast<size_t>(std::max<int64_t>(rank - 2, 0));
  if (dims.getInputSpatialDimensions().size() != spatial ||
      dims.getKernelSpatialDimensions().size() != spatial ||
      dims.getOutputSpatialDimensions().size() != spatial)
    return emitOpError() << "dimension numbers need " << spatial
                         << " spatial dimensions";
  // Each operand's batch (or kernel input feature), feature and spatial
  // dimensions name each of its dimensions once.
  auto isPermutation = [&](int64_t first, int64_t second,
                           ArrayRef<int64_t> spatialDims) {
    SmallVector<int64_t> all = {first, second};
    llvm::append_range(all, spatialDims);
    llvm::SmallBitVector seen(rank);
    for (int64_t d : all) {
      if (d < 0 || d >= rank || seen.test(d)) return false;
      seen.set(d);
    }
    return true;
  };
  if (!isPermutation(dims.getInputBatchDimension(),
                     dims.getInputFeatureDimension(),
                     dims.getInputSpatialDimensions()) ||
      !isPermutation(dims.getKernelInputFeatureDimension(),
                     dims.getKernelOutputFeatureDimension(),
                     dims.getKernelSpatialDimensions()) ||
      !isPermutation(dims.getOutputBatchDimension(),
                     dims.getOutputFeatureDimension(),
                     dims.getOutputSpatialDimensions()))
    return emitOpError() << "dimension numbers must name each of the "
                         << rank << " dimensions of the input, the kernel "
                         << "and the output once";
  if (getFeatureGroupCount() < 1 || getBatchGroupCount() < 1)
    return emitOpError("group counts must be positive");
  return success();
}

/// Checks a reducer-style region: `2 * n` 0-d block arguments whose element
/// types match the init values, returning `n` values.
static LogicalResult verifyReducer(Operation *op, Region &region,
                                   ValueRange initValues) {
  Block &block = region.front();
  size_t n = initValues.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError() << "reducer needs " << 2 * n << " arguments";
  for (size_t i = 0; i < 2 * n; ++i)
    if (block.getArgument(i).getType() != initValues[i % n].getType())
      return op->emitOpError() << "reducer argument " << i
                               << " must have the type of init value "
                               << i % n;
  if (block.getTerminator()->getNumOperands() != n)
    return op->emitOpError() << "reducer must return " << n << " values";
  return success();
}

LogicalResult ReduceOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  auto inputType = cast<RankedTensorType>(getInputs().front().getType());
  if (failed(verifyDimensionList(*this, "reduced dimension", getDimensions(),
                                 inputType.getRank())))
    return failure();
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < inputType.getRank(); ++d)
    if (!llvm::is_contained(getDimensions(), d))
      kept.push_back(inputType.getDimSize(d));
  for (auto [input, init, result] :
       llvm::zip(getInputs(), getInitValues(), getResults())) {
    auto type = cast<RankedTensorType>(input.getType());
    auto initType = cast<RankedTensorType>(init.getType());
    auto resultType = cast<RankedTensorType>(result.getType());
    if (!shapesAgree(type.getShape(), inputType.getShape()))
      return emitOpError("inputs must have one shape");
    if (initType.getRank() != 0)
      return emitOpError("init values must be 0-d tensors");
    if (!shapesAgree(resultType.getShape(), kept))
      return emitOpError("result shape must be the input shape without the "
                         "reduced dimensions");
  }
  if (getNumResults() != getInputs().size())
    return emitOpError("needs one result per input");
  return verifyReducer(*this, getBody(), getInitValues());
}

LogicalResult ReduceWindowOp::verify() {
  if (getInputs().empty() || getNumResults() != getInputs().size())
    return emitOpError("needs at least one input and one result per input");
  int64_t rank = cast<RankedTensorType>(getInputs().front().getType()).getRank();
  if (static_cast<int64_t>(getWindowDimensions().size()) != rank)
    return emitOpError("needs one window dimension per input dimension");
  return verifyReducer(*this, getBody(), getInitValues());
}

LogicalResult WhileOp::verify() {
  TypeRange types = getOperand().getTypes();
  if (getResultTypes() != types)
    return emitOpError("results must have the types of the operands");
  for (Region *region : {&getCond(), &getBody()})
    if (region->front().getArgumentTypes() != types)
      return emitOpError("region arguments must have the types of the "
                         "operands");
  Operation *condReturn = getCond().front().getTerminator();
  if (condReturn->getNumOperands() != 1 ||
      condReturn->getOperand(0).getType() !=
          RankedTensorType::get({}, IntegerType::get(getContext(), 1)))
    return emitOpError("cond must return one tensor<i1>");
  if (getBody().front().getTerminator()->getOperandTypes() != types)
    return emitOpError("body must return values of the operand types");
  return success();
}

/// Every branch of `if`/`case` takes no arguments and returns the results.
static LogicalResult verifyBranches(Operation *op, MutableArrayRef<Region> branches) {
  if (branches.empty()) return op->emitOpError("needs at least one branch");
  for (Region &branch : branches) {
    if (branch.front().getNumArguments() != 0)
      return op->emitOpError("branches take no arguments");
    if (branch.front().getTerminator()->getOperandTypes() != op->getResultTypes())
      return op->emitOpError("each branch must return values of the result types");
  }
  return success();
}

LogicalResult IfOp::verify() {
  if (getPred().getType().getRank() != 0)
    return emitOpError("predicate must be a tensor<i1>");
  return verifyBranches(*this, getOperation()->getRegions());
}

LogicalResult CaseOp::verify() {
  if (getIndex().getType().getRank() != 0)
    return emitOpError("index must be a tensor<i32>");
  return verifyBranches(*this, getBranches());
}

LogicalResult RngBitGeneratorOp::verify() {
  auto state = getInitialState().getType();
  if (state != getOutputState().getType())
    return emitOpError("output_state must have the type of initial_state");
  if (state.getRank() != 1 || state.getElementType().getIntOrFloatBitWidth() != 64)
    return emitOpError("state must be a 1-D tensor of 64-bit integers");
  int64_t size = state.getDimSize(0);
  bool philox = getRngAlgorithm() == RngAlgorithm::PHILOX;
  if (size != 2 && !(philox && size == 3))
    return emitOpError("state must hold 2 values")
           << (philox ? " (or 3 for PHILOX)" : "") << ", not " << size;
  return success();
}

} // namespace mlir::iree_compiler::IREE::StableHLO
