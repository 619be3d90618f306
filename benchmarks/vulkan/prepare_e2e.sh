#!/bin/bash
# Compiles every e2e check program (tests/e2e, the ones lit compiles for
# %iree_backend and runs with iree-check-module) for vulkan-spirv with
# --iree-vulkan-target=hopper into devrun/e2e/, keeping each program's other
# compile flags, for benchmarks/vulkan/run_e2e_on_device.sh on the H100.
#   benchmarks/vulkan/prepare_e2e.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
out="$root/devrun/e2e"
rm -rf "$out"
mkdir -p "$out"
compiled=0
failed=0
while IFS= read -r source; do
  # The flags between the backend flag and %s on the program's RUN line.
  flags=$(sed -n 's|^// RUN: iree-compile --iree-hal-target-backends=%iree_backend \(.*\)%s -o %t.vmfb$|\1|p' "$source" | head -1)
  name=$(echo "${source#"$root"/tests/e2e/}" | tr '/' '_')
  name="${name%.mlir}"
  # shellcheck disable=SC2086
  if "$build/tools/iree-compile" --iree-hal-target-backends=vulkan-spirv \
      --iree-vulkan-target=hopper $flags "$source" -o "$out/$name.vmfb" \
      2> "$out/$name.log"; then
    rm "$out/$name.log"
    compiled=$((compiled + 1))
  else
    echo "compile failed: $source"
    failed=$((failed + 1))
  fi
done < <(grep -l '^// RUN: iree-compile --iree-hal-target-backends=%iree_backend .*%s -o %t.vmfb$' -r "$root/tests/e2e" --include='*.mlir' | sort)
echo "e2e for hopper: $compiled compiled, $failed failed to compile"
