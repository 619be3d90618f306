// Serving many requests of one model on one host thread: each request is a
// coroutine (iree_runtime_session_call_begin) of @mlp, whose synchronous
// form queues the model's work through its asynchronous form (@mlp$async)
// and then waits for the signal fence. Instead of blocking there, the
// coroutine yields; this thread starts every request, then resumes each one
// whose fence is reached and checks its result against a reference computed
// here, sleeping on a fence only when no request can move.
//
//   serve-concurrent-requests <mlp.vmfb> [device URI, default local-task]
//                             [--steady-state=<calls>]
//
// With --steady-state it instead makes one call and then <calls> more with
// the same arguments, and checks that those allocate nothing from the host
// or device allocators (the instance's cache and the device's transient pool
// reuse what the first call made).
//
// With --threads=<n> it instead calls @mlp from n threads at once, each
// making 200 synchronous calls with its own input, on one shared session,
// or with --threads=<n> --sessions on a session per thread (created by the
// threads themselves); every result is checked. CTest runs it under
// ThreadSanitizer too.
//
// Prints one summary line; exits 1 if a result is wrong or a call fails.
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "iree/runtime/api.h"

#define REQUEST_COUNT 16
#define IN 64
#define HIDDEN 128
#define OUT 10

// The weights every request shares, and each request's input.
typedef struct serve_model_t {
  float w1[IN * HIDDEN], b1[HIDDEN], w2[HIDDEN * OUT], b2[OUT];
} serve_model_t;

typedef struct serve_request_t {
  float x[IN];
  iree_vm_invocation_t* invocation;
} serve_request_t;

// A small deterministic pseudo-random value in [-0.5, 0.5).
static float serve_value(uint32_t* state) {
  *state = *state * 1664525u + 1013904223u;
  return (float)(*state >> 8) / (float)(1u << 24) - 0.5f;
}

static void serve_fill(float* values, int count, uint32_t* state) {
  for (int i = 0; i < count; ++i) values[i] = serve_value(state);
}

// relu(x @ w1 + b1) @ w2 + b2 on the host.
static void serve_reference(const serve_model_t* model, const float* x,
                            float* y) {
  float hidden[HIDDEN];
  for (int j = 0; j < HIDDEN; ++j) {
    float sum = model->b1[j];
    for (int k = 0; k < IN; ++k) sum += x[k] * model->w1[k * HIDDEN + j];
    hidden[j] = sum > 0.0f ? sum : 0.0f;
  }
  for (int j = 0; j < OUT; ++j) {
    float sum = model->b2[j];
    for (int k = 0; k < HIDDEN; ++k) sum += hidden[k] * model->w2[k * OUT + j];
    y[j] = sum;
  }
}

// Appends a tensor of |shape| holding |values| to |list|.
static iree_status_t serve_push_tensor(iree_runtime_session_t* session,
                                       iree_vm_list_t* list,
                                       iree_host_size_t rank,
                                       const iree_hal_dim_t* shape,
                                       const float* values) {
  iree_host_size_t count = 1;
  for (iree_host_size_t i = 0; i < rank; ++i) count *= shape[i];
  iree_hal_buffer_params_t params = {0};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_view_allocate_buffer_copy(
      iree_runtime_session_device(session),
      iree_runtime_session_device_allocator(session), rank, shape,
      IREE_HAL_ELEMENT_TYPE_FLOAT_32, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
      params,
      iree_make_const_byte_span(values, count * sizeof(float)), &view));
  iree_vm_ref_t ref = iree_hal_buffer_view_move_ref(view);
  iree_status_t status = iree_vm_list_push_ref_move(list, &ref);
  iree_vm_ref_release(&ref);
  return status;
}

