#include "widgets/monitor/launch_dialog.h"
#include "widgets/common/palette.h"

#include "core/runs/launch_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace twb {

LaunchDialog::LaunchDialog(const QStringList &machines, const QString &experimentsDir, QWidget *parent)
    : QDialog(parent), m_experimentsDir(experimentsDir)
{
    setWindowTitle(tr("Launch a run"));
    setObjectName(u"launchDialog"_s);
    auto *form = new QFormLayout(this);

    auto *experimentRow = new QHBoxLayout;
    m_experiment = new QLineEdit(this);
    m_experiment->setObjectName(u"experimentDir"_s);
    m_experiment->setPlaceholderText(tr("a scaffolded project folder"));
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse…"));
    experimentRow->addWidget(m_experiment, 1);
    experimentRow->addWidget(browse);
    form->addRow(tr("Experiment:"), experimentRow);

    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"machine"_s);
    m_machine->addItems(machines);
    form->addRow(tr("Machine:"), m_machine);

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

    m_cpu = new QCheckBox(tr("CPU smoke mode (--device cpu), for machines without TPUs"), this);
    m_cpu->setObjectName(u"cpuMode"_s);
    form->addRow(QString(), m_cpu);

    m_extra = new QLineEdit(this);
    m_extra->setObjectName(u"extraArguments"_s);
    m_extra->setPlaceholderText(tr("more train.py arguments, e.g. --max-steps 200"));
    form->addRow(tr("Arguments:"), m_extra);

    m_preflight = new QCheckBox(tr("Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)"), this);
    m_preflight->setChecked(true);
    form->addRow(QString(), m_preflight);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problem"_s);
    Palette::setTextRole(m_problem, Palette::Role::Error);
    m_problem->setWordWrap(true);
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
            m_experiment->setText(dir);
    });
    for (auto *edit : {m_experiment, m_settings, m_extra})
        connect(edit, &QLineEdit::textChanged, this, &LaunchDialog::validate);
    connect(m_machine, &QComboBox::currentIndexChanged, this, &LaunchDialog::validate);
    validate();
}

void LaunchDialog::setExperimentDir(const QString &dir)
{
    m_experiment->setText(dir);
}

void LaunchDialog::setMachine(const QString &machine)
{
    m_machine->setCurrentText(machine);
}

void LaunchDialog::setCpuMode(bool cpu)
{
    m_cpu->setChecked(cpu);
}

QString LaunchDialog::machine() const
{
    return m_machine->currentText();
}

Result<LaunchRequest> LaunchDialog::request() const
{
    LaunchRequest r;
    r.experimentDir = m_experiment->text().trimmed();
    if (r.experimentDir.isEmpty() || !QFileInfo::exists(r.experimentDir + u"/launch.sh"_s))
        return fail(Error::invalid(tr("Choose a scaffolded project folder (one with launch.sh)."), tr("Experiment")));
    r.machine = machine();
    if (r.machine.isEmpty())
        return fail(Error::invalid(tr("Add a machine in the Machines panel first."), tr("Machine")));
    if (m_useSeed->isChecked())
        r.seed = m_seed->value();
    auto settings = LaunchSettings::parse(QProcess::splitCommand(m_settings->text()));
    if (!settings)
        return fail(Error::invalid(settings.error().message, tr("Set fields")));
    r.settings = *settings;
    r.device = m_cpu->isChecked() ? u"cpu"_s : u"tpu"_s;
    r.extraArguments = QProcess::splitCommand(m_extra->text());
    r.skipPreflight = !m_preflight->isChecked();
    return r;
}

void LaunchDialog::accept()
{
    // The fields are checked against the project's config once, on OK (a small local read),
    // not on every keystroke: a misspelt key must not launch a run with the default value.
    const auto r = request();
    if (!r)
        return;
    if (auto checked = LaunchSettings::check(r->experimentDir, r->settings); !checked) {
        m_problem->setText(checked.error().message);
        return;
    }
    QDialog::accept();
}

void LaunchDialog::validate()
{
    const auto r = request();
    m_problem->setText(r ? QString() : r.error().message);
    if (auto *box = findChild<QDialogButtonBox *>())
        box->button(QDialogButtonBox::Ok)->setEnabled(r.has_value());
}

} // namespace twb
