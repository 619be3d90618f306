//===- LinalgExtOps.h - linalg_ext dialect ----------------------*- C++ -*-===//
#ifndef IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_H_
#define IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "compiler/Dialect/LinalgExt/IR/LinalgExtDialect.h.inc"

#define GET_OP_CLASSES
#include "compiler/Dialect/LinalgExt/IR/LinalgExtOps.h.inc"

#endif  // IREE_COMPILER_DIALECT_LINALGEXT_IR_LINALGEXTOPS_H_
