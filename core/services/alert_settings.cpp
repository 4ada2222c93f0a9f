#include "core/services/alert_settings.h"

#include "core/services/user_settings.h"

#include <algorithm>

namespace twb {

AlertSettings AlertSettings::load()
{
    AlertSettings out;
    out.command = UserSettings::value(QString::fromLatin1(kCommandKey)).toString();
    out.desktop = UserSettings::value(QString::fromLatin1(kDesktopKey), true).toBool();
    bool ok = false;
    const int seconds = UserSettings::value(QString::fromLatin1(kStragglerSecondsKey), out.stragglerSeconds).toInt(&ok);
    if (ok)
        out.stragglerSeconds = std::max(0, seconds);
    return out;
}

void AlertSettings::save() const
{
    UserSettings::setValue(QString::fromLatin1(kCommandKey), command);
    UserSettings::setValue(QString::fromLatin1(kDesktopKey), desktop);
    UserSettings::setValue(QString::fromLatin1(kStragglerSecondsKey), stragglerSeconds);
}

} // namespace twb
