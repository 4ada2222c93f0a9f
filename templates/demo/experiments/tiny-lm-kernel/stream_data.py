"""Streaming text (`data.source: "stream"`): raw text shards tokenised as they are read.

`data.path` names the documents (TPU Workbench's docs/formats.md, "Streaming text"):
- local or `gs://` `.txt`/`.jsonl` shards (storage.py says how they are listed and read): a
  `.txt` document is a run of non-blank lines, a `.jsonl` one the `data.text_field` (default
  "text") of a line, as `tpuwb data prepare` reads them;
- `hf://DATASET[/CONFIG][:SPLIT]` (DATASET as on the Hub, `owner/name` or `name`; SPLIT default
  "train"; or `data.hf_config` for the config): a Hugging Face dataset through
  `datasets.load_dataset(..., streaming=True)`, when the `datasets` package is installed.
Every document is tokenised with the SentencePiece model `data.tokenizer` (local or `gs://`;
`tpuwb data prepare` writes one), followed by its eos id, and the ids are packed into windows
of seq_len + 1 (a window may span documents).

Held out: a document whose content hash (BLAKE2b) falls on 1 of every round(1 /
`data.eval_fraction`) (default 0.05) is eval data, never trained on, whatever the order or
sharding; the eval set is the first `train.eval_batches` global batches of those windows, in
shard order.

Order, one epoch after another: the shards in a permutation drawn from (seed, epoch), their
windows through a shuffle buffer of `data.shuffle_buffer` windows drawn from (seed, epoch,
data shard). For `hf://`, `dataset.shuffle(seed, buffer_size=data.shuffle_buffer)` with the
seed drawn from (seed, epoch) shuffles the examples instead.

Sharding: when the data shards (hosts or processes) divide the number of shard files, data
shard i of n reads the files at positions i, i + n, ... of the epoch's order; otherwise every
data shard reads every file and keeps documents i, i + n, ... (the rule of HF's
`split_dataset_by_node`, which `hf://` uses). Each data shard streams its own windows; step s
takes windows s * b .. s * b + b - 1 of its stream (b = batch_size / n).

Resume at step s reads and tokenises again the s * b windows the run had consumed and drops
them (no state is saved but the step): exact, at the cost of re-reading that much text.
"""

import hashlib
import itertools
import json
import random

import torch

import storage
from data import _to_batch

_TOKENIZE_BATCH = 64  # documents per SentencePiece call


def documents_of_lines(lines, name, text_field):
    """The documents of one shard's lines (`.jsonl`: one per line; else paragraphs)."""
    if name.endswith(storage.JSONL_SUFFIXES):
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as e:
                raise ValueError(f"{name}:{number}: not a JSON line ({e}); fix or remove it") from None
            text = record.get(text_field) if isinstance(record, dict) else None
            if not isinstance(text, str):
                raise ValueError(f"{name}:{number}: no string field {text_field!r}; name the field "
                                 f"with `data.text_field` in config.json")
            if text:
                yield text
        return
    paragraph = []
    for line in lines:
        line = line.rstrip("\r\n")
        if line.strip():
            paragraph.append(line)
        elif paragraph:
            yield "\n".join(paragraph)
            paragraph = []
    if paragraph:
        yield "\n".join(paragraph)


def is_eval_document(text, every):
    """1 in `every` documents, chosen by content: stable under any order or sharding."""
    if not every:
        return False
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "little") % every == every - 1


def eval_every(data):
    fraction = data.get("eval_fraction", 0.05)
    if not 0 < fraction < 1:
        raise ValueError(f"config.json: `data.eval_fraction` {fraction!r} must be in (0, 1) for "
                         f"data.source \"stream\": the eval set is held out of the stream")
    return max(2, round(1.0 / fraction))


def _epoch_seed(seed, epoch, salt=0):
    digest = hashlib.sha256(f"{seed}/{epoch}/{salt}".encode("ascii")).digest()
    return int.from_bytes(digest[:4], "little")


