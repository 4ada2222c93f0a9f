// tpuwb doctor as a user runs it, on real interpreters: the workbench's Python environment
// (scripts/install-python-env.sh; every package, the versions pinned in python/requirements.lock)
// and Debian's /usr/bin/python3 (python3-torch, nothing else: a machine without the
// environment). The unreachable machine is a registry entry on 127.0.0.1 at a closed port.
#include "support/test_files.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"
#include "support/xla_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

class tst_DoctorCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void reportsVersionsAndNamesTheUnreachableHost();
    void jsonSaysTheSame();
    void missingModulesGetTheirFix();
    void anInstalledEnvironmentIsTheDefaultAndTheFix();
    void oneMachineOnly();

private:
    using Output = twb::test::TpuwbRunner::Output;
    // The version python/requirements.lock pins for `name` (as pip spells it), or empty.
    static QString lockedVersion(const QString &name);
    bool writeRegistry(const QString &path, const QString &localPython, bool withUnreachable) const;
    twb::test::TpuwbRunner runner(const QString &registry) const;

    QTemporaryDir m_root;
    QString m_fullPython;      // the Python environment: every package, torch_xla on the CPU runtime
    QString m_partialPython;   // Debian's python3: torch (Debian's) only
    QString m_debianTorch;     // the version of Debian's torch
    QString m_env;             // TPUWB_PYTHON_ENV (absent until a test installs it)
    int m_closedPort = 0;
    QByteArray m_savedEnv;
    QByteArray m_savedPython;
};

QString tst_DoctorCli::lockedVersion(const QString &name)
{
    QFile lock(twb::test::sourceDir() + u"/python/requirements.lock"_s);
    if (!lock.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : lock.readAll().split('\n'))
        if (line.startsWith(QByteArray(name.toUtf8() + "==")))
            return QString::fromUtf8(line.mid(name.size() + 2)).trimmed();
    return {};
}

bool tst_DoctorCli::writeRegistry(const QString &path, const QString &localPython, bool withUnreachable) const
{
    QJsonArray tpus;
    tpus.append(QJsonObject{{u"tpu_name"_s, u"this-machine"_s},
                            {u"mode"_s, u"local"_s},
                            {u"workbench"_s, QJsonObject{{u"python"_s, localPython},
                                                         {u"remote_root"_s, m_root.filePath(u"remote"_s)}}}});
    if (withUnreachable)
        tpus.append(QJsonObject{
            {u"tpu_name"_s, u"gone-vm"_s},
            {u"workbench"_s,
             QJsonObject{{u"accelerator_type"_s, u"v4-8"_s},
                         {u"hosts"_s, QJsonArray{u"127.0.0.1:%1"_s.arg(m_closedPort)}},
                         {u"ssh"_s, QJsonObject{{u"user"_s, u"nobody"_s}}}}}});
    return twb::test::writeTestFile(path, QJsonDocument(QJsonObject{{u"tpus"_s, tpus}}).toJson());
}

twb::test::TpuwbRunner tst_DoctorCli::runner(const QString &registry) const
{
    // The workspace has no workbench.json: its registry is the user's own, trusted as written.
    return twb::test::TpuwbRunner({u"--workspace"_s, m_root.filePath(u"ws"_s), u"--config"_s, registry,
                                   u"--known-hosts"_s, m_root.filePath(u"known_hosts"_s)});
}

