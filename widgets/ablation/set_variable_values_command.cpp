#include "widgets/ablation/set_variable_values_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetVariableValuesCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetVariableValuesCommand)
};
} // namespace


SetVariableValuesCommand::SetVariableValuesCommand(AblationDocument &document, int index, const AblationVariable &values)
    : AblationEditCommand(document, QString())
{
    AblationSpec after = before();
    auto variables = after.variables();
    if (index >= 0 && index < int(variables.size())) {
        setText(Tr::tr("Set values of %1").arg(variables[size_t(index)].path()));
        AblationVariable &variable = variables[size_t(index)];
        if (values.isRange())
            variable.setRange(*values.range());
        else
            variable.setList(values.listValues());
        after.setVariables(std::move(variables));
    }
    setAfter(after);
}

} // namespace twb
