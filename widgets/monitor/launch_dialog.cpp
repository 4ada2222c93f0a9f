#include "widgets/monitor/launch_dialog.h"

#include "core/registry/probe_finding.h"
#include "core/runs/launch_settings.h"
#include "core/runs/run_device.h"
#include "core/workspace/workspace.h"
#include "widgets/common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

const QString kRecentExperiments = u"launch/recentExperiments"_s;
const QString kLastMachine = u"launch/machine"_s;
constexpr int kRecentCount = 8;
constexpr int kCheckDelayMs = 150;

QStringList namesOf(const std::vector<MachineEntry> &machines)
{
    QStringList names;
    for (const MachineEntry &machine : machines)
        names << machine.name();
    return names;
}

} // namespace

LaunchDialog::LaunchDialog(const QStringList &machines, const QString &workspaceDir, QWidget *parent)
    : QDialog(parent), m_workspaceDir(workspaceDir), m_experimentsDir(Workspace(workspaceDir).experimentsDir())
{
    setWindowTitle(tr("Launch a run"));
    setObjectName(u"launchDialog"_s);
    auto *form = new QFormLayout(this);

    auto *experimentRow = new QHBoxLayout;
    m_experiment = new QComboBox(this);
    m_experiment->setObjectName(u"experimentDir"_s);
    m_experiment->setEditable(true);
    m_experiment->setInsertPolicy(QComboBox::NoInsert);
    m_experiment->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_experiment->setMinimumContentsLength(40);
    m_experiment->lineEdit()->setPlaceholderText(tr("a scaffolded project folder, or an experiment's name"));
    m_experiment->setToolTip(tr("A relative folder is taken inside the workspace %1.").arg(workspaceDir));
    // The last launched first; QSettings keeps them in memory after the first read.
    QSettings settings;
    m_experiment->addItems(settings.value(kRecentExperiments).toStringList());
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse…"));
    experimentRow->addWidget(m_experiment, 1);
    experimentRow->addWidget(browse);
    form->addRow(tr("Experiment:"), experimentRow);

    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"machine"_s);
    m_machine->addItems(machines);
    if (const int last = m_machine->findText(settings.value(kLastMachine).toString()); last >= 0)
        m_machine->setCurrentIndex(last);
    form->addRow(tr("Machine:"), m_machine);

    // More machines of the same accelerator type make one multislice job (RunService checks
    // that they fit together); offered only when there is more than one machine.
    m_slices = new QListWidget(this);
    m_slices->setObjectName(u"moreSlices"_s);
    m_slices->setToolTip(tr("Check machines of the same accelerator type to train as one multislice job: one "
                            "slice per machine, joined over DCN, the machine above as slice 0, the checked ones "
                            "after it in this order."));
    m_slices->setMaximumHeight(4 * m_slices->fontMetrics().lineSpacing() + 4 * m_slices->frameWidth());
    m_slices->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    form->addRow(tr("More slices:"), m_slices);
    form->setRowVisible(m_slices, machines.size() > 1);
    fillSlices();

    auto *seedRow = new QHBoxLayout;
    m_useSeed = new QCheckBox(tr("Override the seed:"), this);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setEnabled(false);
    seedRow->addWidget(m_useSeed);
    seedRow->addWidget(m_seed, 1);
    form->addRow(tr("Seed:"), seedRow);

    m_settings = new QLineEdit(this);
    m_settings->setObjectName(u"settings"_s);
    m_settings->setPlaceholderText(tr("train.lr=0.001 model.moe.top_k=1"));
    form->addRow(tr("Set fields:"), m_settings);

    m_device = new QComboBox(this);
    m_device->setObjectName(u"device"_s);
    m_device->addItem(tr("TPU"), run_device::kTpu);
    m_device->addItem(tr("CPU smoke mode (plain PyTorch, --device cpu), for machines without TPUs"), run_device::kCpu);
    m_device->addItem(tr("XLA on CPU (torch_xla, --device xla-cpu): the TPU code path on one host"), run_device::kXlaCpu);
    m_device->setItemData(2,
                          tr("The TPU code path (mesh, sharding, torch_xla.step) under torch_xla's CPU runtime, with as "
                             "many virtual devices as the mesh has, on one host. The machine's python needs torch_xla "
                             "(the workbench's Python environment has it; `tpuwb doctor` shows what each machine has)."),
                          Qt::ToolTipRole);
    form->addRow(tr("Device:"), m_device);

    m_extra = new QLineEdit(this);
    m_extra->setObjectName(u"extraArguments"_s);
    m_extra->setPlaceholderText(tr("more train.py arguments, e.g. --max-steps 200"));
    form->addRow(tr("Arguments:"), m_extra);

    m_maxRestarts = new QSpinBox(this);
    m_maxRestarts->setObjectName(u"maxRestarts"_s);
    m_maxRestarts->setRange(0, 100);
    m_maxRestarts->setToolTip(tr("How many times the run is resumed from its last checkpoint by itself when its "
                                 "gcloud TPU VM was preempted and is READY again (run.json's max_restarts)."));
    form->addRow(tr("Restarts after preemption:"), m_maxRestarts);

    m_preflight = new QCheckBox(tr("Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)"), this);
    m_preflight->setChecked(true);
    form->addRow(QString(), m_preflight);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problem"_s);
    Palette::setTextRole(m_problem, Palette::Role::Error);
    m_problem->setWordWrap(true);
    // Two lines kept free: the buttons stay put as problems come and go.
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Launch"));
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_useSeed, &QCheckBox::toggled, m_seed, &QSpinBox::setEnabled);
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Experiment folder"), m_experimentsDir);
        if (!dir.isEmpty())
            m_experiment->setCurrentText(dir);
    });
    connect(m_experiment, &QComboBox::currentTextChanged, this, &LaunchDialog::validate);
    connect(m_device, &QComboBox::currentIndexChanged, this, &LaunchDialog::validate);
    connect(m_device, &QComboBox::activated, this, [this] { m_cpuChosenForMachine = false; });  // the user's choice
    // The slices' checks change no text: validate on them too (XLA on CPU refuses more slices).
    connect(m_slices, &QListWidget::itemChanged, this, &LaunchDialog::validate);
    for (auto *edit : {m_settings, m_extra})
        connect(edit, &QLineEdit::textChanged, this, &LaunchDialog::validate);
    connect(m_machine, &QComboBox::currentIndexChanged, this, [this] {
        fillSlices();
        chooseDeviceForMachine();
        validate();
    });
    m_checks = new TaskGroup(this);
    m_checkDelay = new QTimer(this);
    m_checkDelay->setSingleShot(true);
    m_checkDelay->setInterval(kCheckDelayMs);
    connect(m_checkDelay, &QTimer::timeout, this, &LaunchDialog::startProjectCheck);
    validate();
}

