//===- BytecodeModuleTarget.cpp - vm.module to .vmfb ----------------------===//

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"

#include <algorithm>

#include "compiler/Dialect/VM/Target/Bytecode/BytecodeEncoder.h"
#include "compiler/Dialect/VM/Target/Bytecode/RegisterAllocation.h"
#include "iree/schemas/bytecode_module_def_generated.h"
#include "runtime/src/iree/schemas/bytecode_module_footer.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

/// Calling convention string of |type|: "0<args>_<results>", 'v' for none.
/// Arguments flagged in |variadic| (an import's `variadic_arguments`) become
/// groups "C<kinds>D" of their type or tuple element types.
std::string getCallingConvention(FunctionType type,
                                 ArrayRef<bool> variadic = {}) {
  auto appendKind = [](std::string &out, Type type) {
    if (type.isInteger(32)) out += 'i';
    else if (type.isInteger(64)) out += 'I';
    else if (type.isF32()) out += 'f';
    else if (type.isF64()) out += 'F';
    else out += 'r';
  };
  auto append = [&](std::string &out, TypeRange types,
                    ArrayRef<bool> variadic) {
    if (types.empty()) {
      out += 'v';
      return;
    }
    for (auto [index, type] : llvm::enumerate(types)) {
      if (index >= variadic.size() || !variadic[index]) {
        appendKind(out, type);
        continue;
      }
      out += 'C';
      if (auto tuple = dyn_cast<TupleType>(type)) {
        for (Type element : tuple.getTypes()) appendKind(out, element);
      } else {
        appendKind(out, type);
      }
      out += 'D';
    }
  };
  std::string convention = "0";
  append(convention, type.getInputs(), variadic);
  convention += '_';
  append(convention, type.getResults(), /*variadic=*/{});
  return convention;
}

FunctionType getFunctionType(Operation *op) {
  auto typeAttr = op->getAttrOfType<TypeAttr>("function_type");
  return typeAttr ? dyn_cast<FunctionType>(typeAttr.getValue()) : FunctionType();
}

StringRef getSymbolName(Operation *op) {
  auto name = op->getAttrOfType<StringAttr>("sym_name");
  return name ? name.getValue() : StringRef();
}

std::string formatLocation(Location loc) {
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc)) {
    return (fileLoc.getFilename().getValue() + ":" +
            Twine(fileLoc.getLine()))
        .str();
  }
  if (auto nameLoc = dyn_cast<NameLoc>(loc)) return formatLocation(nameLoc.getChildLoc());
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations()) {
      std::string text = formatLocation(inner);
      if (!text.empty()) return text;
    }
  }
  return "";
}

/// Bytes of a rodata value: dense elements (little-endian, splats expanded)
/// or a string.
FailureOr<std::vector<uint8_t>> getRodataBytes(Operation *op) {
  Attribute value = op->getAttr("value");
  if (auto text = dyn_cast_or_null<StringAttr>(value)) {
    return std::vector<uint8_t>(text.getValue().begin(), text.getValue().end());
  }
  auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
  if (!dense) {
    return op->emitError(
        "rodata value must be a string or dense elements attribute");
  }
  Type elementType = dense.getElementType();
  unsigned bitWidth = elementType.getIntOrFloatBitWidth();
  if (bitWidth % 8 != 0) {
    return op->emitError() << "rodata of " << elementType
                           << " elements is not byte-addressable";
  }
  ArrayRef<char> raw = dense.getRawData();
  std::vector<uint8_t> bytes;
  size_t count = dense.getNumElements();
  if (dense.isSplat()) {
    bytes.reserve(count * raw.size());
    for (size_t i = 0; i < count; ++i) bytes.insert(bytes.end(), raw.begin(), raw.end());
  } else {
    bytes.assign(raw.begin(), raw.end());
  }
  return bytes;
}

struct GlobalInit {
  uint32_t offset;
  bool is64;
  uint64_t bits;
};

