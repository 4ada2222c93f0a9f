// tpuwb run stacks: the stack dump of a run (core/runs/stack_sampler.h), from the command line.
#include "app/cli/run_stacks_command.h"

#include "app/cli/cli_support.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RunStacksCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunStacksCommand)
};

QString hostList(const QList<int> &hosts)
{
    QStringList out;
    for (int h : hosts)
        out << QString::number(h);
    return out.join(u", "_s);
}

void printFrames(QTextStream &out, const QList<StackFrame> &frames)
{
    for (const StackFrame &f : frames)
        out << u"    "_s << f.function << u"  ("_s << f.file << u':' << f.line << u')' << u'\n';
}

void printText(CliContext &context, const StackDump &dump, const QString &savedPath)
{
    QTextStream &out = context.out;
    out << RunStacksCommand::tr("%1: stacks of %n host(s) taken at %2, saved in %3", nullptr, dump.hosts.size())
               .arg(dump.runId, dump.taken, savedPath)
        << u'\n';
    if (!dump.odd.isEmpty()) {
        out << RunStacksCommand::tr("Odd one(s) out: host(s) %1 (not where the other hosts are).", nullptr, int(dump.odd.size()))
                   .arg(hostList(dump.odd)) << u'\n';
        for (int h : dump.odd)
            out << u"  "_s << dump.oddWhy.value(h) << u'\n';
    }
    else if (dump.groups.size() > 1)
        out << RunStacksCommand::tr("No host is odd: no single group holds more hosts than every other.") << u'\n';
    for (const StackGroup &g : dump.groups) {
        const HostStacks *first = dump.host(g.hosts.first());
        out << u'\n'
            << (g.odd ? RunStacksCommand::tr("[odd] ") : QString())
            << RunStacksCommand::tr("%1 (%2 each; %3), main thread, most recent call first:")
                   .arg(RunStacksCommand::tr("host(s) %1", nullptr, int(g.hosts.size())).arg(hostList(g.hosts)),
                        RunStacksCommand::tr("%n thread(s)", nullptr, g.threads), first ? first->sampler : QString())
            << u'\n';
        printFrames(out, g.stack);
        // The other threads of the group's first host, after the main one.
        if (first) {
            const ThreadStack *main = first->mainThread();
            for (const ThreadStack &t : first->threads) {
                if (&t == main)
                    continue;
                out << RunStacksCommand::tr("  thread %1%2:").arg(t.id, t.name.isEmpty() ? QString() : u" ("_s + t.name + u')')
                    << u'\n';
                printFrames(out, t.frames);
            }
        }
    }
    out.flush();
    for (const HostStacks &h : dump.hosts) {
        if (!h.error.isEmpty())
            context.err << RunStacksCommand::tr("host %1 (%2): no stacks: %3").arg(h.host).arg(h.address, h.error) << Qt::endl;
        else if (!h.notes.isEmpty())
            context.err << RunStacksCommand::tr("host %1 (%2): sampled with %3; tried first: %4")
                               .arg(h.host)
                               .arg(h.address, h.sampler, h.notes.join(u"; "_s))
                        << Qt::endl;
    }
}

} // namespace

int runStacksCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunStacksCommand::tr("the run"));
    const QCommandLineOption json(u"json"_s, RunStacksCommand::tr("print JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunStacksCommand::tr("accept and save unknown host keys"));
    parser.addOptions({json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run stacks"_s, arguments, context, 1, 1); code >= 0)
        return code;
    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    QString savedPath;
    auto dump = service.stacksNow(parser.positionalArguments().first(), &savedPath);
    if (!dump)
        return context.error(dump.error().message);
    if (parser.isSet(json)) {
        Json document = dump->toJson();
        document["saved"] = toStd(savedPath);
        context.out << toQString(document.dump(2)) << Qt::endl;
        for (const HostStacks &h : dump->hosts)
            if (!h.error.isEmpty())
                context.err << RunStacksCommand::tr("host %1 (%2): no stacks: %3").arg(h.host).arg(h.address, h.error) << Qt::endl;
    } else {
        printText(context, *dump, savedPath);
    }
    const bool any = std::any_of(dump->hosts.cbegin(), dump->hosts.cend(), [](const HostStacks &h) { return !h.threads.isEmpty(); });
    return any ? Ok : Failure;
}

} // namespace twb::cli
