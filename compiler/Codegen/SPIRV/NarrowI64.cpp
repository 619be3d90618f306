//===- NarrowI64.cpp - i64 values that never reach memory in i32 ----------===//
//
// Targets without the Int64 capability cannot hold i64 values. Lowerings
// produce them for index arithmetic (iota, argmax positions, gathers) that
// is then converted or truncated before it is stored; when a kernel loads
// and stores no i64 data, all its i64 values are computed in i32 instead.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_NARROWI64PASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

namespace {

bool isI64(Type type) { return type.isInteger(64); }

bool touchesI64Memory(func::FuncOp func) {
  auto isI64Memref = [](Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return memref && isI64(memref.getElementType());
  };
  bool found = llvm::any_of(func.getArgumentTypes(), isI64Memref);
  func.walk([&](Operation *op) {
    found |= llvm::any_of(op->getResultTypes(), isI64Memref);
  });
  return found;
}

struct NarrowI64Pass : impl::NarrowI64PassBase<NarrowI64Pass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (!func.isExternal() && !touchesI64Memory(func)) narrow(func);
  }

  void narrow(func::FuncOp func) {
    Type i32 = IntegerType::get(&getContext(), 32);
    func.walk([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        if (isI64(arg.getType())) arg.setType(i32);
    });
    SmallVector<Operation *> redundant;
    func.walk([&](Operation *op) {
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        if (auto value = dyn_cast<IntegerAttr>(constant.getValue());
            value && isI64(value.getType())) {
          constant.setValueAttr(IntegerAttr::get(
              i32, value.getValue().trunc(32)));
          constant.getResult().setType(i32);
        }
        return;
      }
      for (OpResult result : op->getResults())
        if (isI64(result.getType())) result.setType(i32);
      // Resizes between i32 and the former i64 are now no-ops.
      if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType())
        redundant.push_back(op);
    });
    for (Operation *op : redundant) {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
