#pragma once

#include <QString>

#include <optional>
#include <source_location>

class QEvent;
class QObject;
class QThread;

// A debug guard against disk I/O on the GUI thread. Core's file helpers call check(); it fires
// only on the GUI thread while an event is being delivered (a click, a timer, a queued slot, a
// paint), where a read blocks the user interface. Code that runs outside event delivery (start-up
// before exec(), a test function's own set-up and assertions) is not checked. The application
// object marks delivery with an EventScope in its notify() (widgets/common/guarded_application).
// Off by default, so the CLI and release builds pay one relaxed atomic load per helper call.
namespace twb::IoGuard {

enum class Mode { Off, Warn, Abort };

void setMode(Mode mode);
Mode mode();
// "off", "warn" or "abort" (case-insensitive); nullopt for anything else.
std::optional<Mode> parseMode(QStringView text);

// The thread that check() guards; the application's main thread.
void setGuiThread(QThread *thread);

// Number of event deliveries in progress on the calling thread.
int eventDepth();

// Reports `what` on `path` if the calling thread is the GUI thread, an event is being
// delivered and no AllowScope is active. Warn: one log line with a backtrace per distinct call
// stack. Abort: what, path, `where` and a backtrace on stderr, then std::abort(), so that a
// test run names the offender. Qt resources (":/...") are memory, never reported.
void check(const char *what, const QString &path,
           std::source_location where = std::source_location::current());

// How many distinct offences Warn mode has logged (tests).
int warningCount();

// Marks the delivery of one event on the calling thread; nests. Used by notify().
class EventScope final
{
public:
    EventScope(const QObject *receiver, const QEvent *event) noexcept;
    ~EventScope();
    EventScope(const EventScope &) = delete;
    EventScope &operator=(const EventScope &) = delete;

private:
    const QObject *m_previousReceiver;
    int m_previousType;
};

// Suppresses check() on the calling thread while it lives. For a read that must stay
// synchronous (say why at the use), and inside a helper that has already checked, so that one
// offence is reported once, under the helper's own name.
class AllowScope final
{
public:
    AllowScope() noexcept;
    ~AllowScope();
    AllowScope(const AllowScope &) = delete;
    AllowScope &operator=(const AllowScope &) = delete;
};

} // namespace twb::IoGuard
