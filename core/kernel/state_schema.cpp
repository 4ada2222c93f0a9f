#include "core/kernel/state_schema.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::StateSchema.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::StateSchema)
};

enum class Kind { Text, TextOrNull, BoolOrNull, Int, IntOrNull, NumberOrNull, Object, Array };

struct Field
{
    const char *key;
    Kind kind;
};

// Top-level fields (docs/formats.md 6.2). Paths are TextOrNull: "absolute" is checked by the
// users of the path.
constexpr Field kTopLevel[] = {
    {"run_id", Kind::Text}, {"run_dir", Kind::Text}, {"tpu_version", Kind::TextOrNull},
    {"primary", Kind::Object}, {"reference_mode", Kind::TextOrNull},
    {"emit_jnp_reference", Kind::BoolOrNull}, {"jaxpr_path", Kind::TextOrNull},
    {"hlo_path", Kind::TextOrNull}, {"jaxpr_facts_path", Kind::TextOrNull},
    {"jnp_reference_path", Kind::TextOrNull}, {"jaxpr_comparison_path", Kind::TextOrNull},
    {"references", Kind::Array}, {"reference_trust", Kind::TextOrNull},
    {"reference_alignment_path", Kind::TextOrNull}, {"ideas_ledger_path", Kind::TextOrNull},
    {"input_language", Kind::TextOrNull}, {"source_path", Kind::TextOrNull},
    {"source_context_path", Kind::TextOrNull}, {"iteration", Kind::Int},
    {"max_iterations", Kind::Int}, {"atol", Kind::NumberOrNull}, {"rtol", Kind::NumberOrNull},
    {"seed", Kind::IntOrNull}, {"best_code_path", Kind::TextOrNull},
    {"best_optimized_time", Kind::NumberOrNull}, {"best_speedup", Kind::NumberOrNull},
    {"base_time_ms", Kind::NumberOrNull}, {"history", Kind::Array},
    {"golden_degraded", Kind::TextOrNull}, {"port_verified", Kind::BoolOrNull},
    {"port_verification_path", Kind::TextOrNull}, {"final_code_path", Kind::TextOrNull},
};

constexpr Field kPrimary[] = {
    {"language", Kind::TextOrNull}, {"source_path", Kind::TextOrNull},
    {"context_path", Kind::TextOrNull}, {"golden_path", Kind::TextOrNull},
    {"golden_meta_path", Kind::TextOrNull}, {"port_verified", Kind::BoolOrNull},
    {"baseline_approved", Kind::BoolOrNull},
};

constexpr Field kReference[] = {
    {"kind", Kind::TextOrNull}, {"source_path", Kind::TextOrNull},
    {"facts_path", Kind::TextOrNull}, {"context_path", Kind::TextOrNull},
};

constexpr Field kHistory[] = {
    {"iteration", Kind::Int}, {"compile_ok", Kind::BoolOrNull}, {"test_ok", Kind::BoolOrNull},
    {"base_time_ms", Kind::NumberOrNull}, {"optimized_time_ms", Kind::NumberOrNull},
    {"optimized_time", Kind::NumberOrNull}, {"speedup", Kind::NumberOrNull},
    {"base_choice", Kind::TextOrNull}, {"kernel_plan", Kind::TextOrNull},
    {"optimized_kernel", Kind::TextOrNull}, {"profile_summary", Kind::TextOrNull},
    {"autotune_summary", Kind::TextOrNull},
};

QString expected(Kind kind)
{
    switch (kind) {
    case Kind::Text: return Tr::tr("a string");
    case Kind::TextOrNull: return Tr::tr("a string or null");
    case Kind::BoolOrNull: return Tr::tr("true, false or null");
    case Kind::Int: return Tr::tr("an integer");
    case Kind::IntOrNull: return Tr::tr("an integer or null");
    case Kind::NumberOrNull: return Tr::tr("a number or null");
    case Kind::Object: return Tr::tr("an object");
    case Kind::Array: return Tr::tr("a list");
    }
    return {};
}

Error wrongType(const QString &file, const QString &field, const QString &what, const Json &value)
{
    QString shown = toQString(value.dump());
    if (shown.size() > 40)
        shown = shown.left(37) + u"..."_s;
    return Error::invalid(
        Tr::tr("%1: field `%2` must be %3, but it is %4 (%5). The file "
                                           "was not changed; correct that field (or restore the "
                                           "file) and try again.")
            .arg(file, field, what, jsonTypeName(value), shown),
        file + u':' + field);
}

bool isIntegral(const Json &value)
{
    if (value.is_number_integer() || value.is_number_unsigned())
        return true;
    return value.is_number_float() && std::isfinite(value.get<double>())
           && value.get<double>() == std::floor(value.get<double>());
}

