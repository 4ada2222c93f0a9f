#include "widgets/ablation/add_variable_command.h"

#include <QCoreApplication>

namespace twb {

AddVariableCommand::AddVariableCommand(AblationDocument &document, const AblationVariable &variable, int index)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Add variable %1").arg(variable.path()));
    AblationSpec after = before();
    auto variables = after.variables();
    const auto at = index < 0 || index > int(variables.size()) ? variables.end() : variables.begin() + index;
    variables.insert(at, variable);
    after.setVariables(std::move(variables));
    setAfter(after);
}

} // namespace twb
