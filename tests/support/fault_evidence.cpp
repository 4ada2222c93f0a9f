#include "support/fault_evidence.h"

#include "support/sshd_fixture.h"

#include <QDebug>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace Qt::StringLiterals;

namespace twb::test {
namespace {

// The last `lines` lines of `text`, saying how many were left out.
QString tailOf(const QString &text, int lines = FaultEvidence::kTailLines)
{
    QStringList all = QString(text).remove(u'\r').split(u'\n');   // sshd -e ends its lines with \r\n
    while (!all.isEmpty() && all.last().isEmpty())
        all.removeLast();
    if (all.size() <= lines)
        return all.join(u'\n');
    return u"[... %1 earlier line(s)]\n"_s.arg(all.size() - lines) + all.mid(all.size() - lines).join(u'\n');
}

// The end of a file (at most its last 64 KiB, then its last lines); says when it is missing.
QString fileTail(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return u"(cannot read %1: %2)"_s.arg(path, file.errorString());
    constexpr qint64 window = 64 * 1024;
    if (file.size() > window)
        file.seek(file.size() - window);
    return tailOf(QString::fromUtf8(file.readAll()));
}

// Files under `dir` whose parent folder is `folder` and whose name matches `pattern`, sorted.
QStringList filesIn(const QString &dir, const QString &folder, const QString &pattern)
{
    QStringList found;
    QDirIterator it(dir, {pattern}, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileInfo().dir().dirName() == folder)
            found << path;
    }
    found.sort();
    return found;
}

QString section(const QString &title, const QString &body)
{
    return u"--- "_s + title + u":\n"_s + (body.isEmpty() ? u"(empty)"_s : body);
}

// Every status/host-*.json whole and the tail of every logs/host-*.log under `dir`.
QString hostFolder(const QString &dir)
{
    QStringList out;
    for (const QString &status : filesIn(dir, u"status"_s, u"host-*.json"_s))
        out << section(QDir(dir).relativeFilePath(status), fileTail(status));
    for (const QString &log : filesIn(dir, u"logs"_s, u"host-*.log"_s))
        out << section(QDir(dir).relativeFilePath(log), fileTail(log));
    return out.isEmpty() ? u"(no status file and no log)"_s : out.join(u'\n');
}

} // namespace

FaultEvidence::~FaultEvidence()
{
    // TWB_FAULT_EVIDENCE=always prints it after a pass too, to compare with a failed one.
    if (QTest::currentTestFailed() || qgetenv("TWB_FAULT_EVIDENCE") == "always")
        print();
}

void FaultEvidence::addRunsDir(const QString &dir)
{
    addSection(u"runs folder "_s + dir, [dir]() -> QString {
        QStringList out;
        const QStringList ids = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        if (ids.isEmpty())
            return u"(no runs)"_s;
        for (const QString &id : ids) {
            const QString runDir = dir + u'/' + id;
            out << section(id + u"/run.json"_s, fileTail(runDir + u"/run.json"_s));
            for (const QString &log : filesIn(runDir, u"logs"_s, u"*.log"_s))
                out << section(QDir(dir).relativeFilePath(log) + u" (mirrored)"_s, fileTail(log));
        }
        return out.join(u'\n');
    });
}

void FaultEvidence::addHostDir(const QString &label, const QString &dir)
{
    addSection(label + u" ("_s + dir + u')', [dir] { return hostFolder(dir); });
}

void FaultEvidence::addHosts(const QString &label, const SshdFixture &fixture)
{
    // Read when printed: the fixture may not have started its hosts yet.
    addSection(label, [label, &fixture]() -> QString {
        QStringList out;
        for (int i = 0; i < fixture.hostCount(); ++i) {
            const QString host = u"%1 host %2 (%3:%4)"_s.arg(label).arg(i).arg(fixture.host(i)).arg(fixture.port(i));
            out << section(host + u", HOME "_s + fixture.homeDir(i), hostFolder(fixture.homeDir(i)));
            out << section(host + u", sshd's log"_s, fileTail(fixture.logPath(i)));
        }
        return out.isEmpty() ? u"(no host started)"_s : out.join(u'\n');
    });
}

void FaultEvidence::addFile(const QString &label, const QString &path)
{
    addSection(label + u" ("_s + path + u')', [path] { return fileTail(path); });
}

void FaultEvidence::addOutput(const QString &label, const TpuwbRunner::Output &output)
{
    addSection(label, [output]() -> QString {
        const QString ended = output.exitCode < 0 ? u"it did not end (or was killed)"_s
                                                  : u"exit code %1"_s.arg(output.exitCode);
        return ended + u"\n"_s + section(u"stderr"_s, tailOf(output.err)) + u"\n"_s
               + section(u"stdout"_s, tailOf(output.out));
    });
}

void FaultEvidence::addSection(const QString &label, std::function<QString()> describe)
{
    m_sections.push_back({label, std::move(describe), false});
}

void FaultEvidence::keepNow(const QString &moment)
{
    QStringList kept;
    for (const Section &s : m_sections)
        if (!s.kept)
            kept << u"=== "_s + s.label + u"\n"_s + s.describe();
    m_sections.push_back({moment, [text = kept.join(u'\n')] { return text; }, true});
}

QString FaultEvidence::report() const
{
    QStringList out;
    for (const Section &s : m_sections)
        out << u"=== "_s + s.label + u"\n"_s + s.describe();
    return out.join(u'\n');
}

void FaultEvidence::print() const
{
    // One warning per section: CI's log keeps each whole, under the failed function's name.
    qWarning().noquote() << u"What the test saw (tests/support/fault_evidence.h):"_s;
    for (const Section &s : m_sections)
        qWarning().noquote() << u"=== "_s + s.label + u"\n"_s + s.describe();
}

} // namespace twb::test
