#pragma once

#include <QLabel>

namespace twb {

// A word-wrapped label for a FlowLayout: its size hint is its text on one line, so the layout
// places it whole while a row has room and breaks its words only when it is wider than a whole
// row. (A word-wrapped QLabel's own hint is about half its width for a short text, so in a
// row with room to spare "Estimate 3.45 MiB" broke over two lines.)
class FlowLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FlowLabel)

public:
    explicit FlowLabel(QWidget *parent = nullptr);

    QSize sizeHint() const override;

private:
    // The one-line width for the text and font it was measured with: the layout asks for the
    // hint several times a pass, and laying the text out each time would be repeated work.
    mutable QString m_measuredText;
    mutable QString m_measuredFont;
    mutable int m_textWidth = 0;
};

} // namespace twb
