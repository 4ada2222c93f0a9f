#pragma once

#include "core/experiment/experiment.h"
#include "core/experiment/scaffold_plan.h"
#include "widgets/common/background_task.h"

#include <QWizardPage>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;

namespace twb {

class FilePreviewWidget;

// The last page of the New Experiment wizard: renders the project off the GUI thread, shows
// every file with syntax colours and, for files that already exist, the diff against the
// disk. Files that would be overwritten need the explicit "overwrite" tick before Finish.
class ScaffoldPreviewPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScaffoldPreviewPage)

public:
    // `experiment` builds the experiment from the other pages; `targetDir` says where it goes.
    ScaffoldPreviewPage(std::function<Result<Experiment>()> experiment, std::function<QString()> targetDir,
                        QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;

    // The plan of the last finished render (nullopt while rendering or after an error).
    const std::optional<ScaffoldPlan> &plan() const { return m_plan; }
    FilePreviewWidget *preview() const { return m_preview; }
    QCheckBox *overwriteBox() const { return m_overwrite; }
    QLabel *statusLabel() const { return m_status; }
    bool overwriteApproved() const;

Q_SIGNALS:
    void previewReady(const QString &error);

private:
    void showPlan(const Result<ScaffoldPlan> &plan);

    std::function<Result<Experiment>()> m_experiment;
    std::function<QString()> m_targetDir;
    TaskGroup m_tasks;
    TaskHandle m_render;
    std::optional<ScaffoldPlan> m_plan;
    FilePreviewWidget *m_preview = nullptr;
    QCheckBox *m_overwrite = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace twb
