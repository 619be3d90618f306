#include "iree/tooling/function_io.h"

#include <errno.h>
#include <string.h>

#include "iree/modules/hal/api.h"
#include "iree/tooling/numpy.h"

//===----------------------------------------------------------------------===//
// .npy files read in sequence
//===----------------------------------------------------------------------===//

// Files opened by `@file.npy` specs of one list of inputs or expected
// outputs, kept open so a repeated path reads the file's next array.
#define IREE_TOOLING_MAX_NPY_FILES 64

typedef struct iree_tooling_npy_files_t {
  iree_host_size_t count;
  struct {
    iree_string_view_t path;
    FILE* file;
  } entries[IREE_TOOLING_MAX_NPY_FILES];
} iree_tooling_npy_files_t;

static void iree_tooling_npy_files_close(iree_tooling_npy_files_t* files) {
  for (iree_host_size_t i = 0; i < files->count; ++i) {
    fclose(files->entries[i].file);
  }
  files->count = 0;
}

static iree_status_t iree_tooling_npy_files_read(
    iree_tooling_npy_files_t* files, iree_string_view_t path,
    iree_allocator_t allocator, iree_tooling_tensor_t* out_tensor) {
  FILE* file = NULL;
  for (iree_host_size_t i = 0; i < files->count && !file; ++i) {
    if (iree_string_view_equal(files->entries[i].path, path)) {
      file = files->entries[i].file;
    }
  }
  if (!file) {
    if (files->count == IREE_TOOLING_MAX_NPY_FILES) {
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "more than %d distinct .npy files",
                              IREE_TOOLING_MAX_NPY_FILES);
    }
    char path_buffer[4096];
    snprintf(path_buffer, sizeof(path_buffer), "%.*s", (int)path.size,
             path.data);
    uint64_t size = 0;
    IREE_RETURN_IF_ERROR(iree_file_open_for_read(path_buffer, &file, &size));
    files->entries[files->count].path = path;
    files->entries[files->count].file = file;
    ++files->count;
  }
  return iree_tooling_npy_read(file, allocator, out_tensor);
}

// Parses a tensor spec: `@file.npy` (the file's next array) or a text form.
static iree_status_t iree_tooling_parse_tensor_spec(
    iree_string_view_t spec, iree_tooling_npy_files_t* files,
    iree_allocator_t allocator, iree_tooling_tensor_t* out_tensor) {
  iree_string_view_t path = spec;
  if (iree_string_view_consume_prefix(&path, iree_make_cstring_view("@"))) {
    if (!iree_string_view_ends_with(path, iree_make_cstring_view(".npy"))) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "a raw file needs a shape and type, such as "
                              "2x2xf32=@file.bin (only .npy files describe "
                              "themselves)");
    }
    return iree_tooling_npy_files_read(files, path, allocator, out_tensor);
  }
  return iree_tooling_tensor_parse(spec, allocator, out_tensor);
}

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

static const char* iree_tooling_kind_name(char kind) {
  switch (kind) {
    case 'i': return "i32";
    case 'I': return "i64";
    case 'f': return "f32";
    case 'F': return "f64";
    default: return "ref";
  }
}

// Parses |number| as a value of signature kind |kind|.
static bool iree_tooling_parse_scalar(iree_string_view_t number, char kind,
                                      iree_vm_value_t* out_value) {
  switch (kind) {
    case 'i':
      *out_value = iree_vm_value_make_i32(0);
      return iree_string_view_atoi_int32(number, &out_value->i32);
    case 'I':
      *out_value = iree_vm_value_make_i64(0);
      return iree_string_view_atoi_int64(number, &out_value->i64);
    case 'f':
      *out_value = iree_vm_value_make_f32(0);
      return iree_string_view_atof(number, &out_value->f32);
    case 'F':
      *out_value = iree_vm_value_make_f64(0);
      return iree_string_view_atod(number, &out_value->f64);
    default:
      return false;
  }
}

// Splits `type=number` into its parts; a bare number has an empty type.
static void iree_tooling_split_typed_scalar(iree_string_view_t text,
                                            iree_string_view_t* out_type,
                                            iree_string_view_t* out_number) {
  if (iree_string_view_split(text, '=', out_type, out_number) ==
      IREE_STRING_VIEW_NPOS) {
    *out_type = iree_string_view_empty();
    *out_number = text;
  }
}

