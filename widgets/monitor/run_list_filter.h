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
// untouched). Tags, notes and state come from the model's records as they are now; the config
// and final metrics a word or a comparison needs are read off the GUI thread (RunFilterSubjects)
// once per change of the runs, and the rows are filtered again when they arrive.
class RunListFilter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunListFilter)

public:
    RunListFilter(QTableView *view, RunListModel *model, RunFilterEdit *edit, std::function<QString()> runsDir,
                  QObject *parent = nullptr);

    int shownCount() const { return m_shown; }
    // The config and metrics of the runs are being read.
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
    QHash<QString, RunFilterSubject> m_subjects;   // by run id: config and final metrics
    bool m_stale = true;                           // m_subjects predate the model's records
    quint64 m_generation = 0;                      // of the model's records
    int m_shown = 0;
    TaskGroup m_tasks;
    TaskHandle m_load;
};

} // namespace twb
