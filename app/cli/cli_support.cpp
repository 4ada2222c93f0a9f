#include "app/cli/cli_support.h"


#include <QCoreApplication>
#include <QTimer>

#include <atomic>
#include <csignal>

using namespace Qt::StringLiterals;

namespace twb::cli {

void printUsage(QTextStream &out, const QString &usage)
{
    out << usage;
    out.flush();
}

int parseSubcommand(QCommandLineParser &parser, const QString &command, const QStringList &arguments,
                    CliContext &context, int positional, int maxPositional)
{
    parser.setApplicationDescription(command);
    const QCommandLineOption help({u"h"_s, u"help"_s}, QCoreApplication::translate("tpuwb", "Show this help."));
    parser.addOption(help);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    if (!parser.parse(QStringList{command} + arguments)) {
        context.err << u"tpuwb: "_s << parser.errorText() << u"\n\n"_s << parser.helpText();
        context.err.flush();
        return Usage;
    }
    if (parser.isSet(help)) {
        context.out << parser.helpText();
        context.out.flush();
        return Ok;
    }
    if (parser.positionalArguments().size() < positional) {
        context.err << QCoreApplication::translate("tpuwb", "tpuwb: %1 needs %n argument(s).\n\n", nullptr, positional).arg(command)
                    << parser.helpText();
        context.err.flush();
        return Usage;
    }
    if (maxPositional >= 0 && parser.positionalArguments().size() > maxPositional) {
        context.err << QCoreApplication::translate("tpuwb", "tpuwb: %1 does not take \"%2\".\n\n")
                           .arg(command, parser.positionalArguments().mid(maxPositional).join(u' '))
                    << parser.helpText();
        context.err.flush();
        return Usage;
    }
    return -1;
}

void TextTable::print(QTextStream &out) const
{
    QList<int> widths;
    for (const QStringList &row : m_rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], int(row[i].size()));
        }
    for (const QStringList &row : m_rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        out << line.trimmed() << u'\n';
    }
    out.flush();
}

MachineAccess machineAccess(const CliContext &context, bool acceptNew)
{
    MachineAccess access(context.registryPath, context.profile,
                         acceptNew ? HostKeyPolicy::acceptNew() : HostKeyPolicy::refuse());
    access.setTrustRoot(context.trustRoot);
    return access;
}

Result<MachineEntry> findMachine(const CliContext &context, const QString &name)
{
    return machineAccess(context, false).machine(name);
}

void printReport(CliContext &context, const MachineCheckReport &report)
{
    for (const HostCheckResult &host : report.hosts) {
        if (host.ok) {
            QString line = u"[%1] %2: ok (%3 ms)"_s.arg(host.workerIndex).arg(host.address).arg(host.latency.count());
            if (host.probe)
                line += u", %1 x %2 via %3"_s.arg(host.probe->spec.deviceKind).arg(host.probe->spec.deviceCount).arg(host.probe->source);
            context.out << line << Qt::endl;
        } else {
            context.err << u"[%1] %2: %3"_s.arg(host.workerIndex).arg(host.address, host.message) << Qt::endl;
        }
    }
}

Json withRunName(const Json &run, const QString &name)
{
    if (!run.is_object())
        return run;
    Json out = Json::object();
    bool placed = false;
    for (const auto &[key, value] : run.items()) {
        if (key == "name")
            continue;
        out[key] = value;
        if (key == "run_id") {
            out["name"] = toStd(name);
            placed = true;
        }
    }
    if (!placed)
        out["name"] = toStd(name);
    return out;
}

namespace {
std::atomic<bool> g_interrupted{false};
} // namespace

void quitOnInterrupt(QEventLoop &loop)
{
    g_interrupted = false;
    std::signal(SIGINT, [](int) { g_interrupted = true; });
    std::signal(SIGTERM, [](int) { g_interrupted = true; });
    auto *poll = new QTimer(&loop);
    QObject::connect(poll, &QTimer::timeout, &loop, [&loop] {
        if (g_interrupted)
            loop.quit();
    });
    poll->start(100);
}

} // namespace twb::cli
