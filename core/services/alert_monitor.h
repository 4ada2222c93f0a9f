#pragma once

#include "core/metrics/host_health.h"
#include "core/runs/run_record.h"
#include "core/services/alert_event.h"

#include <QObject>
#include <QString>

#include <map>
#include <set>
#include <utility>

namespace twb {

class RunFollower;
class SeriesStore;

// Turns what a RunFollower sees into alerts, once per event: a host that turns stalled or
// crashed, a host that straggles for longer than the set time, a loss that turns NaN (or
// infinite), a run whose hosts all finished, a run whose TPU VM was preempted. An event alerts again only after its condition
// has gone (a stalled host that moves again, then stalls again) or on a new attempt of the run,
// never once per refresh. Only runs seen active (or a new attempt of them) alert: opening a run
// that ended long ago raises nothing.
//
// Reads the follower's health snapshot and the store's loss series on the follower's
// healthChanged(); does no I/O. Lives on the follower's thread.
class AlertMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertMonitor)

public:
    AlertMonitor(RunFollower &follower, const SeriesStore &store, QObject *parent = nullptr);
    ~AlertMonitor() override;

    // A straggling host alerts once it has lagged this long (0: at once).
    void setStragglerAfterMs(qint64 ms) { m_stragglerAfterMs = ms; }
    qint64 stragglerAfterMs() const { return m_stragglerAfterMs; }
    // The metric whose non-finite value is a NaN alert ("loss", as train.py writes it).
    void setLossMetric(const QString &metric) { m_lossMetric = metric; }

    // Looks at a run's current health now (the follower's healthChanged() does it).
    void evaluate(const QString &runId);
    // What evaluate() does with the follower's snapshot: a run's record and hosts' health at
    // `nowMs` (local wall clock; tests pass their own), and its loss series in the store.
    void observe(const RunRecord &record, const QList<HostHealth> &health, qint64 nowMs);
    // A run that is listed but not followed (no streams, so no health): its run.json alone,
    // refreshed now and then from its hosts. Alerts `crashed` (run failed) and `finished`
    // when the record turns so; a run followed later does not alert the same end twice.
    void observeRecord(const RunRecord &record);
    // Forget every run (another workspace).
    void clear() { m_runs.clear(); }

Q_SIGNALS:
    void alert(const twb::AlertEvent &event);

private:
    struct Run
    {
        bool armed = false;                          // seen active: its events alert
        QString attempt;
        std::set<std::pair<AlertKind, int>> raised;  // (kind, host) alerted and not yet gone
        std::map<int, std::size_t> lossChecked;      // host -> loss points looked at
    };

    // The run's entry, or null when its events do not alert (first seen ended).
    Run *track(const RunRecord &record);
    void raise(Run &run, AlertKind kind, int key, int host, const QString &runId, const QString &machine,
               const QString &detail);
    void raisePreempted(Run &run, const RunRecord &record);
    bool checkLoss(Run &run, const QString &runId, int host, QString *detail);

    RunFollower &m_follower;
    const SeriesStore &m_store;
    qint64 m_stragglerAfterMs = 60000;
    QString m_lossMetric = QStringLiteral("loss");
    std::map<QString, Run> m_runs;
};

} // namespace twb
