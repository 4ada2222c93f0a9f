#pragma once

#include "core/registry/machine_entry.h"

#include <QDialog>
#include <QHash>
#include <QSet>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace twb {

class FieldProblemLabel;

// Add or edit one machine. Problems (core's validateMachine) are shown under their field once
// the user has touched it (typed in it or left it), never on a form nobody has typed in yet;
// OK with problems left shows them all and goes to the first. Each problem line keeps its
// space when empty, so fields never move. An existing entry shows its problems at once (they
// are the saved values). Keys of the entry that the form does not show are kept.
class MachineDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MachineDialog)

public:
    MachineDialog(const MachineEntry &entry, std::vector<MachineEntry> otherMachines, bool isNew,
                  QWidget *parent = nullptr);
    ~MachineDialog() override;

    MachineEntry entry() const;
    // Every problem of the form now, by field ("name", "hosts", ...), shown or not yet.
    QHash<QString, QString> problems() const { return m_problems; }
    // The problems on screen (fields the user has touched).
    QHash<QString, QString> shownProblems() const;

public Q_SLOTS:
    void accept() override;

private:
    void validate();
    void followModeWithPython();
    void showProblems();
    void touch(const QString &field);
    void addRow(QFormLayout *form, const QString &label, QWidget *editor, const QString &field);

    MachineEntry m_original;
    std::vector<MachineEntry> m_others;
    QHash<QString, QString> m_problems;
    QHash<QString, FieldProblemLabel *> m_problemLabels;
    QHash<QString, QWidget *> m_editors;
    QSet<QString> m_touched;
    bool m_showAll = false;
    FieldProblemLabel *m_otherProblem = nullptr;  // problems of fields without their own line

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
