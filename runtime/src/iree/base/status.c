#include "iree/base/status.h"

#include <stdlib.h>
#include <string.h>

// Codes live in the pointer value itself when a status carries no message;
// any value at or above this bound is a pointer to iree_status_storage_t.
#define IREE_STATUS_CODE_LIMIT 32u

// One message in a status' chain. Allocated together with its text.
typedef struct iree_status_message_t {
  struct iree_status_message_t* next;
  iree_host_size_t length;
  char text[];
} iree_status_message_t;

typedef struct iree_status_storage_t {
  iree_status_code_t code;
  const char* file;
  uint32_t line;
  iree_status_message_t* first_message;
  iree_status_message_t* last_message;
} iree_status_storage_t;

static bool iree_status_has_storage(iree_status_t status) {
  return (uintptr_t)status >= IREE_STATUS_CODE_LIMIT;
}

iree_status_code_t iree_status_code(iree_status_t status) {
  if (!iree_status_has_storage(status)) {
    return (iree_status_code_t)(uintptr_t)status;
  }
  return ((const iree_status_storage_t*)status)->code;
}

const char* iree_status_code_string(iree_status_code_t code) {
  switch (code) {
    case IREE_STATUS_OK: return "OK";
    case IREE_STATUS_CANCELLED: return "CANCELLED";
    case IREE_STATUS_UNKNOWN: return "UNKNOWN";
    case IREE_STATUS_INVALID_ARGUMENT: return "INVALID_ARGUMENT";
    case IREE_STATUS_DEADLINE_EXCEEDED: return "DEADLINE_EXCEEDED";
    case IREE_STATUS_NOT_FOUND: return "NOT_FOUND";
    case IREE_STATUS_ALREADY_EXISTS: return "ALREADY_EXISTS";
    case IREE_STATUS_PERMISSION_DENIED: return "PERMISSION_DENIED";
    case IREE_STATUS_RESOURCE_EXHAUSTED: return "RESOURCE_EXHAUSTED";
    case IREE_STATUS_FAILED_PRECONDITION: return "FAILED_PRECONDITION";
    case IREE_STATUS_ABORTED: return "ABORTED";
    case IREE_STATUS_OUT_OF_RANGE: return "OUT_OF_RANGE";
    case IREE_STATUS_UNIMPLEMENTED: return "UNIMPLEMENTED";
    case IREE_STATUS_INTERNAL: return "INTERNAL";
    case IREE_STATUS_UNAVAILABLE: return "UNAVAILABLE";
    case IREE_STATUS_DATA_LOSS: return "DATA_LOSS";
    case IREE_STATUS_UNAUTHENTICATED: return "UNAUTHENTICATED";
    case IREE_STATUS_DEFERRED: return "DEFERRED";
  }
  return "UNKNOWN_CODE";
}

// Formats a message into a freshly allocated chain node, or returns NULL if
// the text is empty or memory is exhausted.
static iree_status_message_t* iree_status_message_allocate(const char* format,
                                                           va_list args) {
  va_list length_args;
  va_copy(length_args, args);
  int length = vsnprintf(NULL, 0, format, length_args);
  va_end(length_args);
  if (length <= 0) return NULL;
  iree_status_message_t* message = (iree_status_message_t*)malloc(
      sizeof(iree_status_message_t) + (iree_host_size_t)length + 1);
  if (!message) return NULL;
  message->next = NULL;
  message->length = (iree_host_size_t)length;
  vsnprintf(message->text, (iree_host_size_t)length + 1, format, args);
  return message;
}

iree_status_t iree_status_allocate_vf(iree_status_code_t code,
                                      const char* file, uint32_t line,
                                      const char* format, va_list args) {
  if (code == IREE_STATUS_OK) return iree_ok_status();
  iree_status_storage_t* storage =
      (iree_status_storage_t*)malloc(sizeof(iree_status_storage_t));
  // Out of memory while reporting an error: keep the code, lose the text.
  if (!storage) return iree_status_from_code(code);
  storage->code = code;
  storage->file = file;
  storage->line = line;
  storage->first_message = iree_status_message_allocate(format, args);
  storage->last_message = storage->first_message;
  return (iree_status_t)storage;
}

iree_status_t iree_status_allocate_f(iree_status_code_t code, const char* file,
                                     uint32_t line, const char* format, ...) {
  va_list args;
  va_start(args, format);
  iree_status_t status = iree_status_allocate_vf(code, file, line, format, args);
  va_end(args);
  return status;
}

