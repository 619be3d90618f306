// iree-run-module: loads a .vmfb bytecode module and calls one of its
// exports with scalar arguments typed by the function's signature.
//
//   iree-run-module --module=m.vmfb --function=f --input=5 --input=i64=7
//
// Prints `EXEC @f` and then one `result[N]: <type>=<value>` line per result.
// Any failure prints one `iree-run-module: error: <status>` line and exits 1.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iree/base/api.h"
#include "iree/tooling/flags.h"
#include "iree/vm/api.h"

IREE_FLAG(string, module, "", "Path of the .vmfb module to load.");
IREE_FLAG(string, function, "",
          "Export to call; defaults to the module's only export.");
IREE_FLAG_LIST(string, input,
               "An argument, in signature order: a number converted to the "
               "argument's kind, or kind=number with kind i32, i64, f32 or "
               "f64. May be repeated.");

// Reads the whole file at |path| into memory from |allocator|.
static iree_status_t iree_tool_read_file(const char* path,
                                         iree_allocator_t allocator,
                                         iree_const_byte_span_t* out_data) {
  FILE* file = fopen(path, "rb");
  if (!file) {
    return iree_make_status(IREE_STATUS_NOT_FOUND, "cannot open '%s': %s",
                            path, strerror(errno));
  }
  iree_status_t status = iree_ok_status();
  long size = -1;
  if (fseek(file, 0, SEEK_END) == 0) size = ftell(file);
  if (size < 0 || fseek(file, 0, SEEK_SET) != 0) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot size '%s': %s",
                              path, strerror(errno));
  }
  uint8_t* data = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_allocator_malloc_uninitialized(allocator, (iree_host_size_t)size,
                                                 (void**)&data);
  }
  if (iree_status_is_ok(status) && size > 0 &&
      fread(data, 1, (size_t)size, file) != (size_t)size) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot read '%s'", path);
  }
  fclose(file);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(allocator, data);
    return status;
  }
  *out_data = iree_make_const_byte_span(data, (iree_host_size_t)size);
  return iree_ok_status();
}

// Appends "name (signature)" of every export but `__init` to |buffer|.
static void iree_tool_format_exports(iree_vm_module_t* module, char* buffer,
                                     size_t capacity) {
  iree_vm_module_counts_t counts = module->counts(module->self);
  size_t length = 0;
  buffer[0] = '\0';
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    if (!iree_status_is_ok(module->get_function(
            module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
            &signature))) {
      continue;
    }
    int written = snprintf(buffer + length, capacity - length, "%s%.*s (%.*s)",
                           length ? ", " : "", (int)signature.name.size,
                           signature.name.data,
                           (int)signature.calling_convention.size,
                           signature.calling_convention.data);
    if (written < 0 || (size_t)written >= capacity - length) break;
    length += (size_t)written;
  }
}

static bool iree_tool_is_initializer(iree_string_view_t name) {
  return iree_string_view_equal(name, iree_make_cstring_view("__init"));
}

// Picks the export named by --function, or the only export.
static iree_status_t iree_tool_select_function(iree_vm_module_t* module,
                                               iree_vm_function_t* out_function) {
  char exports[1024];
  iree_tool_format_exports(module, exports, sizeof(exports));
  if (FLAG_function[0]) {
    iree_status_t status = iree_vm_module_lookup_function(
        module, iree_make_cstring_view(FLAG_function), out_function);
    if (iree_status_is_ok(status)) return status;
    iree_status_ignore(status);
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "module has no export '%s'; exports: %s",
                            FLAG_function, exports[0] ? exports : "(none)");
  }
  iree_vm_module_counts_t counts = module->counts(module->self);
  iree_host_size_t candidates = 0;
  for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
    iree_vm_function_t function;
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(module->get_function(
        module->self, IREE_VM_FUNCTION_LINKAGE_EXPORT, i, &function,
        &signature));
    if (iree_tool_is_initializer(signature.name)) continue;
    *out_function = function;
    ++candidates;
  }
  if (candidates != 1) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--function is required when a module does not "
                            "have exactly one export; exports: %s",
                            exports[0] ? exports : "(none)");
  }
  return iree_ok_status();
}

