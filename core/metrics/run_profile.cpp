#include "core/metrics/run_profile.h"

#include "core/catalog/accelerator_type.h"
#include "core/metrics/series_store.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

Result<RunProfile> RunProfile::create(const QString &acceleratorType, double modelFlopsPerToken)
{
    auto type = AcceleratorType::parse(acceleratorType);
    if (!type)
        return fail(type.error());
    RunProfile profile;
    profile.m_acceleratorType = type->name();
    profile.m_hbmBytesPerDevice = type->usableHbmBytesPerDevice() > 0 ? type->usableHbmBytesPerDevice()
                                                                      : type->hbmBytesPerDevice();
    profile.m_peakFlopsPerDevice = type->bf16FlopsPerDevice();
    profile.m_devicesPerHost = std::max(1, type->devicesPerVm());
    profile.m_flopsPerToken = modelFlopsPerToken;
    return profile;
}

double RunProfile::trainingFlopsPerToken(double parameters, int layers, int modelDim, int sequenceLength)
{
    return 6.0 * parameters + 12.0 * double(layers) * double(modelDim) * double(sequenceLength);
}

double RunProfile::modelFlopsPerToken(const Json &config)
{
    if (!config.is_object() || !config.contains("model") || !config["model"].is_object())
        return 0;
    const Json &model = config["model"];
    auto number = [](const Json &object, const char *key, double fallback) {
        auto it = object.find(key);
        return it != object.end() && it->is_number() ? it->get<double>() : fallback;
    };
    const double d = number(model, "d_model", 0);
    const double layers = number(model, "n_layers", 0);
    const double ff = number(model, "d_ff", 4 * d);
    const double vocab = number(model, "vocab_size", 0);
    if (d <= 0 || layers <= 0)
        return 0;
    double experts = 1;
    if (auto moe = model.find("moe"); moe != model.end() && moe->is_object())
        experts = number(*moe, "top_k", 1);
    // Attention projections 4 d^2, a gated FFN 3 d d_ff per active expert, the embedding.
    double parameters = layers * (4 * d * d + 3 * d * ff * experts) + vocab * d;
    double attentionLayers = layers;
    const Json train = config.value("train", Json::object());
    double seq = number(train, "seq_len", 0);
    if (model.value("kind", std::string()) == "encoder_decoder") {
        // Half of each window goes through the encoder, half through the decoder, whose
        // blocks add cross-attention (4 d^2 more); attention spans half a window.
        const double encoderLayers = number(model, "n_encoder_layers", layers);
        parameters = (encoderLayers * (4 * d * d + 3 * d * ff) + layers * (8 * d * d + 3 * d * ff)) / 2 + vocab * d;
        attentionLayers = (encoderLayers + 2 * layers) / 2;
        seq /= 2;
    }
    return trainingFlopsPerToken(parameters, int(std::lround(attentionLayers)), int(d), int(seq));
}

double RunProfile::mfuPerHostTokenPerSecond() const
{
    if (m_flopsPerToken <= 0 || m_peakFlopsPerDevice <= 0)
        return 0;
    return m_flopsPerToken / (m_peakFlopsPerDevice * double(m_devicesPerHost));
}

double RunProfile::mfuPerDeviceTflops() const
{
    return m_peakFlopsPerDevice > 0 ? 1e12 / m_peakFlopsPerDevice : 0;
}

double RunProfile::hbmFractionPerByte() const
{
    return m_hbmBytesPerDevice > 0 ? 1.0 / m_hbmBytesPerDevice : 0;
}

std::vector<CompileMark> RunProfile::compileMarks(const SeriesStore &store, const QString &run, int host,
                                                  std::int64_t warmupSteps)
{
    std::vector<CompileMark> marks;
    const auto counts = store.points({run, host, u"compile_count"_s});
    const auto events = store.events(run, host);
    std::int64_t firstStep = 0;
    bool haveFirst = false;
    for (const char *metric : {"loss", "compile_count", "step_time_ms"}) {
        const auto first = store.points({run, host, QString::fromLatin1(metric)}, 0, 1);
        if (!first.empty()) {
            firstStep = haveFirst ? std::min(firstStep, first.front().step) : first.front().step;
            haveFirst = true;
        }
    }
    double previous = 0;
    for (const auto &p : counts) {
        if (std::isfinite(p.y) && p.y > previous) {
            marks.push_back({p.step, p.time, std::int64_t(p.y), false, {}});
            previous = p.y;
        }
    }
    for (const auto &e : events) {
        if (e.kind != MetricEventKind::Compile)
            continue;
        if (!haveFirst) {
            firstStep = e.step;
            haveFirst = true;
        }
        // A compile event and a compile_count rise to the same count are one compilation.
        auto same = std::find_if(marks.begin(), marks.end(), [&](const CompileMark &m) {
            return e.hasNumber && m.count == e.number;
        });
        if (same != marks.end()) {
            same->reason = e.text;
            continue;
        }
        marks.push_back({e.step, e.time, e.hasNumber ? e.number : std::int64_t(marks.size() + 1), false, e.text});
    }
    std::sort(marks.begin(), marks.end(), [](const CompileMark &a, const CompileMark &b) {
        return a.step != b.step ? a.step < b.step : a.count < b.count;
    });
    for (auto &m : marks)
        m.afterWarmup = m.step > firstStep + warmupSteps;
    return marks;
}

} // namespace twb
