#include "core/registry/machine_validation.h"

#include "core/catalog/accelerator_type.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MachineValidation.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MachineValidation)
};

} // namespace

QList<FieldProblem> validateMachine(const MachineEntry &entry, const std::vector<MachineEntry> &otherMachines)
{
    QList<FieldProblem> problems;
    static const QRegularExpression namePattern(u"^[A-Za-z0-9][A-Za-z0-9._-]*$"_s);
    static const QRegularExpression hostPattern(u"^(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9][A-Za-z0-9._-]*|[0-9A-Fa-f:]+)(:[0-9]{1,5})?$"_s);

    const QString name = entry.name();
    if (!entry.isLocal() && entry.tpuName().isEmpty())
        problems.append({u"name"_s, Tr::tr("Give the machine a name (its TPU name, e.g. v5e-a).")});
    else if (!entry.tpuName().isEmpty() && !namePattern.match(entry.tpuName()).hasMatch())
        problems.append({u"name"_s, Tr::tr("\"%1\" is not a valid name: use letters, digits, '.', '_' and '-'.").arg(entry.tpuName())});
    for (const MachineEntry &other : otherMachines) {
        if (entry.isLocal() && other.isLocal())
            problems.append({u"mode"_s, Tr::tr("There is already a local machine (%1); a registry holds one.").arg(other.name())});
        else if (!name.isEmpty() && other.name() == name)
            problems.append({u"name"_s, Tr::tr("A machine named %1 already exists; choose another name.").arg(name)});
    }

    const QStringList hosts = entry.hosts();
    // A gcloud machine's workers come from `gcloud compute tpus tpu-vm describe`.
    const bool gcloud = entry.isGcloud();
    if (!entry.isLocal() && hosts.isEmpty() && !gcloud)
        problems.append({u"hosts"_s, Tr::tr("List the slice's worker addresses (IP or host name), worker 0 first.")});
    for (const QString &host : hosts) {
        if (!hostPattern.match(host).hasMatch()) {
            problems.append({u"hosts"_s, Tr::tr("\"%1\" is not a host name or IP address.").arg(host)});
            break;
        }
    }
    if (hosts.size() != QSet<QString>(hosts.begin(), hosts.end()).size())
        problems.append({u"hosts"_s, Tr::tr("A host is listed twice.")});

    const int port = entry.ssh().port;
    if (port < 1 || port > 65535)
        problems.append({u"ssh.port"_s, Tr::tr("The SSH port must be between 1 and 65535 (usually 22).")});

    const QString type = entry.acceleratorType();
    if (!type.isEmpty()) {
        const auto parsed = AcceleratorType::parse(type);
        if (!parsed) {
            problems.append({u"accelerator_type"_s, parsed.error().message});
        } else if (!entry.isLocal() && !hosts.isEmpty() && parsed->vms() != hosts.size()) {
            problems.append({u"hosts"_s, Tr::tr("%1 has %n worker VM(s); list all of them in worker order.",
                                                                     nullptr, parsed->vms())
                                             .arg(type)});
        }
    } else if (!entry.isLocal() && !gcloud) {
        problems.append({u"accelerator_type"_s, Tr::tr("Choose the accelerator type (e.g. v5litepod-8, v4-32).")});
    }
    return problems;
}

} // namespace twb
