// tpuwb run profile: a profile capture of a run (core/runs/profile_requester.h), from the
// command line.
#include "app/cli/run_profile_command.h"

#include "app/cli/cli_support.h"
#include "core/services/run_service.h"
#include "core/workspace/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct RunProfileCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunProfileCommand)
};

constexpr int kTextOperators = 10;

QString ms(double us)
{
    return QString::number(us / 1000.0, 'f', 2);
}

void printText(CliContext &context, const ProfileCapture &capture, const QString &savedPath)
{
    QTextStream &out = context.out;
    out << RunProfileCommand::tr("%1: %n step(s) traced on each host, saved in %2", nullptr, capture.steps)
               .arg(capture.runId, savedPath)
        << u'\n';
    for (const HostProfile &h : capture.hosts) {
        out << u'\n' << RunProfileCommand::tr("host %1 (%2)").arg(h.host).arg(h.address) << u'\n';
        if (!h.error.isEmpty()) {
            out << u"  "_s << RunProfileCommand::tr("no profile: %1").arg(h.error) << u'\n';
            continue;
        }
        for (const QString &f : h.files)
            out << u"  "_s << RunProfileCommand::tr("trace (%1): %2").arg(h.format, capture.dir + u'/' + f) << u'\n';
        if (!h.summary) {
            out << u"  "_s << RunProfileCommand::tr("no summary of this trace (format \"%1\")").arg(h.format) << u'\n';
            continue;
        }
        const StepBreakdown mean = h.summary->mean();
        out << u"  "_s
            << RunProfileCommand::tr("step time %1 ms in the trace, %2 ms measured by train.py (steps %3)")
                   .arg(ms(mean.total), QString::number(h.measuredStepMs(), 'f', 2),
                        h.steps.isEmpty() ? QString() : u"%1-%2"_s.arg(h.steps.first()).arg(h.steps.last()))
            << u'\n';
        QStringList parts;
        for (int k = 0; k < kStepTimeKinds; ++k) {
            const auto kind = StepTimeKind(k);
            parts << u"%1 %2 ms (%3 %)"_s.arg(ProfileSummary::kindLabel(kind), ms(mean[kind]),
                                              QString::number(mean.total > 0 ? 100.0 * mean[kind] / mean.total : 0, 'f', 1));
        }
        out << u"  "_s << parts.join(u", "_s) << u'\n';
        const double steps = std::max<double>(1, h.summary->steps.size());
        const bool xla = std::any_of(h.summary->operators.cbegin(), h.summary->operators.cend(),
                                     [](const OperatorTime &op) { return !op.category.isEmpty(); });
        if (xla) {
            // XLA operations: no nesting, so self time is the time; the share is of the
            // traced steps' time.
            const double stepTime = std::max(1e-9, mean.total);
            TextTable table({RunProfileCommand::tr("XLA operation"), RunProfileCommand::tr("category"),
                             RunProfileCommand::tr("calls"), RunProfileCommand::tr("ms/step"),
                             RunProfileCommand::tr("mean ms"), RunProfileCommand::tr("% of step")});
            // The top ones, and the top one of each category not among them.
            QList<OperatorTime> rows = h.summary->operators.mid(0, kTextOperators);
            for (const OperatorTime &op : h.summary->operators.mid(kTextOperators))
                if (std::none_of(rows.cbegin(), rows.cend(), [&](const OperatorTime &r) { return r.category == op.category; }))
                    rows << op;
            for (const OperatorTime &op : rows)
                table.addRow({op.name, op.category, QString::number(op.calls), ms(op.totalTime / steps),
                              QString::number(op.calls > 0 ? op.totalTime / double(op.calls) / 1000.0 : 0, 'f', 3),
                              QString::number(100.0 * op.totalTime / steps / stepTime, 'f', 1)});
            table.print(out);
        } else {
            TextTable table({RunProfileCommand::tr("operator"), RunProfileCommand::tr("kind"), RunProfileCommand::tr("calls"),
                             RunProfileCommand::tr("self ms/step"), RunProfileCommand::tr("total ms/step")});
            for (const OperatorTime &op : h.summary->operators.mid(0, kTextOperators))
                table.addRow({op.name, ProfileSummary::kindLabel(op.kind), QString::number(op.calls),
                              ms(op.selfTime / steps), ms(op.totalTime / steps)});
            table.print(out);
        }
        for (const QString &note : h.summary->notes)
            out << u"  "_s << RunProfileCommand::tr("note: %1").arg(note) << u'\n';
    }
    out.flush();
}

} // namespace

int runProfileCommand(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"RUN_ID"_s, RunProfileCommand::tr("the run (it must be running)"));
    const QCommandLineOption steps(u"steps"_s, RunProfileCommand::tr("steps to trace on each host (1-1000)"), u"N"_s, u"3"_s);
    const QCommandLineOption timeout(u"timeout"_s, RunProfileCommand::tr("seconds to wait for the hosts' traces"), u"S"_s,
                                     u"120"_s);
    const QCommandLineOption json(u"json"_s, RunProfileCommand::tr("print JSON"));
    const QCommandLineOption acceptNew(u"accept-new"_s, RunProfileCommand::tr("accept and save unknown host keys"));
    parser.addOptions({steps, timeout, json, acceptNew});
    if (int code = parseSubcommand(parser, u"tpuwb run profile"_s, arguments, context, 1, 1); code >= 0)
        return code;
    bool okSteps = false;
    bool okTimeout = false;
    ProfileRequester::Options options;
    options.steps = parser.value(steps).toInt(&okSteps);
    options.timeout = std::chrono::seconds(parser.value(timeout).toInt(&okTimeout));
    if (!okSteps || options.steps < 1 || options.steps > 1000)
        return context.error(RunProfileCommand::tr("--steps must be a whole number from 1 to 1000, not \"%1\".")
                                 .arg(parser.value(steps)),
                             Usage);
    if (!okTimeout || options.timeout.count() < 1)
        return context.error(RunProfileCommand::tr("--timeout must be a positive number of seconds, not \"%1\".")
                                 .arg(parser.value(timeout)),
                             Usage);
    RunService service(machineAccess(context, parser.isSet(acceptNew)), Workspace(context.workspaceDir).runsDir());
    QString savedPath;
    auto capture = service.profileNow(parser.positionalArguments().first(), options, &savedPath);
    if (!capture)
        return context.error(capture.error().message);
    if (parser.isSet(json)) {
        Json document = capture->toJson();
        document["saved"] = toStd(savedPath);
        document["dir"] = toStd(capture->dir);
        context.out << toQString(document.dump(2)) << Qt::endl;
    } else {
        printText(context, *capture, savedPath);
    }
    for (const HostProfile &h : capture->hosts)
        if (!h.error.isEmpty())
            context.err << RunProfileCommand::tr("host %1 (%2): no profile: %3").arg(h.host).arg(h.address, h.error)
                        << Qt::endl;
    const bool any = std::any_of(capture->hosts.cbegin(), capture->hosts.cend(),
                                 [](const HostProfile &h) { return !h.files.isEmpty() && h.error.isEmpty(); });
    return any ? Ok : Failure;
}

} // namespace twb::cli
