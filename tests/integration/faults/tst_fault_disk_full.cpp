#include "core/ablation/ablation_spec.h"
#include "core/experiment/experiment.h"
#include "core/metrics/run_monitor.h"
#include "core/metrics/series_store.h"
#include "core/registry/registry.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_record.h"
#include "core/workspace/workspace.h"

#include "support/fault_evidence.h"
#include "support/test_paths.h"
#include "support/tmpfs_mount.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace twb;
using namespace Qt::StringLiterals;

// Fault: the workspace's disk fills up while a file is saved. The workspace is a real 64 KiB
// tmpfs, filled with a filler file. Each save must fail with an error that names the file,
// the OS reason and what to do; the old file stays whole and readable; no temp file is left;
// and once the filler is removed the same save succeeds.
class tst_FaultDiskFull final : public QObject
{
    Q_OBJECT

    using Save = std::function<Result<void>(const QString &path, int version)>;
    using Read = std::function<Result<int>(const QString &path)>;   // the version in the file

    test::TmpfsMount m_disk;
    QTemporaryDir m_elsewhere;   // the registry lock and the "remote" run folder, not on the full disk

    static QByteArray bytesOf(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Leftover temp files of the atomic writer next to `path`.
    static QStringList tempFilesNextTo(const QString &path)
    {
        const QFileInfo info(path);
        return QDir(info.absolutePath()).entryList({u"."_s + info.fileName() + u".tmp.*"_s}, QDir::Files | QDir::Hidden);
    }

    // The full disk as the test left it: free bytes and every file with its size.
    void addDiskTo(test::FaultEvidence &evidence) const
    {
        evidence.addSection(u"the tmpfs"_s, [path = m_disk.path()] {
            QStringList out{u"%1 bytes free"_s.arg(QStorageInfo(path).bytesAvailable())};
            QDirIterator it(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                it.next();
                out << u"%1 %2"_s.arg(it.filePath()).arg(it.fileInfo().size());
            }
            return out.join(u'\n');
        });
    }

    // A long value so that every version needs more than the slack of a page.
    static QString padding(int version) { return QString(200 * version, QChar(u'a' + version)); }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = m_disk.start(64); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(Workspace(m_disk.path()).ensureCreated());
    }

    void cleanup() { m_disk.freeSpace(); }

