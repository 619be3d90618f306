# Compiles mutants of the e2e MLIR programs with iree-compile and checks how
# each one ends: a module, or a non-zero exit with an error located in the
# mutant (`MUTANT:LINE:COL: error:`). A signal, a hang past the time limit,
# a crash the compiler reported as an exit (LLVM ERROR, a stack dump, a
# failed linker), a non-zero exit without a located error or an exit 0
# without a module is a finding: the mutant is saved under --artifacts and
# the run fails, as does a run where almost no mutant compiles.
#
#   python3 mlir_mutants.py --compile build/tools/iree-compile \
#       --sources tests/e2e --count 1000 [--seed 1] [--jobs 2]
#
# Mutants are deterministic for a seed and the set of programs. Most edit
# tokens the compiler's verifiers and passes see (numbers, element types, op
# names, tensor types throughout the file, whole lines), so that they parse
# and reach the pipeline; some edit raw characters.
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

BACKENDS = ["vmvx", "llvm-cpu"]
ELEMENT_TYPES = ["f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32",
                 "i64", "ui8", "index", "complex<f32>"]
NUMBERS = ["0", "1", "-1", "2", "3", "7", "16", "255", "65536", "2147483647",
           "-2147483648", "9223372036854775807", "4294967296", "0.5", "-0.0",
           "1.0e+38", "0x7FC00000", "?"]
TOKENS = ["%0", "%arg0", "%c0", "{", "}", "(", ")", "<", ">", "[", "]", ":",
          ",", "->", "x", "?x", "0x", "\"", "@main", "^bb1", "#map", "loc(#x)",
          "tensor<4xf32>", "tensor<f32>", "tensor<?xf32>", "memref<4xf32>",
          "dense<1.0>", "dense<[1, 2]>", "dense_resource<x>", "array<i64: 0>",
          "attributes {}", "= ", "\n", "}\n", "\x00", "\xff", "\u00e9"]
# Whole-file type edits keep the SSA values' types consistent, so their
# mutants get past the parser into the verifiers and the pipeline.
MUTATIONS = ["number", "number", "element_type", "op_name", "op_name",
             "tensor_type", "tensor_type", "tensor_type", "all_elements",
             "all_elements", "delete_line", "duplicate_line", "swap_lines",
             "delete_chars", "insert_token", "replace_char", "shape"]
# Signs of a crash the compiler turned into an exit status (a fatal LLVM
# error, a crashed linker child) rather than a diagnostic.
CRASHED = re.compile(r"LLVM ERROR|Stack dump:|PLEASE submit|lld failed")


def mutate(rng, text, op_names):
    """|text| with one to three random edits."""
    for _ in range(rng.choice([1, 1, 2, 3])):
        kind = rng.choice(MUTATIONS)
        lines = text.split("\n")
        if kind == "number":
            spans = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?", text)]
            if spans:
                start, end = rng.choice(spans)
                text = text[:start] + rng.choice(NUMBERS) + text[end:]
        elif kind == "element_type":
            pattern = (r"(?:(?<=[\d?]x)|\b)"
                       r"(f16|bf16|f32|f64|i1|i8|i16|i32|i64|index)\b")
            spans = [m.span() for m in re.finditer(pattern, text)]
            if spans:
                start, end = rng.choice(spans)
                text = text[:start] + rng.choice(ELEMENT_TYPES) + text[end:]
        elif kind == "tensor_type":
            types = sorted(set(re.findall(r"tensor<[^<>]*>", text)))
            if types:
                old = rng.choice(types)
                dims = old[len("tensor<"):-1].split("x")
                i = rng.randrange(len(dims))
                if i == len(dims) - 1:
                    dims[i] = rng.choice(ELEMENT_TYPES)
                else:
                    dims[i] = rng.choice(["0", "1", "3", "5", "8", "17",
                                          "1024", "?"])
                text = text.replace(old, "tensor<" + "x".join(dims) + ">")
        elif kind == "all_elements":
            old = rng.choice(["f32", "i32", "f16", "i8", "i1"])
            text = re.sub(rf"(?:(?<=[\d?]x)|\b){old}\b",
                          rng.choice(ELEMENT_TYPES), text)
        elif kind == "op_name":
            spans = [m.span(1) for m in re.finditer(r"\b([a-z_]+\.[a-z_.]+)[ (<{]",
                                                    text)]
            if spans and op_names:
                start, end = rng.choice(spans)
                text = text[:start] + rng.choice(op_names) + text[end:]
        elif kind == "shape":
            spans = [m.span() for m in re.finditer(r"(\d+|\?)x", text)]
            if spans:
                start, end = rng.choice(spans)
                text = text[:start] + rng.choice(["1x", "0x", "3x", "?x",
                                                  "", "2x2x"]) + text[end:]
        elif kind == "delete_line" and len(lines) > 1:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif kind == "duplicate_line" and lines:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif kind == "swap_lines" and len(lines) > 1:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == "delete_chars" and text:
            start = rng.randrange(len(text))
            text = text[:start] + text[start + rng.randint(1, 8):]
        elif kind == "insert_token":
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(TOKENS) + text[at:]
        elif kind == "replace_char" and text:
            at = rng.randrange(len(text))
            text = text[:at] + chr(rng.randrange(32, 127)) + text[at + 1:]
    return text


