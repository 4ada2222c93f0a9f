#include "widgets/ablation/set_seeds_command.h"

#include <QCoreApplication>

namespace twb {
namespace {
// This file's strings are translated in the context of twb::SetSeedsCommand.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::SetSeedsCommand)
};
} // namespace


SetSeedsCommand::SetSeedsCommand(AblationDocument &document, const std::vector<qint64> &seeds)
    : AblationEditCommand(document, QString())
{
    setText(Tr::tr("Set seeds"));
    AblationSpec after = before();
    after.setSeeds(seeds);
    setAfter(after);
}

} // namespace twb
