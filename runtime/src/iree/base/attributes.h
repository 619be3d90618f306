// Compiler attributes and portability macros shared by the whole runtime.
#ifndef IREE_BASE_ATTRIBUTES_H_
#define IREE_BASE_ATTRIBUTES_H_

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define IREE_LIKELY(x) (__builtin_expect(!!(x), 1))
#define IREE_UNLIKELY(x) (__builtin_expect(!!(x), 0))
#define IREE_ATTRIBUTE_NORETURN __attribute__((noreturn))
#define IREE_ATTRIBUTE_PRINTF(fmt_index, args_index) \
  __attribute__((format(printf, fmt_index, args_index)))
#define IREE_MUST_USE_RESULT __attribute__((warn_unused_result))
#else
#define IREE_LIKELY(x) (x)
#define IREE_UNLIKELY(x) (x)
#define IREE_ATTRIBUTE_NORETURN
#define IREE_ATTRIBUTE_PRINTF(fmt_index, args_index)
#define IREE_MUST_USE_RESULT
#endif

// Size type for host memory: buffers, strings, element counts.
typedef size_t iree_host_size_t;
#define IREE_HOST_SIZE_MAX SIZE_MAX

#define IREE_ARRAYSIZE(arr) (sizeof(arr) / sizeof((arr)[0]))

#endif  // IREE_BASE_ATTRIBUTES_H_
