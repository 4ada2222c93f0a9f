#pragma once

#include "core/runs/profile_summary.h"
#include "core/util/error.h"

#include <QByteArray>
#include <QString>

namespace twb {

// "Why is it slow?" for an XPlane trace (`*.xplane.pb`, the XSpace protobuf that torch_xla's
// profiler writes on TPU and on its CPU runtime alike): read into the same ProfileSummary as a
// Chrome trace.
//
// Steps are the ProfilerStep#<step> spans train.py opens on its thread (host plane). XLA
// operations are the events of a device plane's "XLA Ops" line (TPU, GPU) or, on torch_xla's
// CPU runtime, which has no device plane, the host plane's events that carry an `hlo_op` stat
// (the thunks of the compiled program, on the runtime's threads). Each step's span is split by
// wall time, a moment counted once, first match wins: compute (some device runs a
// non-collective XLA op), collective (devices run only collectives), data loading (train.py's
// DataLoader span, no XLA op running), host overhead (another span on train.py's thread: graph
// tracing, compilation, transfers) and idle (none of these). The operator table is the XLA
// operations by name (the HLO instruction, e.g. fusion.12, dot.3, all-reduce.1) over the traced
// steps, all devices of the host together (the top ones, and the top few of each category):
// calls, total time (= self time: XLA ops do not nest), and a category (fusion, dot, convolution, collective, copy, other). `notes` says what the
// numbers are for the kind of trace read (CPU runtime or device planes).
class XPlaneReader final
{
public:
    // Larger files are refused (protobuf holds the whole XSpace in memory, about 3x the file).
    static constexpr qint64 kMaxBytes = qint64(1) << 30;
    // The operator table: ProfileSummary::kTopOperators by time, and besides them the top
    // kTopPerCategory of each category.
    static constexpr int kTopPerCategory = 3;

    // `source` names the trace in errors.
    static Result<ProfileSummary> fromXSpace(const QByteArray &bytes, const QString &source);
    static Result<ProfileSummary> readFile(const QString &path);

    // The category of an XLA operation from its HLO instruction name ("all-reduce.3":
    // "collective"; "add_bitcast_fusion.2": "fusion"; "dot.56": "dot"; "copy.1": "copy").
    static QString category(const QString &opName);
};

} // namespace twb
