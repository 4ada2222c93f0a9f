#pragma once

#include <QString>

namespace twb {

// One run of an ablation: a cell trained with one seed. Run id `<ablation>-<hash8>-s<seed>`.
struct AblationRun
{
    QString runId;
    int cell = 0; // index into AblationExpansion::cells()
    qint64 seed = 0;

    static QString makeId(const QString &ablationName, const QString &hash, qint64 seed)
    {
        return ablationName + QLatin1Char('-') + hash + QLatin1String("-s") + QString::number(seed);
    }
};

} // namespace twb
