//===- CHLOOps.cpp - The chlo dialect and its ops -------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::IREE::CHLO {

FailureOr<SmallVector<int64_t>> parseDimList(AsmParser &parser) {
  SmallVector<int64_t> dims;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() { return parser.parseInteger(dims.emplace_back()); }))
    return failure();
  return dims;
}

void printDimList(AsmPrinter &printer, ArrayRef<int64_t> dims) {
  printer << '[';
  llvm::interleaveComma(dims, printer);
  printer << ']';
}

} // namespace mlir::iree_compiler::IREE::CHLO

#include "compiler/Dialect/CHLO/IR/CHLODialect.cpp.inc"
#include "compiler/Dialect/CHLO/IR/CHLOEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/CHLO/IR/CHLOAttrs.cpp.inc"

namespace mlir::iree_compiler::IREE::CHLO {

namespace {
/// chlo ops are pure, so JAX's helper functions using them may be inlined.
struct CHLOInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void CHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/CHLO/IR/CHLOOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "compiler/Dialect/CHLO/IR/CHLOAttrs.cpp.inc"
      >();
  addInterfaces<CHLOInlinerInterface>();
}

LogicalResult TopKOp::verify() {
  auto operandType = cast<RankedTensorType>(getOperand().getType());
  auto valuesType = cast<RankedTensorType>(getValues().getType());
  auto indicesType = cast<RankedTensorType>(getIndices().getType());
  int64_t rank = operandType.getRank();
  if (rank == 0)
    return emitOpError("operand's rank must be at least 1");
  int64_t k = getK();
  int64_t size = operandType.getDimSize(rank - 1);
  if (k < 0 || (!ShapedType::isDynamic(size) && k > size))
    return emitOpError() << "k = " << k << " must be in [0, " << size << "]";
  SmallVector<int64_t> expected(operandType.getShape());
  expected.back() = k;
  if (valuesType.getShape() != ArrayRef(expected) ||
      indicesType.getShape() != ArrayRef(expected) ||
      valuesType.getElementType() != operandType.getElementType())
    return emitOpError("values and indices must be shaped like the operand "
                       "with k in the last dimension");
  return success();
}

LogicalResult RaggedDotOp::verify() {
  auto lhsType = cast<RankedTensorType>(getLhs().getType());
  auto rhsType = cast<RankedTensorType>(getRhs().getType());
  auto groupType = cast<RankedTensorType>(getGroupSizes().getType());
  RaggedDotDimensionNumbersAttr dims = getRaggedDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatch = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContract = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContract = dims.getRhsContractingDimensions();
  ArrayRef<int64_t> rhsGroup = dims.getRhsGroupDimensions();
  if (lhsBatch.size() != rhsBatch.size() ||
      lhsContract.size() != rhsContract.size())
    return emitOpError("needs as many lhs as rhs batching dimensions, and "
                       "as many lhs as rhs contracting dimensions");
  if (dims.getLhsRaggedDimensions().size() != 1)
    return emitOpError("needs exactly one lhs ragged dimension");
  int64_t ragged = dims.getLhsRaggedDimensions().front();
  auto inRange = [](ArrayRef<int64_t> list, int64_t rank) {
    return llvm::all_of(list, [&](int64_t d) { return d >= 0 && d < rank; });
  };
  if (!inRange(lhsBatch, lhsType.getRank()) ||
      !inRange(lhsContract, lhsType.getRank()) ||
      !inRange({ragged}, lhsType.getRank()) ||
      !inRange(rhsBatch, rhsType.getRank()) ||
      !inRange(rhsContract, rhsType.getRank()) ||
      !inRange(rhsGroup, rhsType.getRank()))
    return emitOpError("has a dimension out of its operand's range");
  // Each operand dimension has at most one role.
  auto unique = [](ArrayRef<int64_t> a, ArrayRef<int64_t> b,
                   ArrayRef<int64_t> c) {
    SmallVector<int64_t> all(a);
    llvm::append_range(all, b);
    llvm::append_range(all, c);
    llvm::sort(all);
    return std::adjacent_find(all.begin(), all.end()) == all.end();
  };
  if (!unique(lhsBatch, lhsContract, {}) ||
      !unique(rhsBatch, rhsContract, rhsGroup))
    return emitOpError("names an operand dimension twice among its batching, "
                       "contracting and group dimensions");
  for (auto [l, r] : llvm::zip(llvm::concat<const int64_t>(lhsBatch,
                                                           lhsContract),
                               llvm::concat<const int64_t>(rhsBatch,
                                                           rhsContract)))
    if (lhsType.getDimSize(l) != rhsType.getDimSize(r))
      return emitOpError() << "lhs dimension " << l << " and rhs dimension "
                           << r << " differ in size";
  bool raggedNonContracting = !llvm::is_contained(lhsContract, ragged) &&
                              !llvm::is_contained(lhsBatch, ragged);
  if (raggedNonContracting != (rhsGroup.size() == 1) || rhsGroup.size() > 1)
    return emitOpError("needs one rhs group dimension exactly when the lhs "
                       "ragged dimension is neither batching nor contracting");
  if (groupType.getRank() < 1)
    return emitOpError("group_sizes must have at least one dimension");
  int64_t groups = groupType.getShape().back();
  if (raggedNonContracting &&
      (llvm::is_contained(rhsBatch, rhsGroup.front()) ||
       llvm::is_contained(rhsContract, rhsGroup.front()) ||
       rhsType.getDimSize(rhsGroup.front()) != groups))
    return emitOpError("the rhs group dimension must be a free dimension of "
                       "group_sizes' last size");
  // The result: [groups (ragged contraction only)], batch, lhs free, rhs
  // free (but the group) dimensions.
  SmallVector<int64_t> shape;
  if (llvm::is_contained(lhsContract, ragged)) shape.push_back(groups);
  for (int64_t d : lhsBatch) shape.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < lhsType.getRank(); ++d)
    if (!llvm::is_contained(lhsBatch, d) && !llvm::is_contained(lhsContract, d))
      shape.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < rhsType.getRank(); ++d)
    if (!llvm::is_contained(rhsBatch, d) &&
        !llvm::is_contained(rhsContract, d) && !llvm::is_contained(rhsGroup, d))
      shape.push_back(rhsType.getDimSize(d));
  auto resultType = cast<RankedTensorType>(getResult().getType());
  if (resultType.getShape() != ArrayRef(shape))
    return emitOpError("result shape must be ")
           << RankedTensorType::get(shape, resultType.getElementType());
  return success();
}

} // namespace mlir::iree_compiler::IREE::CHLO

#define GET_OP_CLASSES
#include "compiler/Dialect/CHLO/IR/CHLOOps.cpp.inc"
