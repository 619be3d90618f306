#!/usr/bin/env python3
"""Checks every command block of README.md and docs/*.md against the build.

A command block is a fenced block marked `sh` (or `bash`, `shell`,
`console`), or an unmarked one whose lines start with `$ `.

- Transcripts (blocks with `$ ` lines) are run from the source directory with
  the build's tools first on PATH (and `/tmp/` standing for a private
  directory); what each command prints (stdout and stderr) must equal the
  lines shown under it. `...` in a shown line matches any text.
- Other blocks are command lists that build, install or run on other
  machines; they are checked without running: each program exists (a tool or
  benchmark of the build, a script of the repository, or a system command),
  each `--flag` is one the program knows, each repository path exists, each
  `VAR=value` names a variable the program or build reads, and each ninja
  target is one the build defines.

Prints one line per problem (`file:line: ...`) and exits 1 if there is any.
"""

import argparse
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

SHELL_LANGS = {"sh", "bash", "shell", "console"}
SYSTEM_COMMANDS = {
    "apt-get", "bash", "cat", "cc", "cd", "cmake", "cmp", "cp", "ctest",
    "echo", "export", "git", "grep", "head", "ls", "mkdir", "ninja",
    "objdump", "perf", "pkg-config", "python3", "rm", "sh", "sudo", "tail",
}
REPO_DIRS = ("samples/", "tests/", "benchmarks/", "build_tools/", "docs/",
             "runtime/", "compiler/", "tools/", "third_party/")
BUILD_DIR_RE = re.compile(r"^(build(-[\w-]+)?|devrun/bin)/")


