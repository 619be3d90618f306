#include "iree/tooling/flags.h"

#include <stdlib.h>
#include <string.h>

static iree_flag_t* iree_flags_head = NULL;
static const char* iree_flags_program_name = NULL;
static const char* iree_flags_usage = NULL;

// Frees list storage at exit so leak checkers see a clean process.
static void iree_flags_free_lists(void) {
  for (iree_flag_t* flag = iree_flags_head; flag; flag = flag->next) {
    if (flag->type != IREE_FLAG_TYPE_string_list) continue;
    iree_flag_string_list_t* list = (iree_flag_string_list_t*)flag->storage;
    iree_allocator_free(iree_allocator_system(), list->values);
    memset(list, 0, sizeof(*list));
  }
}

void iree_flag_register(iree_flag_t* flag) {
  if (!iree_flags_head) atexit(iree_flags_free_lists);
  flag->next = iree_flags_head;
  iree_flags_head = flag;
}

void iree_flags_set_usage(const char* program_name, const char* usage) {
  iree_flags_program_name = program_name;
  iree_flags_usage = usage;
}

static iree_flag_t* iree_flags_lookup(iree_string_view_t name) {
  for (iree_flag_t* flag = iree_flags_head; flag; flag = flag->next) {
    if (iree_string_view_equal(name, iree_make_cstring_view(flag->name))) {
      return flag;
    }
  }
  return NULL;
}

// Levenshtein distance, capped: only small distances matter for suggestions.
static iree_host_size_t iree_flags_edit_distance(iree_string_view_t a,
                                                 iree_string_view_t b) {
  enum { kMaxLength = 64 };
  if (a.size >= kMaxLength || b.size >= kMaxLength) return IREE_HOST_SIZE_MAX;
  iree_host_size_t row[kMaxLength + 1];
  for (iree_host_size_t j = 0; j <= b.size; ++j) row[j] = j;
  for (iree_host_size_t i = 1; i <= a.size; ++i) {
    iree_host_size_t diagonal = row[0];
    row[0] = i;
    for (iree_host_size_t j = 1; j <= b.size; ++j) {
      iree_host_size_t above = row[j];
      iree_host_size_t cost = a.data[i - 1] == b.data[j - 1] ? 0 : 1;
      iree_host_size_t best = diagonal + cost;
      if (above + 1 < best) best = above + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diagonal = above;
    }
  }
  return row[b.size];
}

static const iree_flag_t* iree_flags_suggest(iree_string_view_t name) {
  const iree_flag_t* best = NULL;
  iree_host_size_t best_distance = 3;  // Suggest only near misses.
  for (const iree_flag_t* flag = iree_flags_head; flag; flag = flag->next) {
    iree_host_size_t distance =
        iree_flags_edit_distance(name, iree_make_cstring_view(flag->name));
    if (distance < best_distance) {
      best = flag;
      best_distance = distance;
    }
  }
  return best;
}

static iree_status_t iree_flags_append_to_list(iree_flag_string_list_t* list,
                                               iree_string_view_t value) {
  if (list->count == list->capacity) {
    iree_host_size_t new_capacity = list->capacity ? list->capacity * 2 : 8;
    iree_host_size_t byte_length = 0;
    if (!iree_host_size_checked_mul(new_capacity, sizeof(*list->values),
                                    &byte_length)) {
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "too many flag values");
    }
    void* values = list->values;
    IREE_RETURN_IF_ERROR(
        iree_allocator_realloc(iree_allocator_system(), byte_length, &values));
    list->values = (iree_string_view_t*)values;
    list->capacity = new_capacity;
  }
  list->values[list->count++] = value;
  return iree_ok_status();
}

static iree_status_t iree_flags_invalid_value(const iree_flag_t* flag,
                                              iree_string_view_t value,
                                              const char* expected) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "invalid value '%.*s' for flag --%s: expected %s",
                          (int)value.size, value.data, flag->name, expected);
}

// Parses |value| into |flag|'s storage. |value_text| is NUL-terminated (it is
// the tail of an argv entry) so string flags can point at it directly.
static iree_status_t iree_flags_set_value(iree_flag_t* flag, bool has_value,
                                          const char* value_text) {
  iree_string_view_t value = iree_make_cstring_view(value_text);
  if (!has_value && flag->type != IREE_FLAG_TYPE_bool) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "flag --%s needs a value: --%s=<value>",
                            flag->name, flag->name);
  }
  switch (flag->type) {
    case IREE_FLAG_TYPE_bool: {
      bool* storage = (bool*)flag->storage;
      if (!has_value || iree_string_view_equal(value, iree_make_cstring_view("true")) ||
          iree_string_view_equal(value, iree_make_cstring_view("1"))) {
        *storage = true;
      } else if (iree_string_view_equal(value, iree_make_cstring_view("false")) ||
                 iree_string_view_equal(value, iree_make_cstring_view("0"))) {
        *storage = false;
      } else {
        return iree_flags_invalid_value(flag, value, "true or false");
      }
      return iree_ok_status();
    }
    case IREE_FLAG_TYPE_int32:
      if (!iree_string_view_atoi_int32(value, (int32_t*)flag->storage)) {
        return iree_flags_invalid_value(flag, value, "a 32-bit integer");
      }
      return iree_ok_status();
    case IREE_FLAG_TYPE_int64:
      if (!iree_string_view_atoi_int64(value, (int64_t*)flag->storage)) {
        return iree_flags_invalid_value(flag, value, "a 64-bit integer");
      }
      return iree_ok_status();
    case IREE_FLAG_TYPE_double:
      if (!iree_string_view_atod(value, (double*)flag->storage)) {
        return iree_flags_invalid_value(flag, value, "a number");
      }
      return iree_ok_status();
    case IREE_FLAG_TYPE_string:
      *(const char**)flag->storage = value_text;
      return iree_ok_status();
    case IREE_FLAG_TYPE_string_list:
      return iree_flags_append_to_list((iree_flag_string_list_t*)flag->storage,
                                       value);
  }
  return iree_make_status(IREE_STATUS_INTERNAL, "flag --%s has unknown type",
                          flag->name);
}

