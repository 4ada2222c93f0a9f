#pragma once

#include "core/kernel/run_overview.h"

#include <QColor>
#include <QRectF>
#include <QWidget>

namespace twb {

// The MaxKernel pipeline of one run as boxes: the once-per-run phases 0 .. 0.9 in a row, then
// one row per iteration with phases 1-6, each box coloured by its derived status (docs/formats.md
// 6.5). Gates (0.1 approval, 0.7, 0.8, 0.9 harness, 3 correctness) are drawn
// with a diamond marker and a heavier border.
class PipelineDiagram final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PipelineDiagram)

public:
    explicit PipelineDiagram(QWidget *parent = nullptr);

    void setOverview(const kernel::RunOverview &overview);

    static QColor statusColor(kernel::PhaseStatus status);
    // The colour of a painted box: a setup phase ("0.7", iteration 0) or an iteration phase
    // ("3", iteration 2). Invalid when there is no such box.
    QColor colorOf(const QString &phaseId, int iteration = 0) const;
    std::optional<kernel::PhaseStatus> statusOf(const QString &phaseId, int iteration = 0) const;

    // The words the diagram draws: the legend's labels, the row labels and the boxes' titles.
    QStringList drawnTexts() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Box
    {
        QRectF rect;
        kernel::PhaseView phase;
        int iteration = 0;
    };
    void layoutBoxes();
    const Box *boxAt(const QPointF &point) const;

    kernel::RunOverview m_overview;
    QList<Box> m_boxes;
    QList<std::pair<QRectF, QString>> m_rowLabels;
    double m_rowLabelWidth = 62;   // the widest row label and a gap (layoutBoxes)
    double m_boxWidth = 100;       // the widest box title and its padding, at least 100 (layoutBoxes)
};

} // namespace twb
