"""A FAKE of Hugging Face's `datasets` package, for tests only: it is not `datasets`.

Tests put tests/support/fake_datasets first on PYTHONPATH to check how the generated
stream_data.py drives the package, without the package or the Hub. It has only what
stream_data.py uses: `load_dataset(path, name, split=..., streaming=True)` returning an
iterable dataset with `shard(num_shards, index)` and `shuffle(seed, buffer_size)`, and
`datasets.distributed.split_dataset_by_node`. The examples come from the JSON lines file
FAKE_DATASETS_ROOT/PATH/NAME/SPLIT.jsonl (NAME "default" when None). Each call is appended
to FAKE_DATASETS_LOG as a JSON line when that is set.
"""
import json
import os
import random


def _log(**call):
    log = os.environ.get("FAKE_DATASETS_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as f:
            f.write(json.dumps(call) + "\n")


class IterableDataset:
    def __init__(self, path, steps=()):
        self._path = path
        self._steps = steps  # ("shard", n, i) / ("shuffle", seed, buffer), applied in order

    def shard(self, num_shards, index):
        _log(call="shard", num_shards=num_shards, index=index)
        return IterableDataset(self._path, self._steps + (("shard", num_shards, index),))

    def shuffle(self, seed=None, buffer_size=1000):
        _log(call="shuffle", seed=seed, buffer_size=buffer_size)
        return IterableDataset(self._path, self._steps + (("shuffle", seed, buffer_size),))

    def __iter__(self):
        def examples():
            with open(self._path, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        yield json.loads(line)

        stream = examples()
        for step in self._steps:
            if step[0] == "shard":
                stream = _every_nth(stream, step[1], step[2])
            else:
                stream = _buffer_shuffle(stream, step[2], random.Random(step[1]))
        return iter(stream)


def _every_nth(stream, n, index):
    for k, example in enumerate(stream):
        if k % n == index:
            yield example


def _buffer_shuffle(stream, size, rng):
    buffer = []
    for item in stream:
        if len(buffer) < size:
            buffer.append(item)
            continue
        j = rng.randrange(size)
        buffer[j], item = item, buffer[j]
        yield item
    rng.shuffle(buffer)
    yield from buffer


def load_dataset(path, name=None, split=None, streaming=False, **kwargs):
    _log(call="load_dataset", path=path, name=name, split=split, streaming=streaming)
    if not streaming:
        raise NotImplementedError("the fake datasets package streams only (streaming=True)")
    file = os.path.join(os.environ["FAKE_DATASETS_ROOT"], path, name or "default", f"{split}.jsonl")
    if not os.path.isfile(file):
        raise FileNotFoundError(f"Couldn't find a dataset script at {path} (fake: no {file})")
    return IterableDataset(file)
