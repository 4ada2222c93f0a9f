#!/usr/bin/env python3
"""A writer that follows MaxKernel's tpu_client.py protocol (docs/formats.md 1.2):
exclusive fcntl.flock on /tmp/maxkernel_tpu_config_update.lock for the whole read-modify-write,
unreadable JSON treated as empty, temp file `.tpu_config.json.tmp.<pid>_<6 hex>` in the same
folder, then os.replace. Used by tst_registry_concurrency to write at the same time as tpuwb.

usage: maxkernel_writer.py CONFIG PREFIX COUNT
"""
import fcntl
import json
import os
import secrets
import sys

LOCK = "/tmp/maxkernel_tpu_config_update.lock"


def add_tpu(config_path, entry):
    with open(LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(config_path) as f:
                data = json.load(f)
        except (OSError, ValueError):
            data = {"tpus": []}
        tpus = data["tpus"] if isinstance(data, dict) and "tpus" in data else (data if isinstance(data, list) else [data])
        if not any(t.get("tpu_name") == entry["tpu_name"] for t in tpus):
            tpus.append(entry)
        folder = os.path.dirname(os.path.abspath(config_path))
        tmp = os.path.join(folder, ".tpu_config.json.tmp.%d_%s" % (os.getpid(), secrets.token_hex(3)))
        with open(tmp, "w") as f:
            json.dump({"tpus": tpus}, f, indent=2)
        os.replace(tmp, config_path)


def main():
    config, prefix, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    for i in range(count):
        add_tpu(config, {"tpu_name": "%s-%d" % (prefix, i), "zone": "us-central2-b", "project": "p",
                         "mk_field": {"kept": True}})


if __name__ == "__main__":
    main()
