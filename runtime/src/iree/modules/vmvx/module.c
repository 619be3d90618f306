// The "vmvx" module glue: decodes each function's packed arguments, checks
// every buffer view against its buffer, and hands plain pointers to the
// kernels (kernels.h). The function table is generated from the op tables in
// kernels.h, one native target per variant (native functions get no
// per-function user data, so each variant is a tiny wrapper naming its
// kernel).
#include <string.h>

#include "iree/modules/vmvx/api.h"
#include "iree/modules/vmvx/kernels.h"

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

// Reads the packed argument span in signature order. Values may be unaligned
// (module.h), so everything is copied out; refs stay owned by the span.
typedef struct iree_vmvx_args_t {
  const uint8_t* data;
} iree_vmvx_args_t;

static iree_vm_ref_t iree_vmvx_read_ref(iree_vmvx_args_t* args) {
  iree_vm_ref_t ref;
  memcpy(&ref, args->data, sizeof(ref));
  args->data += sizeof(ref);
  return ref;
}

static int64_t iree_vmvx_read_i64(iree_vmvx_args_t* args) {
  int64_t value;
  memcpy(&value, args->data, sizeof(value));
  args->data += sizeof(value);
  return value;
}

static int32_t iree_vmvx_read_i32(iree_vmvx_args_t* args) {
  int32_t value;
  memcpy(&value, args->data, sizeof(value));
  args->data += sizeof(value);
  return value;
}

// A buffer operand as passed: (ref, offset, stride0[, stride1]).
typedef struct iree_vmvx_buffer_arg_t {
  const char* name;
  iree_vm_ref_t ref;
  int64_t offset;
  int64_t stride0;
  int64_t stride1;
} iree_vmvx_buffer_arg_t;

// Reads a 2-D operand (ref, offset, stride0, stride1).
static iree_vmvx_buffer_arg_t iree_vmvx_read_2d(iree_vmvx_args_t* args,
                                                const char* name) {
  iree_vmvx_buffer_arg_t arg = {name, iree_vmvx_read_ref(args), 0, 0, 0};
  arg.offset = iree_vmvx_read_i64(args);
  arg.stride0 = iree_vmvx_read_i64(args);
  arg.stride1 = iree_vmvx_read_i64(args);
  return arg;
}

// Reads a row-major operand (ref, offset, stride0) whose inner stride is 1.
static iree_vmvx_buffer_arg_t iree_vmvx_read_rows(iree_vmvx_args_t* args,
                                                  const char* name) {
  iree_vmvx_buffer_arg_t arg = {name, iree_vmvx_read_ref(args), 0, 0, 1};
  arg.offset = iree_vmvx_read_i64(args);
  arg.stride0 = iree_vmvx_read_i64(args);
  return arg;
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

static iree_status_t iree_vmvx_check_size(const char* function,
                                          const char* name, int64_t size) {
  if (IREE_UNLIKELY(size < 0)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "vmvx.%s: %s %lld is negative", function, name,
                            (long long)size);
  }
  return iree_ok_status();
}

