"""iree.compiler: compiling text, bytecode and files; errors as exceptions."""
import os
import subprocess

import pytest

import iree.compiler

EXP = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = stablehlo.exponential %x : tensor<4xf32>
  return %e : tensor<4xf32>
}
"""


def test_compile_str_returns_a_module():
    vmfb = iree.compiler.compile_str(EXP, target_backends=["llvm-cpu"])
    assert vmfb[4:8] == b"IRVM"


def test_compile_bytecode_input(tmp_path):
    # MLIR bytecode, as jax.export's StableHLO artifacts are written.
    text = tmp_path / "exp.mlir"
    text.write_text(EXP)
    bytecode = tmp_path / "exp.mlirbc"
    opt = os.path.join(os.path.dirname(iree.compiler.iree_compile_path()),
                       "iree-opt")
    subprocess.run([opt, str(text), "--emit-bytecode", "-o", str(bytecode)],
                   check=True)
    vmfb = iree.compiler.compile_str(bytecode.read_bytes(),
                                     target_backends="vmvx")
    assert vmfb[4:8] == b"IRVM"


def test_compile_file_to_output_file(tmp_path):
    source = tmp_path / "exp.mlir"
    source.write_text(EXP)
    output = tmp_path / "exp.vmfb"
    assert iree.compiler.compile_file(source, output_file=output) is None
    assert output.read_bytes()[4:8] == b"IRVM"


def test_errors_carry_the_diagnostics():
    with pytest.raises(iree.compiler.CompilerToolError) as info:
        iree.compiler.compile_str(EXP.replace("exponential", "frobnicate"))
    message = str(info.value)
    assert "<stdin>:3:" in message
    assert "stablehlo.frobnicate" in message
    assert info.value.returncode != 0


def test_unknown_flag_is_an_error():
    with pytest.raises(iree.compiler.CompilerToolError) as info:
        iree.compiler.compile_str(EXP, extra_args=["--no-such-flag"])
    assert "no-such-flag" in str(info.value)


def test_missing_file_is_an_error(tmp_path):
    with pytest.raises(iree.compiler.CompilerToolError) as info:
        iree.compiler.compile_file(tmp_path / "missing.mlir")
    assert "missing.mlir" in str(info.value)
