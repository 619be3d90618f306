//===- LiveRangePacking.h - Values placed in one buffer by liveness -*- C++ -*-===//
//
// Values whose lifetimes do not overlap may share bytes: each is placed at
// the lowest aligned offset free of the values live at the same time.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LIVERANGEPACKING_H_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LIVERANGEPACKING_H_

#include <cstdint>

#include "llvm/ADT/ArrayRef.h"

namespace mlir::iree_compiler::IREE::Stream {

/// A value live from op |begin| to op |end| (inclusive) needing |size|
/// bytes; packing sets |offset|.
struct LiveRange {
  int64_t begin = 0, end = 0, size = 0;
  int64_t offset = 0;
};

/// Places |ranges| in order, first fit by offset among the ranges placed
/// before whose lifetimes overlap; sizes are rounded up to |alignment|.
/// Returns the bytes the buffer needs.
int64_t packLiveRanges(llvm::MutableArrayRef<LiveRange> ranges,
                       int64_t alignment);

} // namespace mlir::iree_compiler::IREE::Stream

#endif // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_LIVERANGEPACKING_H_
