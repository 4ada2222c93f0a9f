#include "widgets/experiments/new_study_dialog.h"

#include "core/ablation/seed_spread.h"
#include "core/catalog/accelerator_type.h"
#include "core/registry/registry.h"
#include "core/services/run_service.h"
#include "core/services/step_time_probe.h"
#include "core/services/study_creation.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kPreviewDelayMs = 250;

struct Created
{
    QString error;
    QString experimentDir;
    QString planFile;
    QString markdown;
};

// "key=value key=value" as typed; an item without '=' is an error naming it.
QList<QPair<QString, QString>> parseSettings(const QString &text, QString *error)
{
    QList<QPair<QString, QString>> settings;
    for (const QString &item : text.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        if (eq <= 0) {
            *error = NewStudyDialog::tr("Base settings: \"%1\" is not key=value (e.g. train.max_steps=500).").arg(item);
            return {};
        }
        settings.append({item.left(eq), item.mid(eq + 1)});
    }
    return settings;
}

} // namespace

NewStudyDialog::NewStudyDialog(WorkbenchSession &session, QWidget *parent) : QDialog(parent), m_session(session)
{
    setObjectName(u"newStudy"_s);
    setWindowTitle(tr("New Study"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"studyName"_s);
    m_name->setPlaceholderText(tr("lr-warmup-study"));
    m_idea = new QPlainTextEdit(this);
    m_idea->setObjectName(u"studyIdea"_s);
    m_idea->setPlaceholderText(tr("The research idea, in a sentence or two"));
    m_idea->setMaximumHeight(70);
    m_hypothesis = new QLineEdit(this);
    m_hypothesis->setObjectName(u"studyHypothesis"_s);
    m_hypothesis->setPlaceholderText(tr("What the study tests, e.g. a shorter warm-up reaches a lower eval loss"));

    m_variables = new QTableWidget(0, 2, this);
    m_variables->setObjectName(u"studyVariables"_s);
    //: Column of the variables table: the experiment field a study varies.
    m_variables->setHorizontalHeaderLabels({tr("Field"), tr("Values")});
    m_variables->horizontalHeader()->setStretchLastSection(true);
    m_variables->verticalHeader()->hide();
    m_variables->setMinimumHeight(90);
    auto *add = new QPushButton(tr("Add Variable"), this);
    add->setObjectName(u"addVariable"_s);
    auto *remove = new QPushButton(tr("Remove Variable"), this);
    remove->setObjectName(u"removeVariable"_s);

    m_metric = new QComboBox(this);
    m_metric->setObjectName(u"studyMetric"_s);
    m_metric->addItems(StudyPlan::knownMetrics());
    m_metric->setCurrentText(u"eval/loss"_s);
    m_seeds = new QSpinBox(this);
    m_seeds->setObjectName(u"studySeeds"_s);
    m_seeds->setRange(1, 64);
    m_seeds->setValue(3);
    m_accelerator = new QComboBox(this);
    m_accelerator->setObjectName(u"studyAccelerator"_s);
    m_accelerator->setEditable(true);
    m_accelerator->addItems(AcceleratorType::commonSlices());
    m_accelerator->setCurrentText(u"v5litepod-8"_s);
    m_settings = new QLineEdit(this);
    m_settings->setObjectName(u"studySettings"_s);
    m_settings->setPlaceholderText(tr("train.max_steps=5000 model.d_model=1024 (optional)"));
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"studyMachine"_s);
    m_machine->addItem(tr("This computer (CPU smoke run, scaled)"), QString());
    m_measure = new QCheckBox(tr("Measure the step time with a short run"), this);
    m_measure->setObjectName(u"studyMeasure"_s);
    m_measure->setChecked(true);
    m_steps = new QSpinBox(this);
    m_steps->setObjectName(u"studySteps"_s);
    m_steps->setRange(StepTimeProbe::kWarmupSteps + 1, 1000);
    m_steps->setValue(StepTimeProbe::kDefaultSteps);
    m_steps->setSuffix(tr(" steps"));

    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(u"studyPreview"_s);
    m_preview->setReadOnly(true);
    m_status = new QLabel(this);
    m_status->setObjectName(u"studyStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->hide();
    m_create = new QPushButton(tr("Create Study"), this);
    m_create->setObjectName(u"createStudy"_s);
    m_create->setDefault(true);
    m_stop = new QPushButton(tr("Stop Measuring"), this);
    m_stop->setObjectName(u"stopMeasuring"_s);
    m_stop->hide();
    auto *close = new QPushButton(tr("Close"), this);

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Idea:"), m_idea);
    form->addRow(tr("Hypothesis:"), m_hypothesis);
    auto *variableButtons = new QHBoxLayout;
    variableButtons->addWidget(add);
    variableButtons->addWidget(remove);
    variableButtons->addStretch(1);
    auto *variables = new QVBoxLayout;
    variables->addWidget(m_variables);
    variables->addLayout(variableButtons);
    form->addRow(tr("Vary:"), variables);
    form->addRow(tr("Metric:"), m_metric);
    form->addRow(tr("Seeds per cell:"), m_seeds);
    form->addRow(tr("Slice:"), m_accelerator);
    form->addRow(tr("Base settings:"), m_settings);
    auto *measure = new QHBoxLayout;
    measure->addWidget(m_measure);
    measure->addWidget(m_steps);
    measure->addStretch(1);
    form->addRow(tr("Measure on:"), m_machine);
    form->addRow(QString(), measure);
    auto *formWidget = new QWidget(this);
    formWidget->setLayout(form);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(formWidget);
    splitter->addWidget(m_preview);
    splitter->setSizes({480, 520});
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_create);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    resize(1000, 640);

    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(kPreviewDelayMs);
    connect(m_previewTimer, &QTimer::timeout, this, &NewStudyDialog::updatePreview);
    for (QLineEdit *edit : {m_name, m_hypothesis, m_settings})
        connect(edit, &QLineEdit::textChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_idea, &QPlainTextEdit::textChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_variables, &QTableWidget::itemChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_metric, &QComboBox::currentTextChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_seeds, &QSpinBox::valueChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_accelerator, &QComboBox::currentTextChanged, this, &NewStudyDialog::schedulePreview);
    connect(m_machine, &QComboBox::currentIndexChanged, this, [this] {
        // A TPU machine plans for its own slice.
        const QString type = m_machine->currentData(Qt::UserRole + 1).toString();
        if (AcceleratorType::parse(type))
            m_accelerator->setCurrentText(type);
        schedulePreview();
    });
    connect(m_measure, &QCheckBox::toggled, m_steps, &QWidget::setEnabled);
    connect(add, &QPushButton::clicked, this, [this] {
        addVariable({}, {});
        m_variables->editItem(m_variables->item(m_variables->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_variables->currentRow() >= 0)
            m_variables->removeRow(m_variables->currentRow());
        schedulePreview();
    });
    connect(m_create, &QPushButton::clicked, this, &NewStudyDialog::create);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_stopFlag)
            m_stopFlag->store(true);
        m_stop->setEnabled(false);
        setStatus(tr("Stopping the measuring run..."), false);
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    addVariable(u"train.lr"_s, u"1e-4, 3e-4, 1e-3"_s);
    loadMachines();
    schedulePreview();
}

