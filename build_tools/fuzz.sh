#!/usr/bin/env bash
# fuzz.sh [SECONDS]: builds the libFuzzer targets of tests/fuzz with clang-22
# under ASan+UBSan (the runtime and the compiler, coverage-instrumented, in
# build-fuzz) and runs each for SECONDS (default 20) from its seed corpus:
# tests/fuzz/corpus/<target>, or what the main build's iree-compile makes:
# for the module target the modules of the VM mutation corpus and the
# samples, for the executable targets the samples' CPU shared objects and
# VMVX executables; for the compiler the small e2e programs. A crash, leak, timeout or
# sanitizer report fails, with the input saved under build-fuzz/artifacts.
#   IREE_BUILD_DIR       the main build (its iree-compile; default: build)
#   IREE_FUZZ_BUILD_DIR  the fuzzer build (default: build-fuzz)
#   IREE_FUZZ_SEED       libFuzzer's seed (default 1, so the test command's
#                        run is repeatable; 0 picks one at random)
#   IREE_FUZZ_TARGETS    the targets to run (default: all seven)
#   IREE_FUZZ_JOBS       parallel worker processes per target (libFuzzer
#                        -fork=N; default 0: the target runs in this process;
#                        a worker's timeout or memory cap stops the run too)
#   IREE_FUZZ_WORK_DIR   keep the seeds and the grown corpora here (default: a
#                        temporary directory)
#   IREE_FUZZ_STAGE      `prepare` builds and writes the seeds only, `run`
#                        runs prebuilt targets on prepared seeds (a machine
#                        without the toolchain), default both
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-20}"
build_dir="${IREE_BUILD_DIR:-$root/build}"
fuzz_dir="${IREE_FUZZ_BUILD_DIR:-$root/build-fuzz}"

stage="${IREE_FUZZ_STAGE:-all}"
targets="${IREE_FUZZ_TARGETS:-bytecode_module tensor_parse npy elf_validation vmvx_executable parameter_file compiler}"
case "$stage" in
  all) ;;
  prepare|run)
    # The two halves meet in the work directory.
    if [ -z "${IREE_FUZZ_WORK_DIR:-}" ]; then
      echo "fuzz.sh: IREE_FUZZ_STAGE=$stage needs IREE_FUZZ_WORK_DIR" >&2
      exit 2
    fi ;;
  *) echo "fuzz.sh: unknown IREE_FUZZ_STAGE '$stage' (prepare, run or all)" >&2
     exit 2 ;;
esac
if [ -n "${IREE_FUZZ_WORK_DIR:-}" ]; then
  work="$IREE_FUZZ_WORK_DIR"
  mkdir -p "$work"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

prepare() {
  CC=clang-22 CXX=clang++-22 IREE_BUILD_DIR="$fuzz_dir" \
    IREE_SANITIZER=asan+ubsan "$root/build_tools/build.sh" \
    -DIREE_BUILD_COMPILER=ON -DIREE_BUILD_TESTS=OFF -DIREE_BUILD_FUZZERS=ON \
    -DIREE_HAL_DRIVER_VULKAN=OFF -DIREE_ENABLE_WERROR=OFF >/dev/null

  mkdir -p "$work/bytecode_module.seeds"
  for source in runtime/src/iree/vm/bytecode/testing/mutation_corpus.mlir \
      samples/simple_vm.mlir samples/simple_mul.mlir; do
    # Without the checksum footer, so that mutants reach the verifiers.
    "$build_dir/tools/iree-compile" --iree-hal-target-backends=vmvx \
      --iree-vm-module-checksum=false \
      "$root/$source" \
      -o "$work/bytecode_module.seeds/$(basename "$source" .mlir).vmfb"
  done

  # Executables as the compiler makes them: the CPU shared objects of the
  # samples (and the HAL tests' kernel library) for the ELF validation, their
  # VMVX bytecode for the VMVX loader.
  mkdir -p "$work/elf_validation.seeds" "$work/vmvx_executable.seeds"
  for source in samples/simple_mul.mlir samples/mlp.mlir; do
    name="$(basename "$source" .mlir)"
    "$build_dir/tools/iree-compile" --iree-hal-target-backends=llvm-cpu \
      --iree-hal-dump-executable-binaries-to="$work/elf_validation.seeds" \
      "$root/$source" -o "$work/$name.cpu.vmfb"
    "$build_dir/tools/iree-compile" --iree-hal-target-backends=vmvx \
      --iree-hal-dump-executable-binaries-to="$work/vmvx_executable.seeds" \
      "$root/$source" -o "$work/$name.vmvx.vmfb"
  done
  kernels="$build_dir/runtime/src/iree/hal/testing/test_kernels.so"
  [ -f "$kernels" ] && cp "$kernels" "$work/elf_validation.seeds/"

  # Programs: the e2e programs under 1.5 KB (a few dozen, covering the input
  # dialects; the fuzzer grows its own corpus from them).
  mkdir -p "$work/compiler.seeds"
  find "$root/tests/e2e" -name '*.mlir' -size -1500c -exec cp {} "$work/compiler.seeds/" \;
}

run() {
  mkdir -p "$fuzz_dir/artifacts"

  # Hostile modules ask for absurd allocations, which the runtime must refuse
  # with an error: malloc returns null instead of aborting, and a request is
  # no finding by its size alone (-malloc_limit_mb); memory actually used is
  # (-rss_limit_mb).
  for target in $targets; do
    seeds="$root/tests/fuzz/corpus/$target"
    [ -d "$work/$target.seeds" ] && seeds="$work/$target.seeds"
    mkdir -p "$work/$target"
    echo "== fuzz $target for ${seconds}s"
    status=0
    # The compiler's memory cap is a cap on single allocations too: no
    # program of a few kilobytes needs gigabytes to compile. Leaks are not
    # findings there: a parser crash recovered from (compiler/Tools/
    # ParseInput.h) abandons what the parser built. Nor is manual poisoning:
    # LLVM's allocators poison their slabs in our instrumented inline copies
    # of them and hand the same slabs out from Debian's uninstrumented
    # libMLIR, which never unpoisons (a false use-after-poison).
    limits=(-timeout=10 -rss_limit_mb=4096 -malloc_limit_mb=1048576)
    asan_options="allocator_may_return_null=1:detect_leaks=1"
    [ "$target" = compiler ] &&
      limits=(-timeout=60 -rss_limit_mb=4096 -malloc_limit_mb=4096
              -max_len=4096 -detect_leaks=0) &&
      asan_options="allocator_may_return_null=1:detect_leaks=0:allow_user_poisoning=0"
    ASAN_OPTIONS="$asan_options" \
    "$fuzz_dir/tests/fuzz/iree_fuzz_$target" -max_total_time="$seconds" \
      "${limits[@]}" -print_final_stats=1 -fork="${IREE_FUZZ_JOBS:-0}" \
      -ignore_timeouts=0 -ignore_ooms=0 \
      -seed="${IREE_FUZZ_SEED:-1}" \
      -artifact_prefix="$fuzz_dir/artifacts/$target-" \
      "$work/$target" "$seeds" >"$work/$target.log" 2>&1 || status=$?
    grep -E "^stat::(number_of_executed_units|new_units_added)" \
      "$work/$target.log" || true
    if [ "$status" -ne 0 ]; then
      tail -60 "$work/$target.log"
      echo "fuzz.sh: $target failed; the input is in $fuzz_dir/artifacts" >&2
      exit 1
    fi
  done
}

[ "$stage" = run ] || prepare
[ "$stage" = prepare ] || run
