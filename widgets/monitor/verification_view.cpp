#include "widgets/monitor/verification_view.h"
#include "widgets/common/palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr int kKeyRole = Qt::UserRole;
constexpr int kOutcomeRole = Qt::UserRole + 1;

QIcon outcomeIcon(const QStyle *style, VerificationCheck::Outcome outcome)
{
    switch (outcome) {
    case VerificationCheck::Outcome::Pass:
        return style->standardIcon(QStyle::SP_DialogApplyButton);
    case VerificationCheck::Outcome::Fail:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case VerificationCheck::Outcome::NotApplicable:
        break;
    }
    return {};
}

} // namespace

VerificationView::VerificationView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"verification"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"verificationSummary"_s);
    m_summary->setWordWrap(true);
    m_verify = new QPushButton(tr("Verify"), this);
    m_verify->setObjectName(u"verify"_s);
    m_verify->setToolTip(tr("Check the run against ml-engine's self-verification list (`tpuwb run verify`)"));
    header->addWidget(m_summary, 1);
    header->addWidget(m_verify);
    layout->addLayout(header);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"checks"_s);
    m_list->setUniformItemSizes(true);
    layout->addWidget(m_list);
    m_evidence = new QLabel(this);
    m_evidence->setObjectName(u"checkEvidence"_s);
    m_evidence->setWordWrap(true);
    m_evidence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_evidence);

    connect(m_verify, &QPushButton::clicked, this, &VerificationView::verifyRequested);
    connect(m_list, &QListWidget::currentRowChanged, this, &VerificationView::showEvidence);
    clear();
}

void VerificationView::clear()
{
    m_list->clear();
    m_summary->setText(tr("Checks: no run open."));
    m_evidence->clear();
    m_verify->setEnabled(false);
}

void VerificationView::setMessage(const QString &message)
{
    m_list->clear();
    m_evidence->clear();
    m_summary->setText(message);
    m_verify->setEnabled(true);
}

void VerificationView::setVerification(const RunVerification &verification)
{
    m_list->clear();
    int firstFailure = -1;
    for (const VerificationCheck &check : verification.checks) {
        auto *item = new QListWidgetItem(outcomeIcon(style(), check.outcome),
                                         u"%1 — %2"_s.arg(RunVerification::outcomeLabel(check.outcome), check.title),
                                         m_list);
        item->setData(kKeyRole, check.key);
        item->setData(kOutcomeRole, RunVerification::outcomeKey(check.outcome));
        item->setToolTip(check.evidence);
        if (check.outcome == VerificationCheck::Outcome::Fail) {
            item->setForeground(Palette::color(Palette::Role::Error, palette()));
            if (firstFailure < 0)
                firstFailure = m_list->count() - 1;
        } else if (check.outcome == VerificationCheck::Outcome::NotApplicable) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    const int failed = verification.count(VerificationCheck::Outcome::Fail);
    const int passed = verification.count(VerificationCheck::Outcome::Pass);
    if (verification.passed())
        m_summary->setText(tr("Checks: all %n applicable passed.", nullptr, passed));
    else if (failed > 0)
        m_summary->setText(tr("Checks: %n failed.", nullptr, failed));
    else
        m_summary->setText(tr("Checks: none applies yet."));
    m_verify->setEnabled(true);
    m_list->setCurrentRow(firstFailure >= 0 ? firstFailure : 0);
    showEvidence();
}

void VerificationView::showEvidence()
{
    const QListWidgetItem *item = m_list->currentItem();
    m_evidence->setText(item ? item->toolTip() : QString());
}

} // namespace twb
