#pragma once

#include "core/experiment/experiment_issue.h"

#include <QStringList>
#include <QWizardPage>

#include <functional>

class QLabel;

namespace twb {

// A wizard page that lists the experiment issues of its own fields (by dotted-path prefix)
// under its form and is complete only while none of them is an error, so Next stays disabled
// with the field named and what to change.
class ValidatedWizardPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValidatedWizardPage)

public:
    using IssueSource = std::function<ExperimentIssues()>;

    ValidatedWizardPage(QStringList fieldPrefixes, IssueSource issues, QWidget *parent = nullptr);

    // Sets the page's form (the issue list goes below it).
    void setForm(QLayout *form);
    // Re-reads the issues; emits completeChanged.
    void revalidate();

    bool isComplete() const override;
    QStringList shownIssues() const { return m_shown; }
    QLabel *issueLabel() const { return m_issues; }

private:
    bool ownsField(const QString &field) const;

    QStringList m_prefixes;
    IssueSource m_source;
    QLabel *m_issues = nullptr;
    QStringList m_shown;
    bool m_hasErrors = false;
};

} // namespace twb
