"""Device time per call from a --trace_file trace of repeated calls.

  device_spans.py TRACE.json FUNCTION

Takes the dispatch events of the device track (GPU timestamps on vulkan,
workgroup times on CPU devices), in order of their start, as many at a time
as one call of FUNCTION makes (the events over the calls the trace has of
it; calls run one after another, so one call's dispatches are consecutive),
drops the first call (warm-up) and prints the median span of a
call (first start to last end) and the median sum of its dispatches' times,
in microseconds: span below the sum is dispatches overlapping.
"""
import json
import statistics
import sys

path, function = sys.argv[1], sys.argv[2]
with open(path) as f:
    events = json.load(f)["traceEvents"]
calls = sum(1 for e in events if e.get("cat") == "vm" and
            e.get("ph") == "X" and e["name"].endswith("." + function))
dispatches = sorted(
    (e for e in events if e.get("cat") == "dispatch" and e.get("ph") == "X"),
    key=lambda e: e["ts"])
if calls < 2 or len(dispatches) % calls:
    sys.exit(f"{path}: {len(dispatches)} dispatch events are not "
             f"{calls} calls of {function} (two or more)")
per_call = len(dispatches) // calls
spans, sums = [], []
for first in range(per_call, len(dispatches), per_call):
    call = dispatches[first:first + per_call]
    spans.append(max(e["ts"] + e["dur"] for e in call) -
                 min(e["ts"] for e in call))
    sums.append(sum(e["dur"] for e in call))
print(f"{statistics.median(spans):.2f} {statistics.median(sums):.2f} "
      f"{len(spans)}")
