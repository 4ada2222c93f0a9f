#include "widgets/machines/machine_dialog.h"

#include "core/catalog/accelerator_type.h"
#include "core/registry/machine_validation.h"
#include "core/util/python_interpreter.h"
#include "widgets/common/field_problem_label.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QStringList splitList(const QString &text)
{
    static const QRegularExpression separators(u"[,\\s]+"_s);
    return text.split(separators, Qt::SkipEmptyParts);
}

// A value the form writes when the user left the field alone: null, an empty list, or what a
// missing key reads as (ssh.port 22, python3, ~/tpu-workbench).
bool isFormDefault(const std::string &key, const Json &value)
{
    static const MachineEntry blank;
    if (value.is_null() || (value.is_array() && value.empty()))
        return true;
    if (key == "port")
        return value == blank.ssh().port;
    if (key == "python")
        return value == toStd(blank.python());
    if (key == "remote_root")
        return value == toStd(blank.remoteRoot());
    return false;
}

// Drops from `object` the keys at their form default that `before` did not have, so that saving
// keeps the entry's shape: a MaxKernel-shape entry ({tpu_name, zone, project}) stays one, and a
// gcloud machine without ssh.port keeps taking its port from the OpenSSH config.
void dropUnsetDefaults(Json &object, const Json &before)
{
    for (auto it = object.begin(); it != object.end();) {
        const bool had = before.is_object() && before.contains(it.key());
        if (it->is_object() && (it.key() == "ssh" || it.key() == "workbench"))
            dropUnsetDefaults(*it, had ? before[it.key()] : Json());
        const bool empty = isFormDefault(it.key(), *it) || (it->is_object() && it->empty());
        it = !had && empty ? object.erase(it) : std::next(it);
    }
}

} // namespace

