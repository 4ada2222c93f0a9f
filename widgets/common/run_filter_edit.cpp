#include "widgets/common/run_filter_edit.h"

#include "widgets/common/palette.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

RunFilterEdit::RunFilterEdit(QWidget *parent) : QWidget(parent)
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(u"runFilter"_s);
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(tr("Filter: words, tag:NAME, state:running, train.lr>=1e-3, loss<2"));
    m_edit->setToolTip(tr("Every term must hold. A word matches the id, experiment, tags, notes, state and config "
                          "values; tag:NAME and state:NAME match exactly; KEY OP VALUE compares a config value (a "
                          "dotted path), a final metric or seed with = != < <= > >=. Quote a phrase: \"lr sweep\"."));
    m_error = new QLabel(this);
    m_error->setObjectName(u"runFilterError"_s);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);
    connect(m_edit, &QLineEdit::textChanged, this, &RunFilterEdit::parse);
}

QString RunFilterEdit::errorText() const
{
    return m_valid ? QString() : m_error->text();
}

void RunFilterEdit::setText(const QString &text)
{
    m_edit->setText(text);
}

void RunFilterEdit::parse(const QString &text)
{
    auto parsed = RunFilter::parse(text);
    m_valid = parsed.has_value();
    if (!parsed) {
        m_error->setText(parsed.error().message);
        m_error->show();
        m_edit->setStyleSheet(u"QLineEdit { border: 1px solid %1; }"_s.arg(Palette::hex(Palette::Role::Error, palette())));
        return;
    }
    m_error->clear();
    m_error->hide();
    m_edit->setStyleSheet(QString());
    m_filter = std::move(*parsed);
    Q_EMIT filterChanged();
}

} // namespace twb
