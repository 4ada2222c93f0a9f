// Document, the base of the editors' documents: undo and the modified flag, load and save on a
// pool thread, one write at a time, an edit during a write keeps the document modified, a
// failed save leaves the old file as it was, and an overtaken load is dropped.
#include "core/util/atomic_file.h"
#include "widgets/common/document.h"

#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoCommand>
#include <QUndoStack>
#include <QtTest>

#include <atomic>
#include <csignal>
#include <memory>
#include <sys/resource.h>

using namespace Qt::StringLiterals;
using twb::Document;
using twb::Error;
using twb::Result;

namespace {

// A document holding one text, written to its file as is.
class TextDocument final : public Document
{
public:
    explicit TextDocument(QObject *parent = nullptr) : Document(parent) {}

    const QString &text() const { return m_text; }
    void setText(const QString &text);
    void applyText(const QString &text) { m_text = text; }
    void load(const QString &fileName) override
    {
        loadInBackground<QString>(
            fileName,
            [fileName]() -> Result<QString> {
                auto bytes = twb::readWholeFile(fileName);
                if (!bytes)
                    return twb::fail(bytes.error());
                return QString::fromUtf8(*bytes);
            },
            [this, fileName](QString &&text) {
                resetHistory(fileName);
                m_text = text;
            });
    }
    void start(const QString &text, const QString &fileName)
    {
        resetHistory(fileName);
        m_text = text;
    }

    // Set by a test: a write waits for a permit, and records its thread.
    std::shared_ptr<QSemaphore> gate;
    std::shared_ptr<std::atomic<QThread *>> writerThread = std::make_shared<std::atomic<QThread *>>(nullptr);

protected:
    Writer snapshotWriter() const override
    {
        return [text = m_text, gate = gate, thread = writerThread](const QString &fileName) {
            *thread = QThread::currentThread();
            if (gate)
                gate->acquire();
            return twb::writeFileAtomically(fileName, text.toUtf8());
        };
    }

private:
    QString m_text;
};

class SetTextCommand final : public QUndoCommand
{
public:
    SetTextCommand(TextDocument *document, QString text)
        : QUndoCommand(u"Set text"_s), m_document(document), m_before(document->text()), m_after(std::move(text))
    {
    }
    void undo() override { m_document->applyText(m_before); }
    void redo() override { m_document->applyText(m_after); }

private:
    TextDocument *m_document;
    QString m_before;
    QString m_after;
};

void TextDocument::setText(const QString &text)
{
    undoStack()->push(new SetTextCommand(this, text));
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class tst_Document final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsAndUndoSetTheModifiedFlag();
    void savesOnAPoolThreadAndMarksClean();
    void editDuringSaveKeepsItModified();
    void secondSaveFollowsTheFirst();
    void failedSaveKeepsTheOldFile();
    void newerLoadOrResetDropsAnOlderLoad();
    void failedLoadKeepsTheState();

private:
    QTemporaryDir m_dir;
};

void tst_Document::editsAndUndoSetTheModifiedFlag()
{
    TextDocument document;
    QSignalSpy modified(&document, &Document::modifiedChanged);
    QVERIFY(!document.isModified());
    document.setText(u"a"_s);
    QVERIFY(document.isModified());
    document.setText(u"b"_s);
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().first().toBool(), true);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.text(), QString());
    QVERIFY(!document.isModified());
    QCOMPARE(modified.count(), 2);
    QCOMPARE(modified.last().first().toBool(), false);
}

void tst_Document::savesOnAPoolThreadAndMarksClean()
{
    TextDocument document;
    const QString path = m_dir.filePath(u"saved.txt"_s);
    QSignalSpy fileName(&document, &Document::fileNameChanged);
    QSignalSpy saved(&document, &Document::saved);
    document.setText(u"hello"_s);
    document.saveAs(path);
    QVERIFY(document.isSaving());
    QVERIFY(saved.wait(5000));
    QCOMPARE(saved.first().first().toString(), path);
    QVERIFY(*document.writerThread != nullptr);
    QVERIFY(*document.writerThread != QThread::currentThread());
    QCOMPARE(contents(path), QByteArray("hello"));
    QCOMPARE(document.fileName(), path);
    QCOMPARE(fileName.count(), 1);
    QVERIFY(!document.isModified());
    QVERIFY(!document.isSaving());

    // Without a file there is nothing to write to: said at once.
    TextDocument untitled;
    QSignalSpy failed(&untitled, &Document::saveFailed);
    untitled.save();
    QCOMPARE(failed.count(), 1);
}