/// Bytecode of the synthesized `__init`: stores of global initial values,
/// then calls to each vm.initializer body in module order.
std::vector<uint8_t> buildInitFunction(ArrayRef<GlobalInit> inits,
                                       ArrayRef<uint32_t> initializerOrdinals) {
  std::vector<uint8_t> code;
  auto append = [&](auto value) {
    const uint8_t *bytes = reinterpret_cast<const uint8_t *>(&value);
    code.insert(code.end(), bytes, bytes + sizeof(value));
  };
  for (const GlobalInit &init : inits) {
    append(getOpcode(init.is64 ? "CONST_I64" : "CONST_I32"));
    if (init.is64) append(init.bits);
    else append(static_cast<uint32_t>(init.bits));
    append(uint16_t{0});  // Result register.
    append(getOpcode(init.is64 ? "GLOBAL_STORE_I64" : "GLOBAL_STORE_I32"));
    append(uint16_t{0});
    append(init.offset);
  }
  for (uint32_t ordinal : initializerOrdinals) {
    append(getOpcode("CALL"));
    append(ordinal);
    append(uint16_t{0});  // No arguments.
    append(uint16_t{0});  // No results.
  }
  append(getOpcode("RETURN"));
  append(uint16_t{0});
  return code;
}

} // namespace

