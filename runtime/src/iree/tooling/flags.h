// Command-line flags for the tools, in the form users know from IREE:
// `--name=value`, `--name` for booleans, repeatable list flags, `--help`.
//
// A flag is a global defined in the file that uses it:
//   IREE_FLAG(string, device, "local-task", "HAL device URI to run on.");
//   IREE_FLAG_LIST(string, input, "An input value; may be repeated.");
// and read as FLAG_device / FLAG_input. Definitions register themselves at
// startup, so `--help` lists every flag linked into the binary.
#ifndef IREE_TOOLING_FLAGS_H_
#define IREE_TOOLING_FLAGS_H_

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum iree_flag_type_e {
  IREE_FLAG_TYPE_bool = 0,
  IREE_FLAG_TYPE_int32,
  IREE_FLAG_TYPE_int64,
  IREE_FLAG_TYPE_double,
  IREE_FLAG_TYPE_string,
  IREE_FLAG_TYPE_string_list,
} iree_flag_type_t;

// Values of a repeatable flag in command-line order. The views point into
// argv, which outlives the flags.
typedef struct iree_flag_string_list_t {
  iree_host_size_t count;
  iree_host_size_t capacity;
  iree_string_view_t* values;
} iree_flag_string_list_t;

typedef bool iree_flag_ctype_bool;
typedef int32_t iree_flag_ctype_int32;
typedef int64_t iree_flag_ctype_int64;
typedef double iree_flag_ctype_double;
typedef const char* iree_flag_ctype_string;

// Registration record; one static instance per flag.
typedef struct iree_flag_t {
  const char* name;
  iree_flag_type_t type;
  void* storage;
  const char* default_text;
  const char* description;
  struct iree_flag_t* next;
} iree_flag_t;

// Adds |flag| to the global registry. Called by the IREE_FLAG macros from a
// static constructor; not for direct use.
void iree_flag_register(iree_flag_t* flag);

#define IREE_FLAG(type, name, default_value, description)                  \
  iree_flag_ctype_##type FLAG_##name = (default_value);                     \
  static iree_flag_t iree_flag_record_##name = {                            \
      #name, IREE_FLAG_TYPE_##type, &FLAG_##name, #default_value,           \
      (description), NULL};                                                 \
  __attribute__((constructor)) static void iree_flag_register_##name(void) { \
    iree_flag_register(&iree_flag_record_##name);                           \
  }

#define IREE_FLAG_LIST(type, name, description)                            \
  iree_flag_string_list_t FLAG_##name = {0, 0, NULL};                       \
  static iree_flag_t iree_flag_record_##name = {                            \
      #name, IREE_FLAG_TYPE_##type##_list, &FLAG_##name, NULL,              \
      (description), NULL};                                                 \
  __attribute__((constructor)) static void iree_flag_register_##name(void) { \
    iree_flag_register(&iree_flag_record_##name);                           \
  }

// Declares a flag defined in another file.
#define IREE_FLAG_EXTERN(type, name) extern iree_flag_ctype_##type FLAG_##name
#define IREE_FLAG_LIST_EXTERN(type, name) \
  extern iree_flag_string_list_t FLAG_##name

// Sets the program name and one-paragraph description printed by --help.
void iree_flags_set_usage(const char* program_name, const char* usage);

// Parses and removes every `--flag` from |*argc|/|*argv|, leaving argv[0] and
// positional arguments in order. `--` ends flag parsing; what follows is
// positional. `--help` is reported as CANCELLED without printing anything.
// Unknown flags and malformed values are INVALID_ARGUMENT naming the flag.
iree_status_t iree_flags_parse(int* argc, char*** argv);

// Parses like iree_flags_parse; on --help prints the usage to stdout and exits
// 0, on any error prints one line to stderr and exits 1.
void iree_flags_parse_or_exit(int* argc, char*** argv);

// Prints the usage text and every registered flag, sorted by name.
void iree_flags_print_usage(FILE* file);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_FLAGS_H_
