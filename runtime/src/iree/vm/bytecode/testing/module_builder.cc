#include "iree/vm/bytecode/testing/module_builder.h"

#include <cstring>

#include "iree/schemas/bytecode_module_def_generated.h"
#include "iree/schemas/bytecode_module_footer.h"

namespace iree::vm::testing {

FunctionBuilder::Label FunctionBuilder::NewLabel() {
  labels_.push_back(-1);
  return static_cast<Label>(labels_.size() - 1);
}

FunctionBuilder& FunctionBuilder::Bind(Label label) {
  labels_[label] = offset();
  return *this;
}

FunctionBuilder& FunctionBuilder::U8(uint8_t value) {
  bytes_.push_back(value);
  return *this;
}

FunctionBuilder& FunctionBuilder::U16(uint16_t value) {
  U8(static_cast<uint8_t>(value));
  return U8(static_cast<uint8_t>(value >> 8));
}

FunctionBuilder& FunctionBuilder::U32(uint32_t value) {
  U16(static_cast<uint16_t>(value));
  return U16(static_cast<uint16_t>(value >> 16));
}

FunctionBuilder& FunctionBuilder::U64(uint64_t value) {
  U32(static_cast<uint32_t>(value));
  return U32(static_cast<uint32_t>(value >> 32));
}

FunctionBuilder& FunctionBuilder::F32(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return U32(bits);
}

FunctionBuilder& FunctionBuilder::F64(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return U64(bits);
}

FunctionBuilder& FunctionBuilder::Segments(
    std::initializer_list<int16_t> sizes) {
  U16(static_cast<uint16_t>(sizes.size()));
  for (int16_t size : sizes) U16(static_cast<uint16_t>(size));
  return *this;
}

FunctionBuilder& FunctionBuilder::List(std::initializer_list<uint16_t> entries) {
  U16(static_cast<uint16_t>(entries.size()));
  for (uint16_t entry : entries) U16(entry);
  return *this;
}

FunctionBuilder& FunctionBuilder::Branch(
    Label target, std::initializer_list<uint16_t> sources,
    std::initializer_list<uint16_t> destinations) {
  fixups_.emplace_back(offset(), target);
  U32(0);
  List(sources);
  return List(destinations);
}

FunctionBuilder& FunctionBuilder::BranchToOffset(uint32_t target) {
  U32(target);
  List({});
  return List({});
}

FunctionBuilder& FunctionBuilder::Str(std::string_view value) {
  U16(static_cast<uint16_t>(value.size()));
  bytes_.insert(bytes_.end(), value.begin(), value.end());
  return *this;
}

FunctionBuilder& FunctionBuilder::Emit(uint8_t opcode,
                                       std::initializer_list<uint16_t> regs) {
  Op(opcode);
  for (uint16_t reg : regs) U16(reg);
  return *this;
}

FunctionBuilder& FunctionBuilder::Return(
    std::initializer_list<uint16_t> entries) {
  Op(IREE_VM_OP_RETURN);
  return List(entries);
}

FunctionBuilder& FunctionBuilder::ConstI32(int32_t value, uint16_t reg) {
  Op(IREE_VM_OP_CONST_I32).U32(static_cast<uint32_t>(value));
  return U16(reg);
}

FunctionBuilder& FunctionBuilder::ConstI64(int64_t value, uint16_t reg) {
  Op(IREE_VM_OP_CONST_I64).U64(static_cast<uint64_t>(value));
  return U16(reg);
}

FunctionBuilder& FunctionBuilder::ConstF32(float value, uint16_t reg) {
  Op(IREE_VM_OP_CONST_F32).F32(value);
  return U16(reg);
}

FunctionBuilder& FunctionBuilder::ConstF64(double value, uint16_t reg) {
  Op(IREE_VM_OP_CONST_F64).F64(value);
  return U16(reg);
}

std::vector<uint8_t> FunctionBuilder::Finish() const {
  std::vector<uint8_t> bytes = bytes_;
  for (const auto& [at, label] : fixups_) {
    uint32_t target = static_cast<uint32_t>(labels_[label]);
    for (int i = 0; i < 4; ++i) {
      bytes[at + i] = static_cast<uint8_t>(target >> (8 * i));
    }
  }
  return bytes;
}

uint32_t ModuleBuilder::AddType(std::string full_name) {
  types_.push_back(std::move(full_name));
  return static_cast<uint32_t>(types_.size() - 1);
}

uint32_t ModuleBuilder::AddImport(std::string full_name,
                                  std::string calling_convention,
                                  bool is_optional) {
  imports_.push_back(
      {std::move(full_name), std::move(calling_convention), is_optional});
  return static_cast<uint32_t>(imports_.size() - 1);
}

uint32_t ModuleBuilder::AddRodata(std::vector<uint8_t> data) {
  rodata_.push_back(std::move(data));
  return static_cast<uint32_t>(rodata_.size() - 1);
}

void ModuleBuilder::SetGlobals(uint32_t global_bytes_capacity,
                               uint32_t global_ref_count) {
  global_bytes_capacity_ = global_bytes_capacity;
  global_ref_count_ = global_ref_count;
}

FunctionBuilder& ModuleBuilder::AddFunction(std::string name,
                                            std::string calling_convention,
                                            uint16_t i32_register_count,
                                            uint16_t ref_register_count,
                                            bool exported) {
  if (exported) {
    exports_.emplace_back(name, static_cast<uint32_t>(functions_.size()));
  }
  functions_.emplace_back(std::move(name), std::move(calling_convention),
                          i32_register_count, ref_register_count);
  return functions_.back();
}

void ModuleBuilder::AddExport(std::string name, uint32_t internal_ordinal) {
  exports_.emplace_back(std::move(name), internal_ordinal);
}

void ModuleBuilder::SetCompilerInfo(std::string version,
                                    std::vector<std::string> flags) {
  compiler_version_ = std::move(version);
  compiler_flags_ = std::move(flags);
}

std::vector<uint8_t> ModuleBuilder::Build() const {
  flatbuffers::FlatBufferBuilder fbb;
  std::vector<flatbuffers::Offset<iree::vm::TypeDef>> types;
  for (const std::string& type : types_) {
    types.push_back(iree::vm::CreateTypeDefDirect(fbb, type.c_str()));
  }
  std::vector<flatbuffers::Offset<iree::vm::ImportFunctionDef>> imports;
  for (const Import& import : imports_) {
    auto signature = iree::vm::CreateFunctionSignatureDefDirect(
        fbb, import.calling_convention.c_str());
    imports.push_back(iree::vm::CreateImportFunctionDefDirect(
        fbb, import.full_name.c_str(), signature, import.is_optional));
  }
  std::vector<flatbuffers::Offset<iree::vm::ExportFunctionDef>> exports;
  for (const auto& [name, ordinal] : exports_) {
    exports.push_back(
        iree::vm::CreateExportFunctionDefDirect(fbb, name.c_str(), ordinal));
  }
  std::vector<uint8_t> bytecode;
  std::vector<flatbuffers::Offset<iree::vm::FunctionDef>> functions;
  for (const FunctionBuilder& function : functions_) {
    std::vector<uint8_t> bytes = function.Finish();
    uint32_t offset = static_cast<uint32_t>(bytecode.size());
    bytecode.insert(bytecode.end(), bytes.begin(), bytes.end());
    std::vector<flatbuffers::Offset<iree::vm::ReflectionAttrDef>> attrs;
    for (const auto& [key, value] : function.attrs_) {
      attrs.push_back(iree::vm::CreateReflectionAttrDefDirect(
          fbb, key.c_str(), value.c_str()));
    }
    auto signature = iree::vm::CreateFunctionSignatureDefDirect(
        fbb, function.calling_convention_.c_str(),
        attrs.empty() ? nullptr : &attrs);
    functions.push_back(iree::vm::CreateFunctionDefDirect(
        fbb, function.name_.c_str(), signature, offset,
        function.length_override_.value_or(
            static_cast<uint32_t>(bytes.size())),
        function.i32_register_count_, function.ref_register_count_,
        "module_builder"));
  }
  std::vector<flatbuffers::Offset<iree::vm::RodataSegmentDef>> rodata;
  for (const std::vector<uint8_t>& data : rodata_) {
    fbb.ForceVectorAlignment(data.size(), 1, 64);
    auto vector = fbb.CreateVector(data);
    rodata.push_back(iree::vm::CreateRodataSegmentDef(fbb, vector));
  }
  fbb.ForceVectorAlignment(bytecode.size(), 1, 16);
  auto bytecode_vector = fbb.CreateVector(bytecode);
  auto module_state = iree::vm::CreateModuleStateDef(
      fbb, global_bytes_capacity_, global_ref_count_);
  std::vector<flatbuffers::Offset<flatbuffers::String>> flags;
  for (const std::string& flag : compiler_flags_) {
    flags.push_back(fbb.CreateString(flag));
  }
  auto root = iree::vm::CreateBytecodeModuleDef(
      fbb, fbb.CreateString(name_), /*version=*/1, fbb.CreateVector(types),
      fbb.CreateVector(imports), fbb.CreateVector(exports),
      fbb.CreateVector(functions), fbb.CreateVector(rodata), module_state,
      bytecode_vector, fbb.CreateString(compiler_version_),
      fbb.CreateVector(flags));
  iree::vm::FinishBytecodeModuleDefBuffer(fbb, root);
  return std::vector<uint8_t>(fbb.GetBufferPointer(),
                              fbb.GetBufferPointer() + fbb.GetSize());
}

std::vector<uint8_t> ModuleBuilder::BuildWithFooter() const {
  std::vector<uint8_t> data = Build();
  uint8_t footer[IREE_VM_MODULE_FOOTER_SIZE];
  iree_vm_module_footer_make(data.data(), data.size(), footer);
  data.insert(data.end(), footer, footer + sizeof(footer));
  return data;
}

iree_status_t LoadModule(iree_vm_instance_t* instance,
                         const std::vector<uint8_t>& data,
                         iree_allocator_t allocator,
                         iree_vm_module_t** out_module) {
  return iree_vm_bytecode_module_create(
      instance, iree_make_const_byte_span(data.data(), data.size()),
      iree_allocator_null(), allocator, out_module);
}

}  // namespace iree::vm::testing
