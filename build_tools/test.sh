#!/usr/bin/env bash
# README command 2 (and CI): install what is missing, build, run every test.
# After the main build's tests, the runtime is rebuilt alone under
# AddressSanitizer + UndefinedBehaviorSanitizer and its unit tests (including
# the hostile-module tests) run again there; then under ThreadSanitizer for
# the multithreaded parts (task system, HAL drivers and their stress tests).
# Last, the libFuzzer targets run for IREE_FUZZ_SECONDS (default 20) each.
#   IREE_TEST_LABEL        run only tests with this CTest label (unit, lit, ...)
#   IREE_SKIP_SANITIZERS=1 skip the sanitizer and fuzzer passes
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="${IREE_BUILD_DIR:-$root/build}"
jobs="$(nproc)"

ctest_args=(--output-on-failure -j "$jobs")
if [ -n "${IREE_TEST_LABEL:-}" ]; then
  ctest_args+=(-L "$IREE_TEST_LABEL")
fi

"$root/build_tools/install_deps.sh"
IREE_BUILD_DIR="$build_dir" "$root/build_tools/build.sh"
ctest --test-dir "$build_dir" "${ctest_args[@]}"

if [ "${IREE_SKIP_SANITIZERS:-0}" != "1" ]; then
  sanitizer_dir="${IREE_SANITIZER_BUILD_DIR:-$root/build-asan-ubsan}"
  echo "== runtime unit tests under ASan+UBSan ($sanitizer_dir)"
  IREE_BUILD_DIR="$sanitizer_dir" IREE_SANITIZER=asan+ubsan \
    "$root/build_tools/build.sh" -DIREE_BUILD_COMPILER=OFF \
    "-DIREE_COMPILE_TOOL=$build_dir/tools/iree-compile"
  # Hostile inputs may ask for absurd allocations: the allocator must report
  # failure (which the runtime turns into an error), not abort.
  ASAN_OPTIONS=allocator_may_return_null=1:detect_leaks=1 \
    ctest --test-dir "$sanitizer_dir" --output-on-failure -j "$jobs" -L unit \
    -LE vulkan
  # The Vulkan tests run without leak detection: the Vulkan loader and
  # lavapipe leak a few small allocations per instance inside modules they
  # unload, which LeakSanitizer cannot attribute or suppress. The tests'
  # counting allocators still fail any host allocation of ours left behind.
  ASAN_OPTIONS=allocator_may_return_null=1:detect_leaks=0 \
    ctest --test-dir "$sanitizer_dir" --output-on-failure -j "$jobs" -L vulkan

  tsan_dir="${IREE_TSAN_BUILD_DIR:-$root/build-tsan}"
  echo "== task system, HAL and threaded runtime tests under TSan ($tsan_dir)"
  IREE_BUILD_DIR="$tsan_dir" IREE_SANITIZER=tsan \
    "$root/build_tools/build.sh" -DIREE_BUILD_COMPILER=OFF \
    "-DIREE_COMPILE_TOOL=$build_dir/tools/iree-compile"
  # The vulkan tests among them run the Khronos validation layer, whose
  # internal races TSan cannot see through (build_tools/tsan_vulkan.supp).
  # The ELF validation test is single-threaded and forks 10,000 children,
  # each slow to fork under TSan's shadow memory.
  TSAN_OPTIONS="halt_on_error=1:suppressions=$root/build_tools/tsan_vulkan.supp" \
    ctest --test-dir "$tsan_dir" --output-on-failure -j "$jobs" -L unit \
    -R "^iree_(task|hal)_" -E "^iree_hal_elf_validation_test$"
  # The runtime API from many threads: one session shared by 8, and 8
  # sessions on 8 threads.
  TSAN_OPTIONS="halt_on_error=1" \
    ctest --test-dir "$tsan_dir" --output-on-failure -j "$jobs" \
    -R "^samples_threads_"

  echo "== fuzz targets (build_tools/fuzz.sh)"
  IREE_BUILD_DIR="$build_dir" "$root/build_tools/fuzz.sh" \
    "${IREE_FUZZ_SECONDS:-20}"
fi
