#pragma once

#include "core/runs/profile_capture.h"
#include "core/runs/run_folder.h"
#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <functional>

namespace twb {

class HostPool;

// Takes a ProfileCapture of a running run ("Why is it slow?"): on every host at once (one
// HostPool round trip) it writes profiles/request.json {"id", "steps", "start_at"} into the
// run's remote folder, which train.py looks at once per step, and waits there until the host's
// train.py has traced `steps` steps from the first that ends after start_at (the workbench's
// clock plus startDelay; the processes of a slice vote at a log step so that all trace the
// same steps) and written
// profiles/host-<i>/<id>.done.json (or until `timeout`, or until train.py ends). Then each host's trace files are copied into the local
// run folder (profiles/<id>/host-<i>/) and summarized: Chrome traces by ProfileSummary,
// XPlane traces (torch_xla, TPU or its CPU runtime) by XPlaneReader; both stay there for
// TensorBoard/XProf/Perfetto.
class ProfileRequester final
{
public:
    struct Options
    {
        int steps = 3;
        std::chrono::seconds timeout{120};
        // From now to the first traced step: enough for the request to reach every host.
        std::chrono::milliseconds startDelay{2000};
    };

    // Blocks for the traced steps and the copies; call it off the GUI thread. `isCancelled`
    // is polled while the hosts answer.
    static ProfileCapture take(HostPool &pool, const RunRecord &record, const RunFolder &local, Options options,
                               const std::function<bool()> &isCancelled = {});
    // Writes profile.json into the capture's folder; returns its path.
    static Result<QString> save(const ProfileCapture &capture, const RunFolder &local);
    // The newest saved capture of a run (blocking: reads the file).
    static Result<ProfileCapture> latest(const RunFolder &local);

    // The script run on host `host` (exposed for tests).
    static QString script(const QString &remoteRunDir, int host, const QString &id, int steps,
                          std::chrono::seconds timeout, double startAt);
    // Reads the script's output into `host` (exposed for tests).
    static void parse(const QByteArray &output, HostProfile &host);
};

} // namespace twb
