//===- TestRegisterAllocation.cpp - Shows register assignments in IR ------===//
//
// `iree-opt --test-vm-register-allocation` annotates every op inside vm.func
// and vm.initializer bodies with the registers of its operands and results,
// so lit tests can check reuse, 64-bit pairs and MOVE marks.
//
//===----------------------------------------------------------------------===//

#include <string>

#include "compiler/Dialect/VM/Target/Bytecode/RegisterAllocation.h"
#include "compiler/Dialect/VM/Target/Bytecode/TestPasses.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

/// "i3" for an i32/f32 register, "I4" for a 64-bit pair, "r0" for a ref.
std::string formatRegister(const RegisterAllocation &allocation, Value value) {
  char bank = 'i';
  switch (getRegisterKind(value.getType())) {
  case RegisterKind::Value32: bank = 'i'; break;
  case RegisterKind::Value64: bank = 'I'; break;
  case RegisterKind::Ref: bank = 'r'; break;
  }
  return bank + std::to_string(allocation.getRegister(value));
}

void annotate(Operation *funcLikeOp, const RegisterAllocation &allocation) {
  Builder builder(funcLikeOp->getContext());
  funcLikeOp->walk([&](Operation *op) {
    if (op == funcLikeOp) return;
    SmallVector<Attribute> operands;
    for (OpOperand &use : op->getOpOperands()) {
      std::string text = formatRegister(allocation, use.get());
      if (getRegisterKind(use.get().getType()) == RegisterKind::Ref &&
          allocation.isLastUse(use))
        text += "+move";
      operands.push_back(builder.getStringAttr(text));
    }
    SmallVector<Attribute> results;
    for (Value result : op->getResults())
      results.push_back(builder.getStringAttr(formatRegister(allocation, result)));
    if (!operands.empty())
      op->setAttr("operand_registers", builder.getArrayAttr(operands));
    if (!results.empty())
      op->setAttr("result_registers", builder.getArrayAttr(results));
  });
  funcLikeOp->setAttr("register_counts",
                      builder.getDenseI32ArrayAttr(
                          {allocation.getValueRegisterCount(),
                           allocation.getRefRegisterCount()}));
}

struct TestRegisterAllocationPass
    : PassWrapper<TestRegisterAllocationPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestRegisterAllocationPass)
  StringRef getArgument() const final { return "test-vm-register-allocation"; }
  StringRef getDescription() const final {
    return "Annotates VM ops with the registers the bytecode encoder assigns";
  }
  void runOnOperation() override {
    SmallVector<Operation *> functions;
    getOperation()->walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      if (name == "vm.func" || name == "vm.initializer") functions.push_back(op);
    });
    for (Operation *funcLikeOp : functions) {
      FailureOr<RegisterAllocation> allocation =
          RegisterAllocation::allocate(funcLikeOp);
      if (failed(allocation)) return signalPassFailure();
      annotate(funcLikeOp, *allocation);
    }
  }
};

} // namespace

void registerTestRegisterAllocationPass() {
  PassRegistration<TestRegisterAllocationPass>();
}

} // namespace mlir::iree_compiler::IREE::VM
