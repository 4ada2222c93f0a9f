// RunFilesFetcher through the local transport (a real shell on this machine): complete lines
// only, only the new bytes, and a fresh copy when the remote file started over.
#include "core/remote/host_pool.h"
#include "core/remote/local_transport.h"
#include "core/runs/run_files_fetcher.h"
#include "support/result_check.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_RunFilesFetcher final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsTheRemoteFiles();
    void nothingBeforeTheRunWrites();

private:
    static void append(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::Append));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    }
};

void tst_RunFilesFetcher::followsTheRemoteFiles()
{
    QTemporaryDir remote, local;
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    const QString metrics = remote.filePath(u"metrics/host-0.jsonl"_s);
    const QString log = remote.filePath(u"logs/host-0.log"_s);
    const QString localMetrics = local.filePath(u"metrics/host-0.jsonl"_s);
    const QString localLog = local.filePath(u"logs/host-0.log"_s);

    // A line still being written is left for the next fetch.
    append(metrics, "{\"step\": 1, \"loss\": 2.5}\n{\"step\": 2, \"lo");
    append(log, "starting\n");
    TWB_VERIFY_RESULT(RunFilesFetcher::fetch(pool, remote.path(), local.path(), false));
    QCOMPARE(read(localMetrics), QByteArray("{\"step\": 1, \"loss\": 2.5}\n"));
    QVERIFY(!QFileInfo::exists(localLog)); // logs only when asked

    append(metrics, "ss\": 2.25}\n{\"step\": 3, \"loss\": 2.0}\n");
    append(log, "step 3, no newline yet");
    // Appending only: a byte changed in what was already copied would not be copied again,
    // which shows that only the new bytes crossed.
    QFile::remove(localMetrics);
    append(localMetrics, "{\"step\": 1, \"loss\": 9.9}\n");
    TWB_VERIFY_RESULT(RunFilesFetcher::fetch(pool, remote.path(), local.path(), true));
    QCOMPARE(read(localMetrics), QByteArray("{\"step\": 1, \"loss\": 9.9}\n{\"step\": 2, \"loss\": 2.25}\n{\"step\": 3, \"loss\": 2.0}\n"));
    QCOMPARE(read(localLog), QByteArray("starting\nstep 3, no newline yet"));

    // The run started over (a relaunch from scratch): its files are shorter than the copies.
    QFile::remove(metrics);
    QFile::remove(log);
    append(metrics, "{\"step\": 1, \"loss\": 3.0}\n");
    append(log, "again\n");
    TWB_VERIFY_RESULT(RunFilesFetcher::fetch(pool, remote.path(), local.path(), true));
    QCOMPARE(read(localMetrics), QByteArray("{\"step\": 1, \"loss\": 3.0}\n"));
    QCOMPARE(read(localLog), QByteArray("again\n"));

    // A path with spaces and quotes is one argument on the remote shell.
    QTemporaryDir odd;
    const QString oddRemote = odd.filePath(u"it's a \"run\" $HOME"_s);
    append(oddRemote + u"/metrics/host-0.jsonl"_s, "{\"step\": 7}\n");
    TWB_VERIFY_RESULT(RunFilesFetcher::fetch(pool, oddRemote, local.filePath(u"odd"_s), false));
    QCOMPARE(read(local.filePath(u"odd/metrics/host-0.jsonl"_s)), QByteArray("{\"step\": 7}\n"));
}

void tst_RunFilesFetcher::nothingBeforeTheRunWrites()
{
    QTemporaryDir remote, local;
    HostPool pool(1, [](int) { return std::make_unique<LocalTransport>(); });
    TWB_VERIFY_RESULT(RunFilesFetcher::fetch(pool, remote.path(), local.path(), true));
    QVERIFY(!QFileInfo::exists(local.filePath(u"metrics"_s)));
    QVERIFY(!QFileInfo::exists(local.filePath(u"logs"_s)));
}

QTEST_GUILESS_MAIN(tst_RunFilesFetcher)
#include "tst_run_files_fetcher.moc"
