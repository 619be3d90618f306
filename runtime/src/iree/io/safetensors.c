// safetensors: an 8-byte little-endian header length N, N bytes of JSON
// ({"key": {"dtype": "F32", "shape": [2, 3], "data_offsets": [begin, end]},
// ..., "__metadata__": {...}}), then the data, which the offsets index.
// Only what locating the parameters needs is interpreted; the JSON is
// checked for well-formedness as it is walked.
#include <string.h>

#include "iree/io/formats.h"

// Headers above this are refused (the format's own reference limit).
#define IREE_IO_SAFETENSORS_MAX_HEADER (100u * 1024u * 1024u)

typedef struct iree_io_json_t {
  const char* position;
  const char* end;
  const char* path;
  iree_allocator_t host_allocator;
  // Decoded key storage (keys with escapes).
  char* scratch;
  iree_host_size_t scratch_capacity;
} iree_io_json_t;

static iree_status_t iree_io_json_error(iree_io_json_t* json,
                                        const char* what) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "safetensors file '%s' has a malformed header: %s",
                          json->path, what);
}

static void iree_io_json_skip_space(iree_io_json_t* json) {
  while (json->position < json->end &&
         (*json->position == ' ' || *json->position == '\t' ||
          *json->position == '\n' || *json->position == '\r')) {
    ++json->position;
  }
}

// Consumes |c| (after whitespace) or fails.
static iree_status_t iree_io_json_expect(iree_io_json_t* json, char c) {
  iree_io_json_skip_space(json);
  if (json->position == json->end || *json->position != c) {
    char what[32];
    snprintf(what, sizeof(what), "expected '%c'", c);
    return iree_io_json_error(json, what);
  }
  ++json->position;
  return iree_ok_status();
}

static bool iree_io_json_peek(iree_io_json_t* json, char c) {
  iree_io_json_skip_space(json);
  return json->position < json->end && *json->position == c;
}

static iree_status_t iree_io_json_reserve(iree_io_json_t* json,
                                          iree_host_size_t capacity) {
  if (capacity <= json->scratch_capacity) return iree_ok_status();
  IREE_RETURN_IF_ERROR(iree_allocator_realloc(json->host_allocator, capacity,
                                              (void**)&json->scratch));
  json->scratch_capacity = capacity;
  return iree_ok_status();
}

static void iree_io_utf8_append(char* out, iree_host_size_t* length,
                                uint32_t code) {
  if (code < 0x80) {
    out[(*length)++] = (char)code;
  } else if (code < 0x800) {
    out[(*length)++] = (char)(0xC0 | (code >> 6));
    out[(*length)++] = (char)(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out[(*length)++] = (char)(0xE0 | (code >> 12));
    out[(*length)++] = (char)(0x80 | ((code >> 6) & 0x3F));
    out[(*length)++] = (char)(0x80 | (code & 0x3F));
  } else {
    out[(*length)++] = (char)(0xF0 | (code >> 18));
    out[(*length)++] = (char)(0x80 | ((code >> 12) & 0x3F));
    out[(*length)++] = (char)(0x80 | ((code >> 6) & 0x3F));
    out[(*length)++] = (char)(0x80 | (code & 0x3F));
  }
}

static bool iree_io_json_hex4(const char* p, uint32_t* out_value) {
  uint32_t value = 0;
  for (int i = 0; i < 4; ++i) {
    char c = p[i];
    uint32_t digit = c >= '0' && c <= '9'   ? (uint32_t)(c - '0')
                     : c >= 'a' && c <= 'f' ? (uint32_t)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (uint32_t)(c - 'A' + 10)
                                            : 16u;
    if (digit == 16u) return false;
    value = value << 4 | digit;
  }
  *out_value = value;
  return true;
}

// Parses a string; |out_value| points into the header or, when it has
// escapes, into the scratch storage (valid until the next string).
static iree_status_t iree_io_json_string(iree_io_json_t* json,
                                         iree_string_view_t* out_value) {
  IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '"'));
  const char* start = json->position;
  bool escaped = false;
  while (json->position < json->end && *json->position != '"') {
    if ((unsigned char)*json->position < 0x20) {
      return iree_io_json_error(json, "control character in a string");
    }
    if (*json->position == '\\') {
      escaped = true;
      if (++json->position == json->end) break;
    }
    ++json->position;
  }
  if (json->position == json->end) {
    return iree_io_json_error(json, "unterminated string");
  }
  const char* stop = json->position++;
  if (!escaped) {
    *out_value = iree_make_string_view(start, (iree_host_size_t)(stop - start));
    return iree_ok_status();
  }
  // Decoding never lengthens: \uXXXX (6 bytes) is at most 4 UTF-8 bytes.
  IREE_RETURN_IF_ERROR(
      iree_io_json_reserve(json, (iree_host_size_t)(stop - start) + 1));
  iree_host_size_t length = 0;
  for (const char* p = start; p < stop; ++p) {
    if (*p != '\\') {
      json->scratch[length++] = *p;
      continue;
    }
    char c = *++p;
    const char* simple = strchr("\"\\/bfnrt", c);
    if (c && simple) {
      static const char kDecoded[] = "\"\\/\b\f\n\r\t";
      json->scratch[length++] = kDecoded[simple - "\"\\/bfnrt"];
      continue;
    }
    uint32_t code = 0;
    if (c != 'u' || stop - p < 5 || !iree_io_json_hex4(p + 1, &code)) {
      return iree_io_json_error(json, "bad escape in a string");
    }
    p += 4;
    // A surrogate pair is two escapes.
    uint32_t low = 0;
    if (code >= 0xD800 && code < 0xDC00 && stop - p >= 7 && p[1] == '\\' &&
        p[2] == 'u' && iree_io_json_hex4(p + 3, &low) && low >= 0xDC00 &&
        low < 0xE000) {
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
      p += 6;
    }
    iree_io_utf8_append(json->scratch, &length, code);
  }
  *out_value = iree_make_string_view(json->scratch, length);
  return iree_ok_status();
}

