// iree-dump-module: prints the contents of a .vmfb bytecode module after
// running the same FlatBuffers and bytecode verifiers as the runtime.
//
//   iree-dump-module m.vmfb
//
// A file that fails verification prints one
// `iree-dump-module: error: <status>` line and exits 1.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <deque>
#include <string>
#include <vector>

#include "iree/base/api.h"
#include "iree/schemas/bytecode_module_def_generated.h"
#include "iree/tooling/flags.h"
#include "iree/vm/api.h"

namespace {

std::string ToString(const flatbuffers::String* value) {
  return value ? value->str() : std::string();
}

// The calling convention, then reflection attributes as " {key = value}".
std::string SignatureOf(const iree::vm::FunctionSignatureDef* signature) {
  if (!signature) return std::string();
  std::string text = ToString(signature->calling_convention());
  if (!signature->attrs() || !signature->attrs()->size()) return text;
  text += " {";
  for (uint32_t i = 0; i < signature->attrs()->size(); ++i) {
    const auto* attr = signature->attrs()->Get(i);
    if (i) text += ", ";
    text += ToString(attr->key()) + " = " + ToString(attr->value());
  }
  return text + "}";
}

iree_status_t ReadFile(const char* path, std::vector<uint8_t>* out_data) {
  FILE* file = std::fopen(path, "rb");
  if (!file) {
    return iree_make_status(IREE_STATUS_NOT_FOUND, "cannot open '%s': %s",
                            path, std::strerror(errno));
  }
  uint8_t chunk[65536];
  size_t read = 0;
  while ((read = std::fread(chunk, 1, sizeof(chunk), file)) > 0) {
    out_data->insert(out_data->end(), chunk, chunk + read);
  }
  bool failed = std::ferror(file) != 0;
  std::fclose(file);
  if (failed) {
    return iree_make_status(IREE_STATUS_DATA_LOSS, "cannot read '%s'", path);
  }
  return iree_ok_status();
}

// Ref types of other runtime components (such as !hal.*) are not registered
// in this tool's instance; register opaque stand-ins for every ref type the
// module names so that the verifiers can run on any module.
class OpaqueTypes {
 public:
  iree_status_t RegisterFrom(iree_vm_instance_t* instance,
                             const std::vector<uint8_t>& data) {
    flatbuffers::Verifier verifier(data.data(), data.size());
    if (data.size() < 8 ||
        !iree::vm::BytecodeModuleDefBufferHasIdentifier(data.data()) ||
        !iree::vm::VerifyBytecodeModuleDefBuffer(verifier)) {
      return iree_ok_status();  // Module creation reports the real error.
    }
    const auto* types = iree::vm::GetBytecodeModuleDef(data.data())->types();
    if (!types) return iree_ok_status();
    for (const iree::vm::TypeDef* type : *types) {
      std::string name = ToString(type->full_name());
      if (name.empty() || name[0] != '!') continue;
      name = name.substr(1, name.find('<') - 1);
      if (iree_vm_instance_lookup_type(instance, iree_make_string_view(
                                                     name.data(), name.size()))) {
        continue;
      }
      names_.push_back(name);
      iree_vm_ref_type_descriptor_t descriptor = {
          iree_make_string_view(names_.back().data(), names_.back().size()), 0,
          DestroyNothing};
      descriptors_.push_back(descriptor);
      IREE_RETURN_IF_ERROR(
          iree_vm_instance_register_type(instance, &descriptors_.back()));
    }
    return iree_ok_status();
  }

