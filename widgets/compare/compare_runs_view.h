#pragma once

#include <QWidget>

#include <memory>

class QTableWidget;

namespace twb {

class RunFilterEdit;
class RunSet;

// Compare's "Runs" tab: every compared run with its state, seed, tags and notes (run.json),
// filtered by the runs lists' filter (RunFilter: words, tag:, state:, config values and final
// metrics). It reads nothing itself: the run set was read on the pool.
class CompareRunsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareRunsView)

public:
    enum Column { RunColumn, StateColumn, SeedColumn, TagsColumn, NotesColumn, ColumnCount };

    explicit CompareRunsView(QWidget *parent = nullptr);

    void setRunSet(std::shared_ptr<const RunSet> runs);
    RunFilterEdit *filterEdit() const { return m_filter; }
    QTableWidget *table() const { return m_table; }
    // The runs the filter shows, in table order.
    QStringList shownRuns() const;

private:
    void applyFilter();

    std::shared_ptr<const RunSet> m_runs;
    RunFilterEdit *m_filter = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace twb
