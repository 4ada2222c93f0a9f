#include "core/runs/stack_parser.h"

#include "core/util/json.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StackParser.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StackParser)
};

// The thread that ran the main module has `<module>` as its outermost frame.
void markMain(QList<ThreadStack> &threads)
{
    bool named = false;
    for (ThreadStack &t : threads)
        named = named || (t.main = t.name == u"MainThread"_s);
    if (named)
        return;
    for (ThreadStack &t : threads) {
        if (!t.frames.isEmpty() && t.frames.last().function == u"<module>"_s) {
            t.main = true;
            return;
        }
    }
}

// One frame of an austin sample (see the header for the formats); nullopt for a token that
// is not a frame.
std::optional<StackFrame> austinFrame(const QString &token)
{
    static const QRegularExpression alt(u"^(.*) \\((.*):(\\d+)\\)$"_s);
    static const QRegularExpression plain(u"^(.*) \\((.*)\\)$"_s);
    static const QRegularExpression modern(u"^(.*):([^:]*):(\\d+)$"_s);
    if (const auto m = alt.match(token); m.hasMatch())
        return StackFrame{m.captured(1), m.captured(2), m.captured(3).toInt()};
    if (const auto m = plain.match(token); m.hasMatch())
        return StackFrame{m.captured(1), m.captured(2), 0};
    if (const auto m = modern.match(token); m.hasMatch())
        return StackFrame{m.captured(2), m.captured(1), m.captured(3).toInt()};
    return std::nullopt;
}

} // namespace

Result<QList<ThreadStack>> StackParser::parsePySpy(const QByteArray &json)
{
    auto parsed = parseJsonTolerant(json.trimmed(), u"py-spy dump --json"_s);
    if (!parsed)
        return fail(parsed.error());
    if (!parsed->is_array())
        return fail(Error::invalid(Tr::tr("py-spy dump --json printed no list of threads.")));
    QList<ThreadStack> out;
    for (const Json &t : *parsed) {
        if (!t.is_object())
            continue;
        ThreadStack thread;
        if (t.contains("thread_id") && t["thread_id"].is_number_integer())
            thread.id = u"0x"_s + QString::number(t["thread_id"].get<qulonglong>(), 16);
        if (t.contains("thread_name") && t["thread_name"].is_string())
            thread.name = toQString(t["thread_name"].get<std::string>());
        for (const Json &f : t.value("frames", Json::array())) {
            if (!f.is_object())
                continue;
            StackFrame frame;
            if (f.contains("name") && f["name"].is_string())
                frame.function = toQString(f["name"].get<std::string>());
            if (f.contains("filename") && f["filename"].is_string())
                frame.file = toQString(f["filename"].get<std::string>());
            if (f.contains("line") && f["line"].is_number_integer())
                frame.line = f["line"].get<int>();
            thread.frames << frame;
        }
        out << thread;
    }
    markMain(out);
    return out;
}

QList<ThreadStack> StackParser::parseAustin(const QByteArray &text)
{
    static const QRegularExpression metric(u"^(.*\\S) +[-\\d, ]+$"_s);
    static const QRegularExpression process(u"^(Process \\d+|P\\d+)$"_s);
    static const QRegularExpression threadOld(u"^Thread (\\S+)$"_s);
    static const QRegularExpression threadNew(u"^T([0-9A-Fa-fx:]+)$"_s);
    static const QRegularExpression lineToken(u"^L(\\d+)$"_s);
    QList<ThreadStack> out;
    std::map<QString, qsizetype> byId;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const auto m = metric.match(line);
        if (!m.hasMatch())
            continue;
        const QStringList tokens = m.captured(1).split(u';');
        QString id;
        QList<StackFrame> outermostFirst;
        bool sawThread = false;
        bool junk = false;
        for (const QString &token : tokens) {
            if (!sawThread && outermostFirst.isEmpty()) {
                if (process.match(token).hasMatch())
                    continue;
                if (const auto t = threadOld.match(token); t.hasMatch()) {
                    id = t.captured(1);
                    sawThread = true;
                    continue;
                }
                if (const auto t = threadNew.match(token); t.hasMatch()) {
                    id = t.captured(1).section(u':', -1);
                    sawThread = true;
                    continue;
                }
            }
            if (const auto l = lineToken.match(token); l.hasMatch() && !outermostFirst.isEmpty()) {
                outermostFirst.last().line = l.captured(1).toInt();
                continue;
            }
            if (auto frame = austinFrame(token)) {
                outermostFirst << *frame;
                continue;
            }
            junk = true;
            break;
        }
        if (junk || !sawThread)
            continue;
        if (!id.startsWith(u"0x"_s))
            id.prepend(u"0x"_s);
        auto it = byId.find(id);
        if (it == byId.end()) {
            it = byId.emplace(id, out.size()).first;
            out << ThreadStack{id, {}, false, {}};
        }
        QList<StackFrame> frames;
        for (auto f = outermostFirst.crbegin(); f != outermostFirst.crend(); ++f)
            frames << *f;
        out[it->second].frames = frames;   // the newest sample of the thread wins
    }
    markMain(out);
    return out;
}

QList<ThreadStack> StackParser::parseFaulthandler(const QByteArray &text)
{
    static const QRegularExpression header(
        u"^(?:(?:Current thread|Thread) (0x[0-9A-Fa-f]+)\\b.*|Stack) \\(most recent call first\\):\\s*$"_s);
    static const QRegularExpression frame(u"^\\s+File \"(.*)\", line (\\d+|\\?\\?\\?) in (.*?)\\s*$"_s);
    QList<ThreadStack> out;
    bool inThread = false;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (const auto h = header.match(line); h.hasMatch()) {
            out << ThreadStack{h.captured(1), {}, false, {}};
            inThread = true;
            continue;
        }
        if (!inThread)
            continue;
        if (const auto f = frame.match(line); f.hasMatch()) {
            out.last().frames << StackFrame{f.captured(3), f.captured(1), f.captured(2).toInt()};
        } else if (line.trimmed().isEmpty()) {
            inThread = false;
        }
        // Anything else ("  ..." for a cut-off stack, "  <no Python frame>") keeps the thread open.
    }
    markMain(out);
    return out;
}

ProcessState StackParser::parseProcessState(const QString &text, QString *code)
{
    QString rest = text.trimmed();
    // /proc/<pid>/stat: the state follows the last ") ", after the command's name.
    if (const qsizetype close = rest.lastIndexOf(u") "_s); close >= 0 && rest.contains(u" ("_s))
        rest = rest.mid(close + 2).trimmed();
    if (rest.isEmpty())
        return ProcessState::Unknown;
    const QChar letter = rest.front();
    // Whatever follows a ps letter is its flags (l, s, +, <, N); anything else is not a state.
    if (rest.size() > 1 && !rest.at(1).isSpace() && !QStringView(u"<NLsl+").contains(rest.at(1)))
        return ProcessState::Unknown;
    ProcessState state = ProcessState::Unknown;
    switch (letter.unicode()) {
    case u'R':
        state = ProcessState::Running;
        break;
    case u'S':
    case u'I':   // an idle kernel-style sleep
        state = ProcessState::Sleeping;
        break;
    case u'D':
        state = ProcessState::DiskWait;
        break;
    case u'T':
    case u't':
        state = ProcessState::Stopped;
        break;
    case u'Z':
        state = ProcessState::Zombie;
        break;
    case u'X':
    case u'x':
        state = ProcessState::Gone;
        break;
    default:
        break;
    }
    if (code && state != ProcessState::Unknown)
        *code = QString(letter);
    return state;
}

} // namespace twb
