#include "widgets/common/error_details_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

ErrorDetailsDialog::ErrorDetailsDialog(const QString &title, const QString &text, QWidget *parent) : QDialog(parent)
{
    setObjectName(u"errorDetails"_s);
    setWindowTitle(title);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"errorDetailsText"_s);
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setPlainText(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(u"copyErrorDetails"_s);
    connect(copy, &QPushButton::clicked, this, [this] {
        if (auto *clipboard = QApplication::clipboard())
            clipboard->setText(m_text->toPlainText());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(640, 260);
}

QString ErrorDetailsDialog::text() const
{
    return m_text->toPlainText();
}

QString ErrorDetailsDialog::summary(const QString &text, int maxChars)
{
    const QString first = text.trimmed().section(u'\n', 0, 0).trimmed();
    const bool more = first.size() > maxChars || first.size() < text.trimmed().size();
    return more ? first.left(maxChars).trimmed() + u"…"_s : first;
}

} // namespace twb
