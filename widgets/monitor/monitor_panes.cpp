#include "widgets/monitor/monitor_panes.h"

#include "core/metrics/run_profile.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MonitorPanes.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MonitorPanes)
};

bool isLossMetric(const QString &m)
{
    return m == u"loss"_s || (m.startsWith(u"eval/"_s) && m.contains(u"loss"_s));
}

// The fixed panes' metrics, in pane order.
const QList<QPair<QString, QStringList>> &fixedPanes()
{
    static const QList<QPair<QString, QStringList>> panes = {
        {u"loss"_s, {}},   // loss and eval losses, filled in below
        {u"lr"_s, {u"lr"_s}},
        {u"step_time"_s, {u"step_time_ms"_s}},
        {u"throughput"_s, {u"tokens_per_s"_s, u"tokens_per_s_per_device"_s}},
        {u"mfu"_s, {u"tflops_per_device"_s}},
        {u"hbm"_s, {u"hbm_used_bytes"_s}},
        {u"compiles"_s, {u"compile_count"_s}},
    };
    return panes;
}

bool inFixedPane(const QString &metric)
{
    if (isLossMetric(metric))
        return true;
    for (const auto &[name, metrics] : fixedPanes())
        if (metrics.contains(metric))
            return true;
    return false;
}

} // namespace

QSet<QString> MonitorPanes::defaultHidden(const QStringList &available)
{
    QSet<QString> hidden;
    int extras = 0;
    for (const QString &m : available) {
        if (inFixedPane(m) || m == u"hbm_limit_bytes"_s)
            continue;
        if (++extras > kDefaultExtraPanes)
            hidden.insert(m);
    }
    hidden.insert(u"hbm_limit_bytes"_s);   // a constant; the % axis says the same
    return hidden;
}

QList<MonitorPane> MonitorPanes::layout(const QStringList &available, const QSet<QString> &hidden,
                                        const RunProfile *profile)
{
    auto shown = [&](const QString &m) { return available.contains(m) && !hidden.contains(m); };
    QList<MonitorPane> panes;

    MonitorPane loss{u"loss"_s, Tr::tr("Loss"), QString(), {}};
    for (const QString &m : available)
        if (isLossMetric(m) && shown(m))
            loss.metrics << m;
    if (!loss.metrics.isEmpty())
        panes << loss;

    for (const auto &[name, metrics] : fixedPanes()) {
        if (name == u"loss"_s)
            continue;
        MonitorPane pane{name, {}, {}, {}};
        for (const QString &m : metrics)
            if (shown(m))
                pane.metrics << m;
        if (pane.metrics.isEmpty())
            continue;
        if (name == u"lr"_s) {
            pane.title = Tr::tr("Learning rate");
            pane.smooth = false;
        } else if (name == u"step_time"_s) {
            pane.title = Tr::tr("Step time (ms)");
        } else if (name == u"throughput"_s) {
            pane.title = Tr::tr("Tokens/s");
            if (profile && profile->mfuPerHostTokenPerSecond() > 0 && pane.metrics.contains(u"tokens_per_s"_s)) {
                pane.secondaryLabel = Tr::tr("MFU %");
                pane.secondaryFactor = 100.0 * profile->mfuPerHostTokenPerSecond();
            }
        } else if (name == u"mfu"_s) {
            pane.title = Tr::tr("TFLOP/s per device");
            if (profile && profile->mfuPerDeviceTflops() > 0) {
                pane.secondaryLabel = Tr::tr("MFU %");
                pane.secondaryFactor = 100.0 * profile->mfuPerDeviceTflops();
            }
        } else if (name == u"hbm"_s) {
            pane.title = Tr::tr("HBM (GiB)");
            pane.smooth = false;
            pane.scale = 1.0 / (1024.0 * 1024.0 * 1024.0);
            if (profile && profile->hbmFractionPerByte() > 0) {
                pane.secondaryLabel = Tr::tr("% of HBM");
                pane.secondaryFactor = 100.0 * profile->hbmFractionPerByte() / pane.scale;
            }
        } else if (name == u"compiles"_s) {
            pane.title = Tr::tr("Compilations");
            pane.smooth = false;
        }
        panes << pane;
    }

    for (const QString &m : available) {
        if (inFixedPane(m) || !shown(m))
            continue;
        panes << MonitorPane{u"metric:"_s + m, m, QString(), {m}};
    }
    return panes;
}

} // namespace twb
