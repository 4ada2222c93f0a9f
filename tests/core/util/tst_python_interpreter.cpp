// PythonInterpreter: $TPUWB_PYTHON first, then the workbench's Python environment when its
// bin/python is an executable file, then /usr/bin/python3, then python3; the environment's folder
// from $TPUWB_PYTHON_ENV, else $XDG_DATA_HOME (absolute only), else ~/.local/share. The
// environments here are temp folders holding a stand-in bin/python (a shell script, never run).
#include "core/util/python_interpreter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using twb::PythonInterpreter;

class tst_PythonInterpreter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void variableWins();
    void anInstalledEnvironmentIsTheDefault();
    void aMissingOrNotExecutableEnvironmentFallsBack_data();
    void aMissingOrNotExecutableEnvironmentFallsBack();
    void environmentFolderFollowsXdgDataHome_data();
    void environmentFolderFollowsXdgDataHome();

private:
    // A stand-in interpreter at <dir>/bin/python; `executable` sets its x bit.
    static bool makeStandInPython(const QString &dir, bool executable);

    QTemporaryDir m_dir;
    QByteArray m_saved[4];
};

static const char *const kVariables[] = {"TPUWB_PYTHON", "TPUWB_PYTHON_ENV", "XDG_DATA_HOME", "HOME"};

void tst_PythonInterpreter::init()
{
    for (int i = 0; i < 4; ++i)
        m_saved[i] = qgetenv(kVariables[i]);
    qunsetenv("TPUWB_PYTHON");
    qunsetenv("TPUWB_PYTHON_ENV");
    qunsetenv("XDG_DATA_HOME");
}

void tst_PythonInterpreter::cleanup()
{
    for (int i = 0; i < 4; ++i) {
        if (m_saved[i].isNull())
            qunsetenv(kVariables[i]);
        else
            qputenv(kVariables[i], m_saved[i]);
    }
}

bool tst_PythonInterpreter::makeStandInPython(const QString &dir, bool executable)
{
    if (!QDir().mkpath(dir + u"/bin"_s))
        return false;
    QFile python(dir + u"/bin/python"_s);
    if (!python.open(QIODevice::WriteOnly) || python.write("#!/bin/sh\n# stand-in interpreter for tests\nexit 0\n") < 0)
        return false;
    python.close();
    const auto permissions = QFile::ReadOwner | QFile::WriteOwner;
    return python.setPermissions(executable ? permissions | QFile::ExeOwner : permissions);
}

void tst_PythonInterpreter::variableWins()
{
    const QString env = m_dir.filePath(u"env-with-variable"_s);
    QVERIFY(makeStandInPython(env, true));
    qputenv("TPUWB_PYTHON_ENV", env.toUtf8());
    qputenv("TPUWB_PYTHON", "/opt/mine/bin/python3");
    const auto choice = PythonInterpreter::defaultChoice();
    QCOMPARE(choice.python, u"/opt/mine/bin/python3"_s);
    QCOMPARE(choice.source, PythonInterpreter::Source::Variable);
    QCOMPARE(PythonInterpreter::defaultPython(), u"/opt/mine/bin/python3"_s);
    // The environment is still found and named, for messages.
    QVERIFY(PythonInterpreter::workbenchEnvExists());
}

void tst_PythonInterpreter::anInstalledEnvironmentIsTheDefault()
{
    const QString env = m_dir.filePath(u"installed"_s);
    QVERIFY(makeStandInPython(env, true));
    qputenv("TPUWB_PYTHON_ENV", env.toUtf8());
    QCOMPARE(PythonInterpreter::workbenchPythonEnv(), env);
    QCOMPARE(PythonInterpreter::workbenchEnvPython(), env + u"/bin/python"_s);
    QVERIFY(PythonInterpreter::workbenchEnvExists());
    const auto choice = PythonInterpreter::defaultChoice();
    QCOMPARE(choice.python, env + u"/bin/python"_s);
    QCOMPARE(choice.source, PythonInterpreter::Source::WorkbenchEnvironment);
    // An empty TPUWB_PYTHON is unset.
    qputenv("TPUWB_PYTHON", "");
    QCOMPARE(PythonInterpreter::defaultPython(), env + u"/bin/python"_s);
}

