#include "widgets/experiments/smoke_test_widget.h"

#include "widgets/experiments/loss_curve_widget.h"
#include "core/runs/run_device.h"
#include "core/services/environment_probe.h"
#include "core/services/smoke_test_runner.h"
#include "core/util/python_interpreter.h"
#include "widgets/common/background_task.h"
#include "widgets/common/palette.h"

#include <QLocale>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace twb {

SmokeTestWidget::SmokeTestWidget(QWidget *parent) : QWidget(parent)
{
    m_runner = new SmokeTestRunner(this);

    m_python = new QLineEdit(PythonInterpreter::defaultPython(), this);
    m_python->setObjectName(QStringLiteral("smokePython"));
    m_python->setToolTip(tr("The Python interpreter with PyTorch: $TPUWB_PYTHON, else the workbench's Python "
                            "environment (%1) when installed, else /usr/bin/python3 (Debian's python3-torch).")
                             .arg(PythonInterpreter::workbenchPythonEnv()));
    m_device = new QComboBox(this);
    m_device->setObjectName(QStringLiteral("smokeDevice"));
    m_device->addItem(tr("CPU (plain PyTorch)"), run_device::kCpu);
    m_device->addItem(tr("XLA on CPU (torch_xla)"), run_device::kXlaCpu);
    m_device->setItemData(0, tr("train.py --device cpu: plain PyTorch, the same model, data, metrics and checkpoint "
                                "code as on the TPU."),
                          Qt::ToolTipRole);
    m_device->setItemData(1, tr("train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under "
                                "torch_xla's CPU runtime, as many virtual devices as the mesh has. Needs torch_xla in "
                                "the interpreter."),
                          Qt::ToolTipRole);
    m_checks = new TaskGroup(this);
    m_steps = new QSpinBox(this);
    m_steps->setObjectName(QStringLiteral("smokeSteps"));
    m_steps->setRange(1, 100000);
    m_steps->setValue(20);
    m_run = new QPushButton(tr("Smoke test on this machine"), this);
    m_run->setObjectName(QStringLiteral("smokeRun"));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(QStringLiteral("smokeStop"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("smokeProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(tr("Runs train.py --device cpu (plain PyTorch) or --device xla-cpu (the TPU code path under "
                             "torch_xla's CPU runtime): the same model, data, metrics and checkpoint code as on the TPU."),
                          this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("smokeStatus"));
    // Three lines, always: a longer or shorter status does not move the curve and the log.
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setFixedHeight(3 * m_status->fontMetrics().lineSpacing());
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("smokeLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_curve = new LossCurveWidget(this);

    auto *controls = new QHBoxLayout;
    auto *form = new QFormLayout;
    form->addRow(tr("Python:"), m_python);
    form->addRow(tr("Device:"), m_device);
    form->addRow(tr("Steps:"), m_steps);
    controls->addLayout(form, 1);
    controls->addWidget(m_run);
    controls->addWidget(m_stop);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_curve);
    splitter->addWidget(m_log);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    connect(m_run, &QPushButton::clicked, this, [this] { startSmokeTest(); });
    connect(m_stop, &QPushButton::clicked, this, &SmokeTestWidget::stopSmokeTest);
    connect(m_device, &QComboBox::activated, this, [this] { m_deviceChosen = true; });
    connect(m_python, &QLineEdit::editingFinished, this, &SmokeTestWidget::checkTorchXla);
    // Another interpreter: what was found for the last one no longer holds. Plain CPU until the
    // check of this one (when editing ends, or with the next project) says otherwise.
    connect(m_python, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.trimmed() == m_checkedPython)
            return;
        m_checkedPython.clear();
        if (auto *model = qobject_cast<QStandardItemModel *>(m_device->model()); model && model->item(1))
            model->item(1)->setEnabled(true);
        if (!m_deviceChosen)
            m_device->setCurrentIndex(m_device->findData(run_device::kCpu));
    });
    // The views belong to the shown experiment: a run of another one (shown before) goes on
    // without writing into them.
    connect(m_runner, &SmokeTestRunner::output, this, [this](const QString &text) {
        if (!showsRun())
            return;
        m_log->moveCursor(QTextCursor::End);
        m_log->insertPlainText(text);
        m_log->moveCursor(QTextCursor::End);
    });
    connect(m_runner, &SmokeTestRunner::stepReported, this, [this](int step, double loss) {
        if (!showsRun())
            return;
        m_curve->addTrainPoint(step, loss);
        m_progress->setValue(std::min(step, m_progress->maximum()));
        m_status->setText(tr("Step %1 of %2: loss %3").arg(step).arg(m_progress->maximum()).arg(QLocale().toString(loss, 'g', 4)));
    });
    connect(m_runner, &SmokeTestRunner::evalReported, this, [this](int step, double loss, double) {
        if (showsRun())
            m_curve->addEvalPoint(step, loss);
    });
    connect(m_runner, &SmokeTestRunner::finished, this, [this](int exitCode, const QString &error) {
        setRunning(false);
        // The outcome is the tested experiment's, with the hash it had when the test started.
        SmokeTestRecord record;
        record.configHash = m_runHash;
        record.passed = SmokeTestRunner::passed(exitCode, error);
        record.exitCode = exitCode;
        record.error = error;
        record.device = m_runDevice;
        record.steps = m_progress->maximum();
        record.finishedAt = QDateTime::currentDateTimeUtc();
        if (!m_runHash.isEmpty()) {
            const QString dir = m_runDir;
            m_checks->run(this, [dir, record] { return record.write(dir); },
                          [this, dir, record](const Result<void> &written) {
                              if (dir != m_projectDir)
                                  return;
                              if (!written) {
                                  m_status->setText(m_status->text() + u' '
                                                    + tr("The result was not kept: %1").arg(written.error().message));
                                  return;
                              }
                              m_record = record;
                              m_recordError.clear();
                              Q_EMIT recordShown();
                          });
        }
        if (!showsRun()) {
            Q_EMIT smokeTestFinished(exitCode, error);
            return;
        }
        Palette::setTextRole(m_status, record.passed ? std::optional(Palette::Role::Ok) : std::optional(Palette::Role::Error));
        if (record.passed)
            m_status->setText(device() == run_device::kXlaCpu
                                  ? tr("Smoke test passed: %n step(s) under torch_xla's CPU runtime, every applicable "
                                       "check passed.",
                                       nullptr, m_progress->maximum())
                                  : tr("Smoke test passed: %n step(s) on the CPU, every applicable check passed.",
                                       nullptr, m_progress->maximum()));
        else if (exitCode == 0)
            m_status->setText(tr("Smoke test failed: %1").arg(error));
        else if (!error.isEmpty())
            m_status->setText(tr("Smoke test did not finish: %1").arg(error));
        else
            m_status->setText(tr("Smoke test failed with exit code %1; the log above says why.").arg(exitCode));
        Q_EMIT smokeTestFinished(exitCode, error);
    });
    setRunning(false);
}

