#include "widgets/common/metric_choice.h"

#include <QComboBox>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Translation context of this file's strings.
struct MetricChoice
{
    Q_DECLARE_TR_FUNCTIONS(twb::MetricChoice)
};

} // namespace

void addMetricGoalItems(QComboBox *combo)
{
    combo->addItem(MetricChoice::tr("lower is better"), u"min"_s);
    combo->addItem(MetricChoice::tr("higher is better"), u"max"_s);
}

void addMetricAtItems(QComboBox *combo)
{
    combo->addItem(MetricChoice::tr("at the end"), u"final"_s);
    //: which value of a metric: the best one over the run
    combo->addItem(MetricChoice::tr("best"), u"best"_s);
    combo->addItem(MetricChoice::tr("at step"), u"step"_s);
}

} // namespace twb
