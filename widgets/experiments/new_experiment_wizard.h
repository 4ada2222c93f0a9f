#pragma once

#include "core/experiment/experiment.h"
#include "core/experiment/experiment_factory.h"
#include "core/experiment/experiment_issue.h"
#include "widgets/common/background_task.h"

#include <QStringList>
#include <QWizard>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace twb {

class ScaffoldPreviewPage;
class ValidatedWizardPage;

// New Experiment: hypothesis, model kind and sizes, machine or accelerator, strategy and mesh,
// attention kernel, optimizer and tracking, then a preview of the generated project. Every
// page validates its fields live (ExperimentValidator) and names what to change; Finish writes
// the project into <workspace>/experiments/<name> off the GUI thread and never overwrites a
// changed file without the explicit tick on the preview page.
class NewExperimentWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewExperimentWizard)

public:
    enum PageId { IntroPage, ModelPage, MachinePage, TrainingPage, PreviewPage };

    NewExperimentWizard(QString workspaceDir, QString registryPath, QWidget *parent = nullptr);

    ExperimentRequest request() const;
    // The experiment the fields describe (also when invalid: ExperimentValidator says why).
    Result<Experiment> experiment() const;
    ExperimentIssues issues() const;
    QString targetDir() const;

    ScaffoldPreviewPage *previewPage() const { return m_previewPage; }
    ValidatedWizardPage *validatedPage(PageId id) const;

    void accept() override;

Q_SIGNALS:
    void machinesLoaded();
    void experimentCreated(const QString &dir);
    void writeFailed(const QString &error);

private:
    ValidatedWizardPage *buildIntroPage();
    ValidatedWizardPage *buildModelPage();
    ValidatedWizardPage *buildMachinePage();
    ValidatedWizardPage *buildTrainingPage();
    void loadMachines();
    void fieldsChanged();
    void refreshDefaults();
    QString meshSetting(QString *error) const;

    QString m_workspaceDir;
    QString m_registryPath;
    bool m_meshEdited = false;
    TaskGroup m_tasks;
    TaskHandle m_write;

    QLineEdit *m_name = nullptr;
    QPlainTextEdit *m_hypothesis = nullptr;
    QComboBox *m_kind = nullptr;
    QSpinBox *m_dModel = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_dFf = nullptr;
    QSpinBox *m_vocab = nullptr;
    QGroupBox *m_moeGroup = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_topK = nullptr;
    QDoubleSpinBox *m_capacity = nullptr;
    QComboBox *m_accelerator = nullptr;
    QComboBox *m_strategy = nullptr;
    QComboBox *m_attention = nullptr;
    QLineEdit *m_mesh = nullptr;
    QCheckBox *m_scanLayers = nullptr;
    QCheckBox *m_remat = nullptr;
    QCheckBox *m_compileEval = nullptr;
    QCheckBox *m_eagerDebug = nullptr;
    QComboBox *m_optimizer = nullptr;
    QDoubleSpinBox *m_lr = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_seqLen = nullptr;
    QSpinBox *m_maxSteps = nullptr;
    QSpinBox *m_warmup = nullptr;
    QSpinBox *m_seed = nullptr;
    QCheckBox *m_wandb = nullptr;
    QLineEdit *m_wandbProject = nullptr;
    QList<ValidatedWizardPage *> m_pages;
    ScaffoldPreviewPage *m_previewPage = nullptr;
};

} // namespace twb