void tst_DoctorCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY2(QFileInfo::exists(u"/usr/bin/python3"_s), "the machine without the environment runs Debian's "
                                                       "/usr/bin/python3 (apt-get install python3 python3-torch)");
    const QString missing = twb::test::missingXlaEnvironment();   // before TPUWB_PYTHON_ENV is the test's
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(QDir().mkpath(m_root.filePath(u"ws"_s)));
    m_fullPython = twb::test::xlaPython();
    m_partialPython = twb::test::systemPython();
    QProcess torch;
    torch.start(m_partialPython, {u"-c"_s, u"import importlib.metadata as m; print(m.version('torch'))"_s});
    QVERIFY(torch.waitForFinished(60000));
    m_debianTorch = QString::fromUtf8(torch.readAllStandardOutput()).trimmed();
    QVERIFY2(torch.exitCode() == 0 && !m_debianTorch.isEmpty(), "Debian's python3 has no torch: apt-get install python3-torch");
    for (const QString &name : {u"torch"_s, u"torch-xla"_s, u"jax"_s, u"jaxlib"_s, u"py-spy"_s, u"tensorboard"_s})
        QVERIFY2(!lockedVersion(name).isEmpty(), qPrintable(name + u" is not pinned in python/requirements.lock"_s));

    // A port nothing listens on: bound by the kernel's choice, closed again.
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof(address);
        const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0
                           && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0;
        ::close(fd);
        QVERIFY(bound);
        m_closedPort = ntohs(address.sin_port);
    }

    // This workbench's own default: no TPUWB_PYTHON, and an environment folder of this test.
    m_savedEnv = qgetenv("TPUWB_PYTHON_ENV");
    m_savedPython = qgetenv("TPUWB_PYTHON");
    m_env = m_root.filePath(u"python-env"_s);
    qputenv("TPUWB_PYTHON_ENV", m_env.toUtf8());
    qunsetenv("TPUWB_PYTHON");
}

void tst_DoctorCli::cleanupTestCase()
{
    m_savedEnv.isNull() ? qunsetenv("TPUWB_PYTHON_ENV") : qputenv("TPUWB_PYTHON_ENV", m_savedEnv);
    if (!m_savedPython.isNull())
        qputenv("TPUWB_PYTHON", m_savedPython);
}

void tst_DoctorCli::reportsVersionsAndNamesTheUnreachableHost()
{
    const QString registry = m_root.filePath(u"with-unreachable.json"_s);
    QVERIFY(writeRegistry(registry, m_fullPython, true));
    const Output o = runner(registry).run({u"doctor"_s});
    QVERIFY2(o.exitCode == 1, qPrintable(u"exit %1\n%2\n%3"_s.arg(o.exitCode).arg(o.out, o.err)));

    // This workbench first: its default interpreter and the environment's folder.
    QVERIFY2(o.out.startsWith(u"This workbench"_s), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"Python environment: %1 (not installed"_s.arg(m_env)), qPrintable(o.out));
    QVERIFY2(o.out.contains(u"default python: /usr/bin/python3 (the system's interpreter)"_s), qPrintable(o.out));
    QVERIFY(o.out.indexOf(u"This workbench"_s) < o.out.indexOf(u"Machine this-machine"_s));

    // The local machine: its interpreter and every version, as the lock file pins them.
    const QString local = o.out.section(u"Machine this-machine (local)"_s, 1).section(u"\nMachine "_s, 0, 0);
    QVERIFY2(!local.isEmpty(), qPrintable(o.out));
    QVERIFY2(local.contains(u"[0] this machine: python "_s + m_fullPython), qPrintable(local));
    const QStringList expected{u"torch         "_s + lockedVersion(u"torch"_s),
                               u"torch_xla     "_s + lockedVersion(u"torch-xla"_s),
                               u"jax           "_s + lockedVersion(u"jax"_s),
                               u"jaxlib        "_s + lockedVersion(u"jaxlib"_s),
                               u"py-spy        "_s + lockedVersion(u"py-spy"_s),
                               u"tensorboard   "_s + lockedVersion(u"tensorboard"_s),
                               u"XLA on CPU    ok (torch_xla imports with PJRT_DEVICE=CPU)"_s};
    for (const QString &line : expected)
        QVERIFY2(local.contains(line), qPrintable(line + u" not in:\n"_s + local));
    QVERIFY2(!local.contains(u"missing"_s) && !local.contains(u"fix:"_s), qPrintable(local));

    // The unreachable one: named on stdout and in the error, and the exit code says so.
    const QString gone = o.out.section(u"Machine gone-vm (remote)"_s, 1);
    QVERIFY2(gone.contains(u"127.0.0.1:%1"_s.arg(m_closedPort)) && gone.contains(u"could not be reached"_s),
             qPrintable(o.out));
    QVERIFY2(o.err.contains(u"could not be asked"_s) && o.err.contains(u"gone-vm"_s)
                 && o.err.contains(u"127.0.0.1:%1"_s.arg(m_closedPort)),
             qPrintable(o.err));
}

