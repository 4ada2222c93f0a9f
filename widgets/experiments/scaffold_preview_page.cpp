#include "widgets/experiments/scaffold_preview_page.h"

#include "core/experiment/scaffold_renderer.h"
#include "widgets/experiments/file_preview_widget.h"

#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QVBoxLayout>

namespace twb {

ScaffoldPreviewPage::ScaffoldPreviewPage(std::function<Result<Experiment>()> experiment,
                                         std::function<QString()> targetDir, QWidget *parent)
    : QWizardPage(parent), m_experiment(std::move(experiment)), m_targetDir(std::move(targetDir))
{
    setTitle(tr("Preview"));
    setSubTitle(tr("The generated project. Nothing is written until you press Finish."));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("previewStatus"));
    m_status->setWordWrap(true);
    m_preview = new FilePreviewWidget(this);
    m_overwrite = new QCheckBox(this);
    m_overwrite->setObjectName(QStringLiteral("overwrite"));
    m_overwrite->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_overwrite);

    connect(m_overwrite, &QCheckBox::toggled, this, &QWizardPage::completeChanged);
}

void ScaffoldPreviewPage::initializePage()
{
    m_plan.reset();
    m_preview->clear(tr("Rendering ..."));
    m_status->setText(tr("Rendering the templates ..."));
    m_overwrite->hide();
    auto experiment = m_experiment();
    const QString target = m_targetDir();
    // Template reads and the comparison with the disk happen off the GUI thread.
    m_render.cancel();
    m_render = m_tasks.run(this, [experiment, target]() -> Result<ScaffoldPlan> {
        if (!experiment)
            return fail(experiment.error());
        auto files = ScaffoldRenderer().render(*experiment);
        if (!files)
            return fail(files.error());
        return ScaffoldPlan::compare(target, *files);
    }, [this](const Result<ScaffoldPlan> &plan) { showPlan(plan); });
    Q_EMIT completeChanged();
}

void ScaffoldPreviewPage::showPlan(const Result<ScaffoldPlan> &plan)
{
    QString error;
    if (!plan) {
        error = plan.error().message;
        m_plan.reset();
        m_preview->clear(error);
        m_status->setText(tr("The project cannot be generated: %1").arg(error));
    } else {
        m_plan = *plan;
        m_preview->setPlan(*plan);
        const QStringList conflicts = plan->conflicts();
        m_overwrite->setVisible(!conflicts.isEmpty());
        m_overwrite->setChecked(false);
        m_overwrite->setText(tr("Overwrite %n changed file(s) in the folder: %1", "", int(conflicts.size()))
                                 .arg(conflicts.join(QStringLiteral(", "))));
        const auto built = m_experiment();
        m_status->setText(tr("%n file(s) into %1 (config hash %2).", nullptr, int(plan->entries().size()))
                              .arg(QDir::toNativeSeparators(plan->targetDir()),
                                   built ? built->configHash() : QString()));
    }
    Q_EMIT completeChanged();
    Q_EMIT previewReady(error);
}

bool ScaffoldPreviewPage::overwriteApproved() const
{
    return m_overwrite->isChecked();
}

bool ScaffoldPreviewPage::isComplete() const
{
    if (!m_plan || m_render.isActive())
        return false;
    return m_plan->conflicts().isEmpty() || m_overwrite->isChecked();
}

} // namespace twb
