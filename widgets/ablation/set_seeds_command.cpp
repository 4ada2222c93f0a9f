#include "widgets/ablation/set_seeds_command.h"

#include <QCoreApplication>

namespace twb {

SetSeedsCommand::SetSeedsCommand(AblationDocument &document, const std::vector<qint64> &seeds)
    : AblationEditCommand(document, QString())
{
    setText(QCoreApplication::translate("twb", "Set seeds"));
    AblationSpec after = before();
    after.setSeeds(seeds);
    setAfter(after);
}

} // namespace twb
