#pragma once

#include "core/runs/stack_dump.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QList>

namespace twb {

// Reads what the stack samplers print into threads (frames innermost first; the main thread
// marked). Outside input: every parser tolerates junk lines and reports no threads rather
// than inventing frames.
class StackParser final
{
public:
    // `py-spy dump --json`: a list of {"thread_id", "thread_name", "frames": [{"name",
    // "filename", "line"}]}, innermost frame first.
    static Result<QList<ThreadStack>> parsePySpy(const QByteArray &json);

    // Austin's collapsed samples, one per line, outermost frame first, the metric last:
    //   1.x/2.x `-a`: "Thread 0x7f45;<module> (train.py:9);main (train.py:7) 152"
    //                 "P42;T7f45;<module> (train.py:9) 152"
    //   1.x/2.x:      "Thread 0x7f45;<module> (train.py);L9;main (train.py);L7 152"
    //   3.x and up:   "P42;T0:7f45;train.py:<module>:9;train.py:main:7 152"
    // Each thread's last sample is its stack (the newest moment of the window).
    static QList<ThreadStack> parseAustin(const QByteArray &text);

    // faulthandler's dump of all threads ("Thread 0x... (most recent call first):" then
    // `  File "train.py", line 9 in main` lines; "Current thread" for the one that took the
    // signal).
    static QList<ThreadStack> parseFaulthandler(const QByteArray &text);

    // A process's state from what the kernel says: a line of /proc/<pid>/stat ("42 (python3)
    // T 1 ..."; the name may hold spaces and parentheses), `ps -o stat=` ("Sl+", "T") or the
    // letter alone. `code` (if given) receives the letter. Unknown for anything else.
    static ProcessState parseProcessState(const QString &text, QString *code = nullptr);
};

} // namespace twb
