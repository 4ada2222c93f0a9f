#include "core/kernel/kernel_state.h"

#include "core/kernel/state_schema.h"
#include "core/util/atomic_file.h"
#include "core/util/file_lock.h"

#include <QFileInfo>
#include <QThread>

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

QString stringIn(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

std::optional<double> numberIn(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

std::optional<bool> boolIn(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_boolean())
        return std::nullopt;
    return it->get<bool>();
}

const Json &emptyObject()
{
    static const Json empty = Json::object();
    return empty;
}

Json nullable(const QString &text) { return text.isEmpty() ? Json(nullptr) : Json(toStd(text)); }

} // namespace

KernelState::KernelState(Json document, QStringList warnings)
    : m_document(std::move(document)), m_warnings(std::move(warnings))
{
}

Result<KernelState> KernelState::fromJson(Json document, const QString &file)
{
    auto warnings = checkAndNormalizeState(document, file);
    if (!warnings)
        return fail(warnings.error());
    return KernelState(std::move(document), std::move(*warnings));
}

Result<KernelState> KernelState::parse(const QByteArray &text, const QString &file)
{
    // Python's json.dump writes bare NaN/Infinity; they are accepted and then read as null.
    auto parsed = parseJsonTolerant(text, file);
    if (!parsed)
        return fail(parsed.error());
    return fromJson(std::move(*parsed), file);
}

Result<KernelState> KernelState::load(const QString &file)
{
    Result<Json> parsed = fail(Error::failure({}));
    for (int attempt = 0; attempt < 2 && !parsed; ++attempt) {
        if (attempt > 0)
            QThread::msleep(100); // a writer's rename window (docs/formats.md 6.2)
        auto bytes = readWholeFile(file);
        parsed = bytes ? parseJsonTolerant(*bytes, file) : Result<Json>(fail(bytes.error()));
    }
    if (!parsed)
        return fail(parsed.error());
    // A wrongly typed field is not a race: it is reported at once.
    return fromJson(std::move(*parsed), file);
}

Result<KernelState> KernelState::update(const QString &file,
                                        const std::function<Result<void>(KernelState &)> &change)
{
    auto lock = FileLock::acquire(QFileInfo(file).absolutePath() + u'/' + QString::fromLatin1(kLockFileName));
    if (!lock)
        return fail(lock.error());
    auto state = load(file);
    if (!state)
        return state;
    if (auto changed = change(*state); !changed)
        return fail(changed.error());
    if (auto written = writeFileAtomically(file, state->toBytes()); !written)
        return fail(written.error());
    return state;
}

Json KernelState::serialized() const
{
    Json out = m_document;
    if (!hasPrimary())
        return out;
    // ordered_json stores objects in a vector: references into `out` die on insertion, so
    // values are copied out first.
    const Json primary = out["primary"];
    // Setup 6: the flat aliases are rewritten on every update and equal primary.*.
    out["input_language"] = primary.value("language", Json(nullptr));
    out["source_path"] = primary.value("source_path", Json(nullptr));
    out["source_context_path"] = primary.value("context_path", Json(nullptr));
    // 3.3: canonical primary.port_verified, mirrored to the top level for older agents.
    if (const std::optional<bool> verified = portVerified()) {
        out["primary"]["port_verified"] = *verified;
        out["port_verified"] = *verified;
    } else if (out.contains("port_verified")) {
        out["port_verified"] = nullptr;
    }
    return out;
}

QByteArray KernelState::toBytes() const
{
    const std::string text = serialized().dump(2) + "\n";
    return QByteArray(text.data(), qsizetype(text.size()));
}

QString KernelState::runId() const
{
    const QString id = stringIn(m_document, "run_id");
    return id.isEmpty() ? QFileInfo(runDir()).fileName() : id;
}

QString KernelState::runDir() const { return stringIn(m_document, "run_dir"); }
QString KernelState::tpuVersion() const { return stringIn(m_document, "tpu_version"); }

bool KernelState::hasPrimary() const
{
    const auto it = m_document.find("primary");
    return it != m_document.end() && it->is_object();
}

static const Json &primaryOf(const Json &document)
{
    const auto it = document.find("primary");
    return it != document.end() && it->is_object() ? *it : emptyObject();
}

QString KernelState::language() const { return stringIn(primaryOf(m_document), "language"); }
QString KernelState::sourcePath() const { return stringIn(primaryOf(m_document), "source_path"); }
QString KernelState::contextPath() const { return stringIn(primaryOf(m_document), "context_path"); }
QString KernelState::goldenPath() const { return stringIn(primaryOf(m_document), "golden_path"); }
QString KernelState::goldenMetaPath() const { return stringIn(primaryOf(m_document), "golden_meta_path"); }

