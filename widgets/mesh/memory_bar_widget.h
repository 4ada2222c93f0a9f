#pragma once

#include "core/mesh/memory_estimate.h"

#include <QWidget>

#include <optional>

namespace twb {

// One device's HBM as a stacked bar: a segment per contributor (parameters, gradients,
// optimizer state, ...), drawn against the budget (dashed line) and the whole HBM (end of the
// track), with a legend of the amounts and the verdict above.
class MemoryBarWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryBarWidget)

public:
    explicit MemoryBarWidget(QWidget *parent = nullptr);

    void setEstimate(const std::optional<MemoryEstimate> &estimate, const QString &emptyReason = {});
    const std::optional<MemoryEstimate> &estimate() const { return m_estimate; }

    static QColor colorOf(const QString &contributorKey);

    QSize sizeHint() const override { return {520, 120}; }
    QSize minimumSizeHint() const override { return {240, 110}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void reserveHeight();

    std::optional<MemoryEstimate> m_estimate;
    QString m_emptyReason;
};

} // namespace twb
