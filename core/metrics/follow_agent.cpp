#include "core/metrics/follow_agent.h"

#include "core/util/shell_quote.h"

using namespace Qt::StringLiterals;

namespace twb {

QString FollowAgent::script()
{
    return uR"PY(import json, os, sys, time
run_dir = os.path.expanduser(sys.argv[1])
host = int(sys.argv[2])
offsets = {b"M": int(sys.argv[3]), b"L": int(sys.argv[4])}
paths = {b"M": os.path.join(run_dir, "metrics", "host-%d.jsonl" % host),
         b"L": os.path.join(run_dir, "logs", "host-%d.log" % host)}
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

last_status = 0.0
last_growth = time.time()
try:
    while True:
        wrote = False
        for kind, path in paths.items():
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
            frame(b"S", 0, json.dumps({"status": st, "alive": alive, "state": state, "time": now}).encode())
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
            time.sleep(0.05)
except (BrokenPipeError, KeyboardInterrupt):
    pass
)PY"_s;
}

QString FollowAgent::command(const QString &python, const QString &runDir, int host, qint64 metricsOffset,
                             qint64 logOffset)
{
    return u"exec "_s + shellJoin({python, u"-u"_s, u"-c"_s, script(), runDir, QString::number(host),
                                   QString::number(metricsOffset), QString::number(logOffset)});
}

} // namespace twb
