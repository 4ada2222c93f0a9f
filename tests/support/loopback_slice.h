#pragma once

#include "core/util/error.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace twb::test {

class SshdFixture;

// What the end-to-end run tests share about a loopback slice (an SshdFixture's hosts): the
// registry entry that names it, and what its hosts wrote for a run in their own homes.
namespace LoopbackSlice {

// Writes `path`: a registry with one remote machine `name` of type `accelerator` whose hosts
// are the fixture's sshd instances (its user and client key, this machine's python, the
// runs under ~/tpu-workbench).
Result<void> writeRegistry(const SshdFixture &fixture, const QString &path, const QString &name,
                           const QString &accelerator);

// One machine of a registry over some of a fixture's hosts (a multislice test's slices).
struct LoopbackMachine
{
    QString name;
    QString accelerator;
    QList<int> hosts;   // fixture host indexes, in worker order
};

// Writes `path`: a registry with `machines`, each as writeRegistry writes its one machine.
Result<void> writeRegistry(const SshdFixture &fixture, const QString &path, const QList<LoopbackMachine> &machines);

// Host `host`'s metrics records of run `runId` as the host wrote them (JSON lines that parse).
QList<QJsonObject> hostMetrics(const SshdFixture &fixture, const QString &runId, int host);

// The last step with a loss in host `host`'s metrics (0 before the first).
int lastLoggedStep(const SshdFixture &fixture, const QString &runId, int host);

// The tail of host `host`'s log of the run, for a failure message.
QString hostLogTail(const SshdFixture &fixture, const QString &runId, int host);

} // namespace LoopbackSlice
} // namespace twb::test
