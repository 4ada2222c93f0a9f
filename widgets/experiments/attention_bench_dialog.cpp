#include "widgets/experiments/attention_bench_dialog.h"

#include "core/registry/probe_finding.h"
#include "core/registry/registry.h"
#include "core/runs/run_device.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"
#include "core/services/workbench_session.h"
#include "widgets/common/palette.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

AttentionBenchDialog::AttentionBenchDialog(WorkbenchSession &session, QString experimentDir, qint64 seqLen, QWidget *parent)
    : QDialog(parent), m_session(session), m_experimentDir(std::move(experimentDir))
{
    setObjectName(u"attentionBenchDialog"_s);
    setWindowTitle(tr("Benchmark attention: %1").arg(QFileInfo(m_experimentDir).fileName()));
    auto *intro = new QLabel(tr("Times the attention kernels at this experiment's shapes and checks each against the "
                                "reference maths. The result is recorded as a run; the experiment is not changed."),
                             this);
    intro->setWordWrap(true);
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"benchMachine"_s);
    m_device = new QComboBox(this);
    m_device->setObjectName(u"benchDevice"_s);
    m_device->addItem(tr("TPU (Splash, Flash, SDPA)"), run_device::kTpu);
    m_device->addItem(tr("CPU (SDPA, reference maths)"), run_device::kCpu);
    m_seqLens = new QLineEdit(seqLen > 0 ? QString::number(seqLen) : u"512,1024,2048"_s, this);
    m_seqLens->setObjectName(u"benchSeqLens"_s);
    m_seqLens->setToolTip(tr("Sequence lengths, separated by commas"));
    m_batch = new QSpinBox(this);
    m_batch->setRange(1, 4096);
    m_repeats = new QSpinBox(this);
    m_repeats->setObjectName(u"benchRepeats"_s);
    m_repeats->setRange(1, 1000);
    m_repeats->setValue(5);
    auto *form = new QFormLayout;
    form->addRow(tr("Machine:"), m_machine);
    form->addRow(tr("Device:"), m_device);
    form->addRow(tr("Sequence lengths:"), m_seqLens);
    form->addRow(tr("Batch:"), m_batch);
    form->addRow(tr("Timed calls:"), m_repeats);

    m_status = new QLabel(tr("Reading the machines..."), this);
    m_status->setObjectName(u"benchStatus"_s);
    m_status->setWordWrap(true);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(u"benchResults"_s);
    //: Columns of the results: sequence length, attention kernel, ok/mismatch/unavailable/failed, milliseconds
    //: per call, largest difference from the reference, why it is not ok (or the function timed)
    m_table->setHorizontalHeaderLabels({tr("Length"), tr("Kernel"), tr("Status"), tr("ms per call"), tr("Max |error|"),
                                        tr("Note")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(u"benchRecommendation"_s);
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The suggestion holds a long path and a command: room for its lines whatever the table takes.
    m_recommendation->setMinimumHeight(m_recommendation->fontMetrics().lineSpacing() * 5);
    m_recommendation->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    //: Button: start the attention benchmark
    m_run = new QPushButton(tr("Run"), this);
    m_run->setObjectName(u"runBench"_s);
    m_run->setEnabled(false);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_open = new QPushButton(tr("Open in Monitor"), this);
    m_open->setObjectName(u"openBenchRun"_s);
    m_open->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_open, QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_recommendation);
    layout->addWidget(buttons);
    resize(760, 520);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &QPushButton::clicked, this, &AttentionBenchDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_running.cancel();
        m_cancel->setEnabled(false);
        m_run->setEnabled(true);
        m_status->setText(tr("Cancelled."));
    });
    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT openRunRequested(m_runId); });

    // The registry is a file: read it off the GUI thread.
    m_tasks.run(this,
                [access = m_session.machineAccess()] {
                    auto registry = access.registry();
                    return registry ? registry->entries() : std::vector<MachineEntry>{};
                },
                [this](const std::vector<MachineEntry> &machines) {
                    for (const MachineEntry &machine : machines) {
                        m_entries.insert(machine.name(), machine);
                        m_machine->addItem(machine.name());
                    }
                    m_status->setText(machines.empty() ? tr("No machine is registered: add one in the Machines panel "
                                                            "(a local one benchmarks this computer's CPU).")
                                                       : tr("Choose the machine and press Run."));
                    machineChosen();
                    connect(m_machine, &QComboBox::currentIndexChanged, this, &AttentionBenchDialog::machineChosen);
                    connect(m_device, &QComboBox::currentIndexChanged, this, &AttentionBenchDialog::checkDevice);
                    Q_EMIT machinesLoaded();
                });
}

