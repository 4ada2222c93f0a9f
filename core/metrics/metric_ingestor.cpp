#include "core/metrics/metric_ingestor.h"

#include "core/metrics/series_store.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

#include <cmath>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::MetricIngestor.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MetricIngestor)
};

constexpr std::size_t kRecentMalformed = 32;
constexpr std::int64_t kLoggedMalformed = 20;   // then one log line per 1000

// Equality of two short keys without a call into libc's memcmp (a metric name is rarely
// longer than 16 bytes): two overlapping 8-byte (or 4-byte) loads from each side.
[[gnu::always_inline]] inline bool sameKey(std::string_view a, std::string_view b)
{
    const std::size_t n = a.size();
    if (n != b.size())
        return false;
    auto load8 = [](const char *p) {
        std::uint64_t v;
        std::memcpy(&v, p, 8);
        return v;
    };
    auto load4 = [](const char *p) {
        std::uint32_t v;
        std::memcpy(&v, p, 4);
        return v;
    };
    if (n >= 8 && n <= 16)
        return load8(a.data()) == load8(b.data()) && load8(a.data() + n - 8) == load8(b.data() + n - 8);
    if (n >= 4 && n < 8)
        return load4(a.data()) == load4(b.data()) && load4(a.data() + n - 4) == load4(b.data() + n - 4);
    return a == b;
}

} // namespace

MetricIngestor::MetricIngestor(SeriesStore &store, QString run, int host, MetricFormat format, QString source,
                               std::int64_t startOffset)
    : m_store(store), m_run(std::move(run)), m_host(host), m_format(format), m_source(std::move(source)),
      m_splitter(startOffset)
{
    if (m_format == MetricFormat::TfEvents) {
        m_events = std::make_unique<TfEventReader>(m_source, startOffset);
        m_events->setLineHandler([this](std::int64_t, const MetricLine &parsed) { ingest(parsed, {}); });
        // TfEventReader has logged it, naming the file and the offset.
        m_events->setDamageHandler([this](std::int64_t offset, const QString &reason) { noteMalformed(offset, reason, false); });
    }
}

MetricFormat MetricIngestor::detectFormat(const QString &path, const QByteArray &head)
{
    if (QFileInfo(path).fileName().contains(u"tfevents"_s))   // events.out.tfevents.<time>.<host>...
        return MetricFormat::TfEvents;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"jsonl"_s || suffix == u"json"_s || suffix == u"ndjson"_s)
        return MetricFormat::Jsonl;
    if (suffix == u"csv"_s)
        return MetricFormat::Csv;
    const QByteArray trimmed = head.trimmed();
    if (trimmed.startsWith('{'))
        return MetricFormat::Jsonl;
    if (head.contains("completed step:"))
        return MetricFormat::MaxTextLog;
    const qsizetype newline = head.indexOf('\n');
    if (head.left(newline < 0 ? head.size() : newline).contains(','))
        return MetricFormat::Csv;
    return MetricFormat::MaxTextLog;
}

void MetricIngestor::feed(const char *data, std::size_t size)
{
    if (m_events) {
        m_events->feed(data, size);
        flush();
        return;
    }
    m_splitter.feed(data, size, [this](const LineSplitter::Line &line) { onLine(line); });
    if (m_splitter.pendingBytes() > kMaxLineBytes) {
        // Its bytes so far count as read, so offsets stay exact; the rest of it, up to its
        // newline, arrives as a line of its own and is malformed too.
        const std::int64_t offset = m_splitter.completeOffset();
        noteMalformed(offset, Tr::tr("a line longer than %1 bytes").arg(kMaxLineBytes));
        m_splitter.reset(offset + std::int64_t(m_splitter.pendingBytes()));
    }
    flush();
}

void MetricIngestor::finish()
{
    if (m_events) {
        flush();   // a torn last record stays out: it is not all there (TfEventReader)
        return;
    }
    m_splitter.flushPartial([this](const LineSplitter::Line &line) { onLine(line); });
    flush();
}

void MetricIngestor::resetTo(std::int64_t offset)
{
    flush();
    if (m_events)
        m_events->reset(offset);
    m_splitter.reset(offset);
}

void MetricIngestor::flush()
{
    if (m_batch.empty())
        return;
    m_store.append(m_run, m_host, m_batch);
    m_batch.clearPoints();
}