static iree_status_t iree_flags_parse_one(const char* arg) {
  iree_string_view_t name = iree_make_cstring_view(arg + 2);
  iree_host_size_t equals = iree_string_view_find_char(name, '=', 0);
  bool has_value = equals != IREE_STRING_VIEW_NPOS;
  const char* value_text = has_value ? arg + 2 + equals + 1 : "";
  if (has_value) name.size = equals;
  if (iree_string_view_equal(name, iree_make_cstring_view("help"))) {
    return iree_status_from_code(IREE_STATUS_CANCELLED);
  }
  iree_flag_t* flag = iree_flags_lookup(name);
  if (!flag) {
    const iree_flag_t* suggestion = iree_flags_suggest(name);
    if (suggestion) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "unknown flag --%.*s; did you mean --%s? (--help "
                              "lists all flags)",
                              (int)name.size, name.data, suggestion->name);
    }
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "unknown flag --%.*s (--help lists all flags)",
                            (int)name.size, name.data);
  }
  return iree_flags_set_value(flag, has_value, value_text);
}

iree_status_t iree_flags_parse(int* argc, char*** argv) {
  int kept = *argc > 0 ? 1 : 0;  // argv[0] stays.
  bool flags_ended = false;
  iree_status_t status = iree_ok_status();
  for (int i = kept; i < *argc; ++i) {
    char* arg = (*argv)[i];
    if (!flags_ended && strcmp(arg, "--") == 0) {
      flags_ended = true;
      continue;
    }
    if (flags_ended || strncmp(arg, "--", 2) != 0) {
      (*argv)[kept++] = arg;
      continue;
    }
    status = iree_flags_parse_one(arg);
    if (!iree_status_is_ok(status)) break;
  }
  if (iree_status_is_ok(status)) {
    *argc = kept;
    (*argv)[kept] = NULL;
  }
  return status;
}

static const char* iree_flags_type_name(iree_flag_type_t type) {
  switch (type) {
    case IREE_FLAG_TYPE_bool: return "bool";
    case IREE_FLAG_TYPE_int32: return "int32";
    case IREE_FLAG_TYPE_int64: return "int64";
    case IREE_FLAG_TYPE_double: return "double";
    case IREE_FLAG_TYPE_string: return "string";
    case IREE_FLAG_TYPE_string_list: return "string, repeatable";
  }
  return "?";
}

static int iree_flags_compare_names(const void* lhs, const void* rhs) {
  return strcmp((*(const iree_flag_t* const*)lhs)->name,
                (*(const iree_flag_t* const*)rhs)->name);
}

void iree_flags_print_usage(FILE* file) {
  if (iree_flags_program_name) {
    fprintf(file, "Usage: %s [flags...]\n", iree_flags_program_name);
  }
  if (iree_flags_usage) fprintf(file, "\n%s\n", iree_flags_usage);
  iree_host_size_t count = 0;
  for (iree_flag_t* flag = iree_flags_head; flag; flag = flag->next) ++count;
  const iree_flag_t** sorted = NULL;
  if (count > 0 && !iree_status_is_ok(iree_allocator_malloc(
                       iree_allocator_system(), count * sizeof(*sorted),
                       (void**)&sorted))) {
    return;
  }
  iree_host_size_t index = 0;
  for (iree_flag_t* flag = iree_flags_head; flag; flag = flag->next) {
    sorted[index++] = flag;
  }
  if (count > 0) qsort(sorted, count, sizeof(*sorted), iree_flags_compare_names);
  fprintf(file, "\nFlags:\n");
  fprintf(file, "  --help (bool)\n      Prints this text and exits.\n");
  for (iree_host_size_t i = 0; i < count; ++i) {
    const iree_flag_t* flag = sorted[i];
    fprintf(file, "  --%s (%s", flag->name, iree_flags_type_name(flag->type));
    if (flag->default_text) fprintf(file, ", default: %s", flag->default_text);
    fprintf(file, ")\n      %s\n", flag->description);
  }
  iree_allocator_free(iree_allocator_system(), (void*)sorted);
}

void iree_flags_parse_or_exit(int* argc, char*** argv) {
  iree_status_t status = iree_flags_parse(argc, argv);
  if (iree_status_is_ok(status)) return;
  if (iree_status_code(status) == IREE_STATUS_CANCELLED) {
    iree_status_free(status);
    iree_flags_print_usage(stdout);
    exit(EXIT_SUCCESS);
  }
  const char* program = iree_flags_program_name ? iree_flags_program_name
                                                : ((*argv)[0] ? (*argv)[0] : "");
  // Through the status printer: a flag's value is echoed with its control
  // characters escaped.
  fprintf(stderr, "%s: error: ", program);
  iree_status_fprint(stderr, status);
  iree_status_free(status);
  exit(EXIT_FAILURE);
}
