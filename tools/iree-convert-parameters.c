// iree-convert-parameters: lists the parameters of parameter files, or
// writes them all into one of our archives (docs/parameters.md).
//
//   iree-convert-parameters --parameters=model.safetensors
//   iree-convert-parameters --parameters=a.safetensors
//       --parameters=b.gguf --output=model.irpa
//
// Inputs are our archives, safetensors and GGUF files, named as the runtime
// tools name them ([scope=]path; the scope only groups the listing). The
// archive holds every parameter under its key, 64-byte aligned; a key in two
// inputs is an error.
#include <inttypes.h>
#include <stdio.h>

#include "iree/base/api.h"
#include "iree/io/api.h"
#include "iree/tooling/context_util.h"
#include "iree/tooling/flags.h"

IREE_FLAG(string, output, "",
          "Write every parameter of the --parameters files into this "
          "archive (.irpa) instead of listing them.");

static void iree_tool_list(const iree_io_parameter_index_t* index) {
  for (iree_host_size_t i = 0; i < iree_io_parameter_index_count(index); ++i) {
    const iree_io_parameter_t* parameter = iree_io_parameter_index_at(index, i);
    printf("%s: %.*s%s%.*s, %" PRIu64 " bytes at offset %" PRIu64 "\n",
           iree_io_file_mapping_path(parameter->file),
           (int)parameter->scope.size, parameter->scope.data,
           parameter->scope.size ? "::" : "", (int)parameter->key.size,
           parameter->key.data, (uint64_t)parameter->length,
           (uint64_t)parameter->offset);
  }
  printf("%zu parameters\n", (size_t)iree_io_parameter_index_count(index));
}

static iree_status_t iree_tool_write(const iree_io_parameter_index_t* index,
                                     iree_allocator_t allocator) {
  iree_host_size_t count = iree_io_parameter_index_count(index);
  iree_io_parameter_archive_entry_t* entries = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      allocator, (count ? count : 1) * sizeof(*entries), (void**)&entries));
  for (iree_host_size_t i = 0; i < count; ++i) {
    const iree_io_parameter_t* parameter = iree_io_parameter_index_at(index, i);
    entries[i].key = parameter->key;
    entries[i].contents = iree_io_parameter_contents(parameter);
  }
  iree_status_t status =
      iree_io_parameter_archive_write(FLAG_output, count, entries, allocator);
  iree_allocator_free(allocator, entries);
  if (iree_status_is_ok(status)) {
    printf("wrote %zu parameters to %s\n", (size_t)count, FLAG_output);
  }
  return status;
}

int main(int argc, char** argv) {
  iree_flags_set_usage(
      "iree-convert-parameters",
      "Lists the parameters of --parameters files (our .irpa archives, "
      "safetensors, GGUF), or writes them into one archive with --output.");
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc > 1) {
    fprintf(stderr,
            "iree-convert-parameters: error: unexpected argument '%s' (files "
            "are given as --parameters=FILE)\n",
            argv[1]);
    return 1;
  }
  iree_allocator_t allocator = iree_allocator_system();
  iree_io_parameter_index_t* index = NULL;
  iree_status_t status =
      iree_tooling_parameter_index_from_flags(allocator, &index);
  if (iree_status_is_ok(status) && iree_io_parameter_index_count(index) == 0 &&
      !FLAG_output[0]) {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "no parameters: give files with "
                              "--parameters=[scope=]FILE");
  }
  if (iree_status_is_ok(status)) {
    if (FLAG_output[0]) {
      status = iree_tool_write(index, allocator);
    } else {
      iree_tool_list(index);
    }
  }
  iree_io_parameter_index_release(index);
  if (!iree_status_is_ok(status)) {
    fputs("iree-convert-parameters: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
