#include "widgets/kernel/use_kernel_dialog.h"

#include "core/experiment/experiment_kernel_rules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

UseKernelDialog::UseKernelDialog(const QString &kernelFile, const QList<WorkspaceIndex::Experiment> &experiments,
                                 QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"useKernelDialog"_s);
    setWindowTitle(tr("Use the kernel in an experiment"));
    auto *intro = new QLabel(tr("Switches %1 into the experiment (model.kernels), copies it into the project and "
                                "checks it against the plain module on the first batch of every run. On a CPU the "
                                "Pallas kernel runs in interpret mode.")
                                 .arg(QDir::toNativeSeparators(kernelFile)),
                             this);
    intro->setWordWrap(true);

    m_experiment = new QComboBox(this);
    m_experiment->setObjectName(u"experimentChoice"_s);
    for (const WorkspaceIndex::Experiment &experiment : experiments)
        if (experiment.hasExperimentJson && experiment.hasConfigJson)
            m_experiment->addItem(experiment.name, experiment.dir);
    m_module = new QComboBox(this);
    m_module->setObjectName(u"moduleChoice"_s);
    for (const QString &module : ExperimentKernelRules::modules())
        m_module->addItem(tr("%1 (%2)").arg(ExperimentKernelRules::moduleClass(module), module), module);
    m_ab = new QCheckBox(tr("Create the A/B ablation (kernel off / on)"), this);
    m_ab->setObjectName(u"abCheck"_s);
    m_ab->setChecked(true);
    m_seeds = new QSpinBox(this);
    m_seeds->setObjectName(u"abSeeds"_s);
    m_seeds->setRange(1, 64);
    m_seeds->setValue(3);
    m_seeds->setSuffix(tr(" seeds"));
    connect(m_ab, &QCheckBox::toggled, m_seeds, &QWidget::setEnabled);
    m_overwrite = new QCheckBox(tr("Overwrite project files edited by hand"), this);
    m_overwrite->setObjectName(u"overwriteCheck"_s);

    auto *form = new QFormLayout;
    form->addRow(tr("Experiment:"), m_experiment);
    form->addRow(tr("Module:"), m_module);
    form->addRow(m_ab, m_seeds);
    form->addRow(QString(), m_overwrite);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use kernel"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_experiment->count() > 0);
    if (m_experiment->count() == 0)
        m_experiment->setPlaceholderText(tr("No scaffolded experiment in this workspace"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString UseKernelDialog::experimentDir() const
{
    return m_experiment->currentData().toString();
}

QString UseKernelDialog::module() const
{
    return m_module->currentData().toString();
}

std::vector<qint64> UseKernelDialog::abSeeds() const
{
    std::vector<qint64> seeds;
    if (m_ab->isChecked())
        for (qint64 seed = 0; seed < m_seeds->value(); ++seed)
            seeds.push_back(seed);
    return seeds;
}

bool UseKernelDialog::overwrite() const
{
    return m_overwrite->isChecked();
}

} // namespace twb
