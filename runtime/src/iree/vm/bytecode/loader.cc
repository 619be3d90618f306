// Reads a `.vmfb` FlatBuffer into the module's C descriptors. This is the
// only code that touches the generated FlatBuffers API; everything after it
// (verifier, interpreter) works on the descriptors.
#include <inttypes.h>
#include <string.h>

#include "iree/schemas/bytecode_module_def_generated.h"
#include "iree/schemas/bytecode_module_footer.h"
#include "iree/vm/bytecode/module.h"
#include "iree/vm/bytecode/module_impl.h"

namespace {

// Bounds on a module's global storage (values and refs), far above what a
// compiled program declares.
constexpr uint32_t kMaxGlobalBytes = 64u << 20;
constexpr uint32_t kMaxGlobalRefs = 1u << 20;

iree_string_view_t ToStringView(const flatbuffers::String* value) {
  return value ? iree_make_string_view(value->c_str(), value->size())
               : iree_string_view_empty();
}

template <typename T>
iree_host_size_t VectorSize(const flatbuffers::Vector<T>* vector) {
  return vector ? vector->size() : 0;
}

// Checks the identifier and the FlatBuffers structure of |data|.
iree_status_t VerifyFlatbuffer(iree_const_byte_span_t data) {
  if (!data.data || data.data_length < 8) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%zu bytes are too few to be a VM bytecode module",
                            data.data_length);
  }
  if (!iree::vm::BytecodeModuleDefBufferHasIdentifier(data.data)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "not a VM bytecode module: file identifier is '%.4s' (as bytes "
        "%02x %02x %02x %02x), expected '%s'",
        (const char*)data.data + 4, data.data[4], data.data[5], data.data[6],
        data.data[7], iree::vm::BytecodeModuleDefIdentifier());
  }
  if (data.data_length >= FLATBUFFERS_MAX_BUFFER_SIZE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "module of %zu bytes exceeds the FlatBuffers limit",
                            data.data_length);
  }
  // The reader uses aligned loads; the FlatBuffers verifier checks alignment
  // relative to the start of the buffer, so the start must be aligned too.
  if (((uintptr_t)data.data & 15) != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "module data at %p is not 16-byte aligned",
                            (const void*)data.data);
  }
  flatbuffers::Verifier verifier(data.data, data.data_length);
  if (!iree::vm::VerifyBytecodeModuleDefBuffer(verifier)) {
    return iree_make_status(IREE_STATUS_DATA_LOSS,
                            "module FlatBuffer is damaged or truncated "
                            "(FlatBuffers verification failed)");
  }
  return iree_ok_status();
}

// Lays out the module struct and its descriptor arrays in one allocation.
struct ModuleLayout {
  iree_host_size_t functions_offset = 0;
  iree_host_size_t imports_offset = 0;
  iree_host_size_t exports_offset = 0;
  iree_host_size_t rodata_offset = 0;
  iree_host_size_t types_offset = 0;
  iree_host_size_t attrs_offset = 0;
  iree_host_size_t attr_count = 0;
  iree_host_size_t total_size = 0;
};

const flatbuffers::Vector<flatbuffers::Offset<iree::vm::ReflectionAttrDef>>*
GetAttrs(const iree::vm::FunctionDef* function_def) {
  const iree::vm::FunctionSignatureDef* signature = function_def->signature();
  return signature ? signature->attrs() : nullptr;
}

bool AppendArray(iree_host_size_t count, iree_host_size_t element_size,
                 iree_host_size_t* inout_size, iree_host_size_t* out_offset) {
  iree_host_size_t aligned = 0;
  if (!iree_host_size_checked_align(*inout_size, 16, &aligned)) return false;
  *out_offset = aligned;
  return iree_host_size_checked_mul_add(aligned, count, element_size,
                                        inout_size);
}