MachineDialog::MachineDialog(const MachineEntry &entry, std::vector<MachineEntry> otherMachines, bool isNew,
                             QWidget *parent)
    : QDialog(parent), m_original(entry), m_others(std::move(otherMachines))
{
    setWindowTitle(isNew ? tr("Add Machine") : tr("Edit Machine %1").arg(entry.name()));
    const SshSettings ssh = entry.ssh();

    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"mode"_s);
    m_mode->addItem(tr("TPU VM reached over SSH"), u"remote"_s);
    m_mode->addItem(tr("This machine (local)"), u"local"_s);
    m_mode->setCurrentIndex(entry.isLocal() ? 1 : 0);
    m_name = new QLineEdit(entry.tpuName(), this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. v5e-a (the TPU VM's name)"));
    m_accelerator = new QComboBox(this);
    m_accelerator->setObjectName(u"acceleratorType"_s);
    m_accelerator->setEditable(true);
    m_accelerator->addItem(QString());
    m_accelerator->addItems(AcceleratorType::commonSlices());
    m_accelerator->setCurrentText(entry.acceleratorType());
    m_acceleratorSummary = new QLabel(this);
    m_acceleratorSummary->setObjectName(u"acceleratorSummary"_s);
    // One line, always: the rows below must not move as the summary comes and goes.
    m_acceleratorSummary->setFixedHeight(m_acceleratorSummary->fontMetrics().height());
    m_hosts = new QLineEdit(entry.hosts().join(u", "_s), this);
    m_hosts->setObjectName(u"hosts"_s);
    m_hosts->setPlaceholderText(tr("worker 0, worker 1, ... (IP addresses or names)"));
    m_user = new QLineEdit(ssh.user, this);
    m_user->setObjectName(u"user"_s);
    m_user->setPlaceholderText(tr("from ~/.ssh/config or the settings"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(u"port"_s);
    m_port->setRange(0, 65535);
    m_port->setValue(ssh.port);
    m_identity = new QLineEdit(ssh.identityFile, this);
    m_identity->setObjectName(u"identityFile"_s);
    m_identity->setPlaceholderText(tr("ssh-agent, then ~/.ssh/id_* (e.g. ~/.ssh/google_compute_engine)"));
    m_proxyJump = new QLineEdit(ssh.proxyJump, this);
    m_proxyJump->setObjectName(u"proxyJump"_s);
    m_proxyJump->setPlaceholderText(tr("optional [user@]bastion[:port]"));
    m_python = new QLineEdit(entry.python(), this);
    m_python->setObjectName(u"python"_s);
    m_python->setToolTip(tr("The interpreter that runs the project there. This machine: the workbench's Python "
                            "environment (%1) when it is installed; `tpuwb doctor` shows what each machine's "
                            "interpreter has.")
                             .arg(PythonInterpreter::workbenchPythonEnv()));
    // As written: a local machine's relative folder stays relative to the workspace.
    m_remoteRoot = new QLineEdit(entry.remoteRootAsWritten().isEmpty() ? entry.remoteRoot() : entry.remoteRootAsWritten(), this);
    m_remoteRoot->setObjectName(u"remoteRoot"_s);
    m_remoteRoot->setToolTip(tr("Where runs live on the machine: <remote folder>/runs/<run id>. On this machine a "
                                "relative folder (\"remote\") is inside the workspace, so a copy of the workspace "
                                "writes into its own folder; a folder inside another workspace is refused."));
    m_labels = new QLineEdit(entry.labels().join(u", "_s), this);
    m_labels->setObjectName(u"labels"_s);
    m_zone = new QLineEdit(entry.zone(), this);
    m_zone->setObjectName(u"zone"_s);
    m_zone->setPlaceholderText(tr("with a project and no hosts: gcloud finds the workers"));
    m_project = new QLineEdit(entry.project(), this);
    m_project->setObjectName(u"project"_s);
    m_project->setPlaceholderText(tr("with a zone and no hosts: gcloud finds the workers"));
    m_workerCommand = new QLineEdit(entry.kernelWorkerCommand(), this);
    m_workerCommand->setPlaceholderText(tr("bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}"));
    m_workerCommand->setToolTip(tr("The command that runs one kernel-optimization iteration on this machine; "
                                   "{run_dir}, {target} and {python} are filled in, quoted. \"replay\" replays "
                                   "the recorded example run (for its own job only). Empty: kernel runs are "
                                   "refused on this machine."));

    auto *machineBox = new QGroupBox(tr("Machine"), this);
    auto *machineForm = new QFormLayout(machineBox);
    // Labels stay level with their field, not centred over the field and its problem line.
    const auto labelAlignment = Qt::AlignLeft | Qt::AlignTop;
    machineForm->setLabelAlignment(labelAlignment);
    addRow(machineForm, tr("Kind:"), m_mode, u"mode"_s);
    addRow(machineForm, tr("Name:"), m_name, u"name"_s);
    addRow(machineForm, tr("Accelerator type:"), m_accelerator, u"accelerator_type"_s);
    machineForm->addRow(QString(), m_acceleratorSummary);
    addRow(machineForm, tr("Hosts:"), m_hosts, u"hosts"_s);
    addRow(machineForm, tr("Labels:"), m_labels, u"labels"_s);

    auto *sshBox = new QGroupBox(tr("SSH"), this);
    auto *sshForm = new QFormLayout(sshBox);
    sshForm->setLabelAlignment(labelAlignment);
    addRow(sshForm, tr("User:"), m_user, u"ssh.user"_s);
    addRow(sshForm, tr("Port:"), m_port, u"ssh.port"_s);
    addRow(sshForm, tr("Key file:"), m_identity, u"ssh.identity_file"_s);
    addRow(sshForm, tr("Proxy jump:"), m_proxyJump, u"ssh.proxy_jump"_s);

    auto *runBox = new QGroupBox(tr("Running code"), this);
    auto *runForm = new QFormLayout(runBox);
    runForm->setLabelAlignment(labelAlignment);
    addRow(runForm, tr("Python:"), m_python, u"python"_s);
    addRow(runForm, tr("Remote folder:"), m_remoteRoot, u"remote_root"_s);
    addRow(runForm, tr("Kernel worker command:"), m_workerCommand, u"kernel_worker_command"_s);
    addRow(runForm, tr("GCP zone:"), m_zone, u"zone"_s);
    addRow(runForm, tr("GCP project:"), m_project, u"project"_s);

    m_otherProblem = new FieldProblemLabel(this);
    m_otherProblem->setObjectName(u"problem:other"_s);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The three groups scroll when the screen is short (1024x700): OK and Cancel stay in view.
    auto *fields = new QWidget;
    auto *fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    fieldsLayout->addWidget(machineBox);
    fieldsLayout->addWidget(sshBox);
    fieldsLayout->addWidget(runBox);
    fieldsLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"machineFields"_s);
    scroll->setWidget(fields);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_otherProblem);
    layout->addWidget(m_buttons);

    for (QLineEdit *edit : {m_name, m_hosts, m_user, m_identity, m_proxyJump, m_python, m_remoteRoot, m_labels,
                            m_zone, m_project, m_workerCommand})
        connect(edit, &QLineEdit::textChanged, this, &MachineDialog::validate);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        followModeWithPython();
        validate();
    });
    connect(m_accelerator, &QComboBox::currentTextChanged, this, &MachineDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &MachineDialog::validate);

    // A field is touched once the user types in it or leaves it; programmatic changes (the
    // entry being loaded) do not count.
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        const QString field = it.key();
        if (auto *edit = qobject_cast<QLineEdit *>(it.value())) {
            connect(edit, &QLineEdit::textEdited, this, [this, field] { touch(field); });
            connect(edit, &QLineEdit::editingFinished, this, [this, field] { touch(field); });
        }
    }
    connect(m_mode, &QComboBox::activated, this, [this] { touch(u"mode"_s); });
    connect(m_accelerator, &QComboBox::activated, this, [this] { touch(u"accelerator_type"_s); });
    connect(m_accelerator->lineEdit(), &QLineEdit::textEdited, this, [this] { touch(u"accelerator_type"_s); });
    connect(m_accelerator->lineEdit(), &QLineEdit::editingFinished, this, [this] { touch(u"accelerator_type"_s); });
    connect(m_port, &QSpinBox::editingFinished, this, [this] { touch(u"ssh.port"_s); });
    connect(m_port, &QSpinBox::valueChanged, this, [this] {
        if (m_port->hasFocus())
            touch(u"ssh.port"_s);
    });
    m_showAll = !isNew;
    if (isNew)
        followModeWithPython();
    validate();
    // Tall enough for every field where the screen allows it, never taller than a 1024x700 one.
    resize(680, std::min(fields->sizeHint().height() + m_buttons->sizeHint().height() + 40, 640));
}

