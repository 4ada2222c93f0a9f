#include "ablation_workspace.h"

#include "core/util/json.h"
#include "support/test_paths.h"
#include "support/tpuwb_runner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb::test {

AblationWorkspace::AblationWorkspace()
{
    for (int i = 0; i < 2; ++i)
        m_machines.push_back(std::make_unique<SshdFixture>(SshdFixture::Options{1, u"v5litepod-8"_s}));
}

AblationWorkspace::~AblationWorkspace() = default;

QString AblationWorkspace::ablationFile() const { return m_dir.filePath(u"ablations/lr-sweep.json"_s); }
QString AblationWorkspace::registryFile() const { return m_dir.filePath(u"tpu_config.json"_s); }
QString AblationWorkspace::knownHostsFile() const { return m_dir.filePath(u"known_hosts"_s); }
QString AblationWorkspace::runsDir() const { return m_dir.filePath(u"runs"_s); }

QString AblationWorkspace::remoteRunDir(int machine, const QString &runId) const
{
    return m_machines[size_t(machine)]->homeDir(0) + u"/tpu-workbench/runs/"_s + runId;
}

QByteArray AblationWorkspace::readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

qint64 AblationWorkspace::trainingPid(int machine, const QString &runId) const
{
    const auto status = parseJsonTolerant(readFile(remoteRunDir(machine, runId) + u"/status/host-0.json"_s), u"status"_s);
    if (!status || !status->is_object() || !status->contains("ended") || !(*status)["ended"].is_null())
        return 0;
    const auto pid = status->find("pid");
    return pid != status->end() && pid->is_number_integer() ? pid->get<qint64>() : 0;
}

QStringList AblationWorkspace::globalArguments() const
{
    return {u"--workspace"_s, root(), u"--config"_s, registryFile(), u"--known-hosts"_s, knownHostsFile()};
}

AblationWorkspace::Run AblationWorkspace::tpuwb(const QStringList &arguments, int timeoutMs) const
{
    return TpuwbRunner(globalArguments()).run(arguments, timeoutMs);
}

Result<void> AblationWorkspace::create()
{
    if (const QString missing = missingPythonModules(u"torch"_s); !missing.isEmpty())
        return fail(Error::failure(missing));
    QByteArray knownHosts;
    Json tpus = Json::array();
    for (size_t i = 0; i < m_machines.size(); ++i) {
        SshdFixture &sshd = *m_machines[i];
        if (auto started = sshd.start(); !started)
            return started;
        QFile file(sshd.knownHostsPath());
        if (!file.open(QIODevice::ReadOnly))
            return fail(Error::failure(u"cannot read "_s + sshd.knownHostsPath()));
        knownHosts += file.readAll();
        tpus.push_back({{"mode", "remote"},
                        {"tpu_name", "m" + std::to_string(i + 1)},
                        {"workbench",
                         {{"accelerator_type", "v5litepod-8"},
                          {"hosts", {toStd(sshd.host(0) + u':' + QString::number(sshd.port(0)))}},
                          {"python", toStd(systemPython())},
                          {"remote_root", "~/tpu-workbench"},
                          {"ssh", {{"user", toStd(sshd.user())}, {"port", sshd.port(0)}, {"identity_file", toStd(sshd.clientKeyPath())}}}}}});
    }
    // m3: a v4-8, whose slice does not fit the v5litepod-8 experiment (it shares m2's sshd).
    Json m3 = tpus[1];
    m3["tpu_name"] = "m3";
    m3["workbench"]["accelerator_type"] = "v4-8";
    m3["workbench"]["remote_root"] = "~/tpu-workbench-m3";
    tpus.push_back(m3);
    QFile known(knownHostsFile());
    if (!known.open(QIODevice::WriteOnly) || known.write(knownHosts) != knownHosts.size())
        return fail(Error::failure(u"cannot write "_s + knownHostsFile()));
    known.close();
    if (auto written = writeJsonFileAtomically(registryFile(), Json{{"tpus", tpus}}); !written)
        return written;

    // About two seconds per CPU run, most of it importing torch.
    const Run scaffolded = TpuwbRunner(globalArguments())
                               .scaffoldTinyDecoder({}, u"v5litepod-8"_s,
                                                    {u"train.warmup_steps=5"_s, u"train.max_steps=40"_s,
                                                     u"train.log_every=1"_s});
    if (scaffolded.exitCode != 0)
        return fail(Error::failure(u"tpuwb scaffold failed: "_s + scaffolded.err + scaffolded.out));

    auto written = writeAblation(u"lr-sweep"_s, {0.001, 0.01}, {0, 1}, {u"m1"_s, u"m2"_s});
    if (!written)
        return fail(written.error());
    return {};
}

Result<QString> AblationWorkspace::writeAblation(const QString &name, const QList<double> &lrs, const QList<int> &seeds,
                                                 const QStringList &machines) const
{
    Json ablation = Json::parse(R"({"schema": "tpuwb.ablation/1", "base": "experiments/tiny/experiment.json",
        "mode": "grid", "metric": {"name": "loss", "goal": "min", "at": "final"},
        "invariants": ["train.batch_size", "train.seq_len"]})");
    ablation["name"] = toStd(name);
    Json values = Json::array();
    for (const double lr : lrs)
        values.push_back(lr);
    ablation["variables"] = Json::array({{{"path", "train.lr"}, {"values", values}}});
    ablation["seeds"] = Json::array();
    for (const int seed : seeds)
        ablation["seeds"].push_back(seed);
    ablation["baseline"] = {{"train.lr", lrs.first()}};
    ablation["machines"] = Json::array();
    for (const QString &machine : machines)
        ablation["machines"].push_back(toStd(machine));
    QDir().mkpath(m_dir.filePath(u"ablations"_s));
    const QString file = m_dir.filePath(u"ablations/"_s + name + u".json"_s);
    if (auto written = writeJsonFileAtomically(file, ablation); !written)
        return fail(written.error());
    return file;
}

} // namespace twb::test
