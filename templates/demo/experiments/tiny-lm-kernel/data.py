"""Deterministic, resumable data: batch `step` is a pure function of (config, seed, step).

Sources (config `data.source`):
- "synthetic": an endless corpus of token sequences from a fixed sparse Markov chain over the
  vocabulary (each token has two likely successors). A model can learn it, so the loss falls
  well below log(vocab_size) within a few hundred steps; it needs no download.
- "text": a local UTF-8/byte file (`data.path`), tokenised as bytes (vocab_size >= 256),
  cut into non-overlapping windows of seq_len + 1 bytes; the last `data.eval_fraction`
  (default 0.05) of the windows are held out for evaluation.
- "tokens": the token shards of `tpuwb data prepare` (a folder with manifest.json, `data.path`;
  TPU Workbench's docs/formats.md, "Token shards"): SentencePiece ids, memory-mapped, never read whole. Each
  shard is cut into windows of seq_len + 1 ids (a window never spans two shards); the eval
  split's windows are the evaluation set. model.vocab_size must be at least the tokenizer's.
- "stream": `.txt`/`.jsonl` shards, local or on `gs://`, or a Hugging Face dataset
  (`hf://DATASET[/CONFIG][:SPLIT]`), tokenised while they are read with the SentencePiece model
  `data.tokenizer`; stream_data.py (and storage.py, for where shards live) holds it all.

Order: for "synthetic" and "text", the training items are permuted with a generator seeded by
seed + epoch (the epoch starts again when the items run out). For "tokens" the permutation is
streaming, through a shuffle buffer of `data.shuffle_buffer` windows: the windows are taken in
blocks of that many consecutive ones, the blocks in an order drawn from seed + epoch, and the
windows of a block in an order drawn from seed, epoch and block; a step reads from one or two
blocks, and memory holds the orders of the last few blocks, not the corpus's. Either way the order is random
access by step, so resume is exact: the batch at step s is the same whether or not the run was
interrupted, and a resumed run reads from the position of its checkpoint's step.

Sharding: the global batch of a step is split into `num_shards` equal parts and shard `index`
takes its part. The device layer picks the shard: one per host under SPMD (the sharded loader
splits a host's part across its devices), one per process with DDP, one in total on a CPU.
"""

import bisect
import hashlib
import json
import mmap
import os
import warnings

import torch

IGNORE_INDEX = -100
_PRIME = 2147483647  # 2^31 - 1: keeps every product below 2^63 in int64 arithmetic


