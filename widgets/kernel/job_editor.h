#pragma once

#include "core/kernel/job_validation_report.h"
#include "core/kernel/kernel_run_creator.h"
#include "core/services/kernel_service.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace twb {

class JobDocument;
class JobForm;

// Edits a MaxKernel job in a form or as raw JSON (both views of one JobDocument with undo),
// validates it as MaxKernel's validate_job.py would on every change, shows the errors, the
// warnings and the derived plan before anything is dispatched, and creates a run on the chosen
// machine. "Create run" stays disabled while the job is invalid or names a missing path.
// A new job's problems (the starter names a model.py that is not there yet) show only once the
// user edited it or pressed Save or Validate: a fresh form is not red. An opened job's show at
// once.
class JobEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobEditor)

public:
    // `services` gives the service that creates runs (the current workspace's).
    explicit JobEditor(KernelServiceFactory services, QWidget *parent = nullptr);
    ~JobEditor() override;

    JobDocument *document() const { return m_document; }
    // Where jobs are saved by default, and the registry's machines to run on. "This machine"
    // (no registry entry) is offered only when none of `localMachines` (the registry's entries
    // for this computer, among `machineNames`) is: this computer is one entry of the list.
    void setEnvironment(const QString &workspaceKernelRuns, const QStringList &machineNames,
                        const QStringList &localMachines = {});

    // The last validation (nullopt while the raw JSON does not parse).
    const std::optional<kernel::JobValidationReport> &report() const { return m_report; }
    // Also while the job file is read.
    bool isValidating() const;
    QPushButton *createButton() const { return m_create; }
    QPushButton *validateButton() const { return m_validate; }
    // Whether the job's errors are shown (false for a new job nobody edited yet).
    bool problemsShown() const { return m_problemsShown; }

public Q_SLOTS:
    void newJob();
    // Reads the job off the GUI thread; validated() follows once it is shown.
    void openJob(const QString &path);
    // Writes the job (asking for a file if it has none) off the GUI thread; false if no file
    // was chosen. The document's saved() / saveFailed() tell the outcome.
    bool save();
    // Saves first when the job is new or modified, then creates the run on the chosen machine.
    void createRun();
    // Shows the job's problems from now on and validates it again.
    void validateJob();

Q_SIGNALS:
    void validated();
    void runCreated(const QString &localDir);
    void message(const QString &text);

private:
    // `changedPath`: the dotted path of the field that changed; empty: the whole job.
    void updateFromDocument(const QString &changedPath);
    void startCreation();
    void scheduleValidation();
    void validateNow();
    void showReport();
    void showProblems();
    void rawTextEdited();
    QString selectedMachine() const;

    KernelServiceFactory m_services;
    JobDocument *m_document = nullptr;
    QString m_workspaceKernelRuns;
    bool m_updating = false;
    bool m_rawEditing = false;
    QString m_rawError;
    std::optional<kernel::JobValidationReport> m_report;
    TaskHandle m_validation;
    bool m_pendingValidation = false;
    bool m_createAfterSave = false; // createRun() waits for the job file to be written
    bool m_problemsShown = false;   // edited, saved, validated or opened
    TaskHandle m_creation;
    QTimer *m_rawTimer = nullptr;

    JobForm *m_form = nullptr;
    QComboBox *m_machine = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QLabel *m_verdict = nullptr;
    QListWidget *m_issues = nullptr;
    QPlainTextEdit *m_plan = nullptr;
    QPushButton *m_create = nullptr;
    QPushButton *m_validate = nullptr;
    TaskGroup m_tasks; // validation and run creation
};

} // namespace twb