LogicalResult translateModuleToBytecode(Operation *moduleOp,
                                        const BytecodeTargetOptions &options,
                                        llvm::raw_ostream &output) {
  ModuleSymbolTable symbols;
  SmallVector<Operation *> functions;
  SmallVector<Operation *> initializers;
  SmallVector<Operation *> imports;
  SmallVector<Operation *> exports;
  SmallVector<Operation *> rodatas;
  SmallVector<Operation *> valueGlobals;
  SmallVector<Operation *> refGlobals;
  for (Operation &op : moduleOp->getRegion(0).front()) {
    StringRef name = op.getName().getStringRef();
    if (name == "vm.func") functions.push_back(&op);
    else if (name == "vm.initializer") initializers.push_back(&op);
    else if (name == "vm.import") imports.push_back(&op);
    else if (name == "vm.export") exports.push_back(&op);
    else if (name == "vm.rodata") rodatas.push_back(&op);
    else if (name == "vm.global.ref") refGlobals.push_back(&op);
    else if (name.starts_with("vm.global.")) valueGlobals.push_back(&op);
    else
      return op.emitError() << "'" << name
                            << "' is not allowed at vm.module scope";
  }

  for (auto [i, op] : llvm::enumerate(functions))
    symbols.functionOrdinals[getSymbolName(op)] = i;
  for (auto [i, op] : llvm::enumerate(imports))
    symbols.importOrdinals[getSymbolName(op)] = i;
  for (auto [i, op] : llvm::enumerate(rodatas))
    symbols.rodataOrdinals[getSymbolName(op)] = i;
  for (auto [i, op] : llvm::enumerate(refGlobals))
    symbols.globals[getSymbolName(op)] = {static_cast<uint32_t>(i), true};

  // 8-byte globals first keeps every global naturally aligned.
  auto globalWidth = [](Operation *op) {
    auto type = op->getAttrOfType<TypeAttr>("type");
    return type && getRegisterKind(type.getValue()) == RegisterKind::Value64 ? 8u
                                                                             : 4u;
  };
  llvm::stable_sort(valueGlobals, [&](Operation *a, Operation *b) {
    return globalWidth(a) > globalWidth(b);
  });
  uint32_t globalBytes = 0;
  SmallVector<GlobalInit> globalInits;
  for (Operation *op : valueGlobals) {
    unsigned width = globalWidth(op);
    symbols.globals[getSymbolName(op)] = {globalBytes, false};
    if (Attribute initial = op->getAttr("initial_value")) {
      APInt bits;
      if (auto intAttr = dyn_cast<IntegerAttr>(initial)) bits = intAttr.getValue();
      else if (auto floatAttr = dyn_cast<FloatAttr>(initial))
        bits = floatAttr.getValue().bitcastToAPInt();
      else return op->emitError("initial value must be an integer or float");
      globalInits.push_back({globalBytes, width == 8,
                             bits.zextOrTrunc(64).getZExtValue()});
    }
    globalBytes += width;
  }

  // Encode functions; initializers follow the vm.funcs, then `__init`.
  struct FunctionRecord {
    std::string name;
    std::string convention;
    std::string location;
    EncodedFunction encoded;
    DictionaryAttr reflection;
  };
  std::vector<FunctionRecord> records;
  bool failed = false;
  auto encodeInto = [&](Operation *op, std::string name, std::string convention) {
    FailureOr<EncodedFunction> encoded = encodeFunction(op, symbols);
    if (::mlir::failed(encoded)) {
      failed = true;
      return;
    }
    auto reflection = op->getAttrOfType<DictionaryAttr>("iree.reflection");
    if (reflection && !llvm::all_of(reflection.getValue(),
                                    [](NamedAttribute attr) {
                                      return isa<StringAttr>(attr.getValue());
                                    })) {
      op->emitError("iree.reflection values must be strings");
      failed = true;
      return;
    }
    records.push_back({std::move(name), std::move(convention),
                       formatLocation(op->getLoc()), std::move(*encoded),
                       reflection});
  };
  for (Operation *op : functions) {
    FunctionType type = getFunctionType(op);
    if (!type) return op->emitError("vm.func has no function_type");
    encodeInto(op, getSymbolName(op).str(), getCallingConvention(type));
  }
  SmallVector<uint32_t> initializerOrdinals;
  for (auto [i, op] : llvm::enumerate(initializers)) {
    initializerOrdinals.push_back(records.size());
    encodeInto(op, "__initializer_" + std::to_string(i), "0v_v");
  }
  if (failed) return failure();

  std::optional<uint32_t> initOrdinal;
  if (!globalInits.empty() || !initializerOrdinals.empty()) {
    initOrdinal = records.size();
    FunctionRecord init;
    init.name = "__init";
    init.convention = "0v_v";
    init.location = formatLocation(moduleOp->getLoc());
    init.encoded.bytecode = buildInitFunction(globalInits, initializerOrdinals);
    init.encoded.valueRegisterCount = 2;
    records.push_back(std::move(init));
  }

  flatbuffers::FlatBufferBuilder fbb;
  auto createSignature = [&](const std::string &convention,
                             DictionaryAttr reflection = {}) {
    std::vector<flatbuffers::Offset<iree::vm::ReflectionAttrDef>> attrs;
    if (reflection)
      for (NamedAttribute attr : reflection)
        attrs.push_back(iree::vm::CreateReflectionAttrDefDirect(
            fbb, attr.getName().str().c_str(),
            cast<StringAttr>(attr.getValue()).str().c_str()));
    return iree::vm::CreateFunctionSignatureDefDirect(
        fbb, convention.c_str(), attrs.empty() ? nullptr : &attrs);
  };

  std::vector<flatbuffers::Offset<iree::vm::ImportFunctionDef>> importDefs;
  for (Operation *op : imports) {
    FunctionType type = getFunctionType(op);
    if (!type) return op->emitError("vm.import has no function_type");
    auto variadic = op->getAttrOfType<DenseBoolArrayAttr>("variadic_arguments");
    importDefs.push_back(iree::vm::CreateImportFunctionDefDirect(
        fbb, getSymbolName(op).str().c_str(),
        createSignature(getCallingConvention(
            type, variadic ? variadic.asArrayRef() : ArrayRef<bool>())),
        op->hasAttr("is_optional")));
  }

  std::vector<flatbuffers::Offset<iree::vm::ExportFunctionDef>> exportDefs;
  for (Operation *op : exports) {
    auto ref = op->getAttrOfType<FlatSymbolRefAttr>("function_ref");
    auto it = ref ? symbols.functionOrdinals.find(ref.getValue())
                  : symbols.functionOrdinals.end();
    if (it == symbols.functionOrdinals.end())
      return op->emitError("vm.export does not name a vm.func");
    auto exportName = op->getAttrOfType<StringAttr>("export_name");
    std::string name =
        exportName ? exportName.getValue().str() : ref.getValue().str();
    exportDefs.push_back(
        iree::vm::CreateExportFunctionDefDirect(fbb, name.c_str(), it->second));
  }
  if (initOrdinal) {
    exportDefs.push_back(
        iree::vm::CreateExportFunctionDefDirect(fbb, "__init", *initOrdinal));
  }

  std::vector<uint8_t> bytecode;
  std::vector<flatbuffers::Offset<iree::vm::FunctionDef>> functionDefs;
  for (FunctionRecord &record : records) {
    uint32_t offset = bytecode.size();
    bytecode.insert(bytecode.end(), record.encoded.bytecode.begin(),
                    record.encoded.bytecode.end());
    functionDefs.push_back(iree::vm::CreateFunctionDefDirect(
        fbb, record.name.c_str(),
        createSignature(record.convention, record.reflection), offset,
        record.encoded.bytecode.size(), record.encoded.valueRegisterCount,
        record.encoded.refRegisterCount,
        record.location.empty() ? nullptr : record.location.c_str()));
  }

  std::vector<flatbuffers::Offset<iree::vm::RodataSegmentDef>> rodataDefs;
  for (Operation *op : rodatas) {
    FailureOr<std::vector<uint8_t>> bytes = getRodataBytes(op);
    if (::mlir::failed(bytes)) return failure();
    rodataDefs.push_back(iree::vm::CreateRodataSegmentDefDirect(fbb, &*bytes));
  }

  // Types are collected while encoding, so the table is built last.
  std::vector<flatbuffers::Offset<iree::vm::TypeDef>> typeDefs;
  for (const std::string &typeName : symbols.typeNames)
    typeDefs.push_back(iree::vm::CreateTypeDefDirect(fbb, typeName.c_str()));

  std::vector<flatbuffers::Offset<flatbuffers::String>> flagStrings;
  for (const std::string &flag : options.compilerFlags)
    flagStrings.push_back(fbb.CreateString(flag));

  auto moduleName = moduleOp->getAttrOfType<StringAttr>("sym_name");
  auto moduleState = iree::vm::CreateModuleStateDef(
      fbb, globalBytes, static_cast<uint32_t>(refGlobals.size()));
  fbb.ForceVectorAlignment(bytecode.size(), sizeof(uint8_t), 16);
  auto bytecodeVector = fbb.CreateVector(bytecode);
  auto root = iree::vm::CreateBytecodeModuleDef(
      fbb, fbb.CreateString(moduleName ? moduleName.getValue().str() : "module"),
      /*version=*/0, fbb.CreateVector(typeDefs), fbb.CreateVector(importDefs),
      fbb.CreateVector(exportDefs), fbb.CreateVector(functionDefs),
      fbb.CreateVector(rodataDefs), moduleState, bytecodeVector,
      fbb.CreateString(options.compilerVersion), fbb.CreateVector(flagStrings));
  iree::vm::FinishBytecodeModuleDefBuffer(fbb, root);
  output.write(reinterpret_cast<const char *>(fbb.GetBufferPointer()),
               fbb.GetSize());
  if (options.checksum) {
    uint8_t footer[IREE_VM_MODULE_FOOTER_SIZE];
    iree_vm_module_footer_make(fbb.GetBufferPointer(), fbb.GetSize(), footer);
    output.write(reinterpret_cast<const char *>(footer), sizeof(footer));
  }
  return success();
}

} // namespace mlir::iree_compiler::IREE::VM
