#!/usr/bin/env python3
"""What TensorBoard's own reader sees in event files: every scalar point, through tbparse's
SummaryReader (over TensorBoard's EventAccumulator), for the tests to compare the workbench's
reader with. Run with the workbench's Python environment (scripts/install-python-env.sh).

usage: tensorboard_scalars.py PATH   (an event file or a folder of them, not recursive)

Prints a JSON list of {"tag", "step", "wall_time", "value"}, sorted by tag, step, wall time.
A scalar is a TF1 simple_value, or a tensor of a tag whose plugin is "scalars" (TensorBoard's
EventAccumulator tells which); histograms, text and other plugins' tensors are not scalars.
"""
import json
import os
import sys

try:
    from tbparse import SummaryReader
    from tensorboard.backend.event_processing import event_accumulator
except ImportError as e:
    sys.exit("cannot import tbparse/tensorboard (%s): run scripts/install-python-env.sh" % e)


def scalar_points(path):
    reader = SummaryReader(path, pivot=False, extra_columns={"wall_time"})
    points = [dict(tag=r["tag"], step=int(r["step"]), wall_time=float(r["wall_time"]), value=float(r["value"]))
              for r in reader.scalars.to_dict("records")]
    files = [path] if os.path.isfile(path) else [os.path.join(path, f) for f in sorted(os.listdir(path))
                                                 if f.startswith("events.out.tfevents.")]
    scalar_tags = set()
    for f in files:
        acc = event_accumulator.EventAccumulator(f, size_guidance={event_accumulator.TENSORS: 0})
        acc.Reload()
        try:
            scalar_tags |= set(acc.PluginTagToContent("scalars"))
        except KeyError:   # no tag of that plugin in this file
            pass
    tensors = reader.tensors
    for r in tensors.to_dict("records") if len(tensors) else []:
        if r["tag"] in scalar_tags:
            points.append(dict(tag=r["tag"], step=int(r["step"]), wall_time=float(r["wall_time"]),
                               value=float(r["value"])))
    return sorted(points, key=lambda p: (p["tag"], p["step"], p["wall_time"]))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    json.dump(scalar_points(sys.argv[1]), sys.stdout)
