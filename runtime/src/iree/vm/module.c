#include "iree/vm/module.h"

#include <string.h>

// Parses one side of a calling convention, accumulating its packed size
// (for variadic groups, only their i32 counts) and counts. Variadic groups
// are accepted only when |allow_variadic| (the argument side).
static iree_status_t iree_vm_calling_convention_parse_kinds(
    iree_string_view_t full, iree_string_view_t kinds, bool allow_variadic,
    iree_string_view_t* out_kinds, uint32_t* out_bytes,
    uint32_t* out_ref_count, uint32_t* out_group_count) {
  if (kinds.size == 1 && kinds.data[0] == 'v') kinds.size = 0;
  uint64_t bytes = 0;
  uint32_t ref_count = 0;
  uint32_t group_count = 0;
  // Index of the open group's 'C', or NPOS outside a group.
  iree_host_size_t group_start = IREE_STRING_VIEW_NPOS;
  for (iree_host_size_t i = 0; i < kinds.size; ++i) {
    const char* error = NULL;
    switch (kinds.data[i]) {
      case 'i':
      case 'I':
      case 'f':
      case 'F':
        break;
      case 'r':
        ++ref_count;
        break;
      case 'C':
        if (!allow_variadic) {
          error = "results cannot be variadic";
        } else if (group_start != IREE_STRING_VIEW_NPOS) {
          error = "variadic groups cannot be nested";
        } else {
          group_start = i;
          ++group_count;
          bytes += 4;  // The group's tuple count.
        }
        break;
      case 'D':
        if (group_start == IREE_STRING_VIEW_NPOS) {
          error = "'D' closes no variadic group";
        } else if (group_start + 1 == i) {
          error = "variadic groups cannot be empty";
        } else {
          group_start = IREE_STRING_VIEW_NPOS;
        }
        break;
      default:
        return iree_make_status(
            IREE_STATUS_INVALID_ARGUMENT,
            "calling convention '%.*s' has invalid kind '%c' (expected one "
            "of 'iIfFr', 'C<kinds>D' among the arguments, or 'v' alone)",
            (int)full.size, full.data, kinds.data[i]);
    }
    if (error) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "calling convention '%.*s': %s", (int)full.size,
                              full.data, error);
    }
    // Tuple members add per call, not to the fixed part.
    char kind = kinds.data[i];
    if (group_start == IREE_STRING_VIEW_NPOS && kind != 'C' && kind != 'D') {
      bytes += iree_vm_abi_kind_size(kind);
    }
  }
  if (group_start != IREE_STRING_VIEW_NPOS) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "calling convention '%.*s': variadic group is not "
                            "closed with 'D'",
                            (int)full.size, full.data);
  }
  // Register lists count values with u16, so no signature can be longer.
  if (kinds.size > UINT16_MAX || bytes > UINT32_MAX) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "calling convention '%.*s' is too long",
                            (int)full.size, full.data);
  }
  *out_kinds = kinds;
  *out_bytes = (uint32_t)bytes;
  if (out_ref_count) *out_ref_count = ref_count;
  if (out_group_count) *out_group_count = group_count;
  return iree_ok_status();
}

// Returns the index of the 'D' closing the group whose 'C' is at |start| in
// parsed (well-formed) |kinds|.
static iree_host_size_t iree_vm_abi_group_end(iree_string_view_t kinds,
                                              iree_host_size_t start) {
  iree_host_size_t end = start + 1;
  while (kinds.data[end] != 'D') ++end;
  return end;
}

// Returns the bytes of one tuple of the group whose 'C' is at |start|.
static uint32_t iree_vm_abi_tuple_bytes(iree_string_view_t kinds,
                                        iree_host_size_t start) {
  uint32_t bytes = 0;
  for (iree_host_size_t j = start + 1; kinds.data[j] != 'D'; ++j) {
    bytes += (uint32_t)iree_vm_abi_kind_size(kinds.data[j]);
  }
  return bytes;
}

// Fills the group layouts of parsed |cconv| when it has few enough groups.
static void iree_vm_calling_convention_layout_groups(
    iree_vm_calling_convention_t* cconv) {
  if (cconv->variadic_group_count >
      IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS) {
    return;
  }
  iree_string_view_t kinds = cconv->arguments;
  uint32_t plain_bytes = 0, segment = 0, group = 0;
  for (iree_host_size_t i = 0; i < kinds.size; ++i, ++segment) {
    if (kinds.data[i] != 'C') {
      plain_bytes += (uint32_t)iree_vm_abi_kind_size(kinds.data[i]);
      continue;
    }
    iree_vm_variadic_group_layout_t* layout = &cconv->variadic_groups[group++];
    layout->bytes_before = plain_bytes;
    layout->tuple_bytes = iree_vm_abi_tuple_bytes(kinds, i);
    layout->segment = segment;
    plain_bytes = 0;
    i = iree_vm_abi_group_end(kinds, i);
  }
  cconv->trailing_bytes = plain_bytes;
}