// A new list of @mlp's arguments: input |x| and |model|'s weights.
static iree_status_t serve_make_inputs(iree_runtime_session_t* session,
                                       const serve_model_t* model,
                                       const float* x,
                                       iree_vm_list_t** out_inputs) {
  *out_inputs = NULL;
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(
      iree_vm_list_create(iree_vm_make_variant_type_def(), 5,
                          iree_runtime_session_host_allocator(session),
                          &inputs));
  const iree_hal_dim_t x_shape[2] = {1, IN}, w1_shape[2] = {IN, HIDDEN},
                       b1_shape[1] = {HIDDEN}, w2_shape[2] = {HIDDEN, OUT},
                       b2_shape[1] = {OUT};
  iree_status_t status = serve_push_tensor(session, inputs, 2, x_shape, x);
  if (iree_status_is_ok(status)) {
    status = serve_push_tensor(session, inputs, 2, w1_shape, model->w1);
  }
  if (iree_status_is_ok(status)) {
    status = serve_push_tensor(session, inputs, 1, b1_shape, model->b1);
  }
  if (iree_status_is_ok(status)) {
    status = serve_push_tensor(session, inputs, 2, w2_shape, model->w2);
  }
  if (iree_status_is_ok(status)) {
    status = serve_push_tensor(session, inputs, 1, b2_shape, model->b2);
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_list_release(inputs);
    return status;
  }
  *out_inputs = inputs;
  return iree_ok_status();
}

// Starts |request| as a coroutine of |function|.
static iree_status_t serve_begin(iree_runtime_session_t* session,
                                 const iree_vm_function_t* function,
                                 const serve_model_t* model,
                                 serve_request_t* request) {
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(serve_make_inputs(session, model, request->x, &inputs));
  iree_status_t status = iree_runtime_session_call_begin(
      session, function, inputs, &request->invocation);
  iree_vm_list_release(inputs);
  return status;
}

// Compares the buffer view at the front of |outputs| with the reference for
// input |x|; sets |*out_correct|.
static iree_status_t serve_check_outputs(const serve_model_t* model,
                                         const float* x, iree_vm_list_t* outputs,
                                         bool* out_correct) {
  *out_correct = false;
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_status_t status = iree_vm_list_get_ref_retain(outputs, 0, &ref);
  iree_hal_buffer_view_t* view = iree_hal_buffer_view_deref(&ref);
  if (iree_status_is_ok(status) && !view) {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "@mlp returned no buffer view");
  }
  float y[OUT] = {0};
  if (iree_status_is_ok(status)) {
    status = iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(view), 0, y,
                                      sizeof(y));
  }
  iree_vm_ref_release(&ref);
  IREE_RETURN_IF_ERROR(status);
  float expected[OUT];
  serve_reference(model, x, expected);
  *out_correct = true;
  for (int j = 0; j < OUT; ++j) {
    if (fabsf(y[j] - expected[j]) > 1e-4f * (1.0f + fabsf(expected[j]))) {
      fprintf(stderr, "result element %d is %g, expected %g\n", j, y[j],
              expected[j]);
      *out_correct = false;
    }
  }
  return iree_ok_status();
}

// Takes the finished |request|'s result and compares it with the reference;
// sets |*out_correct|.
static iree_status_t serve_check(iree_runtime_session_t* session,
                                 const serve_model_t* model,
                                 serve_request_t* request, bool* out_correct) {
  *out_correct = false;
  iree_vm_list_t* outputs = NULL;
  IREE_RETURN_IF_ERROR(
      iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                          iree_runtime_session_host_allocator(session),
                          &outputs));
  iree_status_t status =
      iree_vm_invocation_take_results(request->invocation, outputs);
  if (iree_status_is_ok(status)) {
    status = serve_check_outputs(model, request->x, outputs, out_correct);
  }
  iree_vm_list_release(outputs);
  return status;
}

static void serve_fill_model(serve_model_t* model, uint32_t* seed) {
  serve_fill(model->w1, IN * HIDDEN, seed);
  serve_fill(model->b1, HIDDEN, seed);
  serve_fill(model->w2, HIDDEN * OUT, seed);
  serve_fill(model->b2, OUT, seed);
}

