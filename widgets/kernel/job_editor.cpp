#include "widgets/kernel/job_editor.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/palette.h"

#include "core/kernel/job_validator.h"
#include "core/kernel/kernel_job.h"
#include "widgets/kernel/job_document.h"
#include "widgets/kernel/job_form.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace twb {

JobEditor::JobEditor(KernelServiceFactory services, QWidget *parent)
    : QWidget(parent), m_services(std::move(services)), m_document(new JobDocument(this)), m_rawTimer(new QTimer(this))
{
    setObjectName(u"jobEditor"_s);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(u"jobTabs"_s);
    m_form = new JobForm(m_document);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    tabs->addTab(scroll, tr("Form"));
    m_raw = new QPlainTextEdit;
    m_raw->setObjectName(u"rawJson"_s);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    tabs->addTab(m_raw, tr("JSON"));

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(u"validationVerdict"_s);
    m_verdict->setWordWrap(true);
    m_issues = new QListWidget(this);
    m_issues->setObjectName(u"validationIssues"_s);
    m_issues->setWordWrap(true);
    m_issues->setSpacing(3);
    m_plan = new QPlainTextEdit(this);
    m_plan->setObjectName(u"derivedPlan"_s);
    m_plan->setReadOnly(true);
    m_plan->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_plan->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    // Undo and Redo keep their short texts (what they would undo is their tooltip), so the
    // buttons beside them do not move with every edit.
    QUndoStack *stack = m_document->undoStack();
    auto *undoAction = new QAction(tr("Undo"), this);
    undoAction->setObjectName(u"undoJob"_s);
    connect(undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    auto *redoAction = new QAction(tr("Redo"), this);
    redoAction->setObjectName(u"redoJob"_s);
    connect(redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    const auto followStack = [stack, undoAction, redoAction] {
        undoAction->setEnabled(stack->canUndo());
        redoAction->setEnabled(stack->canRedo());
        undoAction->setToolTip(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Nothing to undo"));
        redoAction->setToolTip(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Nothing to redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, followStack);
    connect(stack, &QUndoStack::cleanChanged, this, followStack);
    followStack();
    auto *undo = new QToolButton(this);
    undo->setDefaultAction(undoAction);
    auto *redo = new QToolButton(this);
    redo->setDefaultAction(redoAction);
    auto *saveButton = new QPushButton(tr("Save"), this);
    m_validate = new QPushButton(tr("Validate"), this);
    m_validate->setObjectName(u"validateButton"_s);
    m_validate->setToolTip(tr("Check the job as MaxKernel's validate_job.py would and show every problem"));
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"machineCombo"_s);
    m_machine->setSizeAdjustPolicy(QComboBox::AdjustToContents);  // "this-machine (this machine)" in full
    m_create = new QPushButton(tr("Create run"), this);
    m_create->setObjectName(u"createRunButton"_s);
    m_create->setEnabled(false);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_verdict);
    sideLayout->addWidget(m_issues, 1);
    sideLayout->addWidget(new QLabel(tr("The plan this job implies:"), side));
    sideLayout->addWidget(m_plan, 2);
    auto *split = new QSplitter(this);
    split->addWidget(tabs);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    // Two groups that wrap onto two rows when the window is narrow (1024 px, long translations).
    auto *bar = new QWidget(this);
    auto *editing = new QWidget(bar);
    auto *editingRow = new QHBoxLayout(editing);
    editingRow->setContentsMargins(0, 0, 0, 0);
    for (QWidget *button : {static_cast<QWidget *>(undo), static_cast<QWidget *>(redo),
                            static_cast<QWidget *>(saveButton), static_cast<QWidget *>(m_validate)})
        editingRow->addWidget(button);
    auto *running = new QWidget(bar);
    auto *runningRow = new QHBoxLayout(running);
    runningRow->setContentsMargins(0, 0, 0, 0);
    runningRow->addWidget(new QLabel(tr("Run on"), running));
    runningRow->addWidget(m_machine);
    runningRow->addWidget(m_create);
    auto *barLayout = new FlowLayout(bar);
    barLayout->setContentsMargins(0, 0, 0, 0);
    barLayout->addWidget(editing);
    barLayout->addWidget(running);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(bar);

    // The form shows what changed; the JSON tab and the validation follow every change.
    connect(m_document, &JobDocument::fieldChanged, this, [this](const QString &path) {
        m_problemsShown = true; // the user edited a field: its problems are news now
        updateFromDocument(path);
    });
    connect(m_document, &JobDocument::jobReplaced, this, [this] { updateFromDocument(QString()); });
    connect(m_document, &JobDocument::loadFailed, this, [this](const QString &, const Error &error) {
        Q_EMIT message(error.message);
        scheduleValidation(); // the job shown before stays, and so does its verdict
    });
    connect(m_document, &JobDocument::saved, this, [this] {
        if (std::exchange(m_createAfterSave, false))
            startCreation();
    });
    connect(m_document, &JobDocument::saveFailed, this, [this](const QString &, const Error &error) {
        m_createAfterSave = false;
        Q_EMIT message(error.message);
        showReport();
    });
    connect(saveButton, &QPushButton::clicked, this, [this] {
        showProblems();
        save();
    });
    connect(m_validate, &QPushButton::clicked, this, &JobEditor::validateJob);
    connect(m_create, &QPushButton::clicked, this, &JobEditor::createRun);
    m_rawTimer->setSingleShot(true);
    m_rawTimer->setInterval(300);
    connect(m_rawTimer, &QTimer::timeout, this, &JobEditor::rawTextEdited);
    connect(m_raw, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            m_rawTimer->start();
    });
    newJob();
}

JobEditor::~JobEditor() = default;

void JobEditor::setEnvironment(const QString &workspaceKernelRuns, const QStringList &machineNames,
                               const QStringList &localMachines)
{
    m_workspaceKernelRuns = workspaceKernelRuns;
    QString current = m_machine->currentData().toString();
    m_machine->clear();
    QString local;
    for (const QString &name : machineNames)
        if (localMachines.contains(name) && local.isEmpty())
            local = name;
    if (local.isEmpty())
        m_machine->addItem(tr("This machine"), QString());
    else if (current.isEmpty())
        current = local;  // this computer's entry stands for "This machine"
    for (const QString &name : machineNames)
        m_machine->addItem(localMachines.contains(name) ? tr("%1 (this machine)").arg(name) : name, name);
    const int index = m_machine->findData(current);
    m_machine->setCurrentIndex(index >= 0 ? index : 0);
}

QString JobEditor::selectedMachine() const { return m_machine->currentData().toString(); }

void JobEditor::newJob()
{
    m_problemsShown = false; // a fresh form: quiet until edited, saved or validated
    m_document->reset(kernel::KernelJob::starterDocument(), QString());
}

void JobEditor::showProblems()
{
    if (std::exchange(m_problemsShown, true))
        return;
    showReport();
}

void JobEditor::validateJob()
{
    showProblems();
    scheduleValidation();
}

void JobEditor::openJob(const QString &path)
{
    m_problemsShown = true; // what the file holds, wrong or not, is the user's to know
    m_document->load(path); // validated once it is read
    showReport();
}

bool JobEditor::isValidating() const
{
    return m_validation.isActive() || m_pendingValidation || m_document->isLoading();
}

bool JobEditor::save()
{
    QString path = m_document->fileName();
    if (path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save the job"), m_workspaceKernelRuns, tr("Job files (*.json)"));
    if (path.isEmpty())
        return false;
    m_document->saveAs(path);
    return true;
}

void JobEditor::updateFromDocument(const QString &changedPath)
{
    m_updating = true;
    m_form->showDocument(changedPath);
    if (!m_rawEditing) {
        m_raw->setPlainText(toQString(m_document->json().dump(2)));
        m_rawError.clear();
    }
    m_updating = false;
    scheduleValidation();
}

void JobEditor::rawTextEdited()
{
    m_problemsShown = true; // typed into the JSON tab
    auto parsed = parseJsonTolerant(m_raw->toPlainText().toUtf8(), tr("the JSON tab"));
    if (!parsed) {
        m_rawError = parsed.error().message;
        m_report.reset();
        showReport();
        Q_EMIT validated();
        return;
    }
    m_rawError.clear();
    m_rawEditing = true;
    m_document->replaceAll(*parsed);
    m_rawEditing = false;
    scheduleValidation();
}

void JobEditor::scheduleValidation()
{
    if (m_validation.isActive()) {
        m_pendingValidation = true;
        return;
    }
    validateNow();
}

void JobEditor::validateNow()
{
    if (!m_rawError.isEmpty())
        return;
    // Path checks touch the disk: off the GUI thread.
    m_validation = m_tasks.run(
        this, [json = m_document->json(), path = m_document->fileName()] {
            return kernel::JobValidator::validate(kernel::KernelJob(json, path));
        },
        [this](kernel::JobValidationReport report) {
            m_report = std::move(report);
            showReport();
            if (m_pendingValidation) {
                m_pendingValidation = false;
                validateNow();
            } else {
                Q_EMIT validated();
            }
        });
}

void JobEditor::showReport()
{
    m_issues->clear();
    const bool creating = m_creation.isActive() || m_createAfterSave;
    if (m_document->isLoading()) {
        m_verdict->setText(tr("Reading %1\u2026").arg(m_document->fileName()));
        m_create->setEnabled(false);
        return;
    }
    if (!m_rawError.isEmpty() || !m_report) {
        m_verdict->setText(tr("<b>The JSON does not parse.</b> %1").arg(m_rawError.toHtmlEscaped()));
        m_plan->clear();
        m_create->setEnabled(false);
        return;
    }
    const kernel::JobValidationReport &report = *m_report;
    if (!m_problemsShown && report.exitCode() != kernel::JobValidationReport::Valid) {
        // A new job nobody touched yet: no red, say what to do instead.
        m_verdict->setText(tr("A new job: fill in the form (or the JSON tab); it is checked as you edit, "
                              "or press Validate."));
        m_plan->setPlainText(tr("The plan shows once the job is valid."));
        m_create->setEnabled(false);
        return;
    }
    for (const QString &error : report.errors) {
        auto *row = new QListWidgetItem(tr("Error: %1").arg(error), m_issues);
        row->setForeground(Palette::color(Palette::Role::Error, m_issues->palette()));
    }
    for (const QString &warning : report.warnings) {
        auto *row = new QListWidgetItem(tr("Warning: %1").arg(warning), m_issues);
        row->setForeground(Palette::color(Palette::Role::Warning));
    }
    if (report.plan)
        for (const QString &missing : report.plan->missingPaths) {
            auto *row = new QListWidgetItem(tr("Missing: %1").arg(missing), m_issues);
            row->setForeground(Palette::color(Palette::Role::Error, m_issues->palette()));
        }
    switch (report.exitCode()) {
    case kernel::JobValidationReport::Valid:
        m_verdict->setText(u"<b>%1</b> %2"_s.arg(Palette::richText(Palette::Role::Ok, tr("Valid."), m_verdict->palette()),
                                                  tr("Nothing is dispatched until you create the run.").toHtmlEscaped()));
        break;
    case kernel::JobValidationReport::MissingPath:
        m_verdict->setText(u"<b>%1</b>"_s.arg(Palette::richText(Palette::Role::Error, tr("Valid shape, but a declared path does not exist."),
                                                               m_verdict->palette())));
        break;
    default:
        m_verdict->setText(Palette::richText(Palette::Role::Error, tr("Invalid: %n error(s).", nullptr, int(report.errors.size())),
                                              m_verdict->palette()));
    }
    if (report.plan) {
        QStringList lines = report.plan->consoleLines(kernel::KernelJob(m_document->json(), m_document->fileName()));
        lines << QString() << tr("Phases:");
        for (const QString &phase : report.plan->displayPhases())
            lines << u"  "_s + phase;
        m_plan->setPlainText(lines.join(u'\n'));
    } else {
        m_plan->setPlainText(tr("No plan: fix the errors first."));
    }
    m_create->setEnabled(report.exitCode() == kernel::JobValidationReport::Valid && !creating);
}

void JobEditor::createRun()
{
    if (!m_report || m_report->exitCode() != kernel::JobValidationReport::Valid || m_creation.isActive()
        || m_createAfterSave)
        return;
    // The run starts from the job file: write it first (off the GUI thread) when it differs.
    if (m_document->fileName().isEmpty() || m_document->isModified()) {
        m_createAfterSave = save();
        if (m_createAfterSave)
            showReport();
        return;
    }
    startCreation();
}

void JobEditor::startCreation()
{
    m_create->setEnabled(false);
    m_verdict->setText(tr("Creating the run\u2026"));
    // The registry, the job file and the machine are the service's, on a worker thread.
    m_creation = m_tasks.run(
        this, [service = m_services(), job = m_document->fileName(), machine = selectedMachine()] {
            return service.createRun(job, machine);
        },
        [this](const Result<kernel::CreatedRun> &created) {
            showReport();
            if (!created) {
                Q_EMIT message(created.error().message);
                m_verdict->setText(created.error().message);
                return;
            }
            Q_EMIT runCreated(created->localDir);
        });
}

} // namespace twb
