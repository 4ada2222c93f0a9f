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
class LaunchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDialog)

public:
    LaunchDialog(const QStringList &machines, const QString &experimentsDir, QWidget *parent = nullptr);

    void setExperimentDir(const QString &dir);
    void setMachine(const QString &machine);
    void setCpuMode(bool cpu);

    QString machine() const;
    // The request without machine details, or an error naming the field.
    Result<LaunchRequest> request() const;

public Q_SLOTS:
    void accept() override;

private:
    void validate();

    QLineEdit *m_experiment = nullptr;
    QComboBox *m_machine = nullptr;
    QCheckBox *m_useSeed = nullptr;
    QSpinBox *m_seed = nullptr;
    QLineEdit *m_settings = nullptr;
    QCheckBox *m_cpu = nullptr;
    QLineEdit *m_extra = nullptr;
    QCheckBox *m_preflight = nullptr;
    QLabel *m_problem = nullptr;
    QString m_experimentsDir;
};

} // namespace twb