// Checks one field; may replace a tolerated value (Infinity -> null) in place.
Result<void> checkField(Json &value, Kind kind, const QString &file, const QString &field,
                        QStringList &warnings)
{
    switch (kind) {
    case Kind::Text:
        if (value.is_string())
            return {};
        break;
    case Kind::TextOrNull:
        if (value.is_string() || value.is_null())
            return {};
        break;
    case Kind::BoolOrNull:
        if (value.is_boolean() || value.is_null())
            return {};
        break;
    case Kind::Int:
        if (isIntegral(value))
            return {};
        break;
    case Kind::IntOrNull:
        if (isIntegral(value) || value.is_null())
            return {};
        break;
    case Kind::NumberOrNull:
        if (value.is_null() || (value.is_number() && std::isfinite(value.get<double>())))
            return {};
        // The older variant wrote the string "Infinity" for "nothing measured yet" (docs/formats.md
        // 6.2); Python's json.dumps may write bare Infinity/NaN. All of them mean null.
        if ((value.is_string() && (value.get<std::string>() == "Infinity" || value.get<std::string>() == "NaN"))
            || value.is_number()) {
            warnings << Tr::tr("%1: field `%2` holds %3, which is not a "
                                                           "measurement; it is read as null.")
                            .arg(file, field, toQString(value.is_string() ? value.dump() : std::string("Infinity/NaN")));
            value = nullptr;
            return {};
        }
        break;
    case Kind::Object:
        if (value.is_object())
            return {};
        break;
    case Kind::Array:
        if (value.is_array())
            return {};
        break;
    }
    return fail(wrongType(file, field, expected(kind), value));
}

template <size_t N>
Result<void> checkObject(Json &object, const Field (&fields)[N], const QString &file,
                         const QString &prefix, QStringList &warnings)
{
    for (const Field &field : fields) {
        const auto it = object.find(field.key);
        if (it == object.end())
            continue;
        const QString name = prefix.isEmpty() ? QString::fromLatin1(field.key)
                                              : prefix + u'.' + QString::fromLatin1(field.key);
        if (auto ok = checkField(*it, field.kind, file, name, warnings); !ok)
            return ok;
    }
    return {};
}

} // namespace

Result<QStringList> checkAndNormalizeState(Json &document, const QString &file)
{
    QStringList warnings;
    if (!document.is_object())
        return fail(Error::invalid(
            Tr::tr("%1 must hold a JSON object, but it holds %2. The file "
                                               "was not changed; restore it from a backup.")
                .arg(file, jsonTypeName(document)),
            file));
    if (auto ok = checkObject(document, kTopLevel, file, {}, warnings); !ok)
        return fail(ok.error());

    if (document.contains("primary")) {
        if (auto ok = checkObject(document["primary"], kPrimary, file, u"primary"_s, warnings); !ok)
            return fail(ok.error());
    } else if (document.contains("input_language") && document["input_language"].is_string()) {
        // Setup 8: a state from before `primary` existed; build it from the flat fields.
        document["primary"] = Json{{"language", document["input_language"]},
                                   {"source_path", document.value("source_path", Json(nullptr))},
                                   {"context_path", document.value("source_context_path", Json(nullptr))},
                                   {"golden_path", nullptr},
                                   {"golden_meta_path", nullptr},
                                   {"port_verified", nullptr}};
        if (!document.contains("references"))
            document["references"] = Json::array();
        warnings << Tr::tr("%1 has no `primary` object (an older run); it "
                                                       "was built from input_language and source_path.")
                        .arg(file);
    }

    if (document.contains("references")) {
        Json &refs = document["references"];
        for (size_t i = 0; i < refs.size(); ++i) {
            const QString name = u"references[%1]"_s.arg(i);
            if (!refs[i].is_object())
                return fail(wrongType(file, name, expected(Kind::Object), refs[i]));
            if (auto ok = checkObject(refs[i], kReference, file, name, warnings); !ok)
                return fail(ok.error());
        }
    }

    if (document.contains("history")) {
        Json &history = document["history"];
        for (size_t i = 0; i < history.size(); ++i) {
            const QString name = u"history[%1]"_s.arg(i);
            Json &entry = history[i];
            if (!entry.is_object())
                return fail(wrongType(file, name, expected(Kind::Object), entry));
            if (!entry.contains("iteration"))
                return fail(Error::invalid(
                    Tr::tr("%1: field `%2.iteration` is missing; every "
                                                       "history entry names its iteration. The file "
                                                       "was not changed.")
                        .arg(file, name),
                    file + u':' + name + u".iteration"_s));
            if (auto ok = checkObject(entry, kHistory, file, name, warnings); !ok)
                return fail(ok.error());
            // The older MaxCode variant called the latency `optimized_time`.
            if (!entry.contains("optimized_time_ms") && entry.contains("optimized_time"))
                entry["optimized_time_ms"] = entry["optimized_time"];
        }
    }

    for (const char *key : {"iteration", "max_iterations"}) {
        const auto it = document.find(key);
        if (it == document.end())
            continue;
        // Compared as a double first: 4.4e10 or -1e300 is integral but no int (casting it is
        // undefined; the fuzzer found it).
        const double number = it->get<double>();
        const int minimum = std::string_view(key) == "iteration" ? 0 : 1;
        const int maximum = std::numeric_limits<int>::max();
        if (number < minimum)
            return fail(Error::invalid(
                Tr::tr("%1: field `%2` is %3, but it must be at least %4. "
                                                   "The file was not changed.")
                    .arg(file, QString::fromLatin1(key)).arg(number, 0, 'g', 10).arg(minimum),
                file + u':' + QString::fromLatin1(key)));
        if (number > maximum)
            return fail(Error::invalid(
                Tr::tr("%1: field `%2` is %3, but it must be at most %4. "
                                                   "The file was not changed.")
                    .arg(file, QString::fromLatin1(key)).arg(number, 0, 'g', 10).arg(maximum),
                file + u':' + QString::fromLatin1(key)));
        const int value = int(number);
        *it = value; // 3.0 -> 3
    }
    return warnings;
}

} // namespace twb::kernel
