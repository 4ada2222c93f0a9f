#include "core/ablation/ablation_expansion.h"

namespace twb {

AblationExpansion::AblationExpansion(QString ablationName, std::vector<AblationCell> cells,
                                     std::vector<qint64> seeds, int combinations, QStringList notes)
    : m_name(std::move(ablationName)), m_cells(std::move(cells)), m_seeds(std::move(seeds)),
      m_combinations(combinations), m_notes(std::move(notes))
{
    for (const AblationCell &cell : m_cells)
        for (qint64 seed : m_seeds)
            m_runs.push_back({AblationRun::makeId(m_name, cell.hash, seed), cell.index, seed});
}

int AblationExpansion::baselineCell() const
{
    for (const AblationCell &cell : m_cells)
        if (cell.isBaseline)
            return cell.index;
    return -1;
}

const AblationRun *AblationExpansion::findRun(const QString &runId) const
{
    for (const AblationRun &run : m_runs)
        if (run.runId == runId)
            return &run;
    return nullptr;
}

Json AblationExpansion::runConfig(const AblationRun &run) const
{
    Json config = cellOf(run).config;
    if (config.is_object()) {
        Json &train = config["train"];
        if (!train.is_object())
            train = Json::object();
        train["seed"] = run.seed;
    }
    return config;
}

QString AblationExpansion::acceleratorType() const
{
    if (m_cells.empty())
        return {};
    const Json &config = m_cells.front().config;
    const auto tpu = config.find("tpu");
    if (tpu == config.end() || !tpu->is_object())
        return {};
    const auto type = tpu->find("accelerator_type");
    return type != tpu->end() && type->is_string() ? toQString(type->get<std::string>()) : QString();
}

} // namespace twb
