#!/bin/bash
# Runs on the GPU machine from the repository root, with devrun/ from
# prepare_device_run.sh and the Vulkan loader packages unpacked from .gl/
# (see the device tool's README): the models on `vulkan` checked against
# XLA's outputs and timed, the 4096^3 f32, f16 and i8 matmuls timed, then the
# same models and matmuls under JAX/XLA on the same GPU, then our
# MLP/attention benchmark against JAX, the HAL per-call costs and the cost of
# a loop iteration.
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
B=devrun/bin
export LD_LIBRARY_PATH=$PWD/devrun/lib
if ! $B/iree-run-module --list_devices 2>&1 | grep -q 'vulkan://0'; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
$B/iree-run-module --list_devices 2>&1 | grep vulkan
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python3 benchmarks/vulkan/models_on_device.py hopper
# The model suite against XLA:GPU, then each program's dispatches timed.
python3 benchmarks/cpu/run_suite.py --tools devrun/bin --modules devrun/vulkan \
  --backend=vulkan-spirv ${PROFILE:+--profile}
timeout 200 $B/iree-benchmark-module --device=vulkan --module=devrun/mm4096.vmfb \
  --function=matmul --input=4096x4096xf32=0.5 --input=4096x4096xf32=0.5 \
  --benchmark_min_time=3 2>&1 | grep -E 'BM_|error'
timeout 200 $B/iree-benchmark-module --device=vulkan --module=devrun/mm4096_f16.vmfb \
  --function=matmul --input=4096x4096xf16=0.5 --input=4096x4096xf16=0.5 \
  --benchmark_min_time=3 2>&1 | grep -E 'BM_|error'
timeout 200 $B/iree-benchmark-module --device=vulkan --module=devrun/mm4096_i8.vmfb \
  --function=matmul --input=4096x4096xi8=3 --input=4096x4096xi8=3 \
  --benchmark_min_time=3 2>&1 | grep -E 'BM_|error'
timeout 150 python3 benchmarks/vulkan/jax_models.py 2>&1 | grep -E 'JAX|failed'
timeout 150 python3 benchmarks/vulkan/mlp_attention_on_device.py 2>&1 | grep -E 'OURS|JAXBENCH|rror'
$B/iree_vulkan_hal_overhead_benchmark 2>&1 | grep BM_
# The MLP with a dynamic batch against the static one, at batch 32.
python3 benchmarks/cpu/dynamic_batch.py $B devrun/dynamic 5 vulkan
# A counted loop of 1 and of 1000 trips: their difference / 999 is the cost
# of an iteration (issue 20's target: 5 us).
for trips in 1 1000; do
  $B/iree-benchmark-module --device=vulkan --module=devrun/loop.vmfb \
    --function=counted_loop --input=4xf32=1 --input=i32=$trips \
    --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>&1 |
    grep -E 'median|rror' | sed "s/^/LOOP trips=$trips /"
done
# The e2e check programs, when prepare_e2e.sh compiled them.
if [ -d devrun/e2e ]; then bash benchmarks/vulkan/run_e2e_on_device.sh; fi