class Tokenizer:
    """The SentencePiece model of `data.tokenizer` (read once; its sha256 names it)."""

    def __init__(self, path, vocab_size):
        if not path:
            raise ValueError("config.json: `data.tokenizer` is missing: data.source \"stream\" needs "
                             "a SentencePiece model (tpuwb data prepare writes tokenizer.model)")
        try:
            import sentencepiece as spm
        except ImportError:
            raise RuntimeError("config.json: `data.tokenizer` needs SentencePiece in this Python: pip "
                               "install sentencepiece (Debian: python3-sentencepiece)") from None
        blob = storage.read_bytes(path, "data.tokenizer")
        self.sha256 = hashlib.sha256(blob).hexdigest()
        self.sp = spm.SentencePieceProcessor()
        try:
            self.sp.LoadFromSerializedProto(blob)
        except RuntimeError as e:
            raise ValueError(f"config.json: `data.tokenizer` {path!r} is not a SentencePiece model "
                             f"({e})") from None
        self.eos_id = self.sp.eos_id()
        if self.eos_id < 0:
            raise ValueError(f"config.json: `data.tokenizer` {path!r} has no eos piece; train it "
                             f"with tpuwb data prepare")
        if self.sp.GetPieceSize() > vocab_size:
            raise ValueError(f"config.json: `model.vocab_size` {vocab_size} is smaller than the "
                             f"tokenizer's {self.sp.GetPieceSize()} ({path}); set it to at least that")

    def windows(self, documents, window):
        """Packs the documents' ids (each followed by eos) into windows of `window` ids."""
        ids = []
        for chunk in iter(lambda: list(itertools.islice(documents, _TOKENIZE_BATCH)), []):
            for encoded in self.sp.Encode(chunk, out_type=int):
                ids.extend(encoded)
                ids.append(self.eos_id)
            start = 0
            while len(ids) - start >= window:
                yield ids[start: start + window]
                start += window
            del ids[:start]


def shuffled(items, size, rng):
    """A streaming shuffle: a buffer of `size` items, a random one out for each one in."""
    buffer = []
    for item in items:
        if len(buffer) < size:
            buffer.append(item)
            continue
        j = rng.randrange(size)
        buffer[j], item = item, buffer[j]
        yield item
    rng.shuffle(buffer)
    yield from buffer


class TextShards:
    """`.txt`/`.jsonl` shards, local or on Cloud Storage (storage.py)."""

    reshuffles_itself = False

    def __init__(self, path, text_field):
        self.path = path
        self.text_field = text_field
        self.store, self.shards, self.names = storage.list_shards(path)

    def _documents(self, shard, name):
        with self.store.open_lines(shard) as lines:
            try:
                yield from documents_of_lines(lines, name, self.text_field)
            except UnicodeDecodeError as e:
                raise ValueError(f"{shard}: not UTF-8 ({e}); convert it or leave it out") from None

    def documents(self, seed, epoch, shard_index, num_shards, buffer):
        order = list(range(len(self.shards)))
        random.Random(_epoch_seed(seed, epoch)).shuffle(order)
        if len(order) % num_shards == 0:
            for k in order[shard_index::num_shards]:
                yield from self._documents(self.shards[k], self.names[k])
            return
        position = 0
        for k in order:
            for doc in self._documents(self.shards[k], self.names[k]):
                if position % num_shards == shard_index:
                    yield doc
                position += 1

    def eval_documents(self):
        for shard, name in zip(self.shards, self.names):
            yield from self._documents(shard, name)

    def identity(self):
        listing = json.dumps(self.names)
        return {"shards_sha256": hashlib.sha256(listing.encode("utf-8")).hexdigest(),
                "shards": len(self.names)}


def parse_hf_path(path, config=None):
    """(dataset, config, split) of hf://DATASET[/CONFIG][:SPLIT]."""
    spec = path[len("hf://"):]
    spec, _, split = spec.partition(":")
    parts = spec.split("/")
    if not spec or any(not p for p in parts) or len(parts) > 3 or (config and len(parts) > 2):
        raise ValueError(f"config.json: `data.path` {path!r}: write hf://DATASET[/CONFIG][:SPLIT] "
                         f"(DATASET as on the Hub: name or owner/name)")
    if len(parts) == 3:
        return "/".join(parts[:2]), parts[2], split or "train"
    return "/".join(parts), config, split or "train"


class HfDataset:
    """A Hugging Face dataset, streamed (`datasets.load_dataset(..., streaming=True)`)."""

    reshuffles_itself = True

    def __init__(self, path, text_field, config=None):
        try:
            import datasets
        except ImportError:
            raise RuntimeError(f"config.json: `data.path` {path!r} streams a Hugging Face dataset, "
                               f"but this Python has no `datasets` package: pip install datasets "
                               f"(or use .txt/.jsonl shards, local or gs://)") from None
        self.datasets = datasets
        self.path = path
        self.name, self.config, self.split = parse_hf_path(path, config)
        self.text_field = text_field

    def _load(self):
        return self.datasets.load_dataset(self.name, self.config, split=self.split, streaming=True)

    def _texts(self, examples):
        for number, example in enumerate(examples):
            text = example.get(self.text_field) if isinstance(example, dict) else None
            if not isinstance(text, str):
                has = sorted(example) if isinstance(example, dict) else type(example).__name__
                raise ValueError(f"{self.path}: example {number} has no string field "
                                 f"{self.text_field!r} (it has {has}); name the field "
                                 f"with `data.text_field` in config.json")
            if text:
                yield text

    def _split_by_node(self, ds, shard_index, num_shards):
        if num_shards == 1:
            return ds
        try:
            from datasets.distributed import split_dataset_by_node
        except ImportError:
            return ds.shard(num_shards=num_shards, index=shard_index)
        return split_dataset_by_node(ds, rank=shard_index, world_size=num_shards)

    def documents(self, seed, epoch, shard_index, num_shards, buffer):
        ds = self._split_by_node(self._load(), shard_index, num_shards)
        ds = ds.shuffle(seed=_epoch_seed(seed, epoch), buffer_size=buffer)
        yield from self._texts(ds)

    def eval_documents(self):
        yield from self._texts(self._load())

    def identity(self):
        return {"dataset": self.name, "config": self.config, "split": self.split}


