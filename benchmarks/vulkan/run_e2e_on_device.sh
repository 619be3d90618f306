#!/bin/bash
# Runs on the GPU machine from the repository root, after
# benchmarks/vulkan/prepare_e2e.sh and with the Vulkan loader in place (see
# run_on_device.sh): every e2e check program under iree-check-module on the
# vulkan device; prints the failures and a count.
export LD_LIBRARY_PATH=$PWD/devrun/lib
passed=0
failed=0
for module in devrun/e2e/*.vmfb; do
  if output=$(timeout 60 devrun/bin/iree-check-module --device=vulkan \
      --module="$module" 2>&1); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED $(basename "$module" .vmfb): $(echo "$output" | tail -3)"
  fi
done
echo "e2e on vulkan: $passed passed, $failed failed"
