#pragma once

#include <QColor>
#include <QHash>
#include <QWidget>

#include "core/ablation/result_table.h"

#include <optional>

class QCustomPlot;

namespace twb {

// Parallel coordinates of variables -> metric: one vertical axis per varying config key and a
// last one for the metric (mean over seeds); one polyline per cell, in the colour the curves
// give that cell (so one colour means one cell across the page), or by the metric (brightest
// = best) when no colours are given; the baseline dashed. Numeric axes are linear, or log when all values are
// positive and span two decades or more; other values are spread evenly in their order.
class ParallelCoordinatesView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParallelCoordinatesView)

public:
    explicit ParallelCoordinatesView(QWidget *parent = nullptr);

    // `cellColors` maps a cell's hash to its colour (may be empty).
    void setTable(const ResultTable &table, const QHash<QString, QColor> &cellColors = {});
    QCustomPlot *plot() const { return m_plot; }
    int lineCount() const { return m_lines; }

protected:
    // View > Theme: redrawn from the last table in the new palette's colours.
    void changeEvent(QEvent *event) override;

private:
    QCustomPlot *m_plot = nullptr;
    int m_lines = 0;
    std::optional<ResultTable> m_table;
    QHash<QString, QColor> m_cellColors;
};

} // namespace twb
