#pragma once

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace twb {

// Picks runs of the workspace by hand: the run folders (filterable by text), any number
// selected.
class RunPickerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPickerDialog)

public:
    RunPickerDialog(const QStringList &runDirs, QWidget *parent = nullptr);
    QStringList selectedRunDirs() const;

private:
    QLineEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace twb