LaunchDialog::LaunchDialog(const std::vector<MachineEntry> &machines, const QString &workspaceDir, QWidget *parent)
    : LaunchDialog(namesOf(machines), workspaceDir, parent)
{
    for (const MachineEntry &machine : machines)
        m_entries.insert(machine.name(), machine);
    chooseDeviceForMachine();
    validate();
}

void LaunchDialog::chooseDeviceForMachine()
{
    const auto entry = m_entries.constFind(machine());
    const bool cpuOnly = entry != m_entries.cend() && ProbeFinding::foundNoTpu(*entry);
    if (cpuOnly && run_device::needsTpu(device())) {
        setDevice(run_device::kCpu);
        m_cpuChosenForMachine = true;
    } else if (!cpuOnly && std::exchange(m_cpuChosenForMachine, false) && device() == run_device::kCpu) {
        setDevice(run_device::kTpu);  // the CPU was this dialog's choice for the machine before
    }
}

QString LaunchDialog::tpuRefusal() const
{
    if (!run_device::needsTpu(device()))
        return {};
    const QStringList slices = sliceMachines();
    for (const QString &name : slices.isEmpty() ? QStringList{machine()} : slices) {
        const auto entry = m_entries.constFind(name);
        if (entry != m_entries.cend() && ProbeFinding::foundNoTpu(*entry))
            return tr("%1; choose CPU or XLA on CPU as the device, or a TPU machine.").arg(ProbeFinding::describe(*entry));
    }
    return {};
}