static char iree_tooling_value_kind(iree_vm_value_type_t type) {
  switch (type) {
    case IREE_VM_VALUE_TYPE_I32: return 'i';
    case IREE_VM_VALUE_TYPE_I64: return 'I';
    case IREE_VM_VALUE_TYPE_F32: return 'f';
    default: return 'F';
  }
}

// Makes a rank-0 tensor of |value| (for printing, writing and comparing
// scalars like tensors).
static iree_status_t iree_tooling_value_to_tensor(
    iree_vm_value_t value, iree_allocator_t allocator,
    iree_tooling_tensor_t* out_tensor) {
  iree_hal_element_type_t element_type = IREE_HAL_ELEMENT_TYPE_FLOAT_64;
  switch (value.type) {
    case IREE_VM_VALUE_TYPE_I32:
      element_type = IREE_HAL_ELEMENT_TYPE_INT_32;
      break;
    case IREE_VM_VALUE_TYPE_I64:
      element_type = IREE_HAL_ELEMENT_TYPE_INT_64;
      break;
    case IREE_VM_VALUE_TYPE_F32:
      element_type = IREE_HAL_ELEMENT_TYPE_FLOAT_32;
      break;
    default:
      break;
  }
  IREE_RETURN_IF_ERROR(iree_tooling_tensor_allocate(0, NULL, element_type,
                                                    allocator, out_tensor));
  memcpy(out_tensor->data.data, &value.i64, out_tensor->data.data_length);
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

static iree_status_t iree_tooling_parse_ref_input(
    iree_host_size_t index, iree_string_view_t text,
    iree_string_view_t function_name, iree_string_view_t signature,
    iree_tooling_npy_files_t* files, iree_hal_allocator_t* device_allocator,
    iree_allocator_t host_allocator, iree_vm_list_t* out_list) {
  if (!iree_string_view_starts_with(text, iree_make_cstring_view("@")) &&
      iree_string_view_find_char(text, '=', 0) == IREE_STRING_VIEW_NPOS) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "--input[%zu]='%.*s' is a scalar but argument %zu of @%.*s (signature "
        "%.*s) is a ref; give a tensor such as 4xf32=%.*s or @file.npy",
        index, (int)text.size, text.data, index, (int)function_name.size,
        function_name.data, (int)signature.size, signature.data,
        (int)text.size, text.data);
  }
  iree_tooling_tensor_t tensor;
  IREE_RETURN_IF_ERROR(
      iree_tooling_parse_tensor_spec(text, files, host_allocator, &tensor),
      "--input[%zu]='%.*s' for @%.*s (signature %.*s)", index, (int)text.size,
      text.data, (int)function_name.size, function_name.data,
      (int)signature.size, signature.data);
  iree_hal_buffer_view_t* buffer_view = NULL;
  iree_status_t status =
      iree_tooling_tensor_to_buffer_view(&tensor, device_allocator, &buffer_view);
  iree_tooling_tensor_deinitialize(&tensor);
  IREE_RETURN_IF_ERROR(status, "--input[%zu]", index);
  iree_vm_ref_t ref = iree_hal_buffer_view_move_ref(buffer_view);
  status = iree_vm_list_push_ref_move(out_list, &ref);
  iree_vm_ref_release(&ref);
  return status;
}

