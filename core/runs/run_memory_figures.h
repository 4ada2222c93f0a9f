#pragma once

#include "core/mesh/memory_estimate.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace twb {

// The three memory figures of one device that the Monitor shows side by side for a run:
//
//   estimate  the mesh estimate per device (`tpuwb mesh estimate --model`, DeviceMemoryEstimate:
//             the experiment's mesh and specs, the attention kernel that ran);
//   compiled  XLA's figure of the compiled training step per device, from the run's newest
//             `memory_compiled` event (its buffer assignment: arguments, outputs, temporaries);
//   capacity  one device's HBM of the TPU type in the run's config (the catalog's usable
//             figure, else the nominal one). On a CPU run (--device cpu or xla-cpu) that is
//             the capacity the experiment targets, not the memory of the machine it ran on.
//
// A figure that is missing carries why, in words for the user (plain CPU mode compiles
// nothing, the event is not written yet, the config names no known TPU type), never a zero.
// The same inputs as RunVerifier's memory_matches_compiler check, read the same way.
class RunMemoryFigures final
{
public:
    // XLA's figures of the memory_compiled event, bytes per device; < 0: not reported.
    struct Compiled
    {
        double total = 0;
        double arguments = -1;
        double outputs = -1;
        double temporaries = -1;
        double aliased = -1;   // outputs written into their arguments' buffers (state updated in place)
        QString module;        // "SyncTensorsGraph.1234"
        int devices = 0;
        qint64 step = 0;
    };

    // `metrics`: each host's metrics stream (JSON lines), host 0 first; `config`: the config the
    // run was launched with (the stream's config event wins); `device`: run.json's device
    // ("tpu", "cpu", "xla-cpu"; the stream's backend.device wins when it names one).
    static RunMemoryFigures fromStreams(const QList<QByteArray> &metrics, const Json &config, const QString &device);
    // A local run folder (metrics/host-<i>.jsonl, config.json), read as RunVerifier reads it.
    static RunMemoryFigures readFolder(const QString &runDir, const QString &device);

    QString device() const { return m_device; }
    // The run used no TPU: the capacity is the targeted TPU type's, not the machine's.
    bool ranOnCpu() const;

    const std::optional<MemoryEstimate> &estimate() const { return m_estimate; }
    QString estimateMissing() const { return m_estimateMissing; }
    const std::optional<Compiled> &compiled() const { return m_compiled; }
    QString compiledMissing() const { return m_compiledMissing; }
    // Bytes of one device's HBM; 0 when unknown (capacityMissing() says why).
    double capacityBytes() const { return m_capacityBytes; }
    bool capacityIsNominal() const { return m_capacityNominal; }
    QString accelerator() const { return m_accelerator; }   // "v4-8"
    QString capacityMissing() const { return m_capacityMissing; }

private:
    QString m_device;
    std::optional<MemoryEstimate> m_estimate;
    QString m_estimateMissing;
    std::optional<Compiled> m_compiled;
    QString m_compiledMissing;
    double m_capacityBytes = 0;
    bool m_capacityNominal = true;
    QString m_accelerator;
    QString m_capacityMissing;
};

} // namespace twb
