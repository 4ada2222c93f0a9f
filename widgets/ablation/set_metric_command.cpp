#include "widgets/ablation/set_metric_command.h"

#include <QCoreApplication>

namespace twb {

SetMetricCommand::SetMetricCommand(AblationDocument &document, const AblationMetric &metric)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Set metric to %1").arg(metric.name));
    AblationSpec after = before();
    after.setMetric(metric);
    setAfter(after);
}

} // namespace twb
