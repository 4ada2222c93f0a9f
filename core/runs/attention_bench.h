#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// One kernel at one sequence length: an `attention_bench` event of bench_attention.py
// (docs/formats.md, "Attention benchmark").
struct AttentionBenchRow
{
    QString kernel;               // "splash", "flash", "sdpa", "reference"
    qint64 seqLen = 0;
    QString status;               // "ok", "mismatch", "unavailable", "failed"
    std::optional<double> ms;     // median milliseconds per call
    std::optional<double> maxAbsErr;
    double tolerance = 0;
    QString reason;               // why it is not ok
    QString impl;                 // the function that was timed
    QString device;               // "cpu" or "tpu"
    QString dtype;
    qint64 batch = 0;
    qint64 heads = 0;
    qint64 headDim = 0;

    bool ok() const { return status == QLatin1String("ok"); }
    Json toJson() const;
};

// What the benchmark found, and what it suggests without choosing: the fastest kernel that was
// correct at every length and that the experiment's `attention_kernel` can name.
struct AttentionBenchVerdict
{
    QString fastest;              // empty: no settable kernel was correct at every length
    double totalMs = 0;           // its time summed over the lengths
    QStringList kernels;          // the kernels in the order the script measured them
};

// The attention benchmark's parsing and reading, shared by `tpuwb bench attention` and the
// Experiments panel: the --seq-len list, the script's arguments, its rows in a metrics file,
// and the verdict.
class AttentionBench final
{
public:
    // The kernels `attention_kernel` can name (the reference maths is only the yardstick).
    static const QStringList &settableKernels();

    // "512,1024,2048" -> {512, 1024, 2048} sorted, without repeats; an error names `option`
    // and the part that is not a positive whole number.
    static Result<QList<qint64>> parseSeqLens(const QString &text, const QString &option = QStringLiteral("--seq-len"));
    // train.py's arguments for the benchmark (launch.sh passes them on).
    static QStringList scriptArguments(const QList<qint64> &seqLens, int batch, int repeats, int threads);

    // The `attention_bench` events of the last benchmark in a metrics file (the lines after its
    // last `config` event of kind attention_bench); lines that are not JSON are skipped.
    static QList<AttentionBenchRow> rowsFromMetrics(const QByteArray &jsonl);
    static AttentionBenchVerdict verdict(const QList<AttentionBenchRow> &rows);
};

} // namespace twb
