#include "core/runs/profile_requester.h"

#include "core/runs/xplane_reader.h"

#include "core/remote/host_pool.h"
#include "core/remote/transport.h"
#include "core/util/json.h"
#include "core/util/number_cast.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ProfileRequester.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ProfileRequester)
};

// A file named by a host's done marker stays inside the host's profile folder.
bool isSafeRelative(const QString &path)
{
    return !path.isEmpty() && !path.startsWith(u'/') && !path.split(u'/').contains(u".."_s);
}

} // namespace

QString ProfileRequester::script(const QString &remoteRunDir, int host, const QString &id, int steps,
                                 std::chrono::seconds timeout, double startAt)
{
    const RunFolder remote(remoteRunDir);
    const QString request =
        u"{\"id\": \"%1\", \"steps\": %2, \"start_at\": %3}"_s.arg(id).arg(steps).arg(QString::number(startAt, 'f', 3));
    QString s;
    s += u"f="_s + shellQuotePath(remote.statusFile(host)) + u"; p="_s + shellQuotePath(remote.profilesDir())
         + u"; done="_s + shellQuotePath(QString(remote.profileHostDir(host) + u'/' + id + u".done.json"_s))
         + u"; req="_s + shellQuote(request) + u"; ticks="_s + QString::number(timeout.count() * 5)
         + u"; host="_s + QString::number(host) + u"\n"_s;
    // The pid of a train.py that still runs (as StackSampler checks it).
    s += uR"SH(pid=$(sed -n 's/.*"pid": \([0-9][0-9]*\).*/\1/p' "$f" 2>/dev/null)
if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null \
    || ! tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q 'train\.py'; then
  echo TWB_NOT_RUNNING; echo TWB_END; exit 0
fi
mkdir -p "$p" || { echo "TWB_FAILED could not create $p"; echo TWB_END; exit 0; }
# Written whole, then renamed: train.py never reads half a request.
printf '%s\n' "$req" > "$p/.request-$host.tmp" && mv -f "$p/.request-$host.tmp" "$p/request.json" \
  || { echo "TWB_FAILED could not write $p/request.json"; echo TWB_END; exit 0; }
echo TWB_REQUESTED
i=0
while [ ! -f "$done" ] && [ "$i" -lt "$ticks" ]; do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.2; i=$((i + 1))
done
if [ -f "$done" ]; then
  echo TWB_DONE; cat "$done"; echo; echo TWB_DONE_END
elif ! kill -0 "$pid" 2>/dev/null; then
  echo TWB_EXITED
else
  echo TWB_TIMEOUT
fi
echo TWB_END
)SH"_s;
    return s;
}

void ProfileRequester::parse(const QByteArray &output, HostProfile &host)
{
    QByteArray done;
    bool inDone = false;
    bool ended = false;
    QString outcome;
    for (const QByteArray &raw : output.split('\n')) {
        if (inDone) {
            if (raw.trimmed() == "TWB_DONE_END")
                inDone = false;
            else
                done += raw + '\n';
            continue;
        }
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line == u"TWB_DONE"_s) {
            inDone = true;
            outcome = line;
        } else if (line.startsWith(u"TWB_FAILED "_s)) {
            host.error = line.mid(11);
            return;
        } else if (line == u"TWB_NOT_RUNNING"_s || line == u"TWB_EXITED"_s || line == u"TWB_TIMEOUT"_s) {
            outcome = line;
        } else if (line == u"TWB_END"_s) {
            ended = true;
        }
    }
    if (outcome == u"TWB_NOT_RUNNING"_s) {
        host.error = Tr::tr("train.py does not run there (it ended, or never started): only a running run can be "
                            "profiled.");
    } else if (outcome == u"TWB_EXITED"_s) {
        host.error = Tr::tr("train.py ended before it had traced the steps; its log says why.");
    } else if (outcome == u"TWB_TIMEOUT"_s) {
        host.error = Tr::tr("train.py did not trace the steps in time. A project scaffolded before profiles existed "
                            "does not look for profiles/request.json: scaffold it again; else its steps are slower "
                            "than the timeout allows (raise --timeout).");
    } else if (outcome != u"TWB_DONE"_s) {
        host.error = ended ? Tr::tr("the host gave no answer about the profile")
                           : Tr::tr("the profile script did not finish; check that the host answers.");
    }
    if (outcome != u"TWB_DONE"_s)
        return;
    auto json = parseJson(done.trimmed(), Tr::tr("host %1's profile done marker").arg(host.host));
    if (!json || !json->is_object()) {
        host.error = json ? Tr::tr("its done marker is not a JSON object") : json.error().message;
        return;
    }
    const Json &d = *json;
    if (d.contains("format") && d["format"].is_string())
        host.format = toQString(d["format"].get<std::string>());
    for (const Json &f : d.value("files", Json::array()))
        if (f.is_string())
            host.files << toQString(f.get<std::string>());
    for (const Json &s : d.value("steps", Json::array()))
        if (s.is_number())
            host.steps << saturatingCast<qint64>(s.get<double>());
    for (const Json &m : d.value("step_ms", Json::array()))
        if (m.is_number())
            host.stepMs << m.get<double>();
    if (d.contains("error") && d["error"].is_string())
        host.error = Tr::tr("train.py could not trace: %1").arg(toQString(d["error"].get<std::string>()));
    else if (host.files.isEmpty())
        host.error = Tr::tr("train.py traced the steps but named no trace file");
}