// Checks |arg| as a view of size0 x size1 elements of |element_size| bytes
// and returns it as |out_view|. Everything but the range is checked even for
// empty views, so a malformed call fails whatever its sizes; an empty view
// has no data pointer and must not be touched.
static iree_status_t iree_vmvx_resolve_view(const char* function,
                                            const iree_vmvx_buffer_arg_t* arg,
                                            int64_t size0, int64_t size1,
                                            iree_host_size_t element_size,
                                            bool is_output,
                                            iree_vmvx_view_t* out_view) {
  memset(out_view, 0, sizeof(*out_view));
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&arg->ref, &buffer),
                       "vmvx.%s: argument '%s'", function, arg->name);
  if (IREE_UNLIKELY(is_output && !iree_vm_buffer_is_mutable(buffer))) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "vmvx.%s: output '%s' is a read-only buffer",
                            function, arg->name);
  }
  if (IREE_UNLIKELY(arg->offset < 0 || arg->stride0 < 0 || arg->stride1 < 0)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "vmvx.%s: '%s' has a negative offset or stride (offset %lld, strides "
        "%lld, %lld)",
        function, arg->name, (long long)arg->offset, (long long)arg->stride0,
        (long long)arg->stride1);
  }
  out_view->stride0 = arg->stride0;
  out_view->stride1 = arg->stride1;
  if (size0 == 0 || size1 == 0) return iree_ok_status();

  // The last element the view touches; every other one lies between it and
  // the first because strides are non-negative.
  iree_host_size_t element_count = iree_vm_buffer_length(buffer) / element_size;
  int64_t span0 = 0, span1 = 0, last = 0;
  if (IREE_UNLIKELY(__builtin_mul_overflow(size0 - 1, arg->stride0, &span0) ||
                    __builtin_mul_overflow(size1 - 1, arg->stride1, &span1) ||
                    __builtin_add_overflow(arg->offset, span0, &last) ||
                    __builtin_add_overflow(last, span1, &last) ||
                    (uint64_t)last >= (uint64_t)element_count)) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "vmvx.%s: '%s' (offset %lld, strides %lld x %lld, sizes %lld x %lld) "
        "reaches past the end of its buffer of %zu %zu-byte elements",
        function, arg->name, (long long)arg->offset, (long long)arg->stride0,
        (long long)arg->stride1, (long long)size0, (long long)size1,
        element_count, element_size);
  }
  // In bounds, so these byte counts cannot overflow.
  iree_host_size_t byte_offset = (iree_host_size_t)arg->offset * element_size;
  iree_host_size_t byte_length =
      ((iree_host_size_t)last + 1) * element_size - byte_offset;
  iree_byte_span_t span;
  if (is_output) {
    IREE_RETURN_IF_ERROR(
        iree_vm_buffer_map_rw(buffer, byte_offset, byte_length, &span));
  } else {
    iree_const_byte_span_t const_span;
    IREE_RETURN_IF_ERROR(
        iree_vm_buffer_map_ro(buffer, byte_offset, byte_length, &const_span));
    span = iree_make_byte_span((void*)const_span.data, const_span.data_length);
  }
  // Kernels access elements as their C type.
  if (IREE_UNLIKELY((uintptr_t)span.data % element_size)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "vmvx.%s: '%s' data is not aligned to its %zu-byte "
                            "elements",
                            function, arg->name, element_size);
  }
  out_view->data = span.data;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Families
//===----------------------------------------------------------------------===//

// (in..., out..., size0, size1): unary maps and copies.
static iree_status_t iree_vmvx_unary_2d(const char* function,
                                        iree_host_size_t element_size,
                                        iree_vmvx_unary_kernel_t kernel,
                                        const uint8_t* packed_args) {
  iree_vmvx_args_t args = {packed_args};
  iree_vmvx_buffer_arg_t in = iree_vmvx_read_2d(&args, "in");
  iree_vmvx_buffer_arg_t out = iree_vmvx_read_2d(&args, "out");
  int64_t size0 = iree_vmvx_read_i64(&args);
  int64_t size1 = iree_vmvx_read_i64(&args);
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size0", size0));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size1", size1));
  iree_vmvx_view_t in_view, out_view;
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &in, size0, size1,
                                              element_size, false, &in_view));
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &out, size0, size1,
                                              element_size, true, &out_view));
  if (size0 && size1) kernel(&in_view, &out_view, size0, size1);
  return iree_ok_status();
}

// (value, out..., size0, size1).
static iree_status_t iree_vmvx_fill_2d(const char* function,
                                       iree_host_size_t element_size,
                                       iree_vmvx_fill_kernel_t kernel,
                                       const uint8_t* packed_args) {
  iree_vmvx_args_t args = {packed_args};
  uint64_t value = element_size == 8
                       ? (uint64_t)iree_vmvx_read_i64(&args)
                       : (uint64_t)(uint32_t)iree_vmvx_read_i32(&args);
  iree_vmvx_buffer_arg_t out = iree_vmvx_read_2d(&args, "out");
  int64_t size0 = iree_vmvx_read_i64(&args);
  int64_t size1 = iree_vmvx_read_i64(&args);
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size0", size0));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size1", size1));
  iree_vmvx_view_t out_view;
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &out, size0, size1,
                                              element_size, true, &out_view));
  if (size0 && size1) kernel(value, &out_view, size0, size1);
  return iree_ok_status();
}

