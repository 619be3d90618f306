"""Compiles MLIR programs to IREE modules (.vmfb) from Python.

    import iree.compiler

    vmfb = iree.compiler.compile_str(
        mlir_text, target_backends=["llvm-cpu"])

compile_str and compile_file take the options of `iree-compile` (which they
run: a compiler crash cannot take the Python process down) as keyword
arguments, plus any other flag in extra_args. Text and MLIR bytecode are both
accepted. A failed compile raises CompilerToolError, whose message is the
compiler's diagnostics (file:line:column: error: ...). docs/python.md.
"""

import os
import shutil
import subprocess

__all__ = ["CompilerToolError", "compile_file", "compile_str",
           "iree_compile_path"]


class CompilerToolError(Exception):
    """iree-compile failed: str(error) is its diagnostics; the command line
    and exit status are attributes."""

    def __init__(self, diagnostics, command, returncode):
        super().__init__(diagnostics.strip() or
                         f"iree-compile exited with status {returncode}")
        self.diagnostics = diagnostics
        self.command = command
        self.returncode = returncode


def iree_compile_path():
    """The iree-compile this package runs: $IREE_COMPILE_TOOL, else the one
    of the build or install this package belongs to, else the PATH's."""
    candidates = [os.environ.get("IREE_COMPILE_TOOL")]
    try:
        from ._tool_paths import IREE_COMPILE
        candidates.append(IREE_COMPILE)
    except ImportError:
        pass
    # Installed: <prefix>/lib/python3/dist-packages/iree/compiler/ and
    # <prefix>/bin/iree-compile.
    here = os.path.dirname(os.path.abspath(__file__))
    candidates.append(os.path.join(here, *[os.pardir] * 5, "bin",
                                   "iree-compile"))
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return os.path.normpath(candidate)
    found = shutil.which("iree-compile")
    if not found:
        raise FileNotFoundError(
            "iree-compile not found: set IREE_COMPILE_TOOL to its path")
    return found


def _command(input_file, output_file, target_backends, input_type,
             extra_args):
    command = [iree_compile_path(), input_file, "-o", output_file]
    if target_backends:
        if isinstance(target_backends, str):
            target_backends = [target_backends]
        command.append("--iree-hal-target-backends=" + ",".join(target_backends))
    if input_type:
        command.append("--iree-input-type=" + input_type)
    command.extend([extra_args] if isinstance(extra_args, str) else extra_args)
    return command


def _run(command, stdin):
    process = subprocess.run(command, input=stdin, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    if process.returncode != 0:
        raise CompilerToolError(process.stderr.decode(errors="replace"),
                                command, process.returncode)
    return process.stdout


def compile_file(input_file, *, target_backends=("llvm-cpu",),
                 input_type=None, extra_args=(), output_file=None):
    """Compiles the MLIR file |input_file|. Returns the module's bytes, or
    writes them to |output_file| and returns None."""
    command = _command(os.fspath(input_file),
                       os.fspath(output_file) if output_file else "-",
                       target_backends, input_type, extra_args)
    output = _run(command, None)
    return None if output_file else output


def compile_str(input_str, *, target_backends=("llvm-cpu",), input_type=None,
                extra_args=(), output_file=None):
    """Compiles MLIR given as text (str) or as text or bytecode (bytes).
    Returns the module's bytes, or writes them to |output_file|."""
    data = input_str.encode() if isinstance(input_str, str) else bytes(input_str)
    command = _command("-", os.fspath(output_file) if output_file else "-",
                       target_backends, input_type, extra_args)
    output = _run(command, data)
    return None if output_file else output