class Checker:

  def __init__(self, source_dir, build_dir):
    self.source_dir = source_dir
    self.build_dir = build_dir
    self.problems = []
    self.help_cache = {}
    self.ninja_targets = None
    self.counts = {"transcripts": 0, "lists": 0, "commands": 0}
    self.scratch_dir = tempfile.mkdtemp(prefix="check_docs.")

  def problem(self, where, message):
    self.problems.append(f"{where}: {message}")

  # --- blocks -------------------------------------------------------------

  def check_file(self, path):
    rel = os.path.relpath(path, self.source_dir)
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
      if not lines[i].lstrip().startswith("```"):
        i += 1
        continue
      info = lines[i].lstrip()[3:].split()
      lang = info[0] if info else ""
      start = i + 1
      end = start
      while end < len(lines) and not lines[end].lstrip().startswith("```"):
        end += 1
      if end == len(lines):
        self.problem(f"{rel}:{i + 1}", "code block is never closed")
      body = lines[start:end]
      is_transcript = any(l.startswith("$ ") for l in body)
      if is_transcript and (lang in SHELL_LANGS or lang == ""):
        self.run_transcript(rel, start + 1, body)
      elif lang in SHELL_LANGS:
        self.check_command_list(rel, start + 1, body)
      i = end + 1

  def run_transcript(self, rel, first_line, body):
    self.counts["transcripts"] += 1
    steps = []  # (line number, command, expected lines)
    for n, line in enumerate(body):
      if line.startswith("$ "):
        steps.append([first_line + n, line[2:], []])
      elif steps and steps[-1][2] == [] and steps[-1][1].endswith("\\"):
        steps[-1][1] = steps[-1][1][:-1] + line
      elif steps:
        steps[-1][2].append(line)
      elif line.strip():
        self.problem(f"{rel}:{first_line + n}", "output before any `$ ` command")
    env = dict(os.environ)
    # The build's tools first, then Debian's python3 (the one with
    # python3-numpy) ahead of others such as pyenv's; the build's Python
    # packages importable.
    env["PATH"] = os.pathsep.join(
        [os.path.join(self.build_dir, "tools"), "/usr/bin", env["PATH"]])
    env["PYTHONPATH"] = os.pathsep.join(
        [os.path.join(self.build_dir, "python_packages")] +
        ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    for number, command, expected in steps:
      self.counts["commands"] += 1
      # Files the examples write to /tmp go to a directory of this run's own,
      # so that tests running beside it cannot race on them.
      command = re.sub(r"(?<![\w.])/tmp/", self.scratch_dir + "/", command)
      try:
        result = subprocess.run(["bash", "-o", "pipefail", "-c",
                                 f"({command}\n) 2>&1"],
                                cwd=self.source_dir, env=env,
                                capture_output=True, text=True, timeout=300)
      except subprocess.TimeoutExpired:
        self.problem(f"{rel}:{number}", f"`{command}` ran past 300 s")
        continue
      actual = result.stdout.rstrip("\n").split("\n") if result.stdout else []
      while expected and not expected[-1].strip():
        expected.pop()
      if not self.output_matches(expected, actual):
        shown = "\n    ".join(actual[:20])
        self.problem(f"{rel}:{number}",
                     f"`{command}` printed (exit {result.returncode}):\n"
                     f"    {shown}")

  @staticmethod
  def output_matches(expected, actual):
    if len(expected) != len(actual):
      return False
    for want, got in zip(expected, actual):
      pattern = ".*".join(re.escape(part) for part in want.rstrip().split("..."))
      if not re.fullmatch(pattern, got.rstrip()):
        return False
    return True

  # --- command lists ------------------------------------------------------

  def check_command_list(self, rel, first_line, body):
    self.counts["lists"] += 1
    pending, pending_line = "", None
    for n, line in enumerate(body):
      if pending_line is None:
        pending_line = first_line + n
      if line.rstrip().endswith("\\"):
        pending += line.rstrip()[:-1] + " "
        continue
      pending += line
      self.check_command_line(f"{rel}:{pending_line}", pending)
      pending, pending_line = "", None

  def check_command_line(self, where, line):
    # A command substitution is a command of its own.
    for inner in re.findall(r"\$\(([^()]*)\)", line):
      self.check_command_line(where, inner)
    line = re.sub(r"\$\([^()]*\)", "SUBSTITUTED", line)
    try:
      lexer = shlex.shlex(line, posix=True, punctuation_chars="|&;()<>")
      lexer.whitespace_split = True
      lexer.commenters = "#"
      tokens = list(lexer)
    except ValueError as error:
      self.problem(where, f"cannot parse `{line}`: {error}")
      return
    command = []
    for token in tokens + [";"]:
      if token and set(token) <= set("|&;()<>"):
        if command:
          self.check_command(where, command)
        command = []
      else:
        command.append(token)

  def check_command(self, where, tokens):
    self.counts["commands"] += 1
    env_vars = []
    while tokens and re.match(r"^[A-Z_][A-Z0-9_]*=", tokens[0]):
      env_vars.append(tokens[0].split("=", 1)[0])
      tokens = tokens[1:]
    if not tokens:
      return
    program, args = tokens[0], tokens[1:]
    if program in ("sudo",) and args:
      program, args = args[0], args[1:]
    script = None
    if program in ("bash", "sh", "python3") and args and "/" in args[0]:
      script, args = args[0], args[1:]
    elif "/" in program and not BUILD_DIR_RE.match(program):
      script = program
    if script is not None:
      self.check_script(where, program, script, args, env_vars)
    elif BUILD_DIR_RE.match(program) or program.startswith("iree-"):
      self.check_binary(where, program, args, env_vars)
    elif program in SYSTEM_COMMANDS:
      self.check_system_command(where, program, args, env_vars)
    else:
      self.problem(where, f"unknown program `{program}`")
    for arg in args:
      value = arg.split("=", 1)[-1].lstrip("@")
      if value.startswith(REPO_DIRS) and not glob.glob(
          os.path.join(self.source_dir, value)):
        self.problem(where, f"`{value}` does not exist in the repository")

  def check_script(self, where, interpreter, script, args, env_vars):
    path = os.path.join(self.source_dir, script.lstrip("./") if
                        script.startswith("./") else script)
    if not os.path.isfile(path):
      self.problem(where, f"script `{script}` does not exist")
      return
    text = open(path, encoding="utf-8", errors="replace").read()
    for var in env_vars:
      if not self.mentions(text, var) and not self.mentioned_in_build_tools(var):
        self.problem(where, f"`{script}` does not read `{var}`")
    for flag in self.flags(args):
      if not self.mentions(text, flag):
        self.problem(where, f"`{script}` has no `{flag}`")

  @staticmethod
  def mentions(text, name):
    """Whether |text| has |name| as a whole word (`--flag`, `VAR`)."""
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])",
                     text) is not None

  def mentioned_in_build_tools(self, name):
    """Variables reach scripts through the build scripts they run."""
    for path in glob.glob(os.path.join(self.source_dir, "build_tools", "*")):
      if os.path.isfile(path) and self.mentions(
          open(path, encoding="utf-8", errors="replace").read(), name):
        return True
    return False

  def check_binary(self, where, program, args, env_vars):
    name = os.path.basename(program)
    path = self.find_build_binary(name)
    if path is None:
      self.problem(where, f"`{program}`: the build has no `{name}`")
      return
    help_text = self.help_of(path)
    for flag in self.flags(args):
      if not re.search(re.escape(flag) + r"(?![\w-])", help_text):
        self.problem(where, f"`{name}` has no flag `{flag}`")
    for var in env_vars:
      if not self.mentioned_in_build_tools(var) and var not in help_text:
        self.problem(where, f"`{name}` does not read `{var}`")

  def find_build_binary(self, name):
    for directory in ("tools",):
      path = os.path.join(self.build_dir, directory, name)
      if os.access(path, os.X_OK):
        return path
    for root, _, files in os.walk(os.path.join(self.build_dir, "benchmarks")):
      if name in files:
        return os.path.join(root, name)
    for root, _, files in os.walk(self.build_dir):
      if name in files and os.access(os.path.join(root, name), os.X_OK):
        return os.path.join(root, name)
    return None

  def help_of(self, path):
    if path not in self.help_cache:
      result = subprocess.run([path, "--help"], capture_output=True, text=True,
                              timeout=60)
      self.help_cache[path] = result.stdout + result.stderr
    return self.help_cache[path]

  def check_system_command(self, where, program, args, env_vars):
    if program == "ninja" and "-C" in args:
      index = args.index("-C")
      targets = [a for a in args[index + 2:] if not a.startswith("-")]
      known = self.known_ninja_targets()
      for target in targets:
        if target not in known:
          self.problem(where, f"the build defines no ninja target `{target}`")
    if program == "cmake":
      cache = os.path.join(self.build_dir, "CMakeCache.txt")
      cache_text = open(cache).read() if os.path.exists(cache) else ""
      for arg in args:
        define = re.match(r"^-D(\w+)=", arg)
        if define and define.group(1) not in cache_text:
          self.problem(where, f"the build has no cmake option `{define.group(1)}`")

  def known_ninja_targets(self):
    if self.ninja_targets is None:
      result = subprocess.run(["ninja", "-C", self.build_dir, "-t", "targets",
                               "all"], capture_output=True, text=True)
      self.ninja_targets = {line.split(":")[0]
                            for line in result.stdout.splitlines()}
    return self.ninja_targets

  @staticmethod
  def flags(args):
    return [a.split("=", 1)[0] for a in args
            if a.startswith("--") and len(a) > 2]


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--source-dir", required=True)
  parser.add_argument("--build-dir", required=True)
  parser.add_argument("files", nargs="*",
                      help="markdown files (default: README.md, docs/*.md)")
  options = parser.parse_args()
  source_dir = os.path.abspath(options.source_dir)
  files = options.files or [os.path.join(source_dir, "README.md")] + sorted(
      glob.glob(os.path.join(source_dir, "docs", "*.md")))
  checker = Checker(source_dir, os.path.abspath(options.build_dir))
  try:
    for path in files:
      checker.check_file(path)
  finally:
    shutil.rmtree(checker.scratch_dir, ignore_errors=True)
  for problem in checker.problems:
    print(problem)
  counts = checker.counts
  print(f"{len(files)} files: {counts['transcripts']} transcripts run, "
        f"{counts['lists']} command lists checked, {counts['commands']} "
        f"commands; {len(checker.problems)} problems")
  return 1 if checker.problems else 0


if __name__ == "__main__":
  sys.exit(main())