// Parses a non-negative integer that fits in 64 bits.
static iree_status_t iree_io_json_u64(iree_io_json_t* json,
                                      uint64_t* out_value) {
  iree_io_json_skip_space(json);
  uint64_t value = 0;
  const char* start = json->position;
  while (json->position < json->end && *json->position >= '0' &&
         *json->position <= '9') {
    uint64_t digit = (uint64_t)(*json->position++ - '0');
    if (value > (UINT64_MAX - digit) / 10) {
      return iree_io_json_error(json, "offset out of range");
    }
    value = value * 10 + digit;
  }
  if (json->position == start) {
    return iree_io_json_error(json, "expected a non-negative integer");
  }
  *out_value = value;
  return iree_ok_status();
}

// Skips any value, at most |depth| levels deep.
static iree_status_t iree_io_json_skip(iree_io_json_t* json, int depth) {
  if (depth == 0) return iree_io_json_error(json, "nested too deeply");
  iree_io_json_skip_space(json);
  if (json->position == json->end) {
    return iree_io_json_error(json, "unexpected end");
  }
  char c = *json->position;
  if (c == '"') {
    iree_string_view_t ignored;
    return iree_io_json_string(json, &ignored);
  }
  if (c == '{' || c == '[') {
    char close = c == '{' ? '}' : ']';
    ++json->position;
    if (iree_io_json_peek(json, close)) {
      ++json->position;
      return iree_ok_status();
    }
    do {
      if (c == '{') {
        iree_string_view_t ignored;
        IREE_RETURN_IF_ERROR(iree_io_json_string(json, &ignored));
        IREE_RETURN_IF_ERROR(iree_io_json_expect(json, ':'));
      }
      IREE_RETURN_IF_ERROR(iree_io_json_skip(json, depth - 1));
    } while (iree_io_json_peek(json, ',') && ++json->position);
    return iree_io_json_expect(json, close);
  }
  // A number or a literal: the characters they are made of.
  const char* start = json->position;
  while (json->position < json->end && *json->position &&
         strchr("+-.0123456789eEtruefalsn", *json->position)) {
    ++json->position;
  }
  if (json->position == start) return iree_io_json_error(json, "bad value");
  return iree_ok_status();
}

// Parses one tensor's object, keeping its data_offsets.
static iree_status_t iree_io_json_tensor(iree_io_json_t* json,
                                         uint64_t* out_begin,
                                         uint64_t* out_end) {
  bool found = false;
  IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '{'));
  if (!iree_io_json_peek(json, '}')) {
    do {
      iree_string_view_t field;
      IREE_RETURN_IF_ERROR(iree_io_json_string(json, &field));
      bool is_offsets =
          iree_string_view_equal(field, iree_make_cstring_view("data_offsets"));
      IREE_RETURN_IF_ERROR(iree_io_json_expect(json, ':'));
      if (!is_offsets) {
        IREE_RETURN_IF_ERROR(iree_io_json_skip(json, 8));
        continue;
      }
      IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '['));
      IREE_RETURN_IF_ERROR(iree_io_json_u64(json, out_begin));
      IREE_RETURN_IF_ERROR(iree_io_json_expect(json, ','));
      IREE_RETURN_IF_ERROR(iree_io_json_u64(json, out_end));
      IREE_RETURN_IF_ERROR(iree_io_json_expect(json, ']'));
      found = true;
    } while (iree_io_json_peek(json, ',') && ++json->position);
  }
  IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '}'));
  if (!found) return iree_io_json_error(json, "a tensor has no data_offsets");
  return iree_ok_status();
}

