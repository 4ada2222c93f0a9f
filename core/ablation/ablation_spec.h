#pragma once

#include "core/ablation/ablation_metric.h"
#include "core/ablation/ablation_variable.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace twb {

// An ablation file, `ablations/<name>.json` (docs/formats.md section 3): the matrix as the user
// wrote it. Only types are checked here; what needs the base experiment (paths that exist,
// baseline, invariants, dedup) is AblationExpander's job, so an editor can hold a half-made
// matrix. Keys this version does not know are kept and written back.
//
// Workbench addition: `"estimate": {"step_time_s": 0.4}`, a configured step time for the cost
// estimate when no finished run of the experiment has measured one.
class AblationSpec final
{
public:
    // The most seeds a study or a kernel A/B may ask for by count (0, 1, ..., n - 1); a seeds
    // list in the file may name any.
    static constexpr int kMaxSeedCount = 64;

    static constexpr const char *kSchema = "tpuwb.ablation/1";
    static constexpr int kSchemaMajor = 1;

    enum class Mode { Grid, Zip, OneAtATime };

    AblationSpec() = default;

    static Result<AblationSpec> fromJson(const Json &document, const QString &source);
    // parseJson, then fromJson: every failure is an error naming `source` (and the position).
    static Result<AblationSpec> parse(const QByteArray &text, const QString &source);
    static Result<AblationSpec> readFile(const QString &path);
    Json toJson() const;
    Result<void> writeFile(const QString &path) const;

    // Where the base experiment file is: `base` as an absolute path, else relative to the
    // workspace (the folder above `ablations/`), else relative to the ablation file's folder.
    // Returns the first that exists, or the workspace-relative one when none does.
    QString resolveBasePath(const QString &ablationFilePath) const;

    const QString &name() const { return m_name; }
    const QString &base() const { return m_base; }
    Mode mode() const { return m_mode; }
    const std::vector<AblationVariable> &variables() const { return m_variables; }
    const std::vector<qint64> &seeds() const { return m_seeds; }
    // {"<variable path>": value, ...}
    const Json &baseline() const { return m_baseline; }
    const AblationMetric &metric() const { return m_metric; }
    const QStringList &invariants() const { return m_invariants; }
    const QStringList &machines() const { return m_machines; }
    std::optional<double> stepTimeSeconds() const { return m_stepTimeSeconds; }

    void setName(const QString &name) { m_name = name; }
    void setBase(const QString &base) { m_base = base; }
    void setMode(Mode mode) { m_mode = mode; }
    void setVariables(std::vector<AblationVariable> variables) { m_variables = std::move(variables); }
    void setSeeds(std::vector<qint64> seeds) { m_seeds = std::move(seeds); }
    void setBaseline(Json baseline) { m_baseline = std::move(baseline); }
    void setMetric(const AblationMetric &metric) { m_metric = metric; }
    void setInvariants(const QStringList &invariants) { m_invariants = invariants; }
    void setMachines(const QStringList &machines) { m_machines = machines; }
    void setStepTimeSeconds(std::optional<double> seconds) { m_stepTimeSeconds = seconds; }

    // One sentence per range written "lo:hi:n" without a scale: it is read as log-spaced now
    // (earlier versions read it as linear); names the variable and the values both readings give.
    QStringList rangeWarnings() const;

    static QString modeName(Mode mode);
    static std::optional<Mode> parseMode(const QString &name);
    // Letters, digits, '.', '_', '-', 1..64 characters: the name is part of folder names and run ids.
    static bool isValidName(const QString &name);

    friend bool operator==(const AblationSpec &, const AblationSpec &) = default;

private:
    QString m_name;
    QString m_base;
    Mode m_mode = Mode::Grid;
    std::vector<AblationVariable> m_variables;
    std::vector<qint64> m_seeds;
    Json m_baseline = Json::object();
    AblationMetric m_metric;
    QStringList m_invariants;
    QStringList m_machines;
    std::optional<double> m_stepTimeSeconds;
    Json m_unknownKeys = Json::object();
};

} // namespace twb