iree_status_t iree_tooling_parse_inputs(iree_string_view_t function_name,
                                        iree_string_view_t signature,
                                        iree_host_size_t input_count,
                                        const iree_string_view_t* inputs,
                                        iree_hal_allocator_t* device_allocator,
                                        iree_allocator_t host_allocator,
                                        iree_vm_list_t* out_list) {
  iree_vm_calling_convention_t cconv;
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(signature, &cconv));
  if (cconv.variadic_group_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "@%.*s (signature %.*s) is variadic and cannot be "
                            "called from the command line",
                            (int)function_name.size, function_name.data,
                            (int)signature.size, signature.data);
  }
  if (input_count != cconv.arguments.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "@%.*s expects %zu arguments (signature %.*s) but "
                            "%zu --input were given",
                            (int)function_name.size, function_name.data,
                            cconv.arguments.size, (int)signature.size,
                            signature.data, input_count);
  }
  iree_tooling_npy_files_t files;
  files.count = 0;
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0; i < input_count && iree_status_is_ok(status);
       ++i) {
    iree_string_view_t text = inputs[i];
    char kind = cconv.arguments.data[i];
    if (kind == 'r') {
      status = iree_tooling_parse_ref_input(i, text, function_name, signature,
                                            &files, device_allocator,
                                            host_allocator, out_list);
      continue;
    }
    iree_string_view_t type_name, number;
    iree_tooling_split_typed_scalar(text, &type_name, &number);
    if (!iree_string_view_is_empty(type_name) &&
        !iree_string_view_equal(
            type_name, iree_make_cstring_view(iree_tooling_kind_name(kind)))) {
      status = iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "--input[%zu]='%.*s' is %.*s but @%.*s (signature %.*s) expects %s",
          i, (int)text.size, text.data, (int)type_name.size, type_name.data,
          (int)function_name.size, function_name.data, (int)signature.size,
          signature.data, iree_tooling_kind_name(kind));
      break;
    }
    iree_vm_value_t value;
    if (!iree_tooling_parse_scalar(number, kind, &value)) {
      status = iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "--input[%zu]='%.*s' is not a valid %s for @%.*s (signature %.*s)", i,
          (int)text.size, text.data, iree_tooling_kind_name(kind),
          (int)function_name.size, function_name.data, (int)signature.size,
          signature.data);
      break;
    }
    status = iree_vm_list_push_value(out_list, &value);
  }
  iree_tooling_npy_files_close(&files);
  return status;
}

//===----------------------------------------------------------------------===//
// Outputs
//===----------------------------------------------------------------------===//

// Converts a result to a host tensor: values become rank-0 tensors, buffer
// views are read back; other refs cannot be.
static iree_status_t iree_tooling_variant_to_tensor(
    iree_host_size_t index, const iree_vm_variant_t* variant,
    iree_allocator_t allocator, iree_tooling_tensor_t* out_tensor) {
  if (iree_vm_type_def_is_value(variant->type)) {
    return iree_tooling_value_to_tensor(iree_vm_variant_value(variant),
                                        allocator, out_tensor);
  }
  iree_hal_buffer_view_t* buffer_view =
      iree_vm_type_def_is_ref(variant->type)
          ? iree_hal_buffer_view_deref(&variant->ref)
          : NULL;
  if (!buffer_view) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "result[%zu] is neither a scalar nor a buffer view",
                            index);
  }
  IREE_RETURN_IF_ERROR(
      iree_tooling_tensor_from_buffer_view(buffer_view, allocator, out_tensor),
      "result[%zu]", index);
  return iree_ok_status();
}

// Prints result |index| as `result[i]: ...` lines.
static iree_status_t iree_tooling_print_output(
    iree_host_size_t index, const iree_vm_variant_t* variant,
    iree_host_size_t max_element_count, iree_allocator_t allocator,
    FILE* file) {
  fprintf(file, "result[%zu]: ", index);
  if (iree_vm_type_def_is_ref(variant->type) &&
      !iree_hal_buffer_view_deref(&variant->ref)) {
    iree_string_view_t name = variant->type.ref_type->type_name;
    fprintf(file, "%.*s", (int)name.size, name.data);
    iree_vm_buffer_t* buffer = NULL;
    if (iree_status_is_ok(iree_vm_buffer_check_deref(&variant->ref, &buffer))) {
      fprintf(file, " (%zu bytes)", iree_vm_buffer_length(buffer));
    }
    fputc('\n', file);
    return iree_ok_status();
  }
  if (!iree_vm_type_def_is_value(variant->type) &&
      !iree_vm_type_def_is_ref(variant->type)) {
    fputs("null\n", file);
    return iree_ok_status();
  }
  if (iree_vm_type_def_is_ref(variant->type)) fputs("hal.buffer_view\n", file);
  iree_tooling_tensor_t tensor;
  IREE_RETURN_IF_ERROR(
      iree_tooling_variant_to_tensor(index, variant, allocator, &tensor));
  iree_tooling_tensor_print(&tensor, max_element_count, file);
  fputc('\n', file);
  iree_tooling_tensor_deinitialize(&tensor);
  return iree_ok_status();
}

