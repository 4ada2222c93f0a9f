#include "widgets/monitor/run_list_filter.h"

#include "core/services/run_filter_subjects.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/monitor/run_list_model.h"

#include <QTableView>

namespace twb {

RunListFilter::RunListFilter(QTableView *view, RunListModel *model, RunFilterEdit *edit,
                             std::function<QString()> runsDir, QObject *parent)
    : QObject(parent), m_view(view), m_model(model), m_edit(edit), m_runsDir(std::move(runsDir))
{
    connect(m_edit, &RunFilterEdit::filterChanged, this, &RunListFilter::apply);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunListFilter::recordsChanged);
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
    if (filter.needsFolder() && m_stale && !m_load.isActive()) {
        QList<RunRecord> records;
        for (int row = 0; row < m_model->rowCount(); ++row)
            records << *m_model->record(row);
        const QString runsDir = m_runsDir();
        m_load = m_tasks.run(
            this,
            [runsDir, records] {
                QHash<QString, RunFilterSubject> subjects;
                for (const RunRecord &record : records)
                    subjects.insert(record.runId, RunFilterSubjects::load(runsDir, record));
                return subjects;
            },
            [this, generation = m_generation](QHash<QString, RunFilterSubject> subjects) {
                m_subjects = std::move(subjects);
                m_stale = generation != m_generation;   // the runs changed while they were read: again
                // Queued: this task counts as active until its result is delivered.
                QMetaObject::invokeMethod(this, &RunListFilter::apply, Qt::QueuedConnection);
            });
    }
    int shown = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const RunRecord *record = m_model->record(row);
        RunFilterSubject subject = m_subjects.value(record->runId);
        subject.record = *record;   // tags, notes, state as listed now
        subject.record.state = m_model->state(row);
        const bool match = filter.matches(subject);
        m_view->setRowHidden(row, !match);
        shown += match ? 1 : 0;
    }
    m_shown = shown;
    Q_EMIT applied(shown);
}

} // namespace twb