std::optional<bool> KernelState::portVerified() const
{
    if (auto nested = boolIn(primaryOf(m_document), "port_verified"))
        return nested;
    return boolIn(m_document, "port_verified");
}

std::optional<bool> KernelState::baselineApproved() const
{
    return boolIn(primaryOf(m_document), "baseline_approved");
}

bool KernelState::hasBaselineApprovedKey() const { return primaryOf(m_document).contains("baseline_approved"); }

QString KernelState::referenceMode() const
{
    const QString mode = stringIn(m_document, "reference_mode");
    return mode.isEmpty() ? u"llm_port"_s : mode;
}

bool KernelState::emitJnpReference() const { return boolIn(m_document, "emit_jnp_reference").value_or(true); }

QList<StateReference> KernelState::references() const
{
    QList<StateReference> out;
    const auto it = m_document.find("references");
    if (it == m_document.end() || !it->is_array())
        return out;
    for (const Json &entry : *it)
        out.append({stringIn(entry, "kind"), stringIn(entry, "source_path"), stringIn(entry, "facts_path"),
                    stringIn(entry, "context_path")});
    return out;
}

QString KernelState::referenceTrust() const { return stringIn(m_document, "reference_trust"); }
QString KernelState::text(const char *key) const { return stringIn(m_document, key); }

int KernelState::iteration() const { return int(numberIn(m_document, "iteration").value_or(0)); }
int KernelState::maxIterations() const { return int(numberIn(m_document, "max_iterations").value_or(5)); }
double KernelState::atol() const { return numberIn(m_document, "atol").value_or(1e-2); }
double KernelState::rtol() const { return numberIn(m_document, "rtol").value_or(1e-2); }

std::optional<qint64> KernelState::seed() const
{
    // 2^63 and past is no qint64 (converting it is undefined): no seed, as for a missing one.
    if (auto value = numberIn(m_document, "seed"); value && std::abs(*value) < 9.2e18)
        return qint64(*value);
    return std::nullopt;
}

QString KernelState::bestCodePath() const { return stringIn(m_document, "best_code_path"); }
std::optional<double> KernelState::bestOptimizedTime() const { return numberIn(m_document, "best_optimized_time"); }
std::optional<double> KernelState::bestSpeedup() const { return numberIn(m_document, "best_speedup"); }
std::optional<double> KernelState::baseTimeMs() const { return numberIn(m_document, "base_time_ms"); }

QList<HistoryEntry> KernelState::history() const
{
    QList<HistoryEntry> out;
    const auto it = m_document.find("history");
    if (it == m_document.end() || !it->is_array())
        return out;
    for (const Json &entry : *it)
        out.append(HistoryEntry::fromJson(entry));
    return out;
}

std::optional<HistoryEntry> KernelState::historyEntry(int iteration) const
{
    for (const HistoryEntry &entry : history())
        if (entry.iteration == iteration)
            return entry;
    return std::nullopt;
}

QString KernelState::goldenDegraded() const { return stringIn(m_document, "golden_degraded"); }
bool KernelState::hasFinalCodePath() const { return m_document.contains("final_code_path"); }
QString KernelState::finalCodePath() const { return stringIn(m_document, "final_code_path"); }

void KernelState::setPortVerified(bool verified)
{
    if (!hasPrimary())
        m_document["primary"] = Json::object();
    m_document["primary"]["port_verified"] = verified;
    m_document["port_verified"] = verified;
}

void KernelState::approveBaseline(const QString &synthesizedLanguage, const QString &sourcePath)
{
    if (!hasPrimary())
        m_document["primary"] = Json::object();
    Json &primary = m_document["primary"];
    primary["baseline_approved"] = true;
    primary["language"] = toStd(synthesizedLanguage);
    primary["source_path"] = toStd(sourcePath);
}

void KernelState::setFinalCodePath(const std::optional<QString> &path)
{
    m_document["final_code_path"] = path ? Json(toStd(*path)) : Json(nullptr);
}

void KernelState::setBest(const QString &codePath, std::optional<double> timeMs, std::optional<double> speedup)
{
    m_document["best_code_path"] = nullable(codePath);
    m_document["best_optimized_time"] = timeMs ? Json(*timeMs) : Json(nullptr);
    m_document["best_speedup"] = speedup ? Json(*speedup) : Json(nullptr);
}

void KernelState::setField(const char *key, Json value) { m_document[key] = std::move(value); }
void KernelState::removeField(const char *key) { m_document.erase(key); }

} // namespace twb::kernel
