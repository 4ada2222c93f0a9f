#include "core/runs/xla_readback_checks.h"

#include "core/mesh/memory_estimate.h"
#include "core/mesh/sharding_plan.h"
#include "core/runs/device_memory_estimate.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

using Outcome = VerificationCheck::Outcome;

// Part of RunVerifier's checklist: translated in its context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunVerifier)
};

constexpr int kNamedMismatches = 5;
constexpr int kNamedDeviceIds = 16;

QString number(double value, int precision = 4)
{
    return QLocale().toString(value, 'g', precision);
}

// Metrics lines are outside input: a field of another type reads as missing (Json::value throws).
QString stringOr(const Json &object, const char *key, const QString &fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : fallback;
}

qint64 integerOr(const Json &object, const char *key, qint64 fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<qint64>() : fallback;
}

QString idsText(const QList<int> &ids)
{
    QStringList parts;
    for (qsizetype i = 0; i < ids.size() && i < kNamedDeviceIds; ++i)
        parts << QString::number(ids[i]);
    return parts.join(u',') + (ids.size() > kNamedDeviceIds ? u",…"_s : QString());
}

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u'(' + parts.join(u", "_s) + u')';
}

QString specText(const PartitionSpec &spec)
{
    return u'(' + spec.toText() + u')';
}

// "data=2 x fsdp=4" of an `axes` list of the plan or the event.
QString axesText(const Json &axes)
{
    QStringList parts;
    if (axes.is_array())
        for (const Json &axis : axes)
            if (axis.is_object())
                parts << u"%1=%2"_s.arg(stringOr(axis, "name", QString())).arg(integerOr(axis, "size", 0));
    return parts.join(u" x "_s);
}

// An axis of size 1 splits nothing, so torch_xla's sharding cannot show whether the plan named
// it: both sides are compared without such axes.
PartitionSpec effective(PartitionSpec spec, const QHash<QString, qint64> &sizes)
{
    for (QStringList &axes : spec.dims)
        axes.removeIf([&](const QString &axis) { return sizes.value(axis, 0) == 1; });
    return spec;
}

// Why the applied sharding of `p` differs from the plan, or empty when it does not.
QString mismatchOf(const PlannedParameter &p, const Json *applied, const QHash<QString, qint64> &sizes)
{
    const QString who = u"%1 (%2)"_s.arg(p.name, p.tensor);
    if (!applied)
        return Tr::tr("%1: planned %2, not read back").arg(who, specText(p.spec));
    QList<qint64> shape;
    if (const auto it = applied->find("shape"); it != applied->end() && it->is_array())
        for (const Json &d : *it)
            shape << (d.is_number_integer() ? d.get<qint64>() : -1);
    if (!shape.isEmpty() && shape != p.shape)
        return Tr::tr("%1: planned for shape %2, applied to shape %3").arg(who, shapeText(p.shape), shapeText(shape));
    const Json spec = applied->value("spec", Json());
    if (spec.is_null())
        return Tr::tr("%1: planned %2, applied %3 (no spec over the designed mesh and device order)")
            .arg(who, specText(p.spec), stringOr(*applied, "hlo_sharding", u"?"_s));
    auto parsed = PartitionSpec::fromJson(spec, p.name);
    if (!parsed)
        return Tr::tr("%1: planned %2, applied %3 (not a spec)").arg(who, specText(p.spec), toQString(spec.dump()));
    if (effective(*parsed, sizes) != effective(p.spec, sizes))
        return Tr::tr("%1: planned %2, applied %3").arg(who, specText(p.spec), specText(*parsed));
    return {};
}

QString bytesOr(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? formatBytes(it->get<double>()) : Tr::tr("not reported");
}

} // namespace

