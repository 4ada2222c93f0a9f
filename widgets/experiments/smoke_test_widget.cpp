#include "widgets/experiments/smoke_test_widget.h"

#include "widgets/experiments/loss_curve_widget.h"
#include "core/services/smoke_test_runner.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace twb {

SmokeTestWidget::SmokeTestWidget(QWidget *parent) : QWidget(parent)
{
    m_runner = new SmokeTestRunner(this);

    m_python = new QLineEdit(SmokeTestRunner::defaultPython(), this);
    m_python->setObjectName(QStringLiteral("smokePython"));
    m_python->setToolTip(tr("The Python interpreter with PyTorch (Debian's python3-torch lives in /usr/bin/python3)."));
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
    m_status = new QLabel(tr("Runs train.py --device cpu: plain PyTorch, the same model, data, metrics and "
                             "checkpoint code as on the TPU."),
                          this);
    m_status->setWordWrap(true);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("smokeLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_curve = new LossCurveWidget(this);

    auto *controls = new QHBoxLayout;
    auto *form = new QFormLayout;
    form->addRow(tr("Python:"), m_python);
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
    connect(m_runner, &SmokeTestRunner::output, this, [this](const QString &text) {
        m_log->moveCursor(QTextCursor::End);
        m_log->insertPlainText(text);
        m_log->moveCursor(QTextCursor::End);
    });
    connect(m_runner, &SmokeTestRunner::stepReported, this, [this](int step, double loss) {
        m_curve->addTrainPoint(step, loss);
        m_progress->setValue(std::min(step, m_progress->maximum()));
        m_status->setText(tr("Step %1 of %2: loss %3").arg(step).arg(m_progress->maximum()).arg(loss, 0, 'g', 4));
    });
    connect(m_runner, &SmokeTestRunner::evalReported, this, [this](int step, double loss, double) {
        m_curve->addEvalPoint(step, loss);
    });
    connect(m_runner, &SmokeTestRunner::finished, this, [this](int exitCode, const QString &error) {
        setRunning(false);
        if (SmokeTestRunner::passed(exitCode, error))
            m_status->setText(tr("Smoke test passed: %n step(s) on the CPU, every applicable check passed.", nullptr,
                                     m_progress->maximum()));
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

void SmokeTestWidget::setProjectDir(const QString &dir)
{
    m_projectDir = dir;
    m_run->setEnabled(!dir.isEmpty() && !m_runner->isRunning());
}

bool SmokeTestWidget::startSmokeTest()
{
    if (m_projectDir.isEmpty() || m_runner->isRunning())
        return false;
    SmokeTestRunner::Options options;
    options.projectDir = m_projectDir;
    options.python = m_python->text().trimmed();
    options.maxSteps = m_steps->value();
    m_log->clear();
    m_curve->clear();
    m_progress->setRange(0, options.maxSteps);
    m_progress->setValue(0);
    m_status->setText(tr("Starting %1 ...").arg(options.python));
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
    m_steps->setEnabled(!running);
}

} // namespace twb
