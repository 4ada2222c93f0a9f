#!/usr/bin/env python3
"""Writes TensorBoard event files for the workbench's tests with TensorBoard's own writers, and
records what TensorBoard's own reader (tbparse, tensorboard_scalars.py) reads from each. Run
with the workbench's Python environment (scripts/install-python-env.sh: torch, tensorboard,
tbparse; no TensorFlow).

usage: tensorboard_event_files.py OUT_DIR

OUT_DIR gets one folder per case, each with one events.out.tfevents.* file:
  torch/   torch.utils.tensorboard.SummaryWriter: add_scalar (TF1 simple_value) of "loss"
           (4 - s/2) and "lr" (s/1000, not exact in float32) at steps 1..5, "accuracy" at step 3;
           add_scalar(new_style=True) "train/lr" (a float tensor under the scalars plugin) and
           double_precision=True "val/acc"; add_histogram "weights" and add_text "notes" (no
           scalars). Wall times 1700000000 + s (+ .25 for the tensors).
  tbwriter/ tensorboard.summary.Writer (TensorBoard's framework-free writer): "x" at steps 10,
           20, 30, float32 tensors.
  tf2/     what TensorFlow 2's tf.summary.scalar writes (TensorFlow is not in the environment):
           TensorBoard's own Event/Summary/Tensor protos written by its EventFileWriter; the
           scalars plugin named in a tag's first value only; float_val, double_val and
           little-endian tensor_content; a one-element tensor of the histograms plugin and a
           text tensor that are no scalars.
  torn/    a SummaryWriter file whose last record (step 4) is cut 5 bytes into its data; the
           missing bytes are OUT_DIR/torn.rest.
  badcrc/  a SummaryWriter file (loss at steps 1, 2, 3) whose step-2 record has a data byte
           flipped after its checksum was taken.
manifest.json: {"<case>": {"file": path, "tbparse": [points TensorBoard's reader reads]}, with
"torn": "resume_offset" (where the torn record starts) and "badcrc": "offset" (of the damaged
record) and "tbparse_intact" (what it read before the damage: TensorBoard's reader stops at a
bad checksum, the workbench's skips the record and goes on).
"""
import glob
import json
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    import numpy as np
    from tensorboard.compat.proto import event_pb2, summary_pb2, types_pb2
    from tensorboard.summary import Writer
    from tensorboard.summary.writer.event_file_writer import EventFileWriter
    from torch.utils.tensorboard import SummaryWriter
except ImportError as e:
    sys.exit("cannot import torch/tensorboard (%s): run scripts/install-python-env.sh" % e)
from tensorboard_scalars import scalar_points  # noqa: E402

T0 = 1700000000.0


def record_offsets(data):
    """Start of every TFRecord in `data` (a whole file)."""
    offsets, at = [], 0
    while at < len(data):
        offsets.append(at)
        at += 8 + 4 + struct.unpack("<Q", data[at:at + 8])[0] + 4
    return offsets


def only_file(folder):
    files = glob.glob(os.path.join(folder, "events.out.tfevents.*"))
    if len(files) != 1:
        sys.exit("%s: expected one event file, found %r" % (folder, files))
    return files[0]


def write_torch(folder):
    w = SummaryWriter(folder)
    for s in range(1, 6):
        w.add_scalar("loss", 4.0 - 0.5 * s, s, walltime=T0 + s)
        w.add_scalar("lr", s / 1000.0, s, walltime=T0 + s)
        if s == 3:
            w.add_scalar("accuracy", 0.75, s, walltime=T0 + s)
        w.add_scalar("train/lr", s / 1024.0, s, walltime=T0 + s + 0.25, new_style=True)
        w.add_scalar("val/acc", s / 10.0, s, walltime=T0 + s + 0.25, new_style=True, double_precision=True)
    w.add_histogram("weights", np.arange(10.0), 5, walltime=T0 + 5)
    w.add_text("notes", "hello", 5, walltime=T0 + 5)
    w.close()


def write_tbwriter(folder):
    w = Writer(folder)
    for s, v in ((10, 2.5), (20, 1.25), (30, 0.625)):
        w.add_scalar("x", v, s, wall_time=T0 + 100 * s + 0.5)
    w.close()


def write_tf2(folder):
    writer = EventFileWriter(folder)

    def tensor(tag, dtype, plugin=None, **fields):
        v = summary_pb2.Summary.Value(tag=tag)
        if plugin:
            v.metadata.plugin_data.plugin_name = plugin
        v.tensor.dtype = dtype
        for name, value in fields.items():
            if name == "tensor_content":
                v.tensor.tensor_content = value
            else:
                getattr(v.tensor, name).extend(value)
        return v

    F, D, S = types_pb2.DT_FLOAT, types_pb2.DT_DOUBLE, types_pb2.DT_STRING
    events = [
        (10, T0 + 100.5, [tensor("train/loss", F, "scalars", float_val=[2.5]),
                          tensor("val/acc", D, "scalars", double_val=[0.1]),
                          tensor("weights", F, "histograms", float_val=[7.0]),
                          tensor("notes", S, "text", string_val=[b"hello"])]),
        (20, T0 + 200.5, [tensor("train/loss", F, float_val=[1.25]),
                          tensor("val/acc", D, tensor_content=struct.pack("<d", 0.2)),
                          tensor("weights", F, float_val=[8.0])]),
        (30, T0 + 300.5, [tensor("train/loss", F, tensor_content=struct.pack("<f", 0.625))]),
    ]
    for step, wall, values in events:
        writer.add_event(event_pb2.Event(step=step, wall_time=wall, summary=summary_pb2.Summary(value=values)))
    writer.close()


def write_losses(folder, steps):
    w = SummaryWriter(folder)
    for s in steps:
        w.add_scalar("loss", 1.0 / s if folder.endswith("torn") else float(s), s, walltime=T0 + s)
    w.close()
    return only_file(folder)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(out, exist_ok=True)
    manifest = {}
    for case, write in (("torch", write_torch), ("tbwriter", write_tbwriter), ("tf2", write_tf2)):
        folder = os.path.join(out, case)
        write(folder)
        manifest[case] = {"file": only_file(folder), "tbparse": scalar_points(folder)}

    # Torn: the writer has written 5 bytes of the last record's data so far.
    torn = write_losses(os.path.join(out, "torn"), (1, 2, 4))
    data = open(torn, "rb").read()
    last = record_offsets(data)[-1]
    cut = last + 12 + 5
    with open(torn, "wb") as f:
        f.write(data[:cut])
    with open(os.path.join(out, "torn.rest"), "wb") as f:
        f.write(data[cut:])
    manifest["torn"] = {"file": torn, "resume_offset": last, "tbparse": scalar_points(torn)}

    # Bad CRC: step 2's record has a data byte flipped after its checksum was taken.
    bad = write_losses(os.path.join(out, "badcrc"), (1, 2, 3))
    intact = scalar_points(bad)
    data = bytearray(open(bad, "rb").read())
    offset = record_offsets(bytes(data))[2]   # the file-version record, step 1, step 2
    data[offset + 12 + 3] ^= 0x40
    with open(bad, "wb") as f:
        f.write(bytes(data))
    manifest["badcrc"] = {"file": bad, "offset": offset, "tbparse_intact": intact, "tbparse": scalar_points(bad)}

    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)


if __name__ == "__main__":
    main()
