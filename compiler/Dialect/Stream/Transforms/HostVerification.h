//===- HostVerification.h - What host code may do with tensors --*- C++ -*-===//
//
// After the flow phase a host function may only dispatch, reshape, branch
// on, loop over, check and return tensors, all of static shape. The first
// host lowering pass checks this so that an unsupported program gets one
// error naming the op, not a failed legalization.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_HOSTVERIFICATION_H_
#define IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_HOSTVERIFICATION_H_

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::iree_compiler::IREE::Stream {

/// Emits an error at the first tensor use in |func| the host cannot lower.
LogicalResult verifyHostFunction(func::FuncOp func);

} // namespace mlir::iree_compiler::IREE::Stream

#endif // IREE_COMPILER_DIALECT_STREAM_TRANSFORMS_HOSTVERIFICATION_H_
