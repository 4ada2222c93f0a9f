#include "core/runs/run_memory_figures.h"

#include "core/catalog/accelerator_type.h"
#include "core/runs/device_memory_estimate.h"
#include "core/runs/run_device.h"
#include "core/runs/run_verifier.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunMemoryFigures.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunMemoryFigures)
};

// Metrics lines are outside input: a field of another type reads as missing.
double numberOr(const Json &object, const char *key, double fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

// The events the figures need, the newest of each (a resumed run writes them again).
struct Events
{
    Json config;   // the config event
    std::optional<Json> memoryCompiled;
};

Events readEvents(const QList<QByteArray> &metrics)
{
    Events out;
    for (const QByteArray &stream : metrics) {
        for (const QByteArray &raw : stream.split('\n')) {
            // Most lines are a step's numbers: only lines naming an event are parsed.
            if (!raw.contains("\"event\""))
                continue;
            auto parsed = parseJsonTolerant(raw.trimmed(), QString());
            if (!parsed || !parsed->is_object())
                continue;   // a torn last line or chatter
            const std::string event = parsed->value("event", std::string());
            if (event == "config")
                out.config = std::move(*parsed);
            else if (event == "memory_compiled")
                out.memoryCompiled = std::move(*parsed);
        }
    }
    return out;
}

} // namespace

bool RunMemoryFigures::ranOnCpu() const
{
    return run_device::onCpu(m_device);
}

RunMemoryFigures RunMemoryFigures::fromStreams(const QList<QByteArray> &metrics, const Json &launched,
                                               const QString &device)
{
    const Events events = readEvents(metrics);
    RunMemoryFigures out;
    // What ran, as the verifier decides it: the stream's own account wins over run.json's.
    Json config = launched;
    out.m_device = device;
    if (events.config.is_object()) {
        if (const auto it = events.config.find("config"); it != events.config.end() && it->is_object())
            config = *it;
        if (const auto backend = events.config.find("backend"); backend != events.config.end() && backend->is_object())
            if (const auto kind = backend->find("device"); kind != backend->end() && kind->is_string()) {
                const QString reported = toQString(kind->get<std::string>());
                if (run_device::isKnown(reported))
                    out.m_device = reported;   // "xla:0" names no kind
            }
    }

    auto estimated = DeviceMemoryEstimate::forConfig(DeviceMemoryEstimate::asRun(config, events.config));
    if (estimated)
        out.m_estimate = estimated->estimate;
    else
        out.m_estimateMissing = Tr::tr("No mesh estimate for this config: %1").arg(estimated.error().message);

    if (events.memoryCompiled) {
        const Json &event = *events.memoryCompiled;
        const auto perDevice = event.find("per_device");
        const double total = perDevice != event.end() && perDevice->is_object() ? numberOr(*perDevice, "total_bytes", -1) : -1;
        if (total < 0) {
            out.m_compiledMissing = Tr::tr("The run's memory_compiled event has no per_device.total_bytes (a "
                                           "train.py older than its template? scaffold the project again).");
        } else {
            Compiled c;
            c.total = total;
            c.arguments = numberOr(*perDevice, "arguments_bytes", -1);
            c.outputs = numberOr(*perDevice, "outputs_bytes", -1);
            c.temporaries = numberOr(*perDevice, "temp_bytes", -1);
            c.aliased = numberOr(*perDevice, "alias_bytes", -1);
            c.module = toQString(event.value("module", std::string()));
            c.devices = int(numberOr(event, "devices", 0));
            c.step = qint64(numberOr(event, "step", 0));
            out.m_compiled = c;
        }
    } else if (out.m_device == run_device::kCpu) {
        out.m_compiledMissing = Tr::tr("Plain PyTorch (the CPU smoke mode) compiles nothing, so XLA has no figure: "
                                       "run with --device xla-cpu (or on the TPU) to get XLA's buffer assignment.");
    } else {
        out.m_compiledMissing = Tr::tr("No memory_compiled event in the run's metrics (yet): train.py writes it after "
                                       "its second step, from XLA's buffer assignment of the training step.");
    }

    const Json tpu = config.is_object() ? config.value("tpu", Json::object()) : Json::object();
    const QString type = tpu.is_object() ? toQString(tpu.value("accelerator_type", std::string())) : QString();
    if (auto accelerator = AcceleratorType::parse(type)) {
        const bool usable = accelerator->usableHbmBytesPerDevice() > 0;
        out.m_capacityBytes = usable ? accelerator->usableHbmBytesPerDevice() : accelerator->hbmBytesPerDevice();
        out.m_capacityNominal = !usable;
        out.m_accelerator = accelerator->name();
    } else {
        out.m_capacityMissing = type.isEmpty()
                                    ? Tr::tr("The run's config names no tpu.accelerator_type, so no TPU's HBM is known.")
                                    : Tr::tr("The run's config names tpu.accelerator_type \"%1\", which the catalog does "
                                             "not know: no HBM figure.")
                                          .arg(type);
    }
    return out;
}

RunMemoryFigures RunMemoryFigures::readFolder(const QString &runDir, const QString &device)
{
    const RunVerifier::Inputs inputs = RunVerifier::readFolder(runDir, QString(), device);
    return fromStreams(inputs.metrics, inputs.config, inputs.device);
}

} // namespace twb