def run_mutant(args, index, name, text, backend, work):
    """(index, how it ended, None) when the mutant ends as it must, else
    (index, None, why)."""
    source = os.path.join(work, f"mutant_{index}.mlir")
    output = os.path.join(work, f"mutant_{index}.vmfb")
    with open(source, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    # The address-space limit is set by a shell that then execs the
    # compiler (a preexec_fn is unsafe with the pool's threads).
    limit = f"ulimit -v {args.memory_mb * 1024} && exec \"$@\""
    command = ["sh", "-c", limit, "sh", args.compile,
               f"--iree-hal-target-backends={backend}", source, "-o", output]
    why, outcome = None, None
    try:
        # The compiler's own temporaries (objects, linker scripts) go into
        # the work folder, which is removed even after a crash.
        result = subprocess.run(command, capture_output=True,
                                timeout=args.timeout,
                                env=dict(os.environ, TMPDIR=work))
        stderr = result.stderr.decode("utf-8", "replace")
        if result.returncode < 0:
            why = f"killed by signal {-result.returncode}"
        elif result.returncode == 0:
            outcome = "module"
            if not os.path.exists(output) or os.path.getsize(output) == 0:
                why = "exit 0 without a module"
        elif CRASHED.search(stderr):
            why = f"exit {result.returncode} after a crash"
        elif not re.search(rf"^{re.escape(source)}:\d+:\d+: error:", stderr,
                           re.M):
            why = f"exit {result.returncode} without a located error"
        else:
            outcome = "located error"
        if why:
            why += ":\n" + stderr[-2000:]
    except subprocess.TimeoutExpired:
        why = f"no result within {args.timeout} s"
    if why:
        os.makedirs(args.artifacts, exist_ok=True)
        saved = os.path.join(args.artifacts, f"mutant_{index}_{name}")
        with open(saved, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        why = f"{saved} ({backend}): {why}"
    for path in (source, output):
        if os.path.exists(path):
            os.remove(path)
    return index, (None if why else outcome), why


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--compile", required=True, help="iree-compile")
    parser.add_argument("--sources", required=True,
                        help="folder searched for *.mlir programs")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds one compile may take")
    parser.add_argument("--memory-mb", type=int, default=4096,
                        help="address space one compile may use")
    parser.add_argument("--artifacts", default="mlir_mutants_artifacts")
    args = parser.parse_args()

    programs = []
    for root, dirs, files in os.walk(args.sources):
        # Inputs/ holds real exports (JAX's, whose ops carry the exporter's
        # source locations, not the file's), which lit does not run either.
        dirs[:] = [d for d in dirs if d != "Inputs"]
        for file in sorted(files):
            if file.endswith(".mlir"):
                path = os.path.join(root, file)
                with open(path, encoding="utf-8") as f:
                    programs.append((os.path.relpath(path, args.sources)
                                     .replace("/", "_"), f.read()))
    programs.sort()
    if not programs:
        sys.exit(f"mlir_mutants: no .mlir files under {args.sources}")
    op_names = sorted({m for _, text in programs
                       for m in re.findall(r"\b((?:stablehlo|tosa|linalg|arith|"
                                           r"tensor|math|chlo|scf)\.[a-z_]+)\b",
                                           text)})
    rng = random.Random(args.seed)
    mutants = []
    for index in range(args.count):
        name, text = rng.choice(programs)
        mutants.append((index, name, mutate(rng, text, op_names),
                        BACKENDS[index % len(BACKENDS)]))

    findings = []
    outcomes = {"module": 0, "located error": 0}
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_mutant, args, *m, work) for m in mutants]
        for future in concurrent.futures.as_completed(futures):
            index, outcome, why = future.result()
            if why:
                findings.append((index, why))
            else:
                outcomes[outcome] += 1
    for index, why in sorted(findings):
        print(f"mutant {index}: {why}\n")
    print(f"mlir_mutants: {args.count} mutants of {len(programs)} programs: "
          f"{outcomes['module']} modules, {outcomes['located error']} located "
          f"errors, {len(findings)} findings")
    # About a sixth compile; none (a compiler that fails every program with
    # some located error) would leave the pipeline untested.
    if outcomes["module"] < args.count // 20:
        print("mlir_mutants: too few mutants compiled; is the compiler "
              "failing every program?")
        sys.exit(1)
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