void LaunchDialog::setExperimentDir(const QString &dir)
{
    m_experiment->setCurrentText(dir);
}

QString LaunchDialog::experimentDir() const
{
    // Once checked, the folder the check resolved; before, resolved here (one stat).
    if (m_checkedGeneration == m_generation && !m_checkedDir.isEmpty())
        return m_checkedDir;
    return resolveExperimentDir(m_experiment->currentText(), m_workspaceDir);
}

QString LaunchDialog::resolveExperimentDir(const QString &text, const QString &workspaceDir)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    if (trimmed == u"~"_s || trimmed.startsWith(u"~/"_s))
        return QDir::cleanPath(QDir::homePath() + trimmed.mid(1));
    if (QDir::isAbsolutePath(trimmed))
        return QDir::cleanPath(trimmed);
    const Workspace workspace(workspaceDir);
    const QString named = QDir(workspace.experimentsDir()).filePath(trimmed);
    if (!trimmed.contains(u'/') && QFileInfo::exists(named + u"/launch.sh"_s))
        return QDir::cleanPath(named);
    return QDir::cleanPath(QDir(workspaceDir).filePath(trimmed));
}

void LaunchDialog::setMachine(const QString &machine)
{
    m_machine->setCurrentText(machine);
}

void LaunchDialog::setDevice(const QString &device)
{
    m_cpuChosenForMachine = false;
    if (const int index = m_device->findData(device); index >= 0)
        m_device->setCurrentIndex(index);
}

QString LaunchDialog::device() const
{
    return m_device->currentData().toString();
}

QString LaunchDialog::machine() const
{
    return m_machine->currentText();
}

QStringList LaunchDialog::sliceMachines() const
{
    QStringList checked;
    for (int i = 0; i < m_slices->count(); ++i)
        if (m_slices->item(i)->checkState() == Qt::Checked)
            checked << m_slices->item(i)->text();
    if (checked.isEmpty())
        return {};
    return QStringList{machine()} + checked;
}

