#include "widgets/common/metric_choice.h"

#include <QComboBox>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("twb::MetricChoice", text);
}

} // namespace

void addMetricGoalItems(QComboBox *combo)
{
    combo->addItem(tr("lower is better"), u"min"_s);
    combo->addItem(tr("higher is better"), u"max"_s);
}

void addMetricAtItems(QComboBox *combo)
{
    combo->addItem(tr("at the end"), u"final"_s);
    combo->addItem(tr("best"), u"best"_s);
    combo->addItem(tr("at step"), u"step"_s);
}

} // namespace twb
