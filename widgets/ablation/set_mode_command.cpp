#include "widgets/ablation/set_mode_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetModeCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetModeCommand)
};
} // namespace


SetModeCommand::SetModeCommand(AblationDocument &document, AblationSpec::Mode mode)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Set mode to %1").arg(AblationSpec::modeName(mode)));
    AblationSpec after = before();
    after.setMode(mode);
    setAfter(after);
}

} // namespace twb
