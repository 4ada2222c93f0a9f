#include "widgets/common/x_axis_ticker.h"

#include "widgets/common/qcustomplot_include.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Translation context of this file's strings.
struct XAxisTicker
{
    Q_DECLARE_TR_FUNCTIONS(twb::XAxisTicker)
};

} // namespace

QString xAxisLabel(XAxis kind)
{
    switch (kind) {
    case XAxis::Step: return XAxisTicker::tr("step");
    case XAxis::WallTime: return XAxisTicker::tr("wall time");
    case XAxis::RelativeTime: return XAxisTicker::tr("time since start (h:m:s)");
    }
    return {};
}

void applyXAxisTicker(QCPAxis *axis, XAxis kind)
{
    switch (kind) {
    case XAxis::Step:
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->setLabel(xAxisLabel(kind));
        break;
    case XAxis::WallTime: {
        QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
        ticker->setDateTimeFormat(u"hh:mm:ss\nMMM d"_s);
        axis->setTicker(ticker);
        axis->setLabel(xAxisLabel(kind));
        break;
    }
    case XAxis::RelativeTime: {
        QSharedPointer<QCPAxisTickerTime> ticker(new QCPAxisTickerTime);
        ticker->setTimeFormat(u"%h:%m:%s"_s);
        axis->setTicker(ticker);
        axis->setLabel(xAxisLabel(kind));
        break;
    }
    }
}

} // namespace twb
