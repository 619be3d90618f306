//===- RegisterAllocation.cpp - VM register assignment --------------------===//
//
// Linear scan over live intervals. Blocks are laid out in region order and
// each value's interval runs from its definition to its last use, stretched
// over every block it is live into or out of (so loops keep their carried
// values alive). Intervals are contiguous, which is conservative but simple.
// A register becomes free after the instruction that last reads it, except
// that a simple arithmetic result may take the register of an operand that
// dies at that instruction. Branch operands and the block arguments they feed
// are steered into the same register where possible, so most block-argument
// copies vanish from the bytecode.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/VM/Target/Bytecode/RegisterAllocation.h"

#include <algorithm>

#include "llvm/ADT/SmallVector.h"
#include "mlir/Analysis/Liveness.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Region.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

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

/// Free-slot tracking for one bank. Each slot remembers the value occupying
/// it and one past the last position of that value's interval (0: never
/// used), so a slot is free at position P when that interval ended before P.
class RegisterBank {
public:
  /// Returns true if |width| slots from |slot| are free for a value defined
  /// at |position|. A slot whose occupant is last read at |position| itself
  /// counts as free when |mayReuse| accepts the occupant: the defining
  /// instruction reads its operands before it writes its result.
  bool isFree(unsigned slot, unsigned width, unsigned position,
              function_ref<bool(Value)> mayReuse) const {
    for (unsigned i = slot; i < slot + width; ++i) {
      if (i >= busyUntil.size() || busyUntil[i] <= position) continue;
      if (busyUntil[i] == position + 1 && mayReuse(occupants[i])) continue;
      return false;
    }
    return true;
  }

  /// Marks |width| slots from |slot| as holding |value| through |end|.
  void occupy(unsigned slot, unsigned width, Value value, unsigned end) {
    if (slot + width > busyUntil.size()) {
      busyUntil.resize(slot + width, 0);
      occupants.resize(slot + width);
    }
    for (unsigned i = slot; i < slot + width; ++i) {
      busyUntil[i] = end + 1;
      occupants[i] = value;
    }
  }

  /// Returns the first |width|-aligned free slot.
  unsigned findFree(unsigned width, unsigned position,
                    function_ref<bool(Value)> mayReuse) const {
    unsigned slot = 0;
    while (!isFree(slot, width, position, mayReuse)) slot += width;
    return slot;
  }

  unsigned size() const { return busyUntil.size(); }

private:
  SmallVector<unsigned> busyUntil;
  SmallVector<Value> occupants;
};

/// Whether the result of |op| may take the register of an operand that dies
/// at |op|: only for value results of single-result, non-branching ops whose
/// handlers read all operands before writing (calls are left out).
bool mayReuseOperandRegisters(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return op->getNumResults() == 1 && op->getNumSuccessors() == 0 &&
         name != "vm.call" && name != "vm.call.variadic" &&
         getRegisterKind(op->getResult(0).getType()) != RegisterKind::Ref;
}

/// Pairs each branch operand with the block argument it is copied into, so
/// that both can share a register and the copy disappears.
llvm::DenseMap<Value, SmallVector<Value, 2>> collectCopyHints(Region &body) {
  llvm::DenseMap<Value, SmallVector<Value, 2>> hints;
  for (Block &block : body) {
    auto branch = dyn_cast<BranchOpInterface>(block.getTerminator());
    if (!branch) continue;
    for (unsigned i = 0; i < branch->getNumSuccessors(); ++i) {
      OperandRange operands =
          branch.getSuccessorOperands(i).getForwardedOperands();
      Block *dest = branch->getSuccessor(i);
      for (auto [operand, arg] :
           llvm::zip(operands, dest->getArguments().take_back(operands.size()))) {
        if (getRegisterKind(operand.getType()) !=
            getRegisterKind(arg.getType()))
          continue;
        hints[operand].push_back(arg);
        hints[arg].push_back(operand);
      }
    }
  }
  return hints;
}

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
    for (Value value : liveness.getLiveOut(&block)) {
      extend(value, end);
      allocation.liveOut.insert({&block, value});
    }
    for (Operation &op : block) {
      unsigned position = allocation.instructionIndex[&op];
      for (Value result : op.getResults()) extend(result, position);
      for (Value operand : op.getOperands()) {
        extend(operand, position);
        unsigned &last = allocation.lastUseInBlock[{&block, operand}];
        last = std::max(last, position);
      }
    }
  }

  RegisterBank valueBank;
  RegisterBank refBank;
  auto bankFor = [&](RegisterKind kind) -> RegisterBank & {
    return kind == RegisterKind::Ref ? refBank : valueBank;
  };
  auto widthOf = [](RegisterKind kind) {
    return kind == RegisterKind::Value64 ? 2u : 1u;
  };

  // Entry block arguments sit where the calling convention puts them.
  Block &entry = body.front();
  unsigned nextValueSlot = 0;
  unsigned nextRefSlot = 0;
  for (BlockArgument arg : entry.getArguments()) {
    RegisterKind kind = getRegisterKind(arg.getType());
    unsigned slot = 0;
    if (kind == RegisterKind::Ref) {
      slot = nextRefSlot++;
    } else {
      if (kind == RegisterKind::Value64) nextValueSlot = (nextValueSlot + 1) & ~1u;
      slot = nextValueSlot;
      nextValueSlot += widthOf(kind);
    }
    bankFor(kind).occupy(slot, widthOf(kind), arg, intervals[arg].end);
    allocation.registers[arg] = slot;
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
  auto hints = collectCopyHints(body);
  for (const LiveInterval &interval : sorted) {
    Value value = interval.value;
    RegisterKind kind = getRegisterKind(value.getType());
    unsigned width = widthOf(kind);
    RegisterBank &bank = bankFor(kind);
    Operation *definingOp = value.getDefiningOp();
    bool reuseAllowed = definingOp && mayReuseOperandRegisters(definingOp);
    auto mayReuse = [&](Value occupant) {
      if (!reuseAllowed) return false;
      return llvm::is_contained(definingOp->getOperands(), occupant);
    };
    std::optional<unsigned> slot;
    for (Value partner : hints.lookup(value)) {
      auto it = allocation.registers.find(partner);
      if (it != allocation.registers.end() &&
          bank.isFree(it->second, width, interval.start, mayReuse)) {
        slot = it->second;
        break;
      }
    }
    if (!slot) slot = bank.findFree(width, interval.start, mayReuse);
    bank.occupy(*slot, width, value, interval.end);
    allocation.registers[value] = *slot;
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
  // Liveness per block, not the layout order of the contiguous intervals: a
  // loop's exit block laid out after the loop body must not keep the body
  // from moving a value the exit never sees (a block argument the back edge
  // redefines first).
  Block *block = owner->getBlock();
  if (liveOut.contains({block, value})) return false;
  auto lastIt = lastUseInBlock.find({block, value});
  auto indexIt = instructionIndex.find(owner);
  if (lastIt == lastUseInBlock.end() || indexIt == instructionIndex.end())
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
