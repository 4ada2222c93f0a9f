#pragma once

#include "core/util/io_guard.h"

#include <QApplication>

namespace twb {

// A QApplication that marks every event delivery for IoGuard, so that core's file helpers can
// tell a read in a click handler, timer or queued slot (a frozen window) from one at start-up.
// The widget tests run under it in Abort mode (TWB_WIDGET_TEST_MAIN); a Debug build of the app
// runs under it in Warn mode. TWB_IO_GUARD=off|warn|abort in the environment overrides.
class GuardedApplication final : public QApplication
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardedApplication)

public:
    GuardedApplication(int &argc, char **argv, IoGuard::Mode defaultMode);
    ~GuardedApplication() override;

    bool notify(QObject *receiver, QEvent *event) override;
};

} // namespace twb
