#include "widgets/ablation/ablation_launch_dialog.h"

#include "core/ablation/cost_estimate.h"
#include "core/ablation/machine_fit.h"
#include "core/registry/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

AblationLaunchDialog::AblationLaunchDialog(LoadedAblation ablation, QString registryPath, QWidget *parent)
    : QDialog(parent), m_ablation(std::move(ablation)), m_registryPath(std::move(registryPath))
{
    setObjectName(u"launchDialog"_s);
    setWindowTitle(tr("Launch %1").arg(m_ablation.spec.name()));
    m_machines = new QListWidget(this);
    m_machines->setObjectName(u"machines"_s);
    m_machines->setMaximumHeight(130);
    m_parallel = new QSpinBox(this);
    m_parallel->setObjectName(u"parallel"_s);
    m_parallel->setRange(1, 1);
    m_parallel->setSuffix(tr(" runs at once"));
    m_device = new QComboBox(this);
    m_device->setObjectName(u"device"_s);
    m_device->addItem(tr("TPU"), u"tpu"_s);
    m_device->addItem(tr("CPU smoke mode (no TPU needed)"), u"cpu"_s);
    m_threads = new QSpinBox(this);
    m_threads->setObjectName(u"threads"_s);
    m_threads->setRange(0, 256);
    m_threads->setSpecialValueText(tr("torch's default"));
    m_threads->setToolTip(tr("torch threads per run in the CPU smoke mode (train.py --threads)"));
    m_threads->setEnabled(false);
    m_retryFailedAtStart = new QCheckBox(tr("Also rerun failed and stopped runs"), this);
    m_estimate = new QLabel(this);
    m_estimate->setObjectName(u"estimate"_s);
    m_estimate->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"progress"_s);
    m_progress->setRange(0, int(m_ablation.expansion.runs().size()));
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of %m finished"));
    m_progressText = new QLabel(this);
    m_progressText->setWordWrap(true);
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    m_log->setMinimumHeight(90);
    m_launch = new QPushButton(tr("Launch"), this);
    m_launch->setObjectName(u"launch"_s);
    m_launch->setDefault(true);
    m_launch->setEnabled(false);
    m_retry = new QPushButton(tr("Retry failed"), this);
    m_retry->setObjectName(u"retry"_s);
    m_retry->setEnabled(false);
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(u"stop"_s);
    m_stop->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_launch, QDialogButtonBox::ActionRole);
    buttons->addButton(m_retry, QDialogButtonBox::ActionRole);
    buttons->addButton(m_stop, QDialogButtonBox::ActionRole);

    auto *form = new QFormLayout;
    form->addRow(tr("Machines:"), m_machines);
    form->addRow(tr("Parallelism:"), m_parallel);
    form->addRow(tr("Run on:"), m_device);
    form->addRow(tr("CPU threads per run:"), m_threads);
    form->addRow(QString(), m_retryFailedAtStart);
    form->addRow(tr("Estimate:"), m_estimate);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_progressText);
    layout->addWidget(m_log, 1);
    layout->addWidget(buttons);
    resize(620, 560);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_launch, &QPushButton::clicked, this, &AblationLaunchDialog::launchRequested);
    connect(m_retry, &QPushButton::clicked, this, &AblationLaunchDialog::retryRequested);
    connect(m_stop, &QPushButton::clicked, this, &AblationLaunchDialog::stopRequested);
    connect(m_parallel, &QSpinBox::valueChanged, this, &AblationLaunchDialog::updateEstimate);
    connect(m_machines, &QListWidget::itemChanged, this, &AblationLaunchDialog::machinesChanged);
    connect(m_device, &QComboBox::currentIndexChanged, this, &AblationLaunchDialog::applyFit);
    loadMachines();
    updateEstimate();
}

void AblationLaunchDialog::loadMachines()
{
    struct Listed
    {
        QString name;
        QString type;
        QString problem; // empty: fits
    };
    using Result = std::pair<QList<Listed>, QString>;
    m_tasks.run(this, [path = m_registryPath, base = m_ablation.base]() -> Result {
        auto registry = Registry::load(path);
        if (!registry)
            return {{}, registry.error().message};
        QList<Listed> out;
        for (const MachineEntry &machine : registry->entries()) {
            const auto fit = MachineFit::check(machine, base);
            out << Listed{machine.name(), machine.acceleratorType(), fit ? QString() : fit.error().message};
        }
        return {out, {}};
    }, [this](const Result &listed) {
        const auto &[machines, error] = listed;
        if (!error.isEmpty())
            m_log->appendPlainText(error);
        const QStringList preferred = m_ablation.spec.machines();
        for (const Listed &machine : machines) {
            auto *item = new QListWidgetItem(m_machines);
            item->setData(Qt::UserRole, machine.name);
            item->setData(TypeRole, machine.type);
            item->setData(ProblemRole, machine.problem);
            item->setCheckState(preferred.isEmpty() || preferred.contains(machine.name) ? Qt::Checked : Qt::Unchecked);
        }
        applyFit();
        if (machines.isEmpty())
            m_log->appendPlainText(tr("No machine is registered; add one in the Machines panel."));
        m_loaded = true;
        Q_EMIT machinesReady();
    });
}