VerificationCheck XlaReadbackChecks::sharding(const std::optional<Json> &applied, const Json &config)
{
    const QString key = u"sharding_matches_plan"_s;
    const QString title = Tr::tr("Applied sharding matches the plan");
    if (!applied)
        return {key, title, Outcome::NotApplicable,
                Tr::tr("The run wrote no sharding_applied event: plain PyTorch (the CPU smoke mode) applies no "
                       "sharding. Run with --device xla-cpu (or on the TPU) to read back what torch_xla applied.")};
    auto plan = ShardingPlan::forExperiment(config, u"config.json"_s);
    if (!plan)
        return {key, title, Outcome::NotApplicable, Tr::tr("No sharding plan for this config: %1").arg(plan.error().message)};
    const Json designed = plan->toJson();
    QHash<QString, qint64> sizes;
    for (const Json &axis : designed["axes"])
        sizes.insert(stringOr(axis, "name", QString()), integerOr(axis, "size", 0));

    QHash<QString, const Json *> byName;
    if (const auto it = applied->find("parameters"); it != applied->end() && it->is_array())
        for (const Json &entry : *it)
            if (entry.is_object() && entry.contains("name") && entry["name"].is_string())
                byName.insert(toQString(entry["name"].get<std::string>()), &entry);

    QStringList problems;
    QList<int> appliedIds;
    const auto ids = applied->find("device_ids");
    if (ids != applied->end() && ids->is_array())
        for (const Json &id : *ids)
            appliedIds << (id.is_number_integer() ? int(id.get<long long>()) : -1);
    // The specs are decoded over the designed order; another order is another layout.
    if (ids == applied->end() || !ids->is_array())
        problems << Tr::tr("The event has no device_ids; the design's order (tpu.mesh.device_ids) is %1.")
                        .arg(idsText(plan->deviceIds()));
    else if (appliedIds != plan->deviceIds())
        problems << Tr::tr("torch_xla's device order is %1; the design's (tpu.mesh.device_ids) is %2.")
                        .arg(idsText(appliedIds), idsText(plan->deviceIds()));
    if (const auto axes = applied->find("axes"); axes != applied->end() && axes->is_array()
                                                 && axesText(*axes) != axesText(designed["axes"]))
        problems << Tr::tr("torch_xla's mesh is %1; the design's is %2.").arg(axesText(*axes), axesText(designed["axes"]));

    QStringList named;
    int differing = 0, fromSpecs = 0;
    for (const PlannedParameter &p : plan->parameters()) {
        fromSpecs += p.fromSpec ? 1 : 0;
        const QString why = mismatchOf(p, byName.value(p.name, nullptr), sizes);
        if (why.isEmpty())
            continue;
        if (++differing <= kNamedMismatches)
            named << why;
    }
    const int total = int(plan->parameters().size());
    if (differing > 0) {
        QString list = named.join(u"; "_s);
        if (differing > kNamedMismatches)
            list += u"; "_s + Tr::tr("and %n more", nullptr, differing - kNamedMismatches);
        problems << Tr::tr("%n of %1 parameter(s) differ from the plan: %2.", nullptr, differing).arg(total).arg(list);
    }
    if (!problems.isEmpty())
        return {key, title, Outcome::Fail, problems.join(u' ')};
    return {key, title, Outcome::Pass,
            Tr::tr("%n parameter(s) sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla's "
                   "tensors; device order %2 as designed.",
                   nullptr, total)
                .arg(fromSpecs)
                .arg(idsText(appliedIds))};
}