iree_status_t iree_vm_calling_convention_parse(
    iree_string_view_t value, iree_vm_calling_convention_t* out_cconv) {
  memset(out_cconv, 0, sizeof(*out_cconv));
  iree_string_view_t arguments, results;
  if (value.size < 2 || value.data[0] != '0' ||
      iree_string_view_split(iree_string_view_substr(value, 1, value.size),
                             '_', &arguments, &results) ==
          IREE_STRING_VIEW_NPOS) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "calling convention '%.*s' is not of the form "
                            "'0<arguments>_<results>'",
                            (int)value.size, value.data);
  }
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse_kinds(
      value, arguments, /*allow_variadic=*/true, &out_cconv->arguments,
      &out_cconv->argument_bytes, &out_cconv->argument_ref_count,
      &out_cconv->variadic_group_count));
  iree_vm_calling_convention_layout_groups(out_cconv);
  return iree_vm_calling_convention_parse_kinds(
      value, results, /*allow_variadic=*/false, &out_cconv->results,
      &out_cconv->result_bytes, NULL, NULL);
}

bool iree_vm_calling_convention_equal(const iree_vm_calling_convention_t* lhs,
                                      const iree_vm_calling_convention_t* rhs) {
  // The group markers are part of |arguments|, so a variadic signature equals
  // only one with the same groups in the same places.
  return iree_string_view_equal(lhs->arguments, rhs->arguments) &&
         iree_string_view_equal(lhs->results, rhs->results);
}

// Releases the refs of one run of plain |kinds| at |data|; returns the end.
static uint8_t* iree_vm_abi_release_plain_refs(const char* kinds,
                                               iree_host_size_t count,
                                               uint8_t* data) {
  for (iree_host_size_t i = 0; i < count; ++i) {
    if (kinds[i] == 'r') {
      iree_vm_ref_t ref;
      memcpy(&ref, data, sizeof(ref));
      iree_vm_ref_release(&ref);
      memcpy(data, &ref, sizeof(ref));
    }
    data += iree_vm_abi_kind_size(kinds[i]);
  }
  return data;
}

void iree_vm_abi_release_refs(iree_string_view_t kinds, uint8_t* data) {
  for (iree_host_size_t i = 0; i < kinds.size; ++i) {
    if (kinds.data[i] != 'C') {
      data = iree_vm_abi_release_plain_refs(kinds.data + i, 1, data);
      continue;
    }
    iree_host_size_t end = iree_vm_abi_group_end(kinds, i);
    int32_t count = 0;
    memcpy(&count, data, sizeof(count));
    data += sizeof(count);
    for (int32_t j = 0; j < count; ++j) {
      data = iree_vm_abi_release_plain_refs(kinds.data + i + 1, end - i - 1,
                                            data);
    }
    i = end;
  }
}

static iree_status_t iree_vm_abi_span_negative_count(iree_host_size_t offset,
                                                     int32_t count) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "variadic group at byte %zu of the arguments has "
                          "negative count %d",
                          offset, count);
}

static iree_status_t iree_vm_abi_span_too_short(iree_host_size_t data_length,
                                                iree_string_view_t kinds) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "packed span of %zu bytes is too short for the "
                          "values and variadic counts of '%.*s'",
                          data_length, (int)kinds.size, kinds.data);
}

// Adds to |size| the count at |size| and the tuples it counts, of
// |tuple_bytes| each; fails where they do not fit in |data_length| bytes
// (|size| is at most |data_length|, so nothing overflows).
static iree_status_t iree_vm_abi_span_add_group(const uint8_t* data,
                                                iree_host_size_t data_length,
                                                uint32_t tuple_bytes,
                                                iree_string_view_t kinds,
                                                iree_host_size_t* size) {
  int32_t count = 0;
  if (sizeof(count) > data_length - *size) {
    return iree_vm_abi_span_too_short(data_length, kinds);
  }
  memcpy(&count, data + *size, sizeof(count));
  if (count < 0) return iree_vm_abi_span_negative_count(*size, count);
  *size += sizeof(count);
  if ((iree_host_size_t)count > (data_length - *size) / tuple_bytes) {
    return iree_vm_abi_span_too_short(data_length, kinds);
  }
  *size += (iree_host_size_t)count * tuple_bytes;
  return iree_ok_status();
}