std::uint32_t MetricIngestor::metricIndexSlow(std::size_t position, const MetricValue &value)
{
    std::string name;
    if (value.evalPrefix && !value.key.starts_with("eval/"))
        name = "eval/";
    name.append(value.key);
    auto [it, inserted] = m_metricIndex.try_emplace(name, std::uint32_t(m_batch.metricNames.size()));
    if (inserted)
        m_batch.metricNames.push_back(name);
    if (position >= m_keyCache.size())
        m_keyCache.resize(position + 1);
    m_keyCache[position] = {std::string(value.key), value.evalPrefix, it->second};
    return it->second;
}

void MetricIngestor::noteMalformed(std::int64_t offset, QString reason, bool logIt)
{
    ++m_malformedCount;
    if (logIt && (m_malformedCount <= kLoggedMalformed || m_malformedCount % 1000 == 0))
        log::warn(Tr::tr("%1: malformed line at byte %2 skipped (%3); "
                         "the stream goes on (%4 malformed so far).")
                      .arg(m_source)
                      .arg(offset)
                      .arg(reason)
                      .arg(m_malformedCount));
    m_malformed.push_back({offset, std::move(reason)});
    if (m_malformed.size() > kRecentMalformed)
        m_malformed.pop_front();
}

void MetricIngestor::onLine(const LineSplitter::Line &line)
{
    LineStatus status = LineStatus::Skipped;
    switch (m_format) {
    case MetricFormat::Jsonl:
        status = m_jsonl.parse(line.text, line.paddedCapacity, m_line, &m_error);
        break;
    case MetricFormat::MaxTextLog:
        status = m_maxtext.parse(line.text, m_line, &m_error);
        break;
    case MetricFormat::Csv:
        status = m_csv.parse(line.text, m_line, &m_error);
        break;
    case MetricFormat::TfEvents:
        return;   // records, not lines (feed() hands them to m_events)
    }
    if (status == LineStatus::Skipped)
        return;
    if (status == LineStatus::Malformed) {
        noteMalformed(line.offset, QString::fromStdString(m_error));
        return;
    }
    ingest(m_line, line.text);
}

void MetricIngestor::ingest(const MetricLine &parsed, std::string_view raw)
{
    ++m_lines;

    // Fill in what a line left out so x stays usable: step from the previous line (+1 for a
    // line of values), time from the previous line (or the arrival time on a live stream).
    std::int64_t step = parsed.step;
    if (!parsed.hasStep)
        step = m_haveStep ? m_lastStep + (parsed.values.empty() || m_lastStep == std::numeric_limits<std::int64_t>::max() ? 0 : 1)
                          : 0;
    double time = parsed.time;
    if (!parsed.hasTime) {
        if (m_haveTime)
            time = m_lastTime;
        else
            time = m_arrivalTime ? double(QDateTime::currentMSecsSinceEpoch()) / 1000.0 : 0.0;
    }
    m_haveStep = true;
    m_lastStep = step;
    m_haveTime = true;
    m_lastTime = time;

    const auto &values = parsed.values;
    for (std::size_t k = 0; k < values.size(); ++k) {
        // The key cache hit is the common case: inline, the miss out of line.
        std::uint32_t index;
        if (k < m_keyCache.size() && m_keyCache[k].evalPrefix == values[k].evalPrefix
            && sameKey(m_keyCache[k].key, values[k].key)) [[likely]]
            index = m_keyCache[k].index;
        else
            index = metricIndexSlow(k, values[k]);
        m_batch.values.push_back({index, step, time, values[k].value});
    }
    m_points += std::int64_t(values.size());

    if (parsed.event != MetricEventKind::None) {
        MetricEvent event;
        event.kind = parsed.event;
        event.step = step;
        event.time = time;
        event.hasNumber = parsed.hasNumber;
        event.number = parsed.number;
        event.name = QString::fromStdString(parsed.eventName);
        event.text = QString::fromStdString(parsed.text);
        if (event.kind == MetricEventKind::Done)
            m_sawDone = true;
        m_batch.events.push_back(std::move(event));
    }
    if (m_observer)
        m_observer(parsed, step, time, raw);
}

} // namespace twb
