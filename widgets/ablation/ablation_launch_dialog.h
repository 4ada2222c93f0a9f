#pragma once

#include "core/ablation/loaded_ablation.h"
#include "core/services/ablation_launcher.h"
#include "widgets/common/background_task.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace twb {

// Launching an ablation: which machines (only those whose slice fits are checkable; the
// others say why not), how many runs at once, TPU or the CPU smoke mode, and the cost
// estimate for that choice; then the progress of the launch (runs finished, failed, live, and
// the launcher's messages) with Retry failed and Stop. Closing the dialog does not stop the
// runs: the panel owns the launcher.
class AblationLaunchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AblationLaunchDialog)

public:
    AblationLaunchDialog(LoadedAblation ablation, QString registryPath, QWidget *parent = nullptr);

    // The options chosen (machines, parallelism, device); connection and paths are the panel's.
    AblationLauncher::Options options() const;
    // Shows the progress of `launcher` (the panel's) from now on.
    void follow(AblationLauncher *launcher);
    // Checks "Also rerun failed and stopped runs" (Retry failed after a restart).
    void setRetryFailed(bool retry);

    QListWidget *machineList() const { return m_machines; }
    QSpinBox *parallelBox() const { return m_parallel; }
    QComboBox *deviceBox() const { return m_device; }
    QSpinBox *threadsBox() const { return m_threads; }
    QPushButton *launchButton() const { return m_launch; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *stopButton() const { return m_stop; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *estimateLabel() const { return m_estimate; }
    // Emitted once the registry is read and the machines listed.
    bool machinesLoaded() const { return m_loaded; }

Q_SIGNALS:
    void launchRequested();
    void retryRequested();
    void stopRequested();
    void machinesReady();

private:
    enum Role { TypeRole = Qt::UserRole + 1, ProblemRole };

    void loadMachines();
    void applyFit();
    void machinesChanged();
    QStringList checkedMachines() const;
    void updateEstimate();
    void updateProgress();

    LoadedAblation m_ablation;
    QString m_registryPath;
    QPointer<AblationLauncher> m_launcher;
    QListWidget *m_machines = nullptr;
    QSpinBox *m_parallel = nullptr;
    QComboBox *m_device = nullptr;
    QSpinBox *m_threads = nullptr;
    QCheckBox *m_retryFailedAtStart = nullptr;
    QLabel *m_estimate = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QPushButton *m_launch = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_stop = nullptr;
    bool m_loaded = false;
    TaskGroup m_tasks; // the registry read
};

} // namespace twb
