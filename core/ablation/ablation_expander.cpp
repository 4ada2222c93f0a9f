#include "core/ablation/ablation_expander.h"

#include "core/experiment/config_hash.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_validator.h"
#include "core/util/json_path.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::AblationExpander.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AblationExpander)
};

QString jsonText(const Json *value)
{
    return value ? toQString(canonicalJson(*value)) : Tr::tr("(absent)");
}

bool overlaps(const QString &a, const QString &b)
{
    return a == b || a.startsWith(b + u'.') || b.startsWith(a + u'.');
}

using Combination = std::vector<Json>;

struct Context
{
    const AblationSpec &spec;
    const Json &base;
    QString source;
    QString baseSource;
    std::vector<std::vector<Json>> values; // per variable
    Combination baseline;                  // per variable
};

Result<void> checkVariables(Context &c)
{
    const auto &variables = c.spec.variables();
    for (size_t i = 0; i < variables.size(); ++i) {
        const QString field = jsonFieldPath(c.source + u": variables"_s, i);
        const QString &path = variables[i].path();
        for (size_t j = 0; j < i; ++j)
            if (overlaps(path, variables[j].path()))
                return fail(Error::invalid(Tr::tr("%1: \"%2\" overlaps variables[%3] \"%4\"; vary each field once.")
                                               .arg(field, path)
                                               .arg(j)
                                               .arg(variables[j].path()),
                                           field + u".path"_s));
        const Json *inBase = findPath(c.base, path);
        if (!inBase)
            return fail(Error::invalid(Tr::tr("%1: \"%2\" is not a field of the base experiment %3; check the "
                                          "spelling (an ablation only varies fields the experiment has).")
                                           .arg(field, path, c.baseSource),
                                       field + u".path"_s));
        std::vector<Json> values = variables[i].values();
        if (values.empty())
            return fail(Error::invalid(Tr::tr("%1 (%2) has no values.").arg(field, path), field + u".values"_s));
        c.values.push_back(std::move(values));
        const auto baselineIt = c.spec.baseline().find(toStd(path));
        c.baseline.push_back(baselineIt != c.spec.baseline().end() ? *baselineIt : *inBase);
    }
    const Json &baseline = c.spec.baseline();
    for (auto it = baseline.begin(); it != baseline.end(); ++it) {
        const QString key = toQString(it.key());
        bool known = false;
        for (const AblationVariable &variable : variables)
            known = known || variable.path() == key;
        if (!known)
            return fail(Error::invalid(Tr::tr("%1: baseline names \"%2\", which is not a variable; the baseline "
                                          "gives each variable's reference value. Remove it or add the variable.")
                                           .arg(c.source, key),
                                       c.source + u": baseline."_s + key));
    }
    for (qsizetype i = 0; i < c.spec.invariants().size(); ++i) {
        const QString &path = c.spec.invariants()[i];
        const QString field = jsonFieldPath(c.source + u": invariants"_s, size_t(i));
        if (!AblationVariable::isValidPath(path) || !findPath(c.base, path))
            return fail(Error::invalid(Tr::tr("%1: \"%2\" is not a field of the base experiment %3.")
                                           .arg(field, path, c.baseSource),
                                       field));
    }
    QSet<qint64> seen;
    for (size_t i = 0; i < c.spec.seeds().size(); ++i) {
        const qint64 seed = c.spec.seeds()[i];
        if (seen.contains(seed))
            return fail(Error::invalid(Tr::tr("%1: seed %2 is listed twice.")
                                           .arg(jsonFieldPath(c.source + u": seeds"_s, i))
                                           .arg(seed),
                                       jsonFieldPath(c.source + u": seeds"_s, i)));
        seen.insert(seed);
    }
    return {};
}

Result<std::vector<Combination>> combinations(const Context &c)
{
    std::vector<Combination> out;
    const size_t n = c.values.size();
    if (n == 0) {
        out.emplace_back();
        return out;
    }
    switch (c.spec.mode()) {
    case AblationSpec::Mode::Grid: {
        qint64 total = 1;
        for (const auto &values : c.values) {
            total *= qint64(values.size());
            if (total > AblationExpander::kMaxCombinations)
                return fail(Error::invalid(Tr::tr("%1: the grid has more than %2 combinations; use fewer values, "
                                              "mode \"one_at_a_time\" or \"zip\".")
                                               .arg(c.source)
                                               .arg(AblationExpander::kMaxCombinations),
                                           c.source + u": variables"_s));
        }
        std::vector<size_t> index(n, 0);
        for (qint64 k = 0; k < total; ++k) {
            Combination combination;
            for (size_t v = 0; v < n; ++v)
                combination.push_back(c.values[v][index[v]]);
            out.push_back(std::move(combination));
            for (size_t v = n; v-- > 0;) { // last variable fastest: first variable outermost
                if (++index[v] < c.values[v].size())
                    break;
                index[v] = 0;
            }
        }
        return out;
    }
    case AblationSpec::Mode::Zip: {
        const size_t length = c.values[0].size();
        for (size_t v = 1; v < n; ++v)
            if (c.values[v].size() != length)
                return fail(Error::invalid(Tr::tr("%1: mode \"zip\" takes the i-th value of every variable together, "
                                              "so all need as many values; %2 has %3 and %4 has %5.")
                                               .arg(c.source, c.spec.variables()[0].path())
                                               .arg(length)
                                               .arg(c.spec.variables()[v].path())
                                               .arg(c.values[v].size()),
                                           jsonFieldPath(c.source + u": variables"_s, v)));
        for (size_t i = 0; i < length; ++i) {
            Combination combination;
            for (size_t v = 0; v < n; ++v)
                combination.push_back(c.values[v][i]);
            out.push_back(std::move(combination));
        }
        return out;
    }
    case AblationSpec::Mode::OneAtATime: {
        out.push_back(c.baseline);
        for (size_t v = 0; v < n; ++v)
            for (const Json &value : c.values[v]) {
                Combination combination = c.baseline;
                combination[v] = value;
                out.push_back(std::move(combination));
            }
        return out;
    }
    }
    return out;
}

