#include "iree/base/tracing.h"

#include <string.h>
#include <time.h>

// Track ids of complete events start here, above any thread's id.
#define IREE_TRACING_FIRST_TRACK_ID 1000000u

typedef struct iree_tracing_event_t {
  // 'X' (an event with a duration) or 'i' (an instant), as the trace-event
  // format spells them.
  char phase;
  const char* category;
  // Owned copies; |args| may be NULL.
  char* name;
  char* args;
  uint32_t tid;
  int64_t start_ns;
  int64_t duration_ns;
} iree_tracing_event_t;

typedef struct iree_tracing_track_t {
  char* name;
  uint32_t id;
} iree_tracing_track_t;

// The process-wide trace. |enabled| is read without the lock; everything
// else is guarded by |lock| (a spin lock: events are appended in a few
// instructions).
static struct {
  int32_t enabled;
  int32_t lock;
  iree_tracing_mode_t mode;
  FILE* execution_stream;
  iree_allocator_t host_allocator;
  int64_t origin_ns;
  iree_host_size_t event_count;
  iree_host_size_t event_capacity;
  iree_tracing_event_t* events;
  iree_host_size_t track_count;
  iree_tracing_track_t tracks[64];
  uint32_t next_tid;
  // Counts starts, so thread ids from an earlier trace are not reused.
  uint32_t generation;
} iree_tracing_state;

// This thread's id in the trace (assigned on its first event) and the calls
// open on it, which indent printed calls.
static __thread uint32_t iree_tracing_thread_id;
static __thread uint32_t iree_tracing_thread_generation;
static __thread int iree_tracing_thread_depth;

static void iree_tracing_lock(void) {
  while (__atomic_exchange_n(&iree_tracing_state.lock, 1, __ATOMIC_ACQUIRE)) {
    while (__atomic_load_n(&iree_tracing_state.lock, __ATOMIC_RELAXED)) {
    }
  }
}

static void iree_tracing_unlock(void) {
  __atomic_store_n(&iree_tracing_state.lock, 0, __ATOMIC_RELEASE);
}

int64_t iree_tracing_now_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000000000ll + now.tv_nsec;
}

bool iree_tracing_enabled(void) {
  return __atomic_load_n(&iree_tracing_state.enabled, __ATOMIC_ACQUIRE) != 0;
}

iree_status_t iree_tracing_start(iree_tracing_mode_t mode,
                                 FILE* execution_stream,
                                 iree_allocator_t host_allocator) {
  iree_tracing_lock();
  if (iree_tracing_enabled()) {
    iree_tracing_unlock();
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "tracing is already on");
  }
  iree_tracing_state.mode = mode;
  iree_tracing_state.execution_stream = execution_stream;
  iree_tracing_state.host_allocator = host_allocator;
  iree_tracing_state.origin_ns = iree_tracing_now_ns();
  iree_tracing_state.next_tid = 1;
  ++iree_tracing_state.generation;
  __atomic_store_n(&iree_tracing_state.enabled, 1, __ATOMIC_RELEASE);
  iree_tracing_unlock();
  return iree_ok_status();
}

void iree_tracing_stop(void) {
  iree_tracing_lock();
  __atomic_store_n(&iree_tracing_state.enabled, 0, __ATOMIC_RELEASE);
  iree_allocator_t allocator = iree_tracing_state.host_allocator;
  for (iree_host_size_t i = 0; i < iree_tracing_state.event_count; ++i) {
    iree_allocator_free(allocator, iree_tracing_state.events[i].name);
    iree_allocator_free(allocator, iree_tracing_state.events[i].args);
  }
  iree_allocator_free(allocator, iree_tracing_state.events);
  for (iree_host_size_t i = 0; i < iree_tracing_state.track_count; ++i) {
    iree_allocator_free(allocator, iree_tracing_state.tracks[i].name);
  }
  iree_tracing_state.events = NULL;
  iree_tracing_state.event_count = 0;
  iree_tracing_state.event_capacity = 0;
  iree_tracing_state.track_count = 0;
  iree_tracing_unlock();
}

