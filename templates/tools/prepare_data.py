"""Tokenised shards for training: run by `tpuwb data prepare` (docs/formats.md, "Token shards").

Reads a text corpus (UTF-8 .txt files, where blank lines separate documents, or .jsonl files
with one document per line in a text field), trains a SentencePiece tokenizer on it (or loads
a given model file), and writes:

  OUT/tokenizer.model          the SentencePiece model (trained here or copied)
  OUT/train-NNNNN.bin          token ids, little-endian uint16 (uint32 if vocab > 65536),
  OUT/eval-NNNNN.bin           each document followed by the end-of-document id (eos)
  OUT/manifest.json            written last: its presence means the folder is complete

Every k-th document (k = round(1 / eval_fraction)) goes to the eval split, so both splits
sample the whole corpus. Prints the manifest plus timings as JSON on stdout; errors go to
stderr as one line that names the file and what to do, with exit status 1 (2 for usage).

Needs Python 3.9+ and SentencePiece (Debian: python3-sentencepiece); no torch.
"""

import argparse
import array
import hashlib
import io
import json
import os
import shutil
import sys
import time

FORMAT = "tpuwb-token-shards"
VERSION = 1
TEXT_SUFFIXES = (".txt", ".text", ".md")
JSONL_SUFFIXES = (".jsonl", ".ndjson")


class PrepareError(Exception):
    """A failure the user can act on: the message names the file and what to do."""


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def list_inputs(paths):
    files = []
    for p in paths:
        if "://" in p:
            raise PrepareError(f"{p}: only local files are prepared; copy the corpus first (gcloud storage "
                               f"cp -r), or stream it with data.source \"stream\" (docs/formats.md)")
        p = os.path.abspath(os.path.expanduser(p))
        if os.path.isdir(p):
            found = sorted(os.path.join(root, name) for root, _, names in os.walk(p) for name in names
                           if name.endswith(TEXT_SUFFIXES + JSONL_SUFFIXES))
            if not found:
                raise PrepareError(f"{p}: the folder holds no .txt or .jsonl file; give corpus files "
                                   f"or a folder of them")
            files.extend(found)
        elif os.path.isfile(p):
            files.append(p)
        else:
            raise PrepareError(f"{p}: no such file or folder; give the corpus as .txt or .jsonl files")
    return files


def documents_of(path, text_field):
    """Yields the documents of one input file as str (UTF-8, text kept exactly)."""
    try:
        with open(path, "r", encoding="utf-8", newline="") as f:
            if path.endswith(JSONL_SUFFIXES):
                for number, line in enumerate(f, 1):
                    if not line.strip():
                        continue
                    try:
                        record = json.loads(line)
                    except ValueError as e:
                        raise PrepareError(f"{path}:{number}: not a JSON line ({e}); fix the line or "
                                           f"remove it") from None
                    text = record.get(text_field) if isinstance(record, dict) else None
                    if not isinstance(text, str):
                        raise PrepareError(f"{path}:{number}: no string field {text_field!r}; name "
                                           f"the field with --text-field")
                    if text:
                        yield text
            else:
                paragraph = []
                for line in f:
                    line = line.rstrip("\r\n")
                    if line.strip():
                        paragraph.append(line)
                    elif paragraph:
                        yield "\n".join(paragraph)
                        paragraph = []
                if paragraph:
                    yield "\n".join(paragraph)
    except UnicodeDecodeError as e:
        raise PrepareError(f"{path}: not UTF-8 at byte {e.start}; convert it (iconv -t UTF-8) "
                           f"or leave it out") from None
    except OSError as e:
        raise PrepareError(f"{path}: cannot be read ({e.strerror})") from None


def train_tokenizer(spm, files, args, out_model):
    """SentencePiece on every line of the corpus, set up so that decode(encode(x)) == x."""
    # SentencePiece ends the input quietly when the iterator raises, so a bad file would
    # surface as "vocabulary size too high": the error is kept and raised after training.
    errors = []

    def sentences():
        try:
            for path in files:
                for doc in documents_of(path, args.text_field):
                    for line in doc.split("\n"):
                        if line:
                            yield line
        except PrepareError as e:
            errors.append(e)

    model = io.BytesIO()
    try:
        spm.SentencePieceTrainer.train(
            sentence_iterator=sentences(), model_writer=model, vocab_size=args.vocab_size,
            model_type=args.model_type, character_coverage=1.0,
            # Exact round trip: no NFKC folding, spaces kept, unseen characters as bytes.
            normalization_rule_name="identity", remove_extra_whitespaces=False, byte_fallback=True,
            split_digits=True, input_sentence_size=args.max_sentences, shuffle_input_sentence=True,
            num_threads=args.threads, unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
            minloglevel=2)
    except RuntimeError as e:
        if errors:
            raise errors[0] from None
        message = str(e)
        if "Vocabulary size is too high" in message or "vocab_size" in message:
            raise PrepareError(f"the corpus ({', '.join(files)}) is too small for --vocab-size "
                               f"{args.vocab_size} ({message.strip()}); give a smaller "
                               f"--vocab-size or more text") from None
        raise PrepareError(f"SentencePiece could not train on {', '.join(files)}: {message}") from None
    if errors:
        raise errors[0]
    with open(out_model, "wb") as f:
        f.write(model.getvalue())