MachineDialog::~MachineDialog()
{
    // ~QDialog hides the window, which takes the focus from a field: its editingFinished must
    // not reach this half-destroyed dialog.
    for (QWidget *editor : std::as_const(m_editors))
        editor->disconnect(this);
    m_accelerator->lineEdit()->disconnect(this);
}

// This machine's interpreter defaults to the workbench's (its Python environment when installed),
// a TPU VM's to python3; the field follows the kind only while it holds the other kind's default.
void MachineDialog::followModeWithPython()
{
    const bool local = m_mode->currentData().toString() == u"local"_s;
    const QString here = PythonInterpreter::defaultPython();
    const QString remote = MachineEntry().python();
    const QString now = m_python->text().trimmed();
    if (local && (now.isEmpty() || now == remote))
        m_python->setText(here);
    else if (!local && now == here)
        m_python->setText(remote);
    // The runs folder likewise: this machine's lives in the workspace, a TPU VM's in its home.
    const QString workspaceRoot = MachineEntry::kLocalRemoteRoot;
    const QString homeRoot = MachineEntry().remoteRoot();
    const QString root = m_remoteRoot->text().trimmed();
    if (local && (root.isEmpty() || root == homeRoot))
        m_remoteRoot->setText(workspaceRoot);
    else if (!local && root == workspaceRoot)
        m_remoteRoot->setText(homeRoot);
}

void MachineDialog::addRow(QFormLayout *form, const QString &label, QWidget *editor, const QString &field)
{
    m_editors.insert(field, editor);
    // Only the fields validateMachine checks get a problem line (the others would only add
    // empty lines); a problem of any other field goes to the line above the buttons.
    static const QSet<QString> checked{u"mode"_s, u"name"_s, u"accelerator_type"_s, u"hosts"_s, u"ssh.port"_s};
    if (!checked.contains(field)) {
        form->addRow(label, editor);
        return;
    }
    auto *problem = new FieldProblemLabel(this);
    problem->setObjectName(u"problem:"_s + field);
    auto *cell = new QWidget(this);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(1);
    cellLayout->addWidget(editor);
    cellLayout->addWidget(problem);
    form->addRow(label, cell);
    m_problemLabels.insert(field, problem);
}