// A NUL-terminated copy of |text| from the trace's allocator (NULL when the
// allocation fails: the event is then dropped).
static char* iree_tracing_copy(iree_string_view_t text) {
  char* copy = NULL;
  if (!iree_status_is_ok(iree_allocator_malloc_uninitialized(
          iree_tracing_state.host_allocator, text.size + 1, (void**)&copy))) {
    return NULL;
  }
  memcpy(copy, text.data, text.size);
  copy[text.size] = 0;
  return copy;
}

static uint32_t iree_tracing_current_tid_locked(void) {
  if (iree_tracing_thread_generation != iree_tracing_state.generation) {
    iree_tracing_thread_id = iree_tracing_state.next_tid++;
    iree_tracing_thread_generation = iree_tracing_state.generation;
  }
  return iree_tracing_thread_id;
}

static uint32_t iree_tracing_track_id_locked(const char* track) {
  for (iree_host_size_t i = 0; i < iree_tracing_state.track_count; ++i) {
    if (strcmp(iree_tracing_state.tracks[i].name, track) == 0) {
      return iree_tracing_state.tracks[i].id;
    }
  }
  uint32_t id =
      IREE_TRACING_FIRST_TRACK_ID + (uint32_t)iree_tracing_state.track_count;
  if (iree_tracing_state.track_count < IREE_ARRAYSIZE(iree_tracing_state.tracks)) {
    char* name = iree_tracing_copy(iree_make_cstring_view(track));
    if (name) {
      iree_tracing_state.tracks[iree_tracing_state.track_count].name = name;
      iree_tracing_state.tracks[iree_tracing_state.track_count++].id = id;
      return id;
    }
  }
  return IREE_TRACING_FIRST_TRACK_ID - 1;  // the overflow track
}

// Appends an event (taking |name| and |args|); the track or this thread.
static void iree_tracing_append(char phase, const char* category, char* name,
                                char* args, const char* track,
                                int64_t start_ns, int64_t duration_ns) {
  iree_allocator_t allocator = iree_tracing_state.host_allocator;
  if (!name) {
    iree_allocator_free(allocator, args);
    return;
  }
  iree_tracing_lock();
  // Tracing may have stopped since the caller looked.
  if (!iree_tracing_enabled()) {
    iree_tracing_unlock();
    iree_allocator_free(allocator, name);
    iree_allocator_free(allocator, args);
    return;
  }
  if (iree_tracing_state.event_count == iree_tracing_state.event_capacity) {
    iree_host_size_t capacity =
        iree_tracing_state.event_capacity ? 2 * iree_tracing_state.event_capacity
                                          : 1024;
    void* events = iree_tracing_state.events;
    if (!iree_status_is_ok(iree_allocator_realloc(
            allocator, capacity * sizeof(iree_tracing_event_t), &events))) {
      iree_tracing_unlock();
      iree_allocator_free(allocator, name);
      iree_allocator_free(allocator, args);
      return;
    }
    iree_tracing_state.events = (iree_tracing_event_t*)events;
    iree_tracing_state.event_capacity = capacity;
  }
  iree_tracing_event_t* event =
      &iree_tracing_state.events[iree_tracing_state.event_count++];
  event->phase = phase;
  event->category = category;
  event->name = name;
  event->args = args;
  event->tid = track ? iree_tracing_track_id_locked(track)
                     : iree_tracing_current_tid_locked();
  event->start_ns = start_ns;
  event->duration_ns = duration_ns;
  iree_tracing_unlock();
}

// Records an event with copies of |name| and |args_json| (NULL or empty:
// none) when tracing records.
static void iree_tracing_record(char phase, const char* category,
                                iree_string_view_t name, const char* args_json,
                                const char* track, int64_t start_ns,
                                int64_t duration_ns) {
  if (!iree_tracing_enabled() ||
      !(iree_tracing_state.mode & IREE_TRACING_MODE_RECORD)) {
    return;
  }
  char* args = args_json && args_json[0]
                   ? iree_tracing_copy(iree_make_cstring_view(args_json))
                   : NULL;
  iree_tracing_append(phase, category, iree_tracing_copy(name), args, track,
                      start_ns, duration_ns);
}

bool iree_tracing_prints_instructions(void) {
  return iree_tracing_enabled() &&
         (iree_tracing_state.mode & IREE_TRACING_MODE_PRINT_INSTRUCTIONS);
}

