#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One slice of a multislice run: a registered machine and its hosts, in worker order. A
// multislice run's hosts are its slices' hosts one slice after the other, so a host's index in
// the run (its status, log and metrics files) is global; sliceHost() maps it back.
struct RunSlice
{
    QString machine;       // registry name
    QStringList hosts;     // worker addresses

    friend bool operator==(const RunSlice &, const RunSlice &) = default;
};

// Where a host of the run sits: its slice and its index within that slice.
struct SliceHost
{
    int slice = 0;
    int index = 0;
};

// Host `host` of a run over `slices` (global index); nullopt past the last host.
inline std::optional<SliceHost> sliceHost(const QList<RunSlice> &slices, int host)
{
    if (host < 0)
        return std::nullopt;
    for (int s = 0; s < slices.size(); ++s) {
        if (host < slices[s].hosts.size())
            return SliceHost{s, host};
        host -= int(slices[s].hosts.size());
    }
    return std::nullopt;
}

// The machine names of `slices`, in slice order.
inline QStringList sliceMachines(const QList<RunSlice> &slices)
{
    QStringList out;
    for (const RunSlice &slice : slices)
        out << slice.machine;
    return out;
}

} // namespace twb
