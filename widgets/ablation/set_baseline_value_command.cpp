#include "widgets/ablation/set_baseline_value_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetBaselineValueCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetBaselineValueCommand)
};
} // namespace


SetBaselineValueCommand::SetBaselineValueCommand(AblationDocument &document, const QString &path, const std::optional<Json> &value)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Set baseline of %1").arg(path));
    AblationSpec after = before();
    Json baseline = after.baseline();
    if (value)
        baseline[toStd(path)] = *value;
    else
        baseline.erase(toStd(path));
    after.setBaseline(std::move(baseline));
    setAfter(after);
}

} // namespace twb
