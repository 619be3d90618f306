"""Checks a --trace_file trace as Perfetto would read it and summarizes it.

  check_trace.py TRACE.json

Fails unless the file is a Chrome trace-event JSON object whose events all
have a known phase, a pid, a tid and a numeric time stamp, and every event
with a duration has a non-negative one. Prints the device tracks, then one
line per dispatch ("dispatch NAME on TRACK, N us, workgroups [x, y, z]"), the
number of VM calls and of host HAL events by name, for FileCheck.
"""
import collections
import json
import sys

with open(sys.argv[1]) as f:
    trace = json.load(f)
events = trace["traceEvents"]
tracks = {}
for event in events:
    if event["ph"] not in ("X", "i", "M"):
        sys.exit(f"unknown phase {event['ph']!r}: {event}")
    if "pid" not in event:
        sys.exit(f"event without pid: {event}")
    if event["ph"] == "M":
        if event["name"] == "thread_name":
            tracks[event["tid"]] = event["args"]["name"]
        continue
    if "tid" not in event or not isinstance(event["ts"], (int, float)):
        sys.exit(f"event without tid or time stamp: {event}")
    if event["ph"] == "X" and event["dur"] < 0:
        sys.exit(f"negative duration: {event}")
for name in sorted(tracks.values()):
    print(f"track {name}")
host = collections.Counter()
for event in sorted(events, key=lambda e: e.get("ts", 0)):
    category = event.get("cat")
    if category == "dispatch":
        workgroups = event.get("args", {}).get("workgroups")
        print(f"dispatch {event['name']} on {tracks[event['tid']]}, "
              f"{'timed' if event['dur'] > 0 else 'untimed'}"
              + (f", workgroups {workgroups}" if workgroups else ""))
    elif category in ("vm", "hal"):
        host[(category, event["name"])] += 1
for (category, name), count in sorted(host.items()):
    print(f"{category} {name} x{count}")