Json configFor(const Context &c, const Combination &combination)
{
    Json config = c.base;
    for (size_t v = 0; v < combination.size(); ++v)
        setPath(config, c.spec.variables()[v].path(), combination[v]);
    return config;
}

Result<void> checkCell(const Context &c, const AblationCell &cell, const QString &firstType)
{
    const QString name = Tr::tr("cell %1 (%2)").arg(cell.index + 1).arg(cell.label());
    for (const QString &path : c.spec.invariants()) {
        const Json *before = findPath(c.base, path);
        const Json *after = findPath(cell.config, path);
        if (!after || *before != *after)
            return fail(Error::invalid(Tr::tr("%1: %2 changes invariant %3 from %4 to %5; an ablation keeps its "
                                          "invariants fixed. Remove the variable or the invariant.")
                                           .arg(c.source, name, path, jsonText(before), jsonText(after)),
                                       path));
    }
    const Json *type = findPath(cell.config, u"tpu.accelerator_type"_s);
    const QString cellType = type && type->is_string() ? toQString(type->get<std::string>()) : QString();
    if (cellType != firstType)
        return fail(Error::invalid(Tr::tr("%1: %2 needs TPU type %3 while cell 1 needs %4 "
                                      "(tpu.accelerator_type); compared runs must share a TPU type. Split "
                                      "the ablation per TPU type.")
                                       .arg(c.source, name, cellType, firstType),
                                   u"tpu.accelerator_type"_s));
    auto experiment = Experiment::fromJson(cell.config, c.baseSource);
    if (!experiment)
        return fail(experiment.error());
    if (auto valid = ExperimentValidator::check(*experiment); !valid)
        return fail(Error::invalid(Tr::tr("%1: %2 is not a valid experiment: %3")
                                       .arg(c.source, name, valid.error().message),
                                   valid.error().where));
    return {};
}

} // namespace

Result<AblationExpansion> AblationExpander::expand(const AblationSpec &spec, const Json &base, const QString &source,
                                                   const QString &baseSource)
{
    if (!base.is_object())
        return fail(Error::invalid(Tr::tr("%1 is not an experiment (a JSON object).").arg(baseSource), baseSource));
    Context c{spec, base, source, baseSource, {}, {}};
    if (auto checked = checkVariables(c); !checked)
        return fail(checked.error());
    auto combos = combinations(c);
    if (!combos)
        return fail(combos.error());

    std::vector<AblationCell> cells;
    QHash<QString, int> byHash;
    for (const Combination &combination : *combos) {
        Json config = configFor(c, combination);
        const QString hash = configHash(config);
        if (const auto it = byHash.constFind(hash); it != byHash.cend()) {
            ++cells[size_t(*it)].duplicates;
            continue;
        }
        AblationCell cell;
        cell.index = int(cells.size());
        cell.hash = hash;
        for (size_t v = 0; v < combination.size(); ++v)
            cell.values.emplace_back(spec.variables()[v].path(), combination[v]);
        cell.config = std::move(config);
        byHash.insert(hash, cell.index);
        cells.push_back(std::move(cell));
    }

    const Json *firstType = findPath(cells.front().config, u"tpu.accelerator_type"_s);
    const QString type = firstType && firstType->is_string() ? toQString(firstType->get<std::string>()) : QString();
    for (const AblationCell &cell : cells)
        if (auto checked = checkCell(c, cell, type); !checked)
            return fail(checked.error());

    QStringList notes;
    const QString baselineHash = configHash(configFor(c, c.baseline));
    if (const auto it = byHash.constFind(baselineHash); it != byHash.cend())
        cells[size_t(*it)].isBaseline = true;
    else if (!spec.variables().empty()) {
        AblationCell baseline;
        for (size_t v = 0; v < c.baseline.size(); ++v)
            baseline.values.emplace_back(spec.variables()[v].path(), c.baseline[v]);
        notes << Tr::tr("The baseline (%1) is not among the cells, so deltas to it cannot be shown; add its "
                    "values to the variables or change the baseline.")
                     .arg(baseline.label());
    }
    const int merged = int(combos->size() - cells.size());
    if (merged > 0)
        notes << (merged == 1 ? Tr::tr("1 combination gave the same config as another and was merged.")
                              : Tr::tr("%1 combinations gave the same config as another and were merged.").arg(merged));

    std::vector<qint64> seeds = spec.seeds();
    if (seeds.empty()) {
        const Json *seed = findPath(base, u"train.seed"_s);
        seeds.push_back(seed && seed->is_number_integer() ? seed->get<qint64>() : 0);
    }
    return AblationExpansion(spec.name(), std::move(cells), std::move(seeds), int(combos->size()), std::move(notes));
}

} // namespace twb
