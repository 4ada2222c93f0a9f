#include "widgets/common/field_problem_label.h"

#include "widgets/common/palette.h"

#include <QEvent>

namespace twb {

FieldProblemLabel::FieldProblemLabel(QWidget *parent) : QLabel(parent)
{
    Palette::setTextRole(this, Palette::Role::Error);
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setFixedHeight(fontMetrics().height());
}

void FieldProblemLabel::setProblem(const QString &message)
{
    if (message == m_problem)
        return;
    m_problem = message;
    setToolTip(message);
    setAccessibleDescription(message);
    updateElided();
}

QSize FieldProblemLabel::sizeHint() const
{
    return {0, fontMetrics().height()};
}

QSize FieldProblemLabel::minimumSizeHint() const
{
    return sizeHint();
}

void FieldProblemLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateElided();
}

void FieldProblemLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        setFixedHeight(fontMetrics().height());
        updateElided();
    }
}

void FieldProblemLabel::updateElided()
{
    setText(fontMetrics().elidedText(m_problem, Qt::ElideRight, std::max(0, width())));
}

} // namespace twb