void tst_PythonInterpreter::aMissingOrNotExecutableEnvironmentFallsBack_data()
{
    QTest::addColumn<QString>("state");
    QTest::newRow("no folder") << u"absent"_s;
    QTest::newRow("folder without bin/python") << u"empty"_s;
    QTest::newRow("bin/python not executable") << u"not-executable"_s;
    QTest::newRow("bin/python is a folder") << u"folder"_s;
}

void tst_PythonInterpreter::aMissingOrNotExecutableEnvironmentFallsBack()
{
    QFETCH(QString, state);
    const QString env = m_dir.filePath(u"fallback-"_s + state);
    if (state == u"empty"_s)
        QVERIFY(QDir().mkpath(env));
    else if (state == u"not-executable"_s)
        QVERIFY(makeStandInPython(env, false));
    else if (state == u"folder"_s)
        QVERIFY(QDir().mkpath(env + u"/bin/python"_s));
    qputenv("TPUWB_PYTHON_ENV", env.toUtf8());
    QVERIFY(!PythonInterpreter::workbenchEnvExists());
    // Still named, so a message can say where it would be.
    QCOMPARE(PythonInterpreter::workbenchPythonEnv(), env);
    const auto choice = PythonInterpreter::defaultChoice();
    if (QFileInfo::exists(u"/usr/bin/python3"_s)) {
        QCOMPARE(choice.python, u"/usr/bin/python3"_s);
        QCOMPARE(choice.source, PythonInterpreter::Source::System);
    } else {
        QCOMPARE(choice.python, u"python3"_s);
        QCOMPARE(choice.source, PythonInterpreter::Source::Path);
    }
}

void tst_PythonInterpreter::environmentFolderFollowsXdgDataHome_data()
{
    QTest::addColumn<QByteArray>("xdgDataHome");
    QTest::addColumn<QString>("expected");
    const QString home = m_dir.filePath(u"home"_s);
    QTest::newRow("unset: ~/.local/share") << QByteArray() << home + u"/.local/share/tpu-workbench/python-env"_s;
    QTest::newRow("absolute") << QByteArray("/data/xdg") << u"/data/xdg/tpu-workbench/python-env"_s;
    QTest::newRow("relative is ignored") << QByteArray("rel/xdg") << home + u"/.local/share/tpu-workbench/python-env"_s;
    QTest::newRow("trailing slash") << QByteArray("/data/xdg/") << u"/data/xdg/tpu-workbench/python-env"_s;
}

void tst_PythonInterpreter::environmentFolderFollowsXdgDataHome()
{
    QFETCH(QByteArray, xdgDataHome);
    QFETCH(QString, expected);
    qputenv("HOME", m_dir.filePath(u"home"_s).toUtf8());
    if (!xdgDataHome.isNull())
        qputenv("XDG_DATA_HOME", xdgDataHome);
    QCOMPARE(PythonInterpreter::workbenchPythonEnv(), expected);
    QCOMPARE(PythonInterpreter::workbenchEnvPython(), expected + u"/bin/python"_s);
    // An installed environment there is the default.
    if (expected.startsWith(m_dir.path())) {
        QVERIFY(!PythonInterpreter::workbenchEnvExists());
        QVERIFY(makeStandInPython(expected, true));
        QCOMPARE(PythonInterpreter::defaultPython(), expected + u"/bin/python"_s);
        QVERIFY(QDir(expected).removeRecursively());
    }
}

QTEST_GUILESS_MAIN(tst_PythonInterpreter)
#include "tst_python_interpreter.moc"
