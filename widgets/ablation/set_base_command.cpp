#include "widgets/ablation/set_base_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetBaseCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetBaseCommand)
};
} // namespace


SetBaseCommand::SetBaseCommand(AblationDocument &document, const QString &base)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Use base experiment %1").arg(base));
    AblationSpec after = before();
    after.setBase(base);
    setAfter(after);
}

} // namespace twb
