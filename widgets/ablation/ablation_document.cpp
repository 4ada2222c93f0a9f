#include "widgets/ablation/ablation_document.h"

#include "core/util/continue_queued.h"
#include "widgets/ablation/add_variable_command.h"
#include "widgets/ablation/remove_variable_command.h"
#include "widgets/ablation/set_base_command.h"
#include "widgets/ablation/set_baseline_value_command.h"
#include "widgets/ablation/set_invariants_command.h"
#include "widgets/ablation/set_metric_command.h"
#include "widgets/ablation/set_mode_command.h"
#include "widgets/ablation/set_seeds_command.h"
#include "widgets/ablation/set_variable_path_command.h"
#include "widgets/ablation/set_variable_values_command.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace twb {

AblationDocument::AblationDocument(QObject *parent) : Document(parent) {}

AblationDocument::~AblationDocument() = default;

void AblationDocument::reset(const AblationSpec &spec, const QString &file)
{
    resetHistory(file);
    m_spec = spec;
    m_loaded.reset();
    m_baseConfig = Json();
    m_expansionError.clear();
    Q_EMIT specReplaced();
    expand();
}

void AblationDocument::load(const QString &fileName)
{
    loadInBackground<AblationSpec>(
        fileName, [fileName] { return AblationSpec::readFile(fileName); },
        [this, fileName](AblationSpec &&spec) { reset(spec, fileName); });
}

void AblationDocument::applySpec(const AblationSpec &spec)
{
    const AblationSpec before = std::exchange(m_spec, spec);
    if (before.base() != spec.base())
        Q_EMIT baseChanged();
    if (before.mode() != spec.mode())
        Q_EMIT modeChanged();
    if (before.variables() != spec.variables())
        emitVariableChanges(before.variables(), spec.variables());
    if (before.baseline() != spec.baseline())
        Q_EMIT baselineChanged();
    if (before.seeds() != spec.seeds())
        Q_EMIT seedsChanged();
    if (!(before.metric() == spec.metric()))
        Q_EMIT metricChanged();
    if (before.invariants() != spec.invariants())
        Q_EMIT invariantsChanged();
    expand();
}

void AblationDocument::emitVariableChanges(const std::vector<AblationVariable> &before,
                                           const std::vector<AblationVariable> &after)
{
    const size_t n = before.size();
    if (after.size() == n) {
        for (size_t i = 0; i < n; ++i)
            if (before[i] != after[i])
                Q_EMIT variableChanged(int(i));
        return;
    }
    if (after.size() == n + 1 || after.size() + 1 == n) {
        const auto &longer = after.size() > n ? after : before;
        const auto &shorter = after.size() > n ? before : after;
        size_t at = 0;
        while (at < shorter.size() && shorter[at] == longer[at])
            ++at;
        auto without = longer;
        without.erase(without.begin() + qsizetype(at));
        if (without == shorter) {
            if (after.size() > n)
                Q_EMIT variableAdded(int(at));
            else
                Q_EMIT variableRemoved(int(at));
            return;
        }
    }
    Q_EMIT variablesReplaced();
}

void AblationDocument::setBase(const QString &base)
{
    if (!base.isEmpty() && base != m_spec.base())
        undoStack()->push(new SetBaseCommand(*this, base));
}

void AblationDocument::setMode(AblationSpec::Mode mode)
{
    if (mode != m_spec.mode())
        undoStack()->push(new SetModeCommand(*this, mode));
}

int AblationDocument::addVariable(const AblationVariable &variable, int index)
{
    const int count = int(m_spec.variables().size());
    const int at = index < 0 || index > count ? count : index;
    undoStack()->push(new AddVariableCommand(*this, variable, at));
    return at;
}

void AblationDocument::removeVariable(int index)
{
    if (index >= 0 && index < int(m_spec.variables().size()))
        undoStack()->push(new RemoveVariableCommand(*this, index));
}

void AblationDocument::setVariablePath(int index, const QString &path)
{
    if (index < 0 || index >= int(m_spec.variables().size()) || path.isEmpty()
        || path == m_spec.variables()[size_t(index)].path())
        return;
    undoStack()->push(new SetVariablePathCommand(*this, index, path));
}

void AblationDocument::setVariableValues(int index, const AblationVariable &values)
{
    if (index < 0 || index >= int(m_spec.variables().size()))
        return;
    const AblationVariable &current = m_spec.variables()[size_t(index)];
    if (values.isRange() == current.isRange()
        && (values.isRange() ? *values.range() == *current.range() : values.listValues() == current.listValues()))
        return;
    undoStack()->push(new SetVariableValuesCommand(*this, index, values));
}

void AblationDocument::setBaselineValue(const QString &path, const std::optional<Json> &value)
{
    const Json &baseline = m_spec.baseline();
    const auto it = baseline.find(toStd(path));
    const std::optional<Json> current = it != baseline.end() ? std::optional<Json>(*it) : std::nullopt;
    if (value != current)
        undoStack()->push(new SetBaselineValueCommand(*this, path, value));
}

void AblationDocument::setSeeds(const std::vector<qint64> &seeds)
{
    if (seeds != m_spec.seeds())
        undoStack()->push(new SetSeedsCommand(*this, seeds));
}

void AblationDocument::setMetric(const AblationMetric &metric)
{
    if (!(metric == m_spec.metric()))
        undoStack()->push(new SetMetricCommand(*this, metric));
}

void AblationDocument::setInvariants(const QStringList &invariants)
{
    if (invariants != m_spec.invariants())
        undoStack()->push(new SetInvariantsCommand(*this, invariants));
}

void AblationDocument::expand()
{
    // One expansion at a time; edits made meanwhile are expanded when it ends.
    if (m_expanding) {
        m_expandAgain = true;
        return;
    }
    m_expanding = true;
    m_expandAgain = false;
    const quint64 generation = ++m_generation;
    struct Outcome
    {
        Result<LoadedAblation> loaded;
        Json base;
    };
    continueQueued(QtConcurrent::run([spec = m_spec, file = fileName()]() -> Outcome {
        Outcome outcome{LoadedAblation::fromSpec(spec, file), Json()};
        if (outcome.loaded)
            outcome.base = outcome.loaded->base;
        else if (auto base = readJsonFile(spec.resolveBasePath(file)))
            outcome.base = std::move(*base);
        return outcome;
    }), this, [this, generation](Outcome outcome) {
        m_expanding = false;
        if (generation == m_generation && !m_expandAgain) {
            if (!outcome.base.is_null())
                m_baseConfig = std::move(outcome.base);
            if (outcome.loaded) {
                m_loaded = std::move(*outcome.loaded);
                m_expansionError.clear();
            } else {
                m_loaded.reset();
                m_expansionError = outcome.loaded.error().message;
            }
            Q_EMIT expansionChanged();
        }
        if (m_expandAgain)
            expand();
    });
}

Document::Writer AblationDocument::snapshotWriter() const
{
    return [spec = m_spec](const QString &fileName) {
        QDir().mkpath(QFileInfo(fileName).absolutePath());
        return spec.writeFile(fileName);
    };
}

} // namespace twb
