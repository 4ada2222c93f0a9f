"""Deterministic, resumable data: batch `step` is a pure function of (config, seed, step).

Sources (config `data.source`):
- "synthetic": an endless corpus of token sequences from a fixed sparse Markov chain over the
  vocabulary (each token has two likely successors). A model can learn it, so the loss falls
  well below log(vocab_size) within a few hundred steps; it needs no download.
- "text": a local UTF-8/byte file (`data.path`), tokenised as bytes (vocab_size >= 256),
  cut into non-overlapping windows of seq_len + 1 bytes; the last `data.eval_fraction`
  (default 0.05) of the windows are held out for evaluation.

Order: the training items are permuted with a generator seeded by seed + epoch (the epoch
starts again when the items run out). Random access by step, instead of a shuffle buffer,
makes resume exact: the batch at step s is the same whether or not the run was interrupted.
(`data.shuffle_buffer` is recorded for streaming sources and does not apply to these two.)

Sharding: the global batch of a step is split into `num_shards` equal parts and shard `index`
takes its part. The device layer picks the shard: one per host under SPMD (the sharded loader
splits a host's part across its devices), one per process with DDP, one in total on a CPU.
"""

import os

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
    raise ValueError(f"config.json: `data.source` {source!r} is not one of synthetic, text")


def _to_batch(tokens):
    # Causal LM: predict token t+1 from tokens 0..t; labels are shifted here, once.
    return {"input_ids": tokens[:, :-1].contiguous(), "labels": tokens[:, 1:].contiguous()}


class TrainBatches:
    """Iterates (step, batch) from `start_step` to `end_step` (exclusive) for one shard."""

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
