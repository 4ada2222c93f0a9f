#pragma once

#include "core/runs/run_annotation.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace twb {

// The selected run's tags and notes (the Monitor, Compare): a line of tags (separated by spaces or
// commas), the notes, and Save. Saving asks the panel (saveRequested), which goes through
// RunService off the GUI thread; saved() shows how it went. A run listed again while the user
// has unsaved edits of it does not overwrite them.
class RunAnnotationEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunAnnotationEditor)

public:
    explicit RunAnnotationEditor(QWidget *parent = nullptr);

    // The run to show (null: none; the editor is disabled).
    void setRun(const RunRecord *record);
    QString runId() const { return m_runId; }
    bool isModified() const { return m_modified; }
    // How a save went (the panel calls it with RunService::annotate's result).
    void saved(const QString &runId, const Result<RunRecord> &result);

    QLineEdit *tagsEdit() const { return m_tags; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    QPushButton *saveButton() const { return m_save; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void saveRequested(const QString &runId, const RunAnnotation &annotation);

private:
    void save();
    void setModified(bool modified);
    void show(const RunRecord &record);

    QLineEdit *m_tags = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_status = nullptr;
    QString m_runId;
    RunRecord m_shown;   // the tags and notes shown last: a save sends what changed from them
    bool m_modified = false;
    bool m_filling = false;    // the fields are being set from a record, not typed
    bool m_saving = false;
};

} // namespace twb
