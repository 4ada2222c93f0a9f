#include "core/runs/profile_capture.h"

#include "core/util/number_cast.h"

#include <QCoreApplication>

#include <numeric>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ProfileCapture.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ProfileCapture)
};

QString stringField(const Json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? toQString(j[key].get<std::string>()) : QString();
}

} // namespace

double HostProfile::measuredStepMs() const
{
    if (stepMs.isEmpty())
        return 0;
    return std::accumulate(stepMs.cbegin(), stepMs.cend(), 0.0) / double(stepMs.size());
}

const HostProfile *ProfileCapture::host(int index) const
{
    for (const HostProfile &h : hosts)
        if (h.host == index)
            return &h;
    return nullptr;
}

QString ProfileCapture::traceFile(int index) const
{
    const HostProfile *h = host(index);
    if (!h || h->files.isEmpty())
        return {};
    return dir.isEmpty() ? h->files.first() : dir + u'/' + h->files.first();
}

Json ProfileCapture::toJson() const
{
    Json hostsJson = Json::array();
    for (const HostProfile &h : hosts) {
        Json files = Json::array();
        for (const QString &f : h.files)
            files.push_back(toStd(f));
        Json steps = Json::array();
        for (qint64 s : h.steps)
            steps.push_back(s);
        Json ms = Json::array();
        for (double m : h.stepMs)
            ms.push_back(m);
        Json host = {{"host", h.host}, {"address", toStd(h.address)}, {"format", toStd(h.format)},
                     {"files", files}, {"steps", steps}, {"step_ms", ms}, {"measured_step_ms", h.measuredStepMs()}};
        if (!h.error.isEmpty())
            host["error"] = toStd(h.error);
        host["summary"] = h.summary ? h.summary->toJson() : Json(nullptr);
        hostsJson.push_back(host);
    }
    return {{"schema", kSchema}, {"id", toStd(id)}, {"run", toStd(runId)}, {"taken", toStd(taken)},
            {"steps", steps}, {"hosts", hostsJson}};
}

Result<ProfileCapture> ProfileCapture::fromJson(const Json &json, const QString &where)
{
    if (!json.is_object() || !json.contains("hosts") || !json["hosts"].is_array())
        return fail(Error::invalid(Tr::tr("%1 is not a profile capture (no \"hosts\" list).").arg(where), where));
    ProfileCapture c;
    c.id = stringField(json, "id");
    c.runId = stringField(json, "run");
    c.taken = stringField(json, "taken");
    c.steps = json.contains("steps") && json["steps"].is_number() ? saturatingCast<int>(json["steps"].get<double>()) : 0;
    for (const Json &h : json["hosts"]) {
        if (!h.is_object() || !h.contains("host") || !h["host"].is_number_integer())
            return fail(Error::invalid(Tr::tr("%1: a host entry has no \"host\" index.").arg(where), where));
        HostProfile host;
        host.host = saturatingCast<int>(h["host"].get<double>());
        host.address = stringField(h, "address");
        host.format = stringField(h, "format");
        host.error = stringField(h, "error");
        for (const Json &f : h.value("files", Json::array()))
            if (f.is_string())
                host.files << toQString(f.get<std::string>());
        for (const Json &s : h.value("steps", Json::array()))
            if (s.is_number())
                host.steps << saturatingCast<qint64>(s.get<double>());
        for (const Json &m : h.value("step_ms", Json::array()))
            if (m.is_number())
                host.stepMs << m.get<double>();
        if (h.contains("summary") && h["summary"].is_object()) {
            auto summary = ProfileSummary::fromJson(h["summary"], Tr::tr("%1: host %2").arg(where).arg(host.host));
            if (!summary)
                return fail(summary.error());
            host.summary = *summary;
        }
        c.hosts << host;
    }
    return c;
}

} // namespace twb
