#include "widgets/ablation/add_variable_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::AddVariableCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AddVariableCommand)
};
} // namespace


AddVariableCommand::AddVariableCommand(AblationDocument &document, const AblationVariable &variable, int index)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Add variable %1").arg(variable.path()));
    AblationSpec after = before();
    auto variables = after.variables();
    const auto at = index < 0 || index > int(variables.size()) ? variables.end() : variables.begin() + index;
    variables.insert(at, variable);
    after.setVariables(std::move(variables));
    setAfter(after);
}

} // namespace twb
