# lit configuration for the tool tests under tests/lit/.
import os

import lit.formats

config.name = "IREE"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.join(config.iree_source_dir, "tests", "lit")
config.test_exec_root = os.path.join(config.iree_binary_dir, "lit-out")
config.excludes = ["Inputs"]

# Built tools first, then FileCheck/not/count from LLVM.
config.environment["PATH"] = os.pathsep.join(
    [config.iree_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%samples", os.path.join(config.iree_source_dir, "samples")))

if config.iree_build_compiler:
    config.available_features.add("compiler")