NewStudyDialog::~NewStudyDialog()
{
    // A measuring run still going is stopped; the group waits briefly for the job to notice.
    if (m_stopFlag)
        m_stopFlag->store(true);
}

void NewStudyDialog::addVariable(const QString &path, const QString &values)
{
    const QSignalBlocker quiet(m_variables);
    const int row = m_variables->rowCount();
    m_variables->insertRow(row);
    m_variables->setItem(row, 0, new QTableWidgetItem(path));
    m_variables->setItem(row, 1, new QTableWidgetItem(values));
    m_variables->resizeColumnToContents(0);
    schedulePreview();
}

StudyRequest NewStudyDialog::request() const
{
    StudyRequest request;
    request.name = m_name->text().trimmed();
    request.idea = m_idea->toPlainText().trimmed();
    request.hypothesis = m_hypothesis->text().trimmed();
    for (int row = 0; row < m_variables->rowCount(); ++row) {
        const QString path = m_variables->item(row, 0) ? m_variables->item(row, 0)->text().trimmed() : QString();
        const QString values = m_variables->item(row, 1) ? m_variables->item(row, 1)->text().trimmed() : QString();
        if (!path.isEmpty() || !values.isEmpty())
            request.variables << path + u'=' + values;
    }
    request.metric = m_metric->currentText();
    request.seeds = m_seeds->value();
    request.experiment.acceleratorType = m_accelerator->currentText().trimmed();
    QString ignored;
    request.experiment.settings = parseSettings(m_settings->text(), &ignored);
    const QString machine = m_machine->currentData().toString();
    if (!machine.isEmpty())
        request.machines << machine;
    return request;
}

void NewStudyDialog::schedulePreview()
{
    if (!m_creating)
        m_previewTimer->start();
}

