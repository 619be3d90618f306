# Toolchain-wide settings: ccache, warnings, sanitizers, reproducible paths.

find_program(IREE_CCACHE_PROGRAM ccache)
if(IREE_CCACHE_PROGRAM)
  set(CMAKE_C_COMPILER_LAUNCHER "${IREE_CCACHE_PROGRAM}")
  set(CMAKE_CXX_COMPILER_LAUNCHER "${IREE_CCACHE_PROGRAM}")
endif()

# IREE_RETURN_IF_ERROR and iree_make_status take an optional format that is
# pasted after "", so an absent annotation is a deliberate empty format.
add_compile_options(-Wall -Wextra -Wno-unused-parameter -Wno-format-zero-length)
if(IREE_ENABLE_WERROR)
  add_compile_options(-Werror)
endif()

# Source paths in status messages and diagnostics are printed relative to the
# repository root so that messages do not depend on where it was cloned.
add_compile_options("-fmacro-prefix-map=${PROJECT_SOURCE_DIR}/=")

set(IREE_SANITIZER_FLAGS "")
if(IREE_ENABLE_ASAN)
  list(APPEND IREE_SANITIZER_FLAGS -fsanitize=address -fno-omit-frame-pointer)
endif()
if(IREE_ENABLE_UBSAN)
  list(APPEND IREE_SANITIZER_FLAGS -fsanitize=undefined -fno-sanitize-recover=undefined)
endif()
if(IREE_ENABLE_TSAN)
  if(IREE_ENABLE_ASAN)
    message(FATAL_ERROR "IREE_ENABLE_TSAN and IREE_ENABLE_ASAN cannot be combined")
  endif()
  list(APPEND IREE_SANITIZER_FLAGS -fsanitize=thread)
endif()
if(IREE_BUILD_FUZZERS)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "IREE_BUILD_FUZZERS needs clang (CC=clang-22 CXX=clang++-22)")
  endif()
  # Coverage for libFuzzer in everything the targets link.
  list(APPEND IREE_SANITIZER_FLAGS -fsanitize=fuzzer-no-link)
endif()
if(IREE_SANITIZER_FLAGS)
  add_compile_options(${IREE_SANITIZER_FLAGS})
  add_link_options(${IREE_SANITIZER_FLAGS})
endif()