iree_status_t iree_tooling_print_outputs(iree_vm_list_t* outputs,
                                         iree_host_size_t max_element_count,
                                         iree_allocator_t host_allocator,
                                         FILE* file) {
  for (iree_host_size_t i = 0; i < iree_vm_list_size(outputs); ++i) {
    iree_vm_variant_t variant;
    IREE_RETURN_IF_ERROR(iree_vm_list_get_variant_retain(outputs, i, &variant));
    iree_status_t status = iree_tooling_print_output(
        i, &variant, max_element_count, host_allocator, file);
    iree_vm_variant_reset(&variant);
    IREE_RETURN_IF_ERROR(status);
  }
  return iree_ok_status();
}

// Writes result |index| to the file of |spec| ("@path" or "+path").
static iree_status_t iree_tooling_write_output_file(
    iree_host_size_t index, const iree_vm_variant_t* variant,
    iree_string_view_t spec, iree_allocator_t allocator) {
  bool append = spec.data[0] == '+';
  iree_string_view_t path = iree_string_view_substr(spec, 1, IREE_HOST_SIZE_MAX);
  char path_buffer[4096];
  snprintf(path_buffer, sizeof(path_buffer), "%.*s", (int)path.size, path.data);
  iree_tooling_tensor_t tensor;
  IREE_RETURN_IF_ERROR(
      iree_tooling_variant_to_tensor(index, variant, allocator, &tensor));
  FILE* file = fopen(path_buffer, append ? "ab" : "wb");
  iree_status_t status = iree_ok_status();
  if (!file) {
    status = iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                              "cannot open '%s' for writing: %s", path_buffer,
                              strerror(errno));
  } else if (iree_string_view_ends_with(path, iree_make_cstring_view(".npy"))) {
    status = iree_tooling_npy_write(file, &tensor);
  } else if (tensor.data.data_length &&
             fwrite(tensor.data.data, 1, tensor.data.data_length, file) !=
                 tensor.data.data_length) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot write '%s'",
                              path_buffer);
  }
  if (file && fclose(file) != 0 && iree_status_is_ok(status)) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot write '%s'",
                              path_buffer);
  }
  iree_tooling_tensor_deinitialize(&tensor);
  return status;
}

iree_status_t iree_tooling_write_outputs(iree_vm_list_t* outputs,
                                         iree_host_size_t spec_count,
                                         const iree_string_view_t* specs,
                                         iree_host_size_t max_element_count,
                                         iree_allocator_t host_allocator,
                                         FILE* stdout_file) {
  iree_host_size_t result_count = iree_vm_list_size(outputs);
  if (spec_count != result_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--output was given %zu times but the function "
                            "returned %zu results (use --output= to skip one)",
                            spec_count, result_count);
  }
  for (iree_host_size_t i = 0; i < result_count; ++i) {
    iree_string_view_t spec = specs[i];
    if (iree_string_view_is_empty(spec)) continue;
    iree_vm_variant_t variant;
    IREE_RETURN_IF_ERROR(iree_vm_list_get_variant_retain(outputs, i, &variant));
    iree_status_t status = iree_ok_status();
    if (iree_string_view_equal(spec, iree_make_cstring_view("-"))) {
      status = iree_tooling_print_output(i, &variant, max_element_count,
                                         host_allocator, stdout_file);
    } else if ((spec.data[0] == '@' || spec.data[0] == '+') && spec.size > 1) {
      status = iree_tooling_write_output_file(i, &variant, spec,
                                              host_allocator);
    } else {
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "--output[%zu]='%.*s' is not -, @file or "
                                "+file",
                                i, (int)spec.size, spec.data);
    }
    iree_vm_variant_reset(&variant);
    IREE_RETURN_IF_ERROR(status, "writing result[%zu]", i);
  }
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Expected outputs
//===----------------------------------------------------------------------===//

