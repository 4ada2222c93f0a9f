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
    if (text() != m_measuredText || font().key() != m_measuredFont) {
        // The text laid out without a width: its widest line, as QLabel's own document (no margin).
        QTextDocument document;
        document.setDefaultFont(font());
        document.setDocumentMargin(0);
        if (textFormat() == Qt::RichText || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text())))
            document.setHtml(text());
        else
            document.setPlainText(text());
        m_measuredText = text();
        m_measuredFont = font().key();
        m_textWidth = int(std::ceil(document.idealWidth())) + 1;
    }
    const QMargins margins = contentsMargins();
    const int width = m_textWidth + margins.left() + margins.right() + 2 * margin() + std::max(indent(), 0);
    return {width, heightForWidth(width)};
}

} // namespace twb
