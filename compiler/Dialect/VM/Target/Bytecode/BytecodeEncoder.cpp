//===- BytecodeEncoder.cpp - Encodes VM functions as bytecode -------------===//

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeEncoder.h"

#include <cstring>

#include "compiler/Dialect/VM/IR/VMTypes.h"
#include "compiler/Dialect/VM/Target/Bytecode/RegisterAllocation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace mlir::iree_compiler::IREE::VM {

uint32_t ModuleSymbolTable::getOrAddType(StringRef typeName) {
  auto [it, inserted] = typeOrdinals.try_emplace(typeName, typeNames.size());
  if (inserted) typeNames.push_back(typeName.str());
  return it->second;
}

namespace {

struct OpTableEntry {
  const char *opcodeName;
  const char *mlirName;
  OpEncoding encoding;
};

const OpTableEntry kOpTable[] = {
#define IREE_VM_OP(NAME, OPCODE, FORMAT, MLIR_NAME) \
  {#NAME, MLIR_NAME, {OPCODE, FORMAT}},
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
};

struct OpAliasEntry {
  const char *mlirName;
  const char *opcodeName;
};

const OpAliasEntry kOpAliases[] = {
#define IREE_VM_OP(NAME, OPCODE, FORMAT, MLIR_NAME)
#define IREE_VM_OP_ALIAS(MLIR_NAME, NAME) {MLIR_NAME, #NAME},
#include "iree/vm/bytecode/op_table.h"
#undef IREE_VM_OP
#undef IREE_VM_OP_ALIAS
};

const OpTableEntry *findByOpcodeName(StringRef opcodeName) {
  for (const OpTableEntry &entry : kOpTable) {
    if (opcodeName == entry.opcodeName) return &entry;
  }
  return nullptr;
}

/// MLIR op name → encoding, built once. vm.call is absent: it maps to CALL or
/// CALL_IMPORT depending on its callee.
const llvm::StringMap<OpEncoding> &getOpEncodings() {
  static const llvm::StringMap<OpEncoding> encodings = [] {
    llvm::StringMap<OpEncoding> map;
    for (const OpTableEntry &entry : kOpTable) {
      if (StringRef(entry.mlirName) == "vm.call") continue;
      map.try_emplace(entry.mlirName, entry.encoding);
    }
    for (const OpAliasEntry &alias : kOpAliases) {
      map.try_emplace(alias.mlirName,
                      findByOpcodeName(alias.opcodeName)->encoding);
    }
    return map;
  }();
  return encodings;
}

/// Little-endian byte sink with branch-target fixups.
class BytecodeWriter {
public:
  void u8(uint8_t value) { bytes.push_back(value); }
  void u16(uint16_t value) { append(&value, sizeof(value)); }
  void u32(uint32_t value) { append(&value, sizeof(value)); }
  void u64(uint64_t value) { append(&value, sizeof(value)); }
  size_t size() const { return bytes.size(); }
  void patchU32(size_t offset, uint32_t value) {
    std::memcpy(bytes.data() + offset, &value, sizeof(value));
  }
  std::vector<uint8_t> take() { return std::move(bytes); }

private:
  // The host is little-endian (x86-64, AArch64), like the encoding.
  void append(const void *data, size_t length) {
    const uint8_t *begin = static_cast<const uint8_t *>(data);
    bytes.insert(bytes.end(), begin, begin + length);
  }
  std::vector<uint8_t> bytes;
};

class FunctionEncoder {
public:
  FunctionEncoder(Operation *funcLikeOp, ModuleSymbolTable &symbols,
                  RegisterAllocation &registers)
      : funcLikeOp(funcLikeOp), symbols(symbols), registers(registers) {}

  LogicalResult encode() {
    bool failed = false;
    for (Block &block : funcLikeOp->getRegion(0)) {
      blockOffsets[&block] = writer.size();
      for (Operation &op : block) {
        if (::mlir::failed(encodeOp(op))) failed = true;
      }
    }
    if (failed) return failure();
    for (auto [offset, block] : branchFixups) {
      writer.patchU32(offset, blockOffsets[block]);
    }
    return success();
  }

  std::vector<uint8_t> takeBytecode() { return writer.take(); }

private:
  uint16_t valueRegister(Value value) {
    uint16_t reg = registers.getRegister(value);
    if (getRegisterKind(value.getType()) == RegisterKind::Value64)
      reg |= kRegisterMoveOr64Bit;
    return reg;
  }

  /// A ref operand's register, with MOVE set on the value's last use.
  uint16_t refOperandRegister(OpOperand &use) {
    uint16_t reg = registers.getRegister(use.get());
    if (registers.isLastUse(use)) reg |= kRegisterMoveOr64Bit;
    return reg;
  }

  uint16_t operandListEntry(OpOperand &use) {
    if (getRegisterKind(use.get().getType()) != RegisterKind::Ref)
      return valueRegister(use.get());
    return kRegisterRefBit | refOperandRegister(use);
  }

  uint16_t resultListEntry(Value value) {
    if (getRegisterKind(value.getType()) != RegisterKind::Ref)
      return valueRegister(value);
    return kRegisterRefBit | registers.getRegister(value);
  }

  void writeOperandList(MutableArrayRef<OpOperand> uses) {
    writer.u16(uses.size());
    for (OpOperand &use : uses) writer.u16(operandListEntry(use));
  }

  /// Writes a branch target and its block-argument copies, leaving out
  /// copies whose source and destination are the same register. A ref that
  /// stays in its register for one argument is copied, never moved, into
  /// another (`br ^bb(%r, %r)` with the first argument in %r's register).
  void writeBranch(Operation &op, unsigned successorIndex) {
    Block *dest = op.getSuccessor(successorIndex);
    branchFixups.push_back({writer.size(), dest});
    writer.u32(0);
    auto branchOp = cast<BranchOpInterface>(op);
    OperandRange forwarded =
        branchOp.getSuccessorOperands(successorIndex).getForwardedOperands();
    SmallVector<uint16_t> sources, targets;
    if (!forwarded.empty()) {
      unsigned begin = forwarded.getBeginOperandIndex();
      auto args = dest->getArguments().take_back(forwarded.size());
      auto staysInPlace = [&](unsigned i) {
        return registers.getRegister(op.getOperand(begin + i)) ==
               registers.getRegister(args[i]);
      };
      for (auto [i, arg] : llvm::enumerate(args)) {
        OpOperand &use = op.getOpOperand(begin + i);
        if (staysInPlace(i)) continue;
        uint16_t entry = operandListEntry(use);
        if (entry & kRegisterRefBit)
          for (unsigned j = 0; j < args.size(); ++j)
            if (staysInPlace(j) && op.getOperand(begin + j) == use.get())
              entry &= ~kRegisterMoveOr64Bit;
        sources.push_back(entry);
        targets.push_back(resultListEntry(arg));
      }
    }
    writer.u16(sources.size());
    for (uint16_t entry : sources) writer.u16(entry);
    writer.u16(targets.size());
    for (uint16_t entry : targets) writer.u16(entry);
  }

  LogicalResult writeSymbolOrdinal(Operation &op, StringRef attrName,
                                   const llvm::StringMap<uint32_t> &ordinals,
                                   StringRef what) {
    auto symbol = op.getAttrOfType<FlatSymbolRefAttr>(attrName);
    auto it = symbol ? ordinals.find(symbol.getValue()) : ordinals.end();
    if (it == ordinals.end()) {
      return op.emitError() << "'" << attrName << "' does not name a " << what;
    }
    writer.u32(it->second);
    return success();
  }

  LogicalResult writeGlobal(Operation &op, char kind) {
    auto symbol = op.getAttrOfType<FlatSymbolRefAttr>("global");
    auto it = symbol ? symbols.globals.find(symbol.getValue())
                     : symbols.globals.end();
    if (it == symbols.globals.end() || it->second.isRef != (kind == 'R')) {
      return op.emitError("'global' does not name a global of the right kind");
    }
    writer.u32(it->second.offsetOrOrdinal);
    return success();
  }

  LogicalResult writeImmediate(Operation &op, unsigned byteWidth) {
    Attribute value = op.getAttr("value");
    APInt bits;
    if (auto intAttr = dyn_cast_or_null<IntegerAttr>(value)) {
      bits = intAttr.getValue();
    } else if (auto floatAttr = dyn_cast_or_null<FloatAttr>(value)) {
      bits = floatAttr.getValue().bitcastToAPInt();
    } else {
      return op.emitError("expected an integer or float 'value' attribute");
    }
    bits = bits.zextOrTrunc(byteWidth * 8);
    if (byteWidth == 4) {
      writer.u32(static_cast<uint32_t>(bits.getZExtValue()));
    } else {
      writer.u64(bits.getZExtValue());
    }
    return success();
  }

  /// The type a 't' operand names: the element type for vm.list.alloc, the
  /// expected ref type (the result type) otherwise.
  static Type getTypeOperand(Operation &op) {
    Type resultType = op.getResult(0).getType();
    if (op.getName().getStringRef() == "vm.list.alloc")
      return cast<ListType>(resultType).getElementType();
    return resultType;
  }

  LogicalResult encodeOp(Operation &op) {
    const OpEncoding *encoding = lookupOpEncoding(op.getName().getStringRef());
    OpEncoding callEncoding;
    if (op.getName().getStringRef() == "vm.call") {
      auto callee = op.getAttrOfType<FlatSymbolRefAttr>("callee");
      bool isImport =
          callee && symbols.importOrdinals.count(callee.getValue()) != 0;
      callEncoding =
          findByOpcodeName(isImport ? "CALL_IMPORT" : "CALL")->encoding;
      encoding = &callEncoding;
    }
    if (!encoding) {
      return op.emitError() << "'" << op.getName()
                            << "' cannot be encoded as VM bytecode";
    }
    writer.u8(encoding->opcode);
    unsigned operandIndex = 0;
    unsigned resultIndex = 0;
    unsigned successorIndex = 0;
    bool inResults = false;
    for (const char *c = encoding->format; *c; ++c) {
      switch (*c) {
      case ':':
        inResults = true;
        break;
      case 'i':
      case 'I':
        writer.u16(registers.getRegister(inResults
                                             ? op.getResult(resultIndex++)
                                             : op.getOperand(operandIndex++)));
        break;
      case 'r':
        if (inResults) {
          writer.u16(registers.getRegister(op.getResult(resultIndex++)));
        } else {
          writer.u16(refOperandRegister(op.getOpOperand(operandIndex++)));
        }
        break;
      case '4':
      case '8':
        if (failed(writeImmediate(op, *c == '4' ? 4 : 8))) return failure();
        break;
      case 'g':
      case 'G':
      case 'R':
        if (failed(writeGlobal(op, *c))) return failure();
        break;
      case 'o':
        if (failed(writeSymbolOrdinal(op, "rodata", symbols.rodataOrdinals,
                                      "vm.rodata")))
          return failure();
        break;
      case 't':
        writer.u32(symbols.getOrAddType(getRuntimeTypeName(getTypeOperand(op))));
        break;
      case 'f':
        if (failed(writeSymbolOrdinal(op, "callee", symbols.functionOrdinals,
                                      "vm.func")))
          return failure();
        break;
      case 'x':
        if (failed(writeSymbolOrdinal(op, "callee", symbols.importOrdinals,
                                      "vm.import")))
          return failure();
        break;
      case 'L':
        if (inResults) {
          writer.u16(op.getNumResults() - resultIndex);
          for (; resultIndex < op.getNumResults(); ++resultIndex)
            writer.u16(resultListEntry(op.getResult(resultIndex)));
        } else {
          writeOperandList(op.getOpOperands().drop_front(operandIndex));
          operandIndex = op.getNumOperands();
        }
        break;
      case 'V': {
        // vm.call.variadic: the segment sizes, then the flattened operands.
        auto segmentSizes =
            op.getAttrOfType<DenseI16ArrayAttr>("segment_sizes");
        if (!segmentSizes)
          return op.emitError("expected a 'segment_sizes' attribute");
        writer.u16(segmentSizes.size());
        for (int16_t size : segmentSizes.asArrayRef())
          writer.u16(static_cast<uint16_t>(size));
        writeOperandList(op.getOpOperands().drop_front(operandIndex));
        operandIndex = op.getNumOperands();
        break;
      }
      case 'b':
        writeBranch(op, successorIndex++);
        break;
      case 'T': {
        // Successor 0 is the default; successors 1..N are cases 0..N-1.
        unsigned caseCount = op.getNumSuccessors() - 1;
        writer.u16(caseCount);
        for (unsigned i = 0; i <= caseCount; ++i) writeBranch(op, i);
        break;
      }
      case 's': {
        auto message = op.getAttrOfType<StringAttr>("message");
        StringRef text = message ? message.getValue() : StringRef();
        if (text.size() > UINT16_MAX) text = text.take_front(UINT16_MAX);
        writer.u16(text.size());
        for (char ch : text) writer.u8(static_cast<uint8_t>(ch));
        break;
      }
      default:
        return op.emitError() << "internal error: unknown operand format '"
                              << *c << "'";
      }
    }
    return success();
  }

  Operation *funcLikeOp;
  ModuleSymbolTable &symbols;
  RegisterAllocation &registers;
  BytecodeWriter writer;
  llvm::DenseMap<Block *, uint32_t> blockOffsets;
  SmallVector<std::pair<size_t, Block *>> branchFixups;
};

} // namespace

const OpEncoding *lookupOpEncoding(StringRef opName) {
  const auto &encodings = getOpEncodings();
  auto it = encodings.find(opName);
  return it == encodings.end() ? nullptr : &it->second;
}

uint8_t getOpcode(StringRef opcodeName) {
  return findByOpcodeName(opcodeName)->encoding.opcode;
}

FailureOr<EncodedFunction> encodeFunction(Operation *funcLikeOp,
                                          ModuleSymbolTable &symbols) {
  FailureOr<RegisterAllocation> registers =
      RegisterAllocation::allocate(funcLikeOp);
  if (failed(registers)) return failure();
  FunctionEncoder encoder(funcLikeOp, symbols, *registers);
  if (failed(encoder.encode())) return failure();
  EncodedFunction result;
  result.bytecode = encoder.takeBytecode();
  result.valueRegisterCount = registers->getValueRegisterCount();
  result.refRegisterCount = registers->getRefRegisterCount();
  return result;
}

} // namespace mlir::iree_compiler::IREE::VM
