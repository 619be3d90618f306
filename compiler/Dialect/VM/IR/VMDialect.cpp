//===- VMDialect.cpp - The vm dialect -------------------------------------===//

#include "compiler/Dialect/VM/IR/VMDialect.h"

#include "compiler/Dialect/VM/IR/VMOpFolders.h"
#include "compiler/Dialect/VM/IR/VMOps.h"
#include "compiler/Dialect/VM/IR/VMTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include "compiler/Dialect/VM/IR/VMDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::VM {
namespace {
#include "compiler/Dialect/VM/IR/VMPatterns.inc"
}  // namespace

void VMDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/VM/IR/VMOps.cpp.inc"
      >();
}

void VMDialect::getCanonicalizationPatterns(RewritePatternSet &results) const {
  populateWithGenerated(results);
}

// Folded values come back as vm.const.*; all-zero bits use the immediate-free
// vm.const.*.zero form the encoder emits more compactly.
template <typename ConstOp, typename ZeroOp, typename AttrT>
static Operation *createConstant(OpBuilder &builder, Location loc,
                                 AttrT value) {
  if (isAllZeroBits(value))
    return ZeroOp::create(builder, loc, value.getType());
  return ConstOp::create(builder, loc, value.getType(), value);
}

Operation *VMDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  auto typedValue = dyn_cast<TypedAttr>(value);
  if (!typedValue || typedValue.getType() != type)
    return nullptr;
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    if (type.isInteger(32))
      return createConstant<ConstI32Op, ConstI32ZeroOp>(builder, loc, intAttr);
    if (type.isInteger(64))
      return createConstant<ConstI64Op, ConstI64ZeroOp>(builder, loc, intAttr);
  }
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    if (type.isF32())
      return createConstant<ConstF32Op, ConstF32ZeroOp>(builder, loc,
                                                        floatAttr);
    if (type.isF64())
      return createConstant<ConstF64Op, ConstF64ZeroOp>(builder, loc,
                                                        floatAttr);
  }
  return nullptr;
}

}  // namespace mlir::iree_compiler::IREE::VM
