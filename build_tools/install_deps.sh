#!/usr/bin/env bash
# Installs the Debian packages the build needs, and only those missing.
# Idempotent: a second run installs nothing and does not touch the network.
set -euo pipefail

packages=(
  cmake ninja-build ccache g++ python3 git
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools lld-22 liblld-22-dev
  zlib1g-dev libzstd-dev
  libflatbuffers-dev flatbuffers-compiler
  libgtest-dev libbenchmark-dev libopenblas-dev
  # The vulkan HAL driver: headers to build (the loader is opened at run
  # time), lavapipe as the device of the vulkan tests, the validation layer
  # they enable; glslangValidator compiles the driver's GLSL kernels and
  # spirv-val checks them.
  libvulkan-dev mesa-vulkan-drivers vulkan-validationlayers
  glslang-tools spirv-tools
  # The libFuzzer targets (build_tools/fuzz.sh): clang and its runtimes.
  clang-22 libclang-rt-22-dev
  # The Python packages (iree.compiler, iree.runtime) and their tests.
  python3-dev pybind11-dev python3-numpy python3-pytest
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install_deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install_deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
  --no-install-recommends "${missing[@]}"
