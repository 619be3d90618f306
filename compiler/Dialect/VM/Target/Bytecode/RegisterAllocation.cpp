//===- RegisterAllocation.cpp - VM register assignment --------------------===//
//
// Linear scan over live intervals. Blocks are laid out in region order and
// each value's interval runs from its definition to its last use, stretched
// over every block it is live into or out of (so loops keep their carried
// values alive). Intervals are contiguous, which is conservative but simple;
// a register becomes free only after the instruction that last reads it, so
// an instruction never writes a result into a register one of its own
// operands still occupies.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/VM/Target/Bytecode/RegisterAllocation.h"

#include <algorithm>

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/Analysis/Liveness.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Region.h"

namespace mlir::iree_compiler::IREE::VM {

RegisterKind getRegisterKind(Type type) {
  if (type.isInteger(64) || type.isF64()) return RegisterKind::Value64;
  if (type.isIntOrFloat()) return RegisterKind::Value32;
  return RegisterKind::Ref;
}

namespace {

struct LiveInterval {
  Value value;
  unsigned start;
  unsigned end;
};

/// Free-slot tracking for one bank. busyUntil holds one past the last
/// position of the interval occupying a slot (0: never used), so a slot is
/// free at position P when that interval ended before P.
class RegisterBank {
public:
  /// Reserves |width| consecutive slots (aligned to |width|) that are free at
  /// |position| and busy through |end|. Returns the first slot.
  unsigned acquire(unsigned width, unsigned position, unsigned end) {
    for (unsigned slot = 0;; slot += width) {
      if (slot + width > busyUntil.size()) busyUntil.resize(slot + width, 0);
      bool isFree = true;
      for (unsigned i = 0; i < width; ++i) {
        if (busyUntil[slot + i] > position) {
          isFree = false;
          break;
        }
      }
      if (!isFree) continue;
      for (unsigned i = 0; i < width; ++i) busyUntil[slot + i] = end + 1;
      return slot;
    }
  }

  /// Marks fixed slots (function arguments) busy through |end|.
  void reserve(unsigned slot, unsigned width, unsigned end) {
    if (slot + width > busyUntil.size()) busyUntil.resize(slot + width, 0);
    for (unsigned i = 0; i < width; ++i) busyUntil[slot + i] = end + 1;
  }

  unsigned size() const { return busyUntil.size(); }

private:
  SmallVector<unsigned> busyUntil;
};

} // namespace

FailureOr<RegisterAllocation> RegisterAllocation::allocate(Operation *funcOp) {
  RegisterAllocation allocation;
  Region &body = funcOp->getRegion(0);
  if (body.empty()) {
    return funcOp->emitError("function has no body to allocate registers for");
  }

  // Number instructions in layout order; block arguments are defined at the
  // index of their block's first instruction.
  llvm::DenseMap<Block *, std::pair<unsigned, unsigned>> blockRanges;
  unsigned index = 0;
  for (Block &block : body) {
    unsigned begin = index;
    for (Operation &op : block) allocation.instructionIndex[&op] = index++;
    blockRanges[&block] = {begin, index == begin ? begin : index - 1};
  }

  llvm::DenseMap<Value, LiveInterval> intervals;
  SmallVector<Value> order;
  auto extend = [&](Value value, unsigned position) {
    auto [it, inserted] =
        intervals.try_emplace(value, LiveInterval{value, position, position});
    if (inserted) {
      order.push_back(value);
      return;
    }
    it->second.start = std::min(it->second.start, position);
    it->second.end = std::max(it->second.end, position);
  };

  Liveness liveness(funcOp);
  for (Block &block : body) {
    auto [begin, end] = blockRanges[&block];
    for (BlockArgument arg : block.getArguments()) extend(arg, begin);
    for (Value value : liveness.getLiveIn(&block)) extend(value, begin);
    for (Value value : liveness.getLiveOut(&block)) extend(value, end);
    for (Operation &op : block) {
      unsigned position = allocation.instructionIndex[&op];
      for (Value result : op.getResults()) extend(result, position);
      for (Value operand : op.getOperands()) {
        extend(operand, position);
        unsigned &last = allocation.lastUseIndex[operand];
        last = std::max(last, position);
      }
    }
  }
  // A value live out of a block is still needed after its last use there.
  for (Block &block : body) {
    for (Value value : liveness.getLiveOut(&block)) {
      allocation.lastUseIndex[value] =
          std::max(allocation.lastUseIndex[value], blockRanges[&block].second + 1);
    }
  }

  RegisterBank valueBank;
  RegisterBank refBank;

  // Entry block arguments sit where the calling convention puts them.
  Block &entry = body.front();
  unsigned nextValueSlot = 0;
  unsigned nextRefSlot = 0;
  for (BlockArgument arg : entry.getArguments()) {
    unsigned end = intervals[arg].end;
    switch (getRegisterKind(arg.getType())) {
    case RegisterKind::Value32:
      valueBank.reserve(nextValueSlot, 1, end);
      allocation.registers[arg] = nextValueSlot++;
      break;
    case RegisterKind::Value64:
      nextValueSlot = (nextValueSlot + 1) & ~1u;
      valueBank.reserve(nextValueSlot, 2, end);
      allocation.registers[arg] = nextValueSlot;
      nextValueSlot += 2;
      break;
    case RegisterKind::Ref:
      refBank.reserve(nextRefSlot, 1, end);
      allocation.registers[arg] = nextRefSlot++;
      break;
    }
  }

  SmallVector<LiveInterval> sorted;
  for (Value value : order) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() == &entry) continue;
    }
    sorted.push_back(intervals[value]);
  }
  llvm::stable_sort(sorted, [](const LiveInterval &a, const LiveInterval &b) {
    return a.start < b.start;
  });
  for (const LiveInterval &interval : sorted) {
    unsigned slot = 0;
    switch (getRegisterKind(interval.value.getType())) {
    case RegisterKind::Value32:
      slot = valueBank.acquire(1, interval.start, interval.end);
      break;
    case RegisterKind::Value64:
      slot = valueBank.acquire(2, interval.start, interval.end);
      break;
    case RegisterKind::Ref:
      slot = refBank.acquire(1, interval.start, interval.end);
      break;
    }
    allocation.registers[interval.value] = slot;
  }

  if (valueBank.size() > kRegisterIndexMask ||
      refBank.size() > kRegisterIndexMask) {
    return funcOp->emitError()
           << "function needs " << valueBank.size() << " value and "
           << refBank.size() << " ref registers; at most "
           << kRegisterIndexMask << " of each can be encoded";
  }
  allocation.valueRegisterCount = valueBank.size();
  allocation.refRegisterCount = refBank.size();
  return allocation;
}

bool RegisterAllocation::isLastUse(OpOperand &use) const {
  Operation *owner = use.getOwner();
  Value value = use.get();
  auto lastIt = lastUseIndex.find(value);
  auto indexIt = instructionIndex.find(owner);
  if (lastIt == lastUseIndex.end() || indexIt == instructionIndex.end())
    return false;
  if (lastIt->second != indexIt->second) return false;
  // When an instruction reads the value twice, only its final read may move.
  for (OpOperand &other : owner->getOpOperands()) {
    if (other.get() == value && other.getOperandNumber() > use.getOperandNumber())
      return false;
  }
  return true;
}

} // namespace mlir::iree_compiler::IREE::VM