static const struct {
  char kind;
  const char* name;
} iree_tool_kinds[] = {
    {'i', "i32"}, {'I', "i64"}, {'f', "f32"}, {'F', "f64"}, {'r', "ref"}};

static const char* iree_tool_kind_name(char kind) {
  for (size_t i = 0; i < IREE_ARRAYSIZE(iree_tool_kinds); ++i) {
    if (iree_tool_kinds[i].kind == kind) return iree_tool_kinds[i].name;
  }
  return "?";
}

// Parses --input |text| as an argument of signature kind |kind|.
static bool iree_tool_parse_value(iree_string_view_t text, char kind,
                                  iree_vm_value_t* out_value) {
  switch (kind) {
    case 'i':
      out_value->type = IREE_VM_VALUE_TYPE_I32;
      return iree_string_view_atoi_int32(text, &out_value->i32);
    case 'I':
      out_value->type = IREE_VM_VALUE_TYPE_I64;
      return iree_string_view_atoi_int64(text, &out_value->i64);
    case 'f':
      out_value->type = IREE_VM_VALUE_TYPE_F32;
      return iree_string_view_atof(text, &out_value->f32);
    case 'F':
      out_value->type = IREE_VM_VALUE_TYPE_F64;
      return iree_string_view_atod(text, &out_value->f64);
    default:
      return false;
  }
}

// Converts every --input to a value of the matching signature kind.
static iree_status_t iree_tool_parse_inputs(const char* function_name,
                                           iree_string_view_t signature,
                                           iree_vm_list_t* inputs) {
  iree_vm_calling_convention_t cconv;
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(signature, &cconv));
  if (FLAG_input.count != cconv.arguments.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "@%s expects %zu arguments (signature %.*s) but "
                            "%zu --input were given",
                            function_name, cconv.arguments.size,
                            (int)signature.size, signature.data,
                            FLAG_input.count);
  }
  for (iree_host_size_t i = 0; i < FLAG_input.count; ++i) {
    iree_string_view_t text = FLAG_input.values[i];
    char kind = cconv.arguments.data[i];
    iree_string_view_t type_name, number;
    if (iree_string_view_split(text, '=', &type_name, &number) ==
        IREE_STRING_VIEW_NPOS) {
      number = text;
    } else if (!iree_string_view_equal(
                   type_name, iree_make_cstring_view(iree_tool_kind_name(kind)))) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "--input[%zu]='%.*s' is %.*s but @%s (signature "
                              "%.*s) expects %s",
                              i, (int)text.size, text.data, (int)type_name.size,
                              type_name.data, function_name,
                              (int)signature.size, signature.data,
                              iree_tool_kind_name(kind));
    }
    iree_vm_value_t value = iree_vm_value_make_i64(0);
    if (!iree_tool_parse_value(number, kind, &value)) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "--input[%zu]='%.*s' is not a valid %s for @%s "
                              "(signature %.*s)",
                              i, (int)text.size, text.data,
                              iree_tool_kind_name(kind), function_name,
                              (int)signature.size, signature.data);
    }
    IREE_RETURN_IF_ERROR(iree_vm_list_push_value(inputs, &value));
  }
  return iree_ok_status();
}

// Prints |value| with the fewest digits that read back to the same bits.
static void iree_tool_print_float(double value, bool is_f32) {
  char text[64];
  for (int precision = 6; precision <= 17; ++precision) {
    snprintf(text, sizeof(text), "%.*g", precision, value);
    if (is_f32 ? strtof(text, NULL) == (float)value
               : strtod(text, NULL) == value) {
      break;
    }
  }
  fputs(text, stdout);
}

