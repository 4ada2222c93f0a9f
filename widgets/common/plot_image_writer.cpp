#include "widgets/common/plot_image_writer.h"

#include "core/util/atomic_file.h"
#include "widgets/common/qcustomplot_include.h"

#include "widgets/common/palette.h"

#include <QApplication>
#include <QBuffer>
#include <QDateTime>
#include <QLocale>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

QStringList PlotImageWriter::extensions()
{
    return {u"png"_s, u"svg"_s, u"pdf"_s};
}

Result<QByteArray> PlotImageWriter::render(const QString &path, QSize size, const Paint &paint, const QString &title,
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
    return bytes;
}

Result<void> PlotImageWriter::write(const QString &path, QSize size, const Paint &paint, const QString &title,
                                    double pixelRatio)
{
    auto bytes = render(path, size, paint, title, pixelRatio);
    if (!bytes)
        return fail(bytes.error());
    return writeFileAtomically(path, *bytes);
}

Result<void> PlotImageWriter::write(const QString &path, QSize size, const Paint &paint, const Title &title,
                                    double pixelRatio)
{
    auto bytes = render(path, size, paint, title, pixelRatio);
    if (!bytes)
        return fail(bytes.error());
    return writeFileAtomically(path, *bytes);
}

Result<QByteArray> PlotImageWriter::render(const QString &path, QSize size, const Paint &paint, const Title &title,
                                           double pixelRatio)
{
    if (title.title.isEmpty() && title.detail.isEmpty())
        return render(path, size, paint, QString(), pixelRatio);
    const QSize withTitle(size.width(), size.height() + kTitleHeight);
    return render(
        path, withTitle,
        [&](QCPPainter &painter) {
            paintTitle(painter, size.width(), title);
            painter.save();
            painter.translate(0, kTitleHeight);
            paint(painter);
            painter.restore();
        },
        title.title.isEmpty() ? title.detail : title.title, pixelRatio);
}

void PlotImageWriter::paintTitle(QCPPainter &painter, int width, const Title &title)
{
    // Exports are drawn on white (see write()): the light theme's tones read on it, whatever
    // the app's theme.
    const QPalette light(Qt::black, Qt::white);
    painter.save();
    painter.setPen(Palette::plotForeground(light));
    QFont bold = QApplication::font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    painter.setFont(bold);
    const QRect first(8, 2, width - 16, kTitleHeight / 2);
    painter.drawText(first, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(title.title, Qt::ElideMiddle, first.width()));
    QFont plain = QApplication::font();
    painter.setFont(plain);
    const QString when = QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat);
    const QString detail = title.detail.isEmpty() ? tr("exported %1").arg(when)
                                                  : tr("%1 · exported %2").arg(title.detail, when);
    const QRect second(8, kTitleHeight / 2, width - 16, kTitleHeight / 2 - 2);
    painter.setPen(Palette::color(Palette::Role::Muted, light));
    painter.drawText(second, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(detail, Qt::ElideRight, second.width()));
    painter.restore();
}

Result<QByteArray> PlotImageWriter::renderPlot(QCustomPlot *plot, const QString &path, const Title &title)
{
    const QSize size(std::max(plot->width(), 640), std::max(plot->height(), 400));
    const Paint paint = [&](QCPPainter &painter) { plot->toPainter(&painter, size.width(), size.height()); };
    if (title.title.isEmpty() && title.detail.isEmpty())
        return render(path, size, paint, plot->objectName(), 2.0);
    return render(path, size, paint, title, 2.0);
}

Result<void> PlotImageWriter::save(QCustomPlot *plot, const QString &path, const Title &title)
{
    auto bytes = renderPlot(plot, path, title);
    if (!bytes)
        return fail(bytes.error());
    return writeFileAtomically(path, *bytes);
}

} // namespace twb
