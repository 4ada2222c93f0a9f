#include "widgets/ablation/set_metric_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetMetricCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetMetricCommand)
};
} // namespace


SetMetricCommand::SetMetricCommand(AblationDocument &document, const AblationMetric &metric)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Set metric to %1").arg(metric.name));
    AblationSpec after = before();
    after.setMetric(metric);
    setAfter(after);
}

} // namespace twb
