#include "core/registry/spec_probe.h"

#include "core/catalog/accelerator_type.h"
#include "core/registry/tpu_version.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::SpecProbe.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SpecProbe)
};

} // namespace

QString specProbeScript(const QString &python)
{
    Q_UNUSED(python);
    // The script is compiled in (core/registry/probe.qrc) so the CLI needs no data files.
    QFile file(u":/twb/probe/spec_probe.sh"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

Result<TpuSpec> specForAcceleratorType(const QString &acceleratorType)
{
    const auto type = AcceleratorType::parse(acceleratorType);
    if (!type)
        return fail(type.error());
    // The device_kind strings JAX reports per generation (jax.devices()[0].device_kind).
    QString kind;
    switch (type->generation().family) {
    case TpuFamily::V2: kind = u"TPU v2"_s; break;
    case TpuFamily::V3: kind = u"TPU v3"_s; break;
    case TpuFamily::V4: kind = u"TPU v4"_s; break;
    case TpuFamily::V5e: kind = u"TPU v5 lite"_s; break;
    case TpuFamily::V5p: kind = u"TPU v5"_s; break;
    case TpuFamily::V6e: kind = u"TPU v6 lite"_s; break;
    case TpuFamily::Tpu7x: kind = u"TPU7x"_s; break;
    }
    // jax.devices() lists every device of the slice, on every host.
    return TpuSpec{kind, type->devices()};
}

Result<SpecProbeResult> parseSpecProbeOutput(const QByteArray &output, const QString &host)
{
    SpecProbeResult result;
    QString deviceKind;
    std::optional<int> deviceCount;
    bool done = false;
    const auto lines = output.split('\n');
    for (const QByteArray &rawLine : lines) {
        const QString line = QString::fromUtf8(rawLine).trimmed();
        const qsizetype colon = line.indexOf(u':');
        if (line == u"PROBE_DONE"_s)
            done = true;
        if (colon <= 0)
            continue;
        const QString key = line.left(colon);
        const QString value = line.mid(colon + 1).trimmed();
        if (key == u"DEVICE_KIND"_s && deviceKind.isEmpty()) {
            deviceKind = value;
        } else if (key == u"DEVICE_COUNT"_s && !deviceCount) {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (ok && n > 0)
                deviceCount = n;
        } else if (key == u"ACCELERATOR_TYPE"_s && result.acceleratorType.isEmpty()) {
            result.acceleratorType = value;
        } else if (key == u"WORKER_ID"_s && !result.workerId) {
            bool ok = false;
            const int id = value.toInt(&ok);
            if (ok)
                result.workerId = id;
        } else if (key == u"HOSTNAMES"_s && result.hostnames.isEmpty()) {
            result.hostnames = value.split(u',', Qt::SkipEmptyParts);
        } else if (key == u"SOURCE"_s && result.source.isEmpty()) {
            result.source = value;
        } else if (key == u"CPU_CORES"_s && result.cpuCores == 0) {
            result.cpuCores = std::max(0, value.toInt());
        }
    }
    if (!done)
        return fail(Error::failure(Tr::tr("The device probe on %1 did not finish; its output was: %2")
                                       .arg(host, QString::fromUtf8(output.right(400)).trimmed()),
                                   host));

    if (!deviceKind.isEmpty() && deviceCount) {
        result.spec = {deviceKind, *deviceCount};
    } else if (!result.acceleratorType.isEmpty()) {
        auto derived = specForAcceleratorType(result.acceleratorType);
        if (!derived)
            return fail(Error::invalid(Tr::tr("%1 reports the accelerator type \"%2\": %3")
                                           .arg(host, result.acceleratorType, derived.error().message),
                                       host));
        result.spec = *derived;
    } else {
        // No TPU visible: a CPU machine (the local demo machine, a CI runner). JAX would report
        // one CPU device, and so do we.
        result.spec = {u"cpu"_s, 1};
        if (result.source.isEmpty())
            result.source = u"none"_s;
    }
    return result;
}

std::optional<QString> specMismatch(const MachineEntry &entry)
{
    const auto spec = entry.tpuSpec();
    if (!entry.toJson().value("tpu_spec_verified", false) || !spec || entry.acceleratorType().isEmpty())
        return std::nullopt;
    const auto expected = specForAcceleratorType(entry.acceleratorType());
    if (!expected || *expected == *spec)
        return std::nullopt;
    return Tr::tr("found %1 x %2; %3 has %4 x %5")
        .arg(spec->deviceKind)
        .arg(spec->deviceCount)
        .arg(entry.acceleratorType(), expected->deviceKind)
        .arg(expected->deviceCount);
}

QString applySpecProbe(MachineEntry &entry, const SpecProbeResult &probe)
{
    QString note;
    const auto previous = entry.tpuSpec();
    const bool probedBefore = entry.toJson().value("tpu_spec_verified", false);
    if (previous && !probedBefore && !(*previous == probe.spec))
        note = Tr::tr("The hand-typed spec of %1 (%2 x %3) differs from the hardware (%4 x %5); it was replaced.")
                   .arg(entry.name(), previous->deviceKind)
                   .arg(previous->deviceCount)
                   .arg(probe.spec.deviceKind)
                   .arg(probe.spec.deviceCount);
    entry.setTpuSpec(probe.spec, true);
    // When and what else the probe saw, for refusals that name it (ProbeFinding).
    Json seen = Json::object();
    seen["at"] = toStd(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!probe.source.isEmpty())
        seen["source"] = toStd(probe.source);
    if (probe.cpuCores > 0)
        seen["cpu_cores"] = probe.cpuCores;
    entry.setWorkbenchBlock("probe", std::move(seen));
    // tpu_version follows the probed kind, as MaxKernel recomputes it after a fetch.
    Json withoutVersion = entry.toJson();
    withoutVersion.erase("tpu_version");
    entry.setTpuVersion(inferTpuVersion(withoutVersion));
    if (entry.acceleratorType().isEmpty() && !probe.acceleratorType.isEmpty())
        entry.setAcceleratorType(probe.acceleratorType);
    // Devices other than the entry's type promises (one CPU on a v4-8 entry: the wrong host, or
    // no TPU runtime there) are a mismatch to say, not a verification.
    if (const auto mismatch = specMismatch(entry)) {
        const QString said = Tr::tr("The probe of %1 does not match its accelerator type (%2): the spec is not "
                                    "verified. Probe the right machine, or correct its accelerator type.")
                                 .arg(entry.name(), *mismatch);
        note = note.isEmpty() ? said : note + u' ' + said;
    }
    return note;
}

} // namespace twb