iree_status_t ComputeLayout(const iree::vm::BytecodeModuleDef* def,
                            iree_host_size_t data_length,
                            ModuleLayout* out_layout) {
  iree_host_size_t size = sizeof(iree_vm_bytecode_module_t);
  bool ok =
      AppendArray(VectorSize(def->functions()),
                  sizeof(iree_vm_bytecode_function_t), &size,
                  &out_layout->functions_offset) &&
      AppendArray(VectorSize(def->imported_functions()),
                  sizeof(iree_vm_bytecode_import_t), &size,
                  &out_layout->imports_offset) &&
      AppendArray(VectorSize(def->exported_functions()),
                  sizeof(iree_vm_bytecode_export_t), &size,
                  &out_layout->exports_offset) &&
      AppendArray(VectorSize(def->rodata_segments()),
                  sizeof(iree_const_byte_span_t), &size,
                  &out_layout->rodata_offset) &&
      AppendArray(VectorSize(def->types()), sizeof(iree_vm_type_def_t), &size,
                  &out_layout->types_offset);
  // Functions may share one attribute vector, so the total can exceed what
  // the data holds; a module asking for more than its size in attributes is
  // damaged (or hostile) rather than large.
  for (iree_host_size_t i = 0; ok && i < VectorSize(def->functions()); ++i) {
    out_layout->attr_count += VectorSize(GetAttrs(def->functions()->Get(i)));
    if (out_layout->attr_count > data_length) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "module declares %zu reflection attributes in "
                              "%zu bytes",
                              out_layout->attr_count, data_length);
    }
  }
  ok = ok && AppendArray(out_layout->attr_count,
                         sizeof(iree_vm_reflection_attr_t), &size,
                         &out_layout->attrs_offset);
  if (!ok) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "module tables are too large");
  }
  out_layout->total_size = size;
  return iree_ok_status();
}

iree_status_t ParseSignature(const iree::vm::FunctionSignatureDef* signature,
                             iree_string_view_t* out_string,
                             iree_vm_calling_convention_t* out_cconv) {
  *out_string = ToStringView(signature ? signature->calling_convention()
                                       : nullptr);
  return iree_vm_calling_convention_parse(*out_string, out_cconv);
}

iree_status_t LoadFunctions(const iree::vm::BytecodeModuleDef* def,
                            iree_vm_bytecode_module_t* module) {
  const uint8_t* bytecode =
      def->bytecode_data() ? def->bytecode_data()->data() : nullptr;
  uint64_t bytecode_size = VectorSize(def->bytecode_data());
  iree_vm_reflection_attr_t* next_attr = module->attrs;
  for (iree_host_size_t i = 0; i < module->function_count; ++i) {
    const iree::vm::FunctionDef* function_def = def->functions()->Get(i);
    iree_vm_bytecode_function_t* function = &module->functions[i];
    function->name = ToStringView(function_def->local_name());
    function->location = ToStringView(function_def->location());
    if (iree_string_view_is_empty(function->name)) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "function %zu has no name", i);
    }
    function->attrs = next_attr;
    function->attr_count = VectorSize(GetAttrs(function_def));
    for (iree_host_size_t j = 0; j < function->attr_count; ++j) {
      const iree::vm::ReflectionAttrDef* attr_def =
          GetAttrs(function_def)->Get(j);
      next_attr->key = ToStringView(attr_def->key());
      next_attr->value = ToStringView(attr_def->value());
      if (iree_string_view_is_empty(next_attr->key)) {
        return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "function '%.*s' has a reflection attribute "
                                "without a key",
                                (int)function->name.size, function->name.data);
      }
      ++next_attr;
    }
    IREE_RETURN_IF_ERROR(
        ParseSignature(function_def->signature(),
                       &function->calling_convention, &function->cconv),
        "in function '%.*s'", (int)function->name.size, function->name.data);
    // Arguments arrive in registers in signature order, which leaves no
    // place for variadic counts: only imports can be variadic.
    if (function->cconv.variadic_group_count) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "function '%.*s' has variadic signature %.*s; "
                              "only imports can be variadic",
                              (int)function->name.size, function->name.data,
                              (int)function->calling_convention.size,
                              function->calling_convention.data);
    }
    uint64_t offset = function_def->bytecode_offset();
    uint64_t length = function_def->bytecode_length();
    if (offset + length > bytecode_size) {
      return iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "function '%.*s' bytecode [%llu, %llu) lies outside the %llu-byte "
          "bytecode data",
          (int)function->name.size, function->name.data,
          (unsigned long long)offset, (unsigned long long)(offset + length),
          (unsigned long long)bytecode_size);
    }
    function->bytecode = bytecode ? bytecode + offset : nullptr;
    function->bytecode_length = (uint32_t)length;
    function->i32_register_count = function_def->i32_register_count();
    function->ref_register_count = function_def->ref_register_count();
  }
  return iree_ok_status();
}

