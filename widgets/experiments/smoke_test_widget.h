#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace twb {

class LossCurveWidget;
class SmokeTestRunner;

// "Smoke test on this machine": runs the selected project's CPU smoke mode (plain PyTorch,
// same model, data, metrics and checkpoint code) off the GUI thread, with a progress bar, the
// live log and the loss curve.
class SmokeTestWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeTestWidget)

public:
    explicit SmokeTestWidget(QWidget *parent = nullptr);

    void setProjectDir(const QString &dir);
    QString projectDir() const { return m_projectDir; }

    // Starts the smoke test with the values in the controls; false if not possible.
    bool startSmokeTest();
    void stopSmokeTest();

    SmokeTestRunner *runner() const { return m_runner; }
    LossCurveWidget *lossCurve() const { return m_curve; }
    QProgressBar *progressBar() const { return m_progress; }
    QPlainTextEdit *logView() const { return m_log; }
    QLabel *statusLabel() const { return m_status; }
    QSpinBox *stepsBox() const { return m_steps; }
    QLineEdit *pythonEdit() const { return m_python; }

Q_SIGNALS:
    void smokeTestFinished(int exitCode, const QString &error);

private:
    void setRunning(bool running);

    QString m_projectDir;
    SmokeTestRunner *m_runner = nullptr;
    QLineEdit *m_python = nullptr;
    QSpinBox *m_steps = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_stop = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_log = nullptr;
    LossCurveWidget *m_curve = nullptr;
};

} // namespace twb