 private:
  static void DestroyNothing(void* ptr) {}
  std::deque<std::string> names_;
  std::deque<iree_vm_ref_type_descriptor_t> descriptors_;
};

void PrintModule(const iree::vm::BytecodeModuleDef* def) {
  std::printf("Module: %s (version %u)\n", ToString(def->name()).c_str(),
              def->version());
  std::printf("Compiler: %s\n", def->compiler_version()
                                    ? def->compiler_version()->c_str()
                                    : "(unknown)");
  std::printf("Compiler flags:");
  if (def->compiler_flags()) {
    for (const flatbuffers::String* flag : *def->compiler_flags()) {
      std::printf(" %s", flag->c_str());
    }
  }
  std::printf("\n");

  auto count = [](const auto* vector) { return vector ? vector->size() : 0u; };
  std::printf("\nTypes (%u):\n", count(def->types()));
  for (uint32_t i = 0; i < count(def->types()); ++i) {
    std::printf("  [%u] %s\n", i,
                ToString(def->types()->Get(i)->full_name()).c_str());
  }
  std::printf("\nImports (%u):\n", count(def->imported_functions()));
  for (uint32_t i = 0; i < count(def->imported_functions()); ++i) {
    const auto* import = def->imported_functions()->Get(i);
    std::printf("  [%u] %s %s%s\n", i, ToString(import->full_name()).c_str(),
                SignatureOf(import->signature()).c_str(),
                import->is_optional() ? " (optional)" : "");
  }
  std::printf("\nExports (%u):\n", count(def->exported_functions()));
  for (uint32_t i = 0; i < count(def->exported_functions()); ++i) {
    const auto* export_def = def->exported_functions()->Get(i);
    std::printf("  [%u] %s -> function %u\n", i,
                ToString(export_def->local_name()).c_str(),
                export_def->internal_ordinal());
  }
  std::printf("\nFunctions (%u):\n", count(def->functions()));
  for (uint32_t i = 0; i < count(def->functions()); ++i) {
    const auto* function = def->functions()->Get(i);
    std::printf(
        "  [%u] %s %s: %u bytes of bytecode at offset %u, %u i32 / %u ref "
        "registers%s%s\n",
        i, ToString(function->local_name()).c_str(),
        SignatureOf(function->signature()).c_str(),
        function->bytecode_length(), function->bytecode_offset(),
        function->i32_register_count(), function->ref_register_count(),
        function->location() ? ", at " : "",
        function->location() ? function->location()->c_str() : "");
  }
  std::printf("\nRodata segments (%u):\n", count(def->rodata_segments()));
  for (uint32_t i = 0; i < count(def->rodata_segments()); ++i) {
    std::printf("  [%u] %u bytes\n", i,
                count(def->rodata_segments()->Get(i)->data()));
  }
  const auto* state = def->module_state();
  std::printf("\nGlobals: %u bytes of values, %u refs\n",
              state ? state->global_bytes_capacity() : 0,
              state ? state->global_refs_count() : 0);
  std::printf("Bytecode: %u bytes\n", count(def->bytecode_data()));
}

iree_status_t Run(const char* path) {
  std::vector<uint8_t> data;
  IREE_RETURN_IF_ERROR(ReadFile(path, &data));
  iree_vm_instance_t* instance = nullptr;
  IREE_RETURN_IF_ERROR(
      iree_vm_instance_create(iree_allocator_system(), &instance));
  OpaqueTypes opaque_types;
  iree_status_t status = opaque_types.RegisterFrom(instance, data);
  iree_vm_module_t* module = nullptr;
  if (iree_status_is_ok(status)) {
    status = iree_vm_bytecode_module_create(
        instance, iree_make_const_byte_span(data.data(), data.size()),
        iree_allocator_null(), iree_allocator_system(), &module);
  }
  if (iree_status_is_ok(status)) {
    PrintModule(iree::vm::GetBytecodeModuleDef(data.data()));
    iree_vm_module_release(module);
  } else {
    status = iree_status_annotate_f(status, "verifying '%s'", path);
  }
  iree_vm_instance_release(instance);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  iree_flags_set_usage("iree-dump-module",
                       "Verifies a .vmfb module and prints its name, "
                       "provenance, imports, exports, functions, rodata, "
                       "globals and types.\n  iree-dump-module <file.vmfb>");
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc != 2) {
    std::fprintf(stderr,
                 "iree-dump-module: error: expected one .vmfb file argument\n");
    return 1;
  }
  iree_status_t status = Run(argv[1]);
  if (!iree_status_is_ok(status)) {
    std::fflush(stdout);
    std::fputs("iree-dump-module: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