// Calls @mlp once, then |call_count| more times with the same argument list
// and output list, checking every result, and counts what those calls
// allocated from |counting| (under the instance's cache) and from the
// device allocator: a server in steady state should allocate nothing.
static iree_status_t serve_steady_state(iree_runtime_session_t* session,
                                        serve_model_t* model,
                                        const iree_allocator_counting_t* counting,
                                        int call_count) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_runtime_session_lookup_function(
      session, iree_make_cstring_view("module.mlp"), &function));
  uint32_t seed = 11;
  serve_fill_model(model, &seed);
  float x[IN];
  serve_fill(x, IN, &seed);
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(serve_make_inputs(session, model, x, &inputs));
  iree_vm_list_t* outputs = NULL;
  iree_status_t status = iree_vm_list_create(
      iree_vm_make_variant_type_def(), 1,
      iree_runtime_session_host_allocator(session), &outputs);
  iree_hal_allocator_t* device_allocator =
      iree_runtime_session_device_allocator(session);
  uint64_t host_before = 0, device_before = 0;
  int correct = 0;
  for (int i = 0; i <= call_count && iree_status_is_ok(status); ++i) {
    if (i == 1) {
      iree_hal_allocator_statistics_t statistics;
      iree_hal_allocator_query_statistics(device_allocator, &statistics);
      host_before = counting->total_allocation_count;
      device_before = statistics.allocation_count;
    }
    status = iree_runtime_session_call(session, &function, inputs, outputs);
    bool ok = false;
    if (iree_status_is_ok(status)) {
      status = serve_check_outputs(model, x, outputs, &ok);
    }
    if (iree_status_is_ok(status)) {
      status = iree_vm_list_resize(outputs, 0);
    }
    if (i > 0) correct += ok;
  }
  iree_vm_list_release(outputs);
  iree_vm_list_release(inputs);
  IREE_RETURN_IF_ERROR(status);
  iree_hal_allocator_statistics_t statistics;
  iree_hal_allocator_query_statistics(device_allocator, &statistics);
  uint64_t host_allocations = counting->total_allocation_count - host_before;
  uint64_t device_allocations = statistics.allocation_count - device_before;
  printf("%d calls after the first: %llu host allocations, %llu device "
         "allocations, %d results correct\n",
         call_count, (unsigned long long)host_allocations,
         (unsigned long long)device_allocations, correct);
  return correct == call_count && host_allocations == 0 &&
                 device_allocations == 0
             ? iree_ok_status()
             : iree_make_status(IREE_STATUS_DATA_LOSS,
                                "calls in steady state allocated or failed");
}

#define THREAD_CALL_COUNT 200

typedef struct serve_thread_t {
  pthread_t thread;
  // The shared session, or NULL for one of the thread's own made from
  // |device| with |module_path| appended.
  iree_runtime_session_t* session;
  iree_runtime_instance_t* instance;
  iree_hal_device_t* device;
  const char* module_path;
  const serve_model_t* model;
  uint32_t seed;
  int correct;
  iree_status_t status;
} serve_thread_t;

static iree_status_t serve_thread_calls(serve_thread_t* thread,
                                        iree_runtime_session_t* session) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_runtime_session_lookup_function(
      session, iree_make_cstring_view("module.mlp"), &function));
  float x[IN];
  serve_fill(x, IN, &thread->seed);
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(serve_make_inputs(session, thread->model, x, &inputs));
  iree_vm_list_t* outputs = NULL;
  iree_status_t status = iree_vm_list_create(
      iree_vm_make_variant_type_def(), 1,
      iree_runtime_session_host_allocator(session), &outputs);
  for (int i = 0; i < THREAD_CALL_COUNT && iree_status_is_ok(status); ++i) {
    status = iree_runtime_session_call(session, &function, inputs, outputs);
    bool ok = false;
    if (iree_status_is_ok(status)) {
      status = serve_check_outputs(thread->model, x, outputs, &ok);
    }
    if (iree_status_is_ok(status)) status = iree_vm_list_resize(outputs, 0);
    thread->correct += ok;
  }
  iree_vm_list_release(outputs);
  iree_vm_list_release(inputs);
  return status;
}

