#include "core/metrics/follow_agent.h"

#include "core/util/shell_quote.h"

using namespace Qt::StringLiterals;

namespace twb {

QString FollowAgent::script()
{
    return uR"PY(import glob, json, os, select, sys, time
run_dir = os.path.expanduser(sys.argv[1])
host = int(sys.argv[2])
offsets = {b"M": int(sys.argv[3]), b"L": int(sys.argv[4])}
paths = {b"M": os.path.join(run_dir, "metrics", "host-%d.jsonl" % host),
         b"L": os.path.join(run_dir, "logs", "host-%d.log" % host)}
# An attached job's own files (argv 5 and 6; empty: the run folder's). A pattern is resolved to
# its newest match when one exists, then that file is followed.
patterns = {}
for kind, index in ((b"M", 5), (b"L", 6)):
    if len(sys.argv) > index and sys.argv[index]:
        p = os.path.expanduser(sys.argv[index])
        paths[kind] = p
        if any(c in p for c in "*?["):
            patterns[kind] = p

def resolve():
    for kind, pattern in list(patterns.items()):
        found = [m for m in glob.glob(pattern) if os.path.isfile(m)]
        if found:
            paths[kind] = max(found, key=lambda m: (os.stat(m).st_mtime, m))
            del patterns[kind]
status_path = os.path.join(run_dir, "status", "host-%d.json" % host)
out = sys.stdout.buffer
parent = os.getppid()
CHUNK = 1 << 20

def frame(kind, offset, data):
    out.write(b"\x1eTWB %s %d %d\n" % (kind, offset, len(data)))
    out.write(data)

def proc_state(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            s = f.read()
        return s[s.rindex(b")") + 2:s.rindex(b")") + 3].decode()
    except Exception:
        return ""

def status():
    try:
        with open(status_path, "rb") as f:
            st = json.loads(f.read().decode("utf-8", "replace"))
    except Exception:
        st = None
    alive = False
    state = ""
    pid = st.get("pid") if isinstance(st, dict) else None
    if isinstance(pid, int) and pid > 0:
        try:
            os.kill(pid, 0)
            alive = True
        except PermissionError:
            alive = True
        except OSError:
            alive = False
        state = proc_state(pid) if alive else ""
    return st, alive, state

class Waker:
    """Sleeps until a followed folder changes (inotify through libc), or polls every 50 ms where
    inotify is missing (no ctypes, no inotify, TWB_FOLLOW_POLL=1) or a folder does not exist yet."""
    MASK = 0x2 | 0x4 | 0x8 | 0x80 | 0x100  # MODIFY ATTRIB CLOSE_WRITE MOVED_TO CREATE
    def __init__(self, dirs):
        self.fd, self.libc, self.unwatched = -1, None, list(dirs)
        if os.environ.get("TWB_FOLLOW_POLL") == "1":
            return
        try:
            import ctypes
            self.libc = ctypes.CDLL(None, use_errno=True)
            self.fd = self.libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        except Exception:
            self.fd = -1
    def mode(self):
        return "inotify" if self.fd >= 0 else "poll"
    def wait(self, timeout):
        if self.fd < 0:
            time.sleep(min(timeout, 0.05))
            return
        for d in list(self.unwatched):
            if self.libc.inotify_add_watch(self.fd, os.fsencode(d), self.MASK) >= 0:
                self.unwatched.remove(d)
        if self.unwatched:
            timeout = min(timeout, 0.05)
        if select.select([self.fd], [], [], max(timeout, 0.0))[0]:
            try:
                while os.read(self.fd, 65536):
                    pass
            except OSError:
                pass

waker = Waker([os.path.dirname(p) for p in paths.values() if not any(c in os.path.dirname(p) for c in "*?[")]
              + [os.path.dirname(status_path)])
last_status = 0.0
last_growth = time.time()
try:
    while True:
        wrote = False
        if patterns:
            resolve()
        for kind, path in paths.items():
            if kind in patterns:
                continue
            try:
                size = os.stat(path).st_size
            except OSError:
                continue
            if size < offsets[kind]:
                frame(b"T", 0, b"%s %d" % (kind, size))
                offsets[kind] = size
                wrote = True
                continue
            while size > offsets[kind]:
                with open(path, "rb") as f:
                    f.seek(offsets[kind])
                    data = f.read(min(size - offsets[kind], CHUNK))
                if not data:
                    break
                frame(kind, offsets[kind], data)
                offsets[kind] += len(data)
                wrote = True
        now = time.time()
        if wrote:
            last_growth = now
        if now - last_status >= 1.0:
            st, alive, state = status()
            frame(b"S", 0, json.dumps({"status": st, "alive": alive, "state": state, "time": now,
                                       "wait": waker.mode()}).encode())
            last_status = now
            wrote = True
            ended = isinstance(st, dict) and st.get("ended") is not None
            if ended and not alive and now - last_growth > 3.0:
                frame(b"X", 0, b"")
                out.flush()
                break
        if wrote:
            out.flush()
        elif os.getppid() != parent:
            break
        else:
            waker.wait(1.0 - (time.time() - last_status))
except (BrokenPipeError, KeyboardInterrupt):
    pass
)PY"_s;
}

QString FollowAgent::command(const QString &python, const QString &runDir, int host, qint64 metricsOffset,
                             qint64 logOffset, const QString &metricsPath, const QString &logPath)
{
    QStringList args{python, u"-u"_s, u"-c"_s, script(), runDir, QString::number(host),
                     QString::number(metricsOffset), QString::number(logOffset)};
    if (!metricsPath.isEmpty() || !logPath.isEmpty())
        args << metricsPath << logPath;
    return u"exec "_s + shellJoin(args);
}

} // namespace twb
