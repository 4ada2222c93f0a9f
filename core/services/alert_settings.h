#pragma once

#include <QString>

namespace twb {

// What the user chose for alerts (AlertMonitor): the command to run on each alert, whether to
// show a desktop notification, and how long a host must straggle before it alerts. Kept in the
// user's configuration (UserSettings), never in a workspace: a workspace can come from someone
// else's git repository, and opening it must not run a command it names.
struct AlertSettings
{
    // UserSettings keys ("alerts/command" is `alerts.command` to `tpuwb settings`).
    static constexpr const char *kCommandKey = "alerts/command";
    static constexpr const char *kDesktopKey = "alerts/desktop";
    static constexpr const char *kStragglerSecondsKey = "alerts/straggler_seconds";

    QString command;              // run through /bin/sh -c; empty: none
    bool desktop = true;          // a freedesktop notification over the session bus
    int stragglerSeconds = 60;    // a straggler alerts once it has lagged this long

    // Reads the user's configuration file (small; call it outside a GUI event where possible).
    static AlertSettings load();
    void save() const;
};

} // namespace twb