void AttentionBenchDialog::machineChosen()
{
    const auto entry = m_entries.constFind(m_machine->currentText());
    if (entry != m_entries.cend() && ProbeFinding::foundNoTpu(*entry))
        m_device->setCurrentIndex(m_device->findData(run_device::kCpu));
    checkDevice();
}

bool AttentionBenchDialog::checkDevice()
{
    const auto entry = m_entries.constFind(m_machine->currentText());
    const bool refused = entry != m_entries.cend() && ProbeFinding::foundNoTpu(*entry)
                         && run_device::needsTpu(m_device->currentData().toString());
    m_run->setEnabled(!m_machine->currentText().isEmpty() && !refused && !m_running.isActive());
    if (refused) {
        m_status->setText(tr("%1; choose CPU as the device, or a TPU machine.").arg(ProbeFinding::describe(*entry)));
        Palette::setTextRole(m_status, Palette::Role::Error);
    } else if (std::exchange(m_refusing, false)) {
        m_status->setText(tr("Choose the machine and press Run."));
        Palette::setTextRole(m_status, std::nullopt);
    }
    m_refusing = refused;
    return !refused;
}

void AttentionBenchDialog::start()
{
    if (!checkDevice())
        return;
    auto lengths = AttentionBench::parseSeqLens(m_seqLens->text(), tr("Sequence lengths"));
    if (!lengths) {
        fail(lengths.error().message);
        return;
    }
    AttentionBenchRequest request;
    request.experimentDir = m_experimentDir;
    request.machine = m_machine->currentText();
    request.seqLens = *lengths;
    request.device = m_device->currentData().toString();
    request.batch = m_batch->value();
    request.repeats = m_repeats->value();
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_open->setEnabled(false);
    m_table->setRowCount(0);
    m_recommendation->clear();
    m_runId.clear();
    m_status->setText(tr("Benchmarking on %1...").arg(request.machine));
    Palette::setTextRole(m_status, std::nullopt);
    m_running = m_tasks.run(
        this,
        // The session's service (its blocking calls are safe on this worker); the session
        // outlives every dialog.
        [request, service = &m_session.runService(),
         status = QPointer<QLabel>(m_status)](const TaskToken &token) -> Result<AttentionBenchReport> {
            AttentionBenchRunner runner(*service);
            // Progress lines go to the status label on the GUI thread, if it is still there.
            const auto progress = [&token, status](const QString &message) {
                token.post([status, message] {
                    if (status)
                        status->setText(message);
                });
            };
            return runner.runNow(request, progress, [&token] { return token.stopRequested(); });
        },
        [this](const Result<AttentionBenchReport> &report) {
            m_cancel->setEnabled(false);
            m_run->setEnabled(true);
            if (!report) {
                fail(report.error().message);
                return;
            }
            showReport(*report);
        });
}

void AttentionBenchDialog::showReport(const AttentionBenchReport &report)
{
    m_runId = report.runId;
    const QLocale locale;
    m_table->setRowCount(int(report.rows.size()));
    for (int i = 0; i < report.rows.size(); ++i) {
        const AttentionBenchRow &r = report.rows[i];
        const QStringList cells = {locale.toString(r.seqLen),
                                   r.kernel,
                                   r.status,
                                   r.ms ? locale.toString(*r.ms, 'f', 3) : QString(),
                                   r.maxAbsErr ? locale.toString(*r.maxAbsErr, 'e', 2) : QString(),
                                   r.ok() ? r.impl : r.reason};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    m_table->resizeColumnsToContents();
    m_status->setText(tr("Recorded as run %1.").arg(report.runId));
    Palette::setTextRole(m_status, std::nullopt);
    m_recommendation->setText(report.recommendation());
    m_open->setEnabled(true);
    Q_EMIT benchmarkFinished(true);
}

void AttentionBenchDialog::fail(const QString &message)
{
    m_status->setText(message);
    Palette::setTextRole(m_status, Palette::Role::Error);
    Q_EMIT benchmarkFinished(false);
}

} // namespace twb
