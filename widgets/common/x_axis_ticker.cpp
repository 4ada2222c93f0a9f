#include "widgets/common/x_axis_ticker.h"

#include "widgets/common/qcustomplot_include.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

void applyXAxisTicker(QCPAxis *axis, XAxis kind)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("twb::XAxisTicker", text); };
    switch (kind) {
    case XAxis::Step:
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->setLabel(tr("step"));
        break;
    case XAxis::WallTime: {
        QSharedPointer<QCPAxisTickerDateTime> ticker(new QCPAxisTickerDateTime);
        ticker->setDateTimeFormat(u"hh:mm:ss\nMMM d"_s);
        axis->setTicker(ticker);
        axis->setLabel(tr("wall time"));
        break;
    }
    case XAxis::RelativeTime: {
        QSharedPointer<QCPAxisTickerTime> ticker(new QCPAxisTickerTime);
        ticker->setTimeFormat(u"%h:%m:%s"_s);
        axis->setTicker(ticker);
        axis->setLabel(tr("time since start (h:m:s)"));
        break;
    }
    }
}

} // namespace twb
