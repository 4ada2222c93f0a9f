#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace twb {

class LossCurveWidget;
class SmokeTestRunner;
class TaskGroup;

// "Smoke test on this machine": runs the selected project's CPU smoke mode (plain PyTorch,
// same model, data, metrics and checkpoint code) off the GUI thread, with a progress bar, the
// live log and the loss curve. The device choice offers XLA on CPU too (the TPU code path
// under torch_xla's CPU runtime); whether the interpreter has torch_xla is asked off the GUI
// thread when a project is first set and when the interpreter changes: the choice becomes the
// default when it has, and is disabled (plain CPU stays) when it has not.
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
    QComboBox *deviceBox() const { return m_device; }

    // The device the next smoke test runs: "cpu" or "xla-cpu".
    QString device() const;
    void setDevice(const QString &device);

Q_SIGNALS:
    void smokeTestFinished(int exitCode, const QString &error);
    // The interpreter's torch_xla was looked for (checkTorchXla()); the device choice follows.
    void torchXlaChecked(const QString &python, bool installed);

private:
    void setRunning(bool running);
    // Asks off the GUI thread whether the interpreter in the field has torch_xla.
    void checkTorchXla();

    QString m_projectDir;
    SmokeTestRunner *m_runner = nullptr;
    QLineEdit *m_python = nullptr;
    QSpinBox *m_steps = nullptr;
    QComboBox *m_device = nullptr;
    TaskGroup *m_checks = nullptr;
    QString m_checkedPython;      // the interpreter the last check asked (or is asking)
    bool m_deviceChosen = false;  // the user picked a device: the check no longer changes it
    QPushButton *m_run = nullptr;
    QPushButton *m_stop = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_log = nullptr;
    LossCurveWidget *m_curve = nullptr;
};

} // namespace twb
