//===- CheckOps.cpp - check dialect ---------------------------------------===//

#include "compiler/Dialect/Check/IR/CheckOps.h"

#include "compiler/Dialect/HAL/IR/HALDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

#include "compiler/Dialect/Check/IR/CheckDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::Check {

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/Check/IR/CheckOps.cpp.inc"
      >();
}

// The *_const forms are sugar: the constant becomes an ordinary operand so
// only expect_eq and expect_almost_eq reach the later phases.
template <typename ConstOp, typename ValueOp>
static LogicalResult expandConstForm(ConstOp op, PatternRewriter &rewriter) {
  auto expected = arith::ConstantOp::create(
      rewriter, op.getLoc(), cast<TypedAttr>(op.getValue()));
  rewriter.replaceOpWithNewOp<ValueOp>(op, op.getLhs(), expected);
  return success();
}

LogicalResult ExpectEqConstOp::canonicalize(ExpectEqConstOp op,
                                            PatternRewriter &rewriter) {
  return expandConstForm<ExpectEqConstOp, ExpectEqOp>(op, rewriter);
}

LogicalResult ExpectAlmostEqConstOp::canonicalize(ExpectAlmostEqConstOp op,
                                                  PatternRewriter &rewriter) {
  return expandConstForm<ExpectAlmostEqConstOp, ExpectAlmostEqOp>(op,
                                                                  rewriter);
}

} // namespace mlir::iree_compiler::IREE::Check

#define GET_OP_CLASSES
#include "compiler/Dialect/Check/IR/CheckOps.cpp.inc"
