#pragma once

#include "core/services/workspace_index.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace twb {

// "Use in experiment…": which experiment of the workspace a published kernel goes into, in
// place of which module, and whether the A/B ablation (kernel off/on x seeds) is created too.
// What it asks is what `tpuwb kernel use` takes; KernelSwitch does the work.
class UseKernelDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UseKernelDialog)

public:
    UseKernelDialog(const QString &kernelFile, const QList<WorkspaceIndex::Experiment> &experiments,
                    QWidget *parent = nullptr);

    QString experimentDir() const;
    QString module() const;
    // Empty when no ablation is wanted; else seeds 0..n-1.
    std::vector<qint64> abSeeds() const;
    bool overwrite() const;

private:
    QComboBox *m_experiment = nullptr;
    QComboBox *m_module = nullptr;
    QCheckBox *m_ab = nullptr;
    QSpinBox *m_seeds = nullptr;
    QCheckBox *m_overwrite = nullptr;
};

} // namespace twb
