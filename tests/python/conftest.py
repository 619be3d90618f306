"""Shared setup of the Python package tests (tests/CMakeLists.txt runs them
with `python3 -m pytest` and the build's packages on PYTHONPATH)."""
import os

import pytest

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(os.path.dirname(TESTS_DIR))


def devices():
    """The devices every runtime test runs on: the CPU ones, and vulkan
    (lavapipe in CI) where the build has the driver."""
    found = ["local-sync", "local-task"]
    if os.environ.get("IREE_PYTHON_TEST_VULKAN") == "1":
        found.append("vulkan")
    return found


def backend_of(device):
    return "vulkan-spirv" if device.startswith("vulkan") else "llvm-cpu"


@pytest.fixture(params=devices())
def device(request):
    return request.param
