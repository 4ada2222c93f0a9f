#include "core/runs/run_filter.h"

#include "core/util/json_path.h"

#include <QCoreApplication>

#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunFilter)
};

// One whitespace-separated term before it is understood: its text without the quotes, and
// where the first operator character and the first ':' are outside quotes (-1: none).
struct RawTerm
{
    QString raw;         // as written, quotes included
    QString text;        // quotes removed
    int column = 1;
    qsizetype opAt = -1;    // in `text`
    qsizetype colonAt = -1; // in `text`
    bool quoted = false;
};

bool isOpChar(QChar c)
{
    return c == u'=' || c == u'!' || c == u'<' || c == u'>';
}

Error termError(const QString &term, int column, const QString &why)
{
    return Error::invalid(Tr::tr("Filter term \"%1\" at column %2: %3").arg(term).arg(column).arg(why), term);
}

Result<QList<RawTerm>> split(const QString &expression)
{
    QList<RawTerm> terms;
    qsizetype i = 0;
    const qsizetype n = expression.size();
    while (i < n) {
        if (expression[i].isSpace()) {
            ++i;
            continue;
        }
        RawTerm term;
        term.column = int(i) + 1;
        const qsizetype start = i;
        bool inQuotes = false;
        qsizetype quoteAt = -1;
        while (i < n && (inQuotes || !expression[i].isSpace())) {
            const QChar c = expression[i];
            if (c == u'"') {
                inQuotes = !inQuotes;
                term.quoted = true;
                quoteAt = i;
            } else if (inQuotes && c == u'\\' && i + 1 < n && (expression[i + 1] == u'"' || expression[i + 1] == u'\\')) {
                term.text += expression[++i];
            } else {
                if (!inQuotes && isOpChar(c) && term.opAt < 0)
                    term.opAt = term.text.size();
                if (!inQuotes && c == u':' && term.colonAt < 0)
                    term.colonAt = term.text.size();
                term.text += c;
            }
            ++i;
        }
        term.raw = expression.mid(start, i - start);
        if (inQuotes)
            return fail(termError(term.raw, int(quoteAt) + 1,
                                  Tr::tr("the quote at column %1 is not closed; add a closing \".").arg(quoteAt + 1)));
        terms << term;
    }
    return terms;
}

bool validKey(const QString &key)
{
    for (QChar c : key)
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'.' || c == u'/' || c == u'-'))
            return false;
    return !key.startsWith(u'.') && !key.endsWith(u'.');
}

Result<RunFilter::Term> parseComparison(const RawTerm &raw)
{
    RunFilter::Term term;
    term.kind = RunFilter::Term::Kind::Compare;
    term.text = raw.raw;
    term.column = raw.column;
    const QString &t = raw.text;
    const qsizetype at = raw.opAt;
    const QString two = t.mid(at, 2);
    qsizetype length = 1;
    if (two == u">="_s) {
        term.op = RunFilter::Op::GreaterEqual;
        length = 2;
    } else if (two == u"<="_s) {
        term.op = RunFilter::Op::LessEqual;
        length = 2;
    } else if (two == u"!="_s) {
        term.op = RunFilter::Op::NotEqual;
        length = 2;
    } else if (two == u"=="_s) {
        term.op = RunFilter::Op::Equal;
        length = 2;
    } else if (t[at] == u'=') {
        term.op = RunFilter::Op::Equal;
    } else if (t[at] == u'<') {
        term.op = RunFilter::Op::Less;
    } else if (t[at] == u'>') {
        term.op = RunFilter::Op::Greater;
    } else {
        return fail(termError(raw.raw, raw.column, Tr::tr("`!` alone is not an operator; use != (not equal).")));
    }
    term.key = t.left(at);
    term.value = t.mid(at + length);
    const QString op = RunFilter::opText(term.op);
    if (term.key.isEmpty())
        return fail(termError(raw.raw, raw.column,
                              Tr::tr("there is no key before %1; write key%1value, e.g. train.lr>=1e-3.").arg(op)));
    if (!validKey(term.key))
        return fail(termError(raw.raw, raw.column,
                              Tr::tr("`%1` is not a key; a key is a dotted config path (train.lr) or a metric name "
                                     "(eval/loss) of letters, digits, _ . / -.")
                                  .arg(term.key)));
    if (term.value.isEmpty())
        return fail(termError(raw.raw, raw.column, Tr::tr("there is no value after %1.").arg(op)));
    if (!raw.quoted && isOpChar(term.value.front()))
        return fail(termError(raw.raw, raw.column + int(at + length),
                              Tr::tr("two operators in a row (%1%2); use one of = != < <= > >=.")
                                  .arg(op, term.value.front())));
    bool ok = false;
    const double number = term.value.toDouble(&ok);
    term.numeric = ok;
    term.number = ok ? number : 0;
    const bool ordering = term.op != RunFilter::Op::Equal && term.op != RunFilter::Op::NotEqual;
    if (ordering && !ok)
        return fail(termError(raw.raw, raw.column,
                              Tr::tr("%1 compares numbers, and `%2` is not a number.").arg(op, term.value)));
    return term;
}

