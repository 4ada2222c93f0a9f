#include "widgets/experiments/validated_wizard_page.h"

#include "widgets/common/palette.h"

#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace twb {
namespace {

bool isUnder(const QString &field, const QString &prefix)
{
    return field == prefix || field.startsWith(prefix + u'.') || field.startsWith(prefix + u'[');
}

} // namespace

ValidatedWizardPage::ValidatedWizardPage(QStringList fieldPrefixes, IssueSource issues, QWidget *parent)
    : QWizardPage(parent), m_prefixes(std::move(fieldPrefixes)), m_source(std::move(issues))
{
    m_issues = new QLabel(this);
    m_issues->setObjectName(QStringLiteral("pageIssues"));
    m_issues->setWordWrap(true);
    m_issues->setTextFormat(Qt::RichText);
    m_issues->setVisible(false);
}

void ValidatedWizardPage::setForm(QLayout *form)
{
    // The form scrolls inside the page: a long page (or a large font) keeps the wizard's
    // buttons on a 1024x700 screen.
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(form);
    contentLayout->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("pageScroll"));
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setMinimumHeight(120);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_issues);
}

bool ValidatedWizardPage::ownsField(const QString &field) const
{
    for (const QString &prefix : m_prefixes)
        if (isUnder(field, prefix))
            return true;
    return false;
}

bool ValidatedWizardPage::isTouched(const QString &field) const
{
    if (m_revealed)
        return true;
    for (const QString &touched : m_touched)
        if (touched.isEmpty() || isUnder(field, touched) || isUnder(touched, field))
            return true;
    return false;
}

void ValidatedWizardPage::touch(const QString &field)
{
    if (m_touched.contains(field))
        return;
    m_touched.insert(field);
    revalidate();
}

void ValidatedWizardPage::revalidate()
{
    m_shown.clear();
    m_hasErrors = false;
    m_hasShownErrors = false;
    QStringList html;
    for (const ExperimentIssue &issue : m_source()) {
        if (!ownsField(issue.field))
            continue;
        m_hasErrors |= issue.isError();
        // A fresh form is not red: an error waits for its field to be edited or for Next.
        if (issue.isError() && !isTouched(issue.field))
            continue;
        m_hasShownErrors |= issue.isError();
        m_shown << issue.message;
        html << Palette::richText(issue.isError() ? Palette::Role::Error : Palette::Role::Warning,
                                  (issue.isError() ? tr("Error:") : tr("Note:")) + u' ' + issue.message, palette());
    }
    m_issues->setText(html.join(QStringLiteral("<br>")));
    m_issues->setVisible(!html.isEmpty());
    Q_EMIT completeChanged();
}

bool ValidatedWizardPage::isComplete() const
{
    return !m_hasShownErrors;
}

bool ValidatedWizardPage::validatePage()
{
    m_revealed = true;
    revalidate();
    return !m_hasErrors;
}

} // namespace twb
