#!/usr/bin/env python3
"""Writes TensorBoard event files for the workbench's tests, with Debian's python3-protobuf and
the Event/Summary/Tensor schema vendored in core/metrics/proto (compiled here with
`protoc --python_out`, so the writer and the C++ reader share one schema but no code).

usage: tfevents_writer.py PROTO_DIR OUT_DIR

OUT_DIR gets:
  tf1/events.out.tfevents.*     TF1 scalars (simple_value)
  tf2/events.out.tfevents.*     TF2 scalars (tensors under the "scalars" plugin: float_val,
                                double_val, tensor_content), plus a histogram-plugin tensor and a
                                text tensor that are no scalars
  torn/events.out.tfevents.*    its last record cut short; the missing bytes in torn.rest
  badcrc/events.out.tfevents.*  its second record's data changed after its CRC was taken
  manifest.json                 the torn record's offset and the damaged record's offset
The CRC-32C here is its own (bitwise) implementation, not the workbench's.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile


def crc32c(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
    return crc ^ 0xFFFFFFFF


def masked(crc):
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def frame(data):
    header = struct.pack("<Q", len(data))
    return header + struct.pack("<I", masked(crc32c(header))) + data + struct.pack("<I", masked(crc32c(data)))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    proto_dir, out_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    gen = tempfile.mkdtemp(prefix="tfevents-pb2-")
    try:
        subprocess.run(["protoc", "-I", ".", "--python_out", gen,
                        "event.proto", "summary.proto", "tensor.proto"], check=True, cwd=proto_dir)
    except FileNotFoundError:
        sys.exit("protoc not found: install Debian's protobuf-compiler (scripts/install-deps.sh)")
    sys.path.insert(0, gen)
    try:
        import event_pb2
        import summary_pb2
        import tensor_pb2
    except ImportError as e:
        sys.exit("cannot import the generated modules (%s): install Debian's python3-protobuf" % e)

    def event(step, wall_time, values=None, file_version=None):
        e = event_pb2.Event(step=step, wall_time=wall_time)
        if file_version is not None:
            e.file_version = file_version
        else:
            e.summary.value.extend(values)
        return frame(e.SerializeToString())

    def simple(tag, value):
        return summary_pb2.Summary.Value(tag=tag, simple_value=value)

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

    def write(sub, records):
        folder = os.path.join(out_dir, sub)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "events.out.tfevents.1700000000.testhost.1234.0.v2")
        with open(path, "wb") as f:
            f.write(b"".join(records))
        return path

    version = event(0, 1700000000.0, file_version="brain.Event:2")

    # TF1: step s has loss 4 - s/2 (exact in float32), and step 3 a second tag in the same event.
    tf1 = [version]
    for s in range(1, 6):
        values = [simple("loss", 4.0 - 0.5 * s)]
        if s == 3:
            values.append(simple("accuracy", 0.75))
        tf1.append(event(s, 1700000000.0 + s, values))
    write("tf1", tf1)

    # TF2: the plugin is named in a tag's first value only, as tf.summary.scalar writes it.
    F, D = tensor_pb2.DT_FLOAT, tensor_pb2.DT_DOUBLE
    tf2 = [version,
           event(10, 1700000100.5, [tensor("train/loss", F, "scalars", float_val=[2.5]),
                                    tensor("val/acc", D, "scalars", double_val=[0.1]),
                                    tensor("weights", F, "histograms", float_val=[7.0]),
                                    tensor("notes", tensor_pb2.DT_STRING, "text", string_val=[b"hello"])]),
           event(20, 1700000200.5, [tensor("train/loss", F, float_val=[1.25]),
                                    tensor("val/acc", D, tensor_content=struct.pack("<d", 0.2)),
                                    tensor("weights", F, float_val=[8.0])]),
           event(30, 1700000300.5, [tensor("train/loss", F, tensor_content=struct.pack("<f", 0.625))])]
    write("tf2", tf2)

    # Torn: the writer has written 5 bytes of step 3's record's data so far.
    torn = [version] + [event(s, 1700000000.0 + s, [simple("loss", 1.0 / s)]) for s in (1, 2)]
    last = event(4, 1700000004.0, [simple("loss", 0.25)])
    cut = 12 + 5
    torn_path = write("torn", torn + [last[:cut]])
    with open(os.path.join(out_dir, "torn.rest"), "wb") as f:
        f.write(last[cut:])
    torn_offset = sum(len(r) for r in torn)

    # Bad CRC: step 2's data has a byte flipped after its checksum was taken.
    good1 = event(1, 1700000001.0, [simple("loss", 1.0)])
    bad = bytearray(event(2, 1700000002.0, [simple("loss", 2.0)]))
    bad[12 + 3] ^= 0x40
    good3 = event(3, 1700000003.0, [simple("loss", 3.0)])
    bad_path = write("badcrc", [version, good1, bytes(bad), good3])
    bad_offset = len(version) + len(good1)

    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump({"torn": {"file": torn_path, "resume_offset": torn_offset},
                   "badcrc": {"file": bad_path, "offset": bad_offset}}, f, indent=1)


if __name__ == "__main__":
    main()