// (lhs..., rhs..., out..., size0, size1).
static iree_status_t iree_vmvx_binary_2d(const char* function,
                                         iree_vmvx_binary_kernel_t kernel,
                                         const uint8_t* packed_args) {
  const iree_host_size_t element_size = 4;  // f32 and i32 only
  iree_vmvx_args_t args = {packed_args};
  iree_vmvx_buffer_arg_t lhs = iree_vmvx_read_2d(&args, "lhs");
  iree_vmvx_buffer_arg_t rhs = iree_vmvx_read_2d(&args, "rhs");
  iree_vmvx_buffer_arg_t out = iree_vmvx_read_2d(&args, "out");
  int64_t size0 = iree_vmvx_read_i64(&args);
  int64_t size1 = iree_vmvx_read_i64(&args);
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size0", size0));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size1", size1));
  iree_vmvx_view_t lhs_view, rhs_view, out_view;
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &lhs, size0, size1,
                                              element_size, false, &lhs_view));
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &rhs, size0, size1,
                                              element_size, false, &rhs_view));
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &out, size0, size1,
                                              element_size, true, &out_view));
  if (size0 && size1) kernel(&lhs_view, &rhs_view, &out_view, size0, size1);
  return iree_ok_status();
}

// (in..., out, out_offset, out_stride0, size0, size1).
static iree_status_t iree_vmvx_reduce_2d(const char* function,
                                         iree_vmvx_reduce_kernel_t kernel,
                                         const uint8_t* packed_args) {
  const iree_host_size_t element_size = 4;  // f32 and i32 only
  iree_vmvx_args_t args = {packed_args};
  iree_vmvx_buffer_arg_t in = iree_vmvx_read_2d(&args, "in");
  iree_vmvx_buffer_arg_t out = iree_vmvx_read_rows(&args, "out");
  int64_t size0 = iree_vmvx_read_i64(&args);
  int64_t size1 = iree_vmvx_read_i64(&args);
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size0", size0));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "size1", size1));
  iree_vmvx_view_t in_view, out_view;
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &in, size0, size1,
                                              element_size, false, &in_view));
  // |out| is a column of size0 elements, touched only if there is anything
  // to fold into it.
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(
      function, &out, size0, size1 ? 1 : 0, element_size, true, &out_view));
  if (size0 && size1) kernel(&in_view, &out_view, size0, size1);
  return iree_ok_status();
}

#define IREE_VMVX_MATMUL_FLAG_ACCUMULATE 1

// (lhs, lhs_offset, lhs_stride0, rhs, ..., out, ..., m, n, k, flags).
static iree_status_t iree_vmvx_matmul(
    const char* function, iree_host_size_t input_size,
    iree_host_size_t output_size,
    void (*kernel)(const iree_vmvx_matmul_params_t*),
    const uint8_t* packed_args) {
  iree_vmvx_args_t args = {packed_args};
  iree_vmvx_buffer_arg_t lhs = iree_vmvx_read_rows(&args, "lhs");
  iree_vmvx_buffer_arg_t rhs = iree_vmvx_read_rows(&args, "rhs");
  iree_vmvx_buffer_arg_t out = iree_vmvx_read_rows(&args, "out");
  int64_t m = iree_vmvx_read_i64(&args);
  int64_t n = iree_vmvx_read_i64(&args);
  int64_t k = iree_vmvx_read_i64(&args);
  int32_t flags = iree_vmvx_read_i32(&args);
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "m", m));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "n", n));
  IREE_RETURN_IF_ERROR(iree_vmvx_check_size(function, "k", k));
  if (IREE_UNLIKELY(flags & ~IREE_VMVX_MATMUL_FLAG_ACCUMULATE)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "vmvx.%s: unknown flags 0x%x", function,
                            (unsigned)flags);
  }
  // An empty output reads no input either.
  const int64_t read_k = m && n ? k : 0;
  iree_vmvx_view_t lhs_view, rhs_view, out_view;
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &lhs, m, read_k,
                                              input_size, false, &lhs_view));
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &rhs, read_k, n,
                                              input_size, false, &rhs_view));
  IREE_RETURN_IF_ERROR(iree_vmvx_resolve_view(function, &out, m, n, output_size,
                                              true, &out_view));
  if (m == 0 || n == 0) return iree_ok_status();
  iree_vmvx_matmul_params_t params = {
      .lhs = lhs_view.data,
      .lhs_stride0 = lhs.stride0,
      .rhs = rhs_view.data,
      .rhs_stride0 = rhs.stride0,
      .out = out_view.data,
      .out_stride0 = out.stride0,
      .m = m,
      .n = n,
      .k = k,
      .accumulate = (flags & IREE_VMVX_MATMUL_FLAG_ACCUMULATE) != 0,
  };
  kernel(&params);
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Function table
//===----------------------------------------------------------------------===//