static iree_status_t iree_tool_print_results(iree_vm_list_t* outputs) {
  for (iree_host_size_t i = 0; i < iree_vm_list_size(outputs); ++i) {
    iree_vm_variant_t variant;
    IREE_RETURN_IF_ERROR(iree_vm_list_get_variant_retain(outputs, i, &variant));
    printf("result[%zu]: ", i);
    switch (variant.type.value_type) {
      case IREE_VM_VALUE_TYPE_I32:
        printf("i32=%d", variant.i32);
        break;
      case IREE_VM_VALUE_TYPE_I64:
        printf("i64=%lld", (long long)variant.i64);
        break;
      case IREE_VM_VALUE_TYPE_F32:
        fputs("f32=", stdout);
        iree_tool_print_float(variant.f32, true);
        break;
      case IREE_VM_VALUE_TYPE_F64:
        fputs("f64=", stdout);
        iree_tool_print_float(variant.f64, false);
        break;
      default:
        if (iree_vm_type_def_is_ref(variant.type)) {
          iree_string_view_t name = variant.type.ref_type->type_name;
          printf("!%.*s", (int)name.size, name.data);
        } else {
          fputs("null", stdout);
        }
        break;
    }
    fputc('\n', stdout);
    iree_vm_variant_reset(&variant);
  }
  return iree_ok_status();
}

// Everything the tool creates, released in one place.
typedef struct iree_tool_state_t {
  iree_vm_instance_t* instance;
  iree_vm_module_t* module;
  iree_vm_context_t* context;
  iree_vm_list_t* inputs;
  iree_vm_list_t* outputs;
} iree_tool_state_t;

static iree_status_t iree_tool_load(iree_allocator_t allocator,
                                    iree_tool_state_t* state) {
  if (!FLAG_module[0]) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--module=<file.vmfb> is required");
  }
  IREE_RETURN_IF_ERROR(iree_vm_instance_create(allocator, &state->instance));
  iree_const_byte_span_t data;
  IREE_RETURN_IF_ERROR(iree_tool_read_file(FLAG_module, allocator, &data));
  iree_status_t status = iree_vm_bytecode_module_create(
      state->instance, data, allocator, allocator, &state->module);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(allocator, (void*)data.data);
    return iree_status_annotate_f(status, "loading '%s'", FLAG_module);
  }
  return iree_vm_context_create_with_modules(
      state->instance, &state->module, 1, allocator, &state->context);
}

static iree_status_t iree_tool_run(iree_allocator_t allocator,
                                   iree_tool_state_t* state) {
  IREE_RETURN_IF_ERROR(iree_tool_load(allocator, state));
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_tool_select_function(state->module, &function));
  iree_vm_function_signature_t signature;
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &signature));
  char function_name[256];
  snprintf(function_name, sizeof(function_name), "%.*s",
           (int)signature.name.size, signature.name.data);
  IREE_RETURN_IF_ERROR(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                           FLAG_input.count, allocator,
                                           &state->inputs));
  IREE_RETURN_IF_ERROR(iree_tool_parse_inputs(
      function_name, signature.calling_convention, state->inputs));
  IREE_RETURN_IF_ERROR(iree_vm_list_create(iree_vm_make_variant_type_def(), 4,
                                           allocator, &state->outputs));
  printf("EXEC @%s\n", function_name);
  fflush(stdout);
  IREE_RETURN_IF_ERROR(iree_vm_invoke(state->context, function, state->inputs,
                                      state->outputs, allocator));
  return iree_tool_print_results(state->outputs);
}

int main(int argc, char** argv) {
  iree_flags_set_usage("iree-run-module",
                       "Runs an exported function of a .vmfb module with "
                       "scalar --input arguments and prints its results.");
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc > 1) {
    fprintf(stderr, "iree-run-module: error: unexpected argument '%s'\n",
            argv[1]);
    return 1;
  }
  iree_allocator_t allocator = iree_allocator_system();
  iree_tool_state_t state;
  memset(&state, 0, sizeof(state));
  iree_status_t status = iree_tool_run(allocator, &state);
  if (state.outputs) iree_vm_list_release(state.outputs);
  if (state.inputs) iree_vm_list_release(state.inputs);
  if (state.context) iree_vm_context_release(state.context);
  if (state.module) iree_vm_module_release(state.module);
  if (state.instance) iree_vm_instance_release(state.instance);
  if (!iree_status_is_ok(status)) {
    fflush(stdout);
    fputs("iree-run-module: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