static void* serve_thread_main(void* arg) {
  serve_thread_t* thread = (serve_thread_t*)arg;
  iree_runtime_session_t* session = thread->session;
  iree_status_t status = iree_ok_status();
  if (!session) {
    iree_runtime_session_options_t options;
    iree_runtime_session_options_initialize(&options);
    status = iree_runtime_session_create_with_device(
        thread->instance, &options, thread->device,
        iree_runtime_instance_host_allocator(thread->instance), &session);
    if (iree_status_is_ok(status)) {
      status = iree_runtime_session_append_bytecode_module_from_file(
          session, thread->module_path);
    }
  }
  if (iree_status_is_ok(status)) status = serve_thread_calls(thread, session);
  if (!thread->session) iree_runtime_session_release(session);
  thread->status = status;
  return NULL;
}

// Calls @mlp from |thread_count| threads at once, on |session| or, when it
// is NULL, on a session per thread.
static iree_status_t serve_threads(iree_runtime_instance_t* instance,
                                   iree_hal_device_t* device,
                                   iree_runtime_session_t* session,
                                   const char* module_path,
                                   serve_model_t* model, int thread_count) {
  uint32_t seed = 13;
  serve_fill_model(model, &seed);
  serve_thread_t threads[64];
  memset(threads, 0, sizeof(threads));
  int started = 0;
  iree_status_t status = iree_ok_status();
  for (; started < thread_count; ++started) {
    serve_thread_t* thread = &threads[started];
    thread->session = session;
    thread->instance = instance;
    thread->device = device;
    thread->module_path = module_path;
    thread->model = model;
    thread->seed = 100 + started;
    if (pthread_create(&thread->thread, NULL, serve_thread_main, thread)) {
      status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                                "cannot start thread %d", started);
      break;
    }
  }
  int correct = 0;
  for (int i = 0; i < started; ++i) {
    pthread_join(threads[i].thread, NULL);
    correct += threads[i].correct;
    if (iree_status_is_ok(status)) {
      status = threads[i].status;
    } else {
      iree_status_ignore(threads[i].status);
    }
  }
  IREE_RETURN_IF_ERROR(status);
  int expected = thread_count * THREAD_CALL_COUNT;
  printf("%d threads x %d calls on %s: %d results correct\n", thread_count,
         THREAD_CALL_COUNT, session ? "one session" : "a session each",
         correct);
  return correct == expected
             ? iree_ok_status()
             : iree_make_status(IREE_STATUS_DATA_LOSS, "%d wrong results",
                                expected - correct);
}

// Drives all requests to completion on this thread.
static iree_status_t serve_all(iree_runtime_session_t* session,
                               serve_model_t* model) {
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_runtime_session_lookup_function(
      session, iree_make_cstring_view("module.mlp"), &function));
  static serve_request_t requests[REQUEST_COUNT];
  memset(requests, 0, sizeof(requests));
  uint32_t seed = 7;
  serve_fill_model(model, &seed);

  iree_status_t status = iree_ok_status();
  int pending = 0, in_flight_peak = 0, correct = 0, yields = 0;
  for (int i = 0; i < REQUEST_COUNT && iree_status_is_ok(status); ++i) {
    serve_fill(requests[i].x, IN, &seed);
    status = serve_begin(session, &function, model, &requests[i]);
    if (iree_status_is_ok(status) &&
        iree_vm_invocation_is_pending(requests[i].invocation)) {
      ++pending;
      ++yields;
    }
    if (pending > in_flight_peak) in_flight_peak = pending;
  }
  // Resume whatever can move; sleep on one fence only when nothing can.
  int finished = 0;
  while (iree_status_is_ok(status) && finished < REQUEST_COUNT) {
    bool moved = false;
    iree_hal_fence_t* blocker = NULL;
    for (int i = 0; i < REQUEST_COUNT && iree_status_is_ok(status); ++i) {
      serve_request_t* request = &requests[i];
      if (!request->invocation) continue;
      iree_hal_fence_t* fence =
          iree_runtime_invocation_wait_fence(request->invocation);
      if (fence) {
        bool reached = false;
        status = iree_hal_fence_query(fence, &reached);
        if (!iree_status_is_ok(status)) break;
        if (!reached) {
          if (!blocker) blocker = fence;
          continue;
        }
        status = iree_vm_invocation_resume(request->invocation);
        if (!iree_status_is_ok(status)) break;
        moved = true;
        if (iree_vm_invocation_is_pending(request->invocation)) {
          ++yields;
          continue;
        }
        --pending;
      }
      bool ok = false;
      status = serve_check(session, model, request, &ok);
      correct += ok;
      ++finished;
      moved = true;
      iree_vm_invocation_free(request->invocation);
      request->invocation = NULL;
    }
    if (iree_status_is_ok(status) && !moved && blocker) {
      status = iree_hal_fence_wait(blocker, iree_hal_infinite_timeout());
    }
  }
  for (int i = 0; i < REQUEST_COUNT; ++i) {
    iree_vm_invocation_free(requests[i].invocation);
  }
  IREE_RETURN_IF_ERROR(status);
  printf("%d requests served on one thread, %d results correct "
         "(%d in flight at most, %d yields)\n",
         REQUEST_COUNT, correct, in_flight_peak, yields);
  return correct == REQUEST_COUNT
             ? iree_ok_status()
             : iree_make_status(IREE_STATUS_DATA_LOSS, "%d wrong results",
                                REQUEST_COUNT - correct);
}

