#pragma once

#include "core/runs/profile_summary.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One host's part of a profile capture.
struct HostProfile
{
    int host = 0;
    QString address;           // the registry's address of the host, for messages
    QString format;            // "chrome" (torch.profiler) or "xplane" (torch_xla); empty: none
    QStringList files;         // the traces pulled, relative to the capture's folder
    QList<qint64> steps;       // the steps traced
    QList<double> stepMs;      // train.py's wall time of each, ms (its step_time_ms clock)
    QString error;             // why there is no trace or no summary; empty when there is
    std::optional<ProfileSummary> summary;   // read from the (first) trace, Chrome or XPlane

    // The mean of stepMs (0 without steps).
    double measuredStepMs() const;
};

// "Why is it slow?": N steps traced on every host of a run while it trains, the traces kept
// in their native formats (Chrome trace JSON, XPlane) under runs/<run_id>/profiles/<id>/ and
// summarized in profile.json there (docs/formats.md).
class ProfileCapture final
{
public:
    static constexpr const char *kSchema = "tpuwb.profile/1";

    QString id;        // "profile-<UTC time>", also the name of the request and of the traces
    QString runId;
    QString taken;     // ISO 8601 UTC, the workbench's clock
    int steps = 0;     // asked for
    QString dir;       // the capture's local folder (not saved; set when read or taken)
    QList<HostProfile> hosts;

    const HostProfile *host(int index) const;
    // The first pulled trace of a host as a local path; empty when none.
    QString traceFile(int host) const;

    Json toJson() const;
    // `where` names the file in errors.
    static Result<ProfileCapture> fromJson(const Json &json, const QString &where);
};

} // namespace twb