bool iree_io_is_safetensors(iree_const_byte_span_t contents) {
  if (contents.data_length < 9) return false;
  // The JSON header starts right after the length.
  iree_host_size_t i = 8;
  while (i < contents.data_length &&
         (contents.data[i] == ' ' || contents.data[i] == '\n')) {
    ++i;
  }
  return i < contents.data_length && contents.data[i] == '{';
}

static iree_status_t iree_io_parse_safetensors_header(
    iree_io_json_t* json, iree_host_size_t data_start,
    iree_host_size_t data_length, iree_io_parameter_sink_t sink) {
  IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '{'));
  if (!iree_io_json_peek(json, '}')) {
    do {
      iree_string_view_t key;
      IREE_RETURN_IF_ERROR(iree_io_json_string(json, &key));
      IREE_RETURN_IF_ERROR(iree_io_json_expect(json, ':'));
      if (iree_string_view_equal(key, iree_make_cstring_view("__metadata__"))) {
        IREE_RETURN_IF_ERROR(iree_io_json_skip(json, 8));
        continue;
      }
      // The key may live in the scratch the tensor's own strings reuse.
      char key_copy[256];
      char* key_storage = key_copy;
      iree_status_t status = iree_ok_status();
      if (key.size > sizeof(key_copy)) {
        status = iree_allocator_malloc(json->host_allocator, key.size,
                                       (void**)&key_storage);
      }
      if (iree_status_is_ok(status)) {
        memcpy(key_storage, key.data, key.size);
        key.data = key_storage;
        uint64_t begin = 0, end = 0;
        status = iree_io_json_tensor(json, &begin, &end);
        if (iree_status_is_ok(status) && (begin > end || end > data_length)) {
          status = iree_make_status(
              IREE_STATUS_INVALID_ARGUMENT,
              "safetensors file '%s': tensor '%.*s' has data_offsets "
              "[%llu, %llu] outside its %zu bytes of data",
              json->path, (int)key.size, key.data, (unsigned long long)begin,
              (unsigned long long)end, (size_t)data_length);
        }
        if (iree_status_is_ok(status)) {
          status = sink.add(sink.user_data, key,
                            data_start + (iree_host_size_t)begin,
                            (iree_host_size_t)(end - begin));
        }
      }
      if (key_storage != key_copy) {
        iree_allocator_free(json->host_allocator, key_storage);
      }
      IREE_RETURN_IF_ERROR(status);
    } while (iree_io_json_peek(json, ',') && ++json->position);
  }
  IREE_RETURN_IF_ERROR(iree_io_json_expect(json, '}'));
  iree_io_json_skip_space(json);
  // The header may be padded with spaces; anything else is wrong.
  if (json->position != json->end) {
    return iree_io_json_error(json, "text after the header object");
  }
  return iree_ok_status();
}

iree_status_t iree_io_parse_safetensors(iree_io_file_mapping_t* file,
                                        iree_allocator_t host_allocator,
                                        iree_io_parameter_sink_t sink) {
  const char* path = iree_io_file_mapping_path(file);
  iree_const_byte_span_t contents = iree_io_file_mapping_contents(file);
  uint64_t header_length = 0;
  for (int i = 7; i >= 0; --i) {
    header_length = header_length << 8 | contents.data[i];
  }
  if (header_length > IREE_IO_SAFETENSORS_MAX_HEADER ||
      header_length > contents.data_length - 8) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "safetensors file '%s' is truncated or corrupt: "
                            "its header length %llu exceeds the file",
                            path, (unsigned long long)header_length);
  }
  iree_host_size_t data_start = 8 + (iree_host_size_t)header_length;
  iree_io_json_t json = {
      .position = (const char*)contents.data + 8,
      .end = (const char*)contents.data + data_start,
      .path = path,
      .host_allocator = host_allocator,
  };
  iree_status_t status = iree_io_parse_safetensors_header(
      &json, data_start, contents.data_length - data_start, sink);
  iree_allocator_free(host_allocator, json.scratch);
  return status;
}
