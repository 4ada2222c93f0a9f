#include "widgets/ablation/set_invariants_command.h"

#include <QCoreApplication>

namespace twb {

SetInvariantsCommand::SetInvariantsCommand(AblationDocument &document, const QStringList &invariants)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Set invariants"));
    AblationSpec after = before();
    after.setInvariants(invariants);
    setAfter(after);
}

} // namespace twb
