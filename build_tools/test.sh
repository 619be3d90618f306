#!/usr/bin/env bash
# README command 2 (and CI): install what is missing, build, run every test.
#   IREE_TEST_LABEL  run only tests with this CTest label (unit, lit, ...)
#   IREE_SANITIZER   see build.sh; uses a separate build directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
default_dir="$root/build"
if [ -n "${IREE_SANITIZER:-}" ]; then
  default_dir="$root/build-${IREE_SANITIZER/+/-}"
fi
export IREE_BUILD_DIR="${IREE_BUILD_DIR:-$default_dir}"

"$root/build_tools/install_deps.sh"
"$root/build_tools/build.sh"

ctest_args=(--test-dir "$IREE_BUILD_DIR" --output-on-failure -j "$(nproc)")
if [ -n "${IREE_TEST_LABEL:-}" ]; then
  ctest_args+=(-L "$IREE_TEST_LABEL")
fi
ctest "${ctest_args[@]}"
