"""Where the text shards of `data.source: "stream"` live: a local path or a `gs://` URL.

`data.path` may be (and `data.tokenizer`, a file, local or `gs://` too):
- a file (`/data/c4/part-00000.jsonl`, `gs://bucket/c4/part-00000.jsonl`): that shard alone;
- a folder or prefix (`/data/c4`, `gs://bucket/c4`): every `.txt`/`.jsonl` below it, recursively;
- a pattern in the last part (`/data/c4/*.jsonl`, `gs://bucket/c4/part-*.txt`): the files of
  that folder whose name matches it (not recursive).
Shards are listed sorted by their name below the folder, so a local copy of a bucket gives the
same list in the same order, and with it the same batches. (A `gs://` pattern lists the whole
prefix and keeps the matches of its first level.)

For `gs://` the first of these that this Python has is used (or `TPUWB_GCS_READER` =
`storage`, `gcsfs` or `gcloud` picks one): the `google-cloud-storage` package, `gcsfs`
(through fsspec), or the `gcloud storage` CLI (`ls`, and `cat` streamed through a pipe). A
shard is read line by line, never whole.
"""

import fnmatch
import io
import os
import shutil
import subprocess

TEXT_SUFFIXES = (".txt", ".text", ".md")
JSONL_SUFFIXES = (".jsonl", ".ndjson")
SHARD_SUFFIXES = TEXT_SUFFIXES + JSONL_SUFFIXES
_GLOB = set("*?[")


def is_gcs(path):
    return str(path).startswith("gs://")


def _split_pattern(path):
    """(folder, pattern or None, single file?) of a path as `data.path` gives it."""
    head, tail = path.rstrip("/").rsplit("/", 1) if "/" in path.rstrip("/") else (".", path)
    if _GLOB & set(tail):
        return head, tail, False
    return path.rstrip("/"), None, path.endswith(SHARD_SUFFIXES)


def _select(names, pattern):
    """Names relative to the folder: matching the pattern (this level only), or every shard."""
    if pattern is not None:
        return sorted(n for n in names if "/" not in n and fnmatch.fnmatchcase(n, pattern))
    return sorted(n for n in names if n.endswith(SHARD_SUFFIXES))


class LocalStore:
    name = "local"

    def list(self, path, field):
        path = os.path.expanduser(path)
        folder, pattern, single = _split_pattern(path)
        if pattern is None and os.path.isfile(path):
            return [(path, os.path.basename(path))]
        if not os.path.isdir(folder):
            raise FileNotFoundError(f"config.json: `{field}` {path!r}: no such file or folder")
        if pattern is not None:
            names = os.listdir(folder)
        else:
            names = [os.path.relpath(os.path.join(root, n), folder).replace(os.sep, "/")
                     for root, _, files in os.walk(folder) for n in files]
        return [(os.path.join(folder, n), n) for n in _select(names, pattern)]

    def open_lines(self, path):
        return open(path, "r", encoding="utf-8", newline="")

    def read_bytes(self, path):
        with open(os.path.expanduser(path), "rb") as f:
            return f.read()


def _bucket_and_key(url, field):
    rest = url[len("gs://"):]
    bucket, _, key = rest.partition("/")
    if not bucket:
        raise ValueError(f"config.json: `{field}` {url!r} names no bucket; write gs://BUCKET/PREFIX")
    return bucket, key


class GcsClientStore:
    """The google-cloud-storage package (credentials: the VM's service account, or ADC)."""
    name = "google-cloud-storage"

    def __init__(self):
        from google.cloud import storage
        self.client = storage.Client()

    def list_under(self, url, field):
        bucket, key = _bucket_and_key(url, field)
        prefix = key.rstrip("/") + "/" if key else ""
        return [f"gs://{bucket}/{b.name}" for b in self.client.list_blobs(bucket, prefix=prefix)
                if not b.name.endswith("/")]

    def open_lines(self, url):
        bucket, key = _bucket_and_key(url, "data.path")
        return self.client.bucket(bucket).blob(key).open("rt", encoding="utf-8", newline="")

    def read_bytes(self, url):
        bucket, key = _bucket_and_key(url, "data.tokenizer")
        return self.client.bucket(bucket).blob(key).download_as_bytes()


class FsspecStore:
    """gcsfs, through fsspec's `gs` protocol."""
    name = "gcsfs"

    def __init__(self):
        import fsspec
        self.fs = fsspec.filesystem("gs")

    def list_under(self, url, field):
        _bucket_and_key(url, field)
        return ["gs://" + p for p in self.fs.find(url.rstrip("/"))]

    def open_lines(self, url):
        return self.fs.open(url, "rt", encoding="utf-8", newline="")

    def read_bytes(self, url):
        with self.fs.open(url, "rb") as f:
            return f.read()


