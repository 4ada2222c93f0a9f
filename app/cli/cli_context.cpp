#include "app/cli/cli_context.h"

using namespace Qt::StringLiterals;

namespace twb::cli {

int CliContext::error(const QString &message, int code) const
{
    err << u"tpuwb: "_s << message << Qt::endl;
    return code;
}

} // namespace twb::cli