Result<RunFilter::Term> parseTerm(const RawTerm &raw)
{
    if (raw.opAt >= 0 && (raw.colonAt < 0 || raw.opAt < raw.colonAt))
        return parseComparison(raw);
    RunFilter::Term term;
    term.text = raw.raw;
    term.column = raw.column;
    if (raw.colonAt > 0) {
        const QString field = raw.text.left(raw.colonAt);
        bool letters = true;
        for (QChar c : field)
            letters = letters && c.isLetter();
        if (letters) {
            const QString value = raw.text.mid(raw.colonAt + 1);
            const QString name = field.toLower();
            if (name == u"tag"_s || name == u"tags"_s) {
                if (value.isEmpty())
                    return fail(termError(raw.raw, raw.column, Tr::tr("tag: needs a tag after it, e.g. tag:baseline.")));
                term.kind = RunFilter::Term::Kind::Tag;
                term.value = value;
                return term;
            }
            if (name == u"state"_s) {
                const QString lower = value.toLower();
                if (!runStateFromName(lower))
                    return fail(termError(raw.raw, raw.column,
                                          Tr::tr("`%1` is not a run state; the states are pending, uploading, running, "
                                                 "stalled, finished, failed and stopped.")
                                              .arg(value)));
                term.kind = RunFilter::Term::Kind::State;
                term.value = lower;
                return term;
            }
            return fail(termError(raw.raw, raw.column,
                                  Tr::tr("`%1:` is not a field; use tag: or state:, key=value for config values and "
                                         "metrics, or put the word in quotes.")
                                      .arg(field)));
        }
    }
    term.kind = RunFilter::Term::Kind::Word;
    term.value = raw.text.toLower();
    return term;
}

// A config or record value as text, the way a user would type it.
QString valueText(const Json &value)
{
    if (value.is_string())
        return toQString(value.get<std::string>());
    if (value.is_null())
        return u"null"_s;
    return toQString(value.dump());
}

