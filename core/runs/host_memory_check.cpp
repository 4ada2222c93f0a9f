#include "core/runs/host_memory_check.h"

#include "core/mesh/experiment_mesh_file.h"
#include "core/mesh/fit_advisor.h"
#include "core/runs/run_device.h"

#include <QCoreApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::HostMemoryCheck.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::HostMemoryCheck)
};

// `--set train.batch_size=16 --set train.remat=true`: the proposal as launch arguments.
QString setArguments(const Json &settings)
{
    QStringList out;
    for (auto it = settings.begin(); it != settings.end(); ++it)
        out << u"--set %1=%2"_s.arg(toQString(it.key()),
                                     it->is_string() ? toQString(it->get<std::string>()) : toQString(it->dump()));
    return out.join(u' ');
}

} // namespace

Result<void> HostMemoryCheck::check(const Json &config, const QString &device, qint64 availableBytes,
                                    const QString &hostName)
{
    if (!run_device::onCpu(device) || availableBytes < 0)
        return {};
    auto contents = ExperimentMeshFile::fromJson(config, u"config.json"_s, false);
    if (!contents || !contents->model || !contents->mesh)
        return {}; // nothing to estimate; the run's own errors say why
    const double needed = FitAdvisor::hostBytes(*contents->mesh, *contents->model, contents->plan, device);
    if (needed <= double(availableBytes))
        return {};
    const FitAdvice advice =
        FitAdvisor::adviseHost(*contents->mesh, *contents->model, contents->plan, device, double(availableBytes));
    QStringList lines;
    lines << Tr::tr("%1: the run on the CPU (--device %2) needs about %3 of memory by the estimate, and the machine "
                    "has %4 available (MemAvailable); it would grow until the system kills it.")
                 .arg(hostName, device, formatBytes(needed), formatBytes(double(availableBytes)));
    for (const QString &cause : advice.causeLines())
        lines << Tr::tr("  most of it: %1").arg(cause);
    for (const FitProposal &proposal : advice.proposals)
        lines << Tr::tr("  to fit: %1 Launch with %2.").arg(proposal.text(), setArguments(proposal.settings));
    if (advice.proposals.isEmpty() && !advice.fallback.isEmpty())
        lines << u"  "_s + advice.fallback;
    return fail(Error::invalid(lines.join(u'\n'), hostName));
}

qint64 HostMemoryCheck::parseMemAvailable(const QByteArray &meminfo)
{
    for (const QByteArray &line : meminfo.split('\n')) {
        if (!line.startsWith("MemAvailable:"))
            continue;
        const QList<QByteArray> parts = line.mid(13).simplified().split(' ');
        bool ok = false;
        const qint64 value = parts.value(0).toLongLong(&ok);
        if (!ok)
            return -1;
        return parts.value(1) == "kB" ? value * 1024 : value;
    }
    return -1;
}

qint64 HostMemoryCheck::localAvailable(const QString &meminfoPath)
{
    QFile file(meminfoPath);
    // /proc files report size 0: read them as a stream.
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return parseMemAvailable(file.readAll());
}

} // namespace twb