void tst_DoctorCli::jsonSaysTheSame()
{
    const QString registry = m_root.filePath(u"with-unreachable.json"_s);
    QVERIFY(writeRegistry(registry, m_fullPython, true));
    const Output o = runner(registry).run({u"doctor"_s, u"--json"_s});
    QCOMPARE(o.exitCode, 1);
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + u"\n"_s + o.out));
    QCOMPARE(doc.value(u"ok"_s).toBool(true), false);
    const QJsonObject workbench = doc.value(u"workbench"_s).toObject();
    QCOMPARE(workbench.value(u"python_env"_s).toString(), m_env);
    QCOMPARE(workbench.value(u"python_env_installed"_s).toBool(true), false);
    QCOMPARE(workbench.value(u"source"_s).toString(), u"system"_s);

    const QJsonArray machines = doc.value(u"machines"_s).toArray();
    QCOMPARE(machines.size(), 2);
    const QJsonObject local = machines[0].toObject();
    QCOMPARE(local.value(u"machine"_s).toString(), u"this-machine"_s);
    QVERIFY(local.value(u"answered"_s).toBool());
    const QJsonObject host = local.value(u"hosts"_s).toArray().first().toObject();
    QCOMPARE(host.value(u"python"_s).toString(), m_fullPython);
    QCOMPARE(host.value(u"python_version"_s).toString().section(u'.', 0, 0), u"3"_s);
    const QJsonObject packages = host.value(u"packages"_s).toObject();
    QCOMPARE(packages.value(u"torch"_s).toString(), lockedVersion(u"torch"_s));
    QCOMPARE(packages.value(u"torch_xla"_s).toString(), lockedVersion(u"torch-xla"_s));
    QCOMPARE(packages.value(u"jax"_s).toString(), lockedVersion(u"jax"_s));
    QCOMPARE(packages.value(u"jaxlib"_s).toString(), lockedVersion(u"jaxlib"_s));
    QCOMPARE(packages.value(u"py-spy"_s).toString(), lockedVersion(u"py-spy"_s));
    QCOMPARE(packages.value(u"tensorboard"_s).toString(), lockedVersion(u"tensorboard"_s));
    QVERIFY(host.value(u"torch_xla_cpu_import"_s).toObject().value(u"ok"_s).toBool());
    QVERIFY(host.value(u"missing"_s).toArray().isEmpty());

    const QJsonObject gone = machines[1].toObject();
    QCOMPARE(gone.value(u"machine"_s).toString(), u"gone-vm"_s);
    QCOMPARE(gone.value(u"answered"_s).toBool(true), false);
    const QJsonObject goneHost = gone.value(u"hosts"_s).toArray().first().toObject();
    QCOMPARE(goneHost.value(u"address"_s).toString(), u"127.0.0.1:%1"_s.arg(m_closedPort));
    QVERIFY(goneHost.value(u"error"_s).toString().contains(u"could not be reached"_s));
}

