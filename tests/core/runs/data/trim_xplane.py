#!/usr/bin/env python3
"""Makes the small XPlane fixture of tst_xplane_reader from a real capture.

    protoc --python_out=/tmp/xplane-py -I core/runs/proto core/runs/proto/xplane.proto
    PYTHONPATH=/tmp/xplane-py python3 trim_xplane.py IN.xplane.pb OUT.xplane.pb [STEPS]

IN is a `tpuwb run profile` capture of an xla-cpu run (torch_xla 2.9's CPU runtime). OUT keeps
the events that start before the end of the first STEPS (default 1) ProfilerStep spans: those
spans, the other spans of train.py's thread and every event with an
`hlo_op` stat (the XLA operations), with their names and stats; it drops the runtime's
bookkeeping events (thread-pool regions, waits, buffer holds) and the metadata nothing refers
to, and keeps of the events' stats only `hlo_op` (program ids and thread-pool bookkeeping
left out), so that the file stays small. Times and names are the capture's, unchanged.
"""
import sys

import xplane_pb2

space = xplane_pb2.XSpace()
with open(sys.argv[1], "rb") as f:
    space.ParseFromString(f.read())
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 1
for plane in space.planes:
    names = {k: v.name for k, v in plane.event_metadata.items()}
    ends = sorted(l.timestamp_ns * 1000 + e.offset_ps + e.duration_ps for l in plane.lines for e in l.events
                  if names.get(e.metadata_id, "").startswith("ProfilerStep#"))
    until = ends[min(steps, len(ends)) - 1] if ends else None
    hlo = {k for k, v in plane.stat_metadata.items() if v.name == "hlo_op"}
    step_lines = {l.id for l in plane.lines if any(names.get(e.metadata_id, "").startswith("ProfilerStep#")
                                                   for e in l.events)}
    used_events, used_stats = set(), set()
    for line in plane.lines:
        keep = [e for e in line.events
                if (until is None or line.timestamp_ns * 1000 + e.offset_ps < until) and (
                   (line.id in step_lines and not names.get(e.metadata_id, "").startswith(
                    ("ThreadpoolListener", "Wait for")))
                or any(s.metadata_id in hlo for s in e.stats))]
        del line.events[:]
        line.events.extend(keep)
        for e in keep:
            stats = [s for s in e.stats if s.metadata_id in hlo]
            del e.stats[:]
            e.stats.extend(stats)
            used_events.add(e.metadata_id)
            for s in e.stats:
                used_stats.add(s.metadata_id)
                if s.WhichOneof("value") == "ref_value":
                    used_stats.add(s.ref_value)
    empty = [l for l in plane.lines if not l.events]
    for l in empty:
        plane.lines.remove(l)
    for k in [k for k in plane.event_metadata if k not in used_events]:
        del plane.event_metadata[k]
    for s in plane.stats:
        used_stats.add(s.metadata_id)
    for k in [k for k in plane.stat_metadata if k not in used_stats]:
        del plane.stat_metadata[k]
with open(sys.argv[2], "wb") as f:
    f.write(space.SerializeToString())
