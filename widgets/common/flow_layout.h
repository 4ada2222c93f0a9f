#pragma once

#include <QLayout>
#include <QList>

namespace twb {

// A row of widgets that wraps onto further rows when the width runs out (a toolbar that stays
// whole in a 1024 px window instead of pushing the window wider or hiding actions behind "»").
// Its minimum width is its widest item's, its size hint the one-row width; rows take their
// height from heightForWidth. Group a label with its field in one widget so they wrap together.
class FlowLayout final : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    // How many rows the items take at the current geometry (1 when they fit in one).
    int rowCount() const { return m_rows; }

private:
    // Lays the items out in `rect` (only measures when `apply` is false); returns the height used.
    int layoutItems(const QRect &rect, bool apply) const;
    int horizontalGap() const;
    int verticalGap() const;

    QList<QLayoutItem *> m_items;
    int m_spacing = -1;
    mutable int m_rows = 1;
};

} // namespace twb
