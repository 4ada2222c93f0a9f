// RunMirror: the one reader of a run's local metrics mirror (the monitor's finished runs, the
// follower, the ablation results).
#include "core/metrics/run_mirror.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_folder.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunMirror final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryHostAndLeavesACutOffLastLineOut();
    void givenHostCountReadsOnlyThoseHosts();
    void cancelledReadStops();
};

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray lines(int count)
{
    QByteArray out;
    for (int s = 0; s < count; ++s)
        out += u"{\"step\": %1, \"time\": %2, \"loss\": 1.5}\n"_s.arg(s).arg(100.0 + s).toUtf8();
    return out;
}

} // namespace

void tst_RunMirror::readsEveryHostAndLeavesACutOffLastLineOut()
{
    QTemporaryDir dir;
    const RunFolder folder(dir.path());
    write(folder.metricsFile(0), lines(10));
    write(folder.metricsFile(2), lines(5) + "{\"step\": 5, \"time\": 105.0, \"lo");
    write(folder.metricsDir() + u"/notes.txt"_s, "not a stream");
    SeriesStore store;
    QCOMPARE(RunMirror::read(store, u"r"_s, folder, 0), 2);
    QCOMPARE(store.hosts(u"r"_s), (QList<int>{0, 2}));
    QCOMPARE(store.pointCount(SeriesKey{u"r"_s, 0, u"loss"_s}), std::size_t(10));
    QCOMPARE(store.pointCount(SeriesKey{u"r"_s, 2, u"loss"_s}), std::size_t(5));
}

void tst_RunMirror::givenHostCountReadsOnlyThoseHosts()
{
    QTemporaryDir dir;
    const RunFolder folder(dir.path());
    write(folder.metricsFile(0), lines(3));
    write(folder.metricsFile(1), lines(4));
    SeriesStore store;
    QCOMPARE(RunMirror::read(store, u"r"_s, folder, 1), 1);
    QCOMPARE(store.hosts(u"r"_s), QList<int>{0});
    QCOMPARE(RunMirror::read(store, u"s"_s, RunFolder(dir.filePath(u"missing"_s)), 2), 0);
}

void tst_RunMirror::cancelledReadStops()
{
    QTemporaryDir dir;
    const RunFolder folder(dir.path());
    write(folder.metricsFile(0), lines(3));
    SeriesStore store;
    const std::atomic<bool> cancelled{true};
    RunMirror::read(store, u"r"_s, folder, 1, &cancelled);
    QCOMPARE(store.pointCount(SeriesKey{u"r"_s, 0, u"loss"_s}), std::size_t(0));
}

QTEST_GUILESS_MAIN(tst_RunMirror)
#include "tst_run_mirror.moc"
