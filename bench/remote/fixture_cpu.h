#pragma once

#include "support/sshd_fixture.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSet>

#include <unistd.h>

namespace twb::bench {

// CPU used so far by a fixture's fake hosts: every sshd of it and all its descendants
// (sessions, shells, sftp-server, and the children they reaped), from /proc, in ms.
inline double sshdFixtureCpuMs(const twb::test::SshdFixture &fixture)
{
    using namespace Qt::StringLiterals;
    QMap<qint64, qint64> parentOf;
    QMap<qint64, double> cpuOf;
    const double tick = double(::sysconf(_SC_CLK_TCK));
    for (const QString &entry : QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        QFile stat(u"/proc/"_s + entry + u"/stat"_s);
        if (!isPid || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> f = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (f.size() < 15)
            continue;
        parentOf[pid] = f[1].toLongLong();  // fields after comm: state ppid ... utime(11) stime cutime cstime
        cpuOf[pid] = (f[11].toDouble() + f[12].toDouble() + f[13].toDouble() + f[14].toDouble()) / tick * 1e3;
    }
    QSet<qint64> roots;
    for (int i = 0; i < fixture.hostCount(); ++i)
        roots.insert(fixture.sshdProcessId(i));
    double total = 0;
    for (auto it = cpuOf.cbegin(); it != cpuOf.cend(); ++it)
        for (qint64 p = it.key(); p > 1; p = parentOf.value(p, 0))
            if (roots.contains(p)) {
                total += it.value();
                break;
            }
    return total;
}

} // namespace twb::bench