MachineEntry MachineDialog::entry() const
{
    MachineEntry entry = m_original;
    const bool local = m_mode->currentData().toString() == u"local"_s;
    entry.setMode(local ? MachineEntry::Mode::Local : MachineEntry::Mode::Remote);
    entry.setTpuName(m_name->text().trimmed());
    entry.setAcceleratorType(m_accelerator->currentText().trimmed());
    entry.setHosts(splitList(m_hosts->text()));
    entry.setSsh({m_user->text().trimmed(), m_port->value(), m_identity->text().trimmed(), m_proxyJump->text().trimmed()});
    entry.setPython(m_python->text().trimmed());
    entry.setRemoteRoot(m_remoteRoot->text().trimmed());
    entry.setLabels(splitList(m_labels->text()));
    entry.setZone(m_zone->text().trimmed());
    entry.setProject(m_project->text().trimmed());
    entry.setKernelWorkerCommand(m_workerCommand->text().trimmed());
    Json json = entry.toJson();
    const Json &before = m_original.toJson();
    dropUnsetDefaults(json, before);
    // Nor is a mode that says what MaxKernel assumes anyway (remote with a tpu_name, else local).
    if ((json.value("mode", "") == "remote") == json.contains("tpu_name"))
        json.erase("mode");
    if (auto shaped = MachineEntry::fromJson(json, u"tpu_config.json"_s))
        return *shaped;
    return entry;
}

void MachineDialog::validate()
{
    const bool local = m_mode->currentData().toString() == u"local"_s;
    for (QWidget *remoteOnly : {static_cast<QWidget *>(m_hosts), static_cast<QWidget *>(m_user),
                                static_cast<QWidget *>(m_port), static_cast<QWidget *>(m_identity),
                                static_cast<QWidget *>(m_proxyJump)})
        remoteOnly->setEnabled(!local);

    const QString type = m_accelerator->currentText().trimmed();
    if (type.isEmpty()) {
        m_acceleratorSummary->setText(local ? tr("No TPU: runs use the CPU.") : QString());
    } else if (const auto parsed = AcceleratorType::parse(type)) {
        m_acceleratorSummary->setText(parsed->summary());
    } else {
        m_acceleratorSummary->clear();
    }

    m_problems.clear();
    for (const FieldProblem &problem : validateMachine(entry(), m_others))
        if (!m_problems.contains(problem.field))
            m_problems.insert(problem.field, problem.message);
    showProblems();
}

QHash<QString, QString> MachineDialog::shownProblems() const
{
    QHash<QString, QString> shown;
    for (auto it = m_problems.cbegin(); it != m_problems.cend(); ++it)
        if (m_showAll || m_touched.contains(it.key()))
            shown.insert(it.key(), it.value());
    return shown;
}

void MachineDialog::showProblems()
{
    const QHash<QString, QString> shown = shownProblems();
    for (auto it = m_problemLabels.begin(); it != m_problemLabels.end(); ++it)
        it.value()->setProblem(shown.value(it.key()));
    QStringList other;
    for (auto it = shown.cbegin(); it != shown.cend(); ++it)
        if (!m_problemLabels.contains(it.key()))
            other << it.value();
    m_otherProblem->setProblem(other.join(u' '));
}

void MachineDialog::touch(const QString &field)
{
    if (m_touched.contains(field))
        return;
    m_touched.insert(field);
    showProblems();
}

void MachineDialog::accept()
{
    if (m_problems.isEmpty()) {
        QDialog::accept();
        return;
    }
    // Say what is missing, all of it, and go to the first field that needs work.
    m_showAll = true;
    showProblems();
    for (const QString &field : {u"mode"_s, u"name"_s, u"accelerator_type"_s, u"hosts"_s, u"ssh.port"_s}) {
        if (m_problems.contains(field)) {
            if (QWidget *editor = m_editors.value(field))
                editor->setFocus(Qt::OtherFocusReason);
            break;
        }
    }
}

} // namespace twb