int main(int argc, char** argv) {
  int steady_calls = 0, thread_count = 0;
  bool own_sessions = false;
  // Mode flags follow the module and the device.
  while (argc > 3) {
    const char* flag = argv[argc - 1];
    if (sscanf(flag, "--steady-state=%d", &steady_calls) == 1 &&
        steady_calls > 0) {
    } else if (sscanf(flag, "--threads=%d", &thread_count) == 1 &&
               thread_count > 0 && thread_count <= 64) {
    } else if (strcmp(flag, "--sessions") == 0) {
      own_sessions = true;
    } else {
      break;
    }
    --argc;
  }
  if (argc < 2 || argc > 3 || (own_sessions && !thread_count)) {
    fprintf(stderr,
            "usage: %s <mlp.vmfb> [device URI [--steady-state=<calls> | "
            "--threads=<1-64> [--sessions]]]\n",
            argv[0]);
    return 2;
  }
  // The instance caches what it allocates over this counting allocator.
  iree_allocator_counting_t counting;
  iree_allocator_counting_initialize(iree_allocator_system(), &counting);
  iree_allocator_t allocator = iree_allocator_counting_allocator(&counting);
  iree_runtime_instance_options_t instance_options;
  iree_runtime_instance_options_initialize(&instance_options);
  iree_runtime_instance_t* instance = NULL;
  iree_status_t status =
      iree_runtime_instance_create(&instance_options, allocator, &instance);
  iree_hal_device_t* device = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_runtime_instance_try_create_default_device(
        instance, iree_make_cstring_view(argc > 2 ? argv[2] : "local-task"),
        &device);
  }
  iree_runtime_session_t* session = NULL;
  if (iree_status_is_ok(status)) {
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    status = iree_runtime_session_create_with_device(
        instance, &session_options, device,
        iree_runtime_instance_host_allocator(instance), &session);
  }
  if (iree_status_is_ok(status)) {
    status =
        iree_runtime_session_append_bytecode_module_from_file(session, argv[1]);
  }
  static serve_model_t model;
  if (iree_status_is_ok(status)) {
    if (thread_count) {
      status = serve_threads(instance, device, own_sessions ? NULL : session,
                             argv[1], &model, thread_count);
    } else if (steady_calls) {
      status = serve_steady_state(session, &model, &counting, steady_calls);
    } else {
      status = serve_all(session, &model);
    }
  }

  iree_runtime_session_release(session);
  iree_hal_device_release(device);
  iree_runtime_instance_release(instance);
  if (!iree_status_is_ok(status)) {
    fputs("serve-concurrent-requests: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
