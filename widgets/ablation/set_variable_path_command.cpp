#include "widgets/ablation/set_variable_path_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetVariablePathCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetVariablePathCommand)
};
} // namespace


SetVariablePathCommand::SetVariablePathCommand(AblationDocument &document, int index, const QString &path)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Vary %1").arg(path));
    AblationSpec after = before();
    auto variables = after.variables();
    if (index >= 0 && index < int(variables.size())) {
        const QString old = variables[size_t(index)].path();
        variables[size_t(index)].setPath(path);
        after.setVariables(std::move(variables));
        // The baseline value follows the variable to its new path.
        Json baseline = after.baseline();
        if (const auto it = baseline.find(toStd(old)); it != baseline.end()) {
            Json value = *it;
            baseline.erase(toStd(old));
            baseline[toStd(path)] = std::move(value);
            after.setBaseline(std::move(baseline));
        }
    }
    setAfter(after);
}

} // namespace twb