// Defines the native target NAME calling FAMILY(function name, ARGS...).
#define IREE_VMVX_TARGET(NAME, FAMILY, FUNCTION, ...)                   \
  static iree_status_t NAME(iree_vm_stack_t* stack, void* module_state, \
                            uint8_t* args, uint8_t* results) {          \
    return FAMILY(FUNCTION, __VA_ARGS__, args);                         \
  }

#define IREE_VMVX_COPY_FILL_TARGETS(bits, T)                               \
  IREE_VMVX_TARGET(iree_vmvx_copy_2d_x##bits##_target, iree_vmvx_unary_2d, \
                   "copy.2d.x" #bits, sizeof(T), iree_vmvx_copy_x##bits)   \
  IREE_VMVX_TARGET(iree_vmvx_fill_2d_x##bits##_target, iree_vmvx_fill_2d,  \
                   "fill.2d.x" #bits, sizeof(T), iree_vmvx_fill_x##bits)
#define IREE_VMVX_BINARY_F32_TARGET(op, expr)                                  \
  IREE_VMVX_TARGET(iree_vmvx_binary_2d_##op##_f32_target, iree_vmvx_binary_2d, \
                   "binary.2d." #op ".f32", iree_vmvx_binary_##op##_f32)
#define IREE_VMVX_BINARY_I32_TARGET(op, expr)                                  \
  IREE_VMVX_TARGET(iree_vmvx_binary_2d_##op##_i32_target, iree_vmvx_binary_2d, \
                   "binary.2d." #op ".i32", iree_vmvx_binary_##op##_i32)
#define IREE_VMVX_UNARY_F32_TARGET(op, expr)                                 \
  IREE_VMVX_TARGET(iree_vmvx_unary_2d_##op##_f32_target, iree_vmvx_unary_2d, \
                   "unary.2d." #op ".f32", 4, iree_vmvx_unary_##op##_f32)
#define IREE_VMVX_UNARY_I32_TARGET(op, expr)                                 \
  IREE_VMVX_TARGET(iree_vmvx_unary_2d_##op##_i32_target, iree_vmvx_unary_2d, \
                   "unary.2d." #op ".i32", 4, iree_vmvx_unary_##op##_i32)
#define IREE_VMVX_REDUCE_TARGET(op, type, T, expr)                  \
  IREE_VMVX_TARGET(iree_vmvx_reduce_2d_##op##_##type##_target,      \
                   iree_vmvx_reduce_2d, "reduce.2d." #op "." #type, \
                   iree_vmvx_reduce_##op##_##type)

IREE_VMVX_WIDTHS(IREE_VMVX_COPY_FILL_TARGETS)
IREE_VMVX_BINARY_F32_OPS(IREE_VMVX_BINARY_F32_TARGET)
IREE_VMVX_BINARY_I32_OPS(IREE_VMVX_BINARY_I32_TARGET)
IREE_VMVX_UNARY_F32_OPS(IREE_VMVX_UNARY_F32_TARGET)
IREE_VMVX_UNARY_I32_OPS(IREE_VMVX_UNARY_I32_TARGET)
IREE_VMVX_REDUCE_OPS(IREE_VMVX_REDUCE_TARGET)
IREE_VMVX_TARGET(iree_vmvx_matmul_f32f32f32_target, iree_vmvx_matmul,
                 "matmul.f32f32f32", sizeof(float), sizeof(float),
                 iree_vmvx_matmul_f32f32f32)
IREE_VMVX_TARGET(iree_vmvx_matmul_i8i8i32_target, iree_vmvx_matmul,
                 "matmul.i8i8i32", sizeof(int8_t), sizeof(int32_t),
                 iree_vmvx_matmul_i8i8i32)

// Calling conventions (docs/vmvx.md).
#define IREE_VMVX_CCONV_COPY "0rIIIrIIIII_v"
#define IREE_VMVX_CCONV_FILL_32 "0irIIIII_v"
#define IREE_VMVX_CCONV_FILL_64 "0IrIIIII_v"
#define IREE_VMVX_CCONV_BINARY "0rIIIrIIIrIIIII_v"
#define IREE_VMVX_CCONV_UNARY "0rIIIrIIIII_v"
#define IREE_VMVX_CCONV_MATMUL "0rIIrIIrIIIIIi_v"
#define IREE_VMVX_CCONV_REDUCE "0rIIIrIIII_v"

#define IREE_VMVX_COPY_FILL_ENTRIES(bits, T)                               \
  {"copy.2d.x" #bits, IREE_VMVX_CCONV_COPY,                                \
   iree_vmvx_copy_2d_x##bits##_target},                                    \
      {"fill.2d.x" #bits,                                                  \
       sizeof(T) == 8 ? IREE_VMVX_CCONV_FILL_64 : IREE_VMVX_CCONV_FILL_32, \
       iree_vmvx_fill_2d_x##bits##_target},
#define IREE_VMVX_BINARY_F32_ENTRY(op, expr)        \
  {"binary.2d." #op ".f32", IREE_VMVX_CCONV_BINARY, \
   iree_vmvx_binary_2d_##op##_f32_target},
#define IREE_VMVX_BINARY_I32_ENTRY(op, expr)        \
  {"binary.2d." #op ".i32", IREE_VMVX_CCONV_BINARY, \
   iree_vmvx_binary_2d_##op##_i32_target},
#define IREE_VMVX_UNARY_F32_ENTRY(op, expr)       \
  {"unary.2d." #op ".f32", IREE_VMVX_CCONV_UNARY, \
   iree_vmvx_unary_2d_##op##_f32_target},
#define IREE_VMVX_UNARY_I32_ENTRY(op, expr)       \
  {"unary.2d." #op ".i32", IREE_VMVX_CCONV_UNARY, \
   iree_vmvx_unary_2d_##op##_i32_target},
#define IREE_VMVX_REDUCE_ENTRY(op, type, T, expr)      \
  {"reduce.2d." #op "." #type, IREE_VMVX_CCONV_REDUCE, \
   iree_vmvx_reduce_2d_##op##_##type##_target},

static const iree_vm_native_function_def_t iree_vmvx_functions[] = {
    IREE_VMVX_WIDTHS(IREE_VMVX_COPY_FILL_ENTRIES)
        IREE_VMVX_BINARY_F32_OPS(IREE_VMVX_BINARY_F32_ENTRY)
            IREE_VMVX_BINARY_I32_OPS(IREE_VMVX_BINARY_I32_ENTRY)
                IREE_VMVX_UNARY_F32_OPS(IREE_VMVX_UNARY_F32_ENTRY)
                    IREE_VMVX_UNARY_I32_OPS(IREE_VMVX_UNARY_I32_ENTRY)
                        IREE_VMVX_REDUCE_OPS(IREE_VMVX_REDUCE_ENTRY){
                            "matmul.f32f32f32", IREE_VMVX_CCONV_MATMUL,
                            iree_vmvx_matmul_f32f32f32_target},
    {"matmul.i8i8i32", IREE_VMVX_CCONV_MATMUL, iree_vmvx_matmul_i8i8i32_target},
};

static const iree_vm_native_module_def_t iree_vmvx_module_def = {
    .name = "vmvx",
    .functions = iree_vmvx_functions,
    .function_count = IREE_ARRAYSIZE(iree_vmvx_functions),
};

iree_status_t iree_vmvx_module_create(iree_vm_instance_t* instance,
                                      iree_allocator_t host_allocator,
                                      iree_vm_module_t** out_module) {
  return iree_vm_native_module_create(&iree_vmvx_module_def, host_allocator,
                                      out_module);
}
