#pragma once

#include "support/sshd_fixture.h"
#include "support/tpuwb_runner.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace twb::test {

// A workspace for the ablation end-to-end tests: two one-host "TPU VMs" (sshd on loopback,
// each its own fixture), registered as m1 and m2 (v5litepod-8, Debian's python), plus m3, a
// v4-8 entry on m2's sshd whose slice does not fit; a known_hosts with both keys, a tiny
// decoder project scaffolded by tpuwb (seconds per CPU smoke run), and an ablation of train.lr
// x 2 seeds over it.
class AblationWorkspace final
{
public:
    AblationWorkspace();
    ~AblationWorkspace();

    // Starts the hosts, scaffolds, writes the registry and the ablation. The error says what
    // failed (and what to install).
    Result<void> create();

    QString root() const { return m_dir.path(); }
    QString ablationFile() const;
    // Writes ablations/<name>.json: train.lr over `lrs`, `seeds`, on `machines`.
    Result<QString> writeAblation(const QString &name, const QList<double> &lrs, const QList<int> &seeds,
                                  const QStringList &machines) const;
    QString registryFile() const;
    QString knownHostsFile() const;
    QString runsDir() const;
    // The remote folder of a run on machine 0 or 1, as a local path (the fake hosts' homes).
    QString remoteRunDir(int machine, const QString &runId) const;
    SshdFixture &machine(int index) { return *m_machines[size_t(index)]; }
    // train.py's pid of a run while it trains on machine 0 or 1 (its status file has a pid and
    // no end yet), else 0. train.py leads its own process group.
    qint64 trainingPid(int machine, const QString &runId) const;
    static QByteArray readFile(const QString &path);

    // tpuwb with --workspace/--config/--known-hosts; stdout, stderr and exit code.
    using Run = TpuwbRunner::Output;
    Run tpuwb(const QStringList &arguments, int timeoutMs = 300000) const;
    QStringList globalArguments() const;

private:
    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<SshdFixture>> m_machines;
};

} // namespace twb::test
