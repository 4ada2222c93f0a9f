#include "widgets/ablation/remove_variable_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::RemoveVariableCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RemoveVariableCommand)
};
} // namespace


RemoveVariableCommand::RemoveVariableCommand(AblationDocument &document, int index)
    : AblationEditCommand(document, QString())
{
    AblationSpec after = before();
    auto variables = after.variables();
    if (index >= 0 && index < int(variables.size())) {
        const QString path = variables[size_t(index)].path();
        setText(Tr::tr("Remove variable %1").arg(path));
        variables.erase(variables.begin() + index);
        after.setVariables(std::move(variables));
        // Its baseline value goes with it (a baseline names only variables).
        Json baseline = after.baseline();
        baseline.erase(toStd(path));
        after.setBaseline(std::move(baseline));
    }
    setAfter(after);
}

} // namespace twb
