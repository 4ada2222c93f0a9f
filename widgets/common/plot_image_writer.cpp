#include "widgets/common/plot_image_writer.h"

#include "core/util/atomic_file.h"
#include "widgets/common/qcustomplot_include.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

} // namespace

QStringList PlotImageWriter::extensions()
{
    return {u"png"_s, u"svg"_s, u"pdf"_s};
}

Result<void> PlotImageWriter::write(const QString &path, QSize size, const Paint &paint, const QString &title,
                                    double pixelRatio)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const auto drawOn = [&](QPaintDevice *device) {
        QCPPainter painter;
        if (!painter.begin(device))
            return false;
        paint(painter);
        return painter.end();
    };
    bool ok = false;
    if (suffix == u"png"_s) {
        QImage image(QSize(int(std::lround(size.width() * pixelRatio)), int(std::lround(size.height() * pixelRatio))),
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QCPPainter painter;
        if (painter.begin(&image)) {
            painter.scale(pixelRatio, pixelRatio);
            paint(painter);
            painter.end();
            ok = image.save(&buffer, "PNG");
        }
    } else if (suffix == u"svg"_s) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        ok = drawOn(&generator);
    } else if (suffix == u"pdf"_s) {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(title);
        ok = drawOn(&writer);
    } else {
        return fail(Error::invalid(tr("%1: unknown image type; use .png, .svg or .pdf.").arg(path), path));
    }
    if (!ok || bytes.isEmpty())
        return fail(Error::failure(tr("Could not render the plot as %1 for %2.").arg(suffix, path), path));
    return writeFileAtomically(path, bytes);
}

Result<void> PlotImageWriter::save(QCustomPlot *plot, const QString &path)
{
    const QSize size(std::max(plot->width(), 640), std::max(plot->height(), 400));
    return write(
        path, size, [&](QCPPainter &painter) { plot->toPainter(&painter, size.width(), size.height()); },
        plot->objectName(), 2.0);
}

} // namespace twb
