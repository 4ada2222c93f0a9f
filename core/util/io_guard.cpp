#include "core/util/io_guard.h"

#include "core/util/log.h"

#include <QEvent>
#include <QMetaEnum>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QThread>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cxxabi.h>
#include <execinfo.h>
#include <memory>

using namespace Qt::StringLiterals;

namespace twb::IoGuard {
namespace {

std::atomic<int> g_mode{int(Mode::Off)};
std::atomic<QThread *> g_guiThread{nullptr};
std::atomic<int> g_warnings{0};

thread_local int t_depth = 0;
thread_local int t_allowed = 0;
// The innermost event being delivered on this thread; the receiver lives while it receives.
thread_local const QObject *t_receiver = nullptr;
thread_local int t_eventType = 0;

constexpr int kMaxFrames = 48;
// Frames that tell one offending caller from another; deeper ones are the event loop.
constexpr int kKeyFrames = 16;

QByteArray describeDelivery()
{
    QByteArray text = "while delivering ";
    const char *typeName = QMetaEnum::fromType<QEvent::Type>().valueToKey(t_eventType);
    text += typeName ? QByteArray(QByteArray("QEvent::") + typeName) : QByteArray::number(t_eventType);
    if (t_receiver) {
        text += " to ";
        text += t_receiver->metaObject()->className();
        if (const QString name = t_receiver->objectName(); !name.isEmpty())
            text += " \"" + name.toUtf8() + '"';
    }
    return text;
}

// "binary(_ZN3twb4Mangled+0x1f) [0x55...]" -> "binary(twb::Demangled()+0x1f) [0x55...]".
QByteArray demangledFrame(const char *symbol)
{
    QByteArray line(symbol);
    const qsizetype open = line.indexOf('(');
    const qsizetype plus = line.indexOf('+', open);
    if (open < 0 || plus <= open + 1)
        return line;
    const QByteArray mangled = line.mid(open + 1, plus - open - 1);
    int status = 0;
    std::unique_ptr<char, decltype(&std::free)> name(
        abi::__cxa_demangle(mangled.constData(), nullptr, nullptr, &status), &std::free);
    if (status != 0 || !name)
        return line;
    return line.left(open + 1) + name.get() + line.mid(plus);
}

QByteArray backtraceText(void *const *frames, int count)
{
    QByteArray text;
    std::unique_ptr<char *, decltype(&std::free)> symbols(backtrace_symbols(frames, count), &std::free);
    for (int i = 0; i < count; ++i) {
        const QByteArray frame = symbols ? demangledFrame(symbols.get()[i]) : QByteArray::number(quintptr(frames[i]), 16);
        text += "  #" + QByteArray::number(i) + ' ' + frame + '\n';
        // Below the delivery of the event is the event loop; it names no offender.
        if (frame.contains("notifyInternal2") && i + 1 < count) {
            text += "  ... (event loop)\n";
            break;
        }
    }
    return text;
}

QByteArray offenceText(const char *what, const QString &path, const std::source_location &where)
{
    return QByteArray("Disk I/O on the GUI thread: ") + what + ' ' + path.toUtf8() + " at "
           + where.file_name() + ':' + QByteArray::number(where.line()) + " (" + where.function_name()
           + ") " + describeDelivery()
           + ". Move it off the GUI thread (QtConcurrent::run + QFuture::then) or, if it must stay, "
             "wrap it in IoGuard::AllowScope and say why.\n";
}

size_t stackKey(const std::source_location &where, void *const *frames, int count)
{
    size_t key = qHash(QByteArrayView(where.file_name())) ^ (size_t(where.line()) * 0x9e3779b97f4a7c15ULL);
    for (int i = 0; i < count && i < kKeyFrames; ++i)
        key = key * 31 + size_t(frames[i]);
    return key;
}

} // namespace

void setMode(Mode mode)
{
    g_mode.store(int(mode), std::memory_order_relaxed);
}

Mode mode()
{
    return Mode(g_mode.load(std::memory_order_relaxed));
}

std::optional<Mode> parseMode(QStringView text)
{
    const QString word = text.trimmed().toString().toLower();
    if (word == u"off"_s)
        return Mode::Off;
    if (word == u"warn"_s)
        return Mode::Warn;
    if (word == u"abort"_s)
        return Mode::Abort;
    return std::nullopt;
}

void setGuiThread(QThread *thread)
{
    g_guiThread.store(thread, std::memory_order_relaxed);
}

int eventDepth()
{
    return t_depth;
}

int warningCount()
{
    return g_warnings.load(std::memory_order_relaxed);
}

void check(const char *what, const QString &path, std::source_location where)
{
    const Mode current = mode();
    if (current == Mode::Off) [[likely]]
        return;
    if (t_depth == 0 || t_allowed > 0 || QThread::currentThread() != g_guiThread.load(std::memory_order_relaxed))
        return;
    if (path.startsWith(u':') || path.startsWith(u"qrc:"_s))
        return;

    void *frames[kMaxFrames];
    const int count = backtrace(frames, kMaxFrames);
    // Frame 0 is this function.
    void *const *callers = frames + 1;
    const int callerCount = count > 0 ? count - 1 : 0;

    if (current == Mode::Abort) {
        const QByteArray text = offenceText(what, path, where);
        std::fputs(text.constData(), stderr);
        std::fflush(stderr);
        std::fputs(backtraceText(callers, callerCount).constData(), stderr);
        std::fflush(stderr);
        std::abort();
    }

    static QMutex mutex;
    static QSet<size_t> reported;
    {
        QMutexLocker locker(&mutex);
        const size_t key = stackKey(where, callers, callerCount);
        if (reported.contains(key))
            return;
        reported.insert(key);
    }
    g_warnings.fetch_add(1, std::memory_order_relaxed);
    QByteArray text = offenceText(what, path, where);
    text += backtraceText(callers, callerCount);
    log::warn(QString::fromUtf8(text).trimmed());
}

EventScope::EventScope(const QObject *receiver, const QEvent *event) noexcept
    : m_previousReceiver(t_receiver), m_previousType(t_eventType)
{
    ++t_depth;
    t_receiver = receiver;
    t_eventType = event ? int(event->type()) : 0;
}

EventScope::~EventScope()
{
    --t_depth;
    t_receiver = m_previousReceiver;
    t_eventType = m_previousType;
}

AllowScope::AllowScope() noexcept
{
    ++t_allowed;
}

AllowScope::~AllowScope()
{
    --t_allowed;
}

} // namespace twb::IoGuard
