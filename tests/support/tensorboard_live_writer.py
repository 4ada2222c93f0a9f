#!/usr/bin/env python3
"""A training job's TensorBoard writer caught mid-run, for the live-follow tests: torch's
SummaryWriter (torch.utils.tensorboard, the workbench's Python environment) appends scalars to
its event file in LOGDIR, flushed after every step.

usage: tensorboard_live_writer.py LOGDIR COUNT CONTROL_DIR

Steps 1..COUNT, 30 ms apart: "loss" = 4 - step/8 (add_scalar: a TF1 simple_value) and
"train/lr" = step/1024 (add_scalar(new_style=True): a float tensor under the scalars plugin),
wall time 1700000000 + step, each value exact in float32. Then the writer is caught mid-record:
the records of steps COUNT+1 and COUNT+2, as a second SummaryWriter writes them (into a scratch
folder: TensorBoard's own bytes), are appended to the file, the first only its first 20 bytes
(its header and a piece of its data); CONTROL_DIR/torn is created, and once CONTROL_DIR/go
exists the rest follows. Then it stays alive (a job still running) until it is killed.
"""
import glob
import os
import shutil
import struct
import sys
import tempfile
import time

try:
    from torch.utils.tensorboard import SummaryWriter
except ImportError as e:
    sys.exit("cannot import torch.utils.tensorboard (%s): run scripts/install-python-env.sh" % e)

T0 = 1700000000.0


def write_step(writer, step):
    writer.add_scalar("loss", 4.0 - step / 8.0, step, walltime=T0 + step)
    writer.add_scalar("train/lr", step / 1024.0, step, walltime=T0 + step, new_style=True)


def records_after_the_first(path):
    """The bytes of every record of an event file but its first (the file-version event)."""
    data = open(path, "rb").read()
    first = 8 + 4 + struct.unpack("<Q", data[:8])[0] + 4
    return data[first:]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    logdir, count, control = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    writer = SummaryWriter(logdir)
    writer.flush()
    path = glob.glob(os.path.join(logdir, "events.out.tfevents.*"))[0]
    for step in range(1, count + 1):
        write_step(writer, step)
        writer.flush()
        time.sleep(0.03)
    writer.close()   # every byte is in the file; what follows is appended

    scratch = tempfile.mkdtemp(prefix="tb-live-")
    later = SummaryWriter(scratch)
    write_step(later, count + 1)
    write_step(later, count + 2)
    later.close()
    rest = records_after_the_first(glob.glob(os.path.join(scratch, "events.out.tfevents.*"))[0])
    shutil.rmtree(scratch)

    with open(path, "ab", buffering=0) as f:
        f.write(rest[:20])
        open(os.path.join(control, "torn"), "w").close()
        while not os.path.exists(os.path.join(control, "go")):
            time.sleep(0.02)
        f.write(rest[20:])
    print("written", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