iree_status_t iree_status_annotate_f(iree_status_t base_status,
                                     const char* format, ...) {
  if (iree_status_is_ok(base_status) || format[0] == '\0') return base_status;
  va_list args;
  va_start(args, format);
  iree_status_t status = base_status;
  if (!iree_status_has_storage(status)) {
    // A code-only status grows storage the first time it is annotated.
    status = iree_status_allocate_vf(iree_status_code(base_status), NULL, 0,
                                     format, args);
  } else {
    iree_status_storage_t* storage = (iree_status_storage_t*)status;
    iree_status_message_t* message = iree_status_message_allocate(format, args);
    if (message) {
      if (storage->last_message) {
        storage->last_message->next = message;
      } else {
        storage->first_message = message;
      }
      storage->last_message = message;
    }
  }
  va_end(args);
  return status;
}

void iree_status_free(iree_status_t status) {
  if (!iree_status_has_storage(status)) return;
  iree_status_storage_t* storage = (iree_status_storage_t*)status;
  iree_status_message_t* message = storage->first_message;
  while (message) {
    iree_status_message_t* next = message->next;
    free(message);
    message = next;
  }
  free(storage);
}

iree_status_t iree_status_ignore(iree_status_t status) {
  iree_status_free(status);
  return iree_ok_status();
}

iree_status_code_t iree_status_consume_code(iree_status_t status) {
  iree_status_code_t code = iree_status_code(status);
  iree_status_free(status);
  return code;
}

// Appends |text| to the output window, tracking the full length even past the
// capacity so that callers can size a second attempt.
typedef struct iree_status_writer_t {
  char* buffer;
  iree_host_size_t capacity;
  iree_host_size_t length;
} iree_status_writer_t;

static void iree_status_writer_append(iree_status_writer_t* writer,
                                      const char* text,
                                      iree_host_size_t text_length) {
  if (writer->length + 1 < writer->capacity) {
    iree_host_size_t room = writer->capacity - 1 - writer->length;
    iree_host_size_t copy = text_length < room ? text_length : room;
    memcpy(writer->buffer + writer->length, text, copy);
  }
  writer->length += text_length;
}

iree_host_size_t iree_status_format(iree_status_t status,
                                    iree_host_size_t buffer_capacity,
                                    char* buffer) {
  iree_status_writer_t writer = {buffer, buffer_capacity, 0};
  const char* code_string = iree_status_code_string(iree_status_code(status));
  iree_status_writer_append(&writer, code_string, strlen(code_string));
  if (iree_status_has_storage(status)) {
    const iree_status_storage_t* storage =
        (const iree_status_storage_t*)status;
    if (storage->file) {
      char location[256];
      int location_length = snprintf(location, sizeof(location), "; %s:%u",
                                     storage->file, storage->line);
      if (location_length > 0) {
        iree_host_size_t length = (iree_host_size_t)location_length;
        if (length >= sizeof(location)) length = sizeof(location) - 1;
        iree_status_writer_append(&writer, location, length);
      }
    }
    const char* separator = storage->file ? ": " : "; ";
    for (const iree_status_message_t* message = storage->first_message;
         message; message = message->next) {
      iree_status_writer_append(&writer, separator, 2);
      iree_status_writer_append(&writer, message->text, message->length);
      separator = "; ";
    }
  }
  if (buffer_capacity > 0) {
    iree_host_size_t end =
        writer.length < buffer_capacity ? writer.length : buffer_capacity - 1;
    buffer[end] = '\0';
  }
  return writer.length;
}

// Writes |text|, control characters (other than newlines and tabs) as
// \xNN: a message quoting a file's bytes must not drive the terminal.
static void iree_status_fputs_escaped(FILE* file, const char* text) {
  for (const unsigned char* c = (const unsigned char*)text; *c; ++c) {
    if ((*c < 0x20 && *c != '\n' && *c != '\t') || *c == 0x7f) {
      fprintf(file, "\\x%02x", *c);
    } else {
      fputc(*c, file);
    }
  }
}

void iree_status_fprint(FILE* file, iree_status_t status) {
  char stack_buffer[1024];
  iree_host_size_t length =
      iree_status_format(status, sizeof(stack_buffer), stack_buffer);
  if (length < sizeof(stack_buffer)) {
    iree_status_fputs_escaped(file, stack_buffer);
    fputc('\n', file);
    return;
  }
  char* heap_buffer = (char*)malloc(length + 1);
  if (!heap_buffer) {
    // The message cut short, marked as such.
    stack_buffer[sizeof(stack_buffer) - 4] = '\0';
    iree_status_fputs_escaped(file, stack_buffer);
    fputs("...\n", file);
    return;
  }
  iree_status_format(status, length + 1, heap_buffer);
  iree_status_fputs_escaped(file, heap_buffer);
  fputc('\n', file);
  free(heap_buffer);
}

void iree_status_abort(iree_status_t status) {
  iree_status_fprint(stderr, status);
  iree_status_free(status);
  abort();
}
