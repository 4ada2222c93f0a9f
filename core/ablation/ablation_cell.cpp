#include "core/ablation/ablation_cell.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

QString AblationCell::label() const
{
    if (values.empty())
        return u"(base)"_s;
    QStringList parts;
    for (const auto &[path, value] : values)
        parts << path + u'=' + toQString(canonicalJson(value));
    return parts.join(u", "_s);
}

Json AblationCell::valueOf(const QString &path) const
{
    for (const auto &[variablePath, value] : values)
        if (variablePath == path)
            return value;
    return {};
}

} // namespace twb
