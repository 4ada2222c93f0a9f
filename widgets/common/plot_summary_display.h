#pragma once

#include <QCoreApplication>
#include <QString>

class QCPGraph;
class QCPItemText;
class QCustomPlot;
class QPalette;

namespace twb {

struct PlotViewSummary;

// What a SeriesPlot shows of its views' PlotViewSummary besides the lines: y fitted to the
// visible data, a red marker at each NaN or infinite value, and with log y a note in the
// corner saying what the scale leaves out.
class PlotSummaryDisplay final
{
    Q_DECLARE_TR_FUNCTIONS(twb::SeriesPlot)   // its strings were SeriesPlot's, translated as such
    Q_DISABLE_COPY_MOVE(PlotSummaryDisplay)

public:
    // Adds the markers' graph and the note to `plot`.
    PlotSummaryDisplay(QCustomPlot *plot, const QPalette &palette);

    void applyPalette(const QPalette &palette);
    void show(const PlotViewSummary &summary, bool logY);
    // The log note's text; empty when nothing is left out.
    QString logNote() const { return m_logNoteText; }

private:
    void fitYRange(const PlotViewSummary &summary, bool logY);
    void showNanMarkers(const PlotViewSummary &summary, bool logY);
    void showLogNote(const PlotViewSummary &summary);

    QCustomPlot *m_plot;
    QCPGraph *m_nanMarkers = nullptr;
    QCPItemText *m_logNote = nullptr;
    QString m_logNoteText;
};

} // namespace twb
