"""Loads compiled IREE modules (.vmfb) and calls their functions from Python.

    import numpy as np
    import iree.runtime

    module = iree.runtime.load_vm_flatbuffer(vmfb_bytes, device="local-task")
    print(module.function_names)          # ["main"]
    result = module.main(np.ones((4,), np.float32))

Arguments are NumPy arrays (or anything numpy.asarray takes) for tensor
arguments and Python numbers for scalar ones; results come back as NumPy
arrays over the result buffers (no copy), or numbers. A function with one
result returns it, with several a tuple, with none None. Devices are named by
the URIs the tools take (`local-sync`, `local-task`, `vulkan`,
`vulkan://1`). Failures raise iree.runtime.RuntimeError with the runtime's
message (which names the argument, function and problem). docs/python.md.
"""

import os

from ._runtime import PendingCall, RuntimeError, Session

__all__ = ["Function", "Module", "PendingCall", "RuntimeError",
           "load_vm_flatbuffer", "load_vm_flatbuffer_file"]


def _unpack(results):
    if not results:
        return None
    return results[0] if len(results) == 1 else tuple(results)


class Function:
    """A function of a loaded module; call it like a Python function."""

    def __init__(self, session, name, calling_convention):
        self._session = session
        self.name = name
        self.calling_convention = calling_convention

    def __call__(self, *args):
        return _unpack(self._session.call(self.name, *args))

    def call_async(self, *args):
        """Starts the asynchronous form (`NAME$async`) and returns at once:
        the returned AsyncResult's wait() gives the results."""
        return AsyncResult(self._session.call_async(self.name, *args))

    def __repr__(self):
        return f"<iree.runtime.Function {self.name} ({self.calling_convention})>"


class AsyncResult:
    """The results of an asynchronous call, once the device has made them."""

    def __init__(self, pending):
        self._pending = pending

    def ready(self):
        """Whether wait() would return at once."""
        return self._pending.ready()

    def wait(self):
        return _unpack(self._pending.wait())


class Module:
    """A .vmfb loaded on one device. Its exported functions are attributes
    (module.main) and items (module["main"])."""

    def __init__(self, session):
        self._session = session
        self._functions = {
            name: Function(session, name, cconv)
            for name, cconv in session.functions()
            if not name.endswith("$async")}

    @property
    def name(self):
        return self._session.module_name

    @property
    def function_names(self):
        return sorted(self._functions)

    def __getitem__(self, name):
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"module '{self.name}' has no function '{name}'; "
                           f"it has: {', '.join(self.function_names)}") from None

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as error:
            raise AttributeError(error.args[0]) from None

    def __repr__(self):
        return (f"<iree.runtime.Module {self.name}: "
                f"{', '.join(self.function_names)}>")


def _parameter_files(parameters):
    """(scope, path) pairs from paths, "scope=path" strings and pairs."""
    files = []
    for entry in parameters or ():
        if isinstance(entry, tuple):
            scope, path = entry
        else:
            # As the tools read --parameters: the scope ends at the first '='.
            scope, equals, path = os.fspath(entry).partition("=")
            if not equals:
                scope, path = "", scope
        files.append((scope, os.fspath(path)))
    return files


def load_vm_flatbuffer(vm_flatbuffer, *, device="local-task", driver=None,
                       parameters=None):
    """Loads a .vmfb from bytes onto |device| (`driver` is IREE's name for
    the same argument). |parameters| lists the parameter files the module
    loads weights from: paths, "scope=path" strings or (scope, path) pairs
    (docs/parameters.md)."""
    return Module(Session(driver or device, bytes(vm_flatbuffer),
                          _parameter_files(parameters)))


def load_vm_flatbuffer_file(path, *, device="local-task", driver=None,
                            parameters=None):
    """Loads the .vmfb at |path|; a missing file raises FileNotFoundError."""
    with open(os.fspath(path), "rb") as f:
        return load_vm_flatbuffer(f.read(), device=device, driver=driver,
                                  parameters=parameters)
