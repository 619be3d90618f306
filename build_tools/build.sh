#!/usr/bin/env bash
# Configures (once) and builds the project with CMake + Ninja.
#   IREE_BUILD_DIR   build directory (default: build)
#   IREE_SANITIZER   asan | ubsan | asan+ubsan | tsan (default: none)
#   extra arguments are passed to the CMake configure step.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="${IREE_BUILD_DIR:-$root/build}"

cmake_args=(-G Ninja -S "$root" -B "$build_dir" -DIREE_ENABLE_WERROR=ON)
case "${IREE_SANITIZER:-}" in
  "") ;;
  asan) cmake_args+=(-DIREE_ENABLE_ASAN=ON) ;;
  ubsan) cmake_args+=(-DIREE_ENABLE_UBSAN=ON) ;;
  asan+ubsan) cmake_args+=(-DIREE_ENABLE_ASAN=ON -DIREE_ENABLE_UBSAN=ON) ;;
  tsan) cmake_args+=(-DIREE_ENABLE_TSAN=ON) ;;
  *) echo "build.sh: unknown IREE_SANITIZER '${IREE_SANITIZER}'" >&2; exit 2 ;;
esac

cmake "${cmake_args[@]}" "$@" >/dev/null
cmake --build "$build_dir"
