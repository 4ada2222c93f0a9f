#pragma once

#include "core/services/study_builder.h"
#include "widgets/common/background_task.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace twb {

class WorkbenchSession;

// "New study…" (`tpuwb plan new` in a dialog): an idea, its hypothesis, the variables to
// vary (field and values per row), the metric, seeds, slice and the machine that measures the
// step time. The plan.md it would write is previewed as the form changes (StudyBuilder, off
// the GUI thread). Create writes the experiment and the ablation, measures the step time with
// a short run off the GUI thread (progress; Stop ends the run and the plan says it was not
// measured), then writes plan.md and shows it.
class NewStudyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewStudyDialog)

public:
    explicit NewStudyDialog(WorkbenchSession &session, QWidget *parent = nullptr);
    ~NewStudyDialog() override;

    // The form as a request (what `tpuwb plan new` would get).
    StudyRequest request() const;
    // Adds a variable row (tests, and the Add button with empty texts).
    void addVariable(const QString &path, const QString &values);

    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *ideaEdit() const { return m_idea; }
    QLineEdit *hypothesisEdit() const { return m_hypothesis; }
    QTableWidget *variablesTable() const { return m_variables; }
    QComboBox *metricBox() const { return m_metric; }
    QSpinBox *seedsBox() const { return m_seeds; }
    QComboBox *acceleratorBox() const { return m_accelerator; }
    QLineEdit *settingsEdit() const { return m_settings; }
    QComboBox *machineBox() const { return m_machine; }
    QCheckBox *measureBox() const { return m_measure; }
    QSpinBox *stepsBox() const { return m_steps; }
    QPlainTextEdit *preview() const { return m_preview; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *createButton() const { return m_create; }
    QPushButton *stopButton() const { return m_stop; }
    bool isCreating() const { return m_creating; }

Q_SIGNALS:
    void previewUpdated();
    void machinesLoaded();
    void progress(const QString &message);
    // plan.md and the study's files are written; `experimentDir` is the base experiment.
    void studyCreated(const QString &experimentDir, const QString &planFile);
    void creationFailed(const QString &message);

private:
    void schedulePreview();
    void updatePreview();
    void loadMachines();
    void create();
    void setStatus(const QString &text, bool error);
    void setCreating(bool creating);

    WorkbenchSession &m_session;
    QLineEdit *m_name = nullptr;
    QPlainTextEdit *m_idea = nullptr;
    QLineEdit *m_hypothesis = nullptr;
    QTableWidget *m_variables = nullptr;
    QComboBox *m_metric = nullptr;
    QSpinBox *m_seeds = nullptr;
    QComboBox *m_accelerator = nullptr;
    QLineEdit *m_settings = nullptr;
    QComboBox *m_machine = nullptr;
    QCheckBox *m_measure = nullptr;
    QSpinBox *m_steps = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_create = nullptr;
    QPushButton *m_stop = nullptr;
    QTimer *m_previewTimer = nullptr;
    bool m_creating = false;
    std::shared_ptr<std::atomic<bool>> m_stopFlag;
    TaskGroup m_tasks;
    TaskHandle m_previewTask;
};

} // namespace twb