// Parses --expected_output |spec| for a result like |variant|.
static iree_status_t iree_tooling_parse_expected(
    iree_host_size_t index, iree_string_view_t spec,
    const iree_vm_variant_t* variant, iree_tooling_npy_files_t* files,
    iree_allocator_t allocator, iree_tooling_tensor_t* out_tensor) {
  if (!iree_vm_type_def_is_value(variant->type)) {
    IREE_RETURN_IF_ERROR(
        iree_tooling_parse_tensor_spec(spec, files, allocator, out_tensor),
        "--expected_output[%zu]='%.*s'", index, (int)spec.size, spec.data);
    return iree_ok_status();
  }
  char kind = iree_tooling_value_kind(variant->type.value_type);
  iree_string_view_t type_name, number;
  iree_tooling_split_typed_scalar(spec, &type_name, &number);
  iree_vm_value_t value;
  if ((!iree_string_view_is_empty(type_name) &&
       !iree_string_view_equal(
           type_name, iree_make_cstring_view(iree_tooling_kind_name(kind)))) ||
      !iree_tooling_parse_scalar(number, kind, &value)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--expected_output[%zu]='%.*s' is not a valid %s "
                            "(result[%zu] is %s)",
                            index, (int)spec.size, spec.data,
                            iree_tooling_kind_name(kind), index,
                            iree_tooling_kind_name(kind));
  }
  return iree_tooling_value_to_tensor(value, allocator, out_tensor);
}

// Compares result |index| with |spec|, printing a [FAILED] report.
static iree_status_t iree_tooling_compare_output(
    iree_host_size_t index, const iree_vm_variant_t* variant,
    iree_string_view_t spec, iree_tooling_npy_files_t* files,
    const iree_tooling_compare_thresholds_t* thresholds,
    iree_host_size_t max_element_count, iree_allocator_t allocator, FILE* file,
    bool* out_match) {
  iree_tooling_tensor_t expected;
  IREE_RETURN_IF_ERROR(iree_tooling_parse_expected(index, spec, variant, files,
                                                   allocator, &expected));
  iree_tooling_tensor_t actual;
  iree_status_t status =
      iree_tooling_variant_to_tensor(index, variant, allocator, &actual);
  if (iree_status_is_ok(status)) {
    char message[512];
    iree_tooling_tensor_compare(&actual, &expected, thresholds, out_match,
                                message, sizeof(message));
    if (!*out_match) {
      fprintf(file, "[FAILED] result[%zu]: %s\n  expected: ", index, message);
      iree_tooling_tensor_print(&expected, max_element_count, file);
      fputs("\n  actual:   ", file);
      iree_tooling_tensor_print(&actual, max_element_count, file);
      fputc('\n', file);
    }
    iree_tooling_tensor_deinitialize(&actual);
  }
  iree_tooling_tensor_deinitialize(&expected);
  return status;
}

iree_status_t iree_tooling_compare_outputs(
    iree_vm_list_t* outputs, iree_host_size_t spec_count,
    const iree_string_view_t* specs,
    const iree_tooling_compare_thresholds_t* thresholds,
    iree_host_size_t max_element_count, iree_allocator_t host_allocator,
    FILE* file, bool* out_all_match) {
  *out_all_match = false;
  iree_host_size_t result_count = iree_vm_list_size(outputs);
  if (spec_count != result_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "--expected_output was given %zu times but the "
                            "function returned %zu results",
                            spec_count, result_count);
  }
  iree_tooling_npy_files_t files;
  files.count = 0;
  iree_status_t status = iree_ok_status();
  bool all_match = true;
  for (iree_host_size_t i = 0; i < result_count && iree_status_is_ok(status);
       ++i) {
    iree_vm_variant_t variant;
    status = iree_vm_list_get_variant_retain(outputs, i, &variant);
    if (!iree_status_is_ok(status)) break;
    bool match = false;
    status = iree_tooling_compare_output(i, &variant, specs[i], &files,
                                         thresholds, max_element_count,
                                         host_allocator, file, &match);
    iree_vm_variant_reset(&variant);
    all_match = all_match && match;
  }
  iree_tooling_npy_files_close(&files);
  IREE_RETURN_IF_ERROR(status);
  if (all_match) {
    fprintf(file, "[SUCCESS] all %zu results match their expected outputs\n",
            result_count);
  }
  *out_all_match = all_match;
  return iree_ok_status();
}
