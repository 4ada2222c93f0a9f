#include "core/runs/attention_bench.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AttentionBench.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AttentionBench)
};

QString text(const Json &o, const char *key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

std::optional<double> number(const Json &o, const char *key)
{
    const auto it = o.find(key);
    if (it == o.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

qint64 integer(const Json &o, const char *key)
{
    const auto value = number(o, key);
    return value && *value >= 0 && *value < 9.0e15 ? qint64(*value) : 0;
}

} // namespace

Json AttentionBenchRow::toJson() const
{
    Json o = {{"kernel", toStd(kernel)}, {"seq_len", seqLen}, {"status", toStd(status)}};
    o["attn_ms"] = ms ? Json(*ms) : Json(nullptr);
    o["max_abs_err"] = maxAbsErr ? Json(*maxAbsErr) : Json(nullptr);
    o["tolerance"] = tolerance;
    if (!reason.isEmpty())
        o["reason"] = toStd(reason);
    if (!impl.isEmpty())
        o["impl"] = toStd(impl);
    o["device"] = toStd(device);
    o["dtype"] = toStd(dtype);
    o["batch"] = batch;
    o["heads"] = heads;
    o["head_dim"] = headDim;
    return o;
}

const QStringList &AttentionBench::settableKernels()
{
    static const QStringList kernels = {u"splash"_s, u"flash"_s, u"sdpa"_s};
    return kernels;
}

Result<QList<qint64>> AttentionBench::parseSeqLens(const QString &text, const QString &option)
{
    QList<qint64> out;
    const QStringList parts = text.split(u',');
    for (const QString &raw : parts) {
        const QString part = raw.trimmed();
        bool ok = false;
        const qint64 value = part.toLongLong(&ok);
        // 2^20 tokens: far past what one attention call holds; a typo, not a length.
        if (!ok || value <= 0 || value > (qint64(1) << 20))
            return fail(Error{Tr::tr("%1 %2: \"%3\" is not a sequence length (a whole number from 1 to 1048576; "
                                     "separate several with commas, e.g. 512,1024,2048).")
                                  .arg(option, text, part),
                              option, Error::Kind::Usage});
        if (!out.contains(value))
            out << value;
    }
    std::sort(out.begin(), out.end());
    return out;
}

QStringList AttentionBench::scriptArguments(const QList<qint64> &seqLens, int batch, int repeats, int threads)
{
    QStringList lengths;
    for (qint64 s : seqLens)
        lengths << QString::number(s);
    QStringList args = {u"--bench-attention"_s, lengths.join(u',')};
    if (batch > 0)
        args << u"--bench-batch"_s << QString::number(batch);
    if (repeats > 0)
        args << u"--bench-repeats"_s << QString::number(repeats);
    if (threads > 0)
        args << u"--threads"_s << QString::number(threads);
    return args;
}

QList<AttentionBenchRow> AttentionBench::rowsFromMetrics(const QByteArray &jsonl)
{
    QList<AttentionBenchRow> rows;
    for (const QByteArray &line : jsonl.split('\n')) {
        if (!line.contains("\"event\""))
            continue;
        auto parsed = parseJsonTolerant(line, {});
        if (!parsed || !parsed->is_object())
            continue;
        const Json &o = *parsed;
        const QString event = text(o, "event");
        if (event == u"config"_s && text(o, "kind") == u"attention_bench"_s) {
            rows.clear(); // a later benchmark in the same file replaces the earlier one
            continue;
        }
        if (event != u"attention_bench"_s)
            continue;
        AttentionBenchRow row;
        row.kernel = text(o, "kernel");
        row.seqLen = integer(o, "seq_len");
        row.status = text(o, "status");
        row.ms = number(o, "attn_ms");
        row.maxAbsErr = number(o, "max_abs_err");
        row.tolerance = number(o, "tolerance").value_or(0.0);
        row.reason = text(o, "reason");
        row.impl = text(o, "impl");
        row.device = text(o, "device");
        row.dtype = text(o, "dtype");
        row.batch = integer(o, "batch");
        row.heads = integer(o, "heads");
        row.headDim = integer(o, "head_dim");
        if (!row.kernel.isEmpty() && row.seqLen > 0)
            rows << row;
    }
    return rows;
}

AttentionBenchVerdict AttentionBench::verdict(const QList<AttentionBenchRow> &rows)
{
    AttentionBenchVerdict v;
    QList<qint64> lengths;
    for (const AttentionBenchRow &r : rows) {
        if (!v.kernels.contains(r.kernel))
            v.kernels << r.kernel;
        if (!lengths.contains(r.seqLen))
            lengths << r.seqLen;
    }
    for (const QString &kernel : v.kernels) {
        if (!settableKernels().contains(kernel))
            continue;
        double total = 0;
        int okLengths = 0;
        for (const AttentionBenchRow &r : rows)
            if (r.kernel == kernel && r.ok() && r.ms) {
                total += *r.ms;
                ++okLengths;
            }
        // Correct at every length measured, or it is no candidate.
        if (okLengths != lengths.size() || okLengths == 0)
            continue;
        if (v.fastest.isEmpty() || total < v.totalMs) {
            v.fastest = kernel;
            v.totalMs = total;
        }
    }
    return v;
}

} // namespace twb