VerificationCheck XlaReadbackChecks::memory(const std::optional<Json> &compiled, const Json &config, double tolerance,
                                            double stateTolerance, bool eagerDebug)
{
    const QString key = u"memory_matches_compiler"_s;
    const QString title = Tr::tr("Memory estimate matches the compiler");
    if (!compiled && eagerDebug)
        return {key, title, Outcome::NotApplicable,
                Tr::tr("The run ran in eager debug mode (--eager-debug): every op compiles on its own, so there is no "
                       "whole-step program to compare with. Run without it to get XLA's buffer assignment.")};
    if (!compiled)
        return {key, title, Outcome::NotApplicable,
                Tr::tr("The run wrote no memory_compiled event: plain PyTorch (the CPU smoke mode) compiles nothing. "
                       "Run with --device xla-cpu (or on the TPU) to get XLA's buffer assignment.")};
    auto device = DeviceMemoryEstimate::forConfig(config);
    if (!device)
        return {key, title, Outcome::NotApplicable, Tr::tr("No estimate for this config: %1").arg(device.error().message)};
    const MemoryEstimate *estimate = &device->estimate;
    const Json perDevice = compiled->value("per_device", Json::object());
    const auto totalIt = perDevice.is_object() ? perDevice.find("total_bytes") : perDevice.end();
    if (!perDevice.is_object() || totalIt == perDevice.end() || !totalIt->is_number() || totalIt->get<double>() < 0)
        return {key, title, Outcome::Fail,
                Tr::tr("The memory_compiled event has no per_device.total_bytes; estimate %1 per device.")
                    .arg(formatBytes(estimate->totalBytes))};
    const double actual = totalIt->get<double>();
    const double estimated = estimate->totalBytes;
    const double error = actual > 0 ? std::fabs(estimated - actual) / actual : (estimated > 0 ? 1 : 0);

    // Only the totals are compared: the estimate counts state and activations, XLA counts
    // arguments, temporaries and the outputs that do not reuse an argument's buffer, and how a
    // step's bytes fall between those depends on the graph.
    QStringList parts;
    for (const MemoryContributor &c : estimate->contributors)
        if (c.bytes > 0)
            parts << u"%1 %2"_s.arg(c.label, formatBytes(c.bytes));
    QStringList sentences;
    sentences << Tr::tr("Estimate %1 per device (%2).").arg(formatBytes(estimated), parts.join(u", "_s));
    sentences << Tr::tr("XLA's buffer assignment of %1 over %n device(s): arguments %2, temporaries %3, outputs %4 "
                        "(%5 of them reusing argument buffers), total %6.",
                        nullptr, int(integerOr(*compiled, "devices", 0)))
                     .arg(stringOr(*compiled, "module", u"?"_s), bytesOr(perDevice, "arguments_bytes"),
                          bytesOr(perDevice, "temp_bytes"), bytesOr(perDevice, "outputs_bytes"),
                          bytesOr(perDevice, "alias_bytes"), formatBytes(actual));
    sentences << Tr::tr("Totals %1 % apart, limit %2 % of the compiler's figure.")
                     .arg(number(error * 100, 3), number(tolerance * 100, 3));
    bool pass = error <= tolerance;

    // The parameters and optimizer state are the step's arguments that XLA updates in place
    // (aliased to outputs): their bytes follow from the shardings alone, so they must agree.
    const double state = estimate->bytes(u"parameters"_s) + estimate->bytes(u"optimizer"_s) + estimate->bytes(u"master"_s);
    const auto aliasIt = perDevice.find("alias_bytes");
    const double aliased = aliasIt != perDevice.end() && aliasIt->is_number() ? aliasIt->get<double>() : 0;
    if (aliased > 0) {
        const double stateError = std::fabs(state - aliased) / aliased;
        sentences << Tr::tr("State updated in place: estimate %1 (parameters, optimizer state, master copy), XLA %2, "
                            "%3 % apart, limit %4 %.")
                         .arg(formatBytes(state), formatBytes(aliased), number(stateError * 100, 3),
                              number(stateTolerance * 100, 3));
        pass = pass && stateError <= stateTolerance;
    } else {
        sentences << Tr::tr("XLA aliased no argument to an output (parameter aliasing off?): the state is not compared.");
    }
    sentences << Tr::tr("HBM per device of a %1: %2 (%3 figure).")
                     .arg(device->accelerator, formatBytes(estimate->hbmBytes), estimate->hbmIsNominal ? Tr::tr("nominal") : Tr::tr("usable"));
    return {key, title, pass ? Outcome::Pass : Outcome::Fail, sentences.join(u' ')};
}

} // namespace twb
