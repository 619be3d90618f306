#!/usr/bin/env bash
# README command 1: install what is missing, build, and run a bundled sample.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="${IREE_BUILD_DIR:-$root/build}"

"$root/build_tools/install_deps.sh"
"$root/build_tools/build.sh"
"$root/samples/run_samples.sh" "$build_dir"