    void saveFailsWholeAndSucceedsOnceFreed_data()
    {
        QTest::addColumn<QString>("relativePath");
        QTest::addColumn<Save>("save");
        QTest::addColumn<Read>("read");

        const QString lock = m_elsewhere.filePath(u"registry.lock"_s);
        QTest::newRow("registry") << u"tpu_config.json"_s
            << Save([lock](const QString &path, int version) -> Result<void> {
                   auto r = Registry::modify(path, [version](Registry &registry) -> Result<void> {
                       MachineEntry entry;
                       entry.setTpuName(u"vm-%1"_s.arg(version));
                       entry.setLabels({padding(version)});
                       registry.upsert(entry);
                       return {};
                   }, lock);
                   if (!r)
                       return fail(r.error());
                   return {};
               })
            << Read([](const QString &path) -> Result<int> {
                   auto r = Registry::load(path);
                   if (!r)
                       return fail(r.error());
                   return int(r->entries().size());
               });
        QTest::newRow("experiment") << u"experiments/e/experiment.json"_s
            << Save([](const QString &path, int version) -> Result<void> {
                   QDir().mkpath(QFileInfo(path).absolutePath());
                   Experiment e;
                   if (auto set = e.setValue(u"name"_s, Json(u"e-%1"_s.arg(version).toStdString())); !set)
                       return set;
                   if (auto set = e.setValue(u"hypothesis"_s, Json(padding(version).toStdString())); !set)
                       return set;
                   return e.writeFile(path);
               })
            << Read([](const QString &path) -> Result<int> {
                   auto e = Experiment::readFile(path);
                   if (!e)
                       return fail(e.error());
                   return e->name().mid(2).toInt();
               });
        QTest::newRow("ablation") << u"ablations/sweep.json"_s
            << Save([](const QString &path, int version) -> Result<void> {
                   const QByteArray text = QStringLiteral(R"({"schema": "tpuwb.ablation/1", "name": "sweep-%1",
                       "base": "experiments/e/experiment.json", "mode": "grid", "note": "%2",
                       "variables": [{"path": "train.lr", "values": [1, 2]}], "seeds": [0]})")
                                               .arg(version)
                                               .arg(padding(version))
                                               .toUtf8();
                   auto spec = AblationSpec::parse(text, path);
                   if (!spec)
                       return fail(spec.error());
                   return spec->writeFile(path);
               })
            << Read([](const QString &path) -> Result<int> {
                   auto spec = AblationSpec::readFile(path);
                   if (!spec)
                       return fail(spec.error());
                   return spec->name().mid(6).toInt();
               });
        QTest::newRow("run record") << u"runs/e-1/run.json"_s
            << Save([](const QString &path, int version) -> Result<void> {
                   QDir().mkpath(QFileInfo(path).absolutePath());
                   RunRecord record;
                   record.runId = u"e-1"_s;
                   record.experiment = u"e"_s;
                   record.seed = version;
                   record.machine = padding(version);
                   return record.writeFile(path);
               })
            << Read([](const QString &path) -> Result<int> {
                   auto record = RunRecord::readFile(path);
                   if (!record)
                       return fail(record.error());
                   return int(record->seed);
               });
    }

    void saveFailsWholeAndSucceedsOnceFreed()
    {
        QFETCH(QString, relativePath);
        QFETCH(Save, save);
        QFETCH(Read, read);
        const QString path = m_disk.filePath(relativePath);
        test::FaultEvidence evidence;
        addDiskTo(evidence);
        evidence.addFile(u"the saved file"_s, path);

        QVERIFY2(save(path, 1), "the first save, with space");
        const QByteArray before = bytesOf(path);
        QCOMPARE(read(path).value_or(-1), 1);

        QVERIFY2(m_disk.fill(), "the filler did not fill the tmpfs");
        const auto failed = save(path, 2);
        QVERIFY2(!failed, "a save on a full disk reported success");
        const QString message = failed.error().message;
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(u"No space left on device"_s), qPrintable(message));
        QVERIFY2(message.contains(u"Free some space"_s), qPrintable(message));
        QVERIFY2(message.contains(u"previous content is unchanged"_s), qPrintable(message));
        // The old file is whole, still reads, and nothing is left behind.
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(read(path).value_or(-1), 1);
        QCOMPARE(tempFilesNextTo(path), QStringList());

        m_disk.freeSpace();
        const auto retried = save(path, 2);
        QVERIFY2(retried, retried ? "" : qPrintable(retried.error().message));
        QCOMPARE(read(path).value_or(-1), 2);
        QCOMPARE(tempFilesNextTo(path), QStringList());
    }

    // The local mirror of a live run's metrics: a write that does not fit is cut back, so the
    // mirror still ends at a complete line; the stream reports the file and the reason, and
    // once space is freed it asks again and the mirror equals the host's file, no line lost.
    void metricsMirrorStaysWholeAndCatchesUp()
    {
        const QString remote = m_elsewhere.filePath(u"remote-run"_s);
        for (const char *sub : {"metrics", "logs", "status"})
            QVERIFY(QDir().mkpath(remote + u'/' + QLatin1StringView(sub)));
        const QString local = m_disk.filePath(u"runs/live"_s);
        QVERIFY(QDir().mkpath(local));
        QFile remoteMetrics(remote + u"/metrics/host-0.jsonl"_s);
        QVERIFY(remoteMetrics.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
        auto append = [&](int from, int to) {
            QByteArray lines;
            for (int step = from; step <= to; ++step)
                lines += "{\"step\": " + QByteArray::number(step) + ", \"time\": " + QByteArray::number(step)
                         + ", \"loss\": 1.0, \"note\": \"" + QByteArray(60, 'n') + "\"}\n";
            QCOMPARE(remoteMetrics.write(lines), lines.size());
        };

        SeriesStore store;
        const SeriesKey loss{u"live"_s, 0, u"loss"_s};
        RunMonitor::Config c;
        c.run = u"live"_s;
        c.hostCount = 1;
        c.remoteRunDir = remote;
        c.python = test::systemPython();
        c.localRunDir = local;
        c.transportFactory = [](int) { return std::make_unique<LocalTransport>(); };
        c.initialBackoff = std::chrono::milliseconds(100);
        RunMonitor monitor(store, c);
        QStringList messages;   // a reconnect clears the message: keep each one
        connect(&monitor, &RunMonitor::connectionChanged, this, [&] { messages << monitor.connectionMessage(0); });
        test::FaultEvidence evidence;
        addDiskTo(evidence);
        evidence.addFile(u"the host's metrics"_s, remoteMetrics.fileName());
        evidence.addFile(u"the mirror"_s, monitor.metricsMirrorPath(0));
        evidence.addSection(u"the stream's connection messages"_s, [&messages] { return messages.join(u'\n'); });
        evidence.addSection(u"the store"_s, [&store, loss] { return u"%1 loss point(s)"_s.arg(store.pointCount(loss)); });
        monitor.start();
        append(1, 3);
        QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), size_t(3), 15000);
        const QString mirrorPath = monitor.metricsMirrorPath(0);
        QTRY_COMPARE(bytesOf(mirrorPath), bytesOf(remoteMetrics.fileName()));
        const QByteArray before = bytesOf(mirrorPath);

        QVERIFY(m_disk.fill());
        append(4, 200);   // ~20 KiB: past the page the mirror has
        auto spaceMessage = [&] {
            for (const QString &m : messages)
                if (m.contains(u"No space left on device"_s))
                    return m;
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!spaceMessage().isEmpty(), 15000);
        const QString message = spaceMessage();
        QVERIFY2(message.contains(mirrorPath), qPrintable(message));
        QVERIFY2(message.contains(u"Free some space"_s), qPrintable(message));
        // Still ends at a complete line, and holds the lines it had.
        const QByteArray during = bytesOf(mirrorPath);
        QVERIFY(during.endsWith('\n'));
        QVERIFY(during.startsWith(before));
        QVERIFY(bytesOf(remoteMetrics.fileName()).startsWith(during));

        m_disk.freeSpace();
        QTRY_COMPARE_WITH_TIMEOUT(store.pointCount(loss), size_t(200), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(bytesOf(mirrorPath), bytesOf(remoteMetrics.fileName()), 10000);
        const auto points = store.points(loss);
        for (int i = 0; i < 200; ++i)
            QCOMPARE(points[std::size_t(i)].step, std::int64_t(i + 1));
        monitor.stop();
    }
};

QTEST_GUILESS_MAIN(tst_FaultDiskFull)
#include "tst_fault_disk_full.moc"
