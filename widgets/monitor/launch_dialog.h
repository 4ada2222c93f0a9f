#pragma once

#include "core/registry/machine_entry.h"
#include "core/runs/run_launcher.h"
#include "widgets/common/background_task.h"

#include <QDialog>
#include <QHash>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTimer;

namespace twb {

// Asks what to launch where: the project folder, the machine (and more machines for a multislice
// run, slice 0 first), seed, --set edits, the device (the TPU; the CPU smoke mode for machines
// without TPUs; XLA on CPU, the TPU code path under torch_xla's CPU runtime on one host), extra
// train.py arguments. The machines' hosts, python and remote root are filled in by RunService
// from the registry.
//
// The experiment offered first is the one selected in the Experiments panel (the caller sets
// it), else the last one launched; the machine is the last one launched on. Recent choices are
// kept in the app's settings (QSettings, "launch/..."). A relative folder is taken inside the
// workspace (a bare name: an experiment of experiments/), never in the app's start folder.
//
// The fields that need the disk (is it a scaffolded project, does --set name a field of its
// config) are checked off the GUI thread, 150 ms after the last edit; Launch is enabled once the
// check of what is shown has passed, so the window never waits on a slow or network workspace.
class LaunchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDialog)

public:
    LaunchDialog(const QStringList &machines, const QString &workspaceDir, QWidget *parent = nullptr);
    // The registry's machines: one whose probe found no TPU is offered with the CPU smoke mode,
    // and the TPU on it is refused here, saying what the probe found (ProbeFinding).
    LaunchDialog(const std::vector<MachineEntry> &machines, const QString &workspaceDir, QWidget *parent = nullptr);

    void setExperimentDir(const QString &dir);
    void setMachine(const QString &machine);
    // "tpu", "cpu" or "xla-cpu" (core/runs/run_device.h).
    void setDevice(const QString &device);
    QString device() const;

    QString experimentDir() const;  // as resolved (absolute)
    QString machine() const;
    // A multislice run's machines, slice 0 (machine()) first; empty for a run on one machine.
    QStringList sliceMachines() const;
    void setSliceMachines(const QStringList &machines);
    // The request without machine details, or an error naming the field. The project itself is
    // checked by the dialog's background check (see projectChecked()).
    Result<LaunchRequest> request() const;
    // Whether the background check of the fields as they are now has passed.
    bool projectChecked() const { return m_checkedGeneration == m_generation && m_checkPassed; }

    // `text` as the dialog reads it: absolute as is, ~/ in the home folder, else in the
    // workspace (a bare name that is an experiment of experiments/ is that experiment).
    static QString resolveExperimentDir(const QString &text, const QString &workspaceDir);

public Q_SLOTS:
    void accept() override;

Q_SIGNALS:
    // The background check of the current fields has answered (passed or not).
    void projectCheckFinished(bool passed);

private:
    struct ProjectCheck
    {
        QString resolvedDir;
        QString problem;  // empty: passed
    };
    static ProjectCheck checkProject(const QString &text, const QString &workspaceDir,
                                     const QList<QPair<QString, QString>> &settings);

    void validate();
    // The CPU smoke mode for a machine whose probe found no TPU, when the TPU is chosen; the
    // TPU again for a TPU machine chosen next, unless the user chose the device.
    void chooseDeviceForMachine();
    // What refuses the TPU on the chosen machines: a probe that found none there.
    QString tpuRefusal() const;
    void fillSlices();
    void startProjectCheck();
    void showProblem(const QString &problem);
    void remember() const;

    QComboBox *m_experiment = nullptr;
    QComboBox *m_machine = nullptr;
    QListWidget *m_slices = nullptr;
    QCheckBox *m_useSeed = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_maxRestarts = nullptr;
    QLineEdit *m_settings = nullptr;
    QComboBox *m_device = nullptr;
    QLineEdit *m_extra = nullptr;
    QCheckBox *m_preflight = nullptr;
    QLabel *m_problem = nullptr;
    QTimer *m_checkDelay = nullptr;
    TaskGroup *m_checks = nullptr;  // cancelled with the dialog
    QHash<QString, MachineEntry> m_entries;  // by name; empty when given names only
    QString m_workspaceDir;
    QString m_experimentsDir;
    QString m_checkedDir;  // the resolved folder of the last check of the current fields
    quint64 m_generation = 0;  // bumped by every edit
    quint64 m_checkedGeneration = 0;
    bool m_checkPassed = false;
    bool m_acceptWhenChecked = false;
    bool m_cpuChosenForMachine = false;  // the device is CPU because the machine has no TPU
};

} // namespace twb
