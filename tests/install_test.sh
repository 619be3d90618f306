#!/usr/bin/env bash
# install_test.sh BUILD_DIR SOURCE_DIR HELLO_MODULE HELLO_EXPECTED
#                 TERSE_MODULE TERSE_EXPECTED
# Installs the runtime of BUILD_DIR into a fresh prefix, then builds samples
# against that prefix only, as a user would: with CMake's
# find_package(IREERuntime) (static libraries, samples/installed: the runtime
# API sample and IREE's hello_world_terse shape) and with pkg-config (the
# shared library, the runtime API sample). Each runs its module and must
# print what is expected.
set -euo pipefail
build="$1" source="$2"
hello_module="$3" hello_expected="$4" terse_module="$5" terse_expected="$6"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

# check EXPECTED COMMAND...: runs COMMAND and greps its output.
check() {
  local expected="$1" output
  shift
  output="$("$@" 2>&1)" || { printf '%s\n' "$output"; exit 1; }
  printf '%s\n' "$output"
  grep -qF -- "$expected" <<<"$output" ||
    { echo "install_test: output lacks '$expected'" >&2; exit 1; }
}

cmake --install "$build" --prefix "$prefix" --component runtime >/dev/null

generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja); fi
cmake -S "$source/samples/installed" -B "$work/cmake" "${generator[@]}" \
  -DCMAKE_PREFIX_PATH="$prefix" -DSAMPLES_DIR="$source/samples" >/dev/null
cmake --build "$work/cmake" >/dev/null
echo "find_package(IREERuntime), static:"
check "$hello_expected" "$work/cmake/hello-installed" "$hello_module"
check "$terse_expected" "$work/cmake/hello-world-terse-installed" \
  "$terse_module"

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -o "$work/hello-shared" "$source/samples/runtime_api/hello.c" \
  $(pkg-config --cflags iree-runtime) $(pkg-config --libs iree-runtime) \
  -Wl,-rpath,"$prefix/lib"
echo "pkg-config iree-runtime, shared:"
check "$hello_expected" "$work/hello-shared" "$hello_module"
# ldd's output is captured first: under pipefail, grep -q closing the pipe
# early fails ldd with SIGPIPE, which made this check flaky.
libraries="$(ldd "$work/hello-shared")"
if grep -qF "libiree_runtime.so" <<<"$libraries"; then
  echo "install_test: the pkg-config build uses libiree_runtime.so"
else
  echo "install_test: the pkg-config build did not link the shared library" >&2
  exit 1
fi

# The Python packages, where the build has them: installed with the compiler,
# they compile and run a program with nothing from the build tree
# ($IREE_PYTHON: the interpreter they were built for).
if [ -d "$build/python_packages" ]; then
  cmake --install "$build" --prefix "$prefix" --component compiler >/dev/null
  cmake --install "$build" --prefix "$prefix" --component python >/dev/null
  site_packages=("$prefix"/lib/python3*/dist-packages)
  echo "python packages, installed:"
  check "[2. 4. 6.]" env PYTHONPATH="${site_packages[0]}" PREFIX="$prefix" \
    "${IREE_PYTHON:-/usr/bin/python3}" -c '
import os
import numpy as np
import iree.compiler, iree.runtime
tool = iree.compiler.iree_compile_path()
assert tool.startswith(os.environ["PREFIX"]), tool
vmfb = iree.compiler.compile_str("""
func.func @twice(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.add %x, %x : tensor<3xf32>
  return %r : tensor<3xf32>
}""")
print(iree.runtime.load_vm_flatbuffer(vmfb).twice(np.array([1, 2, 3], np.float32)))'
fi