void NewStudyDialog::updatePreview()
{
    QString settingsError;
    parseSettings(m_settings->text(), &settingsError);
    const StudyRequest request = this->request();
    if (request.name.isEmpty() || !settingsError.isEmpty()) {
        setStatus(settingsError.isEmpty() ? tr("Name the study to see its plan.") : settingsError, !settingsError.isEmpty());
        m_create->setEnabled(false);
        Q_EMIT previewUpdated();
        return;
    }
    m_previewTask.cancel();
    const QString workspace = m_session.workspaceDir();
    const QString notMeasured = tr("measured when the study is created");
    m_previewTask = m_tasks.run(
        this,
        [workspace, request, notMeasured]() -> Created {
            auto draft = StudyBuilder::prepare(workspace, request);
            if (!draft)
                return {draft.error().message, {}, {}, {}};
            const auto spread = SeedSpread::fromWorkspace(workspace, draft->spec.metric().name);
            const StudyPlan plan = StudyBuilder::plan(*draft, request, std::nullopt, notMeasured, spread);
            return {{}, draft->experimentDir, draft->planFile, plan.markdown()};
        },
        [this](const Created &preview) {
            if (!preview.error.isEmpty()) {
                setStatus(preview.error, true);
                m_create->setEnabled(false);
            } else {
                m_preview->setPlainText(preview.markdown);
                // A study states what it tests: the plan previews without, but is not created without.
                const bool stated = !m_idea->toPlainText().trimmed().isEmpty() && !m_hypothesis->text().trimmed().isEmpty();
                setStatus(stated ? tr("Creates %1, its ablation and plan.md.").arg(QDir::toNativeSeparators(preview.experimentDir))
                                 : tr("Write the idea and its hypothesis to create the study."),
                          false);
                m_create->setEnabled(stated);
            }
            Q_EMIT previewUpdated();
        });
}

void NewStudyDialog::loadMachines()
{
    const QString path = m_session.registryPath();
    m_tasks.run(
        this,
        [path] {
            QList<std::tuple<QString, QString, bool>> machines;
            if (auto registry = Registry::load(path))
                for (const auto &entry : registry->entries())
                    machines.append({entry.name(), entry.acceleratorType(), entry.isLocal()});
            return machines;
        },
        [this](const QList<std::tuple<QString, QString, bool>> &machines) {
            const QSignalBlocker quiet(m_machine);
            for (const auto &[name, type, local] : machines) {
                m_machine->addItem(local ? tr("%1 (local: CPU run, scaled)").arg(name) : tr("%1 (%2)").arg(name, type), name);
                m_machine->setItemData(m_machine->count() - 1, type, Qt::UserRole + 1);
            }
            Q_EMIT machinesLoaded();
        });
}

void NewStudyDialog::create()
{
    if (m_creating)
        return;
    const StudyRequest request = this->request();
    const QString workspace = m_session.workspaceDir();
    // The session's service: its blocking calls are safe on the worker, and it outlives us.
    RunService *service = &m_session.runService();
    const bool measure = m_measure->isChecked();
    const int steps = m_steps->value();
    const QString machine = request.machines.value(0);
    const QString notAsked = tr("the study was created without a measuring run");
    m_stopFlag = std::make_shared<std::atomic<bool>>(false);
    auto stop = m_stopFlag;
    QPointer<NewStudyDialog> self(this);
    setCreating(true);
    setStatus(tr("Writing the experiment and the ablation..."), false);
    m_tasks.run(
        this,
        [=](const TaskToken &token) -> Created {
            auto draft = StudyBuilder::prepare(workspace, request);
            if (!draft)
                return {draft.error().message, {}, {}, {}};
            const auto progress = [&token, self](const QString &message) {
                token.post([self, message] {
                    if (self) {
                        self->m_status->setText(message);
                        Q_EMIT self->progress(message);
                    }
                });
            };
            const auto cancelled = [&token, stop] { return stop->load() || token.stopRequested(); };
            StudyCreation::Options options;
            options.measure = measure;
            options.machine = machine;
            options.steps = steps;
            options.notAsked = notAsked;
            auto created = StudyCreation::run(*draft, request, service, options, progress, cancelled);
            if (!created)
                return {created.error().message, {}, {}, {}};
            const StudyPlan &plan = created->plan;
            return {{}, draft->experimentDir, draft->planFile, plan.markdown()};
        },
        [this](const Created &created) {
            setCreating(false);
            if (!created.error.isEmpty()) {
                setStatus(created.error, true);
                Q_EMIT creationFailed(created.error);
                return;
            }
            m_preview->setPlainText(created.markdown);
            setStatus(tr("Wrote %1.").arg(QDir::toNativeSeparators(created.planFile)), false);
            Q_EMIT studyCreated(created.experimentDir, created.planFile);
        });
}

void NewStudyDialog::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    Palette::setTextRole(m_status, error ? std::optional(Palette::Role::Error) : std::nullopt);
}

void NewStudyDialog::setCreating(bool creating)
{
    m_creating = creating;
    m_create->setEnabled(!creating);
    m_progress->setVisible(creating);
    m_stop->setVisible(creating && m_measure->isChecked());
    m_stop->setEnabled(creating);
    for (QWidget *input : std::initializer_list<QWidget *>{m_name, m_idea, m_hypothesis, m_variables, m_metric, m_seeds,
                                                           m_accelerator, m_settings, m_machine, m_measure, m_steps})
        input->setEnabled(!creating);
}

} // namespace twb
