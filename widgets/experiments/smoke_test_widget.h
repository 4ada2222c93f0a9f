#pragma once

#include "core/services/smoke_test_record.h"

#include <QWidget>

#include <optional>

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
// The result belongs to its experiment: each finished smoke test is written to the project's
// .smoke/result.json with the config hash it tested (SmokeTestRecord), and the status shows the
// shown experiment's own record (read off the GUI thread), or "not run since the last change"
// when its config hash differs from the one tested.
class SmokeTestWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeTestWidget)

public:
    explicit SmokeTestWidget(QWidget *parent = nullptr);

    // The experiment shown: its project folder and its config hash now.
    void setProjectDir(const QString &dir, const QString &configHash = QString());
    QString projectDir() const { return m_projectDir; }
    QString configHash() const { return m_configHash; }
    // The shown experiment's record, once read (nullopt: none, or not read yet).
    const std::optional<SmokeTestRecord> &record() const { return m_record; }

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
    // The shown experiment's record was read (or written after a run) and the status shows it.
    void recordShown();

private:
    void setRunning(bool running);
    // Asks off the GUI thread whether the interpreter in the field has torch_xla.
    void checkTorchXla();
    void readRecord();
    void showRecord();
    // Whether the run going on (or last finished) is the shown experiment's.
    bool showsRun() const { return m_runDir == m_projectDir; }

    QString m_projectDir;
    QString m_configHash;
    std::optional<SmokeTestRecord> m_record;
    QString m_recordError;
    QString m_runDir;   // the project of the run going on or last started
    QString m_runHash;  // its config hash when it started
    QString m_runDevice;
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