std::optional<double> valueNumber(const Json &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_string()) {
        bool ok = false;
        const double d = toQString(value.get<std::string>()).toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

bool configContains(const Json &value, const QString &word)
{
    if (value.is_object()) {
        for (const auto &item : value.items())
            if (configContains(item.value(), word))
                return true;
        return false;
    }
    if (value.is_array()) {
        for (const auto &item : value)
            if (configContains(item, word))
                return true;
        return false;
    }
    return valueText(value).contains(word, Qt::CaseInsensitive);
}

std::optional<Json> recordField(const RunRecord &r, RunState state, const QString &key)
{
    if (key == u"seed"_s)
        return Json(r.seed);
    if (key == u"experiment"_s)
        return Json(toStd(r.experiment));
    if (key == u"machine"_s)
        return Json(toStd(r.machine));
    if (key == u"ablation"_s)
        return Json(toStd(r.ablation));
    if (key == u"state"_s)
        return Json(toStd(runStateName(state)));
    if (key == u"id"_s || key == u"run_id"_s)
        return Json(toStd(r.runId));
    if (key == u"hash"_s || key == u"config_hash"_s)
        return Json(toStd(r.configHash));
    if (key == u"device"_s)
        return Json(toStd(r.device));
    return std::nullopt;
}

const Json &emptyObject()
{
    static const Json empty = Json::object();
    return empty;
}

// A comparison's key without its `config.`/`metric.` prefix, and which of the two it names.
struct KeyScope
{
    QString bare;
    bool configOnly = false;
    bool metricOnly = false;
};

KeyScope scopeOf(const QString &key)
{
    const bool configOnly = key.startsWith(u"config."_s);
    const bool metricOnly = key.startsWith(u"metric."_s);
    return {configOnly || metricOnly ? key.mid(7) : key, configOnly, metricOnly};
}

std::optional<Json> lookUp(const RunFilterView &run, const QString &key)
{
    const KeyScope scope = scopeOf(key);
    if (!scope.metricOnly && run.config)
        if (const Json *value = findPath(*run.config, scope.bare))
            return *value;
    if (scope.configOnly)
        return std::nullopt;
    if (run.finalMetrics)
        if (auto it = run.finalMetrics->constFind(scope.bare); it != run.finalMetrics->constEnd())
            return Json(*it);
    if (scope.metricOnly)
        return std::nullopt;
    return recordField(*run.record, run.state, scope.bare);
}

bool compare(const RunFilter::Term &term, const Json &value)
{
    const std::optional<double> number = term.numeric ? valueNumber(value) : std::nullopt;
    if (number) {
        const double a = *number;
        const double b = term.number;
        switch (term.op) {
        case RunFilter::Op::Equal: return a == b;
        case RunFilter::Op::NotEqual: return a != b;
        case RunFilter::Op::Less: return a < b;
        case RunFilter::Op::LessEqual: return a <= b;
        case RunFilter::Op::Greater: return a > b;
        case RunFilter::Op::GreaterEqual: return a >= b;
        }
        return false;
    }
    const bool same = valueText(value).compare(term.value, Qt::CaseInsensitive) == 0;
    switch (term.op) {
    case RunFilter::Op::Equal: return same;
    case RunFilter::Op::NotEqual: return !same;
    default: return false;   // an ordering of a value that is not a number
    }
}

bool matchesTerm(const RunFilter::Term &term, const RunFilterView &run)
{
    const RunRecord &r = *run.record;
    switch (term.kind) {
    case RunFilter::Term::Kind::Word: {
        const QString &w = term.value;
        if (r.runId.contains(w, Qt::CaseInsensitive) || r.experiment.contains(w, Qt::CaseInsensitive)
            || r.notes.contains(w, Qt::CaseInsensitive) || runStateName(run.state).contains(w, Qt::CaseInsensitive))
            return true;
        for (const QString &tag : r.tags)
            if (tag.contains(w, Qt::CaseInsensitive))
                return true;
        return configContains(run.config ? *run.config : emptyObject(), w);
    }
    case RunFilter::Term::Kind::Tag:
        for (const QString &tag : r.tags)
            if (tag.compare(term.value, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    case RunFilter::Term::Kind::State:
        return runStateName(run.state) == term.value;
    case RunFilter::Term::Kind::Compare:
        if (auto value = lookUp(run, term.key))
            return compare(term, *value);
        return false;
    }
    return false;
}

} // namespace

QString RunFilter::opText(Op op)
{
    switch (op) {
    case Op::Equal: return u"="_s;
    case Op::NotEqual: return u"!="_s;
    case Op::Less: return u"<"_s;
    case Op::LessEqual: return u"<="_s;
    case Op::Greater: return u">"_s;
    case Op::GreaterEqual: return u">="_s;
    }
    return {};
}

Result<RunFilter> RunFilter::parse(const QString &expression)
{
    auto raw = split(expression);
    if (!raw)
        return fail(raw.error());
    RunFilter filter;
    filter.m_expression = expression;
    for (const RawTerm &r : *raw) {
        if (r.text.isEmpty())
            continue;   // "" says nothing
        auto term = parseTerm(r);
        if (!term)
            return fail(term.error());
        filter.m_terms << *term;
    }
    return filter;
}

bool RunFilter::needsFolder() const
{
    for (const Term &t : m_terms)
        if (t.kind == Term::Kind::Word || t.kind == Term::Kind::Compare)
            return true;
    return false;
}

bool RunFilter::matches(const RunFilterSubject &run) const
{
    return matches(RunFilterView{&run.record, run.record.state, &run.config, &run.finalMetrics});
}

bool RunFilter::matches(const RunFilterView &run) const
{
    for (const Term &t : m_terms)
        if (!matchesTerm(t, run))
            return false;
    return true;
}

bool RunFilter::needsMetrics(const RunFilterView &run) const
{
    for (const Term &t : m_terms) {
        if (t.kind != Term::Kind::Compare)
            continue;
        const KeyScope scope = scopeOf(t.key);
        if (scope.metricOnly)
            return true;
        if (!scope.configOnly && !(run.config && findPath(*run.config, scope.bare)))
            return true;
    }
    return false;
}

} // namespace twb
