#pragma once

#include "core/runs/run_launcher.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace twb {

// Asks what to launch where: the project folder, the machine, seed, --set edits, CPU smoke
// mode (for machines without TPUs), extra train.py arguments. The machine's hosts, python and
// remote root are filled in by the caller from the registry.
//
// The experiment offered first is the one selected in the Experiments panel (the caller sets
// it), else the last one launched; the machine is the last one launched on. Recent choices are
// kept in the app's settings (QSettings, "launch/..."). A relative folder is taken inside the
// workspace (a bare name: an experiment of experiments/), never in the app's start folder.
class LaunchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDialog)

public:
    LaunchDialog(const QStringList &machines, const QString &workspaceDir, QWidget *parent = nullptr);

    void setExperimentDir(const QString &dir);
    void setMachine(const QString &machine);
    void setCpuMode(bool cpu);

    QString experimentDir() const;  // as resolved (absolute)
    QString machine() const;
    // The request without machine details, or an error naming the field.
    Result<LaunchRequest> request() const;

    // `text` as the dialog reads it: absolute as is, ~/ in the home folder, else in the
    // workspace (a bare name that is an experiment of experiments/ is that experiment).
    static QString resolveExperimentDir(const QString &text, const QString &workspaceDir);

public Q_SLOTS:
    void accept() override;

private:
    void validate();
    void remember() const;

    QComboBox *m_experiment = nullptr;
    QComboBox *m_machine = nullptr;
    QCheckBox *m_useSeed = nullptr;
    QSpinBox *m_seed = nullptr;
    QLineEdit *m_settings = nullptr;
    QCheckBox *m_cpu = nullptr;
    QLineEdit *m_extra = nullptr;
    QCheckBox *m_preflight = nullptr;
    QLabel *m_problem = nullptr;
    QString m_workspaceDir;
    QString m_experimentsDir;
};

} // namespace twb
