#pragma once

#include "core/runs/run_filter.h"

#include <QDialog>
#include <QList>

class QListWidget;

namespace twb {

class RunFilterEdit;

// Picks runs of the workspace by hand: the runs by their names (RunDisplayName) with their tags,
// the id and notes on hover, filtered with the runs lists' filter (RunFilter), any number
// selected.
class RunPickerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPickerDialog)

public:
    struct Entry
    {
        QString dir;
        RunFilterSubject subject;   // read off the GUI thread (entriesIn)
        QString name;               // RunDisplayName among all entries; empty: the id
    };

    // The list's items: Qt::UserRole is the run's folder, RunIdRole its id.
    static constexpr int RunIdRole = Qt::UserRole + 1;

    explicit RunPickerDialog(const QList<Entry> &runs, QWidget *parent = nullptr);
    // The run folders `runDirs` (the workspace index's recordedRunDirs(), under `runsDir`) with
    // their records, configs and final metrics (blocking: call it on the pool), named among
    // each other. A folder whose run.json cannot be read is listed by its folder name.
    static QList<Entry> entriesIn(const QString &runsDir, const QStringList &runDirs);

    QStringList selectedRunDirs() const;
    RunFilterEdit *filterEdit() const { return m_filter; }
    QListWidget *list() const { return m_list; }

private:
    void applyFilter();

    QList<Entry> m_runs;
    RunFilterEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace twb
