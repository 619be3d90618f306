//===- LiveRangePacking.cpp - Values placed in one buffer by liveness -----===//

#include "compiler/Dialect/Stream/Transforms/LiveRangePacking.h"

#include <algorithm>

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::iree_compiler::IREE::Stream {

int64_t packLiveRanges(llvm::MutableArrayRef<LiveRange> ranges,
                       int64_t alignment) {
  int64_t total = 0;
  for (size_t i = 0, e = ranges.size(); i < e; ++i) {
    LiveRange &range = ranges[i];
    int64_t size = llvm::alignTo(range.size, alignment);
    llvm::SmallVector<const LiveRange *> live;
    for (const LiveRange &other : ranges.take_front(i))
      if (other.begin <= range.end && range.begin <= other.end)
        live.push_back(&other);
    llvm::sort(live, [](const LiveRange *a, const LiveRange *b) {
      return a->offset < b->offset;
    });
    int64_t offset = 0;
    for (const LiveRange *other : live) {
      if (offset + size <= other->offset) break;
      offset = std::max(offset, other->offset +
                                    static_cast<int64_t>(llvm::alignTo(
                                        other->size, alignment)));
    }
    range.offset = offset;
    total = std::max(total, offset + size);
  }
  return total;
}

} // namespace mlir::iree_compiler::IREE::Stream