class ShardWriter:
    """Appends documents' ids to <split>-NNNNN.bin files of at most about shard_tokens ids."""

    def __init__(self, out_dir, split, dtype, shard_tokens, eos_id):
        self.out_dir, self.split, self.shard_tokens, self.eos_id = out_dir, split, shard_tokens, eos_id
        self.typecode = "H" if dtype == "uint16" else "I"
        self.shards = []
        self.buffer = None
        self.documents = 0
        self.tokens = 0

    def add(self, ids):
        if self.buffer is None:
            self.buffer = array.array(self.typecode)
            self.buffer_documents = 0
        self.buffer.extend(ids)
        self.buffer.append(self.eos_id)
        self.buffer_documents += 1
        if len(self.buffer) >= self.shard_tokens:
            self.flush()

    def flush(self):
        if not self.buffer:
            return
        if sys.byteorder != "little":
            self.buffer.byteswap()
        name = f"{self.split}-{len(self.shards):05d}.bin"
        path = os.path.join(self.out_dir, name)
        data = self.buffer.tobytes()
        with open(path + ".tmp", "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(path + ".tmp", path)
        self.shards.append({"file": name, "split": self.split, "tokens": len(self.buffer),
                            "documents": self.buffer_documents,
                            "sha256": hashlib.sha256(data).hexdigest()})
        self.tokens += len(self.buffer)
        self.documents += self.buffer_documents
        self.buffer = None


def settings_of(args):
    """What, besides the inputs, decides the shards (an unchanged manifest is up to date)."""
    return {"vocab_size": args.vocab_size, "model_type": args.model_type, "eval_fraction": args.eval_fraction,
            "shard_tokens": args.shard_tokens, "text_field": args.text_field,
            "max_sentences": args.max_sentences,
            "tokenizer_sha256": sha256_of(args.tokenizer) if args.tokenizer else None}


def prepare(args):
    try:
        import sentencepiece as spm
    except ImportError:
        raise PrepareError(f"{sys.executable} has no SentencePiece; install python3-sentencepiece "
                           f"(scripts/install-deps.sh) or give --python an interpreter that has "
                           f"it") from None
    started = time.perf_counter()
    files = list_inputs(args.inputs)
    out = os.path.abspath(os.path.expanduser(args.out))
    if args.tokenizer and not os.path.isfile(args.tokenizer):
        raise PrepareError(f"{args.tokenizer}: no such tokenizer model; give a SentencePiece .model "
                           f"file or leave --tokenizer out to train one")
    inputs = [{"path": p, "bytes": os.path.getsize(p), "sha256": sha256_of(p)} for p in files]
    settings = settings_of(args)
    manifest_path = os.path.join(out, "manifest.json")
    if os.path.exists(manifest_path) and not args.force:
        try:
            with open(manifest_path, encoding="utf-8") as f:
                old = json.load(f)
        except (OSError, ValueError):
            old = {}
        if old.get("settings") == settings and [(i["path"], i["sha256"]) for i in old.get("inputs", [])] \
                == [(i["path"], i["sha256"]) for i in inputs]:
            old["up_to_date"] = True
            return old
    if os.path.isdir(out) and os.listdir(out) and not os.path.exists(manifest_path) and not args.force:
        raise PrepareError(f"{out}: the folder is not empty and holds no manifest.json; give an empty "
                           f"or new folder, or --force to overwrite it")
    os.makedirs(out, exist_ok=True)
    # The old manifest goes first: a folder caught half-rewritten has none, so no loader trusts it.
    for name in os.listdir(out):
        if name == "manifest.json" or (name.endswith(".bin") and name.split("-")[0] in ("train", "eval")):
            os.remove(os.path.join(out, name))

    model_path = os.path.join(out, "tokenizer.model")
    trained = not args.tokenizer
    tokenizer_started = time.perf_counter()
    if trained:
        train_tokenizer(spm, files, args, model_path)
    elif os.path.abspath(args.tokenizer) != model_path:
        shutil.copyfile(args.tokenizer, model_path)
    tokenizer_seconds = time.perf_counter() - tokenizer_started
    sp = spm.SentencePieceProcessor()
    try:
        sp.Load(model_path)
    except (OSError, RuntimeError) as e:
        raise PrepareError(f"{args.tokenizer or model_path}: not a SentencePiece model ({e}); give a "
                           f".model file written by spm_train") from None
    vocab = sp.GetPieceSize()
    eos = sp.eos_id()
    if eos < 0:
        raise PrepareError(f"{args.tokenizer}: the tokenizer has no end-of-sentence piece (eos_id -1); "
                           f"train it with --eos_id set, or let tpuwb data prepare train one")
    dtype = "uint16" if vocab <= 65536 else "uint32"
    every = 0 if args.eval_fraction <= 0 else max(2, round(1.0 / args.eval_fraction))
    writers = {s: ShardWriter(out, s, dtype, args.shard_tokens, eos) for s in ("train", "eval")}

    encode_started = time.perf_counter()
    encoded_bytes = 0
    index = 0
    for entry in inputs:
        docs = 0
        batch = []

        def encode(batch):
            nonlocal index
            for ids in sp.Encode(batch, out_type=int, num_threads=args.threads):
                split = "eval" if every and index % every == every - 1 else "train"
                writers[split].add(ids)
                index += 1

        for doc in documents_of(entry["path"], args.text_field):
            batch.append(doc)
            encoded_bytes += len(doc.encode("utf-8"))
            docs += 1
            if len(batch) >= 256:
                encode(batch)
                batch = []
        encode(batch)
        entry["documents"] = docs
    for w in writers.values():
        w.flush()
    encode_seconds = time.perf_counter() - encode_started
    if writers["train"].tokens == 0:
        raise PrepareError(f"{', '.join(files)}: no text to train on (every document was empty)")
    if every and writers["eval"].tokens == 0:
        raise PrepareError(f"{', '.join(files)}: {index} document(s), too few for an eval split at "
                           f"--eval-fraction {args.eval_fraction}; give more documents (blank lines "
                           f"separate them in .txt) or --eval-fraction 0")

    manifest = {
        "format": FORMAT, "version": VERSION, "dtype": dtype, "byte_order": "little",
        "tokenizer": {"model": "tokenizer.model", "sha256": sha256_of(model_path), "vocab_size": vocab,
                      "type": args.model_type if trained else "given", "trained": trained,
                      "source": None if trained else os.path.abspath(args.tokenizer),
                      "unk_id": sp.unk_id(), "bos_id": sp.bos_id(), "eos_id": eos, "pad_id": sp.pad_id()},
        "vocab_size": vocab,
        "token_count": writers["train"].tokens + writers["eval"].tokens,
        "splits": {s: {"tokens": w.tokens, "documents": w.documents, "shards": len(w.shards)}
                   for s, w in writers.items()},
        "eval_every": every,
        "shards": writers["train"].shards + writers["eval"].shards,
        "inputs": inputs,
        "settings": settings,
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    with open(manifest_path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(manifest_path + ".tmp", manifest_path)
    manifest["up_to_date"] = False
    manifest["timing"] = {"total_s": round(time.perf_counter() - started, 3),
                          "tokenizer_s": round(tokenizer_seconds, 3), "encode_s": round(encode_seconds, 3),
                          "input_bytes": encoded_bytes,
                          "tokens_per_s": round(manifest["token_count"] / max(encode_seconds, 1e-9), 1)}
    return manifest


def main(argv):
    p = argparse.ArgumentParser(prog="prepare_data.py", description=__doc__.split("\n\n")[0])
    p.add_argument("inputs", nargs="+", help="corpus files (.txt, .jsonl) or folders of them")
    p.add_argument("--out", required=True, help="folder for the tokenizer, shards and manifest")
    p.add_argument("--vocab-size", type=int, default=8000)
    p.add_argument("--model-type", choices=("unigram", "bpe"), default="unigram")
    p.add_argument("--tokenizer", help="use this SentencePiece model instead of training one")
    p.add_argument("--eval-fraction", type=float, default=0.05)
    p.add_argument("--shard-tokens", type=int, default=1 << 26, help="ids per shard (about)")
    p.add_argument("--text-field", default="text", help="the field of a .jsonl record that holds the text")
    p.add_argument("--max-sentences", type=int, default=2000000,
                   help="lines sampled to train the tokenizer (0: all)")
    p.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    p.add_argument("--force", action="store_true", help="rebuild even when the manifest is up to date")
    args = p.parse_args(argv)
    if args.vocab_size < 300 and not args.tokenizer:
        p.error(f"--vocab-size {args.vocab_size}: at least 300 (256 byte pieces, the specials and "
                f"some words)")
    if not 0 <= args.eval_fraction < 1:
        p.error(f"--eval-fraction {args.eval_fraction}: give a fraction in [0, 1)")
    if args.shard_tokens < 1024:
        p.error(f"--shard-tokens {args.shard_tokens}: give at least 1024")
    try:
        manifest = prepare(args)
    except PrepareError as e:
        print(f"prepare_data.py: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"prepare_data.py: {e.filename or args.out}: {e.strerror}", file=sys.stderr)
        return 1
    json.dump(manifest, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