void tst_Document::editDuringSaveKeepsItModified()
{
    TextDocument document;
    const QString path = m_dir.filePath(u"during.txt"_s);
    document.start(QString(), path);
    document.gate = std::make_shared<QSemaphore>();
    QSignalSpy saved(&document, &Document::saved);
    document.setText(u"first"_s);
    document.save();
    document.setText(u"second"_s); // while "first" is written
    document.gate->release();
    QVERIFY(saved.wait(5000));
    QCOMPARE(contents(path), QByteArray("first"));
    QVERIFY(document.isModified()); // "second" is not on disk
    document.gate->release();
    document.save();
    QVERIFY(saved.wait(5000));
    QCOMPARE(contents(path), QByteArray("second"));
    QVERIFY(!document.isModified());
}

void tst_Document::secondSaveFollowsTheFirst()
{
    TextDocument document;
    const QString path = m_dir.filePath(u"twice.txt"_s);
    document.start(QString(), path);
    document.gate = std::make_shared<QSemaphore>();
    QSignalSpy saved(&document, &Document::saved);
    document.setText(u"older"_s);
    document.save();
    document.setText(u"newer"_s);
    document.save(); // waits for the first write: an older state never lands last
    document.gate->release(2);
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 2, 5000);
    QCOMPARE(contents(path), QByteArray("newer"));
    QVERIFY(!document.isModified());
}

void tst_Document::failedSaveKeepsTheOldFile()
{
    TextDocument document;
    const QString path = m_dir.filePath(u"kept.txt"_s);
    QSignalSpy saved(&document, &Document::saved);
    QSignalSpy failed(&document, &Document::saveFailed);
    document.setText(u"old"_s);
    document.saveAs(path);
    QVERIFY(saved.wait(5000));

    // Files of this process may not grow past 4 bytes (root ignores permissions, not this):
    // the new text cannot be written.
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit before{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &before), 0);
    rlimit small = before;
    small.rlim_cur = 4;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    document.setText(u"a new text, longer than four bytes"_s);
    document.save();
    const bool failedInTime = failed.wait(5000);
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &before), 0);
    QVERIFY(failedInTime);
    QCOMPARE(failed.first().at(0).toString(), path);
    const Error error = failed.first().at(1).value<Error>();
    QVERIFY2(error.message.contains(path) && error.message.contains(u"previous content is unchanged"_s),
             qPrintable(error.message));
    QCOMPARE(contents(path), QByteArray("old"));
    QVERIFY(document.isModified());
    QCOMPARE(QDir(m_dir.path()).entryList({u".kept.txt.tmp*"_s}, QDir::Files | QDir::Hidden).size(), 0);
}

void tst_Document::newerLoadOrResetDropsAnOlderLoad()
{
    const QString a = m_dir.filePath(u"a.txt"_s), b = m_dir.filePath(u"b.txt"_s);
    QVERIFY(twb::writeFileAtomically(a, "text of a"));
    QVERIFY(twb::writeFileAtomically(b, "text of b"));
    TextDocument document;
    QSignalSpy loaded(&document, &Document::fileLoaded);
    document.load(a);
    QVERIFY(document.isLoading());
    document.load(b);
    QVERIFY(loaded.wait(5000));
    QTest::qWait(50); // a's result, had it been kept, would have arrived too
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(loaded.first().first().toString(), b);
    QCOMPARE(document.text(), u"text of b"_s);
    QCOMPARE(document.fileName(), b);
    QVERIFY(!document.isLoading());
    QVERIFY(!document.isModified());

    document.load(a);
    document.start(u"new"_s, QString()); // a new document meanwhile
    QVERIFY(!document.isLoading());
    QTest::qWait(100);
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(document.text(), u"new"_s);
}

void tst_Document::failedLoadKeepsTheState()
{
    TextDocument document;
    document.start(u"kept"_s, u"/kept.txt"_s);
    QSignalSpy failed(&document, &Document::loadFailed);
    const QString missing = m_dir.filePath(u"missing.txt"_s);
    document.load(missing);
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().at(0).toString(), missing);
    QVERIFY(failed.first().at(1).value<Error>().message.contains(missing));
    QCOMPARE(document.text(), u"kept"_s);
    QCOMPARE(document.fileName(), u"/kept.txt"_s);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_Document)
#include "tst_document.moc"
