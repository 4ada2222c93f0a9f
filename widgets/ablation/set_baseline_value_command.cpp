#include "widgets/ablation/set_baseline_value_command.h"

#include <QCoreApplication>

namespace twb {

SetBaselineValueCommand::SetBaselineValueCommand(AblationDocument &document, const QString &path, const std::optional<Json> &value)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Set baseline of %1").arg(path));
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