void SmokeTestWidget::setProjectDir(const QString &dir, const QString &configHash)
{
    const bool sameProject = dir == m_projectDir;
    const bool same = sameProject && configHash == m_configHash;
    m_projectDir = dir;
    m_configHash = configHash;
    m_run->setEnabled(!dir.isEmpty() && !m_runner->isRunning());
    // Asked once a project is shown, not at construction: a panel never used asks nothing.
    if (!dir.isEmpty() && m_checkedPython.isEmpty())
        checkTorchXla();
    if (same)
        return;
    const bool running = m_runner->isRunning() && showsRun();
    if (!sameProject && !running) {
        // Another experiment: nothing of the last one's run stays on screen.
        m_log->clear();
        m_curve->clear();
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
    m_record.reset();
    m_recordError.clear();
    if (running)
        return; // its own run is going on; the record follows when it ends
    Palette::setTextRole(m_status, std::nullopt);
    if (dir.isEmpty()) {
        m_status->clear();
        return;
    }
    m_status->setText(tr("Reading this experiment's last smoke test ..."));
    readRecord();
}

void SmokeTestWidget::readRecord()
{
    const QString dir = m_projectDir;
    m_checks->run(this, [dir] { return SmokeTestRecord::read(dir); },
                  [this, dir](const Result<std::optional<SmokeTestRecord>> &read) {
                      if (dir != m_projectDir || (m_runner->isRunning() && showsRun()))
                          return; // another experiment since, or its run is going on
                      if (read)
                          m_record = *read;
                      else
                          m_recordError = read.error().message;
                      showRecord();
                  });
}

void SmokeTestWidget::showRecord()
{
    std::optional<Palette::Role> role;
    if (!m_recordError.isEmpty()) {
        m_status->setText(m_recordError);
        role = Palette::Role::Warning;
    } else if (!m_record) {
        m_status->setText(tr("No smoke test has run for this experiment yet."));
    } else {
        const SmokeTestRecord &record = *m_record;
        const QString when = QLocale().toString(record.finishedAt.toLocalTime(), QLocale::ShortFormat);
        if (!m_configHash.isEmpty() && !record.isFor(m_configHash)) {
            m_status->setText(tr("Not run since the last change: the last smoke test (%1) tested config %2, the "
                                 "experiment is now %3.")
                                  .arg(when, record.configHash, m_configHash));
            role = Palette::Role::Warning;
        } else if (record.passed) {
            m_status->setText(tr("Smoke test passed on %1 for config %2: %n step(s) on %3, every applicable check "
                                 "passed.",
                                 nullptr, record.steps)
                                  .arg(when, record.configHash, record.device));
            role = Palette::Role::Ok;
        } else {
            m_status->setText(tr("Smoke test failed on %1 for config %2: %3")
                                  .arg(when, record.configHash,
                                       record.error.isEmpty() ? tr("exit code %1.").arg(record.exitCode) : record.error));
            role = Palette::Role::Error;
        }
    }
    Palette::setTextRole(m_status, role);
    Q_EMIT recordShown();
}

QString SmokeTestWidget::device() const
{
    return m_device->currentData().toString();
}

void SmokeTestWidget::setDevice(const QString &device)
{
    if (const int index = m_device->findData(device); index >= 0) {
        m_device->setCurrentIndex(index);
        m_deviceChosen = true;
    }
}

void SmokeTestWidget::checkTorchXla()
{
    const QString python = m_python->text().trimmed();
    if (python.isEmpty() || python == m_checkedPython)
        return;
    m_checkedPython = python;
    m_checks->run(this, [python] { return EnvironmentProbe::hasTorchXlaHere(python); },
                  [this, python](bool installed) {
                      if (python != m_python->text().trimmed())
                          return;  // changed since: its own check follows
                      auto *model = qobject_cast<QStandardItemModel *>(m_device->model());
                      if (QStandardItem *item = model ? model->item(1) : nullptr) {
                          item->setEnabled(installed);
                          item->setToolTip(installed ? tr("train.py --device xla-cpu: the TPU code path (mesh, sharding, "
                                                          "torch_xla.step) under torch_xla's CPU runtime, as many "
                                                          "virtual devices as the mesh has.")
                                                     : tr("%1 has no torch_xla. The workbench's Python environment "
                                                          "has it (scripts/install-python-env.sh); `tpuwb doctor` "
                                                          "shows what each interpreter has.")
                                                           .arg(python));
                      }
                      if (!installed && device() == run_device::kXlaCpu)
                          m_device->setCurrentIndex(m_device->findData(run_device::kCpu));
                      else if (installed && !m_deviceChosen)
                          m_device->setCurrentIndex(m_device->findData(run_device::kXlaCpu));
                      Q_EMIT torchXlaChecked(python, installed);
                  });
}

bool SmokeTestWidget::startSmokeTest()
{
    if (m_projectDir.isEmpty() || m_runner->isRunning())
        return false;
    SmokeTestRunner::Options options;
    options.projectDir = m_projectDir;
    options.python = m_python->text().trimmed();
    options.device = device();
    options.maxSteps = m_steps->value();
    m_log->clear();
    m_curve->clear();
    m_progress->setRange(0, options.maxSteps);
    m_progress->setValue(0);
    Palette::setTextRole(m_status, std::nullopt);
    m_status->setText(tr("Starting %1 ...").arg(options.python));
    m_runDir = m_projectDir;
    m_runHash = m_configHash;
    m_runDevice = options.device;
    if (!m_runner->start(options))
        return false;
    setRunning(true);
    return true;
}

void SmokeTestWidget::stopSmokeTest()
{
    m_runner->cancel();
}

void SmokeTestWidget::setRunning(bool running)
{
    m_run->setEnabled(!running && !m_projectDir.isEmpty());
    m_stop->setEnabled(running);
    m_python->setEnabled(!running);
    m_device->setEnabled(!running);
    m_steps->setEnabled(!running);
}

} // namespace twb
