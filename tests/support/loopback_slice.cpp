#include "support/loopback_slice.h"

#include "support/sshd_fixture.h"
#include "support/test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace twb::test::LoopbackSlice {
namespace {

QString runFile(const SshdFixture &fixture, const QString &runId, int host, const QString &name)
{
    return fixture.homeDir(host) + u"/tpu-workbench/runs/"_s + runId + u'/' + name.arg(host);
}

} // namespace

Result<void> writeRegistry(const SshdFixture &fixture, const QString &path, const QString &name,
                           const QString &accelerator)
{
    QList<int> hosts;
    for (int i = 0; i < fixture.hostCount(); ++i)
        hosts << i;
    return writeRegistry(fixture, path, QList<LoopbackMachine>{{name, accelerator, hosts}});
}

Result<void> writeRegistry(const SshdFixture &fixture, const QString &path, const QList<LoopbackMachine> &machines)
{
    QJsonArray entries;
    for (const LoopbackMachine &machine : machines) {
        QJsonArray hosts;
        for (int i : machine.hosts)
            hosts.append(u"%1:%2"_s.arg(fixture.host(i)).arg(fixture.port(i)));
        const QJsonObject workbench{{u"accelerator_type"_s, machine.accelerator},
                                    {u"hosts"_s, hosts},
                                    {u"ssh"_s, QJsonObject{{u"user"_s, fixture.user()},
                                                           {u"identity_file"_s, fixture.clientKeyPath()}}},
                                    {u"python"_s, systemPython()},
                                    {u"remote_root"_s, u"~/tpu-workbench"_s}};
        entries.append(QJsonObject{{u"mode"_s, u"remote"_s}, {u"tpu_name"_s, machine.name}, {u"workbench"_s, workbench}});
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(QJsonObject{{u"tpus"_s, entries}}).toJson()) < 0)
        return fail(Error::failure(u"cannot write the test registry %1: %2"_s.arg(path, file.errorString()), path));
    return {};
}

QList<QJsonObject> hostMetrics(const SshdFixture &fixture, const QString &runId, int host)
{
    QList<QJsonObject> out;
    QFile file(runFile(fixture, runId, host, u"metrics/host-%1.jsonl"_s));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (const QJsonDocument doc = QJsonDocument::fromJson(line); doc.isObject())
            out << doc.object();
    return out;
}

int lastLoggedStep(const SshdFixture &fixture, const QString &runId, int host)
{
    int step = 0;
    for (const QJsonObject &o : hostMetrics(fixture, runId, host))
        if (o.contains(u"loss"_s))
            step = o.value(u"step"_s).toInt();
    return step;
}

QString hostLogTail(const SshdFixture &fixture, const QString &runId, int host)
{
    QFile file(runFile(fixture, runId, host, u"logs/host-%1.log"_s));
    if (!file.open(QIODevice::ReadOnly))
        return u"host %1: no log (%2)"_s.arg(host).arg(file.fileName());
    return u"host %1 log:\n"_s.arg(host) + QString::fromUtf8(file.readAll().right(4000));
}

} // namespace twb::test::LoopbackSlice
