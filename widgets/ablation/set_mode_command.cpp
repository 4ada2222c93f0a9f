#include "widgets/ablation/set_mode_command.h"

#include <QCoreApplication>

namespace twb {

SetModeCommand::SetModeCommand(AblationDocument &document, AblationSpec::Mode mode)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Set mode to %1").arg(AblationSpec::modeName(mode)));
    AblationSpec after = before();
    after.setMode(mode);
    setAfter(after);
}

} // namespace twb