def _mix(x, salt):
    """A counter-based integer hash (int64 tensors in, [0, 2^31) out), exact on any device."""
    x = (x * 1103515245 + 12345 + salt * 2654435761) % _PRIME
    x = (x * 48271 + (x // 65536)) % _PRIME
    return (x * 69621 + 7) % _PRIME


class SyntheticCorpus:
    """Item i is a sequence of seq_len + 1 tokens from a sparse Markov chain.

    The chain (two successors per token, taken with probability 3/4 and 1/4) is fixed for the
    project (seeded by `data.synthetic_seed`, default 0) so every run and seed sees the same
    language. Tokens of item i depend only on i: train items are 0, 1, ...; eval items are
    drawn from a separate salt."""

    def __init__(self, vocab_size, seq_len, corpus_seed=0):
        self.vocab_size = vocab_size
        self.seq_len = seq_len
        g = torch.Generator().manual_seed(corpus_seed)
        self.successors = torch.randint(0, vocab_size, (vocab_size, 2), generator=g)
        self.num_train_items = 1 << 20

    def items(self, ids, salt):
        ids = torch.as_tensor(ids, dtype=torch.int64)
        positions = torch.arange(self.seq_len + 1, dtype=torch.int64)
        noise = _mix(ids[:, None] * (self.seq_len + 1) + positions[None, :], salt)
        tokens = torch.empty(ids.shape[0], self.seq_len + 1, dtype=torch.int64)
        tokens[:, 0] = noise[:, 0] % self.vocab_size
        choice = (noise % 4 == 3).long()  # successor 1 with probability 1/4
        for t in range(self.seq_len):
            tokens[:, t + 1] = self.successors[tokens[:, t], choice[:, t + 1]]
        return tokens

    def train_items(self, ids):
        return self.items(ids, salt=1)

    def eval_items(self, ids):
        return self.items(ids, salt=2)


class ByteTextCorpus:
    """A local file as bytes, in windows of seq_len + 1."""

    def __init__(self, path, seq_len, eval_fraction):
        if not path or not os.path.isfile(path):
            raise FileNotFoundError(f"config.json: `data.path` {path!r} is not a readable file")
        with open(path, "rb") as f:
            data = torch.frombuffer(bytearray(f.read()), dtype=torch.uint8).long()
        window = seq_len + 1
        n_items = data.numel() // window
        if n_items < 2:
            raise ValueError(f"{path} holds {data.numel()} bytes: fewer than two windows of "
                             f"seq_len + 1 = {window}; use a longer file or a shorter seq_len")
        self.windows = data[: n_items * window].view(n_items, window)
        n_eval = max(1, int(n_items * eval_fraction))
        self.num_train_items = n_items - n_eval
        self.first_eval_item = self.num_train_items

    def train_items(self, ids):
        return self.windows[torch.as_tensor(ids, dtype=torch.int64)]

    def eval_items(self, ids):
        ids = torch.as_tensor(ids, dtype=torch.int64)
        n_eval = self.windows.shape[0] - self.first_eval_item
        return self.windows[self.first_eval_item + ids % n_eval]


class _Shards:
    """The windows of one split's shards, read from memory maps (pages load as they are used)."""

    def __init__(self, folder, shards, dtype, window):
        self.window = window
        self.views, self.maps, self.first_window = [], [], [0]
        torch_dtype = {"uint16": torch.int16, "uint32": torch.int32}[dtype]
        self.mask = 0xFFFF if dtype == "uint16" else 0xFFFFFFFF  # the unsigned ids, read as signed
        itemsize = 2 if dtype == "uint16" else 4
        for shard in shards:
            path = os.path.join(folder, shard["file"])
            if not os.path.isfile(path):
                raise FileNotFoundError(f"{path}: a shard listed in {folder}/manifest.json is missing; "
                                        f"run `tpuwb data prepare` again or copy the whole folder")
            size = os.path.getsize(path)
            if size != shard["tokens"] * itemsize:
                raise ValueError(f"{path}: {size} bytes, but manifest.json says {shard['tokens']} ids "
                                 f"of {itemsize} bytes; the folder is damaged: prepare it again")
            windows = shard["tokens"] // window
            if windows == 0:
                continue
            with open(path, "rb") as f:
                mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            self.maps.append(mapped)  # the views borrow its memory
            with warnings.catch_warnings():  # read-only on purpose: nothing writes to the map
                warnings.simplefilter("ignore", UserWarning)
                self.views.append(torch.frombuffer(mapped, dtype=torch_dtype, count=windows * window))
            self.first_window.append(self.first_window[-1] + windows)
        self.count = self.first_window[-1]

    def items(self, ids):
        rows = []
        for i in torch.as_tensor(ids, dtype=torch.int64).tolist():
            s = bisect.bisect_right(self.first_window, i) - 1
            start = (i - self.first_window[s]) * self.window
            rows.append(self.views[s][start: start + self.window])
        return torch.stack(rows).long() & self.mask


class TokenShardCorpus:
    """The shards of `tpuwb data prepare` in `folder` (manifest.json lists them)."""

    def __init__(self, folder, seq_len, vocab_size, shuffle_buffer):
        folder = os.path.expanduser(folder or "")
        manifest_path = os.path.join(folder, "manifest.json")
        if not os.path.isfile(manifest_path):
            raise FileNotFoundError(f"config.json: `data.path` {folder!r} has no manifest.json; make "
                                    f"it with `tpuwb data prepare CORPUS --out {folder or 'DIR'}`")
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
        if manifest.get("format") != "tpuwb-token-shards" or manifest.get("version") != 1:
            raise ValueError(f"{manifest_path}: not token shards of version 1 (format "
                             f"{manifest.get('format')!r}, version {manifest.get('version')!r}); "
                             f"prepare the folder again with this workbench")
        if manifest["vocab_size"] > vocab_size:
            raise ValueError(f"config.json: `model.vocab_size` {vocab_size} is smaller than the "
                             f"tokenizer's {manifest['vocab_size']} ({manifest_path}); set it to at "
                             f"least {manifest['vocab_size']}")
        window = seq_len + 1
        self.manifest = manifest
        self.train = _Shards(folder, [s for s in manifest["shards"] if s["split"] == "train"],
                             manifest["dtype"], window)
        self.eval = _Shards(folder, [s for s in manifest["shards"] if s["split"] == "eval"],
                            manifest["dtype"], window)
        if self.train.count < 2:
            raise ValueError(f"{manifest_path}: the train split holds {self.train.count} window(s) "
                             f"of seq_len + 1 = {window} ids; give a larger corpus or a shorter "
                             f"seq_len")
        if self.eval.count == 0:
            raise ValueError(f"{manifest_path}: the eval split holds no window of {window} ids; "
                             f"prepare with a larger --eval-fraction or use a shorter seq_len")
        self.num_train_items = self.train.count
        self.buffer = max(1, min(shuffle_buffer, self.num_train_items))
        self._orders = {}  # (seed, epoch, block) -> that block's order; the last few only

    def _block_order(self, seed, epoch, block):
        """The window ids of the block at rank `block` of the epoch's order, shuffled."""
        key = (seed, epoch, block)
        if key not in self._orders:
            if len(self._orders) >= 4:
                self._orders.pop(next(iter(self._orders)))
            n_blocks = -(-self.num_train_items // self.buffer)
            g = torch.Generator().manual_seed(int(_mix(torch.tensor([seed * 1000003 + epoch]), 3)))
            source = int(torch.randperm(n_blocks, generator=g)[block])
            first = source * self.buffer
            size = min(self.buffer, self.num_train_items - first)
            g = torch.Generator().manual_seed(int(_mix(torch.tensor([(seed * 1000003 + epoch) * 65537
                                                                       + block]), 4)))
            self._orders[key] = first + torch.randperm(size, generator=g)
        return self._orders[key]

    def ordered_ids(self, seed, epoch, first, count):
        """Items first .. first + count - 1 of the epoch's order (blocks of the shuffle buffer)."""
        ids = []
        position = first
        n_blocks = -(-self.num_train_items // self.buffer)
        while len(ids) < count:
            block, offset = self._locate(seed, epoch, position, n_blocks)
            order = self._block_order(seed, epoch, block)
            take = min(count - len(ids), order.numel() - offset)
            ids.extend(order[offset: offset + take].tolist())
            position += take
        return torch.tensor(ids, dtype=torch.int64)

    def _locate(self, seed, epoch, position, n_blocks):
        """(rank in the epoch's block order, offset in that block) of an epoch position."""
        # Every block has `buffer` windows except the last of the corpus, which may be short;
        # where that one falls in the epoch's order shifts the positions after it.
        short = self._short_block_rank(seed, epoch, n_blocks)
        full = self.buffer
        if short is None or position < short * full:
            return position // full, position % full
        short_size = self.num_train_items - (n_blocks - 1) * full
        if position < short * full + short_size:
            return short, position - short * full
        rest = position - short * full - short_size
        return short + 1 + rest // full, rest % full

    def _short_block_rank(self, seed, epoch, n_blocks):
        if self.num_train_items % self.buffer == 0:
            return None
        key = ("short", seed, epoch)
        if key not in self._orders:
            g = torch.Generator().manual_seed(int(_mix(torch.tensor([seed * 1000003 + epoch]), 3)))
            order = torch.randperm(n_blocks, generator=g)
            self._orders[key] = int((order == n_blocks - 1).nonzero()[0])
        return self._orders[key]

    def train_items(self, ids):
        return self.train.items(ids)

    def eval_items(self, ids):
        return self.eval.items(torch.as_tensor(ids, dtype=torch.int64) % self.eval.count)

    def identity(self):
        """What the ids are (shards and tokenizer by hash): a checkpoint keeps it, and a resume
        onto other shards at the same `data.path` is refused instead of silently mixing data."""
        listing = json.dumps([[s["file"], s["sha256"]] for s in self.manifest["shards"]])
        return {"source": "tokens", "tokenizer_sha256": self.manifest["tokenizer"]["sha256"],
                "shards_sha256": hashlib.sha256(listing.encode("utf-8")).hexdigest(),
                "train_windows": self.num_train_items}


def identity(corpus):
    """The corpus's identity for checkpoints (None where the config alone decides the data)."""
    return corpus.identity() if hasattr(corpus, "identity") else None


def make_corpus(cfg):
    data = cfg.get("data", {})
    seq_len = cfg["train"]["seq_len"]
    source = data.get("source", "synthetic")
    if source == "synthetic":
        return SyntheticCorpus(cfg["model"]["vocab_size"], seq_len, data.get("synthetic_seed", 0))
    if source == "text":
        if cfg["model"]["vocab_size"] < 256:
            raise ValueError("config.json: `model.vocab_size` must be >= 256 for byte-level "
                             "text data")
        return ByteTextCorpus(data.get("path"), seq_len, data.get("eval_fraction", 0.05))
    if source == "tokens":
        return TokenShardCorpus(data.get("path"), seq_len, cfg["model"]["vocab_size"],
                                data.get("shuffle_buffer", 10000))
    if source == "stream":
        import stream_data  # here, not above: stream_data imports this module
        return stream_data.StreamCorpus(cfg)
    raise ValueError(f"config.json: `data.source` {source!r} is not one of synthetic, text, tokens, "
                     f"stream")


def _to_batch(tokens):
    # Causal LM: predict token t+1 from tokens 0..t; labels are shifted here, once.
    return {"input_ids": tokens[:, :-1].contiguous(), "labels": tokens[:, 1:].contiguous()}


class TrainBatches:
    """Iterates (step, batch) from `start_step` to `end_step` (exclusive) for one shard."""

    def __new__(cls, cfg, corpus, *args, **kwargs):
        # A streaming corpus has no random access by item: its batches come from its stream.
        if getattr(corpus, "streaming", False):
            import stream_data
            return stream_data.StreamBatches(cfg, corpus, *args, **kwargs)
        return super().__new__(cls)

    def __init__(self, cfg, corpus, shard_index, num_shards, start_step, end_step):
        self.corpus = corpus
        self.seed = cfg["train"]["seed"]
        self.global_batch = cfg["train"]["batch_size"]
        if self.global_batch % num_shards != 0:
            raise ValueError(f"config.json: `train.batch_size` {self.global_batch} does not "
                             f"divide into {num_shards} data shards (hosts or processes)")
        self.shard_batch = self.global_batch // num_shards
        self.shard_index = shard_index
        self.start_step = start_step
        self.end_step = end_step
        self.steps_per_epoch = corpus.num_train_items // self.global_batch
        if self.steps_per_epoch < 1:
            raise ValueError(f"the training data holds {corpus.num_train_items} items, fewer "
                             f"than one batch of {self.global_batch}")
        self._epoch = None
        self._order = None

    def item_ids(self, step):
        epoch, index = divmod(step, self.steps_per_epoch)
        if hasattr(self.corpus, "ordered_ids"):  # a streaming source orders its own items
            first = index * self.global_batch + self.shard_index * self.shard_batch
            return self.corpus.ordered_ids(self.seed, epoch, first, self.shard_batch)
        if epoch != self._epoch:
            g = torch.Generator().manual_seed(self.seed + epoch)
            self._order = torch.randperm(self.corpus.num_train_items, generator=g)
            self._epoch = epoch
        first = index * self.global_batch + self.shard_index * self.shard_batch
        return self._order[first: first + self.shard_batch]

    def batch(self, step):
        return _to_batch(self.corpus.train_items(self.item_ids(step)))

    def __len__(self):
        return max(0, self.end_step - self.start_step)

    def __iter__(self):
        for step in range(self.start_step, self.end_step):
            yield self.batch(step)


def eval_batches(cfg, corpus, shard_index, num_shards):
    """The fixed evaluation set: `train.eval_batches` (default 4) global batches."""
    global_batch = cfg["train"]["batch_size"]
    shard_batch = global_batch // num_shards
    batches = []
    for b in range(cfg["train"].get("eval_batches", 4)):
        first = b * global_batch + shard_index * shard_batch
        ids = torch.arange(first, first + shard_batch)
        batches.append(_to_batch(corpus.eval_items(ids)))
    return batches
