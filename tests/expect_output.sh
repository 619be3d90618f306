#!/usr/bin/env bash
# expect_output.sh TEXT COMMAND [ARGS...]: runs COMMAND, shows its output, and
# fails if COMMAND fails or its output does not contain TEXT.
set -uo pipefail
expected="$1"
shift
output="$("$@" 2>&1)"
status=$?
printf '%s\n' "$output"
if [ $status -ne 0 ]; then
  echo "expect_output: command exited with $status" >&2
  exit 1
fi
if ! grep -qF -- "$expected" <<<"$output"; then
  echo "expect_output: output lacks '$expected'" >&2
  exit 1
fi
