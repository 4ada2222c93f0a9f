#include "widgets/monitor/run_list_filter.h"

#include "core/runs/run_folder.h"
#include "core/services/run_filter_subjects.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/monitor/run_list_model.h"

#include <QAbstractProxyModel>
#include <QTableView>

#include <vector>

namespace twb {

RunListFilter::RunListFilter(QTableView *view, RunListModel *model, RunFilterEdit *edit,
                             std::function<QString()> runsDir, std::function<const Configs &()> configs,
                             QObject *parent)
    : QObject(parent), m_view(view), m_model(model), m_edit(edit), m_runsDir(std::move(runsDir)),
      m_configs(std::move(configs))
{
    connect(m_edit, &RunFilterEdit::filterChanged, this, &RunListFilter::apply);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunListFilter::recordsChanged);
    // A sorting proxy moved the rows: the view's hidden rows follow them, checked here.
    if (m_view && m_view->model() != m_model)
        connect(m_view->model(), &QAbstractItemModel::layoutChanged, this, &RunListFilter::apply);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        // A whole-table update is new records (setRecords); one cell is a live state.
        if (from.column() == 0 && to.column() == RunListModel::ColumnCount - 1)
            recordsChanged();
        else
            apply();
    });
    apply();
}

void RunListFilter::recordsChanged()
{
    m_stale = true;
    ++m_generation;
    apply();
}

void RunListFilter::apply()
{
    if (!m_view)
        return;
    const RunFilter &filter = m_edit->filter();
    const Configs &configs = m_configs();
    const int rows = m_model->rowCount();
    std::vector<char> hide(std::size_t(rows), 0);
    bool metricsWanted = false;
    int shown = 0;
    for (int row = 0; row < rows; ++row) {
        const RunRecord *record = m_model->record(row);
        RunFilterView view{record, m_model->state(row), nullptr, nullptr};
        if (const auto config = configs.constFind(record->runId); config != configs.constEnd() && config->is_object())
            view.config = &*config;   // null: the run has no config.json
        if (const auto metrics = m_metrics.constFind(record->runId); metrics != m_metrics.constEnd())
            view.finalMetrics = &*metrics;
        if (!metricsWanted && (m_stale || !view.finalMetrics) && filter.needsMetrics(view))
            metricsWanted = true;
        const bool match = filter.matches(view);
        hide[std::size_t(row)] = match ? 0 : 1;
        shown += match ? 1 : 0;
    }
    if (metricsWanted && !m_load.isActive()) {
        QList<RunRecord> records;
        records.reserve(rows);
        for (int row = 0; row < rows; ++row)
            records << *m_model->record(row);
        const QString runsDir = m_runsDir();
        m_load = m_tasks.run(
            this,
            [runsDir, records] {
                QHash<QString, QHash<QString, double>> metrics;
                for (const RunRecord &record : records)
                    metrics.insert(record.runId, RunFilterSubjects::finalMetrics(RunFolder::in(runsDir, record.runId)));
                return metrics;
            },
            [this, generation = m_generation](QHash<QString, QHash<QString, double>> metrics) {
                m_metrics = std::move(metrics);
                m_stale = generation != m_generation;   // the runs changed while they were read: again
                // Queued: this task counts as active until its result is delivered.
                QMetaObject::invokeMethod(this, &RunListFilter::apply, Qt::QueuedConnection);
            });
    }
    // Each hidden row is a header section resized; with updates on, each one also recomputes
    // where the sections start (O(rows)), so a filter over 10,000 rows took 120 ms. Only rows
    // that change are touched, with the view's updates off.
    // A sorting proxy between the model and the view: its rows are the view's.
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(m_view->model());
    const bool updates = m_view->updatesEnabled();
    m_view->setUpdatesEnabled(false);
    for (int row = 0; row < rows; ++row) {
        const bool hidden = hide[std::size_t(row)] != 0;
        const int viewRow = proxy ? proxy->mapFromSource(m_model->index(row, 0)).row() : row;
        if (viewRow >= 0 && m_view->isRowHidden(viewRow) != hidden)
            m_view->setRowHidden(viewRow, hidden);
    }
    m_view->setUpdatesEnabled(updates);
    m_shown = shown;
    Q_EMIT applied(shown);
}

} // namespace twb