iree_status_t iree_vm_abi_span_size(iree_string_view_t kinds,
                                    const uint8_t* data,
                                    iree_host_size_t data_length,
                                    iree_host_size_t* out_size) {
  iree_host_size_t size = 0;
  for (iree_host_size_t i = 0; i < kinds.size; ++i) {
    if (kinds.data[i] != 'C') {
      size += iree_vm_abi_kind_size(kinds.data[i]);
      if (size > data_length) {
        return iree_vm_abi_span_too_short(data_length, kinds);
      }
      continue;
    }
    IREE_RETURN_IF_ERROR(iree_vm_abi_span_add_group(
        data, data_length, iree_vm_abi_tuple_bytes(kinds, i), kinds, &size));
    i = iree_vm_abi_group_end(kinds, i);
  }
  *out_size = size;
  return iree_ok_status();
}

iree_status_t iree_vm_calling_convention_argument_span_size(
    const iree_vm_calling_convention_t* cconv, const uint8_t* data,
    iree_host_size_t data_length, iree_host_size_t* out_size) {
  if (cconv->variadic_group_count >
      IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS) {
    return iree_vm_abi_span_size(cconv->arguments, data, data_length, out_size);
  }
  iree_host_size_t size = 0;
  for (uint32_t g = 0; g < cconv->variadic_group_count; ++g) {
    const iree_vm_variadic_group_layout_t* layout = &cconv->variadic_groups[g];
    if (layout->bytes_before > data_length - size) {
      return iree_vm_abi_span_too_short(data_length, cconv->arguments);
    }
    size += layout->bytes_before;
    IREE_RETURN_IF_ERROR(iree_vm_abi_span_add_group(
        data, data_length, layout->tuple_bytes, cconv->arguments, &size));
  }
  if (cconv->trailing_bytes > data_length - size) {
    return iree_vm_abi_span_too_short(data_length, cconv->arguments);
  }
  *out_size = size + cconv->trailing_bytes;
  return iree_ok_status();
}

static void iree_vm_module_destroy(void* ptr) {
  iree_vm_module_t* module = (iree_vm_module_t*)ptr;
  module->destroy(module->self);
}

// Modules are counted like refs so that they share the atomic counter code.
static const iree_vm_ref_type_descriptor_t iree_vm_module_descriptor = {
    {"vm.module", 9}, 0, iree_vm_module_destroy};

void iree_vm_module_initialize(iree_vm_module_t* module, void* self) {
  memset(module, 0, sizeof(*module));
  iree_vm_ref_object_initialize(&module->ref_object);
  module->self = self;
}

void iree_vm_module_retain(iree_vm_module_t* module) {
  iree_vm_ref_object_retain(module, &iree_vm_module_descriptor);
}

void iree_vm_module_release(iree_vm_module_t* module) {
  iree_vm_ref_object_release(module, &iree_vm_module_descriptor);
}

iree_string_view_t iree_vm_module_name(const iree_vm_module_t* module) {
  return module->name(module->self);
}

iree_status_t iree_vm_module_lookup_function(iree_vm_module_t* module,
                                             iree_string_view_t name,
                                             iree_vm_function_t* out_function) {
  // Export tables are small and lookups happen at load time, so a scan over
  // the exports every module describes serves all module kinds.
  iree_vm_module_counts_t counts = module->counts(module->self);
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(module->get_function(
        module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
        &signature));
    if (iree_string_view_equal(signature.name, name)) {
      *out_function = function;
      return iree_ok_status();
    }
  }
  iree_string_view_t module_name = module->name(module->self);
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "module '%.*s' has no export '%.*s'",
                          (int)module_name.size, module_name.data,
                          (int)name.size, name.data);
}

iree_status_t iree_vm_function_signature(
    const iree_vm_function_t* function,
    iree_vm_function_signature_t* out_signature) {
  // Modules fill what they know; the rest (attrs of native functions) stays
  // empty.
  memset(out_signature, 0, sizeof(*out_signature));
  iree_vm_function_t resolved;
  return function->module->get_function(function->module->self,
                                        function->linkage, function->ordinal,
                                        &resolved, out_signature);
}

iree_string_view_t iree_vm_function_lookup_attr_by_name(
    const iree_vm_function_t* function, iree_string_view_t key) {
  iree_vm_function_signature_t signature;
  iree_status_t status = iree_vm_function_signature(function, &signature);
  if (!iree_status_is_ok(status)) {
    iree_status_ignore(status);
    return iree_string_view_empty();
  }
  for (iree_host_size_t i = 0; i < signature.attr_count; ++i) {
    if (iree_string_view_equal(signature.attrs[i].key, key)) {
      return signature.attrs[i].value;
    }
  }
  return iree_string_view_empty();
}
