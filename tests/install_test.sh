#!/usr/bin/env bash
# install_test.sh BUILD_DIR SOURCE_DIR MODULE EXPECTED: installs the runtime
# of BUILD_DIR into a fresh prefix, then builds the runtime API sample
# (samples/runtime_api/hello.c) against that prefix only, twice, as a user
# would: with CMake's find_package(IREERuntime) (static libraries,
# samples/installed) and with pkg-config (the shared library). Each build
# runs MODULE and must print EXPECTED.
set -euo pipefail
build="$1" source="$2" module="$3" expected="$4"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

check() {
  local output
  output="$("$@" 2>&1)" || { printf '%s\n' "$output"; exit 1; }
  printf '%s\n' "$output"
  grep -qF -- "$expected" <<<"$output" ||
    { echo "install_test: output lacks '$expected'" >&2; exit 1; }
}

cmake --install "$build" --prefix "$prefix" --component runtime >/dev/null

generator=()
if command -v ninja >/dev/null; then generator=(-G Ninja); fi
cmake -S "$source/samples/installed" -B "$work/cmake" "${generator[@]}" \
  -DCMAKE_PREFIX_PATH="$prefix" -DHELLO_SOURCE="$source/samples/runtime_api/hello.c" \
  >/dev/null
cmake --build "$work/cmake" >/dev/null
echo "find_package(IREERuntime), static:"
check "$work/cmake/hello-installed" "$module"

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -o "$work/hello-shared" "$source/samples/runtime_api/hello.c" \
  $(pkg-config --cflags iree-runtime) $(pkg-config --libs iree-runtime) \
  -Wl,-rpath,"$prefix/lib"
echo "pkg-config iree-runtime, shared:"
check "$work/hello-shared" "$module"
if ldd "$work/hello-shared" | grep -q "libiree_runtime.so"; then
  echo "install_test: the pkg-config build uses libiree_runtime.so"
else
  echo "install_test: the pkg-config build did not link the shared library" >&2
  exit 1
fi
