#pragma once

#include "core/runs/run_annotation.h"
#include "core/util/error.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QTableWidget;

namespace twb {

class RunAnnotationEditor;
class RunFilterEdit;
class RunSet;

// Compare's "Runs" tab: every compared run with its state, seed, tags and notes (run.json),
// filtered by the runs lists' filter (RunFilter: words, tag:, state:, config values and final
// metrics). It reads nothing itself: the run set was read on the pool. The selected run's tags
// and notes are edited below the table (the Monitor's RunAnnotationEditor); the panel saves
// them (annotateRequested) and reports back (annotationSaved), which updates the row, the
// filter and annotations() without reading the runs again.
class CompareRunsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareRunsView)

public:
    enum Column { RunColumn, StateColumn, SeedColumn, TagsColumn, NotesColumn, ColumnCount };
    // The Run column shows the run's name (RunDisplayName); this role of its item holds the id.
    static constexpr int RunIdRole = Qt::UserRole;

    explicit CompareRunsView(QWidget *parent = nullptr);

    void setRunSet(std::shared_ptr<const RunSet> runs);
    RunFilterEdit *filterEdit() const { return m_filter; }
    QTableWidget *table() const { return m_table; }
    // The runs the filter shows, in table order.
    QStringList shownRuns() const;
    RunAnnotationEditor *editor() const { return m_editor; }
    // Tags and notes saved since the run set was read, by run id.
    const QHash<QString, RunRecord> &annotations() const { return m_saved; }
    void annotationSaved(const QString &runId, const Result<RunRecord> &record);

Q_SIGNALS:
    // `runsDir` is the folder that holds the run's folder.
    void annotateRequested(const QString &runsDir, const QString &runId, const RunAnnotation &annotation);
    // The run selected in the table (the curves highlight it); empty when none is.
    void runSelected(const QString &runId);
    // The filter shows other runs (shownRuns(); the curves draw only those).
    void shownRunsChanged();

private:
    void applyFilter();
    void showSelected();
    void fillRow(int row, const QStringList &tags, const QString &notes);
    QString runIdAt(int row) const;

    std::shared_ptr<const RunSet> m_runs;
    RunFilterEdit *m_filter = nullptr;
    QTableWidget *m_table = nullptr;
    RunAnnotationEditor *m_editor = nullptr;
    QHash<QString, RunRecord> m_saved;
};

} // namespace twb
