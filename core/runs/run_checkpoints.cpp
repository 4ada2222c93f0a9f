#include "core/runs/run_checkpoints.h"

#include "core/remote/host_pool.h"
#include "core/remote/transport.h"
#include "core/runs/run_folder.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunCheckpoints.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunCheckpoints)
};

} // namespace

QString RunCheckpoints::listCommand(const RunRecord &record)
{
    // A folder without meta.json is incomplete (a save cut short) and is never started from.
    return u"cd "_s + shellQuotePath(RunFolder(record.remoteDir).checkpointsDir())
           + u" 2>/dev/null || exit 0; for d in ckpt-*; do [ -f \"$d/meta.json\" ] && printf '%s\\n' \"$d\"; done; true"_s;
}

QList<RunCheckpoint> RunCheckpoints::parseListing(const QByteArray &text, const RunRecord &record)
{
    static const QRegularExpression name(u"^ckpt-(-?\\d+)-([0-9a-f]{8})-(\\d+)$"_s);
    std::map<qint64, std::pair<int, RunCheckpoint>> byStep;   // step -> (how well it matches, checkpoint)
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const auto m = name.match(line);
        if (!m.hasMatch())
            continue;
        bool ok = false;
        const qint64 step = m.captured(3).toLongLong(&ok);
        if (!ok)
            continue;
        const int score = (m.captured(2) == record.configHash ? 2 : 0) + (m.captured(1).toLongLong() == record.seed ? 1 : 0);
        auto it = byStep.find(step);
        if (it == byStep.end() || score > it->second.first)
            byStep[step] = {score, RunCheckpoint{step, line, u"checkpoints/"_s + line}};
    }
    QList<RunCheckpoint> out;
    for (const auto &[step, entry] : byStep)
        out << entry.second;
    return out;
}

Result<QList<RunCheckpoint>> RunCheckpoints::list(HostPool &pool, const RunRecord &record)
{
    if (record.remoteDir.isEmpty())
        return fail(Error::notFound(Tr::tr("Run %1 has no folder on a machine (it was imported or never started), so it "
                                           "has no checkpoints.")
                                        .arg(record.runId),
                                    record.runId));
    QByteArray listing;
    const auto results = pool.forEachHost([&](int host, Transport &transport) -> Result<void> {
        if (host != 0)
            return {};
        ExecRequest request;
        request.command = listCommand(record);
        request.timeout = std::chrono::seconds(60);
        auto done = transport.exec(request);
        if (!done)
            return fail(done.error());
        if (done->exitCode != 0)
            return fail(Error::failure(Tr::tr("Listing the checkpoints of %1 on %2 failed (exit status %3): %4")
                                           .arg(record.runId, transport.describe())
                                           .arg(done->exitCode)
                                           .arg(QString::fromUtf8(done->standardError).trimmed())));
        listing = done->standardOutput;
        return {};
    });
    if (!results.empty() && !results.front())
        return fail(results.front().error());
    return parseListing(listing, record);
}

Result<RunCheckpoint> RunCheckpoints::atStep(const QList<RunCheckpoint> &checkpoints, qint64 step, const QString &runId)
{
    QStringList steps;
    for (const RunCheckpoint &c : checkpoints) {
        if (c.step == step)
            return c;
        steps << QString::number(c.step);
    }
    if (steps.isEmpty())
        return fail(Error::notFound(Tr::tr("%1 has no complete checkpoint of step %2, nor of any other step yet.").arg(runId).arg(step),
                                    runId));
    //: %n is how many steps %3 lists; it only picks "step" or "steps".
    return fail(Error::notFound(Tr::tr("%1 has no complete checkpoint of step %2; it has checkpoints of step(s) %3. "
                                       "Choose one of those (`tpuwb checkpoint inspect %1`).",
                                       nullptr, int(steps.size()))
                                    .arg(runId)
                                    .arg(step)
                                    .arg(steps.join(u", "_s)),
                                runId));
}

std::optional<CheckpointEvaluation> RunCheckpoints::findEvaluation(const QByteArray &metrics, const QString &attemptId)
{
    const std::string wanted = toStd(attemptId);
    const QList<QByteArray> lines = metrics.split('\n');
    // The newest first: an attempt writes its record near the end.
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QByteArray line = it->trimmed();
        if (!line.contains("\"eval\"") || !line.contains(attemptId.toUtf8()))
            continue;
        auto json = parseJsonTolerant(line, QString());
        if (!json || !json->is_object())
            continue;
        const Json &o = *json;
        const auto text = [&o](const char *key) {
            const auto f = o.find(key);
            return f != o.end() && f->is_string() ? f->get<std::string>() : std::string();
        };
        if (text("event") != "eval" || text("attempt") != wanted)
            continue;
        CheckpointEvaluation e;
        e.attemptId = attemptId;
        e.step = o.contains("step") && o["step"].is_number_integer() ? o["step"].get<qint64>() : 0;
        e.checkpoint = toQString(text("checkpoint"));
        if (o.contains("metrics") && o["metrics"].is_object())
            e.metrics = o["metrics"];
        e.record = o;
        return e;
    }
    return std::nullopt;
}

} // namespace twb
