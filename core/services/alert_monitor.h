#pragma once

#include "core/metrics/host_health.h"
#include "core/runs/run_record.h"
#include "core/services/alert_event.h"

#include <QObject>
#include <QString>

#include <map>

namespace twb {

class RunFollower;
class SeriesStore;

// Turns what a RunFollower sees into alerts: hosts that turn stalled or crashed, hosts that
// straggle for longer than the set time, a loss that turns NaN (or infinite), a run whose hosts
// all finished, a run whose TPU VM was preempted. One alert per run, attempt and kind, naming its
// hosts: more hosts joining an open alert update it (alertUpdated, Updated), never raise it
// again, so a stalled slice of 64 hosts is one alert, not 64; a stall or straggle that goes (every
// host moves again) ends it (alertUpdated, Ended), and only then may a later one raise anew.
// Never once per refresh. Only runs seen active (or a new attempt of them) alert: opening a run
// that ended long ago raises nothing. An evaluation of a checkpoint (an attempt of kind "eval")
// is not an attempt of the training: its end raises no `finished`.
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
    // A new alert (change Raised): what the notification and the user's command get.
    void alert(const twb::AlertEvent &event);
    // An open alert changed (Updated: more hosts; Ended: its condition went): what the alert
    // list shows in the alert's row. Same kind, run and attempt as the alert it changes.
    void alertUpdated(const twb::AlertEvent &event);

private:
    struct Run
    {
        bool armed = false;                      // seen active: its events alert
        bool auxiliary = false;                  // the attempt is an evaluation, not training
        QString attempt;
        std::map<AlertKind, AlertEvent> open;    // the alert of each kind raised and not ended
        std::map<int, std::size_t> lossChecked;  // host -> loss points looked at
    };

    // The run's entry, or null when its events do not alert (first seen ended).
    Run *track(const RunRecord &record);
    // Raises the kind's alert with `hosts`, or adds those not in it yet to the open one.
    void join(Run &run, AlertKind kind, const QList<int> &hosts, const RunRecord &record, const QString &detail);
    // Ends the kind's open alert (its condition went), saying so once.
    void end(Run &run, AlertKind kind, const QString &detail);
    void raisePreempted(Run &run, const RunRecord &record);
    bool checkLoss(Run &run, const QString &runId, int host, QString *detail);

    RunFollower &m_follower;
    const SeriesStore &m_store;
    qint64 m_stragglerAfterMs = 60000;
    QString m_lossMetric = QStringLiteral("loss");
    std::map<QString, Run> m_runs;
};

} // namespace twb
