#pragma once

#include "core/services/connection_profile.h"

#include <QString>
#include <QVariant>

namespace twb {

// The user's own configuration (not a workspace's): `~/.config/TPU Workbench/TPU Workbench.conf`
// (XDG_CONFIG_HOME is honoured). The GUI and the CLI read and write the same file, so a
// setting made in one holds in the other. A workspace can come from someone else's git
// repository; what runs programs or decides how to connect lives here, not there.
class UserSettings final
{
public:
    static constexpr const char *kOrganization = "TPU Workbench";
    static constexpr const char *kApplication = "TPU Workbench";

    // The connection profile: the stored fields over ConnectionProfile::defaults().
    static ConnectionProfile connectionProfile();
    static void setConnectionProfile(const ConnectionProfile &profile);

    static QVariant value(const QString &key, const QVariant &fallback = {});
    static void setValue(const QString &key, const QVariant &value);
    // The file (for messages and tests).
    static QString fileName();
};

} // namespace twb
