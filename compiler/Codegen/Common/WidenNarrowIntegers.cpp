//===- WidenNarrowIntegers.cpp - i1/i8/i16 arithmetic in i32 --------------===//
//
// VM registers, and the 32-bit values the SPIR-V lowering keeps i8/i16 in,
// hold narrow integers zero-extended in 32 bits. Bitwise ops, selects and
// resizes keep that form by themselves; everything else is computed on
// operands extended as the op's signedness requires, and truncated back.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::Codegen {

#define GEN_PASS_DEF_WIDENNARROWINTEGERSPASS
#include "compiler/Codegen/Common/Passes.h.inc"

namespace {

enum class Extension { Signed, Unsigned };

/// How the operands of |op| extend, or nothing if |op| keeps the narrow form
/// on its own.
std::optional<Extension> getExtension(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<Extension>>(op)
      .Case<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ShLIOp,
            math::CtPopOp, arith::UIToFPOp,
            arith::DivUIOp, arith::RemUIOp, arith::MaxUIOp, arith::MinUIOp,
            arith::ShRUIOp, arith::CeilDivUIOp>(
          [](auto) { return Extension::Unsigned; })
      .Case<arith::DivSIOp, arith::RemSIOp, arith::MaxSIOp, arith::MinSIOp,
            arith::ShRSIOp, arith::FloorDivSIOp, arith::CeilDivSIOp,
            math::AbsIOp, arith::SIToFPOp>(
          [](auto) { return Extension::Signed; })
      .Case<arith::CmpIOp>([](arith::CmpIOp cmp) -> std::optional<Extension> {
        switch (cmp.getPredicate()) {
        case arith::CmpIPredicate::slt:
        case arith::CmpIPredicate::sle:
        case arith::CmpIPredicate::sgt:
        case arith::CmpIPredicate::sge:
          return Extension::Signed;
        default:
          return Extension::Unsigned;
        }
      })
      .Default([](Operation *) { return std::nullopt; });
}

bool isNarrowInteger(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() < 32;
}

struct WidenNarrowIntegersPass
    : impl::WidenNarrowIntegersPassBase<WidenNarrowIntegersPass> {
  void runOnOperation() override {
    OpBuilder b(&getContext());
    Type i32 = b.getI32Type();
    getOperation().walk([&](Operation *op) {
      std::optional<Extension> extension = getExtension(op);
      if (!extension || op->getNumOperands() == 0 ||
          !isNarrowInteger(op->getOperand(0).getType()))
        return;
      b.setInsertionPoint(op);
      Location loc = op->getLoc();
      SmallVector<Value> operands;
      for (Value operand : op->getOperands()) {
        if (*extension == Extension::Signed)
          operands.push_back(arith::ExtSIOp::create(b, loc, i32, operand));
        else
          operands.push_back(arith::ExtUIOp::create(b, loc, i32, operand));
      }
      // Comparisons and conversions to float keep their result type.
      Type narrow = op->getResult(0).getType();
      bool keepsResultType = isa<arith::CmpIOp, arith::SIToFPOp,
                                 arith::UIToFPOp>(op);
      OperationState state(loc, op->getName(), operands,
                           keepsResultType ? TypeRange{narrow} : TypeRange{i32},
                           op->getAttrs());
      // Overflow flags described the narrow operation, not the wide one.
      state.attributes.erase("overflowFlags");
      Value wide = b.create(state)->getResult(0);
      Value result = keepsResultType
                         ? wide
                         : arith::TruncIOp::create(b, loc, narrow, wide);
      op->getResult(0).replaceAllUsesWith(result);
      op->erase();
    });
  }
};

} // namespace
} // namespace mlir::iree_compiler::Codegen
