# lit configuration shared by the suites tests/CMakeLists.txt generates (tool
# tests, compiler pass tests next to their code, end-to-end programs). Each
# suite's site config names its source and exec roots.
import os

import lit.formats

config.name = config.iree_suite_name
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.test_source_root = config.iree_test_source_root
config.test_exec_root = config.iree_test_exec_root
config.excludes = ["Inputs"]

# Built tools first, then FileCheck/not/count from LLVM. The generic-form
# suites put an iree-compile that first prints its input in the generic op
# form ahead of them.
tool_dirs = [config.iree_tools_dir, config.llvm_tools_dir]
if config.iree_generic_form:
    tool_dirs.insert(0, os.path.join(config.iree_source_dir, "tests", "generic_form"))
    config.environment["IREE_TOOLS_DIR"] = config.iree_tools_dir
config.environment["PATH"] = os.pathsep.join(
    tool_dirs + [config.environment.get("PATH", "")])
# The e2e suites run once per CPU backend (tests/CMakeLists.txt).
config.iree_backend = getattr(config, "iree_target_backend", "") or "llvm-cpu"
# A vulkan suite may compile for a named target (--iree-vulkan-target).
if config.iree_vulkan_target:
    config.substitutions.append(
        ("--iree-hal-target-backends=%iree_backend",
         "--iree-hal-target-backends=%iree_backend --iree-vulkan-target="
         + config.iree_vulkan_target))
config.substitutions.append(("%iree_backend", config.iree_backend))
config.available_features.add("backend-" + config.iree_backend)
# Programs without dispatches (tests/e2e/vm) need only one run.
if config.iree_backend != "llvm-cpu":
    config.excludes.append("vm")
# On vulkan-spirv the programs run on the vulkan device (lavapipe in CI)
# under the validation layer, in place of both CPU drivers.
if config.iree_backend == "vulkan-spirv":
    config.substitutions.append(("--device=local-sync", "--device=vulkan"))
    config.substitutions.append(("--device=local-task", "--device=vulkan"))
    config.environment["IREE_VULKAN_VALIDATION"] = "1"
config.substitutions.append(("%samples", os.path.join(config.iree_source_dir, "samples")))

if config.iree_build_compiler:
    config.available_features.add("compiler")
# The vulkan driver is built in; tests that need it run on lavapipe in CI.
if config.iree_hal_driver_vulkan:
    config.available_features.add("vulkan")