iree_status_t LoadImportsAndExports(const iree::vm::BytecodeModuleDef* def,
                                    iree_vm_bytecode_module_t* module) {
  for (iree_host_size_t i = 0; i < module->import_count; ++i) {
    const iree::vm::ImportFunctionDef* import_def =
        def->imported_functions()->Get(i);
    iree_vm_bytecode_import_t* import = &module->imports[i];
    import->full_name = ToStringView(import_def->full_name());
    import->is_optional = import_def->is_optional();
    iree_string_view_t module_name, function_name;
    iree_string_view_split(import->full_name, '.', &module_name,
                           &function_name);
    if (iree_string_view_is_empty(module_name) ||
        iree_string_view_is_empty(function_name)) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "import %zu name '%.*s' is not "
                              "'module.function'",
                              i, (int)import->full_name.size,
                              import->full_name.data);
    }
    IREE_RETURN_IF_ERROR(
        ParseSignature(import_def->signature(), &import->calling_convention,
                       &import->cconv),
        "in import '%.*s'", (int)import->full_name.size,
        import->full_name.data);
  }
  for (iree_host_size_t i = 0; i < module->export_count; ++i) {
    const iree::vm::ExportFunctionDef* export_def =
        def->exported_functions()->Get(i);
    iree_vm_bytecode_export_t* export_function = &module->exports[i];
    export_function->name = ToStringView(export_def->local_name());
    export_function->internal_ordinal = export_def->internal_ordinal();
    if (iree_string_view_is_empty(export_function->name) ||
        export_function->internal_ordinal >= module->function_count) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "export %zu ('%.*s') has no name or an internal "
                              "ordinal %u outside the %zu functions",
                              i, (int)export_function->name.size,
                              export_function->name.data,
                              export_function->internal_ordinal,
                              module->function_count);
    }
  }
  return iree_ok_status();
}

iree_status_t LoadDataAndTypes(const iree::vm::BytecodeModuleDef* def,
                               iree_vm_bytecode_module_t* module) {
  for (iree_host_size_t i = 0; i < module->rodata_count; ++i) {
    const flatbuffers::Vector<uint8_t>* data =
        def->rodata_segments()->Get(i)->data();
    module->rodata[i] = data ? iree_make_const_byte_span(data->data(),
                                                         data->size())
                             : iree_make_const_byte_span(nullptr, 0);
  }
  for (iree_host_size_t i = 0; i < module->type_count; ++i) {
    iree_string_view_t name = ToStringView(def->types()->Get(i)->full_name());
    IREE_RETURN_IF_ERROR(iree_vm_instance_resolve_type_def(
                             module->instance, name, &module->types[i]),
                         "resolving type %zu of the type table", i);
  }
  if (const iree::vm::ModuleStateDef* state_def = def->module_state()) {
    module->global_bytes_capacity = state_def->global_bytes_capacity();
    module->global_ref_count = state_def->global_refs_count();
  }
  // Every context allocates the globals: a module asking for more than any
  // compiled program has would make each one a denial of service.
  if (module->global_bytes_capacity > kMaxGlobalBytes ||
      module->global_ref_count > kMaxGlobalRefs) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "module globals (%u bytes, %u refs) exceed the VM's limits (%u bytes, "
        "%u refs)",
        (unsigned)module->global_bytes_capacity,
        (unsigned)module->global_ref_count, (unsigned)kMaxGlobalBytes,
        (unsigned)kMaxGlobalRefs);
  }
  return iree_ok_status();
}

// Fills every descriptor of |module| from |def|.
iree_status_t LoadModule(const iree::vm::BytecodeModuleDef* def,
                         iree_vm_bytecode_module_t* module) {
  module->name = ToStringView(def->name());
  if (iree_string_view_is_empty(module->name)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "module has no name");
  }
  IREE_RETURN_IF_ERROR(LoadFunctions(def, module));
  IREE_RETURN_IF_ERROR(LoadImportsAndExports(def, module));
  return LoadDataAndTypes(def, module);
}

