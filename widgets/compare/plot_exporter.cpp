#include "widgets/compare/plot_exporter.h"

#include "widgets/common/qcustomplot_include.h"

#include <QFileInfo>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace twb {

QStringList PlotExporter::extensions()
{
    return {u"png"_s, u"svg"_s, u"pdf"_s};
}

Result<void> PlotExporter::save(QCustomPlot *plot, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int width = std::max(plot->width(), 640);
    const int height = std::max(plot->height(), 400);
    bool ok = false;
    if (suffix == u"png"_s) {
        ok = plot->savePng(path, width, height, 2.0);
    } else if (suffix == u"pdf"_s) {
        ok = plot->savePdf(path, width, height, QCP::epNoCosmetic, u"TPU Workbench"_s);
    } else if (suffix == u"svg"_s) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(QSize(width, height));
        svg.setViewBox(QRect(0, 0, width, height));
        svg.setTitle(plot->objectName());
        QCPPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            plot->toPainter(&painter, width, height);
            ok = painter.end();
        }
    } else {
        return fail(Error::invalid(QCoreApplication::translate("twb", "%1: choose a .png, .svg or .pdf file name.").arg(path), path));
    }
    if (!ok)
        return fail(Error::failure(QCoreApplication::translate("twb", "Could not write %1; check that its folder exists "
                                                                      "and is writable.")
                                       .arg(path),
                                   path));
    return {};
}

} // namespace twb