class _PipeLines(io.TextIOWrapper):
    """The lines of `gcloud storage cat URL`, as they arrive; a failure is raised at the end."""

    def __init__(self, url):
        self.url = url
        self.process = subprocess.Popen(["gcloud", "storage", "cat", url], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        super().__init__(self.process.stdout, encoding="utf-8", newline="")

    def __next__(self):
        try:
            return super().__next__()
        except StopIteration:
            self._check()
            raise

    def _check(self):
        if self.process.wait() != 0:
            message = self.process.stderr.read().decode("utf-8", "replace").strip()
            raise OSError(f"gcloud storage cat {self.url} failed: {message or 'no message'}")

    def close(self):
        if self.process.poll() is None:
            self.process.kill()  # closed before its end: the rest is not needed
        self.process.wait()
        self.process.stderr.close()
        super().close()


class GcloudStore:
    """The gcloud CLI of the VM image (`gcloud storage`)."""
    name = "gcloud"

    def list_under(self, url, field):
        _bucket_and_key(url, field)
        done = subprocess.run(["gcloud", "storage", "ls", url.rstrip("/") + "/**"],
                              capture_output=True, text=True)
        if done.returncode != 0:
            if "matched no objects" in done.stderr or "not found" in done.stderr.lower():
                return []
            raise OSError(f"config.json: `{field}` {url!r}: gcloud storage ls failed: "
                          f"{done.stderr.strip()}")
        return [line.strip() for line in done.stdout.splitlines()
                if line.startswith("gs://") and not line.rstrip().endswith("/")]

    def open_lines(self, url):
        return _PipeLines(url)

    def read_bytes(self, url):
        done = subprocess.run(["gcloud", "storage", "cat", url], capture_output=True)
        if done.returncode != 0:
            raise OSError(f"gcloud storage cat {url} failed: "
                          f"{done.stderr.decode('utf-8', 'replace').strip()}")
        return done.stdout


class GcsStore:
    """A `gs://` reader over whichever client `make_gcs_client` found."""

    def __init__(self, client):
        self.client = client
        self.name = client.name

    def list(self, url, field):
        folder, pattern, single = _split_pattern(url)
        if single:
            _bucket_and_key(url, field)
            return [(url, url.rsplit("/", 1)[1])]
        prefix = folder.rstrip("/") + "/"
        names = [u[len(prefix):] for u in self.client.list_under(folder, field) if u.startswith(prefix)]
        return [(prefix + n, n) for n in _select(names, pattern)]

    def open_lines(self, url):
        return self.client.open_lines(url)

    def read_bytes(self, url):
        return self.client.read_bytes(url)


def make_gcs_client(path, field):
    """The first Cloud Storage client this machine has; an error that says what to install."""
    forced = os.environ.get("TPUWB_GCS_READER", "")
    makers = [("storage", GcsClientStore), ("gcsfs", FsspecStore), ("gcloud", GcloudStore)]
    if forced:
        makers = [m for m in makers if m[0] == forced]
        if not makers:
            raise ValueError(f"TPUWB_GCS_READER={forced!r} is not one of storage, gcsfs, gcloud")
    for key, maker in makers:
        if key == "gcloud":
            if shutil.which("gcloud"):
                return maker()
            continue
        try:
            return maker()
        except ImportError:
            continue
    raise RuntimeError(f"config.json: `{field}` {path!r} is on Cloud Storage, but this machine can "
                       f"read none of it: pip install google-cloud-storage (or gcsfs), or install "
                       f"the gcloud CLI (it is on TPU VM images)")


def store_for(path, field):
    return GcsStore(make_gcs_client(path, field)) if is_gcs(path) else LocalStore()


def list_shards(path, field="data.path"):
    """(store, shard paths, their names below the folder): the `.txt`/`.jsonl` shards a path
    names, sorted by name; an error when there is none."""
    store = store_for(path, field)
    found = store.list(path, field)
    if not found:
        raise FileNotFoundError(f"config.json: `{field}` {path!r} holds no .txt or .jsonl shard "
                                f"(read with {store.name})")
    return store, [p for p, _ in found], [n for _, n in found]


def read_bytes(path, field):
    """A whole small file (the tokenizer model), local or on Cloud Storage."""
    store = store_for(path, field)
    try:
        return store.read_bytes(path)
    except FileNotFoundError:
        raise FileNotFoundError(f"config.json: `{field}` {path!r}: no such file") from None