void iree_tracing_print_instruction(iree_string_view_t function,
                                    uint32_t offset, const char* op_name) {
  fprintf(iree_tracing_state.execution_stream, "[trace] %*s%.*s+%08x %s\n",
          2 * iree_tracing_thread_depth, "", (int)function.size,
          function.data, offset, op_name);
}

int64_t iree_tracing_call_begin(const char* category, iree_string_view_t name) {
  if (!iree_tracing_enabled()) return 0;
  if ((iree_tracing_state.mode & IREE_TRACING_MODE_PRINT_CALLS) &&
      strcmp(category, "vm") == 0) {
    fprintf(iree_tracing_state.execution_stream, "[trace] %*s%.*s\n",
            2 * iree_tracing_thread_depth, "", (int)name.size, name.data);
  }
  ++iree_tracing_thread_depth;
  return iree_tracing_now_ns();
}

void iree_tracing_call_end(const char* category, iree_string_view_t name,
                           int64_t start_ns, const char* args_json) {
  if (!start_ns || !iree_tracing_enabled()) return;
  if (iree_tracing_thread_depth > 0) --iree_tracing_thread_depth;
  iree_tracing_record('X', category, name, args_json, NULL, start_ns,
                      iree_tracing_now_ns() - start_ns);
}

void iree_tracing_complete(const char* category, iree_string_view_t name,
                           const char* track, int64_t start_ns,
                           int64_t duration_ns, const char* args_json) {
  iree_tracing_record('X', category, name, args_json, track, start_ns,
                      duration_ns);
}

void iree_tracing_instant(const char* category, iree_string_view_t name,
                          const char* args_json) {
  iree_tracing_record('i', category, name, args_json, NULL,
                      iree_tracing_now_ns(), 0);
}

// Writes |text| as the body of a JSON string.
static void iree_tracing_write_escaped(FILE* file, const char* text) {
  for (const char* c = text; *c; ++c) {
    if (*c == '"' || *c == '\\') {
      fputc('\\', file);
      fputc(*c, file);
    } else if ((unsigned char)*c < 0x20) {
      fprintf(file, "\\u%04x", (unsigned char)*c);
    } else {
      fputc(*c, file);
    }
  }
}

iree_status_t iree_tracing_write_json(const char* path) {
  FILE* file = fopen(path, "w");
  if (!file) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "cannot open trace file '%s' for writing", path);
  }
  iree_tracing_lock();
  fputs("{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n", file);
  fputs("{\"ph\": \"M\", \"pid\": 1, \"name\": \"process_name\", "
        "\"args\": {\"name\": \"iree runtime\"}}",
        file);
  for (iree_host_size_t i = 0; i < iree_tracing_state.track_count; ++i) {
    fprintf(file,
            ",\n{\"ph\": \"M\", \"pid\": 1, \"tid\": %u, \"name\": "
            "\"thread_name\", \"args\": {\"name\": \"",
            iree_tracing_state.tracks[i].id);
    iree_tracing_write_escaped(file, iree_tracing_state.tracks[i].name);
    fputs("\"}}", file);
  }
  for (iree_host_size_t i = 0; i < iree_tracing_state.event_count; ++i) {
    const iree_tracing_event_t* event = &iree_tracing_state.events[i];
    fprintf(file, ",\n{\"ph\": \"%c\", \"pid\": 1, \"tid\": %u, \"cat\": \"%s\", "
            "\"ts\": %.3f, \"name\": \"",
            event->phase, event->tid, event->category,
            (event->start_ns - iree_tracing_state.origin_ns) / 1000.0);
    iree_tracing_write_escaped(file, event->name);
    fputc('"', file);
    if (event->phase == 'X') {
      fprintf(file, ", \"dur\": %.3f", event->duration_ns / 1000.0);
    } else if (event->phase == 'i') {
      fputs(", \"s\": \"t\"", file);
    }
    if (event->args) fprintf(file, ", \"args\": {%s}", event->args);
    fputc('}', file);
  }
  fputs("\n]}\n", file);
  iree_tracing_unlock();
  bool failed = ferror(file) != 0;
  if (fclose(file) != 0 || failed) {
    return iree_make_status(IREE_STATUS_DATA_LOSS,
                            "writing trace file '%s' failed", path);
  }
  return iree_ok_status();
}
