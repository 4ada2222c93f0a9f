#include "widgets/experiments/validated_wizard_page.h"

#include "widgets/common/palette.h"

#include <QLabel>
#include <QVBoxLayout>

namespace twb {

ValidatedWizardPage::ValidatedWizardPage(QStringList fieldPrefixes, IssueSource issues, QWidget *parent)
    : QWizardPage(parent), m_prefixes(std::move(fieldPrefixes)), m_source(std::move(issues))
{
    m_issues = new QLabel(this);
    m_issues->setObjectName(QStringLiteral("pageIssues"));
    m_issues->setWordWrap(true);
    m_issues->setTextFormat(Qt::RichText);
}

void ValidatedWizardPage::setForm(QLayout *form)
{
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(m_issues);
}

bool ValidatedWizardPage::ownsField(const QString &field) const
{
    for (const QString &prefix : m_prefixes)
        if (field == prefix || field.startsWith(prefix + u'.') || field.startsWith(prefix + u'['))
            return true;
    return false;
}

void ValidatedWizardPage::revalidate()
{
    m_shown.clear();
    m_hasErrors = false;
    QStringList html;
    for (const ExperimentIssue &issue : m_source()) {
        if (!ownsField(issue.field))
            continue;
        m_shown << issue.message;
        m_hasErrors |= issue.isError();
        html << Palette::richText(issue.isError() ? Palette::Role::Error : Palette::Role::Warning,
                                  (issue.isError() ? tr("Error:") : tr("Note:")) + u' ' + issue.message, palette());
    }
    m_issues->setText(html.join(QStringLiteral("<br>")));
    m_issues->setVisible(!html.isEmpty());
    Q_EMIT completeChanged();
}

bool ValidatedWizardPage::isComplete() const
{
    return !m_hasErrors;
}

} // namespace twb
