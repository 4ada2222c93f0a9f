#pragma once

#include "core/runs/run_filter.h"

#include <QDialog>
#include <QList>

class QListWidget;

namespace twb {

class RunFilterEdit;

// Picks runs of the workspace by hand: the run folders with their tags (notes as tooltips),
// filtered with the runs lists' filter (RunFilter), any number selected.
class RunPickerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPickerDialog)

public:
    struct Entry
    {
        QString dir;
        RunFilterSubject subject;   // read off the GUI thread (entriesIn)
    };

    explicit RunPickerDialog(const QList<Entry> &runs, QWidget *parent = nullptr);
    // Every run folder under `runsDir` with its record, config and final metrics (blocking:
    // call it on the pool). A folder whose run.json cannot be read is listed by its name.
    static QList<Entry> entriesIn(const QString &runsDir);

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
