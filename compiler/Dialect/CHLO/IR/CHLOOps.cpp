//===- CHLOOps.cpp - The chlo dialect and its ops -------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/InliningUtils.h"

#include "compiler/Dialect/CHLO/IR/CHLODialect.cpp.inc"

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

} // namespace mlir::iree_compiler::IREE::CHLO

#define GET_OP_CLASSES
#include "compiler/Dialect/CHLO/IR/CHLOOps.cpp.inc"
