#pragma once

#include "core/util/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class QCPPainter;
class QCustomPlot;

namespace twb {

// Writes a picture as PNG, SVG or PDF, chosen by the file's extension, atomically: the one
// place the plots (a single plot, the monitor's stacked panes, Compare's views) are exported.
// SVG and PDF keep lines as vectors; PNG is drawn at `pixelRatio` times the size.
class PlotImageWriter final
{
    Q_DECLARE_TR_FUNCTIONS(twb::PlotImageWriter)

public:
    using Paint = std::function<void(QCPPainter &painter)>;

    // A heading drawn over an exported picture, so an image found later in a paper draft or a
    // chat still says what it shows: the run (or runs), then the metric and the time.
    struct Title
    {
        QString title;    // bold first line: the run's readable name, or the set of runs
        QString detail;   // second line: the metric(s); the export time is appended
    };
    static constexpr int kTitleHeight = 44;

    // `paint` draws into [0, size] in logical pixels. The render functions return the file's
    // bytes (the type is chosen by `path`'s extension) for a write off the GUI thread (see
    // ExportFile); write and save render and write at once.
    static Result<QByteArray> render(const QString &path, QSize size, const Paint &paint,
                                     const QString &title = {}, double pixelRatio = 1.0);
    // The same with `title` drawn above the picture (the image is kTitleHeight taller).
    static Result<QByteArray> render(const QString &path, QSize size, const Paint &paint, const Title &title,
                                     double pixelRatio = 1.0);
    // One QCustomPlot at its size (at least 640 x 400), PNG at twice the pixels (papers, READMEs).
    static Result<QByteArray> renderPlot(QCustomPlot *plot, const QString &path, const Title &title = {});
    static Result<void> write(const QString &path, QSize size, const Paint &paint, const QString &title = {},
                              double pixelRatio = 1.0);
    static Result<void> write(const QString &path, QSize size, const Paint &paint, const Title &title,
                              double pixelRatio = 1.0);
    static Result<void> save(QCustomPlot *plot, const QString &path, const Title &title = {});
    // Draws `title` into [0, width] x [0, kTitleHeight], the export time after the detail.
    static void paintTitle(QCPPainter &painter, int width, const Title &title);
    static QStringList extensions(); // png, svg, pdf
};

} // namespace twb
