#include "core/registry/probe_finding.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ProbeFinding.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ProbeFinding)
};

QString whenText(const QString &iso)
{
    QDateTime at = QDateTime::fromString(iso, Qt::ISODate);
    if (!at.isValid())
        return {};
    at = at.toLocalTime();
    const QLocale locale;
    if (at.date() == QDate::currentDate())
        return locale.toString(at.time(), QLocale::ShortFormat);
    return locale.toString(at, QLocale::ShortFormat);
}

} // namespace

bool ProbeFinding::foundNoTpu(const MachineEntry &machine)
{
    const auto spec = machine.tpuSpec();
    return spec && machine.toJson().value("tpu_spec_verified", false)
           && spec->deviceKind.compare(u"cpu"_s, Qt::CaseInsensitive) == 0;
}

QString ProbeFinding::probedAt(const MachineEntry &machine)
{
    const Json *probe = machine.workbenchBlock("probe");
    if (!probe)
        return {};
    const auto it = probe->find("at");
    return it != probe->end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

int ProbeFinding::cpuCores(const MachineEntry &machine)
{
    const Json *probe = machine.workbenchBlock("probe");
    if (!probe)
        return 0;
    const auto it = probe->find("cpu_cores");
    return it != probe->end() && it->is_number_integer() ? std::max(0, it->get<int>()) : 0;
}

QString ProbeFinding::describe(const MachineEntry &machine)
{
    const auto spec = machine.tpuSpec();
    if (!spec || !machine.toJson().value("tpu_spec_verified", false))
        return Tr::tr("%1 was not probed yet").arg(machine.name());
    QString found;
    if (foundNoTpu(machine)) {
        const int cores = cpuCores(machine);
        found = cores > 0 ? Tr::tr("no TPU found (CPU, %n core(s))", nullptr, cores) : Tr::tr("no TPU found (CPU)");
    } else {
        found = Tr::tr("%1 x %2").arg(spec->deviceKind).arg(spec->deviceCount);
    }
    const QString when = whenText(probedAt(machine));
    if (when.isEmpty())
        return Tr::tr("%1 was probed: %2").arg(machine.name(), found);
    return Tr::tr("%1 was probed at %2: %3").arg(machine.name(), when, found);
}

} // namespace twb
