#pragma once

#include "core/ablation/ablation_run_status.h"

#include <QHash>
#include <QWidget>

class QCustomPlot;
class QCPColorMap;
class QLabel;

namespace twb {

class AblationDocument;

// The metric as a heat map over the variables that take more than one value among the cells:
// the first along x, the second along y (one row when only one varies; a matrix where none
// varies says so). Each square is the mean over seeds of the cells with those values (over
// the other varying variables too, when there are more than two, which the note names); a
// square without a finished value is left blank. The best square is outlined.
class HeatMapView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatMapView)

public:
    explicit HeatMapView(AblationDocument &document, QWidget *parent = nullptr);

    void setStatuses(const QHash<QString, AblationRunStatus> &statuses);

    // True when a map is drawn (at least one varying variable).
    bool isShowingMap() const { return m_showing; }
    QCustomPlot *plot() const { return m_plot; }
    // The value drawn in square (x, y), NaN for blank.
    double valueAt(int x, int y) const;

protected:
    // View > Theme: the axes and the labels' and outline's colours follow the palette.
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    AblationDocument &m_document;
    QHash<QString, AblationRunStatus> m_statuses;
    QCustomPlot *m_plot = nullptr;
    QCPColorMap *m_map = nullptr;
    QLabel *m_message = nullptr;
    bool m_showing = false;
    int m_nx = 0;
    int m_ny = 0;
    std::vector<double> m_values;
};

} // namespace twb
