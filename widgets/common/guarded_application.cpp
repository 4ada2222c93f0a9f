#include "widgets/common/guarded_application.h"

#include <QThread>

#include <cstdio>

namespace twb {

GuardedApplication::GuardedApplication(int &argc, char **argv, IoGuard::Mode defaultMode)
    : QApplication(argc, argv)
{
    IoGuard::Mode mode = defaultMode;
    if (const QString value = qEnvironmentVariable("TWB_IO_GUARD"); !value.isEmpty()) {
        if (const auto parsed = IoGuard::parseMode(value))
            mode = *parsed;
        else
            std::fprintf(stderr, "TWB_IO_GUARD=%s is not off, warn or abort; using the default.\n",
                         qPrintable(value));
    }
    IoGuard::setGuiThread(thread());
    IoGuard::setMode(mode);
}

GuardedApplication::~GuardedApplication()
{
    // QApplication's own tear-down no longer goes through notify() below.
    IoGuard::setMode(IoGuard::Mode::Off);
}

bool GuardedApplication::notify(QObject *receiver, QEvent *event)
{
    const IoGuard::EventScope delivering(receiver, event);
    return QApplication::notify(receiver, event);
}

} // namespace twb
