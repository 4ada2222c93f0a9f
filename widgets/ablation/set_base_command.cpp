#include "widgets/ablation/set_base_command.h"

#include <QCoreApplication>

namespace twb {

SetBaseCommand::SetBaseCommand(AblationDocument &document, const QString &base)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Use base experiment %1").arg(base));
    AblationSpec after = before();
    after.setBase(base);
    setAfter(after);
}

} // namespace twb
