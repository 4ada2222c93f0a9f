#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace twb {

class SeriesStore;

// A rise of the compile count: XLA compiled again. After warm-up that is a bug worth shouting
// about (a changing shape or a Python value in a jitted function recompiles every few steps).
struct CompileMark
{
    std::int64_t step = 0;
    double time = 0;
    std::int64_t count = 0;
    bool afterWarmup = false;
    QString reason;
};

// What the profile panes need beyond the raw series: the chip's HBM capacity and peak FLOPs
// from the catalog, and the factors that turn logged throughput into MFU. MFU and HBM use are
// linear in a logged series, so panes draw them by scaling that series' decimated view
// instead of storing a derived copy.
class RunProfile final
{
public:
    // `acceleratorType` as in the registry ("v5litepod-8"); `modelFlopsPerToken` for training
    // (forward + backward), see trainingFlopsPerToken(); 0 leaves MFU from tokens/s unknown.
    static Result<RunProfile> create(const QString &acceleratorType, double modelFlopsPerToken);

    // 6 N + 12 L d s: matmul FLOPs of forward and backward per token plus attention scores
    // (PaLM, appendix B), the usual MFU numerator.
    static double trainingFlopsPerToken(double parameters, int layers, int modelDim, int sequenceLength);

    // trainingFlopsPerToken() for an experiment config (docs/formats.md 2): active parameters from
    // the model block (d_model, n_layers, d_ff, vocab_size; MoE counts top_k experts per
    // token; an encoder-decoder averages its encoder and decoder halves of each window), sequence
    // length from train.seq_len. 0 when the block is missing.
    static double modelFlopsPerToken(const Json &config);

    QString acceleratorType() const { return m_acceleratorType; }
    double hbmBytesPerDevice() const { return m_hbmBytesPerDevice; }
    double peakFlopsPerDevice() const { return m_peakFlopsPerDevice; }
    int devicesPerHost() const { return m_devicesPerHost; }

    // MFU = tokens_per_s (one host's tokens) x this.
    double mfuPerHostTokenPerSecond() const;
    // MFU = tflops_per_device (MaxText's TFLOP/s/device) x this.
    double mfuPerDeviceTflops() const;
    // Fraction of a device's HBM = hbm_used_bytes x this.
    double hbmFractionPerByte() const;

    // Rises of `compile_count` and compile events of a host, oldest first; a rise later than
    // `warmupSteps` after the host's first step is marked afterWarmup.
    static std::vector<CompileMark> compileMarks(const SeriesStore &store, const QString &run, int host,
                                                 std::int64_t warmupSteps = 10);

private:
    QString m_acceleratorType;
    double m_hbmBytesPerDevice = 0;
    double m_peakFlopsPerDevice = 0;
    int m_devicesPerHost = 1;
    double m_flopsPerToken = 0;
};

} // namespace twb
