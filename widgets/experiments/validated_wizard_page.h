#pragma once

#include "core/experiment/experiment_issue.h"

#include <QSet>
#include <QStringList>
#include <QWizardPage>

#include <functional>

class QLabel;
class QScrollArea;

namespace twb {

// A wizard page that lists the experiment issues of its own fields (by dotted-path prefix)
// under its form, naming the field and what to change. An error shows only once the user has
// touched its field (touch()) or pressed Next (validatePage() reveals them all): a fresh form
// is not red. Next is disabled while a shown error stands, and refuses to leave the page while
// any error does. The form scrolls, so the page fits a small screen.
class ValidatedWizardPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ValidatedWizardPage)

public:
    using IssueSource = std::function<ExperimentIssues()>;

    ValidatedWizardPage(QStringList fieldPrefixes, IssueSource issues, QWidget *parent = nullptr);

    // Sets the page's form (in a scroll area; the issue list goes below it).
    void setForm(QLayout *form);
    // Re-reads the issues; emits completeChanged.
    void revalidate();
    // The user edited the field at the dotted `field` (or under it); empty: every field of the
    // page. Its errors show from now on.
    void touch(const QString &field = QString());
    // Whether the page owns the dotted field (by its prefixes).
    bool ownsField(const QString &field) const;

    bool isComplete() const override;
    bool validatePage() override;
    // The issues shown now (errors of untouched fields are not).
    QStringList shownIssues() const { return m_shown; }
    QLabel *issueLabel() const { return m_issues; }
    QScrollArea *scrollArea() const { return m_scroll; }

private:
    bool isTouched(const QString &field) const;

    QStringList m_prefixes;
    IssueSource m_source;
    QLabel *m_issues = nullptr;
    QScrollArea *m_scroll = nullptr;
    QStringList m_shown;
    QSet<QString> m_touched;
    bool m_revealed = false;       // Next was pressed: every error shows
    bool m_hasErrors = false;      // shown or not
    bool m_hasShownErrors = false;
};

} // namespace twb