void tst_DoctorCli::missingModulesGetTheirFix()
{
    const QString registry = m_root.filePath(u"partial.json"_s);
    QVERIFY(writeRegistry(registry, m_partialPython, false));
    const Output o = runner(registry).run({u"doctor"_s});
    // Every machine answered: exit 0, whatever it lacks.
    QVERIFY2(o.exitCode == 0, qPrintable(u"exit %1\n%2\n%3"_s.arg(o.exitCode).arg(o.out, o.err)));
    const QString local = o.out.section(u"Machine this-machine (local)"_s, 1);
    QVERIFY2(local.contains(u"torch         "_s + m_debianTorch), qPrintable(local));
    for (const QString &line : {u"torch_xla     missing"_s, u"jax           missing"_s, u"jaxlib        missing"_s,
                                u"py-spy        missing"_s, u"tensorboard   missing"_s})
        QVERIFY2(local.contains(line), qPrintable(line + u" not in:\n"_s + local));
    QVERIFY2(local.contains(u"XLA on CPU    no: torch_xla is not installed"_s), qPrintable(local));
    QVERIFY2(local.contains(u"missing: torch_xla, jax, jaxlib, py-spy, tensorboard"_s), qPrintable(local));
    // This machine, no environment installed: the install script, into the environment's folder.
    const QString fix = local.section(u"fix: "_s, 1).section(u'\n', 0, 0);
    QVERIFY2(fix.contains(u"scripts/install-python-env.sh"_s) && fix.contains(m_env)
                 && fix.contains(m_env + u"/bin/python"_s) && fix.contains(u"TPUWB_PYTHON="_s),
             qPrintable(o.out));
}

void tst_DoctorCli::anInstalledEnvironmentIsTheDefaultAndTheFix()
{
    // The environment installed (its bin/python runs the real environment's interpreter): it is
    // this workbench's default, and a machine that lacks packages is pointed at it.
    QVERIFY(twb::test::writeTestFile(m_env + u"/bin/python"_s,
                                     u"#!/bin/sh\nexec '%1' \"$@\"\n"_s.arg(m_fullPython).toUtf8(), true));
    const QString registry = m_root.filePath(u"partial.json"_s);
    QVERIFY(writeRegistry(registry, m_partialPython, false));
    const Output o = runner(registry).run({u"doctor"_s});
    QDir(m_env).removeRecursively();
    QVERIFY2(o.exitCode == 0, qPrintable(u"exit %1\n%2\n%3"_s.arg(o.exitCode).arg(o.out, o.err)));
    QVERIFY2(o.out.contains(u"default python: %1/bin/python (the workbench's Python environment)"_s.arg(m_env)),
             qPrintable(o.out));
    QVERIFY2(o.out.contains(u"Python environment: %1\n"_s.arg(m_env)), qPrintable(o.out));
    const QString workbench = o.out.section(u"Machine this-machine"_s, 0, 0);
    QVERIFY2(workbench.contains(u"torch_xla     "_s + lockedVersion(u"torch-xla"_s)) && !workbench.contains(u"fix:"_s),
             qPrintable(workbench));
    const QString local = o.out.section(u"Machine this-machine (local)"_s, 1);
    QVERIFY2(local.contains(u"fix: the workbench's Python environment has them: set this-machine's python to %1/bin/python"_s
                                .arg(m_env)),
             qPrintable(local));
}

void tst_DoctorCli::oneMachineOnly()
{
    const QString registry = m_root.filePath(u"with-unreachable.json"_s);
    QVERIFY(writeRegistry(registry, m_fullPython, true));
    const Output o = runner(registry).run({u"doctor"_s, u"--machine"_s, u"this-machine"_s});
    QVERIFY2(o.exitCode == 0, qPrintable(o.err));
    QVERIFY(!o.out.contains(u"gone-vm"_s));
    const Output unknown = runner(registry).run({u"doctor"_s, u"--machine"_s, u"nope"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"nope"_s), qPrintable(unknown.err));
    QCOMPARE(runner(registry).run({u"doctor"_s, u"stray"_s}).exitCode, 2);
}

QTEST_GUILESS_MAIN(tst_DoctorCli)
#include "tst_doctor_cli.moc"
