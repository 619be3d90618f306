//===- VMVXOps.cpp - vmvx dialect -----------------------------------------===//

#include "compiler/Dialect/VMVX/IR/VMVXOps.h"

#include "llvm/ADT/STLExtras.h"

#include "compiler/Dialect/VMVX/IR/VMVXDialect.cpp.inc"

namespace mlir::iree_compiler::IREE::VMVX {

void VMVXDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/VMVX/IR/VMVXOps.cpp.inc"
      >();
}

ArrayRef<StringRef> getUnaryOpcodes(Type elementType) {
  static const StringRef f32[] = {"abs", "neg",  "exp",   "log", "tanh",
                                  "sqrt", "rsqrt", "ceil", "floor"};
  static const StringRef i32[] = {"abs", "neg"};
  if (elementType.isF32()) return f32;
  if (elementType.isInteger(32)) return i32;
  return {};
}

ArrayRef<StringRef> getBinaryOpcodes(Type elementType) {
  static const StringRef f32[] = {"add", "sub", "mul", "div", "max", "min"};
  static const StringRef i32[] = {"add", "sub", "mul",  "and",  "or",
                                  "xor", "shl", "shrs", "shru", "maxs",
                                  "mins", "maxu", "minu"};
  if (elementType.isF32()) return f32;
  if (elementType.isInteger(32)) return i32;
  return {};
}

ArrayRef<StringRef> getReduceOpcodes(Type elementType) {
  static const StringRef both[] = {"add", "max", "min"};
  if (elementType.isF32() || elementType.isInteger(32)) return both;
  return {};
}

static Type getElementType(Value buffer) {
  return cast<MemRefType>(buffer.getType()).getElementType();
}

/// "f32", "i32", ... as the import names spell element types.
static std::string getTypeSuffix(Type type) {
  if (type.isF32()) return "f32";
  return "i" + std::to_string(type.getIntOrFloatBitWidth());
}

/// "x8", "x16", ...: copies and fills move bits of a width.
static std::string getWidthSuffix(Type type) {
  return "x" + std::to_string(type.getIntOrFloatBitWidth());
}

std::string getMicrokernelName(Operation *op) {
  if (auto copy = dyn_cast<CopyOp>(op))
    return "vmvx.copy.2d." + getWidthSuffix(getElementType(copy.getInBuffer()));
  if (auto fill = dyn_cast<FillOp>(op))
    return "vmvx.fill.2d." +
           getWidthSuffix(getElementType(fill.getOutBuffer()));
  if (auto unary = dyn_cast<UnaryOp>(op))
    return ("vmvx.unary.2d." + unary.getOpcode() + ".").str() +
           getTypeSuffix(getElementType(unary.getOutBuffer()));
  if (auto binary = dyn_cast<BinaryOp>(op))
    return ("vmvx.binary.2d." + binary.getOpcode() + ".").str() +
           getTypeSuffix(getElementType(binary.getOutBuffer()));
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return ("vmvx.reduce.2d." + reduce.getOpcode() + ".").str() +
           getTypeSuffix(getElementType(reduce.getOutBuffer()));
  auto matmul = cast<MatmulOp>(op);
  return "vmvx.matmul." +
         getTypeSuffix(getElementType(matmul.getLhsBuffer())) +
         getTypeSuffix(getElementType(matmul.getRhsBuffer())) +
         getTypeSuffix(getElementType(matmul.getOutBuffer()));
}

static bool hasWidth(Value buffer, ArrayRef<unsigned> widths) {
  Type type = getElementType(buffer);
  return type.isIntOrFloat() &&
         llvm::is_contained(widths, type.getIntOrFloatBitWidth());
}

LogicalResult CopyOp::verify() {
  if (getElementType(getInBuffer()) != getElementType(getOutBuffer()))
    return emitOpError("copies between different element types");
  if (!hasWidth(getInBuffer(), {8, 16, 32, 64}))
    return emitOpError("copies 8, 16, 32 or 64-bit elements");
  return success();
}

LogicalResult FillOp::verify() {
  if (getValue().getType() != getElementType(getOutBuffer()))
    return emitOpError("value type differs from the buffer's element type");
  if (!hasWidth(getOutBuffer(), {8, 16, 32, 64}))
    return emitOpError("fills 8, 16, 32 or 64-bit elements");
  return success();
}

/// Checks that |opcode| is one the runtime implements for the elements of
/// |buffers| (which must agree).
static LogicalResult verifyOpcode(Operation *op, StringRef opcode,
                                  ArrayRef<StringRef> supported,
                                  ValueRange buffers) {
  Type type = getElementType(buffers.front());
  for (Value buffer : buffers)
    if (getElementType(buffer) != type)
      return op->emitOpError("operands have different element types");
  if (!llvm::is_contained(supported, opcode))
    return op->emitOpError("has no microkernel '")
           << opcode << "' for element type " << type;
  return success();
}

LogicalResult UnaryOp::verify() {
  return verifyOpcode(*this, getOpcode(),
                      getUnaryOpcodes(getElementType(getOutBuffer())),
                      {getInBuffer(), getOutBuffer()});
}

LogicalResult BinaryOp::verify() {
  return verifyOpcode(*this, getOpcode(),
                      getBinaryOpcodes(getElementType(getOutBuffer())),
                      {getLhsBuffer(), getRhsBuffer(), getOutBuffer()});
}

LogicalResult ReduceOp::verify() {
  return verifyOpcode(*this, getOpcode(),
                      getReduceOpcodes(getElementType(getOutBuffer())),
                      {getInBuffer(), getOutBuffer()});
}

LogicalResult MatmulOp::verify() {
  Type lhs = getElementType(getLhsBuffer()), rhs = getElementType(getRhsBuffer()),
       out = getElementType(getOutBuffer());
  bool f32 = lhs.isF32() && rhs.isF32() && out.isF32();
  bool i8 = lhs.isInteger(8) && rhs.isInteger(8) && out.isInteger(32);
  if (!f32 && !i8)
    return emitOpError("has no microkernel for ")
           << lhs << " x " << rhs << " -> " << out
           << "; f32 x f32 -> f32 and i8 x i8 -> i32 are supported";
  return success();
}

} // namespace mlir::iree_compiler::IREE::VMVX

#define GET_OP_CLASSES
#include "compiler/Dialect/VMVX/IR/VMVXOps.cpp.inc"
