#include "core/experiment/scaffold_plan.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

twb::GeneratedFiles sample()
{
    return {{u"train.py"_s, "print('new')\nstep = 2\n", false},
            {u"launch.sh"_s, "#!/bin/sh\necho hi\n", true},
            {u"sub/data.py"_s, "x = 1\n", false}};
}

} // namespace

class tst_ScaffoldPlan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyFolderIsAllNew();
    void conflictsAreRefusedUntilApproved();
    void unchangedFilesAreNotRewritten();
    void diffShowsWhatWouldChange();
    void aDirectoryInTheWayIsAnError();
};

void tst_ScaffoldPlan::emptyFolderIsAllNew()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(u"exp"_s);
    auto plan = twb::ScaffoldPlan::compare(target, sample());
    QVERIFY(plan);
    QVERIFY(plan->conflicts().isEmpty());
    QVERIFY(plan->summary().contains(u"new      train.py"_s));
    auto written = plan->write();
    QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    QCOMPARE(written->size(), 3);
    QCOMPARE(readFile(target + u"/sub/data.py"_s), QByteArray("x = 1\n"));
    QVERIFY(QFileInfo(target + u"/launch.sh"_s).isExecutable());
    QVERIFY(!QFileInfo(target + u"/train.py"_s).isExecutable());
}

void tst_ScaffoldPlan::conflictsAreRefusedUntilApproved()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"train.py"_s), "print('mine')\n");
    writeFile(dir.filePath(u"launch.sh"_s), "#!/bin/sh\necho mine\n");
    writeFile(dir.filePath(u"notes.txt"_s), "not rendered: left alone\n");
    auto plan = twb::ScaffoldPlan::compare(dir.path(), sample());
    QVERIFY(plan);
    QCOMPARE(plan->conflicts(), (QStringList{u"train.py"_s, u"launch.sh"_s}));

    auto refused = plan->write();
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(u"train.py"_s));
    QVERIFY(refused.error().message.contains(u"--force"_s));
    // Nothing at all was written, not even the new file.
    QCOMPARE(readFile(dir.filePath(u"train.py"_s)), QByteArray("print('mine')\n"));
    QVERIFY(!QFile::exists(dir.filePath(u"sub/data.py"_s)));

    auto partial = plan->write({u"train.py"_s});
    QVERIFY(!partial); // launch.sh still lacks consent
    QCOMPARE(readFile(dir.filePath(u"train.py"_s)), QByteArray("print('mine')\n"));

    auto all = plan->writeOverwritingAll();
    QVERIFY(all);
    QCOMPARE(readFile(dir.filePath(u"train.py"_s)), QByteArray("print('new')\nstep = 2\n"));
    QCOMPARE(readFile(dir.filePath(u"notes.txt"_s)), QByteArray("not rendered: left alone\n"));
}

void tst_ScaffoldPlan::unchangedFilesAreNotRewritten()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"train.py"_s), "print('new')\nstep = 2\n");
    const QDateTime before = QFileInfo(dir.filePath(u"train.py"_s)).lastModified();
    auto plan = twb::ScaffoldPlan::compare(dir.path(), sample());
    QVERIFY(plan);
    QCOMPARE(plan->entry(u"train.py"_s)->action, twb::ScaffoldPlan::Action::Unchanged);
    QVERIFY(plan->diff(u"train.py"_s).isEmpty());
    auto written = plan->write();
    QVERIFY(written);
    QVERIFY(!written->contains(u"train.py"_s));
    QCOMPARE(QFileInfo(dir.filePath(u"train.py"_s)).lastModified(), before);
}

void tst_ScaffoldPlan::diffShowsWhatWouldChange()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"train.py"_s), "print('mine')\nstep = 2\n");
    auto plan = twb::ScaffoldPlan::compare(dir.path(), sample());
    QVERIFY(plan);
    QCOMPARE(plan->diff(u"train.py"_s), u"--- a/train.py\n+++ b/train.py\n@@ -1,2 +1,2 @@\n-print('mine')\n+print('new')\n step = 2\n"_s);
    QVERIFY(plan->summary().contains(u"changed  train.py (+1 -1)"_s));
    QVERIFY(plan->diff(u"launch.sh"_s).startsWith(u"--- /dev/null\n+++ b/launch.sh\n@@ -0,0 +1,2 @@\n"_s));
}

void tst_ScaffoldPlan::aDirectoryInTheWayIsAnError()
{
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(u"train.py"_s));
    const auto plan = twb::ScaffoldPlan::compare(dir.path(), sample());
    QVERIFY(!plan);
    QVERIFY(plan.error().message.contains(u"train.py"_s));
}

QTEST_GUILESS_MAIN(tst_ScaffoldPlan)
#include "tst_scaffold_plan.moc"
