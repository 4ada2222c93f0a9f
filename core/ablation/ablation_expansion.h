#pragma once

#include "core/ablation/ablation_cell.h"
#include "core/ablation/ablation_run.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace twb {

// What an ablation expands to: its distinct cells and the runs (cell x seed). Derived from the
// ablation file and its base experiment on every load, never stored (docs/formats.md section 3).
class AblationExpansion final
{
public:
    AblationExpansion() = default;
    AblationExpansion(QString ablationName, std::vector<AblationCell> cells, std::vector<qint64> seeds,
                      int combinations, QStringList notes);

    const QString &ablationName() const { return m_name; }
    const std::vector<AblationCell> &cells() const { return m_cells; }
    const std::vector<AblationRun> &runs() const { return m_runs; }
    const std::vector<qint64> &seeds() const { return m_seeds; }
    // How many value combinations the mode produced before cells with equal hashes merged.
    int combinations() const { return m_combinations; }
    // Things worth telling the user that are not errors ("the baseline is not among the cells").
    const QStringList &notes() const { return m_notes; }

    // Index of the baseline cell, or -1 when the baseline is not among the cells.
    int baselineCell() const;
    const AblationRun *findRun(const QString &runId) const;
    const AblationCell &cellOf(const AblationRun &run) const { return m_cells[size_t(run.cell)]; }
    // The experiment document a run trains: its cell's config with train.seed = the run's seed.
    Json runConfig(const AblationRun &run) const;
    // The tpu.accelerator_type every cell shares ("" when the base names none).
    QString acceleratorType() const;

private:
    QString m_name;
    std::vector<AblationCell> m_cells;
    std::vector<AblationRun> m_runs;
    std::vector<qint64> m_seeds;
    int m_combinations = 0;
    QStringList m_notes;
};

} // namespace twb