void AblationLaunchDialog::applyFit()
{
    // On TPU only machines whose slice fits the experiment's mesh can take runs; the CPU smoke
    // mode runs anywhere.
    const bool cpu = m_device->currentData().toString() == u"cpu"_s;
    m_threads->setEnabled(cpu);
    m_machines->blockSignals(true);
    for (int i = 0; i < m_machines->count(); ++i) {
        QListWidgetItem *item = m_machines->item(i);
        const QString name = item->data(Qt::UserRole).toString();
        const QString type = item->data(TypeRole).toString();
        const QString problem = item->data(ProblemRole).toString();
        const QString label = type.isEmpty() ? name : u"%1  (%2)"_s.arg(name, type);
        if (cpu || problem.isEmpty()) {
            item->setText(label);
            item->setToolTip(QString());
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        } else {
            item->setText(tr("%1: does not fit this experiment's slice").arg(label));
            item->setToolTip(problem);
            item->setCheckState(Qt::Unchecked);
            item->setFlags(Qt::NoItemFlags);
        }
    }
    m_machines->blockSignals(false);
    machinesChanged();
}

void AblationLaunchDialog::machinesChanged()
{
    const int checked = int(checkedMachines().size());
    m_parallel->setRange(1, std::max(1, checked));
    m_parallel->setValue(std::max(1, checked));
    m_launch->setEnabled(checked > 0 && (!m_launcher || !m_launcher->inProgress()));
    updateEstimate();
}

QStringList AblationLaunchDialog::checkedMachines() const
{
    QStringList out;
    for (int i = 0; i < m_machines->count(); ++i) {
        const QListWidgetItem *item = m_machines->item(i);
        if (item->checkState() == Qt::Checked && (item->flags() & Qt::ItemIsEnabled))
            out << item->data(Qt::UserRole).toString();
    }
    return out;
}

AblationLauncher::Options AblationLaunchDialog::options() const
{
    AblationLauncher::Options options;
    options.machines = checkedMachines();
    options.maxParallel = m_parallel->value();
    options.device = m_device->currentData().toString();
    if (options.device == u"cpu"_s && m_threads->value() > 0)
        options.extraArguments << u"--threads"_s << QString::number(m_threads->value());
    options.retryFailed = m_retryFailedAtStart->isChecked();
    return options;
}

void AblationLaunchDialog::setRetryFailed(bool retry)
{
    m_retryFailedAtStart->setChecked(retry);
}

void AblationLaunchDialog::updateEstimate()
{
    const CostEstimate estimate = CostEstimate::compute(m_ablation.expansion, m_ablation.stepSeconds(), m_ablation.stepTimeSource());
    QString text = estimate.describe(QLocale());
    if (estimate.known())
        text += u' ' + tr("With %1 at once: about %2 h of wall time.")
                           .arg(m_parallel->value())
                           .arg(QLocale().toString(estimate.wallHours(m_parallel->value()), 'f', 2));
    m_estimate->setText(text);
}

void AblationLaunchDialog::follow(AblationLauncher *launcher)
{
    m_launcher = launcher;
    m_launch->setEnabled(false);
    m_stop->setEnabled(true);
    connect(launcher, &AblationLauncher::message, this, [this](const QString &text) { m_log->appendPlainText(text); });
    connect(launcher, &AblationLauncher::failedToStart, this, [this](const QString &error) {
        m_log->appendPlainText(error);
        m_launch->setEnabled(true);
        m_stop->setEnabled(false);
    });
    connect(launcher, &AblationLauncher::runChanged, this, &AblationLaunchDialog::updateProgress);
    connect(launcher, &AblationLauncher::started, this, &AblationLaunchDialog::updateProgress);
    connect(launcher, &AblationLauncher::finished, this, [this](bool all) {
        updateProgress();
        m_stop->setEnabled(false);
        m_log->appendPlainText(all ? tr("Every run finished.") : tr("Done; some runs did not finish (Retry failed reruns them)."));
    });
    updateProgress();
}

void AblationLaunchDialog::updateProgress()
{
    if (!m_launcher)
        return;
    int finished = 0, failed = 0, live = 0, notLaunched = 0;
    for (const AblationRunStatus &status : m_launcher->statuses()) {
        finished += status.state == RunState::Finished ? 1 : 0;
        failed += status.state == RunState::Failed || status.state == RunState::Stopped ? 1 : 0;
        live += status.launched() && !status.isTerminal() ? 1 : 0;
        notLaunched += status.launched() ? 0 : 1;
    }
    m_progress->setValue(finished);
    m_progressText->setText(tr("%1 finished, %2 failed or stopped, %3 running, %4 waiting")
                                .arg(finished)
                                .arg(failed)
                                .arg(live)
                                .arg(notLaunched));
    m_retry->setEnabled(failed > 0);
    m_stop->setEnabled(m_launcher->inProgress());
}

} // namespace twb
