#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace twb {

class RunProfile;

// Which pane of the monitor shows which metrics (loss, lr, step time, throughput/MFU, HBM,
// compiles, then one pane per other metric the user picks).
struct MonitorPane
{
    QString name;             // objectName of the pane
    QString title;
    QString yLabel;
    QStringList metrics;
    double scale = 1.0;       // applied to the curves (bytes -> GiB)
    bool smooth = true;       // step-like series (lr, counts, bytes) are drawn unsmoothed
    QString secondaryLabel;   // right axis (MFU, % of HBM); empty for none
    double secondaryFactor = 0;
};

class MonitorPanes final
{
public:
    // Metrics that get a pane of their own by default, beyond the fixed ones.
    static constexpr int kDefaultExtraPanes = 6;

    // The panes for a run that logged `available`, leaving out `hidden` metrics. `profile`
    // (may be null) adds MFU and % of HBM axes.
    static QList<MonitorPane> layout(const QStringList &available, const QSet<QString> &hidden,
                                     const RunProfile *profile);
    // The metrics hidden by default: extras beyond kDefaultExtraPanes.
    static QSet<QString> defaultHidden(const QStringList &available);
};

} // namespace twb