class StreamCorpus:
    """Documents from TextShards or HfDataset, tokenised and packed into windows."""

    streaming = True  # data.TrainBatches hands this corpus to StreamBatches

    def __init__(self, cfg):
        data = cfg.get("data", {})
        path = data.get("path")
        if not isinstance(path, str) or not path:
            raise ValueError("config.json: `data.path` must name the shards (a folder, file or pattern, "
                             "local or gs://) or hf://DATASET when data.source is \"stream\"")
        self.window = cfg["train"]["seq_len"] + 1
        self.every = eval_every(data)
        self.buffer = max(1, int(data.get("shuffle_buffer", 10000)))
        self.tokenizer = Tokenizer(data.get("tokenizer"), cfg["model"]["vocab_size"])
        text_field = data.get("text_field", "text")
        if path.startswith("hf://"):
            self.source = HfDataset(path, text_field, data.get("hf_config"))
        else:
            self.source = TextShards(path, text_field)
        self._eval_windows = []
        self._eval_stream = None

    def train_windows(self, seed, shard_index, num_shards):
        """This data shard's windows, epoch after epoch, without end."""
        for epoch in itertools.count():
            docs = (d for d in self.source.documents(seed, epoch, shard_index, num_shards, self.buffer)
                    if not is_eval_document(d, self.every))
            windows = self.tokenizer.windows(docs, self.window)
            if not self.source.reshuffles_itself:
                windows = shuffled(windows, self.buffer,
                                   random.Random(_epoch_seed(seed, epoch, 1 + shard_index)))
            count = 0
            for w in windows:
                count += 1
                yield w
            if count == 0:
                raise ValueError(f"{self.source.path}: data shard {shard_index} of {num_shards} got "
                                 f"no training window of seq_len + 1 = {self.window} ids; give more "
                                 f"text, fewer hosts or a shorter seq_len")

    def eval_items(self, ids):
        ids = torch.as_tensor(ids, dtype=torch.int64)
        need = int(ids.max()) + 1 if ids.numel() else 0
        if self._eval_stream is None:
            docs = (d for d in self.source.eval_documents() if is_eval_document(d, self.every))
            self._eval_stream = self.tokenizer.windows(docs, self.window)
        self._eval_windows.extend(itertools.islice(self._eval_stream,
                                                   max(0, need - len(self._eval_windows))))
        if not self._eval_windows:
            raise ValueError(f"{self.source.path}: the held-out documents (1 in {self.every}, "
                             f"data.eval_fraction) make no window of {self.window} ids; give more "
                             f"text, a larger data.eval_fraction or a shorter seq_len")
        count = len(self._eval_windows)
        return torch.tensor([self._eval_windows[i % count] for i in ids.tolist()], dtype=torch.int64)

    def identity(self):
        """What the stream is, for checkpoints: a resume onto other shards or another tokenizer
        is refused. Shards are named relative to `data.path`, so a local copy of a bucket is the
        same data (their content is not hashed: that would read the corpus)."""
        return {"source": "stream", "tokenizer_sha256": self.tokenizer.sha256, **self.source.identity()}


class StreamBatches:
    """TrainBatches for a StreamCorpus: (step, batch) from start_step to end_step, one shard."""

    def __init__(self, cfg, corpus, shard_index, num_shards, start_step, end_step):
        self.corpus = corpus
        self.seed = cfg["train"]["seed"]
        global_batch = cfg["train"]["batch_size"]
        if global_batch % num_shards != 0:
            raise ValueError(f"config.json: `train.batch_size` {global_batch} does not divide into "
                             f"{num_shards} data shards (hosts or processes)")
        self.shard_batch = global_batch // num_shards
        self.shard_index, self.num_shards = shard_index, num_shards
        self.start_step, self.end_step = start_step, end_step

    def __len__(self):
        return max(0, self.end_step - self.start_step)

    def __iter__(self):
        windows = self.corpus.train_windows(self.seed, self.shard_index, self.num_shards)
        # Resume: the windows of the steps before start_step are read again and dropped.
        for _ in itertools.islice(windows, self.start_step * self.shard_batch):
            pass
        for _ in range(len(self)):
            rows = list(itertools.islice(windows, self.shard_batch))
            yield _to_batch(torch.tensor(rows, dtype=torch.int64))
