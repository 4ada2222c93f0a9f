#include "widgets/common/flow_label.h"

#include <QTextDocument>

#include <cmath>

namespace twb {

FlowLabel::FlowLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
}

QSize FlowLabel::sizeHint() const
{
    // The text laid out without a width: its widest line, as QLabel's own document (no margin).
    QTextDocument document;
    document.setDefaultFont(font());
    document.setDocumentMargin(0);
    if (textFormat() == Qt::RichText || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text())))
        document.setHtml(text());
    else
        document.setPlainText(text());
    const QMargins margins = contentsMargins();
    const int width = int(std::ceil(document.idealWidth())) + 1 + margins.left() + margins.right() + 2 * margin()
                      + std::max(indent(), 0);
    return {width, heightForWidth(width)};
}

} // namespace twb