void LaunchDialog::setSliceMachines(const QStringList &machines)
{
    if (!machines.isEmpty())
        setMachine(machines.first());
    for (int i = 0; i < m_slices->count(); ++i)
        m_slices->item(i)->setCheckState(machines.mid(1).contains(m_slices->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}

// Every machine but slice 0, keeping the checks of those that stay.
void LaunchDialog::fillSlices()
{
    const QStringList checked = sliceMachines().mid(1);
    m_slices->clear();
    for (int i = 0; i < m_machine->count(); ++i) {
        if (i == m_machine->currentIndex())
            continue;
        auto *item = new QListWidgetItem(m_machine->itemText(i), m_slices);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

Result<LaunchRequest> LaunchDialog::request() const
{
    LaunchRequest r;
    if (m_experiment->currentText().trimmed().isEmpty())
        return fail(Error::invalid(tr("Choose a scaffolded project folder (one with launch.sh)."), tr("Experiment")));
    r.experimentDir = experimentDir();
    r.machine = machine();
    if (r.machine.isEmpty())
        return fail(Error::invalid(tr("Add a machine in the Machines panel first."), tr("Machine")));
    r.device = device();
    if (const QString refusal = tpuRefusal(); !refusal.isEmpty())
        return fail(Error::invalid(refusal, tr("Device")));
    for (const QString &name : sliceMachines())
        r.slices.append(RunSlice{name, {}});   // RunService fills the hosts from the registry
    if (run_device::oneHostOnly(r.device) && !r.slices.isEmpty())
        return fail(Error::invalid(tr("XLA on CPU runs on one host: uncheck the other slices, or choose the TPU or "
                                      "the CPU smoke mode for a multislice run."),
                                   tr("Device")));
    if (m_useSeed->isChecked())
        r.seed = m_seed->value();
    auto settings = LaunchSettings::parse(QProcess::splitCommand(m_settings->text()));
    if (!settings)
        return fail(Error::invalid(settings.error().message, tr("Set fields")));
    r.settings = *settings;
    r.extraArguments = QProcess::splitCommand(m_extra->text());
    r.skipPreflight = !m_preflight->isChecked();
    r.maxRestarts = m_maxRestarts->value();
    return r;
}

void LaunchDialog::accept()
{
    // A misspelt --set key must not launch a run with the default value: Launch waits for the
    // check of the fields as they are now.
    if (!request())
        return;
    if (!projectChecked()) {
        m_acceptWhenChecked = m_checkedGeneration != m_generation;
        return;
    }
    remember();
    QDialog::accept();
}

void LaunchDialog::remember() const
{
    QSettings settings;
    QStringList recent = settings.value(kRecentExperiments).toStringList();
    const QString dir = experimentDir();
    recent.removeAll(dir);
    recent.prepend(dir);
    settings.setValue(kRecentExperiments, recent.mid(0, kRecentCount));
    settings.setValue(kLastMachine, machine());
}

LaunchDialog::ProjectCheck LaunchDialog::checkProject(const QString &text, const QString &workspaceDir,
                                                   const QList<QPair<QString, QString>> &settings)
{
    ProjectCheck out;
    out.resolvedDir = resolveExperimentDir(text, workspaceDir);
    if (!QFileInfo::exists(out.resolvedDir + u"/launch.sh"_s)) {
        out.problem = tr("%1 is not a scaffolded project (it has no launch.sh). Choose one of the workspace's "
                         "experiments, or scaffold one in the Experiments panel.")
                          .arg(out.resolvedDir);
        return out;
    }
    if (auto checked = LaunchSettings::check(out.resolvedDir, settings); !checked)
        out.problem = checked.error().message;
    return out;
}

void LaunchDialog::validate()
{
    ++m_generation;
    m_acceptWhenChecked = false;
    m_checkDelay->stop();
    const auto r = request();
    if (auto *box = findChild<QDialogButtonBox *>())
        box->button(QDialogButtonBox::Ok)->setEnabled(false);
    if (!r) {
        showProblem(r.error().message);
        return;
    }
    m_checkDelay->start();
}

void LaunchDialog::startProjectCheck()
{
    const quint64 generation = m_generation;
    auto settings = LaunchSettings::parse(QProcess::splitCommand(m_settings->text()));
    if (!settings)
        return;  // validate() has shown the parse error
    m_checks->run(this,
                  [text = m_experiment->currentText(), workspace = m_workspaceDir, settings = *settings] {
                      return checkProject(text, workspace, settings);
                  },
                  [this, generation](const ProjectCheck &check) {
                       if (generation != m_generation)
                           return;  // edited since: a newer check follows
                       m_checkedGeneration = generation;
                       m_checkedDir = check.resolvedDir;
                       m_checkPassed = check.problem.isEmpty();
                       showProblem(check.problem);
                       if (auto *box = findChild<QDialogButtonBox *>())
                           box->button(QDialogButtonBox::Ok)->setEnabled(m_checkPassed);
                       Q_EMIT projectCheckFinished(m_checkPassed);
                       if (m_checkPassed && std::exchange(m_acceptWhenChecked, false))
                           accept();
                   });
}

void LaunchDialog::showProblem(const QString &problem)
{
    m_problem->setText(problem);
}

} // namespace twb
