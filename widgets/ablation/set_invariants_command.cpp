#include "widgets/ablation/set_invariants_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetInvariantsCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetInvariantsCommand)
};
} // namespace


SetInvariantsCommand::SetInvariantsCommand(AblationDocument &document, const QStringList &invariants)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Set invariants"));
    AblationSpec after = before();
    after.setInvariants(invariants);
    setAfter(after);
}

} // namespace twb
