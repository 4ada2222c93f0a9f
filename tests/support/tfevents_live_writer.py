#!/usr/bin/env python3
"""A TensorBoard writer caught mid-run, for the live-follow tests: appends TFRecord event
records to one file the way a training job does, with Debian's python3-protobuf and the schema
vendored in core/metrics/proto (framing and CRC-32C from tfevents_writer.py, not the
workbench's).

usage: tfevents_live_writer.py PROTO_DIR FILE COUNT CONTROL_DIR

Writes the file-version record, then steps 1..COUNT 30 ms apart: a TF1 scalar "loss" =
4 - step/8 (simple_value) and a TF2 scalar "train/lr" = step/1024 (a float tensor under the
scalars plugin), each exact in float32. Then the first 20 bytes of step COUNT+1's record (its
header and a piece of its data: a writer mid-write), creates CONTROL_DIR/torn, and waits for
CONTROL_DIR/go before it writes the rest of that record and step COUNT+2. Then it stays alive
(a job still running) until it is killed.
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tfevents_writer import frame  # noqa: E402


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    proto_dir, path, count, control = os.path.abspath(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
    gen = tempfile.mkdtemp(prefix="tfevents-live-pb2-")
    try:
        subprocess.run(["protoc", "-I", ".", "--python_out", gen,
                        "event.proto", "summary.proto", "tensor.proto"], check=True, cwd=proto_dir)
    except FileNotFoundError:
        sys.exit("protoc not found: install Debian's protobuf-compiler (scripts/install-deps.sh)")
    sys.path.insert(0, gen)
    try:
        import event_pb2
        import tensor_pb2
    except ImportError as e:
        sys.exit("cannot import the generated modules (%s): install Debian's python3-protobuf" % e)

    def record(step):
        e = event_pb2.Event(step=step, wall_time=1700000000.0 + step)
        e.summary.value.add(tag="loss", simple_value=4.0 - step / 8.0)
        lr = e.summary.value.add(tag="train/lr")
        lr.metadata.plugin_data.plugin_name = "scalars"
        lr.tensor.dtype = tensor_pb2.DT_FLOAT
        lr.tensor.float_val.append(step / 1024.0)
        return frame(e.SerializeToString())

    with open(path, "ab", buffering=0) as f:
        version = event_pb2.Event(step=0, wall_time=1700000000.0, file_version="brain.Event:2")
        f.write(frame(version.SerializeToString()))
        for step in range(1, count + 1):
            f.write(record(step))
            time.sleep(0.03)
        torn = record(count + 1)
        f.write(torn[:20])
        open(os.path.join(control, "torn"), "w").close()
        while not os.path.exists(os.path.join(control, "go")):
            time.sleep(0.02)
        f.write(torn[20:])
        f.write(record(count + 2))
    print("written", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
