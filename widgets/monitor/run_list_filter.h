#pragma once

#include "core/runs/run_filter.h"
#include "widgets/common/background_task.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QTableView;

namespace twb {

class RunFilterEdit;
class RunListModel;

// Applies a RunFilterEdit's filter to the Monitor's runs table by hiding the rows that do not
// match (the rows keep their model indexes, so selection and the panel's row lookups are
// untouched; the view may show the model through a sorting proxy, whose rows it hides). Tags, notes and state come from the model's records as they are now, each run's
// config from the workspace index's snapshot (in memory: `configs`). Final metrics, which a
// comparison needs only when its key is not in a run's config, are read off the GUI thread
// (RunFilterSubjects::finalMetrics) once per change of the runs, and the rows are filtered
// again when they arrive. Over 10,000 runs a filter must answer within 100 ms
// (docs/robustness.md "Scale"): no subject is copied, and only rows that change are hidden
// or shown, with the view's updates off meanwhile.
class RunListFilter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListFilter)

public:
    using Configs = QHash<QString, Json>;   // run id -> config.json (WorkspaceIndex::Snapshot::runConfigs)

    RunListFilter(QTableView *view, RunListModel *model, RunFilterEdit *edit, std::function<QString()> runsDir,
                  std::function<const Configs &()> configs, QObject *parent = nullptr);

    int shownCount() const { return m_shown; }
    // The final metrics of the runs are being read.
    bool isLoading() const { return m_load.isActive(); }

Q_SIGNALS:
    // The rows were filtered again; `shown` of them are visible.
    void applied(int shown);

private:
    void recordsChanged();
    void apply();

    QPointer<QTableView> m_view;
    RunListModel *m_model = nullptr;
    RunFilterEdit *m_edit = nullptr;
    std::function<QString()> m_runsDir;
    std::function<const Configs &()> m_configs;
    QHash<QString, QHash<QString, double>> m_metrics;   // by run id: final metrics
    bool m_stale = true;                                // m_metrics predate the model's records
    quint64 m_generation = 0;                      // of the model's records
    int m_shown = 0;
    TaskGroup m_tasks;
    TaskHandle m_load;
};

} // namespace twb