// Checks the integrity footer the compiler appends (required when
// |instance| says so) and narrows |data| to the FlatBuffer before it.
iree_status_t VerifyChecksum(const iree_vm_instance_t* instance,
                             iree_const_byte_span_t* data) {
  if (!iree_vm_module_has_footer(data->data, data->data_length)) {
    if (!iree_vm_instance_module_checksum_required(instance)) {
      return iree_ok_status();
    }
    // What is no module at all is better named as such.
    IREE_RETURN_IF_ERROR(VerifyFlatbuffer(*data));
    return iree_make_status(
        IREE_STATUS_DATA_LOSS,
        "module has no integrity footer: it is damaged or truncated, or was "
        "compiled with --iree-vm-module-checksum=false (load such modules "
        "with --allow_modules_without_checksum)");
  }
  iree_host_size_t length = data->data_length - IREE_VM_MODULE_FOOTER_SIZE;
  uint64_t stored =
      iree_vm_module_footer_checksum(data->data, data->data_length);
  uint64_t computed = iree_vm_module_checksum(data->data, length);
  if (stored != computed) {
    return iree_make_status(
        IREE_STATUS_DATA_LOSS,
        "module checksum mismatch (stored %016" PRIx64 ", computed %016" PRIx64
        "): the module is corrupted; recompile it or copy it again",
        stored, computed);
  }
  data->data_length = length;
  return iree_ok_status();
}

}  // namespace

extern "C" iree_status_t iree_vm_bytecode_module_create(
    iree_vm_instance_t* instance, iree_const_byte_span_t flatbuffer_data,
    iree_allocator_t flatbuffer_deallocator, iree_allocator_t host_allocator,
    iree_vm_module_t** out_module) {
  *out_module = nullptr;
  iree_const_byte_span_t module_data = flatbuffer_data;
  IREE_RETURN_IF_ERROR(VerifyChecksum(instance, &flatbuffer_data));
  IREE_RETURN_IF_ERROR(VerifyFlatbuffer(flatbuffer_data));
  const iree::vm::BytecodeModuleDef* def =
      iree::vm::GetBytecodeModuleDef(flatbuffer_data.data);
  ModuleLayout layout;
  IREE_RETURN_IF_ERROR(
      ComputeLayout(def, flatbuffer_data.data_length, &layout));
  uint8_t* storage = nullptr;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, layout.total_size,
                                             (void**)&storage));
  auto* module = reinterpret_cast<iree_vm_bytecode_module_t*>(storage);
  module->host_allocator = host_allocator;
  module->flatbuffer_deallocator = flatbuffer_deallocator;
  module->flatbuffer_data = module_data;
  module->instance = instance;
  module->function_count = VectorSize(def->functions());
  module->functions = reinterpret_cast<iree_vm_bytecode_function_t*>(
      storage + layout.functions_offset);
  module->import_count = VectorSize(def->imported_functions());
  module->imports = reinterpret_cast<iree_vm_bytecode_import_t*>(
      storage + layout.imports_offset);
  module->export_count = VectorSize(def->exported_functions());
  module->exports = reinterpret_cast<iree_vm_bytecode_export_t*>(
      storage + layout.exports_offset);
  module->rodata_count = VectorSize(def->rodata_segments());
  module->rodata = reinterpret_cast<iree_const_byte_span_t*>(
      storage + layout.rodata_offset);
  module->type_count = VectorSize(def->types());
  module->types =
      reinterpret_cast<iree_vm_type_def_t*>(storage + layout.types_offset);
  module->attr_count = layout.attr_count;
  module->attrs = reinterpret_cast<iree_vm_reflection_attr_t*>(
      storage + layout.attrs_offset);
  iree_status_t status = LoadModule(def, module);
  if (iree_status_is_ok(status)) {
    status = iree_vm_bytecode_module_verify(module);
  }
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(host_allocator, storage);
    return status;
  }
  iree_vm_instance_retain(instance);
  iree_vm_bytecode_module_initialize_interface(module);
  *out_module = &module->interface;
  return iree_ok_status();
}
