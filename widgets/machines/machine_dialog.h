#pragma once

#include "core/registry/machine_entry.h"

#include <QDialog>
#include <QHash>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace twb {

// Add or edit one machine. Problems are shown next to their field while typing (core's
// validateMachine), and OK stays disabled until there are none. Keys of the entry that the form
// does not show are kept.
class MachineDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MachineDialog)

public:
    MachineDialog(const MachineEntry &entry, std::vector<MachineEntry> otherMachines, bool isNew,
                  QWidget *parent = nullptr);

    MachineEntry entry() const;
    // The problems shown now, by field ("name", "hosts", ...); empty when OK is enabled.
    QHash<QString, QString> problems() const { return m_problems; }

private:
    void validate();
    QLabel *addRow(QFormLayout *form, const QString &label, QWidget *editor, const QString &field);

    MachineEntry m_original;
    std::vector<MachineEntry> m_others;
    QHash<QString, QString> m_problems;
    QHash<QString, QLabel *> m_problemLabels;

    QComboBox *m_mode = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_accelerator = nullptr;
    QLabel *m_acceleratorSummary = nullptr;
    QLineEdit *m_hosts = nullptr;
    QLineEdit *m_user = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_identity = nullptr;
    QLineEdit *m_proxyJump = nullptr;
    QLineEdit *m_python = nullptr;
    QLineEdit *m_remoteRoot = nullptr;
    QLineEdit *m_labels = nullptr;
    QLineEdit *m_zone = nullptr;
    QLineEdit *m_project = nullptr;
    QLineEdit *m_workerCommand = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace twb
