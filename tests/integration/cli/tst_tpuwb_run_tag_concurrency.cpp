// 20 `tpuwb run tag` processes tag one run at once while this process edits the run's notes
// the way the Monitor's tags-and-notes editor does (RunService::annotate with the editor's
// annotation), and a reader polls run.json throughout: afterwards every tag and the last note
// are in run.json, and every read of it parsed as JSON (docs/formats.md, "run.json": the
// record lock).
#include "core/runs/run_annotation.h"
#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"
#include "support/result_check.h"
#include "support/test_paths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// What the Monitor's editor (widgets/common/run_annotation_editor.cpp) sends when the user
// changed the notes of the run it shows and left its tags as they were.
RunAnnotation editorNotesEdit(const RunRecord &shown, const QString &notes)
{
    return RunAnnotation::fromEditor(shown, shown.tags, notes);
}

// Reads run.json as often as it can until told to stop; counts reads that were not JSON.
struct PollingReader
{
    QString path;
    std::atomic<bool> stop{false};
    std::atomic<int> reads{0};
    std::atomic<int> invalid{0};
    QString firstInvalid;   // written once, by the reader thread, before it ends

    void run()
    {
        while (!stop.load()) {
            QFile file(path);
            QByteArray bytes;
            if (file.open(QIODevice::ReadOnly))
                bytes = file.readAll();
            QJsonParseError error{};
            const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
            ++reads;
            if (error.error != QJsonParseError::NoError || !document.isObject()) {
                if (invalid++ == 0)
                    firstInvalid = file.exists() ? u"%1 (%2 bytes)"_s.arg(error.errorString()).arg(bytes.size())
                                                 : u"run.json was missing"_s;
            }
        }
    }
};

} // namespace

class tst_TpuwbRunTagConcurrency final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twentyTaggersAndTheGuiLoseNothing();
};

void tst_TpuwbRunTagConcurrency::twentyTaggersAndTheGuiLoseNothing()
{
    constexpr int kTaggers = 20;
    QTemporaryDir dir;
    const QString ws = dir.filePath(u"ws"_s);
    const Workspace workspace(ws);
    TWB_VERIFY_RESULT(workspace.ensureCreated());
    const QString runId = u"shared-run"_s;
    const RunFolder folder = RunFolder::in(workspace.runsDir(), runId);
    QVERIFY(QDir().mkpath(folder.dir()));
    RunRecord record;
    record.runId = runId;
    record.experiment = u"tiny"_s;
    record.state = RunState::Finished;
    record.tags = {u"existing"_s};
    TWB_VERIFY_RESULT(folder.writeRecord(record));

    PollingReader reader;
    reader.path = folder.recordFile();
    std::thread readerThread([&reader] { reader.run(); });

    // The GUI's side: its RunService, and the record its editor shows (read before the taggers).
    RunService gui(MachineAccess(workspace.registryFile(), ConnectionProfile::defaults()), workspace.runsDir());
    const auto shown = gui.recordNow(runId);
    TWB_VERIFY_RESULT(shown);

    std::vector<std::unique_ptr<QProcess>> taggers;
    for (int i = 0; i < kTaggers; ++i) {
        auto process = std::make_unique<QProcess>();
        process->setProcessChannelMode(QProcess::SeparateChannels);
        process->start(twb::test::tpuwbBinary(),
                       {u"--workspace"_s, ws, u"run"_s, u"tag"_s, runId, u"+tagger-%1"_s.arg(i)});
        taggers.push_back(std::move(process));
    }
    // Notes saved from the editor again and again while the taggers run; the last one stays.
    int notesSaved = 0;
    QString lastNote;
    const auto taggersRunning = [&taggers] {
        return std::any_of(taggers.cbegin(), taggers.cend(),
                           [](const auto &p) { return p->state() != QProcess::NotRunning; });
    };
    while (notesSaved < 3 || taggersRunning()) {
        lastNote = u"note %1 from the Monitor"_s.arg(++notesSaved);
        auto saved = gui.annotate(runId, editorNotesEdit(*shown, lastNote));
        saved.waitForFinished();
        TWB_VERIFY_RESULT(saved.result());
        for (auto &p : taggers)
            p->waitForFinished(0);
        QVERIFY2(notesSaved < 10000, "the taggers did not end");
    }
    QStringList failedTaggers;
    for (int i = 0; i < kTaggers; ++i) {
        if (taggers[i]->state() != QProcess::NotRunning)
            QVERIFY(taggers[i]->waitForFinished(60000));
        if (taggers[i]->exitStatus() != QProcess::NormalExit || taggers[i]->exitCode() != 0)
            failedTaggers << u"tagger-%1: %2"_s.arg(i).arg(QString::fromUtf8(taggers[i]->readAllStandardError()));
    }
    reader.stop = true;
    readerThread.join();
    QVERIFY2(failedTaggers.isEmpty(), qPrintable(failedTaggers.join(u'\n')));

    const auto after = folder.readRecord();
    TWB_VERIFY_RESULT(after);
    QStringList lost;
    for (int i = 0; i < kTaggers; ++i)
        if (!after->tags.contains(u"tagger-%1"_s.arg(i)))
            lost << u"tagger-%1"_s.arg(i);
    if (!after->tags.contains(u"existing"_s))
        lost << u"existing"_s;
    qInfo("%d note saves, %d reads of run.json (%d not JSON), %lld of %d tags lost", notesSaved, reader.reads.load(),
          reader.invalid.load(), qlonglong(lost.size()), kTaggers + 1);
    QVERIFY2(lost.isEmpty(), qPrintable(u"lost %1 tags: %2 (run.json has: %3)"_s.arg(lost.size())
                                            .arg(lost.join(u' '), after->tags.join(u' '))));
    QCOMPARE(after->tags.size(), kTaggers + 1);
    QCOMPARE(after->notes, lastNote);
    QVERIFY(reader.reads > 0);
    QVERIFY2(reader.invalid == 0, qPrintable(u"%1 of %2 reads were not JSON; the first: %3"_s.arg(reader.invalid.load())
                                                 .arg(reader.reads.load())
                                                 .arg(reader.firstInvalid)));
}

QTEST_GUILESS_MAIN(tst_TpuwbRunTagConcurrency)
#include "tst_tpuwb_run_tag_concurrency.moc"