ProfileCapture ProfileRequester::take(HostPool &pool, const RunRecord &record, const RunFolder &local, Options options,
                                      const std::function<bool()> &isCancelled)
{
    ProfileCapture capture;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    capture.id = u"profile-"_s + now.toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s);
    capture.runId = record.runId;
    capture.taken = now.toString(Qt::ISODateWithMs);
    capture.steps = std::clamp(options.steps, 1, 1000);
    capture.dir = local.profileCaptureDir(capture.id);

    HostPoolRequest request;
    request.timeout = options.timeout + std::chrono::seconds(30);
    request.isCancelled = isCancelled;
    // One start time for every host, a moment after the request has reached them all, so that
    // they trace the same steps. The connections are made first: a new SSH session can take
    // longer than the delay on a loaded machine, and a host that read the request after the
    // start would trace from a later step.
    HostPoolRequest connect;
    connect.command = [](int) { return u"true"_s; };
    connect.timeout = std::chrono::seconds(30);
    connect.isCancelled = isCancelled;
    pool.run(connect);
    const double startAt =
        double(QDateTime::currentMSecsSinceEpoch()) / 1000.0 + double(options.startDelay.count()) / 1000.0;
    request.command = [&](int host) {
        return script(record.remoteDir, host, capture.id, capture.steps, options.timeout, startAt);
    };
    for (const HostRunResult &r : pool.run(request)) {
        HostProfile h;
        h.host = r.workerIndex;
        h.address = record.hosts.value(r.workerIndex, u"local"_s);
        parse(r.standardOutput, h);
        if (r.error)
            h.error = r.error->message;
        else if (r.cancelled)
            h.error = Tr::tr("cancelled");
        capture.hosts << h;
    }

    // Pull the traces, each host into its own folder.
    const RunFolder remote(record.remoteDir);
    std::vector<HostProfile *> slots(std::size_t(pool.hostCount()), nullptr);
    for (HostProfile &h : capture.hosts)
        if (h.error.isEmpty() && h.host >= 0 && h.host < pool.hostCount())
            slots[std::size_t(h.host)] = &h;
    const auto pulled = pool.forEachHost([&](int hostIndex, Transport &transport) -> Result<void> {
        HostProfile *h = slots[std::size_t(hostIndex)];
        if (!h)
            return {};
        QStringList localFiles;
        for (const QString &file : h->files) {
            if (!isSafeRelative(file))
                return fail(Error::security(Tr::tr("host %1 named the trace file \"%2\", outside its profile folder.")
                                                .arg(hostIndex)
                                                .arg(file)));
            const QString relative = u"host-%1/"_s.arg(hostIndex) + file;
            const QString target = capture.dir + u'/' + relative;
            if (!QDir().mkpath(QFileInfo(target).absolutePath()))
                return fail(Error::failure(Tr::tr("Could not create the folder of %1.").arg(target), target));
            if (auto copied = transport.download(remote.profileHostDir(hostIndex) + u'/' + file, target); !copied)
                return fail(copied.error());
            localFiles << relative;
        }
        h->files = localFiles;
        return {};
    });
    for (std::size_t i = 0; i < pulled.size(); ++i)
        if (!pulled[i] && slots[i])
            slots[i]->error = Tr::tr("the trace could not be copied: %1").arg(pulled[i].error().message);

    for (HostProfile &h : capture.hosts) {
        if (!h.error.isEmpty() || h.files.isEmpty() || (h.format != u"chrome"_s && h.format != u"xplane"_s))
            continue;
        const QString trace = capture.dir + u'/' + h.files.first();
        auto summary = h.format == u"chrome"_s ? ProfileSummary::readChromeTraceFile(trace) : XPlaneReader::readFile(trace);
        if (summary)
            h.summary = *summary;
        else
            h.error = summary.error().message;
    }
    return capture;
}

Result<QString> ProfileRequester::save(const ProfileCapture &capture, const RunFolder &local)
{
    const QString dir = local.profileCaptureDir(capture.id);
    if (!QDir().mkpath(dir))
        return fail(Error::failure(Tr::tr("Could not create %1; check the workspace's permissions.").arg(dir), dir));
    const QString path = local.profileCaptureFile(capture.id);
    if (auto written = writeJsonFileAtomically(path, capture.toJson()); !written)
        return fail(written.error());
    return path;
}

Result<ProfileCapture> ProfileRequester::latest(const RunFolder &local)
{
    const QStringList files = local.profileCaptureFiles();
    if (files.isEmpty())
        return fail(Error::notFound(Tr::tr("No profile has been taken of this run yet (%1 has none); take one with "
                                           "`tpuwb run profile`.")
                                        .arg(local.profilesDir()),
                                    local.profilesDir()));
    auto json = readJsonFile(files.last());
    if (!json)
        return fail(json.error());
    auto capture = ProfileCapture::fromJson(*json, files.last());
    if (capture)
        capture->dir = QFileInfo(files.last()).absolutePath();
    return capture;
}

} // namespace twb
